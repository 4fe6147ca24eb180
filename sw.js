// Rosette's service worker: precaches every built file (the list and the version are filled
// in by scripts/sw-manifest.sh after each build), serves them offline, and keeps one
// version at a time so old and new files never mix.
const PRECACHE = [/*PRECACHE*/];
const CACHE = "rosette-" + "/*VERSION*/";

self.addEventListener("install", (event) => {
  // Wait in "installed" until the page asks to update (the "new version — reload" prompt),
  // unless no page is controlled yet (first visit).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(["./", ...PRECACHE])));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("rosette-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request, { ignoreSearch: true }).then((hit) => hit || fetch(event.request))
    )
  );
});
