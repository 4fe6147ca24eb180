// Browser tests of analysis and replay: stepping through a game by buttons, keys and the
// move list; "Play from here"; links with a ply; the evaluation graph (with screenshots).
import { assert, clickAMove, clickSquares, moveCount, moveTexts, newChiralityGame, newGame, open, positionLink, shotPath, statusText, stepAPiece, waitMoves } from "./helpers.mjs";
import { START } from "./shifting-chess.mjs";

const status = statusText;
const cells = (page) => page.locator("g.cell").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")).join("|"));

/** A two-human Pyrga game of `n` moves. */
async function pyrgaGame(context, server, n) {
  const page = await open(context, server, "#/play/pyrga");
  await newGame(page);
  await pyrgaMoves(page, n);
  return page;
}

/** Plays `n` moves by clicks. */
async function pyrgaMoves(page, n) {
  for (let i = 0; i < n; i++) assert(await clickAMove(page, i), `move ${i + 1} played`);
}

const shot = shotPath;

async function evaluate(page, positions) {
  await page.click("button:has-text('Evaluate game')");
  await page.waitForFunction((n) => document.querySelectorAll(".eval-graph rect.ply-hit").length === n
    && !document.querySelector(".analysis progress"), positions, { timeout: 60000 });
}

async function waitStatus(page, re) {
  await page.waitForFunction((src) => new RegExp(src).test(document.querySelector(".status-text")?.textContent ?? ""), re.source);
}

