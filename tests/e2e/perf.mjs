// The loading screen of a first visit, and measurements printed for the closing notes (no
// timed assertions): for the home page and each play page, a cold first visit's bytes
// (compressed bodies, as the static server sends them, counted by the server itself so a
// worker's fetches count too) until the page is interactive, and the time to then.
import { readFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "../../scripts/static-server.mjs";
import { assert, GAMES, readyFor, ROOT, shotPath } from "./helpers.mjs";

/** A lesson of each game, for its lesson page. */
const FIRST_LESSON = { pyrga: "cylinder-keeps", chiron: "opening", "shifting-chess": "boulders", chirality: "thick-piece-steps" };
/** The first shipped puzzle of each game (its id leads the data file's first line). */
const firstPuzzle = (game) => readFileSync(path.join(ROOT, "src/puzzles/data", `${game}.txt`), "utf8")
  .split("\n").find((line) => line && !line.startsWith("#")).split("\t")[0];

/** Every kind of page: home, the saves, the boards, and each game's play, rules, learn (the
 *  list and a lesson), puzzles (the list and a puzzle) and editor. */
const FIRST_VISITS = ["#/", "#/saves", "#/boards", ...GAMES.flatMap((g) => [`#/play/${g}`, `#/rules/${g}`,
  `#/learn/${g}`, `#/learn/${g}/${FIRST_LESSON[g]}`, `#/puzzles/${g}`, `#/puzzles/${g}/${firstPuzzle(g)}`, `#/edit/${g}`])]
  .map((route) => [route, readyFor(route)]);
/** Issue 33's budget for every page's first visit, compressed, until interactive. */
const BUDGET = 250_000;
/** The most files a first visit may fetch until interactive: each costs a request on a slow
 *  network and the page's thread a `fetch` (scripts/pack-chunks.mjs; 16 at most now, 58
 *  before the packs). */
const MAX_FILES = 18;
/** The pages not yet within the budget, by kind and game (`<kind>/<game>`, or the kind alone;
 *  a lesson's page is of the kind `lesson`, a puzzle's `puzzle`), each with the bytes it may
 *  not exceed meanwhile, the text it fetches included: a ratchet. Lower these as pages get
 *  lighter, and drop a page once it is within the budget. Set about 1 KB over each page's
 *  figure when a lesson and a puzzle became chunks of their own, apart from their lists
 *  (docs/size.md has the history of every cut and rise). */
const STILL_OVER = {
  boards: 275_000,
  "play/pyrga": 325_000, "play/chiron": 353_000, "play/shifting-chess": 391_000, "play/chirality": 419_000,
  "lesson/pyrga": 270_000, "lesson/chiron": 295_000, "lesson/shifting-chess": 335_000, "lesson/chirality": 363_000,
  "puzzle/pyrga": 270_000, "puzzle/chiron": 298_000, "puzzle/shifting-chess": 341_000, "puzzle/chirality": 364_000,
  "edit/chirality": 290_000,
};

/** A cold first visit of `hash` in `locale` (a fresh browser context): the bytes the server
 *  sent until `ready` showed (compressed bodies), the files, and the time to then. With
 *  `settled`, until the page's network fell quiet (a chosen language's texts arrive after
 *  the page first shows). */
async function firstVisit(browser, server, sent, hash, ready, locale = "en-US", settled = false) {
  const context = await browser.newContext({ locale });
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
    sent.length = 0;
    await page.goto(server.url + hash);
    await page.waitForSelector(ready);
    if (settled) await page.waitForLoadState("networkidle");
    const ms = await page.evaluate((settled) => (settled ? performance.now() : window.__readyAt), settled);
    // What the page had fetched by then (its own resource timing, and the document):
    // what the player waited for. The service worker's precache of the rest follows
    // once the app has mounted and is not counted.
    const fetched = await page.evaluate((t) => ["/", ...performance.getEntriesByType("resource")
      .filter((e) => e.responseEnd <= t).map((e) => new URL(e.name).pathname)], ms);
    const done = fetched.map((f) => sent.find(([file]) => file === f || (f === "/" && file === "/index.html")))
      .filter(Boolean);
    const bytes = done.reduce((sum, [, b]) => sum + b, 0);
    assert(bytes > 0 && ms > 0, `measured: ${bytes} bytes of ${fetched.join(", ")}; the server sent ${sent.map(([f]) => f).join(", ")}`);
    return { bytes, ms, done };
  } finally {
    await context.close();
  }
}

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
      assert(/megatiles.*Loading/.test(await page.locator("#boot .lede").textContent()), "its line, and that it loads");
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
    // The game's other pages are in its build: no reload between them.
    await mark();
    for (const [hash, ready] of [["#/rules/pyrga", "article.rules h1"], ["#/learn/pyrga", readyFor("#/learn/pyrga")],
      ["#/puzzles/pyrga", readyFor("#/puzzles/pyrga")], ["#/edit/pyrga", readyFor("#/edit/pyrga")], ["#/play/pyrga", "svg.pyrga-board g.cell"]]) {
      await page.evaluate((h) => { location.hash = h; }, hash);
      await page.waitForSelector(ready);
      assert((await running()) === "pyrga" && !(await reloaded()), `${hash} shows in Pyrga's build, without a reload`);
    }
    await page.click("nav >> text=Saves");
    await page.waitForSelector("section.saves");
    assert((await running()) === "saves" && (await reloaded()), "the saves reload into their own build");
    await mark();
    await page.click("nav >> text=Chiron");
    await page.waitForSelector("svg.chiron-board g.csq");
    assert((await running()) === "chiron" && (await reloaded()), "Chiron's page reloads from the saves into Chiron's build");
    // The release holds no build of the whole app: every page has a smaller one.
    const precache = await page.evaluate(() => fetch("./sw.js").then((r) => r.text()));
    assert(!precache.includes("rosette-app-"), "the service worker precaches Trunk's whole app");
    // A link names its game: that game's build opens it; a link to no known game gets the
    // smallest build and a clear message.
    await page.goto(`${server.url}?g=p1.nosuch.AAAA#/`);
    await page.waitForSelector(".notice.error:has-text('names no game Rosette knows')");
    assert((await running()) === "home", "a link to no known game: the home page's build");
  },

  async "first visit: every kind of page within its budget until interactive"({ browser }) {
    const sent = [];
    const over = [];
    const beyond = [];
    const server = await startServer({ dir: path.join(ROOT, "dist"), onSent: (file, bytes) => sent.push([file, bytes]) });
    try {
      for (const [hash, ready] of FIRST_VISITS) {
        const { bytes, ms, done } = await firstVisit(browser, server, sent, hash, ready);
        const big = done.filter(([, b]) => b > 20000).map(([f, b]) => `${f.slice(1)} ${(b / 1000).toFixed(0)} KB`);
        console.log(`     first visit ${hash.padEnd(22)} ${(bytes / 1000).toFixed(0)} KB in ${done.length} files until interactive ` +
          `(${ms.toFixed(0)} ms, unthrottled); over 20 KB: ${big.join(", ")}`);
        const [, page, game, item] = hash.split("/");
        const kind = item ? { learn: "lesson", puzzles: "puzzle" }[page] : page;
        const limit = STILL_OVER[`${kind}/${game}`] ?? STILL_OVER[kind] ?? BUDGET;
        if (bytes > BUDGET) over.push(`${hash} ${(bytes / 1000).toFixed(0)} KB`);
        if (bytes > limit) beyond.push(`${hash}: ${bytes} bytes before the page is interactive, over ${limit / 1000} KB`);
        if (done.length > MAX_FILES) beyond.push(`${hash}: ${done.length} files before the page is interactive, over ${MAX_FILES}`);
      }
      assert(!beyond.length, beyond.join("\n"));
      console.log(`     ${FIRST_VISITS.length - over.length} of ${FIRST_VISITS.length} pages within ${BUDGET / 1000} KB; over it: ${over.join(", ")}`);
    } finally {
      server.close();
    }
  },

  async "first visit in Hungarian: each page kind fetches at most 30 KB more than in English"({ browser }) {
    const sent = [];
    const server = await startServer({ dir: path.join(ROOT, "dist"), onSent: (file, bytes) => sent.push([file, bytes]) });
    try {
      const routes = ["#/", "#/play/chirality", "#/learn/chiron/opening", "#/puzzles/pyrga", "#/rules/chirality", "#/edit/shifting-chess", "#/boards"];
      for (const hash of routes) {
        const ready = readyFor(hash);
        const english = await firstVisit(browser, server, sent, hash, ready, "en-US", true);
        const hungarian = await firstVisit(browser, server, sent, hash, ready, "hu-HU", true);
        const texts = hungarian.done.filter(([f]) => f.startsWith("/i18n/")).map(([f, b]) => `${f.slice(1)} ${(b / 1000).toFixed(1)} KB`);
        const more = hungarian.bytes - english.bytes;
        console.log(`     first visit ${hash.padEnd(22)} English ${(english.bytes / 1000).toFixed(0)} KB, Hungarian ` +
          `${(hungarian.bytes / 1000).toFixed(0)} KB (${texts.join(", ")})`);
        assert(more <= 30_000, `${hash}: Hungarian fetches ${more} bytes more than English`);
      }
    } finally {
      server.close();
    }
  },
};
