// Measurements printed for the closing notes (no timed assertions): for the home page and
// each play page, a cold first visit's bytes (compressed bodies, as the static server sends
// them, counted by the server itself so a worker's fetches count too) until the page is
// interactive, and the time to then.
import path from "node:path";
import { startServer } from "../../scripts/static-server.mjs";
import { assert, ROOT } from "./harness.mjs";

const FIRST_VISITS = [
  ["#/", ".game-card a.button.primary"],
  ["#/play/pyrga", "svg.pyrga-board g.cell"],
  ["#/play/chiron", "svg.chiron-board g.csq"],
  ["#/play/shifting-chess", "svg.sc-board rect.sc-hit"],
  ["#/play/chirality", "svg.penrose-board g.tile"],
];

export const tests = {
  async "measure: first visit bytes until interactive, home and each play page"({ browser }) {
    let sent = [];
    const server = await startServer({ dir: path.join(ROOT, "dist"), onSent: (file, bytes) => sent.push([file, bytes, Date.now()]) });
    try {
      for (const [hash, ready] of FIRST_VISITS) {
        const context = await browser.newContext();
        try {
          // The moment the page shows its board (or game list), by the same wall clock as
          // the server's.
          await context.addInitScript((sel) => {
            new MutationObserver((_, obs) => {
              if (document.querySelector(sel)) {
                window.__readyAt = [Date.now(), performance.now()];
                obs.disconnect();
              }
            }).observe(document, { childList: true, subtree: true });
          }, ready);
          const page = await context.newPage();
          sent = [];
          await page.goto(server.url + hash);
          await page.waitForSelector(ready);
          const [at, ms] = await page.evaluate(() => window.__readyAt);
          // Sent by then: what the player waited for (the service worker's precache of the
          // rest follows once the app has started).
          const done = sent.filter(([, , t]) => t <= at);
          const bytes = done.reduce((sum, [, b]) => sum + b, 0);
          assert(bytes > 0 && ms > 0, `measured: ${bytes} bytes by ${at}, ${sent.length} files sent (first at ${sent[0]?.[2]})`);
          const big = done.filter(([, b]) => b > 20000).map(([f, b]) => `${f.slice(1)} ${(b / 1000).toFixed(0)} KB`);
          console.log(`     first visit ${hash.padEnd(22)} ${(bytes / 1000).toFixed(0)} KB in ${done.length} files until interactive ` +
            `(${ms.toFixed(0)} ms, unthrottled); over 20 KB: ${big.join(", ")}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      server.close();
    }
  },
};
