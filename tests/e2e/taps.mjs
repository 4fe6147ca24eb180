// Every board under a thumb: on a 360 px phone with touch, the targets a player needs for the
// next move are at least 32 CSS px (bounding boxes); Shifting Chess crops its picture to its
// tiles and zooms under a finger when that is not enough; and Chirality's phone mode works without
// pinching — a tap zooms in, the selected piece and its targets are framed, a minimap shows
// where the view is, and one tap shows the whole board again.
import { assert, eventually, moveCount, open, PHONE, positionLink, shotPath, waitMoves } from "./helpers.mjs";

const MIN = 32;
// Screenshots go where the other browser tests write theirs (ignored by git); the committed
// copies in docs/screenshots/issue15/ were taken from these.
const link = (text) => positionLink("shifting-chess", text);

/** The smallest side of the boxes of `selector`'s elements (only those on screen, if `visible`). */
async function smallest(page, selector, visible = false) {
  const sides = await page.locator(selector).evaluateAll((els, vis) => els
    .map((e) => e.getBoundingClientRect())
    .filter((r) => !vis || (r.left + r.width / 2 > 0 && r.left + r.width / 2 < innerWidth))
    .map((r) => Math.min(r.width, r.height)), visible);
  assert(sides.length > 0, `nothing matches ${selector}`);
  return Math.min(...sides);
}

/** Whether every element matching `selector` lies inside the board picture `board`. */
function framed(page, board, selector) {
  return page.evaluate(([board, selector]) => {
    const box = document.querySelector(board).getBoundingClientRect();
    return [...document.querySelectorAll(selector)].every((t) => {
      const r = t.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
    });
  }, [board, selector]);
}

/** Taps the centre of the first element matching `selector`. */
async function tapOn(page, selector) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const r = await el.boundingBox();
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
}

/** A finger pressed on `selector`'s centre and drawn `dx` px sideways (CDP touch events). */
async function swipe(page, selector, dx) {
  const r = await page.locator(selector).boundingBox();
  const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
  const cdp = await page.context().newCDPSession(page);
  // The events carry their own times (seconds): 16 ms apart while moving, then the finger
  // rests 150 ms before it lifts: no fling, which would swallow the next tap.
  const t0 = Date.now() / 1000;
  const touch = (type, touchPoints, at) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp: t0 + at });
  await touch("touchStart", [{ x, y }], 0);
  for (let i = 1; i <= 8; i++) await touch("touchMove", [{ x: x + (dx * i) / 8, y }], i * 0.016);
  await touch("touchMove", [{ x: x + dx, y }], 0.128 + 0.15);
  await touch("touchEnd", [], 0.128 + 0.15);
  await cdp.detach();
}

async function openOnPhone(browser, server, route) {
  const context = await browser.newContext(PHONE);
  return { context, page: await open(context, server, route) };
}

// Shifting Chess: the start with a Rotate drawn by White; and tiles slid to both outer
// columns (A to a3–b4, H to k5–l6), so the tiles span all twelve files.
const SC_DECK = "0:0:lsrsrlsrlsrvlsrvsrlv:";
const ROTATE_DRAWN =
  "------------/------------/--rnbqkbnr--/--pppppppp--/--8--/--1*4*1--/--1*4*1--/--8--/" +
  "--PPPPPPPP--/--RNBQKBNR--/------------/------------ w rotate - 0 3 " +
  "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:lssrlsrlsrvlsrvsrlv: *";
const SLIDE_DRAWN = ROTATE_DRAWN.replace(" w rotate ", " w slide ").replace("lssrlsrlsrvlsrvsrlv", "srsrlsrlsrvlsrvsrlv");
const WIDE =
  "------------/------------/--rnbqkbnr--/--pppppppp--/--8--/--1*4*1--/--1*4--*1/--6--2/" +
  "PP--PPPPPP--/RN--BQKBNR--/------------/------------ w m - 0 0 " +
  `....../.M0N0O0P0./.I0J0K0L0./.E0F0G0.H0/A0.B0C0D0./...... - ${SC_DECK} *`;


