// Browser tests of the Hint button: the suggested move is marked on the board without
// being played and is legal (playing it by clicks gives the same move); H asks from the
// keyboard; the count of hints shows, survives a reload, travels in a game link and shows
// on the saves page; the button waits while the AI thinks. With SHOTS_TAG set, a hint on
// each of the four boards is photographed into tests/e2e/test-results/.
import { assert, clickAMove, moveCount, newGame, notations, open, positionLink, shotPath, waitMoves } from "./helpers.mjs";
import { cardDrawn } from "./shifting-chess.mjs";

const waitCount = waitMoves;

/** What the board shows: every square's, cell's or tile's accessible name and classes. */
const boardText = (page) => page.locator(".board-area").evaluate((el) =>
  [...el.querySelectorAll("[aria-label]")].map((e) => `${e.getAttribute("aria-label")}`).join("|"));

/** How many hints the game has used, as the hint bar says (0 when it says nothing). */
const usedCount = (page) => page.evaluate(() =>
  Number((document.querySelector(".hint-bar .hints-used")?.textContent ?? "").replace(/\D/g, "") || 0));

/** Asks for a hint with `how` (a click, or a key) and returns its move in notation once it
 *  is shown and counted. */
async function askHint(page, how = "click") {
  const before = await usedCount(page);
  if (how === "click") await page.click("button.hint-button");
  else await page.keyboard.press(how);
  await page.waitForFunction((n) => {
    const used = Number((document.querySelector(".hint-bar .hints-used")?.textContent ?? "").replace(/\D/g, "") || 0);
    return used === n + 1 && document.querySelector(".hint-words strong");
  }, before, { timeout: 30000 });
  return page.locator(".hint-words strong").getAttribute("data-move");
}

const hintsUsed = (page) => page.locator(".hint-bar .hints-used").textContent();

/** A screenshot as hint-<name>.png, when SHOTS_TAG is set. */
async function shot(page, name, fullPage = false) {
  if (!process.env.SHOTS_TAG) return;
  await page.screenshot({ path: shotPath(`hint-${name}.png`), fullPage });
}

const DIRS = { n: "north", e: "east", s: "south", w: "west" };

/** Plays a Pyrga move written in notation (`Sb2`, `Tc3w`) by clicks. */
async function playPyrga(page, text) {
  const shape = { S: "Square", T: "Triangle", C: "Cylinder" }[text[0]];
  await page.click(`.tray-piece[data-shape=${shape}]`);
  await page.click(`#cell-${text.slice(1, 3)}`);
  if (shape === "Triangle") await page.click(`g.arrow-button[data-dir=${DIRS[text[3]]}]`);
}

