const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[\w-]{11}$/;
/** /embed/ID, /shorts/ID, /live/ID and the old /v/ID. */
const ID_IN_PATH = /^\/(?:embed|shorts|live|v)\/([^/]+)/;

/**
 * The video id of a YouTube link as people paste it (watch page, youtu.be share link, embed,
 * shorts or live link), or null for any other address, such as an uploaded file.
 */
export function youTubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id =
      parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : ID_IN_PATH.exec(parsed.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Where the page embeds YouTube's player from; the API must post its messages there. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The privacy-enhanced player (no cookies until the worker presses play; the only frame host the
 * Content-Security-Policy allows), with the JavaScript API on so the page can tell what was
 * watched. `origin` is the page's, as the API requires. It plays at once: the page makes the
 * player only when the worker presses play.
 */
export function youTubeEmbedUrl(videoId: string, origin: string): string {
  const query = new URLSearchParams({
    enablejsapi: '1',
    origin,
    playsinline: '1',
    rel: '0',
    autoplay: '1',
  });
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}?${query.toString()}`;
}
