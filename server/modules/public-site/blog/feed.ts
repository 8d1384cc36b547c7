import type { Language } from '@shared/i18n/languages';
import { BLOG_PATH, FEED_PATH, blogPostPath } from '@shared/routing/site-paths';
import { localizedPath } from '../page-language';
import { buildXml } from './xml';

export interface FeedItem {
  slug: string;
  title: string;
  summary: string;
  publishAt: Date;
}

/** The RSS 2.0 feed of a language's newest posts. */
export function buildFeed(input: {
  origin: string;
  language: Language;
  title: string;
  description: string;
  items: FeedItem[];
}): string {
  const { origin, language } = input;
  const url = (path: string) => `${origin}${localizedPath(path, language)}`;
  return buildXml({
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: input.title,
        link: url(BLOG_PATH),
        description: input.description,
        language,
        'atom:link': { '@href': url(FEED_PATH), '@rel': 'self', '@type': 'application/rss+xml' },
        ...(input.items[0] ? { lastBuildDate: input.items[0].publishAt.toUTCString() } : {}),
        item: input.items.map((item) => ({
          title: item.title,
          link: url(blogPostPath(item.slug)),
          guid: { '#text': url(blogPostPath(item.slug)), '@isPermaLink': 'true' },
          description: item.summary,
          pubDate: item.publishAt.toUTCString(),
        })),
      },
    },
  });
}
