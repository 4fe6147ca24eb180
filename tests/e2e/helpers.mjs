// Page helpers for the Chromium browser tests (Playwright pages): one module, one meaning per
// name. harness.mjs runs the tests; every test file imports what it needs from here.
//
// Never sleep: wait for what you read. The side panel (move list, status, sharing) redraws
// one frame after the board; its move list (`section.moves`) says what it has drawn:
// `data-ply` (the ply on view), `data-plies` (the line's length) and `aria-busy` while a
// redraw is waiting.
//
//   assert(cond, message)                  throws `message` unless `cond`
//   eventually(fn, {timeout, message})     polls `fn` (sync or async) until it neither throws
//                                          nor returns false; returns its value
//   open(context, server, route, ready?)   a new page at `route` ("#/play/pyrga", a `?g=` link…),
//                                          once `ready` (by default readyFor(route))
//   readyFor(route)                        what shows once that page has rendered
//   onPhone(browser, body, options?)       runs `body(context)` in a 360 px touch context
//   positionLink(game, text)               the `?g=p1.…` link of a position text
//   shotPath(name) / shootThemes(page, name, widths)   screenshots under test-results/
//   freePort()                             a free loopback port
//   watchLongTasks(context, page)          slows the CPU 4× and records long tasks; its `stop()`
//                                          restores the CPU and returns their durations
//   settled(page)                          the panel has drawn the game as it stands
//   moveCount(page) / onView(page)         settled: the line's length / the ply on view
//   waitMoves(page, n, {atLeast, timeout}) the panel shows a line of n (or at least n) plies
//   play(page, act, {timeout})             runs `act` (clicks, keys) and waits until the ply
//                                          on view has moved on; returns it
//   moveTexts / notations / lastMove / statusText(page)   what the panel shows, settled
//   autosave(page, game)                   the stored game once it holds the moves shown
//   newGame(page, {ai, level})             the New game dialog (Pyrga, Chiron, Shifting Chess)
//   clickAMove(page, shapeIndex)           a Pyrga move by clicks (false if none is playable)
//   newChiralityGame(page, {setup, players})   an R1 Chirality game, every seat human
//   clickTile(page, selector) / stepAPiece(page, owner)   Chirality tiles
//   clickSquares(page, from, to)           a move by two square clicks (Chiron, Shifting Chess)
//   GAMES, BOARDS, PHONE, ROOT, SHOTS, saveKey(game)   the games, their boards' ready selectors, …
// A test that acts and then reads waits through these (or its own wait for what it reads);
// a check that something did NOT happen reads after `settled`, by which time it would have.
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** Where tests write screenshots (ignored by git). */
export const SHOTS = path.join(ROOT, "tests/e2e/test-results");
/** The games, by route name. */
export const GAMES = ["pyrga", "chiron", "shifting-chess", "chirality"];
/** What shows once each game's board has rendered. */
export const BOARDS = {
  pyrga: "svg.pyrga-board g.cell",
  chiron: "svg.chiron-board g.csq",
  "shifting-chess": "svg.sc-board rect.sc-hit",
  chirality: "svg.penrose-board g.tile",
};
/** A phone: 360 px wide, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
/** Each game's autosave key. */
export const saveKey = (game) => `rosette.v1.current.${game}`;

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** What shows once the page at `route` has rendered. */
export function readyFor(route) {
  const hash = route.slice(route.indexOf("#") + 1 || route.length) || "/";
  const [, page, game, item] = hash.split("/");
  if (page === "play") return BOARDS[game];
  if (page === "learn") return item ? ".lesson-board svg" : ".lesson-list .lesson-item";
  if (page === "puzzles") return item ? ".puzzle-board svg" : ".puzzle-list li";
  if (page === "rules") return "article.rules h1";
  if (page === "edit") return ".editor .verdict-ok, .editor .verdict-bad";
  if (page === "saves") return "section.saves";
  if (page === "boards") return "svg.penrose-board polygon.face";
  return ".game-card a.button.primary";
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** Polls `fn` until it returns something other than false without throwing; returns that.
 *  Times out with `message` and the last failure. */
export async function eventually(fn, { timeout = 20000, interval = 50, message = "never held" } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    let last;
    try {
      const value = await fn();
      if (value !== false) return value;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`${message} (after ${timeout} ms)${last ? `: ${last.message}` : ""}`);
    await new Promise((r) => setTimeout(r, interval)); // the poll's pace, not a wait for the page
  }
}

