// Browser tests of Pyrga's exact solver: the play page says who wins with best play once
// the position is solved (also for an earlier position picked in the move list), and the
// solver's speed measured in the worker (figures printed, no timed assertion).
import { assert, clickAMove, newGame, open } from "./helpers.mjs";

/** Counts the positions the page asks its workers to prove and the answers it gets. */
function countProofs() {
  window.__proofs = { asked: 0, answered: 0 };
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => { if (e.data?.proof) window.__proofs.answered++; });
    }
    postMessage(message, ...rest) {
      if (message?.prove) window.__proofs.asked++;
      return super.postMessage(message, ...rest);
    }
  };
}

const VERDICT = /^((White|Black) wins with best play( \(in 1 move\)| \(in \d+ moves: \d+ by (White|Black), \d+ by (White|Black)\))?|Draw with best play)$/;

export const tests = {
  async "solver: the play page says who wins with best play"({ context, server }) {
    await context.addInitScript(countProofs);
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    // The opening is not solved within a second: once every position asked about has its
    // answer, no verdict is shown.
    await page.waitForFunction(() => window.__proofs.asked > 0 && window.__proofs.answered === window.__proofs.asked, null, { timeout: 20000 });
    assert((await page.locator(".proof-line").count()) === 0, "no verdict at the start");
    let plies = 0;
    while (plies < 16 && !(await page.locator(".status.result").count())) {
      assert(await clickAMove(page, plies), `ply ${plies}: nothing to click`);
      plies++;
    }
    if (await page.locator(".status.result").count()) return; // over early: nothing to prove
    await page.waitForSelector(".proof-line", { timeout: 20000 });
    const text = (await page.locator(".proof-line").textContent()).trim();
    assert(VERDICT.test(text), `verdict: ${text}`);
    await page.screenshot({ path: "/tmp/solver-verdict.png" });
    // Going back through the moves proves the position shown.
    await page.locator(".move-list button.ply").nth(plies - 3).click();
    await page.waitForFunction((n) => document.querySelector("section.moves:not([aria-busy])")?.dataset.ply === String(n), plies - 2);
    await page.waitForSelector(".proof-line", { timeout: 20000 });
    const earlier = (await page.locator(".proof-line").textContent()).trim();
    assert(VERDICT.test(earlier), `earlier verdict: ${earlier}`);
    console.log(`     after ${plies} moves: ${text}; after ${plies - 2}: ${earlier}`);
  },

  async "solver: on a phone the verdict sits under whose turn, clear of the board"({ browser, server }) {
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    try {
      const page = await open(phone, server, "#/play/pyrga");
      await newGame(page);
      for (let ply = 0; ply < 14 && !(await page.locator(".status.result").count()); ply++) {
        assert(await clickAMove(page, ply), `ply ${ply}: nothing to click`);
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
        if (e.data.ready) {
          w.postMessage({ solver_bench: { plies: [10, 12, 14], count, seed: 13, limit_ms: 1000 } });
        } else resolve(e.data.solver_bench ? e.data.solver_bench.figures : JSON.stringify(e.data));
      };
    }), count);
    const lines = figures.split("\n");
    assert(lines.length === 3 && lines.every((l) => /^ply \d+: \d+ of \d+ solved/.test(l)), figures);
    for (const l of lines) console.log(`     solver in wasm: ${l}`);
  },
};
