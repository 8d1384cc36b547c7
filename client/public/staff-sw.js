/* global self, caches */
/*
 * The staff app's service worker (docs/notifications.md, docs/decisions/054). Its scope is
 * /manager/: the worker's pages never load it. It keeps the shell (the page and its hashed
 * assets) for offline starts, never an /api answer, and shows push notifications whose
 * approve and reject buttons decide through POST /api/push/actions.
 */
const SHELL_CACHE = 'staff-shell-v1';
const SHELL_PAGE = '/manager';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(SHELL_PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  // Answers of the API carry people's data: they go to the network only, never into a cache.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws')) return;
  if (request.mode === 'navigate') {
    // The page from the network when there is one, else the kept shell, which routes itself.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_PAGE, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL_PAGE).then((kept) => kept || Response.error())),
    );
    return;
  }
  // Hashed assets never change under their name: kept once fetched, read from the cache after.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

self.addEventListener('push', (event) => {
  if (!event.data) return;
  const payload = event.data.json();
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      lang: payload.lang,
      dir: payload.dir,
      icon: '/staff-icon-192.png',
      badge: '/staff-icon-192.png',
      requireInteraction: Boolean(payload.decide),
      actions: payload.decide ? payload.decide.actions : [],
      data: payload,
    }),
  );
});

async function decide(payload, action) {
  const outcome = payload.decide.outcome;
  let body = outcome.failed;
  try {
    const response = await fetch('/api/push/actions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: payload.decide.token, action }),
    });
    if (response.ok) body = outcome[action];
    else if (response.status === 409) {
      const answer = await response.json();
      const name = (answer.decidedBy && answer.decidedBy.fullName) || '';
      body = outcome.conflict.replace('{{name}}', name);
    }
  } catch {
    // Offline: the notification says so and the request waits in the queue.
  }
  await self.registration.showNotification(payload.title, {
    body,
    tag: payload.tag,
    lang: payload.lang,
    dir: payload.dir,
    icon: '/staff-icon-192.png',
    data: { url: payload.url },
  });
}

async function openScreen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith('/manager'));
  if (open) {
    await open.navigate(url);
    return open.focus();
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  const payload = event.notification.data || {};
  event.notification.close();
  if ((event.action === 'approve' || event.action === 'reject') && payload.decide) {
    event.waitUntil(decide(payload, event.action));
    return;
  }
  event.waitUntil(openScreen(payload.url || SHELL_PAGE));
});
