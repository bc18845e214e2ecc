/* دانش‌سرا: the storefront's service worker. The app shell (the page and its built assets) and
   the fonts are cached so a visit without a connection still opens, with a Persian notice;
   /api, /admin and uploads always go to the network. A new version waits until the page asks
   it to take over (the page shows an update notice). */
const CACHE = 'daneshsara-shell-v1';
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

const OFFLINE =
  '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>دانش‌سرا</title></head>' +
  '<body style="font-family:Vazirmatn,Tahoma,sans-serif;text-align:center;padding:3rem 1rem;color:#08393c">' +
  '<h1 style="font-size:1.4rem">اتصال به اینترنت برقرار نیست</h1><p>پس از برقراری اتصال، صفحه را دوباره باز کنید.</p></body></html>';

function offline() {
  return new Response(OFFLINE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (path.startsWith('/api/') || path.startsWith('/admin') || path.startsWith('/uploads/') || path === '/sw.js') return;
  if (request.mode === 'navigate') {
    // The network first (fresh page and head); the cached shell, or the notice, when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && path === SHELL) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((hit) => hit || offline())),
    );
    return;
  }
  if (path.startsWith('/assets/') || /\.(woff2?|ttf|svg)$/.test(path)) {
    // Built assets are named by their content: once cached, always right.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
