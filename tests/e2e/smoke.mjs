// The smoke set in the browsers players use besides Chromium: `node tests/e2e/smoke.mjs firefox`
// and `xvfb-run -a node tests/e2e/smoke.mjs webkit`, after ./scripts/build-web. In one fresh
// browser: every page renders, a move against the AI in every game (the AI answers), a reload
// keeps the game and a shared game link opens in a browser that has no game; then, in a second
// fresh browser, the app works offline after one visit (its service worker; the server is
// stopped). Prints each step and "<engine>: N passed, N failed"; exits non-zero if a step failed.
import path from "node:path";
import { startServer } from "../../scripts/static-server.mjs";
import { ENGINES } from "./engines.mjs";
import { BOARDS, eventually, GAMES, readyFor, ROOT } from "./helpers.mjs";

const ROUTES = ["#/", "#/saves", ...GAMES.flatMap((g) => [`#/play/${g}`, `#/rules/${g}`])];

// Run in the page (self-contained functions).
/** Whether `sel` matches something. */
const shows = (sel) => document.querySelector(sel) !== null;
/** The settled move list: the ply on view and the moves in notation (null while it redraws). */
const panel = () => {
  const m = document.querySelector("section.moves");
  if (!m || m.hasAttribute("aria-busy")) return null;
  return { ply: Number(m.dataset.ply), moves: [...m.querySelectorAll(".move-list button.ply")].map((b) => b.dataset.move) };
};
/** Activates the first element matching `sel` as a click would (for overlapping tiles). */
const press = (sel) => {
  document.querySelector(sel).dispatchEvent(new MouseEvent("click", { bubbles: true }));
  return true;
};

/** Polls `fn` in the page until it returns something truthy; returns that. */
const until = (page, message, fn, ...args) =>
  eventually(async () => (await page.run(fn, ...args)) || false, { timeout: 120000, interval: 200, message });

/** The settled move list once `holds(panel)` is true. */
const panelWhen = (page, message, holds) =>
  eventually(async () => {
    const p = await page.run(panel);
    return p && holds(p) ? p : false;
  }, { timeout: 120000, interval: 200, message });

/** The first move of each game (White's or Blue's), by clicks on the board. */
const FIRST_MOVES = {
  pyrga: async (page) => {
    await page.click(".tray-piece:not([disabled])");
    await until(page, "a lit cell", shows, "g.cell.target");
    await page.click("g.cell.target");
    if (await page.run(shows, "polygon.arrow")) await page.click("polygon.arrow");
  },
  chiron: async (page) => {
    await page.click("#sq-e1");
    await until(page, "the King's leaps", shows, "g.csq[data-mark=dot]");
    await page.click("g.csq[data-mark=dot]");
  },
  "shifting-chess": async (page) => {
    await page.click("#sq-e4");
    await until(page, "the pawn's moves", shows, "rect.sc-hit.target");
    await page.click("#sq-e6");
  },
  chirality: async (page) => {
    // Each own piece in turn until one shows its targets (the click's update is drawn before
    // the next script runs); tried again until the board takes clicks.
    const own = await page.run(() => [...document.querySelectorAll(".piece-at[data-owner='0']")].map((e) => e.dataset.tile));
    await eventually(async () => {
      for (const tile of own) {
        await page.run(press, `g.tile[data-tile='${tile}']`);
        if (await page.run(shows, "g.tile.target")) return page.run(press, "g.tile.target");
      }
      return false;
    }, { timeout: 60000, interval: 500, message: `no Blue piece of ${own.length} showed a move` });
  },
};

