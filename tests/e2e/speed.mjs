// Responsiveness with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate): on each board a
// move by clicks, then the AI's reply. Printed, not asserted (timings vary from run to run):
// the longest click-to-next-paint of the move (Event Timing), and the main-thread long tasks
// (PerformanceObserver "longtask", over 50 ms) from the move until the AI's reply is shown.
import { assert, BOARDS as READY, clickAMove, onView, open, settled, waitMoves } from "./helpers.mjs";

/** One human move on each board, by clicks as a player makes it. */
const BOARDS = {
  pyrga: {
    move: async (page) => assert(await clickAMove(page), "a Pyrga move"),
  },
  chiron: {
    move: async (page) => {
      await page.click("#sq-e1");
      await page.locator("g.csq[data-mark=dot]").first().click();
    },
  },
  "shifting-chess": {
    move: async (page) => {
      await page.click("#sq-e4");
      await page.click("#sq-e6");
    },
  },
  chirality: {
    move: async (page) => {
      // Real clicks at the middle of each tile's face (the touch areas overlap).
      const click = async (tile) => {
        const r = await page.locator(`g.tile[data-tile='${tile}'] polygon.face`).boundingBox();
        await page.mouse.click(r.x + r.width / 2, r.y + r.height / 2);
      };
      const own = await page.locator(".piece-at[data-owner='0']").evaluateAll((els) => els.map((e) => e.dataset.tile));
      for (const t of own) {
        await click(t);
        const target = await page.locator("g.tile.target").first().getAttribute("data-tile").catch(() => null);
        if (target !== null) return click(target);
      }
      throw new Error("no Chirality piece can move");
    },
  },
};

/** Records long tasks, input-to-paint durations and when the move list grows, from the
 *  first script on. */
function observe() {
  window.__long = [];
  window.__events = [];
  window.__plies = [];
  new MutationObserver(() => {
    const n = document.querySelectorAll(".move-list button.ply:not(.future)").length;
    const last = window.__plies[window.__plies.length - 1];
    if (!last || last.n !== n) window.__plies.push({ n, t: performance.now() });
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push({ start: e.startTime, duration: e.duration })))
    .observe({ type: "longtask", buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__events.push({ name: e.name, start: e.startTime, duration: e.duration })))
    .observe({ type: "event", durationThreshold: 16, buffered: true });
}

export const tests = {
  async "speed: a move on each board and the AI's reply with the CPU 4× slower (figures printed)"({ context, server }) {
    await context.addInitScript(observe);
    for (const [game, board] of Object.entries(BOARDS)) {
      const page = await open(context, server, `#/play/${game}`, READY[game]);
      await settled(page); // the page has drawn its game before the CPU is slowed
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      try {
        const before = await onView(page);
        const t0 = await page.evaluate(() => performance.now());
        await board.move(page);
        // The move, then the AI's reply (Medium, the default opponent).
        await waitMoves(page, before + 2, { atLeast: true, timeout: 60000 });
        // The long tasks observed until the reply's frame has been painted.
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
        const { long, events, plies: grew } = await page.evaluate(() => ({ long: window.__long, events: window.__events, plies: window.__plies }));
        const moved = grew.find((p) => p.n > before).t;
        const replied = grew.find((p) => p.n > before + 1).t;
        const during = long.filter((t) => t.start >= t0);
        const thinking = during.filter((t) => t.start >= moved);
        const input = events.filter((e) => e.start >= t0 && ["click", "pointerup", "pointerdown", "mouseup"].includes(e.name));
        const worst = (xs) => xs.reduce((m, x) => Math.max(m, x.duration), 0).toFixed(0);
        console.log(`     ${game.padEnd(15)} move: slowest click to paint ${input.length ? worst(input) : "<16"} ms; ` +
          `AI reply after ${((replied - moved) / 1000).toFixed(1)} s; long tasks while it thought: ${thinking.length} ` +
          `(longest ${worst(thinking)} ms); during the move: ${during.length - thinking.length} (longest ${worst(during.filter((t) => t.start < moved))} ms)`);
      } finally {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }).catch(() => {});
        await cdp.detach().catch(() => {});
        await page.close();
      }
    }
  },
};
