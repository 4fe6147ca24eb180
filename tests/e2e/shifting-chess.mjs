// Browser tests of the Shifting Chess screen: a card draw, a Slide that pushes a tile, undo
// and redo across the draw (the same card comes back), one AI reply; the tiles a card step
// may pick and the engine's reasons for the others, Apply in view on a phone, the other
// side's card said in words with its last move followed through it, and check in words.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { assert, autosave, clickSquares, moveCount, newGame, notations, open, PHONE, positionLink, ROOT, saveKey, settled, shotPath, waitMoves } from "./helpers.mjs";

const STORAGE_KEY = saveKey("shifting-chess");

// The start position with a known deck: Slide on top of the pile.
export const START =
  "------------/------------/--rnbqkbnr--/--pppppppp--/--8--/--1*4*1--/--1*4*1--/--8--/" +
  "--PPPPPPPP--/--RNBQKBNR--/------------/------------ w m - 0 0 " +
  "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:lsrsrlsrlsrvlsrvsrlv: *";

const START_BOARD = START.split(" ")[0];
const TILES = "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./......";
const PILE = "lsrsrlsrlsrvlsrvsrlv";

/** The start board with `card` drawn by White after turn 3 (the first such card left the pile). */
export function cardDrawn(card) {
  const letter = { swap: "s", rotate: "r", slide: "l", void: "v" }[card];
  const i = PILE.indexOf(letter);
  const pile = PILE.slice(0, i) + PILE.slice(i + 1);
  return `${START_BOARD} w ${card} - 0 3 ${TILES} - 0:0:${pile}: *`;
}

/** The start board at turn 4 (White to move; Black draws after turn 6) with `letter` on top of the pile. */
function blackDrawsNext(letter) {
  const i = PILE.indexOf(letter);
  return `${START_BOARD} w m - 0 4 ${TILES} - 0:0:${letter + PILE.slice(0, i) + PILE.slice(i + 1)}: *`;
}

const DOC_SHOTS = path.join(ROOT, "docs/screenshots/issue16");

/** Screenshots (viewport and full page) into docs/screenshots/issue16 when SHOTS_TAG is set ("before"/"after"). */
async function shot(page, name) {
  const tag = process.env.SHOTS_TAG;
  if (!tag) return;
  mkdirSync(DOC_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(DOC_SHOTS, `${name}-${tag}-360.png`) });
}

/** The (x, y) of a square's hit rectangle, to find marks drawn on it. */
const xy = (page, sq) => page.locator(`#sq-${sq}`).evaluate((r) => [r.getAttribute("x"), r.getAttribute("y")]);

/** A Shifting Chess position's link. */
const link = (text) => positionLink("shifting-chess", text);

const label = (page, sq) => page.locator(`#sq-${sq}`).getAttribute("aria-label");

const move = clickSquares;

/** A white pawn on e9 that promotes on e10 (the land ends at rank 10); cards off. */
const PROMOTION = "------------/------------/--8--/--2P'4k--/--8--/--8--/--8--/--8--/--8--/--K7--/------------/------------ w m - 0 0 ....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - off *";

/** What the board draws: each land square's tile, quarter turns and shade, and each
 *  square's contents, as text lines sorted by square. */
const picture = (page) =>
  page.evaluate(() => {
    const land = [...document.querySelectorAll("svg.sc-board rect.sc-sq")].map(
      (r) => `${r.dataset.square} ${r.dataset.tile}${r.dataset.north} ${r.dataset.shade}`,
    );
    const badges = [...document.querySelectorAll("svg.sc-board g.sc-badge")].map(
      (g) => `badge ${g.dataset.tile}${g.dataset.north} ${g.getAttribute("transform")} ${g.querySelector("polygon").getAttribute("transform")} ${g.textContent}`,
    );
    const pieces = [...document.querySelectorAll("svg.sc-board rect.sc-hit")].map((r) => r.getAttribute("aria-label"));
    return [...land.sort(), ...badges.sort(), ...pieces.sort()];
  });

/** Each card, applied by clicks from the start position: the tiles chosen, and the direction
 *  button (Rotate, Slide). */
const CARDS = {
  swap: { clicks: ["c3", "e3"], moved: ["c3", "e3"] },
  rotate: { clicks: ["e5"], button: "Clockwise", moved: ["e5", "e6", "f5", "f6"] },
  slide: { clicks: ["c3"], button: "South", moved: ["c1", "c3"] },
  void: { clicks: ["e5"], moved: ["e5"] },
};

