// Browser tests of finding one's way on the play screen: a route change starts at the top,
// whose turn it is stays in view beside the board (phone and desktop), and the move list
// is a table of rounds (one column per seat, a Shifting Chess card in its mover's cell,
// short chess notation, numbering from whose turn the game started).
import { assert, BOARDS, clickSquares, onPhone, open, positionLink, settled } from "./helpers.mjs";
import { START } from "./shifting-chess.mjs";

/** A page on a phone-sized context; `run(page)` inside, the context closed after. */
const onPhonePage = (browser, run) => onPhone(browser, async (context) => run(await context.newPage()));

/** The element's box on screen. */
const box = (page, sel) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
}, sel);

/** Stores a game record as the game's autosave, then opens its play page. */
async function openRecord(page, server, game, options, moves, seats = 2) {
  await page.goto(server.url);
  const record = {
    version: 1, id: `moves-${game}`, game, options, start: null, moves,
    seats: Array.from({ length: seats }, () => ({ kind: "human" })), name: "", created: 1, updated: 1,
  };
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`rosette.v1.current.${game}`, JSON.stringify(record)]);
  await page.goto(server.url + `#/play/${game}`);
  await page.waitForSelector(".move-list button.ply");
  await settled(page);
}

/** The move list as rows of cells, each cell its seat and the texts of its plies. */
const table = (page) => page.evaluate(() => [...document.querySelectorAll(".move-list > li")].map((li) =>
  [...li.querySelectorAll(".move-cell")].map((c) => ({
    seat: Number(c.dataset.seat),
    left: Math.round(c.getBoundingClientRect().left),
    plies: [...c.querySelectorAll("button.ply")].map((b) => b.textContent.trim()),
  }))));

export const tests = {
  async "orientation: Play from a scrolled home page opens each game at the top on a phone"({ browser, server }) {
    await onPhonePage(browser, async (page) => {
      for (const [title, game] of [["Chiron", "chiron"], ["Pyrga", "pyrga"], ["Shifting Chess", "shifting-chess"]]) {
        await page.goto(server.url + "#/");
        await page.waitForSelector(".game-card");
        const play = page.locator(`.game-card:has-text('${title}') a.button.primary`);
        await play.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        assert((await page.evaluate(() => window.scrollY)) > 300, "the home page is scrolled down");
        await play.evaluate((a) => a.click());
        await page.waitForSelector(BOARDS[game]);
        const y = await page.evaluate(() => window.scrollY);
        assert(y === 0, `${game}: the page opens at its top, not at ${y}`);
        const board = await box(page, ".board-area");
        assert(board.top >= 0 && board.top < 740, `${game}: the board starts on screen (${board.top})`);
      }
    });
  },

  async "orientation: whose turn it is shows beside the board on a phone, for every game"({ browser, server }) {
    await onPhonePage(browser, async (page) => {
      for (const [game, board] of Object.entries(BOARDS)) {
        await page.goto(server.url + `#/play/${game}`);
        await page.waitForSelector(board);
        const status = await box(page, ".status");
        assert(status.top >= 0 && status.bottom <= 740, `${game}: the turn line is on screen: ${JSON.stringify(status)}`);
        assert(/to move|thinking|to apply|to place/.test(await page.locator(".status").textContent()), `${game}: it says whose turn`);
        const area = await box(page, ".board-area svg");
        assert(area.top < 740 && area.bottom > 0, `${game}: with the board in view`);
      }
    });
  },

  async "orientation: whose turn it is shows beside the board at 1280×900"({ context, server }) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [game, board] of Object.entries(BOARDS)) {
      await page.goto(server.url + `#/play/${game}`);
      await page.waitForSelector(board);
      const status = await box(page, ".status");
      assert(status.top >= 0 && status.bottom <= 900, `${game}: the turn line is on screen: ${JSON.stringify(status)}`);
    }
  },

  async "orientation: a Shifting Chess card sits in its mover's cell, moves in short notation"({ context, server }) {
    const page = await context.newPage();
    await openRecord(page, server, "shifting-chess", "seed=7",
      ["e4e6", "e9e7", "d3c5", "draw-rotate", "rotate-F-ccw", "d10c8"]);
    const rows = await table(page);
    assert(rows.length === 2, `two rounds: ${JSON.stringify(rows)}`);
    assert(JSON.stringify(rows[0].map((c) => c.plies)) === JSON.stringify([["e6"], ["e7"]]), JSON.stringify(rows[0]));
    assert(JSON.stringify(rows[1].map((c) => c.plies)) === JSON.stringify([["Nc5", "Rotate", "F ↺"], ["Nc8"]]), JSON.stringify(rows[1]));
    assert(rows.every((r) => r.map((c) => c.seat).join() === "0,1"), "White's column, then Black's");
    assert(rows[0][1].left === rows[1][1].left, "Black's column lines up");
    const head = await page.locator(".move-head").textContent();
    assert(/White\s*Black/.test(head), `columns named: ${head}`);
    // The notation stays on each move for replay and copying.
    assert((await page.locator(".move-list button.ply >> nth=2").getAttribute("data-move")) === "d3c5", "notation kept");
  },

  async "orientation: a position with Black to move starts its first round in Black's column"({ context, server }) {
    const page = await open(context, server, positionLink("shifting-chess", START.replace(" w m - 0 0 ", " b m - 0 1 ")));
    await clickSquares(page, "e9", "e7");
    const rows = await table(page);
    assert(rows.length === 1 && rows[0][0].plies.length === 0, `White's cell is empty: ${JSON.stringify(rows)}`);
    assert(JSON.stringify(rows[0][1].plies) === JSON.stringify(["e7"]), `Black's move in Black's column: ${JSON.stringify(rows)}`);
  },

  async "orientation: Chirality with three players has one row per round and one column per player"({ context, server }) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const moves = CHIRALITY_3P;
    await openRecord(page, server, "chirality", "players=3,setup=b", moves, 3);
    const rows = await table(page);
    assert(rows.length === Math.ceil(moves.length / 3), `${rows.length} rounds for ${moves.length} moves`);
    for (const [i, row] of rows.entries()) {
      assert(row.map((c) => c.seat).join() === "0,1,2", `row ${i}: three columns`);
      row.forEach((c, seat) => {
        const want = moves.slice(i * 3 + seat, i * 3 + seat + 1);
        assert(JSON.stringify(c.plies) === JSON.stringify(want), `row ${i} seat ${seat}: ${JSON.stringify(c.plies)}`);
      });
      assert(row.every((c, k) => c.left === rows[0][k].left), `row ${i}: columns line up`);
    }
    // No move breaks over two lines.
    const tall = await page.locator(".move-list button.ply").evaluateAll((els) =>
      els.filter((e) => e.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(e).fontSize) + 8).map((e) => e.textContent));
    assert(tall.length === 0, `moves broken over lines: ${tall}`);
    const head = await page.locator(".move-head").textContent();
    assert(/Blue\s*Vermillion\s*Green/.test(head), `columns named: ${head}`);
  },
};

// Seven legal moves of a three-player R2 game (setup B), checked with `rosette moves`.
const CHIRALITY_3P = ["A10-A12", "C17-C22", "D10-D12", "A12-A25", "C10-C12", "D12-D25", "A11-A13"];