export const tests = {
  async "hint: Pyrga shows a legal move without playing it; H asks too; the count is kept and shared"({ browser, context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "easy" });
    assert(await clickAMove(page), "a move");
    await waitCount(page, 2);
    assert(!(await page.locator(".hint-bar .hints-used").count()), "no count before a hint");
    const board = await boardText(page);
    const line = await notations(page);
    const hint = await askHint(page);
    assert(/^[SCT][a-d][1-4][nesw]?$/.test(hint), `a Pyrga move: ${hint}`);
    const cell = await page.locator(".pyrga-board g.suggest").getAttribute("data-cell");
    assert(cell === hint.slice(1, 3), `the hinted cell is marked: ${cell} for ${hint}`);
    assert((await boardText(page)) === board, "the board is unchanged");
    assert(JSON.stringify(await notations(page)) === JSON.stringify(line), "nothing was played");
    assert((await hintsUsed(page)) === "Hints used: 1", await hintsUsed(page));
    // From the keyboard: the button is a real button, and H asks anywhere but in a field.
    await page.focus("button.hint-button");
    await askHint(page, "Enter");
    assert((await hintsUsed(page)) === "Hints used: 2", await hintsUsed(page));
    await page.locator("h1.game-title").click({ position: { x: 2, y: 2 } });
    await askHint(page, "h");
    assert((await hintsUsed(page)) === "Hints used: 3", await hintsUsed(page));
    // The hint is a legal move: played by clicks it is the move the list records; the
    // hint then goes.
    const suggested = await page.locator(".hint-words strong").getAttribute("data-move");
    await playPyrga(page, suggested);
    await waitCount(page, 4);
    assert((await notations(page))[2] === suggested, `${(await notations(page))[2]} played for ${suggested}`);
    assert(!(await page.locator(".pyrga-board g.suggest").count()), "the hint is gone after a move");
    assert(!(await page.locator(".hint-words strong").count()), "and its words");
    // Kept through a reload, in a game link, and on the saves page.
    await page.reload();
    await page.waitForSelector(".hint-bar .hints-used");
    assert((await hintsUsed(page)) === "Hints used: 3", await hintsUsed(page));
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    assert(/\.~h3(&|#|$)/.test(url), url);
    const fresh = await browser.newContext();
    try {
      const other = await open(fresh, server, url.slice(server.url.length));
      await waitCount(other, 4);
      await other.waitForSelector(".hint-bar .hints-used");
      assert((await hintsUsed(other)) === "Hints used: 3", await hintsUsed(other));
    } finally {
      await fresh.close();
    }
    await page.goto(server.url + "#/saves");
    const entry = await page.locator(".save .hints-used").first().textContent();
    assert(entry === "Hints used: 3", entry);
  },

  async "hint: Chiron marks a legal move with an arrow and leaves the board as it was"({ context, server }) {
    const page = await open(context, server, "#/play/chiron");
    await newGame(page);
    const board = await boardText(page);
    const hint = await askHint(page);
    const mark = page.locator(".chiron-board g.suggest");
    const [from, to] = [await mark.getAttribute("data-from"), await mark.getAttribute("data-to")];
    assert(from && to, `a move from ${from} to ${to} (${hint})`);
    assert((await page.locator(".chiron-board g.suggest .suggest-arrow").count()) >= 1, "an arrow");
    assert((await boardText(page)) === board, "the board is unchanged");
    assert((await moveCount(page)) === 0, "nothing was played");
    // Legal: the hinted piece's targets include the hinted square; playing it records it.
    await page.click(`#sq-${from}`);
    const target = await page.locator(`#sq-${to}`).getAttribute("data-mark");
    assert(["dot", "ring", "cross"].includes(target), `${to} is a target of ${from}: ${target}`);
    await page.click(`#sq-${to}`);
    await waitCount(page, 1);
    assert((await notations(page))[0] === hint, `${(await notations(page))[0]} played for ${hint}`);
    assert(!(await mark.count()), "the hint is gone after the move");
  },

  async "hint: Shifting Chess marks a card's application: tiles outlined, an arrow or a turn"({ context, server }) {
    // What each application draws: outlined tiles, arrows, glyphs (↻ ↺ for a turn, × a void).
    const expected = { swap: [2, 2, 0], rotate: [1, 0, 1], slide: [1, 1, 0], void: [1, 0, 1] };
    for (const [card, [boxes, arrows, glyphs]] of Object.entries(expected)) {
      const page = await open(context, server, positionLink("shifting-chess", cardDrawn(card)), `.sc-card[data-card=${card}]`);
      const board = await boardText(page);
      const hint = await askHint(page);
      assert(hint.startsWith(card), `a ${card} suggested: ${hint}`);
      const marks = page.locator(".sc-board g.suggest");
      const counts = [
        await marks.locator(".suggest-box").count(),
        await marks.locator(".suggest-arrow").count(),
        await marks.locator(".suggest-glyph").count(),
      ];
      assert(JSON.stringify(counts) === JSON.stringify([boxes, arrows, glyphs]), `${hint}: ${counts}`);
      assert((await boardText(page)) === board, "the board is unchanged");
      if (card === "rotate") await shot(page, "shifting-chess-rotate");
      await page.close();
    }
  },

  async "hint: the button waits while the AI or the hint is thinking"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "strongest" });
    await clickAMove(page);
    await page.waitForSelector(".status .spinner");
    assert(await page.locator("button.hint-button").isDisabled(), "no hint while the AI thinks");
    await waitCount(page, 2);
    await page.waitForFunction(() => !document.querySelector("button.hint-button").disabled);
    await page.click("button.hint-button");
    const busy = page.locator("button.hint-button[aria-busy=true]");
    assert((await busy.count()) === 1 && (await busy.isDisabled()), "thinking, and cannot be pressed twice");
    assert(/Thinking/.test(await busy.textContent()), await busy.textContent());
    await page.waitForSelector(".hint-words strong", { timeout: 30000 });
    assert((await hintsUsed(page)) === "Hints used: 1", await hintsUsed(page));
  },

  async "hint: a hint on every board (screenshots)"({ context, server }) {
    const pyrga = await open(context, server, "#/play/pyrga");
    await newGame(pyrga);
    for (let i = 0; i < 3; i++) await clickAMove(pyrga, i);
    await askHint(pyrga);
    await shot(pyrga, "pyrga");
    const chiron = await open(context, server, "#/play/chiron");
    await askHint(chiron);
    await shot(chiron, "chiron");
    const chess = await open(context, server, "#/play/shifting-chess");
    await askHint(chess);
    assert((await chess.locator(".sc-board g.suggest .suggest-box").count()) >= 1, "marked on the chess board");
    await shot(chess, "shifting-chess");
    const chirality = await open(context, server, "#/play/chirality");
    await askHint(chirality);
    assert((await chirality.locator(".penrose-board g.suggest .suggest-box").count()) >= 1, "the tiles outlined");
    await shot(chirality, "chirality");
    // On a phone, in the dark theme: the board zooms on the hint's tiles.
    const phone = await context.browser().newContext({ viewport: { width: 360, height: 780 }, colorScheme: "dark" });
    try {
      const small = await open(phone, server, "#/play/chirality");
      await askHint(small);
      await small.waitForFunction(() => document.querySelector(".penrose-board.zoomed"));
      // The view glides to the hint's tiles (where motion is allowed): shot once it has.
      await small.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
      await shot(small, "chirality-360-dark", true);
      const pyrgaPhone = await open(phone, server, "#/play/pyrga");
      await askHint(pyrgaPhone);
      await shot(pyrgaPhone, "pyrga-360-dark", true);
    } finally {
      await phone.close();
    }
  },
};
