import { Marked } from 'marked';
import type sanitizeHtml from 'sanitize-html';

// One parser with its own options, so nothing else in the process changes how it reads.
const parser = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What a post may contain once rendered: text structure, links, images and tables. Scripts,
 * frames, styles, forms and event attributes are dropped whatever the Markdown says (it may
 * carry raw HTML), and links go only to http(s) or mail.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A post's headings sit under the page's own h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const isExternal = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: isExternal ? { ...attribs, rel: 'noopener nofollow ugc' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

let sanitizer: Promise<typeof sanitizeHtml> | null = null;

/** sanitize-html takes a quarter of a second to load: it loads with the first post shown. */
function loadSanitizer() {
  return (sanitizer ??= import('sanitize-html').then((module) => module.default));
}

/** A post's Markdown as HTML that is safe to put in a page. */
export async function renderMarkdown(markdown: string): Promise<string> {
  const html = parser.parse(markdown) as string;
  return (await loadSanitizer())(html, SANITIZE);
}

// sanitize-html escapes exactly these four in text; the page and the feed escape them again.
const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The plain text of a post's Markdown, for descriptions and the feed. */
export async function markdownToText(markdown: string, maxLength = 200): Promise<string> {
  const sanitize = await loadSanitizer();
  const text = sanitize(parser.parse(markdown) as string, { allowedTags: [] })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => UNESCAPE[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
