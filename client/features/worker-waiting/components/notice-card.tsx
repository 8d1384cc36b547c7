import type { ReactNode } from 'react';
import { Surface } from './surface';

interface NoticeCardProps {
  title: string;
  text: string;
  tone?: 'neutral' | 'error';
  children?: ReactNode;
}

/** The page's message instead of a request: not found, load error, expired. */
export function NoticeCard({ title, text, tone = 'neutral', children }: NoticeCardProps) {
  return (
    <Surface tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-base leading-relaxed text-slate-700">{text}</p>
      {children}
    </Surface>
  );
}
