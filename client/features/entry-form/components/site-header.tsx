import type { Language } from '@shared/i18n/languages';
import { resolveText } from '@shared/i18n/localized-text';
import type { PublicSite } from '@shared/schemas/site.schemas';
import { textLanguage } from '@/lib/text-language';
import { headerColorOf, textColorOn } from '@shared/site/header-color';
import { useBootScreenDone } from '@/lib/boot-screen';

/**
 * The site's header: its colour (default dark blue), title or else name, and message, in the
 * worker's language or its fallback, each marked with the language it is really in.
 */
export function SiteHeader({ site, language }: { site: PublicSite; language: Language }) {
  useBootScreenDone({ unlessFormDrawn: true });
  const background = headerColorOf(site.headerColor);
  const titleText = resolveText(site.headerTitle, language);
  const title = titleText.text ? titleText : resolveText(site.name, language);
  const message = resolveText(site.headerMessage, language);
  return (
    <header style={{ backgroundColor: background, color: textColorOn(background) }}>
      <div className="mx-auto max-w-xl px-4 pt-6 pb-5">
        <h1 {...textLanguage(title.lang)} className="text-2xl leading-tight font-extrabold">
          {title.text}
        </h1>
        {message.text && (
          <p {...textLanguage(message.lang)} className="mt-2 text-base leading-relaxed opacity-95">
            {message.text}
          </p>
        )}
      </div>
    </header>
  );
}
