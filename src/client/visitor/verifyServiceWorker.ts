/**
 * The service worker that keeps /verify for checks without a network (docs/security.md, "Signed
 * documents"), written by the visitor build (vite.visitor.config.ts) as dist/client/verify-sw.js with
 * the files /verify needs: its page, its scripts and styles (the QR decoder's too, loaded only when a
 * photo or the camera is used), the registry's public keys and the last status list. Its scope is
 * /verify: no other page goes through it.
 *
 * - the page (/verify, /verify/{code}, /verify#{seal}) and the keys and status list: from the network
 *   when there is one (and kept), else the copy kept;
 * - the build's files (named by their content): the copy kept, else the network.
 */
export function verifyServiceWorkerSource(files: readonly string[], version: string): string {
  const cache = `verify-${version}`;
  return `// Written by the visitor build (src/client/visitor/verifyServiceWorker.ts).
const CACHE = ${JSON.stringify(cache)};
const PAGE = '/verify';
const API = ['/api/verify/keys', '/api/verify/status'];
const FILES = ${JSON.stringify(files)};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll([PAGE, ...FILES]);
      // The keys and the status list as they are now; a failure leaves them to the page's next fetch.
      await Promise.all(API.map((url) => cache.add(url).catch(() => undefined)));
      await self.skipWaiting();
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('verify-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const kept = await caches.match(request, { cacheName: CACHE });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && (url.pathname === PAGE || url.pathname.startsWith(PAGE + '/'))) {
    event.respondWith(networkFirst(request, PAGE));
  } else if (API.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
`;
}
