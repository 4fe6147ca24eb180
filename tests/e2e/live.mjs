// Live play between two devices over WebRTC with no server: two Chromium contexts connect
// by invitation and answer links, play a whole Pyrga game, survive a reload mid-game, and
// refuse an illegal move one of them injects; Shifting Chess ends in an agreed draw. Chromium runs with loopback allowed in peer
// connections (and without mDNS host names), so no network is needed.
import { chromium } from "playwright-core";
import { ARGS } from "./harness.mjs";
import { assert, clickAMove, settled } from "./helpers.mjs";

const LIVE_ARGS = [...ARGS, "--allow-loopback-in-peer-connection", "--disable-features=WebRtcHideLocalIpsWithMdns"];

const plies = (page) => page.locator(".move-list button.ply").count();
const moves = (page) => page.locator(".move-list button.ply").allTextContents();
const status = (page) => page.locator(".live-status").getAttribute("data-status");

/** Waits until `page` says its live connection is `state`. */
async function until(page, state) {
  try {
    await page.waitForSelector(`.live-status[data-status=${state}]`, { timeout: 20000 });
  } catch (e) {
    const said = await page.evaluate(() => ({
      status: document.querySelector(".live-status")?.dataset.status,
      text: document.querySelector("section.live")?.textContent,
      notices: [...document.querySelectorAll(".notice")].map((n) => n.textContent),
    }));
    throw new Error(`the page never said "${state}"; it says ${JSON.stringify(said)}\n${e.message}`);
  }
}

/** The link the live panel shows once it is made. */
async function shownLink(page) {
  await page.waitForFunction(() => document.querySelector(".live-link")?.value?.includes("/live/"), null, { timeout: 20000 });
  return page.locator(".live-link").inputValue();
}

/** A invites, B opens the invitation, A pastes B's answer (or opens it in a new tab, as a
 *  phone's camera does: that tab passes it to A's); returns the ms from the answer's paste
 *  or opening to "Connected" on both. */
async function connect(a, b, { invite = "Play a friend live", newTab = false } = {}) {
  await a.click(`button:has-text('${invite}')`);
  const invitation = await shownLink(a);
  await b.goto(invitation);
  const answer = await shownLink(b);
  const started = Date.now();
  let tab = null;
  if (newTab) {
    tab = await a.context().newPage();
    await tab.goto(answer);
  } else {
    await a.fill(".live-answer", answer);
    await a.click("button:has-text('Connect')");
  }
  await until(a, "connected");
  await until(b, "connected");
  const ms = Date.now() - started;
  if (tab) {
    assert(/passed to your other tabs/.test(await tab.locator(".notice").textContent()), "the new tab says where the answer went");
    await tab.close();
  }
  return ms;
}

/** The page whose player is to move: the one with a playable tray. */
async function toMove(a, b) {
  for (let i = 0; i < 200; i++) {
    for (const p of [a, b]) if ((await p.locator(".tray-piece:not([disabled])").count()) > 0) return p;
    await settled(a);
  }
  throw new Error("neither page may move");
}

/** Both pages list `n` moves. */
async function bothAt(a, b, n) {
  for (const p of [a, b]) {
    await p.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length === n, n, { timeout: 10000 });
  }
}

/** Both pages list the same moves, more than `before`; returns how many. */
async function bothPast(a, b, before) {
  await a.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length > n, before, { timeout: 10000 });
  const n = await plies(a);
  await bothAt(a, b, n);
  return n;
}

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

async function livePages(game) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: LIVE_ARGS });
  const errors = [];
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && m.text().includes("panicked at") && errors.push(m.text()));
    return page;
  };
  return { browser, errors, a: await open(), b: await open(), game };
}

export const tests = {
  async "live: 20 plies of Shifting Chess with cards dealt by each device's deck, then a draw agreed"({ server }) {
    const { browser, errors, a, b } = await livePages("shifting-chess");
    try {
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
      assert(JSON.stringify(await moves(a)) === JSON.stringify(await moves(b)), "both devices hold the same game");
      // A draw offered and agreed ends the game on both, and stays in the game's record.
      await a.click("button:has-text('Offer a draw')");
      await b.click("section.live button:has-text('Accept')");
      for (const p of [a, b]) {
        await p.waitForSelector(".status.result:has-text('the players agreed to draw')");
        await p.waitForSelector(".move-result:has-text('Draw agreed')");
      }
      await b.reload();
      await b.waitForSelector(".status.result:has-text('the players agreed to draw')");
      assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
    } finally {
      await browser.close();
    }
  },

  async "live: two devices play a whole Pyrga game, one reloads mid-game, an injected illegal move is refused"({ server }) {
    const { browser, errors, a, b } = await livePages("pyrga");
    try {
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
          // B reloads: its game comes back from storage, and a new invitation reconnects.
          const before = await moves(b);
          await b.reload();
          await b.waitForSelector("svg.pyrga-board g.cell");
          await until(b, "reconnecting");
          await until(a, "reconnecting");
          assert(JSON.stringify(await moves(b)) === JSON.stringify(before), "no move lost by the reload");
          await connect(a, b, { invite: "New invitation" });
          await bothAt(a, b, n);
        }
      }
      assert(n > 6, `the game ended after ${n} plies, before the reload was tried`);
      await b.waitForSelector(".status.result");
      assert(JSON.stringify(await moves(a)) === JSON.stringify(await moves(b)), "both devices hold the same game");
      assert(/wins|Draw/.test(await b.locator(".status").textContent()), "the result is shown on both");
      assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
    } finally {
      await browser.close();
    }
  },
};
