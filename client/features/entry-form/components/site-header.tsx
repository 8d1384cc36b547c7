import type { PublicSite } from '@shared/schemas/site.schemas';
import { headerColorOf, textColorOn } from '../lib/header-color';

/**
 * The site's header: its colour (default dark blue), title or else name, and message. The texts
 * are the site's own, so they take their own direction.
 */
export function SiteHeader({ site }: { site: PublicSite }) {
  const background = headerColorOf(site.headerColor);
  return (
    <header style={{ backgroundColor: background, color: textColorOn(background) }}>
      <div className="mx-auto max-w-xl px-4 pt-6 pb-5">
        <h1 dir="auto" className="text-2xl leading-tight font-extrabold">
          {site.headerTitle || site.name}
        </h1>
        {site.headerMessage && (
          <p dir="auto" className="mt-2 text-base leading-relaxed opacity-95">
            {site.headerMessage}
          </p>
        )}
      </div>
    </header>
  );
}
