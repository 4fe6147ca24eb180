// Browser tests of the Shifting Chess screen: a card draw, a Slide that pushes a tile, undo
// and redo across the draw (the same card comes back), and one AI reply.
import { assert } from "./harness.mjs";
import { newGame } from "./pyrga.mjs";

export const STORAGE_KEY = "rosette.v1.current.shifting-chess";

// The start position with a known deck: Slide on top of the pile.
export const START =
  "------------/------------/--rnbqkbnr--/--pppppppp--/--8--/--1*4*1--/--1*4*1--/--8--/" +
  "--PPPPPPPP--/--RNBQKBNR--/------------/------------ w m - 0 0 " +
  "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:lsrsrlsrlsrvlsrvsrlv: *";

export function positionLink(text) {
  return "?g=p1.shifting-chess." + Buffer.from(text).toString("base64url") + "#/play/shifting-chess";
}

async function open(context, server, suffix) {
  const page = await context.newPage();
  await page.goto(server.url + suffix);
  await page.waitForSelector("svg.sc-board rect.sc-hit");
  return page;
}

const plies = (page) => page.locator(".move-list button.ply:not(.future)").count();
/** The moves listed, in notation (the list shows short chess notation). */
const notations = (page) => page.locator(".move-list button.ply").evaluateAll((els) => els.map((e) => e.dataset.move));
const label = (page, sq) => page.locator(`#sq-${sq}`).getAttribute("aria-label");

/** Plays `from`→`to` by two clicks and waits for the move list to grow. */
async function move(page, from, to) {
  const before = await plies(page);
  await page.click(`#sq-${from}`);
  assert((await page.locator("rect.sc-hit.target").count()) > 0, `${from} shows its moves`);
  await page.click(`#sq-${to}`);
  await page.waitForFunction((n) => document.querySelectorAll(".move-list button.ply:not(.future)").length > n, before);
}

export const tests = {
  async "shifting chess: a card draw, a slide with a push, undo across it"({ context, server }) {
    const page = await open(context, server, positionLink(START));
    assert((await page.locator("rect.sc-hit").count()) === 144, "a 12×12 board");
    assert(/Card in 3 turns/.test(await page.locator(".sc-next").textContent()), "next card announced");
    await move(page, "e4", "e6");
    await move(page, "e9", "e7");
    await move(page, "d4", "d5");
    // The draw resolves itself: White drew the Slide on top of the deck.
    await page.waitForSelector(".sc-card[data-card=slide]");
    assert(/White drew Slide/.test(await page.locator(".sc-next").textContent()), "drawer and card shown");
    // An impossible choice is explained: a gap holds no tile.
    await page.click("#sq-a1");
    assert(/no tile/.test(await page.locator(".sc-explain").textContent()), "a gap cannot slide");
    // Tile B (e3–f4) slides west, pushing A (c3–d4) to a3–b4; the result is previewed first.
    await page.click("#sq-e3");
    await page.click("button.sc-dir:has-text('West')");
    assert((await page.locator(".sc-confirm code").textContent()) === "slide-B-w", "preview named");
    assert((await page.locator("rect.sc-moved.preview").count()) === 3, "pushed tiles previewed");
    await page.click(".sc-confirm button:has-text('Apply')");
    await page.waitForFunction(() => !document.querySelector(".sc-card"));
    assert(/White rook/.test(await label(page, "a3")), "A was pushed to a3");
    assert(/gap/.test(await label(page, "e3")), "B's old slot is a gap");
    assert(/White queen/.test(await label(page, "d3")), "B moved to c3–d4");
    const moves = await notations(page);
    assert(moves.join(" ").includes("draw-slide slide-B-w"), moves.join(" "));
    // Undo the application: the same card waits.
    await page.click("button:has-text('Undo')");
    await page.waitForSelector(".sc-card[data-card=slide]");
    assert(/White queen/.test(await label(page, "f3")), "tiles back");
    // Undo across the draw: back before the third move; the deck has the card again.
    await page.click("button:has-text('Undo')");
    await page.waitForFunction(() => !document.querySelector(".sc-card"));
    assert(/Card after this move/.test(await page.locator(".sc-next").textContent()), "before the draw");
    assert(/White pawn/.test(await label(page, "d4")), "d4d5 undone");
    await page.waitForTimeout(300);
    assert(!(await page.locator(".sc-card").count()), "no new draw after an undo");
    // Redo replays the same draw, then the same application.
    await page.click("button:has-text('Redo')");
    await page.waitForSelector(".sc-card[data-card=slide]");
    await page.click("button:has-text('Redo')");
    await page.waitForFunction(() => !document.querySelector(".sc-card"));
    assert(/White rook/.test(await label(page, "a3")), "the same slide replayed");
    const again = await notations(page);
    assert(JSON.stringify(again) === JSON.stringify(moves), "same moves after redo");
  },

  async "shifting chess: a new game has a deck seed and the AI replies"({ context, server }) {
    const page = await open(context, server, "#/play/shifting-chess");
    await newGame(page, { ai: true, level: "beginner" });
    const stored = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY);
    assert(/seed=\d+/.test(stored), `options carry the seed: ${stored}`);
    await move(page, "e4", "e6");
    await page.waitForFunction(() => document.querySelectorAll(".move-list button.ply").length >= 2, null, { timeout: 20000 });
    const moves = await notations(page);
    assert(moves.length === 2 && /^[a-l]\d+[a-l]\d+/.test(moves[1]), `AI reply: ${moves.join(" ")}`);
  },
};
