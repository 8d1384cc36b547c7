import { Provider as TooltipProvider } from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOOLTIP } from '@shared/constants';
import { queryClient } from '@/lib/query-client';

/** Context every screen relies on. i18n is started before the first render (main.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs}>
        {children}
      </TooltipProvider>
    </QueryClientProvider>
  );
}