export const tests = {
  async "analysis: step back and forth by buttons, keys and the move list"({ context, server }) {
    const page = await pyrgaGame(context, server, 4);
    const end = await cells(page);
    await page.click("button[aria-label='Previous move']");
    await waitStatus(page, /^Viewing move 3 of 4/);
    assert((await cells(page)) !== end, "the board shows the earlier position");
    assert((await moveCount(page)) === 4, "stepping back deletes nothing");
    // Keys work with the focus on the move list or the page, not on the board.
    await page.locator(".move-list button.ply").first().focus();
    await page.keyboard.press("ArrowLeft");
    await waitStatus(page, /^Viewing move 2 of 4/);
    await page.keyboard.press("Home");
    await waitStatus(page, /^Viewing the start/);
    assert(!/White|Black/.test(await cells(page)), "an empty board at the start");
    await page.keyboard.press("ArrowRight");
    await waitStatus(page, /^Viewing move 1 of 4/);
    await page.keyboard.press("End");
    await page.waitForFunction(() => !/Viewing/.test(document.querySelector(".status-text").textContent));
    assert((await cells(page)) === end, "back at the last move");
    // On the board the arrows move between squares instead.
    await page.focus("#cell-b2");
    await page.keyboard.press("ArrowLeft");
    assert(!/Viewing/.test(await status(page)), "arrows on the board do not step through moves");
    // Clicking a move goes there, marks it and keeps the later moves.
    await page.locator(".move-list button.ply").nth(1).click();
    await waitStatus(page, /^Viewing move 2 of 4/);
    const current = page.locator(".move-list button.ply.current");
    assert((await current.count()) === 1 && (await current.getAttribute("aria-current")) === "step", "the current move is marked");
    assert((await page.locator(".ply.future").count()) === 2, "two later moves kept");
    // A reload keeps the whole game.
    await page.reload();
    await page.waitForSelector(".move-list button.ply");
    assert((await moveCount(page)) === 4, "the autosave holds every move");
    // Another move at an earlier point replaces the moves after it, as after Undo.
    await page.locator(".move-list button.ply").nth(1).click();
    await waitStatus(page, /^Viewing move 2 of 4/);
    assert(await clickAMove(page, 1), "a move at move 2");
    await waitMoves(page, 3);
    assert((await page.locator(".ply.future").count()) === 0 && !/Viewing/.test(await status(page)), "the line ends with the new move");
  },

  async "analysis: play from here branches and keeps the original in Saves"({ context, server }) {
    const page = await pyrgaGame(context, server, 4);
    await page.locator(".move-list button.ply").nth(1).click();
    await waitStatus(page, /^Viewing move 2 of 4/);
    await page.click("button:has-text('Play from here')");
    await page.waitForSelector(".notice.info:has-text('continues from move 2')");
    assert((await moveCount(page)) === 2 && (await page.locator(".ply.future").count()) === 0, "the branch has the first two moves");
    assert(!/Viewing/.test(await status(page)), "the branch is at its last move");
    assert((await page.locator("button:has-text('Play from here')").count()) === 0, "no branching at the end");
    await clickAMove(page, 3);
    await waitMoves(page, 3);
    await page.click("nav >> text=Saves");
    await page.waitForSelector("li.save");
    const saves = await page.locator("li.save").allTextContents();
    assert(saves.some((t) => t.includes("4 moves")), `the original 4-move game is kept: ${saves}`);
    assert(saves.some((t) => t.includes("Pyrga (from move 2)") && t.includes("3 moves")), `the branch is named: ${saves}`);
  },

  async "analysis: a link with a ply opens at that move"({ browser, context, server }) {
    const page = await pyrgaGame(context, server, 5);
    await page.locator(".move-list button.ply").nth(2).click();
    await waitStatus(page, /^Viewing move 3 of 5/);
    const at3 = await cells(page);
    await page.check("text=Link to this move");
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    assert(/[?&]ply=3#/.test(url), url);
    const fresh = await browser.newContext();
    const other = await open(fresh, server, url.slice(server.url.length));
    await waitStatus(other, /^Viewing move 3 of 5/);
    assert((await cells(other)) === at3, "the same position as at move 3");
    assert((await moveCount(other)) === 5, "with the whole game");
    assert(!other.url().includes("ply="), "the ply is taken out of the address bar");
    await fresh.close();
  },

  async "analysis: evaluate game draws one point per position"({ context, server }) {
    const page = await pyrgaGame(context, server, 12);
    await evaluate(page, 13);
    const summary = await page.locator(".eval-graph").getAttribute("aria-describedby");
    const label = await page.locator("#" + summary).textContent();
    assert(/Evaluation graph of 13 positions/.test(label), label);
    assert((await page.locator(".eval-graph .eval-line").count()) === 1, "one line for two players");
    await page.locator(".eval-graph rect.ply-hit").nth(2).click();
    await waitStatus(page, /^Viewing move 2 of 12/);
    assert(/^Move 2 \(/.test(await page.locator(".eval-readout").textContent()), "the readout names the move");
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.locator(".analysis").scrollIntoViewIfNeeded();
        await page.locator(".panel").screenshot({ path: shot(`analysis-${width}-${scheme}.png`) });
        if (width === 1280) await page.screenshot({ path: shot(`analysis-page-${scheme}.png`) });
      }
    }
    // A new game starts without the old graph.
    await newGame(page);
    await page.waitForSelector(".eval-graph", { state: "detached" });
    await pyrgaMoves(page, 6);
    await evaluate(page, 7);
  },

  async "analysis: shifting chess replays its recorded draw"({ context, server }) {
    const page = await open(context, server, positionLink("shifting-chess", START));
    for (const [from, to] of [["e4", "e6"], ["e9", "e7"], ["d4", "d5"]]) await clickSquares(page, from, to);
    await page.waitForSelector(".sc-card[data-card=slide]");
    await waitMoves(page, 4);
    const line = await moveTexts(page);
    assert(line.length === 4, `three moves and the draw: ${line}`);
    await page.click("button[aria-label='Previous move']");
    await waitStatus(page, /^Viewing move 3 of 4/);
    await page.click("button[aria-label='Next move']");
    await page.waitForSelector(".sc-card[data-card=slide]");
    assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(line), "the draw is replayed, not drawn again");
    await evaluate(page, 5);
  },

  async "analysis: chirality with three players draws one line each"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    await newChiralityGame(page, { players: 3 });
    for (let ply = 0; ply < 3; ply++) {
      await stepAPiece(page, ply % 3);
      await waitMoves(page, ply + 1);
    }
    await evaluate(page, 4);
    assert((await page.locator(".eval-graph polyline.eval-share").count()) === 3, "one line per player");
    assert((await page.locator(".eval-key").count()) === 3, "a key per player");
    const label = await page.locator(".eval-graph").getAttribute("aria-valuetext");
    assert(/Blue \d+%, Vermillion \d+%, Green \d+%/.test(label), label);
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator(".analysis").screenshot({ path: shot(`analysis-chirality-${scheme}.png`) });
    }
  },
};
