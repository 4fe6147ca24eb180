// The loading screen of a first visit, and measurements printed for the closing notes (no
// timed assertions): for the home page and each play page, a cold first visit's bytes
// (compressed bodies, as the static server sends them, counted by the server itself so a
// worker's fetches count too) until the page is interactive, and the time to then.
import path from "node:path";
import { startServer } from "../../scripts/static-server.mjs";
import { assert, GAMES, readyFor, ROOT, shotPath } from "./helpers.mjs";

const FIRST_VISITS = ["#/", ...GAMES.map((g) => `#/play/${g}`)].map((route) => [route, readyFor(route)]);

export const tests = {
  async "first visit: the loading screen shows the page's title until the app replaces it"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      // A slow network: the app's wasm arrives only once the test lets it.
      let release, asked;
      const held = new Promise((resolve) => { release = resolve; });
      const requested = new Promise((resolve) => { asked = resolve; });
      await page.route(/rosette-[a-z-]+-[0-9a-f]{16}_bg\.wasm$/, async (route) => { asked(); await held; await route.continue(); });
      await page.goto(`${server.url}#/play/shifting-chess`);
      await page.waitForSelector("#boot");
      assert((await page.locator("#boot h1").textContent()) === "Shifting Chess", "the game's title while loading");
      assert(/megatiles.*Loading Rosette/.test(await page.locator("#boot .lede").textContent()), "its line, and that it loads");
      assert((await page.locator("#boot nav a.current").textContent()) === "Shifting Chess", "its place in the top bar");
      await requested; // the page waits for its wasm now
      assert(await page.locator("#boot").isVisible(), "the loading screen stays while the wasm is held");
      await page.screenshot({ path: shotPath("loading-360.png") });
      release();
      await page.waitForSelector("svg.sc-board rect.sc-hit");
      assert((await page.locator("#boot").count()) === 0, "the loading screen is gone");
      assert((await page.locator("header.topbar").count()) === 1, "one top bar, the app's");
      assert((await page.locator("h1").count()) === 1, "one heading");
    } finally {
      await context.close();
    }
  },

  async "builds: a page starts its own build of the app, and a page that build lacks reloads into its own"({ context, server }) {
    const page = await context.newPage();
    const running = () => page.evaluate(() => window.rosetteBuild);
    // A mark that a reload wipes.
    const mark = () => page.evaluate(() => { window.__notReloaded = true; });
    const reloaded = async () => !(await page.evaluate(() => window.__notReloaded === true));
    await page.goto(`${server.url}#/`);
    await page.waitForSelector(".game-card a.button.primary");
    assert((await running()) === "home", `the home page's build: ${await running()}`);
    await mark();
    await page.click(".game-card:has(h2:text-is('Pyrga')) a.button.primary");
    await page.waitForSelector("svg.pyrga-board g.cell");
    assert((await running()) === "pyrga" && (await reloaded()), "Pyrga's page reloads into Pyrga's build");
    await mark();
    await page.evaluate(() => { location.hash = "#/rules/pyrga"; });
    await page.waitForSelector("article.rules h1");
    assert((await running()) === "app" && (await reloaded()), "the rules reload into the whole app");
    await mark();
    await page.click("nav >> text=Saves");
    await page.waitForSelector(".space-summary");
    await page.click("nav >> text=Chiron");
    await page.waitForSelector("svg.chiron-board g.csq");
    assert(!(await reloaded()), "the whole app shows every page without a reload");
    // A link names its game: that game's build opens it; a link to no known game gets the
    // smallest build and a clear message.
    await page.goto(`${server.url}?g=p1.nosuch.AAAA#/`);
    await page.waitForSelector(".notice.error:has-text('names no game Rosette knows')");
    assert((await running()) === "home", "a link to no known game: the home page's build");
  },

  async "first visit: at most 400 KB until interactive, home and each play page"({ browser }) {
    let sent = [];
    const server = await startServer({ dir: path.join(ROOT, "dist"), onSent: (file, bytes) => sent.push([file, bytes]) });
    try {
      for (const [hash, ready] of FIRST_VISITS) {
        const context = await browser.newContext();
        try {
          // The moment the page shows its board (or game list).
          await context.addInitScript((sel) => {
            new MutationObserver((_, obs) => {
              if (document.querySelector(sel)) {
                window.__readyAt = performance.now();
                obs.disconnect();
              }
            }).observe(document, { childList: true, subtree: true });
          }, ready);
          const page = await context.newPage();
          sent = [];
          await page.goto(server.url + hash);
          await page.waitForSelector(ready);
          const ms = await page.evaluate(() => window.__readyAt);
          // What the page had fetched by then (its own resource timing, and the document):
          // what the player waited for. The service worker's precache of the rest follows
          // once the app has mounted and is not counted.
          const fetched = await page.evaluate((t) => ["/", ...performance.getEntriesByType("resource")
            .filter((e) => e.responseEnd <= t).map((e) => new URL(e.name).pathname)], ms);
          const done = fetched.map((f) => sent.find(([file]) => file === f || (f === "/" && file === "/index.html")))
            .filter(Boolean);
          const bytes = done.reduce((sum, [, b]) => sum + b, 0);
          assert(bytes > 0 && ms > 0, `measured: ${bytes} bytes of ${fetched.join(", ")}; the server sent ${sent.map(([f]) => f).join(", ")}`);
          const big = done.filter(([, b]) => b > 20000).map(([f, b]) => `${f.slice(1)} ${(b / 1000).toFixed(0)} KB`);
          console.log(`     first visit ${hash.padEnd(22)} ${(bytes / 1000).toFixed(0)} KB in ${done.length} files until interactive ` +
            `(${ms.toFixed(0)} ms, unthrottled); over 20 KB: ${big.join(", ")}`);
          // Issue 15's budget: a page loads its own build of the app, not the whole app.
          assert(bytes <= 400_000, `${hash}: ${bytes} bytes before the page is interactive, over 400 KB`);
        } finally {
          await context.close();
        }
      }
    } finally {
      server.close();
    }
  },
};
