// Rosette's service worker: precaches every built file (the list and the build id are filled
// in by scripts/sw-manifest.sh after each build) and serves them offline. A page only ever
// runs the files of its own build:
// - precaching bypasses the HTTP cache, so no stale file slips into a new build's cache;
// - hashed files have one name per build, and the worker loader is asked for with its
//   page's build (`worker_loader.js?v=<build>`) and served from that build's cache;
// - a new build waits until a tab accepts "new version — reload", and an old build's cache
//   is deleted only once no open tab runs that build (each tab tells its build when asked).
const PRECACHE = [/*PRECACHE*/];
const BUILD = "/*VERSION*/";
const CACHE = "rosette-" + BUILD;

/** Fetches `url` past the HTTP cache into `cache`, again after a failure: one dropped
 *  request (a busy server, a flaky network) must not fail the whole install. */
async function precache(cache, url, tries = 4) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await cache.add(new Request(url, { cache: "reload" }));
    } catch (e) {
      if (attempt >= tries) throw e;
      await new Promise((resolve) => setTimeout(resolve, 400 * attempt));
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(["./", ...PRECACHE].map((url) => precache(cache, url)))));
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
  // A page has loaded (perhaps the last tab of an old build reloaded): tidy up.
  if (event.data === "tidy") event.waitUntil(dropUnusedCaches());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropUnusedCaches().then(() => self.clients.claim()));
});

/** The build a tab runs, as it answers; null if it does not answer in time. */
function buildOf(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      resolve(typeof e.data === "string" ? e.data : null);
    };
    client.postMessage("build?", [channel.port2]);
  });
}

/** Deletes the caches of builds that no open tab runs (keeping all if a tab is silent). */
async function dropUnusedCaches() {
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const builds = await Promise.all(tabs.map(buildOf));
  if (builds.includes(null)) return;
  const live = new Set(["rosette-" + BUILD, ...builds.map((b) => "rosette-" + b)]);
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith("rosette-") && !live.has(k)).map((k) => caches.delete(k)));
}

/** The site's live.json (live play's ICE servers), which a host may replace without a new
 *  build: the network's copy when it answers (kept for offline), else the cached one. */
async function liveConfig(request) {
  try {
    const response = await fetch(request, { cache: "no-cache" });
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put("live.json", response.clone());
      return response;
    }
  } catch {
    // Offline: the cached copy below.
  }
  return (await caches.match("live.json", { cacheName: CACHE })) || fetch(request);
}

async function respond(request) {
  if (new URL(request.url).pathname.endsWith("/live.json")) return liveConfig(request);
  if (request.mode === "navigate") {
    // A page being opened runs this build.
    return (await caches.match("./", { cacheName: CACHE })) || fetch(request);
  }
  const build = new URL(request.url).searchParams.get("v");
  if (build) {
    // Versioned (the worker loader): that build's file, or the network (whose answer the
    // page checks: the worker's "ready" carries its build id).
    return (await caches.match(request, { cacheName: "rosette-" + build, ignoreSearch: true })) || fetch(request);
  }
  // This build's file; else a hashed file of an older build still open in a tab.
  return (
    (await caches.match(request, { cacheName: CACHE, ignoreSearch: true })) ||
    (await caches.match(request, { ignoreSearch: true })) ||
    fetch(request)
  );
}

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET" || new URL(event.request.url).origin !== self.location.origin) return;
  event.respondWith(respond(event.request));
});
