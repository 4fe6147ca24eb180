// Browser tests of a game in progress: take-backs that stick through a reload, links that
// keep their seats, "Send move" only when two people play, the new-game dialog starting
// from the game on the table, and a worker of another build refused.
import { assert } from "./harness.mjs";
import { openPyrga, newGame, clickAMove, moveCount } from "./pyrga.mjs";
import { openChirality } from "./chirality.mjs";

async function waitCount(page, n) {
  await page.waitForFunction((k) => document.querySelectorAll(".move-list button.ply").length === k, n, { timeout: 30000 });
}

const status = (page) => page.locator(".status-text").textContent();

export const tests = {
  async "table: undo against the AI takes back, and a reload shows the game as left"({ context, server }) {
    const page = await openPyrga(context, server);
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
    await page.waitForTimeout(500);
    assert((await moveCount(page)) === 2, "the taken back moves stay gone, and the AI waits for the person");
    assert(!/Viewing/.test(await status(page)), await status(page));
    assert(await page.locator("button:has-text('Redo')").isDisabled(), "nothing to put back after a reload");
  },

  async "table: redo puts back the person's move and the AI's reply"({ context, server }) {
    const page = await openPyrga(context, server);
    await newGame(page, { ai: true, level: "beginner" });
    await clickAMove(page);
    await waitCount(page, 2);
    const before = await page.locator(".move-list button.ply").allTextContents();
    await page.click("button:has-text('Undo')");
    await waitCount(page, 0);
    await page.click("button:has-text('Redo')");
    await waitCount(page, 2);
    const after = await page.locator(".move-list button.ply").allTextContents();
    assert(JSON.stringify(after) === JSON.stringify(before), `${after} vs ${before}`);
  },

  async "table: a game link keeps the AI's seat; Send move only when two people play"({ browser, context, server }) {
    const page = await openPyrga(context, server);
    await newGame(page, { ai: true, level: "easy" });
    await clickAMove(page);
    await waitCount(page, 2);
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    const fresh = await browser.newContext();
    try {
      const other = await openPyrga(fresh, server, url.slice(server.url.length));
      await waitCount(other, 2);
      const players = await other.locator(".players").textContent();
      assert(/Black: AI \(easy\)/.test(players) && /White: human/.test(players), players);
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

  async "table: the new-game dialog starts from the game's options"({ context, server }) {
    const page = await openChirality(context, server);
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

  async "table: a worker of another build is refused with a notice"({ context, server }) {
    await context.route("**/worker_loader.js*", (route) => route.fulfill({
      contentType: "text/javascript",
      body: "postMessage({ kind: 'ready', build: 'an-older-build' }); onmessage = () => {};",
    }));
    const page = await openPyrga(context, server);
    await newGame(page, { ai: true, level: "beginner" });
    await clickAMove(page);
    await page.waitForSelector(".notice.error:has-text('another version of Rosette')");
    assert((await moveCount(page)) === 1, "the other build's AI did not move");
  },
};