/** The steps, in order, on one page; each gets `{ page, server, engine }`. */
const STEPS = {
  async "every page renders"({ page, server }) {
    for (const route of ROUTES) {
      await page.goto(server.url + route);
      await until(page, `${route} renders`, shows, readyFor(route));
    }
  },

  async "a move against the AI in every game, and the AI answers"({ page, server }) {
    for (const game of GAMES) {
      await page.goto(`${server.url}#/play/${game}`);
      await until(page, `${game}: the board`, shows, BOARDS[game]);
      const before = await panelWhen(page, `${game}: the move list`, () => true);
      if (before.ply !== 0) throw new Error(`${game}: a fresh game was expected, found ${before.moves}`);
      await FIRST_MOVES[game](page);
      await panelWhen(page, `${game}: the AI's answer`, (p) => p.ply >= 2);
    }
  },

  async "a reload keeps the game"({ page, server }) {
    await page.goto(`${server.url}#/play/pyrga`);
    await until(page, "pyrga: the board", shows, BOARDS.pyrga);
    const before = await panelWhen(page, "pyrga: the game", (p) => p.ply >= 2);
    await page.reload();
    await until(page, "pyrga: the board after the reload", shows, BOARDS.pyrga);
    await panelWhen(page, `the same moves after the reload (${before.moves})`, (p) => p.moves.join() === before.moves.join());
  },

  async "a shared game link opens in a browser with no game"({ page, server }) {
    const { moves } = await panelWhen(page, "pyrga: the game", (p) => p.ply >= 2);
    await page.run(() => [...document.querySelectorAll("button")].find((b) => b.textContent.includes("Copy game link")).click());
    const link = await until(page, "the link", () => document.querySelector("input.share-url")?.value);
    if (!link.includes("?g=g1.pyrga.")) throw new Error(`a game link: ${link}`);
    await page.run(() => localStorage.clear());
    await page.goto(link);
    await until(page, "the board from the link", shows, BOARDS.pyrga);
    await panelWhen(page, `the link's moves (${moves})`, (p) => p.moves.join() === moves.join());
  },

  async "offline after one visit"({ server, engine }) {
    // One visit in a browser of its own, which stays on its page until the service worker
    // controls it. (WebKitGTK 2.50 can wedge a registration for good when its page navigates
    // while the worker starts: the worker's script has run but its install event never
    // comes, and even unregister() never settles. The steps above navigate every second or
    // so; here nothing navigates until the worker is in place.) Polled without waiting on
    // `ready` (a promise that may not settle while the worker installs). Should the page
    // never be controlled, the failure says where the worker stands.
    const page = await ENGINES[engine]();
    try {
      await page.goto(`${server.url}#/`);
      await until(page, "the home page", shows, readyFor("#/"));
      const state = () =>
        navigator.serviceWorker.getRegistration().then((r) =>
          navigator.serviceWorker.controller ? "controlled"
            : !r ? "not registered"
            : `installing: ${r.installing?.state}, waiting: ${r.waiting?.state}, active: ${r.active?.state}`);
      let last = "";
      await eventually(async () => (last = await page.run(state)) === "controlled" || false, {
        timeout: 120000, interval: 500, message: "the service worker never controlled the page",
      }).catch((e) => { throw new Error(`${e.message}; it stands at: ${last}`); });
      server.stop();
      await page.goto(`${server.url}#/play/chiron`);
      await until(page, "Chiron offline (its own build)", shows, BOARDS.chiron);
      await page.reload();
      await until(page, "Chiron reloaded offline", shows, BOARDS.chiron);
      await page.goto(`${server.url}#/saves`);
      await until(page, "the saves page offline (the whole app's build)", shows, readyFor("#/saves"));
    } finally {
      await page.close();
    }
  },
};

const engine = process.argv[2];
if (!ENGINES[engine]) {
  console.error(`usage: node tests/e2e/smoke.mjs ${Object.keys(ENGINES).join("|")}`);
  process.exit(2);
}
const started = Date.now();
const site = await startServer({ dir: path.join(ROOT, "dist") });
const server = { url: site.url, stop: site.close };
let passed = 0, failed = 0;
const page = await ENGINES[engine]();
console.log(`${engine}: ${page.version}`);
try {
  for (const [name, step] of Object.entries(STEPS)) {
    const t0 = Date.now();
    try {
      await step({ page, server, engine });
      passed++;
      console.log(`ok   ${engine}: ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${engine}: ${name}: ${e && e.stack ? e.stack : e}`);
    }
  }
} finally {
  await page.close();
  site.close();
}
console.log(`${engine} smoke set: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${engine}: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
