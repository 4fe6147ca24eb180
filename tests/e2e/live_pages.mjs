// What the live-play browser tests (live.mjs, and live_lab.mjs across the network lab) do
// on two devices' pages: connect them by invitation and answer, wait for a connection
// state, find the page to move, and compare what both pages list.
import { assert, settled } from "./helpers.mjs";

/** What a page says of its live connection, for a failure's message. */
export const said = (page) =>
  page.evaluate(() => ({
    status: document.querySelector(".live-line")?.dataset.status,
    line: document.querySelector(".live-line")?.textContent,
    notices: [...document.querySelectorAll(".notice")].map((n) => n.textContent),
  }));

/** Waits until `page` says its live connection is `state` (`data-status` of the status
 *  line: waiting, connected, interrupted, reconnecting, no-path, expired, refused). */
export async function until(page, state, timeout = 20000) {
  try {
    await page.waitForSelector(`.live-line[data-status=${state}]`, { timeout });
  } catch (e) {
    throw new Error(`the page never said "${state}"; it says ${JSON.stringify(await said(page))}\n${e.message}`);
  }
}

/** The link the live panel shows once it is made. */
export async function shownLink(page) {
  await page.waitForFunction(() => document.querySelector(".live-link")?.value?.includes("/live/"), null, { timeout: 20000 });
  return page.locator(".live-link").inputValue();
}

/** A invites (tapping `invite`), B opens the invitation, A pastes B's answer (or opens it
 *  in a new tab, as a phone's camera does: that tab passes it to A's). Returns the
 *  invitation and when the answer was given (Date.now()), without waiting for a
 *  connection. */
export async function exchange(a, b, { invite = "Play a friend live", newTab = false } = {}) {
  await a.click(`button:has-text('${invite}')`);
  const invitation = await shownLink(a);
  await b.goto(invitation);
  const answer = await shownLink(b);
  const given = Date.now();
  if (newTab) {
    const tab = await a.context().newPage();
    await tab.goto(answer);
    await tab.waitForSelector(".notice:has-text('passed to your other tabs')");
    await tab.close();
  } else {
    await a.fill(".live-answer", answer);
    await a.click("button:has-text('Connect')");
  }
  return { invitation, given };
}

/** `exchange`, then waits for "Connected" on both; returns the ms from the answer to it. */
export async function connect(a, b, options = {}) {
  const { given } = await exchange(a, b, options);
  await until(a, "connected");
  await until(b, "connected");
  return Date.now() - given;
}

/** The page whose player is to move: the one with a playable tray (Pyrga). */
export async function toMove(a, b) {
  for (let i = 0; i < 200; i++) {
    for (const p of [a, b]) if ((await p.locator(".tray-piece:not([disabled])").count()) > 0) return p;
    await settled(a);
  }
  throw new Error("neither page may move");
}

/** The moves `page` lists. */
export const moves = (page) => page.locator(".move-list button.ply").allTextContents();

/** Both pages list `n` moves. */
export async function bothAt(a, b, n, timeout = 10000) {
  for (const p of [a, b]) {
    try {
      await p.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length === n, n, { timeout });
    } catch (e) {
      const state = async (q) => ({ ...(await said(q)), moves: await moves(q) });
      throw new Error(`not both at ${n} moves: A ${JSON.stringify(await state(a))}, B ${JSON.stringify(await state(b))}\n${e.message}`);
    }
  }
}

/** Both pages list the same moves, more than `before`; returns how many. */
export async function bothPast(a, b, before) {
  await a.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length > n, before, { timeout: 10000 });
  const n = await a.locator(".move-list button.ply").count();
  await bothAt(a, b, n);
  return n;
}

/** Both pages hold the same game. */
export async function sameGame(a, b) {
  assert(JSON.stringify(await moves(a)) === JSON.stringify(await moves(b)), "both devices hold the same game");
}
