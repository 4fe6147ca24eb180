// Responsiveness with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate): on each board a
// move by clicks, then the AI's reply. Printed, not asserted (timings vary from run to run):
// the longest click-to-next-paint of the move (Event Timing), and the main-thread long tasks
// (PerformanceObserver "longtask", over 50 ms) from the move until the AI's reply is shown.
import { assert } from "./harness.mjs";
import { clickAMove } from "./pyrga.mjs";
import { stepAPiece } from "./chirality.mjs";

const plies = (page) => page.locator(".move-list button.ply:not(.future)").count();

/** One human move on each board, by clicks as a player makes it. */
const BOARDS = {
  pyrga: {
    ready: "svg.pyrga-board g.cell",
    move: async (page) => assert(await clickAMove(page), "a Pyrga move"),
  },
  chiron: {
    ready: "svg.chiron-board g.csq",
    move: async (page) => {
      await page.click("#sq-e1");
      await page.locator("g.csq[data-mark=dot]").first().click();
    },
  },
  "shifting-chess": {
    ready: "svg.sc-board rect.sc-hit",
    move: async (page) => {
      await page.click("#sq-e4");
      await page.click("#sq-e6");
    },
  },
  chirality: {
    ready: "svg.penrose-board g.tile",
    move: async (page) => {
      if (await page.locator(".piece-at[data-owner='0']").count()) {
        await stepAPiece(page, 0);
      } else {
        // Setups that start empty: muster from the reserve onto a lit Gate.
        await page.locator(".chirality-side button:not([disabled])").first().click();
        await page.locator("g.tile.target").first().dispatchEvent("click");
      }
    },
  },
};

/** Records long tasks and input-to-paint durations from the first script on. */
function observe() {
  window.__long = [];
  window.__events = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push({ start: e.startTime, duration: e.duration })))
    .observe({ type: "longtask", buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__events.push({ name: e.name, start: e.startTime, duration: e.duration })))
    .observe({ type: "event", durationThreshold: 16, buffered: true });
}

export const tests = {
  async "speed: a move on each board and the AI's reply with the CPU 4× slower (figures printed)"({ context, server }) {
    await context.addInitScript(observe);
    for (const [game, board] of Object.entries(BOARDS)) {
      const page = await context.newPage();
      await page.goto(server.url + `#/play/${game}`);
      await page.waitForSelector(board.ready);
      await page.waitForTimeout(500);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      try {
        const before = await plies(page);
        const t0 = await page.evaluate(() => performance.now());
        await board.move(page);
        await page.waitForFunction((n) => document.querySelectorAll(".move-list button.ply:not(.future)").length > n, before);
        const moved = await page.evaluate(() => performance.now());
        // The AI's reply (Medium, the default opponent).
        await page.waitForFunction((n) => document.querySelectorAll(".move-list button.ply:not(.future)").length > n + 1, before, { timeout: 60000 });
        const replied = await page.evaluate(() => performance.now());
        const { long, events } = await page.evaluate(() => ({ long: window.__long, events: window.__events }));
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
