// Every board under a thumb: on a 360 px phone with touch, the targets a player needs for the
// next move are at least 32 CSS px (bounding boxes), and Chirality's phone mode works without
// pinching — a tap zooms in, the selected piece and its targets are framed, a minimap shows
// where the view is, and one tap shows the whole board again.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { assert, ROOT } from "./harness.mjs";

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const MIN = 32;
// Written where the other browser tests write theirs (ignored by git); the committed copies in
// docs/screenshots/issue15/ were taken from these.
const SHOTS = path.join(ROOT, "tests/e2e/test-results");

/** The smallest side of the boxes of `selector`'s elements (only those on screen, if `visible`). */
async function smallest(page, selector, visible = false) {
  const sides = await page.locator(selector).evaluateAll((els, vis) => els
    .map((e) => e.getBoundingClientRect())
    .filter((r) => !vis || (r.left + r.width / 2 > 0 && r.left + r.width / 2 < innerWidth))
    .map((r) => Math.min(r.width, r.height)), visible);
  assert(sides.length > 0, `nothing matches ${selector}`);
  return Math.min(...sides);
}

/** Taps the centre of the first element matching `selector`. */
async function tapOn(page, selector) {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const r = await el.boundingBox();
  await page.touchscreen.tap(r.x + r.width / 2, r.y + r.height / 2);
}

async function openOnPhone(browser, server, hash, ready) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(server.url + hash);
  await page.waitForSelector(ready);
  return { context, page };
}

const plies = (page) => page.locator(".move-list button.ply:not(.future)").count();

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
    const { context, page } = await openOnPhone(browser, server, "#/play/pyrga", "svg.pyrga-board g.cell");
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
    const { context, page } = await openOnPhone(browser, server, "#/play/chiron", "svg.chiron-board g.csq");
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

  async "taps: Shifting Chess at 360 px — squares and moves measured (12×12 board: not yet 32 px)"({ browser, server }) {
    const { context, page } = await openOnPhone(browser, server, "#/play/shifting-chess", "svg.sc-board rect.sc-hit");
    const l = ledger("shifting-chess");
    try {
      // The whole 12×12 board (tiles can move into its outer rings) gives squares of about
      // 27 px at 360 px: measured and printed, not yet asserted (see the issue 15 notes).
      await l.note(page, "squares", "rect.sc-hit");
      await tapOn(page, "#sq-e4");
      await l.note(page, "moves", "rect.sc-hit.target");
      l.print();
    } finally {
      await context.close();
    }
  },

  async "taps: Chirality at 360 px — tap to zoom, framed targets ≥ 32 px, minimap, one tap back"({ browser, server }) {
    const { context, page } = await openOnPhone(browser, server, "#/play/chirality", "svg.penrose-board g.tile");
    const l = ledger("chirality");
    mkdirSync(SHOTS, { recursive: true });
    const zoom = async () => Number((await page.locator(".zoom-level").textContent()).replace("%", "")) / 100;
    try {
      await page.locator("svg.penrose-board").scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, "chirality-360-1-whole.png") });
      assert((await zoom()) === 1, "starts on the whole board");
      assert(!(await page.locator(".penrose-minimap").isVisible()), "no minimap on the whole board");
      // A tap on the whole board only zooms in, about the tapped point, to tappable tiles.
      await tapOn(page, ".piece-at[data-owner='0']");
      await page.waitForFunction(() => document.querySelector(".zoom-level").textContent !== "100%");
      assert(!(await page.locator("g.tile.selected").count()), "the zooming tap chose nothing");
      await page.screenshot({ path: path.join(SHOTS, "chirality-360-2-zoomed.png") });
      await l.check(page, "tiles", "svg.penrose-board g.tile", true);
      assert(await page.locator(".penrose-minimap").isVisible(), "the minimap shows where the view is");
      // Tap one of one's own pieces in view that can move: the view frames it and its targets.
      const before = await plies(page);
      const pieces = await page.locator(".piece-at[data-owner='0']").evaluateAll((els) => els
        .filter((e) => { const r = e.getBoundingClientRect(); return r.left > 0 && r.right < innerWidth && r.top > 0; })
        .map((e) => e.dataset.tile));
      let picked = null;
      for (const t of pieces) {
        await tapOn(page, `g.tile[data-tile='${t}']`);
        if (await page.locator("g.tile.target").count()) { picked = t; break; }
      }
      assert(picked !== null, `one of the pieces in view can move (${pieces})`);
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(SHOTS, "chirality-360-3-selected.png") });
      await l.check(page, "targets", "g.tile.target");
      const inView = await page.evaluate(() => {
        const box = document.querySelector("svg.penrose-board").getBoundingClientRect();
        return [...document.querySelectorAll("g.tile.target, g.tile.selected")].every((t) => {
          const r = t.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
        });
      });
      assert(inView, "the selected piece and its targets are framed in view");
      await l.check(page, "selected piece", "g.tile.selected");
      // Tap a target: the move is made and the whole board comes back.
      await tapOn(page, "g.tile.target");
      await page.waitForFunction((n) => document.querySelectorAll(".move-list button.ply:not(.future)").length > n, before);
      await page.waitForFunction(() => document.querySelector(".zoom-level").textContent === "100%");
      await page.screenshot({ path: path.join(SHOTS, "chirality-360-4-moved.png") });
      // Zoom again; one tap on the minimap shows the whole board.
      await page.waitForFunction(() => !document.querySelector(".status")?.textContent.includes("thinking"), null, { timeout: 60000 });
      await tapOn(page, "g.tile[data-tile='0']");
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
