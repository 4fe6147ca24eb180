// Keyboard-only play and the phone layout.
import { assert, eventually, newGame, onPhone, open, play, readyFor, shotPath, waitMoves } from "./helpers.mjs";

/** The cell name ("b2") of the focused element, if it is a board cell. */
const focusedCell = (page) => page.evaluate(() => (document.activeElement?.id || "").replace(/^cell-/, "") || null);

/** Moves the keyboard focus from cell to cell with the arrow keys until it reaches `target`. */
async function walkTo(page, target) {
  for (let i = 0; i < 8; i++) {
    const at = await focusedCell(page);
    if (at === target) return;
    const [f, r] = [at.charCodeAt(0) - target.charCodeAt(0), Number(at[1]) - Number(target[1])];
    await page.keyboard.press(f > 0 ? "ArrowLeft" : f < 0 ? "ArrowRight" : r > 0 ? "ArrowDown" : "ArrowUp");
  }
  throw new Error(`could not reach ${target}`);
}

export const tests = {
  async "keyboard only: a whole Pyrga game without the mouse"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    // Tab from the top of the page into the board.
    await page.evaluate(() => document.activeElement?.blur());
    for (let i = 0; i < 40 && !(await focusedCell(page)); i++) await page.keyboard.press("Tab");
    assert(await focusedCell(page), "Tab reaches the board");
    const shapes = ["s", "t", "c"];
    for (let ply = 0; ply < 40 && !(await page.locator(".status.result").count()); ply++) {
      // Pick a shape by its key until some cell lights up for it.
      let target = null;
      for (const key of [shapes[ply % 3], ...shapes]) {
        await page.keyboard.press(key);
        target = await page.evaluate(() => document.querySelector("g.cell.target")?.id?.replace("cell-", "") || null);
        if (target) break;
      }
      assert(target, `ply ${ply}: no lit cell`);
      await walkTo(page, target);
      await play(page, async () => {
        await page.keyboard.press("Enter");
        if (await page.locator("polygon.arrow").count()) await page.keyboard.press("Enter");
      });
      // Focus stays on the board between moves.
      if (!(await focusedCell(page))) await page.focus(`#cell-${target}`);
    }
    assert(await page.locator(".status.result").count(), "the game reached its result by keyboard");
  },

  async "phone: 360 px wide, no sideways scrolling, board and controls visible"({ browser, server }) {
    await onPhone(browser, async (context) => {
      const page = await open(context, server, "#/play/pyrga");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= 360, `page is ${width} px wide`);
      const board = await page.locator("svg.pyrga-board").boundingBox();
      assert(board.width >= 300 && board.x >= 0 && board.x + board.width <= 360, `board box ${JSON.stringify(board)}`);
      await page.locator("g.cell.target").first().tap();
      await waitMoves(page, 1, { atLeast: true }); // the AI (the default opponent) may answer at once
      await page.screenshot({ path: shotPath("pyrga-360.png"), fullPage: true });
      for (const route of ["#/", "#/saves", "#/rules/pyrga"]) {
        await page.goto(server.url + route);
        await page.waitForSelector(readyFor(route));
        await eventually(async () => {
          const w = await page.evaluate(() => document.documentElement.scrollWidth);
          assert(w <= 360, `${route} is ${w} px wide`);
        }, { message: `${route} fits 360 px` });
      }
    });
  },
};
