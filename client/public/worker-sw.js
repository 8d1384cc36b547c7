/* global self, caches */
/*
 * The worker's service worker (docs/offline-and-kiosk.md, docs/decisions/064). Its scope is
 * /worker/: the staff app never loads it. After one visit it opens a site's language screen,
 * form, texts, regulations, briefing and safety video without a network. It keeps only what
 * every worker of the site sees alike: never a worker's answers, photos, token or request.
 * Submissions made offline wait in the page's own IndexedDB queue, not here.
 */
const CACHE = 'worker-offline-v1';

/** The worker's screens; the query (a kiosk's pairing code) is kept only where it names a site. */
const SCREENS = {
  '/worker/form': true,
  '/worker/language': true,
  '/worker/sending': false,
  '/worker/kiosk': false,
};

/** Public reads of the site and its form: the same for every worker, so they may be kept. */
const PUBLIC_READS = [
  /^\/api\/sites\/(code\/[^/]+|\d+)(\/entry-form)?$/,
  /^\/api\/companies\/\d+\/equipment$/,
];

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('worker-offline-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function keep(key, response) {
  if (response.ok && response.status === 200) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(key, copy));
  }
  return response;
}

/** The network's answer, kept; without a network, the kept one. */
function networkFirst(request, key) {
  return fetch(request)
    .then((response) => keep(key, response))
    .catch(() => caches.match(key).then((kept) => kept || Response.error()));
}

/**
 * A video asks for byte ranges, which a kept whole answer does not give by itself: the range
 * is cut from it, as the server would.
 */
async function rangeOf(request, kept) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') || '');
  if (!match) return kept;
  const body = await kept.blob();
  const start = match[1] === '' ? Math.max(0, body.size - Number(match[2])) : Number(match[1]);
  const end = match[1] !== '' && match[2] !== '' ? Number(match[2]) : body.size - 1;
  if (start >= body.size || end < start) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  }
  const last = Math.min(end, body.size - 1);
  return new Response(body.slice(start, last + 1), {
    status: 206,
    headers: {
      'content-type': kept.headers.get('content-type') || body.type,
      'content-range': `bytes ${start}-${last}/${body.size}`,
      'content-length': String(last - start + 1),
    },
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    const byQuery = SCREENS[url.pathname];
    if (byQuery === undefined) return;
    event.respondWith(networkFirst(request, byQuery ? url.href : url.origin + url.pathname));
    return;
  }
  if (PUBLIC_READS.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, url.href));
    return;
  }
  // Every other answer of the API is a worker's own or changes by the second: never kept.
  if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) return;
  // Hashed files never change under their name; anything the page asked to keep (the safety
  // video) is read from the cache too.
  event.respondWith(
    caches.match(url.href).then((kept) => {
      if (kept) return rangeOf(request, kept);
      const response = fetch(request);
      return url.pathname.startsWith('/assets/')
        ? response.then((answer) => keep(url.href, answer))
        : response;
    }),
  );
});

/** Whether a file the page loaded before this worker served it may be kept: the same rules. */
function isKeptKind(url) {
  return url.pathname.startsWith('/assets/') || PUBLIC_READS.some((p) => p.test(url.pathname));
}

/**
 * The page names what a worker may open offline later (`urls`: this page, the language screen,
 * the video) and what it loaded before this worker served it (`loaded`), of which only hashed
 * files and the site's public reads are kept.
 */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'keep' || !Array.isArray(data.urls) || !Array.isArray(data.loaded)) return;
  const own = (href) => new URL(href, self.location.origin);
  const urls = [
    ...data.urls.map(own),
    ...data.loaded.map(own).filter((url) => isKeptKind(url)),
  ].filter((url) => url.origin === self.location.origin);
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map((url) =>
          cache.match(url.href).then(
            (kept) =>
              kept ||
              fetch(url.href, { credentials: 'omit' })
                .then((response) => (response.status === 200 ? cache.put(url.href, response) : null))
                .catch(() => null),
          ),
        ),
      ),
    ),
  );
});