/** Waits until every board diagram on a rules page is drawn. Each is drawn as the reader
 *  scrolls near it, so this brings the first one still busy into view until none is. */
export async function diagramsDrawn(page) {
  await eventually(() => page.evaluate(() => {
    const busy = document.querySelector("figure.rdiag[aria-busy]");
    busy?.scrollIntoView({ block: "center" });
    return !busy;
  }), { message: "a diagram is still being drawn" });
}

/** Opens `route` (after the server's address) in a new page of `context` and waits for `ready`. */
export async function open(context, server, route = "#/", ready = readyFor(route)) {
  const page = await context.newPage();
  await page.goto(server.url + route);
  await page.waitForSelector(ready);
  return page;
}

/** Runs `body(context)` in a phone-sized touch context (with `options` over it), then closes it. */
export async function onPhone(browser, body, options = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  try {
    return await body(context);
  } finally {
    await context.close();
  }
}

/** The route of a position link (`p1.<game>.<base64url>`) for a position text. */
export function positionLink(game, text) {
  return `?g=p1.${game}.${Buffer.from(text).toString("base64url")}#/play/${game}`;
}

/** A screenshot's path under SHOTS (made if missing). */
export function shotPath(name) {
  mkdirSync(SHOTS, { recursive: true });
  return path.join(SHOTS, name);
}

/** Full-page screenshots `<name>-<width>-<scheme>.png` at each [width, colour scheme] (by default
 *  1280 px light and dark, 360 px light); the page is left at 1280×860, light. */