/** Records each measured target kind and checks it against MIN. */
function ledger(game) {
  const seen = [];
  return {
    async check(page, what, selector, visible) {
      const px = await smallest(page, selector, visible);
      seen.push([what, px]);
      assert(px >= MIN, `${game}: ${what} is ${px.toFixed(1)} px (< ${MIN})`);
    },
    /** Measured and printed only: a target another branch is enlarging. */
    async note(page, what, selector) {
      seen.push([`${what} (not asserted)`, await smallest(page, selector)]);
    },
    print() {
      const min = Math.min(...seen.map(([, px]) => px));
      console.log(`     ${game.padEnd(15)} smallest tap target at 360 px: ${min.toFixed(1)} px (${seen.map(([w, px]) => `${w} ${px.toFixed(0)}`).join(", ")})`);
    },
  };
}

export const tests = {
  async "taps: Pyrga at 360 px — tray shapes, lit cells and direction buttons ≥ 32 px"({ browser, server }) {
    const { context, page } = await openOnPhone(browser, server, "#/play/pyrga");
    const l = ledger("pyrga");
    try {
      await l.check(page, "tray shapes", ".tray-piece:not([disabled])");
      // The Triangle needs the most: a shape, a cell, then a direction.
      await tapOn(page, ".tray-piece:not([disabled]) >> nth=1");
      await l.check(page, "lit cells", "g.cell.target");
      await tapOn(page, "g.cell.target");
      // Each direction is tapped through its round button, not the arrow drawn inside it.
      await l.check(page, "direction buttons", ".arrow-button");
      l.print();
    } finally {
      await context.close();
    }
  },

  async "taps: Chiron at 360 px — pieces and their moves ≥ 32 px"({ browser, server }) {
    const { context, page } = await openOnPhone(browser, server, "#/play/chiron");
    const l = ledger("chiron");
    try {
      await l.check(page, "squares", "g.csq");
      await tapOn(page, "#sq-e1");
      await l.check(page, "moves", "g.csq[data-mark=dot]");
      l.print();
    } finally {
      await context.close();
    }
  },

  async "taps: Shifting Chess at 360 px — the board cropped to its tiles: squares, moves and card choices ≥ 32 px"({ browser, server }) {
    const { context, page } = await openOnPhone(browser, server, "#/play/shifting-chess");
    const l = ledger("shifting-chess");
        try {
      // The start's tiles fill 8 of the 12 columns: the empty border takes no width.
      assert(await page.locator("svg.sc-board.cropped").count(), "the picture is cropped to the tiles");
      assert(!(await page.locator(".sc-zoom").count()), "no zooming needed");
      assert(await page.evaluate(() => document.scrollingElement.scrollWidth <= innerWidth), "nothing wider than the screen");
      await page.locator("svg.sc-board").scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath("shifting-360-1-start.png") });
      await l.check(page, "squares", "rect.sc-hit");
      await tapOn(page, "#sq-e4");
      await l.check(page, "moves", "rect.sc-hit.target");
      await page.screenshot({ path: shotPath("shifting-360-2-selected.png") });
      // A card: its tiles, its directions, and Apply in the fixed bar, which covers nothing
      // at the end of the page.
      await page.goto(server.url + link(ROTATE_DRAWN));
      await page.waitForSelector("rect.sc-pickable");
      await l.check(page, "card tiles", "rect.sc-pickable");
      await tapOn(page, "#sq-e5");
      await page.waitForSelector(".sc-confirm button.primary");
      await l.check(page, "card directions", "button.sc-dir");
      await l.check(page, "Apply", ".sc-confirm button");
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight));
      await page.screenshot({ path: shotPath("shifting-360-3-card.png") });
      const covered = await page.evaluate(() => {
        const bar = document.querySelector(".sc-confirm").getBoundingClientRect();
        return [...document.querySelectorAll(".sc-panel button, .controls button")]
          .filter((b) => !b.closest(".sc-confirm"))
          .filter((b) => { const r = b.getBoundingClientRect(); return r.bottom > bar.top && r.top < bar.bottom; })
          .map((b) => b.textContent.trim());
      });
      assert(covered.length === 0, `the Apply bar covers ${covered.join(", ")}`);
      // A Slide's preview takes tile A to a3–b4, outside the start's columns: the picture
      // widens to show it, and its squares stay tappable.
      await page.goto(server.url + link(SLIDE_DRAWN));
      await page.waitForSelector("rect.sc-pickable");
      await tapOn(page, "#sq-c3");
      await tapOn(page, "button.sc-dir:has-text('West')");
      await page.waitForSelector(".sc-confirm button.primary");
      await page.locator("svg.sc-board").scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath("shifting-360-6-slide-preview.png") });
      assert(await framed(page, "svg.sc-board", "rect.sc-moved.preview, #sq-a3, #sq-b4"), "the slid tile is in view");
      await l.check(page, "squares in a preview", "rect.sc-hit");
      l.print();
    } finally {
      await context.close();
    }
  },

  async "taps: Shifting Chess at 360 px — tiles on both outer columns: tap to zoom, framed moves ≥ 32 px, minimap, one tap back"({ browser, server }) {
    const { context, page } = await openOnPhone(browser, server, link(WIDE));
    const l = ledger("shifting-chess wide");
    const zoomed = () => page.locator(".sc-minimap").isVisible();
    try {
      await page.locator("svg.sc-board").scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath("shifting-360-4-wide.png") });
      // Twelve columns cannot give 32 px squares in 360 px: the board says a tap zooms.
      assert(/Tap the board to zoom/.test(await page.locator(".sc-zoom").textContent()), "the zoom is offered");
      assert(!(await zoomed()), "starts on the whole board");
      assert(!(await page.locator(".sc-minimap rect:not(.minimap-view)").count()), "the minimap's picture waits for a zoom");
      // A tap zooms in about the tapped point and chooses nothing.
      await tapOn(page, "#sq-e4");
      await page.waitForSelector(".sc-minimap:not([hidden])");
      assert((await page.locator(".sc-minimap .minimap-tiles rect").count()) > 0, "the minimap draws the megatiles");
      assert(!(await page.locator("rect.sc-hit.selected").count()), "the zooming tap chose nothing");
      await l.check(page, "squares", "rect.sc-hit", true);
      // A finger dragged across empty squares pans the view and chooses nothing.
      const view = () => page.locator("svg.sc-board > g").getAttribute("transform");
      const zoomedView = await view();
      await swipe(page, "#sq-g6", -80);
      assert((await view()) !== zoomedView, `the drag panned (${zoomedView})`);
      assert(!(await page.locator("rect.sc-hit.selected").count()), "the pan chose nothing");
      // "Whole board", a tap to zoom in again, and now the pawn is chosen: its moves are
      // framed and tappable.
      await tapOn(page, ".sc-zoom button:not(.sc-minimap)");
      await page.waitForSelector(".sc-minimap", { state: "hidden" });
      await tapOn(page, "#sq-e4");
      await page.waitForSelector(".sc-minimap:not([hidden])");
      const tapZoomed = await view();
      await tapOn(page, "#sq-e4");
      await page.waitForSelector("rect.sc-hit.target");
      await page.screenshot({ path: shotPath("shifting-360-5-wide-selected.png") });
      await l.check(page, "moves", "rect.sc-hit.target");
      assert(await framed(page, "svg.sc-board", "rect.sc-hit.target, rect.sc-hit.selected"), "the pawn and its moves are in view");
      await l.check(page, "minimap", ".sc-minimap");
      await l.check(page, "whole-board button", ".sc-zoom button:not(.sc-minimap)");
      // The move is made and the player's own view comes back (the zoom they tapped to),
      // not the whole board.
      const before = await moveCount(page);
      await tapOn(page, "#sq-e6");
      await waitMoves(page, before + 1, { atLeast: true });
      await eventually(async () => (await view()) === tapZoomed, { message: "the view before the pick is back" });
      assert(await zoomed(), "still zoomed after the move");
      // One tap on the minimap shows the whole board.
      await tapOn(page, ".sc-minimap");
      await page.waitForSelector(".sc-minimap", { state: "hidden" });
      l.print();
    } finally {
      await context.close();
    }
  },

  async "taps: Chirality at 360 px — tap to zoom, framed targets ≥ 32 px, minimap, one tap back"({ browser, server }) {
    const { context, page } = await openOnPhone(browser, server, "#/play/chirality");
    const l = ledger("chirality");
        const zoom = async () => Number((await page.locator(".zoom-level").textContent()).replace("%", "")) / 100;
    try {
      await page.locator("svg.penrose-board").scrollIntoViewIfNeeded();
      await page.screenshot({ path: shotPath("chirality-360-1-whole.png") });
      assert((await zoom()) === 1, "starts on the whole board");
      assert(!(await page.locator(".penrose-minimap").isVisible()), "no minimap on the whole board");
      assert(!(await page.locator(".penrose-minimap polygon").count()), "the minimap's picture waits for a zoom");
      // A tap on the whole board only zooms in, about the tapped point, to tappable tiles.
      await tapOn(page, ".piece-at[data-owner='0']");
      await page.waitForFunction(() => document.querySelector(".zoom-level").textContent !== "100%");
      assert(!(await page.locator("g.tile.selected").count()), "the zooming tap chose nothing");
      await page.screenshot({ path: shotPath("chirality-360-2-zoomed.png") });
      await l.check(page, "tiles", "svg.penrose-board g.tile", true);
      assert(await page.locator(".penrose-minimap").isVisible(), "the minimap shows where the view is");
      const drawn = await page.locator(".penrose-minimap .minimap-tiles polygon").count();
      assert(drawn >= 160, `the minimap draws every tile: ${drawn}`);
      // Tap one of one's own pieces in view that can move: the view frames it and its targets.
      const before = await moveCount(page);
      const tapZoom = await zoom();
      const pieces = await page.locator(".piece-at[data-owner='0']").evaluateAll((els) => els
        .filter((e) => { const r = e.getBoundingClientRect(); return r.left > 0 && r.right < innerWidth && r.top > 0; })
        .map((e) => e.dataset.tile));
      let picked = null;
      for (const t of pieces) {
        await tapOn(page, `g.tile[data-tile='${t}']`);
        if (await page.locator("g.tile.target").count()) { picked = t; break; }
      }
      assert(picked !== null, `one of the pieces in view can move (${pieces})`);
      // The view glides to frame them (where motion is allowed).
      await eventually(async () => assert(await framed(page, "svg.penrose-board", "g.tile.target, g.tile.selected"),
        "the selected piece and its targets are framed in view"));
      await page.screenshot({ path: shotPath("chirality-360-3-selected.png") });
      await l.check(page, "targets", "g.tile.target");
      await l.check(page, "selected piece", "g.tile.selected");
      // Tap a target: the move is made and the zoom the player chose comes back (not the
      // whole board).
      await tapOn(page, "g.tile.target");
      await waitMoves(page, before + 1, { atLeast: true });
      await eventually(async () => (await zoom()) === tapZoom, { message: `the zoom before the pick (${tapZoom}) is back` });
      await page.screenshot({ path: shotPath("chirality-360-4-moved.png") });
      // One tap on the minimap shows the whole board.
      await page.waitForFunction(() => !document.querySelector(".status")?.textContent.includes("thinking"), null, { timeout: 60000 });
      await page.waitForSelector(".penrose-minimap");
      await l.check(page, "minimap", ".penrose-minimap");
      await l.check(page, "whole-board button", ".zoom-controls button");
      await tapOn(page, ".penrose-minimap");
      assert((await zoom()) === 1, "the minimap's tap shows the whole board");
      l.print();
    } finally {
      await context.close();
    }
  },
};
