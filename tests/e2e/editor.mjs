// Browser tests of the position editors (#/edit/<game>): for each game make an illegal
// position and read the reason, fix it, play from here and find the position on the play
// page; Chirality also changes board and player count. Screenshots of every editor at
// 1280 and 360 px (light, and dark at 1280) go to tests/e2e/test-results/.
import { assert, open, shootThemes } from "./helpers.mjs";

const openEditor = (context, server, game) => open(context, server, `#/edit/${game}`);
const shoot = (page, name) => shootThemes(page, `editor-${name}`);

/** Waits until the reasons list holds a reason containing `text`. */
async function reason(page, text) {
  await page.waitForFunction(
    (t) => [...document.querySelectorAll(".verdict-bad li")].some((li) => li.textContent.includes(t)),
    text,
  );
}

async function legal(page) {
  await page.waitForSelector(".verdict-ok");
}

async function playFromHere(page, game, boardSelector) {
  await page.click("button:has-text('Play from here')");
  await page.waitForFunction((g) => location.hash === "#/play/" + g, game);
  await page.waitForSelector(boardSelector);
}

const label = (page, id) => page.locator("#" + id).getAttribute("aria-label");

export const tests = {
  async "editor: pyrga reasons, play from here and back"({ context, server }) {
    const page = await openEditor(context, server, "pyrga");
    await page.click("button.palette-piece[title='White Square']");
    await page.locator("#cell-b2").click();
    await legal(page);
    await page.check("input[name=side] >> nth=0");
    await reason(page, "With 1 piece placed it must be Black's turn");
    await shoot(page, "pyrga");
    await page.click("button:has-text('Eraser')");
    await page.locator("#cell-b2").click();
    await legal(page);
    await page.click("button.palette-piece[title='White Cylinder']");
    await page.locator("#cell-b2").click();
    await page.click("button.palette-piece[title='Black Triangle']");
    await page.locator("#cell-b2").click();
    await page.click("button:has-text('Mark placed last')");
    await page.locator("#cell-b2").click();
    await reason(page, "The piece placed last must be Black's, since White is to move.");
    await page.locator("#cell-b2").click();
    await reason(page, "Mark the piece placed last");
    await page.locator("#cell-b2").click();
    await legal(page);
    await playFromHere(page, "pyrga", "svg.pyrga-board g.cell");
    const played = await label(page, "cell-b2");
    assert(played.startsWith("b2: Black Triangle, White Cylinder"), played);
    // The play page's Edit position opens the editor at the current position.
    await page.click("a:has-text('Edit position')");
    await page.waitForSelector(".editor-pyrga .verdict-ok");
    assert((await label(page, "cell-b2")) === "b2: Black Triangle, White Cylinder", await label(page, "cell-b2"));
    // Keyboard: Enter on a focused cell puts the chosen piece there.
    await page.locator("#cell-d4").focus();
    await page.keyboard.press("Enter");
    assert((await label(page, "cell-d4")) === "d4: White Square", await label(page, "cell-d4"));
  },

  async "editor: chiron reasons and play from here"({ context, server }) {
    const page = await openEditor(context, server, "chiron");
    await legal(page);
    await page.click("button.palette-piece[title='White King']");
    await page.locator("#sq-d4").click();
    await reason(page, "White has 2 Kings.");
    await shoot(page, "chiron");
    await page.locator("#sq-d4").click();
    await page.locator("#sq-e1").click();
    await page.locator("#sq-e3").click();
    await legal(page);
    await page.click("button:has-text('Copy position link')");
    const url = await page.locator("input.share-url").inputValue();
    assert(url.includes("?g=p1.chiron.") && url.endsWith("#/play/chiron"), url);
    await playFromHere(page, "chiron", "svg.chiron-board #sq-e3");
    assert((await label(page, "sq-e3")) === "e3: White King", await label(page, "sq-e3"));
    assert((await label(page, "sq-e1")) === "e1: empty", "e1 is empty");
  },

  async "editor: shifting chess reasons, tiles and play from here"({ context, server }) {
    const page = await openEditor(context, server, "shifting-chess");
    await legal(page);
    await page.click("button.palette-piece[title='White queen']");
    await page.locator("#sq-g9").click();
    await reason(page, "Black, the side not to move, is in check.");
    await page.click("button:has-text('Void tile')");
    await page.locator("#sq-g3").click();
    await reason(page, "a King cannot be voided");
    await shoot(page, "shifting");
    await page.locator("#sq-g3").click();
    await page.click("button:has-text('Eraser')");
    await page.locator("#sq-g9").click();
    await legal(page);
    // Move the tile of c3 to the empty slot at a1: its squares travel with it.
    await page.click("button:has-text('Move tile')");
    await page.locator("#sq-c3").click();
    await page.locator("#sq-a1").click();
    assert((await label(page, "sq-a1")) === "a1: White rook", await label(page, "sq-a1"));
    assert((await label(page, "sq-c3")) === "c3: gap", await label(page, "sq-c3"));
    await legal(page);
    await playFromHere(page, "shifting-chess", "svg.sc-board rect.sc-hit");
    assert((await label(page, "sq-g9")) === "g9: empty", await label(page, "sq-g9"));
    assert((await label(page, "sq-a1")) === "a1: White rook", await label(page, "sq-a1"));
  },

  async "editor: chirality board, player count, reasons and play from here"({ context, server }) {
    const page = await openEditor(context, server, "chirality");
    await legal(page);
    await page.selectOption("select[aria-label='Board']", "r1");
    await page.selectOption("select[aria-label='Players']", "3");
    await page.waitForFunction(() => document.querySelectorAll(".editor .palette .palette-piece").length === 3);
    await legal(page);
    const onBoard = await page.locator(".piece-at").count();
    await page.click("button[aria-label='more: Blue reserve']");
    await reason(page, "Blue has more pieces than the set holds");
    await shoot(page, "chirality");
    await page.click("button[aria-label='fewer: Blue reserve']");
    await legal(page);
    await playFromHere(page, "chirality", "svg.penrose-board g.tile");
    await page.waitForFunction((n) => document.querySelectorAll(".piece-at").length === n, onBoard);
    assert((await page.locator(".piece-at[data-owner='2']").count()) > 0, "a third player's pieces are on the board");
    assert((await page.locator("g.tile").count()) === 160, "the R1 board is played");
  },
};