export async function shootThemes(page, name, widths = [[1280, "light"], [1280, "dark"], [360, "light"]]) {
  for (const [width, scheme] of widths) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: shotPath(`${name}-${width}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 860 });
}

const MOVES = "section.moves";

/** Waits until the side panel has drawn the game as it stands (no redraw waiting). */
export async function settled(page, { timeout } = {}) {
  await page.waitForSelector(`${MOVES}:not([aria-busy])`, { state: "attached", timeout });
}

const panelNumber = async (page, name) => {
  await settled(page);
  return Number(await page.locator(MOVES).getAttribute(name));
};
/** The number of plies in the game's line, as the settled panel shows it. */
export const moveCount = (page) => panelNumber(page, "data-plies");
/** The ply on view (the line's length unless an earlier move is on view). */
export const onView = (page) => panelNumber(page, "data-ply");

/** Waits until the settled panel shows a line of `n` plies (or at least `n`). */
export async function waitMoves(page, n, { atLeast = false, timeout = 30000 } = {}) {
  await page.waitForFunction(([sel, k, least]) => {
    const m = document.querySelector(sel);
    if (!m || m.hasAttribute("aria-busy")) return false;
    const shown = Number(m.dataset.plies);
    return least ? shown >= k : shown === k;
  }, [MOVES, n, atLeast], { timeout });
}

/** Runs `act` and waits until the settled panel's ply on view has moved past the one before;
 *  returns the new ply (an AI's or a card's follow-up may come with it or later). */
export async function play(page, act, { timeout = 30000 } = {}) {
  const before = await onView(page);
  await act();
  await page.waitForFunction(([sel, k]) => {
    const m = document.querySelector(sel);
    return m && !m.hasAttribute("aria-busy") && Number(m.dataset.ply) > k;
  }, [MOVES, before], { timeout });
  return onView(page);
}

/** The moves as the settled panel writes them. */
export async function moveTexts(page) {
  await settled(page);
  return (await page.locator(".move-list button.ply").allTextContents()).map((t) => t.trim());
}

/** The moves in notation, from the settled panel. */
export async function notations(page) {
  await settled(page);
  return page.locator(".move-list button.ply").evaluateAll((els) => els.map((e) => e.dataset.move));
}

/** The last move as the settled panel writes it. */
export async function lastMove(page) {
  return (await moveTexts(page)).at(-1);
}

/** The status line (whose turn, a result, "Viewing move …") of the settled panel. */
export async function statusText(page) {
  await settled(page);
  return page.locator(".status-text").textContent();
}

/** The game's stored record once it holds every move the settled panel shows. */
export async function autosave(page, game) {
  return eventually(async () => {
    const shown = await moveCount(page);
    const record = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), saveKey(game));
    return record && record.moves.length === shown ? record : false;
  }, { message: `the ${game} autosave never held the moves shown` });
}

/** Starts a new game from the dialog: against a friend, or the AI at `level` (human first). */
export async function newGame(page, { ai = false, level = "easy" } = {}) {
  await page.click("button:has-text('New game')");
  await page.check(ai ? "input[name=opponent] >> nth=1" : "input[name=opponent] >> nth=0");
  if (ai) await page.selectOption("select[aria-label='AI level']", level);
  await page.click("button:has-text('Start')");
  await page.waitForSelector(".modal", { state: "detached" });
  await settled(page);
}

/** Plays one Pyrga move by clicks (the first enabled tray shape, its first lit cell, for a
 *  Triangle the first arrow) and waits for the panel to show it. Returns false when nothing
 *  is playable. */
export async function clickAMove(page, shapeIndex = 0) {
  const buttons = page.locator(".tray-piece:not([disabled])");
  const n = await buttons.count();
  if (n === 0) return false;
  await buttons.nth(shapeIndex % n).click();
  const target = page.locator("g.cell.target").first();
  if ((await target.count()) === 0) return false;
  await play(page, async () => {
    await target.click();
    const arrow = page.locator("polygon.arrow").first();
    if ((await arrow.count()) > 0) await arrow.click();
  });
  return true;
}

/** Plays `from`→`to` by two square clicks (`#sq-…`) and waits for the panel to show it. */
export async function clickSquares(page, from, to) {
  return play(page, async () => {
    await page.click(`#sq-${from}`);
    assert((await page.locator(`#sq-${to}`).count()) === 1, `no square ${to}`);
    await page.click(`#sq-${to}`);
  });
}

/** Starts an R1 Chirality game from the dialog: `setup`, `players`, every seat human. */
export async function newChiralityGame(page, { setup = "b", players = 2 } = {}) {
  await page.click("button:has-text('New game')");
  await page.check("input[name=board][value=r1]");
  await page.check(`input[name=setup][value=${setup}]`);
  if (players !== 2) await page.selectOption("select[aria-label='Number of players']", String(players));
  for (let seat = 1; seat < players; seat++) await page.selectOption(`select[data-seat='${seat}']`, "human");
  await page.click("button:has-text('Start')");
  await page.waitForSelector(".modal", { state: "detached" });
  await settled(page);
}

/** Activates a Penrose tile as a click would (the tiles overlap at their touch targets). */
export async function clickTile(page, selector) {
  await page.locator(selector).dispatchEvent("click");
}

/** Moves the mover's (`owner`'s) first piece that has a destination there, and waits for the
 *  panel to show it; returns the destination tile. */
export async function stepAPiece(page, owner) {
  const tiles = await page.locator(`.piece-at[data-owner='${owner}']`).evaluateAll((els) => els.map((e) => e.dataset.tile));
  for (const t of tiles) {
    await clickTile(page, `g.tile[data-tile='${t}']`);
    const target = page.locator("g.tile.target").first();
    if ((await target.count()) > 0) {
      const to = await target.getAttribute("data-tile");
      await play(page, () => clickTile(page, `g.tile[data-tile='${to}']`));
      return to;
    }
  }
  throw new Error(`no piece of player ${owner} can move`);
}

/** Whether the element `selector` lies wholly inside the screen. */
export const inView = (page, selector) =>
  page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0;
  });

/** Slows `page`'s CPU 4× and records its main thread's long tasks (over 50 ms) from now on.
 *  `stop()` puts the CPU back and returns their durations (ms). */
export async function watchLongTasks(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: "longtask" });
  });
  return {
    async stop() {
      const tasks = await page.evaluate(() => window.__longTasks);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      return tasks;
    },
  };
}

/** A page whose text could not be fetched: waits for its notice (`.fetch-failed`), checks
 *  that `absent` is not shown beside it and the page has its heading, lets the fetch
 *  through (`allow`), presses Try again and waits for `ready`, and that the notice has
 *  gone. Returns what the notice said. */
export async function triedAgain(page, { absent, allow, ready }) {
  const problem = page.locator(".fetch-failed");
  await problem.waitFor();
  const said = await problem.innerText();
  assert((await page.locator(absent).count()) === 0, `${absent} is shown beside the problem`);
  const headings = await page.locator("main h1").allInnerTexts();
  assert(headings.length === 1 && headings[0].trim(), `the page's heading above the problem: ${JSON.stringify(headings)}`);
  allow();
  await page.click(".fetch-failed button");
  await page.waitForSelector(ready);
  assert((await problem.count()) === 0, "the problem stays once the text is shown");
  return said;
}
