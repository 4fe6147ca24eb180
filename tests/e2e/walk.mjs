// Browser tests that walk from page to page in one tab, as a stranger does, for every game:
// home → learn → lesson → puzzles → puzzle → next puzzle → play → rules → play, following
// the pages' own links. After each step the page must have drawn its board (or its
// heading) and said nothing on the console; on every board the player touches, a click on
// one of the mover's pieces must light its moves, so a board that stopped answering fails.
import { assert, BOARDS, eventually, GAMES } from "./helpers.mjs";

/** The board of the page on view: the lesson's, the puzzle's or the play page's. */
const board = (game) => BOARDS[game].split(" ")[0];

/** Clicks one of the mover's pieces after another until the board lights a move; then
 *  drops the pick with Escape. Fails if no piece lights anything. */
async function boardAnswers(page, game) {
  const lit = {
    pyrga: "g.cell.target",
    chiron: "g.csq[data-mark]:not([data-mark=''])",
    "shifting-chess": "rect.sc-hit.target",
    chirality: "g.tile.target",
  }[game];
  const candidates = {
    pyrga: ".tray-piece:not([disabled])",
    chiron: "g.csq[aria-label*='White'], g.csq[aria-label*='Black']",
    "shifting-chess": "rect.sc-hit[aria-label*='White'], rect.sc-hit[aria-label*='Black']",
    chirality: ".piece-at",
  }[game];
  // A Shifting Chess card waiting to be applied: a pickable tile, clicked, is picked or
  // previewed.
  const pickable = page.locator("rect.sc-pickable");
  if (game === "shifting-chess" && (await pickable.count()) > 0) {
    const slot = Number(await pickable.first().getAttribute("data-slot"));
    const square = `${"acegik"[slot % 6]}${2 * Math.floor(slot / 6) + 1}`;
    await page.locator(`#sq-${square}`).dispatchEvent("click");
    await page.waitForSelector("rect.sc-picked, rect.sc-moved.preview", { timeout: 5000 });
    return;
  }
  const pieces = page.locator(candidates);
  const n = await pieces.count();
  for (let i = 0; i < n; i++) {
    const piece = pieces.nth(i);
    if (game === "chirality") {
      const tile = await piece.getAttribute("data-tile");
      await page.locator(`g.tile[data-tile='${tile}']`).dispatchEvent("click");
    } else {
      await piece.dispatchEvent("click");
    }
    // A pick lights its moves in the same task; a piece that cannot move lights none.
    if ((await page.locator(lit).count()) > 0) {
      await page.keyboard.press("Escape");
      return;
    }
  }
  throw new Error(`${game}: no piece of ${n} lit a move on ${page.url()}`);
}

/** Follows the link `selector` (the first one), then waits for `ready` on the new page. */
async function follow(page, selector, ready) {
  await page.locator(selector).first().click();
  await page.waitForSelector(ready);
}

const walk = (game) => async ({ context, server, errors }) => {
  const page = await context.newPage();
  const consoleErrors = [];
  page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  // Each step is named, so a failure says where the walk broke.
  const step = async (name, act) => {
    await act();
    const said = [...errors, ...consoleErrors];
    assert(said.length === 0, `${game}, ${name}: console errors: ${said.join(" | ")}`);
  };
  await step("home", async () => {
    await page.goto(server.url + "#/");
    await page.waitForSelector(".game-card a.button.primary");
  });
  const card = `.game-card:has(a[href='#/play/${game}'])`;
  await step("learn", () => follow(page, `${card} a[href='#/learn/${game}']`, ".lesson-list .lesson-item"));
  await step("lesson", async () => {
    await follow(page, ".lesson-list .lesson-item a", `.lesson-board ${board(game)}`);
    await boardAnswers(page, game);
  });
  await step("puzzles", async () => {
    await follow(page, ".lesson-crumbs a", ".lesson-list .lesson-item");
    await follow(page, `.learn-actions a[href='#/puzzles/${game}']`, ".puzzle-list a");
  });
  await step("a puzzle", async () => {
    await follow(page, ".puzzle-list a", `.puzzle-board ${board(game)}`);
    await boardAnswers(page, game);
  });
  await step("the next puzzle", async () => {
    const first = await page.locator(".puzzle-title").textContent();
    await page.locator(".puzzle-next").click();
    await eventually(async () => (await page.locator(".puzzle-title").textContent()) !== first, {
      message: `${game}: Next did not open another puzzle`,
    });
    await page.waitForSelector(`.puzzle-board ${board(game)}`);
    await boardAnswers(page, game);
  });
  await step("play", async () => {
    await follow(page, `header.topbar nav a[href='#/play/${game}']`, `.board-area ${BOARDS[game]}`);
    await boardAnswers(page, game);
  });
  await step("rules", () => follow(page, ".game-title a.rules-link[href^='#/rules']", "article.rules h1"));
  await step("play again", async () => {
    await follow(page, `header.topbar nav a[href='#/play/${game}']`, `.board-area ${BOARDS[game]}`);
    await boardAnswers(page, game);
  });
};

export const tests = Object.fromEntries(
  GAMES.map((game) => [`walk: ${game} home → learn → lesson → puzzles → puzzle → next → play → rules → play, in one tab, no console error`, walk(game)]),
);