export const tests = {
  async "shifting chess: after each card kind the board draws the engine's position (tiles, north, square colours)"({ context, server }) {
    for (const [card, { clicks, button, moved }] of Object.entries(CARDS)) {
      const page = await open(context, server, link(cardDrawn(card)));
      await page.waitForSelector(`.sc-card[data-card=${card}]`);
      const before = await picture(page);
      const plies = await moveCount(page);
      for (const sq of clicks) await page.locator(`#sq-${sq}`).dispatchEvent("click");
      if (button) await page.click(`button.sc-dir:has-text('${button}')`);
      await page.click(".sc-confirm button:has-text('Apply')");
      await waitMoves(page, plies + 1, { atLeast: true });
      await page.waitForFunction(() => !document.querySelector(".sc-card"));
      const after = await picture(page);
      const changed = after.filter((line) => !before.includes(line));
      for (const sq of moved) {
        assert(changed.some((line) => line.startsWith(`${sq} `)) || !after.some((l) => l.startsWith(`${sq} `)),
          `${card}: ${sq} looks as before the card:\n${after.filter((l) => l.startsWith(`${sq} `)).join("\n")}`);
      }
      // The same game opened afresh (from the autosave) is drawn from the engine's position.
      await autosave(page, "shifting-chess");
      const fresh = await open(context, server, "#/play/shifting-chess");
      await waitMoves(fresh, plies + 1, { atLeast: true });
      const drawn = await picture(fresh);
      const differ = drawn.filter((line) => !after.includes(line)).concat(after.filter((line) => !drawn.includes(line)));
      assert(differ.length === 0, `${card}: the board after the card and the same position drawn afresh differ:\n${differ.join("\n")}`);
      await page.screenshot({ path: shotPath(`shifting-after-${card}.png`) });
      // The next card's link then opens on an empty table, with no game of this one to keep.
      await fresh.evaluate(() => localStorage.clear());
      await fresh.close();
      await page.close();
    }
  },

  async "shifting chess: a promotion offers four pieces; Cancel keeps the pawn picked"({ context, server }) {
    const page = await open(context, server, link(PROMOTION));
    await page.click("#sq-e9");
    await page.click("#sq-e10");
    await page.waitForSelector(".sc-promo");
    const kinds = await page.locator(".sc-promo-choice").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    assert(kinds.length === 4 && kinds.some((k) => /rook/i.test(k)), kinds.join("|"));
    await page.click(".sc-promo button:has-text('Cancel')");
    await page.waitForSelector(".sc-promo", { state: "detached" });
    assert((await page.locator("rect.sc-hit.selected").count()) === 1, "the pawn stays picked");
    await page.click("#sq-e10");
    await page.locator(".sc-promo-choice").nth(kinds.findIndex((k) => /rook/i.test(k))).click();
    await page.waitForFunction(() => document.querySelectorAll(".move-list button.ply:not(.future)").length === 1);
    await page.waitForFunction(() => /rook/i.test(document.querySelector("#sq-e10")?.getAttribute("aria-label") ?? ""));
  },

  async "shifting chess: a card draw, a slide with a push, undo across it"({ context, server }) {
    const page = await open(context, server, link(START));
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
    await settled(page); // a draw would have come with the undo, before the panel's redraw
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
    const stored = await autosave(page, "shifting-chess");
    assert(/seed=\d+/.test(stored.options), `options carry the seed: ${JSON.stringify(stored)}`);
    await move(page, "e4", "e6");
    await waitMoves(page, 2, { atLeast: true });
    const moves = await notations(page);
    assert(moves.length === 2 && /^[a-l]\d+[a-l]\d+/.test(moves[1]), `AI reply: ${moves.join(" ")}`);
  },

  async "shifting chess: a card step marks the tiles that may be picked and the engine says why not"({ context, server }) {
    const page = await open(context, server, link(cardDrawn("swap")));
    await page.waitForSelector(".sc-card[data-card=swap]");
    // Step one: every tile but O (it holds Black's king) may be picked.
    await page.waitForSelector("rect.sc-pickable");
    assert((await page.locator("rect.sc-pickable").count()) === 15, "fifteen tiles offered");
    assert((await page.locator("rect.sc-unpickable[data-slot='27']").count()) === 1, "tile O shaded");
    assert(/shaded ones cannot/.test(await page.locator(".sc-step").textContent()), "the marks explained");
    await page.click("#sq-g10");
    assert((await page.locator(".sc-explain").textContent()) === "Tile O: A tile holding the opponent's King cannot be swapped.",
      await page.locator(".sc-explain").textContent());
    // Step two: F's neighbours B, E, G and J are offered; a far tile is refused by the engine.
    await page.click("#sq-e5");
    await page.waitForFunction(() => document.querySelectorAll("rect.sc-pickable").length === 4);
    const offered = await page.locator("rect.sc-pickable").evaluateAll((rs) => rs.map((r) => r.dataset.slot).sort());
    assert(JSON.stringify(offered) === JSON.stringify(["13", "15", "20", "8"]), `F's neighbours: ${offered}`);
    assert(/neighbour to swap with Tile F/.test(await page.locator(".sc-step").textContent()), "step two explained");
    await page.click("#sq-c3");
    assert((await page.locator(".sc-explain").textContent()) === "The tiles are not adjacent.", "not adjacent");
    assert(!(await page.locator(".sc-confirm").count()), "nothing previewed");
    await page.click("#sq-g5");
    assert((await page.locator(".sc-confirm code").textContent()) === "swap-F-G", "a legal swap previewed");
  },

  async "shifting chess: on a phone the Apply button stays in view after choosing a rotation"({ browser, server }) {
    const context = await browser.newContext(PHONE);
    try {
      const page = await open(context, server, link(cardDrawn("rotate")));
      await page.waitForSelector(".sc-card[data-card=rotate]");
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, "shifting-card-choose");
      await page.tap("#sq-e5");
      await page.waitForSelector(".sc-confirm button.primary");
      await shot(page, "shifting-card-step");
      const inView = async () => {
        const box = await page.locator(".sc-confirm button.primary").boundingBox();
        return box && box.y >= 0 && box.y + box.height <= 740 && box.x >= 0 && box.x + box.width <= 360;
      };
      assert(await inView(), "Apply in view after choosing the tile");
      await page.tap("button.sc-dir:has-text('Counter-clockwise')");
      assert((await page.locator(".sc-confirm code").textContent()) === "rotate-F-ccw", "the rotation chosen");
      await shot(page, "shifting-card-rotation");
      assert(await inView(), "Apply in view after choosing the rotation");
      await page.tap(".sc-confirm button.primary");
      await page.waitForFunction(() => !document.querySelector(".sc-card"));
    } finally {
      await context.close();
    }
  },

  async "shifting chess: the other side's card is said in words and its last move follows its tile"({ context, server }) {
    const page = await open(context, server, link(blackDrawsNext("r")));
    await move(page, "e4", "e6");
    await move(page, "e9", "e7");
    await page.waitForSelector(".sc-card[data-card=rotate]");
    // Black turns J (e7–f8) clockwise: the pawn on e7 goes to e8.
    await page.click("#sq-e7");
    await page.click("button.sc-dir:has-text('Clockwise')");
    await page.click(".sc-confirm button.primary");
    await page.waitForFunction(() => !document.querySelector(".sc-card"));
    assert((await page.locator(".sc-news").textContent()) === "Black drew Rotate. Tile J turned clockwise.",
      await page.locator(".sc-news").textContent());
    assert(/Black pawn/.test(await label(page, "e8")), "the pawn turned with J");
    const marks = await page.locator("rect.sc-last").evaluateAll((rs) => rs.map((r) => [r.getAttribute("x"), r.getAttribute("y")]));
    const want = [await xy(page, "e9"), await xy(page, "e8")];
    assert(JSON.stringify(marks.sort()) === JSON.stringify(want.sort()), `last move marked on e9 and e8: ${JSON.stringify(marks)}`);
    assert((await page.locator("rect.sc-moved").count()) === 1, "the turned tile marked");
  },

  async "shifting chess: the AI's card is said in words"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url);
    const record = {
      version: 1, id: "ai-card", game: "shifting-chess", options: "", start: blackDrawsNext("r"), moves: [],
      seats: [{ kind: "human" }, { kind: "ai", level: "beginner" }], name: "", created: 1, updated: 1,
    };
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [STORAGE_KEY, JSON.stringify(record)]);
    await page.goto(server.url + "#/play/shifting-chess");
    await page.waitForSelector("svg.sc-board rect.sc-hit");
    await move(page, "e4", "e6");
    await page.waitForSelector(".sc-news", { timeout: 30000 });
    const news = await page.locator(".sc-news").textContent();
    assert(/^Black drew Rotate\. Tile [A-P] turned (counter-)?clockwise\.$/.test(news), news);
    assert((await page.locator("rect.sc-last").count()) === 2, "the AI's move marked");
  },

  async "shifting chess: check is said in words"({ context, server }) {
    // Black's queen on e5 checks the White king on g3 across the missing f4 pawn.
    const board = START_BOARD.replace("--rnbqkbnr--", "--rnb1kbnr--").replace("--1*4*1--/--8--/--PPPPPPPP--", "--1*4*1--/--2q5--/--PPP1PPPP--");
    const page = await open(context, server, link(`${board} w m - 0 2 ${TILES} - 0:0:${PILE}: *`));
    assert((await page.locator(".sc-check-note").textContent()) === "White is in check.", "check in words");
    await move(page, "d4", "e5");
    assert(!(await page.locator(".sc-check-note").count()), "no longer in check");
  },
};
