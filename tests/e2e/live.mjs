// Live play between two devices over WebRTC with no server: two browser contexts (two
// devices) connect by invitation and answer links, play a whole Pyrga game, survive a
// reload mid-game (reconnecting in one tap from the status line, with a move made while
// disconnected), and refuse an illegal move one of them injects; Shifting Chess ends in an
// agreed draw. The harness's Chromium allows loopback in peer connections, so no network
// is needed; the network lab (tests/live/lab.sh) plays across NAT routers.
import { assert, clickAMove, settled } from "./helpers.mjs";
import { bothAt, bothPast, connect, exchange, moves, sameGame, toMove, until } from "./live_pages.mjs";

const plies = (page) => page.locator(".move-list button.ply").count();

/** Plays one Shifting Chess turn on `page` if its player is to move there: the card to
 *  apply (a tile, a direction, Apply; or Continue), else a piece of `colour` with a target.
 *  Returns whether it played. */
async function shiftingTurn(page, colour, choice) {
  if (await page.locator(".sc-card").count()) {
    for (let step = 0; step < 6; step++) {
      for (const sel of [".sc-confirm button.primary", ".sc-card button.primary:has-text('Continue')"]) {
        if (await page.locator(sel).count()) {
          await page.click(sel);
          return true;
        }
      }
      const dirs = page.locator("button.sc-dir:not(.illegal)");
      if (await dirs.count()) await dirs.first().click();
      else if (await page.locator("rect.sc-pickable").count()) await page.locator("rect.sc-pickable").nth(choice % (await page.locator("rect.sc-pickable").count())).click({ force: true });
      else return false;
      await settled(page);
    }
    return false;
  }
  const mine = page.locator(`rect.sc-hit[aria-label*='${colour}']`);
  const count = await mine.count();
  for (let i = 0; i < count; i++) {
    await mine.nth((i + choice) % count).click();
    const targets = page.locator("rect.sc-hit.target");
    const t = await targets.count();
    if (t > 0) {
      await targets.nth(choice % t).click();
      return true;
    }
  }
  return false;
}

/** Two devices' pages: A in the test's context, B in another. */
async function livePages(context, newContext) {
  return { a: await context.newPage(), b: await (await newContext()).newPage() };
}

export const tests = {
  async "live: 20 plies of Shifting Chess with cards dealt by each device's deck, then a draw agreed"({ server, context, newContext }) {
    const { a, b } = await livePages(context, newContext);
    await a.goto(server.url + "#/play/shifting-chess");
    await a.waitForSelector("svg.sc-board rect.sc-hit");
    const ms = await connect(a, b, { newTab: true });
    console.log(`     live: from opening the answer in a new tab to "Connected" in ${ms} ms`);
    let n = 0;
    for (let turn = 0; n < 20 && turn < 40; turn++) {
      const played = (await shiftingTurn(a, "White", turn)) || (await shiftingTurn(b, "Black", turn));
      assert(played, `turn ${turn}: neither page could play`);
      n = await bothPast(a, b, n);
    }
    const listed = await a.locator(".move-list button.ply").evaluateAll((els) => els.map((e) => e.dataset.move));
    assert(listed.some((m) => m.startsWith("draw-")), `a card was drawn: ${listed.join(" ")}`);
    await sameGame(a, b);
    // A draw offered and agreed ends the game on both, and stays in the game's record.
    await a.click("button:has-text('Offer a draw')");
    await b.click("section.live button:has-text('Accept')");
    for (const p of [a, b]) {
      await p.waitForSelector(".status.result:has-text('the players agreed to draw')");
      await p.waitForSelector(".move-result:has-text('Draw agreed')");
    }
    await b.reload();
    await b.waitForSelector(".status.result:has-text('the players agreed to draw')");
  },

  async "live: two devices play a whole Pyrga game, one reloads mid-game and reconnects in one tap, a move made meanwhile arrives, an injected illegal move is refused"({ server, context, newContext }) {
    const { a, b } = await livePages(context, newContext);
    await a.goto(server.url + "#/play/pyrga");
    await a.waitForSelector("svg.pyrga-board g.cell");
    const ms = await connect(a, b);
    console.log(`     live: from the answer to "Connected" in ${ms} ms`);
    assert(/Connected to your friend/.test(await a.locator(".live-status").textContent()), "A says connected");
    let n = 0;
    while (!(await a.locator(".status.result").count()) && n < 40) {
      const mover = await toMove(a, b);
      assert(await clickAMove(mover, n), `ply ${n}: nothing to click`);
      n++;
      await bothAt(a, b, n);
      if (n === 4) {
        // One device injects an illegal move: the other refuses it and its game stays.
        const sent = await (mover === a ? b : a).evaluate((n) => window.rosetteLiveSend(JSON.stringify({ move: { ply: n, text: "Zz9" } })), n);
        assert(sent, "the raw message was sent");
        await mover.waitForFunction(() => /which was refused/.test(document.querySelector(".notice.error")?.textContent ?? ""));
        assert((await plies(mover)) === n, "the refused move changed nothing");
      }
      if (n === 6) {
        // B reloads: its game comes back from storage, both pages say the connection is
        // gone and offer Reconnect on the status line.
        const before = await moves(b);
        await b.reload();
        await b.waitForSelector("svg.pyrga-board g.cell");
        await until(b, "reconnecting");
        await until(a, "reconnecting");
        assert(JSON.stringify(await moves(b)) === JSON.stringify(before), "no move lost by the reload");
        // A moves while disconnected: the move is kept.
        const mover = await toMove(a, b);
        assert(await clickAMove(mover, n), "a move while disconnected");
        n++;
        await mover.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length === n, n);
        // One tap on B's status line makes the invitation; A opens it, B takes the answer.
        const other = mover === a ? b : a;
        await exchange(other, mover, { invite: "Reconnect" });
        await until(a, "connected");
        await until(b, "connected");
        await bothAt(a, b, n);
      }
    }
    assert(n > 7, `the game ended after ${n} plies, before the reconnection was tried`);
    await b.waitForSelector(".status.result");
    await sameGame(a, b);
    assert(/wins|Draw/.test(await b.locator(".status").textContent()), "the result is shown on both");
  },
};
