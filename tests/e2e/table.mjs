// Browser tests of a game in progress: take-backs that stick through a reload, resigning, links that
// keep their seats, "Send move" only when two people play, the new-game dialog starting
// from the game on the table, and a worker of another build refused.
import { assert, clickAMove, eventually, moveCount, moveTexts, newGame, open, shotPath, statusText, waitMoves } from "./helpers.mjs";

const waitCount = waitMoves;
const status = statusText;

export const tests = {
  async "table: undo against the AI takes back, and a reload shows the game as left"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "beginner" });
    assert(await clickAMove(page), "a move");
    await waitCount(page, 2);
    await clickAMove(page, 1);
    await waitCount(page, 4);
    await page.click("button:has-text('Undo')");
    await waitCount(page, 2);
    assert(!/Viewing/.test(await status(page)), `a take-back, not a replay view: ${await status(page)}`);
    assert(/White/.test(await status(page)), "the person's turn again");
    await page.reload();
    await page.waitForSelector("svg.pyrga-board g.cell");
    await waitCount(page, 2);
    assert((await moveCount(page)) === 2, "the taken back moves stay gone");
    // Had the AI been asked, the settled panel would show it thinking.
    assert(!(await page.locator(".status .spinner").count()), "the AI waits for the person");
    assert(!/Viewing/.test(await status(page)), await status(page));
    assert(await page.locator("button:has-text('Redo')").isDisabled(), "nothing to put back after a reload");
  },

  async "table: redo puts back the person's move and the AI's reply"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "beginner" });
    await clickAMove(page);
    await waitCount(page, 2);
    const before = await moveTexts(page);
    await page.click("button:has-text('Undo')");
    await waitCount(page, 0);
    await page.click("button:has-text('Redo')");
    await waitCount(page, 2);
    const after = await moveTexts(page);
    assert(JSON.stringify(after) === JSON.stringify(before), `${after} vs ${before}`);
  },

  async "table: a game link keeps the AI's seat; Send move only when two people play"({ browser, context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "easy" });
    await clickAMove(page);
    await waitCount(page, 2);
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    const fresh = await browser.newContext();
    try {
      const other = await open(fresh, server, url.slice(server.url.length));
      await waitCount(other, 2);
      const players = await other.locator(".players").textContent();
      assert(/Black: AI \(Easy\)/.test(players) && /White: human/.test(players), players);
      // The AI still answers there.
      await clickAMove(other);
      await waitCount(other, 4);
    } finally {
      await fresh.close();
    }
    assert((await page.locator(".send-move").count()) === 0, "no Send move against the AI");
    await newGame(page);
    await clickAMove(page);
    await page.waitForSelector(".send-move button:has-text('Send move')");
  },

  async "table: resigning asks once, ends the game, survives a reload and travels in a link; Undo takes it back"({ browser, context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "beginner" });
    await clickAMove(page);
    await waitCount(page, 2);
    await page.click("button.resign");
    // Asked in place, with the harmless answer focused: "Keep playing" changes nothing.
    await page.waitForSelector(".resign-confirm:has-text('Resign as White?')");
    assert(await page.evaluate(() => document.activeElement?.textContent === "Keep playing"), "Keep playing has the focus");
    await page.keyboard.press("Enter");
    await page.waitForSelector("button.resign");
    assert(!/resigned/.test(await status(page)), "not resigned");
    await page.click("button.resign");
    await page.click("button:has-text('Yes, resign')");
    await page.waitForSelector(".status.result");
    assert((await status(page)) === "Black wins — White resigned", await status(page));
    assert(await page.locator(".move-result:has-text('White resigned')").isVisible(), "the move list ends with it");
    assert(await page.locator("button.resign").isDisabled(), "no second resignation");
    assert((await page.locator("svg.pyrga-board g.cell.target").count()) === 0 && (await page.locator(".tray-piece:not([disabled])").count()) === 0, "the board takes no move");
    await page.screenshot({ path: shotPath("resigned.png") });
    await page.reload();
    await page.waitForSelector(".status.result");
    assert((await status(page)) === "Black wins — White resigned", `after a reload: ${await status(page)}`);
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    assert(url.includes("~r1"), url);
    const fresh = await browser.newContext();
    try {
      const other = await open(fresh, server, url.slice(server.url.length));
      await other.waitForSelector(".status.result");
      assert((await status(other)) === "Black wins — White resigned", `from the link: ${await status(other)}`);
    } finally {
      await fresh.close();
    }
    // A take-back after resigning takes back only the resignation; the game goes on.
    await page.click("button:has-text('Undo')");
    await page.waitForSelector(".status:not(.result)");
    assert((await moveCount(page)) === 2 && /White/.test(await status(page)), await status(page));
    // The link with the resignation continues this game with it, and says so.
    await page.goto(url);
    await page.waitForSelector(".notice.info:has-text('Continued your game with the resignation from the link.')");
    await page.waitForSelector(".status.result");
    await page.click("button:has-text('Undo')");
    await page.waitForSelector(".status:not(.result)");
    assert(await clickAMove(page), "the game goes on");
    await waitCount(page, 4);
  },

  async "table: the move list keeps the move on view in sight, scrolling itself and not the page"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    for (let ply = 0; ply < 22 && !(await page.locator(".status.result").count()); ply++) {
      assert(await clickAMove(page, ply), `ply ${ply}`);
    }
    const inSight = () => page.evaluate(() => {
      const list = document.querySelector(".move-scroll");
      const current = list.querySelector(".ply.current");
      const [l, c] = [list.getBoundingClientRect(), current.getBoundingClientRect()];
      return { fits: c.top >= l.top - 1 && c.bottom <= l.bottom + 1, scrolled: list.scrollTop, overflows: list.scrollHeight > list.clientHeight };
    });
    let seen;
    await eventually(async () => {
      seen = await inSight();
      assert(seen.overflows && seen.fits && seen.scrolled > 0, `the last move in sight: ${JSON.stringify(seen)}`);
    });
    const pageScroll = await page.evaluate(() => window.scrollY);
    await page.click("button[aria-label='First position']");
    await page.click("button[aria-label='Next move']");
    await page.waitForFunction(() => document.querySelector(".move-scroll .ply.current")?.dataset.ply === "1");
    // The list scrolls in the next frame.
    await eventually(async () => {
      seen = await inSight();
      assert(seen.fits, `move 1 in sight: ${JSON.stringify(seen)}`);
    });
    assert((await page.evaluate(() => window.scrollY)) === pageScroll, "the page itself did not scroll");
  },

  async "table: the new-game dialog starts from the game's options"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    await page.click("button:has-text('New game')");
    await page.check("input[name=board][value=r2]");
    await page.check("input[name=setup][value=a]");
    await page.selectOption("select[data-seat='1']", "hard");
    await page.click("button:has-text('Start')");
    await page.waitForSelector(".modal", { state: "detached" });
    await page.click("button:has-text('New game')");
    assert(await page.locator("input[name=board][value=r2]").isChecked(), "R2 stays R2");
    assert(await page.locator("input[name=setup][value=a]").isChecked(), "setup A stays A");
    assert((await page.locator("select[data-seat='1']").inputValue()) === "hard", "the AI seat stays at its level");
    // R1 with setup C and three players: three seats, no refusal.
    await page.check("input[name=board][value=r1]");
    await page.check("input[name=setup][value=c]");
    await page.selectOption("select[aria-label='Number of players']", "3");
    assert((await page.locator(".modal select[data-seat]").count()) === 3, "three seat rows");
    assert((await page.locator(".modal .notice.error").count()) === 0, "no bad option");
    await page.click("button:has-text('Start')");
    await page.waitForSelector(".modal", { state: "detached" });
    await page.click("button:has-text('New game')");
    assert(await page.locator("input[name=board][value=r1]").isChecked(), "R1 stays R1");
    assert(await page.locator("input[name=setup][value=c]").isChecked(), "setup C stays C");
    assert((await page.locator("select[aria-label='Number of players']").inputValue()) === "3", "three players");
  },

  async "table: a worker of another build is refused with a notice"({ browser, server }) {
    // Without the service worker, which would serve this build's loader from its cache.
    const context = await browser.newContext({ serviceWorkers: "block" });
    try {
      await context.route("**/worker_loader.js?*", (route) => route.fulfill({
        contentType: "text/javascript",
        body: "postMessage({ ready: { build: 'an-older-build' } }); onmessage = () => {};",
      }));
      const page = await open(context, server, "#/play/pyrga");
      await newGame(page, { ai: true, level: "beginner" });
      await clickAMove(page);
      await page.waitForSelector(".notice.error:has-text('another version of Rosette')");
      assert((await moveCount(page)) === 1, "the other build's AI did not move");
    } finally {
      await context.close();
    }
  },
};
