// Browser tests of Pyrga's exact solver: the play page says who wins with best play once
// the position is solved (also for an earlier position picked in the move list), and the
// solver's speed measured in the worker (figures printed, no timed assertion).
import { assert } from "./harness.mjs";
import { openPyrga, newGame, clickAMove, moveCount } from "./pyrga.mjs";

const VERDICT = /^(White wins with best play( \(in \d+ moves?: .*\))?|Black wins with best play( \(in \d+ moves?: .*\))?|Draw with best play)$/;

export const tests = {
  async "solver: the play page says who wins with best play"({ context, server }) {
    const page = await openPyrga(context, server);
    await newGame(page);
    // The opening is not solved within a second: no verdict is shown.
    await page.waitForTimeout(1500);
    assert((await page.locator(".proof-line").count()) === 0, "no verdict at the start");
    let plies = 0;
    while (plies < 16 && !(await page.locator(".status.result").count())) {
      const before = await moveCount(page);
      assert(await clickAMove(page, plies), `ply ${plies}: nothing to click`);
      await page.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length > n, before);
      plies++;
    }
    if (await page.locator(".status.result").count()) return; // over early: nothing to prove
    await page.waitForSelector(".proof-line", { timeout: 20000 });
    const text = (await page.locator(".proof-line").textContent()).trim();
    assert(VERDICT.test(text), `verdict: ${text}`);
    await page.screenshot({ path: "/tmp/solver-verdict.png" });
    // Going back through the moves proves the position shown.
    await page.locator(".move-list button.ply").nth(plies - 3).click();
    await page.waitForSelector(".move-list button.ply.current >> nth=0");
    await page.waitForSelector(".proof-line", { timeout: 20000 });
    const earlier = (await page.locator(".proof-line").textContent()).trim();
    assert(VERDICT.test(earlier), `earlier verdict: ${earlier}`);
    console.log(`     after ${plies} moves: ${text}; after ${plies - 2}: ${earlier}`);
  },

  async "solver: on a phone the verdict sits under whose turn, clear of the board"({ browser, server }) {
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    try {
      const page = await phone.newPage();
      await page.goto(server.url + "#/play/pyrga");
      await page.waitForSelector("svg.pyrga-board g.cell");
      await newGame(page);
      for (let ply = 0; ply < 14 && !(await page.locator(".status.result").count()); ply++) {
        const before = await moveCount(page);
        assert(await clickAMove(page, ply), `ply ${ply}: nothing to click`);
        await page.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length > n, before);
      }
      if (await page.locator(".status.result").count()) return; // over early: nothing to prove
      await page.waitForSelector(".proof-line", { timeout: 20000 });
      const box = (s) => page.locator(s).first().boundingBox();
      const [board, status, proof, controls] = await Promise.all(["svg.pyrga-board", ".panel .status", ".proof-line", ".panel-turn > .controls"].map(box));
      assert(board && status && proof && controls, JSON.stringify({ board, status, proof, controls }));
      assert(proof.y >= board.y + board.height && proof.y >= status.y + status.height - 1, `under the board and the status: ${JSON.stringify({ board, status, proof })}`);
      assert(controls.y >= proof.y + proof.height - 1, `above the controls: ${JSON.stringify({ proof, controls })}`);
    } finally {
      await phone.close();
    }
  },

  async "solver speed in the browser (wasm)"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url);
    const count = Number(process.env.SOLVER_POSITIONS || 20);
    const figures = await page.evaluate((count) => new Promise((resolve) => {
      const w = new Worker("./worker_loader.js");
      w.onmessage = (e) => {
        if (e.data.kind === "ready") {
          w.postMessage({ kind: "solver_bench", plies: [10, 12, 14], count, seed: 13, limit_ms: 1000 });
        } else resolve(e.data.kind === "solver_bench" ? e.data.figures : JSON.stringify(e.data));
      };
    }), count);
    const lines = figures.split("\n");
    assert(lines.length === 3 && lines.every((l) => /^ply \d+: \d+ of \d+ solved/.test(l)), figures);
    for (const l of lines) console.log(`     solver in wasm: ${l}`);
  },
};
