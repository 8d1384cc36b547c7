const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML shows it: names and numbers come from people and may hold any character. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** A name or number is text in any script: isolated so it keeps its own order in any line. */
export const isolateText = (value: string) => `\u2068${value}\u2069`;
