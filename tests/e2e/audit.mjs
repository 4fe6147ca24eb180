// Audits against the compressed server: axe-core finds no violation on any page, and
// Lighthouse (12.2.3, its default mobile run: simulated slow 4G, 4× slower CPU) scores
// accessibility and best practices 100 on the home page, each play page and every other
// kind of page. Performance,
// LCP, TBT and bytes are printed for the closing notes, not asserted (timings vary).
import { AxeBuilder } from "@axe-core/playwright";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { ARGS } from "./harness.mjs";
import { assert, freePort, GAMES, readyFor } from "./helpers.mjs";

/** Every page of the app, by fragment. */
export const PAGES = ["#/", "#/saves", "#/boards",
  ...GAMES.flatMap((g) => [`#/play/${g}`, `#/rules/${g}`, `#/edit/${g}`])];
/** The pages Lighthouse scores: home and each play page, and every other kind of page once
 *  (the Chiron pages: the slowest rules page). */
export const FIRST_VISITS = ["#/", ...GAMES.map((g) => `#/play/${g}`),
  "#/learn/chiron", "#/puzzles/chiron", "#/rules/chiron", "#/edit/chiron", "#/saves", "#/boards"];

/** Waits until the page at `hash` has rendered its content and its fonts. */
async function rendered(page, hash) {
  await page.waitForSelector(readyFor(hash), { timeout: 20000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export const tests = {
  async "audit: axe-core finds no violation on any page, at 1280 and 360 px"({ browser, server }) {
    const found = [];
    for (const viewport of [{ width: 1280, height: 860 }, { width: 360, height: 740 }]) {
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        for (const hash of PAGES) {
          await page.goto(server.url + hash);
          await rendered(page, hash);
          const { violations } = await new AxeBuilder({ page }).analyze();
          for (const v of violations) {
            found.push(`${hash} @${viewport.width}: ${v.id} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target})`);
          }
        }
      } finally {
        await context.close();
      }
    }
    console.log(`     axe: ${PAGES.length} pages × 2 widths, ${found.length} violations`);
    assert(found.length === 0, `axe violations:\n${found.join("\n")}`);
  },

  async "audit: Lighthouse mobile — accessibility 100 and best practices 100 on home, each play page and every other kind of page"({ server }) {
    const port = await freePort();
    const chrome = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [...ARGS, `--remote-debugging-port=${port}`] });
    const failures = [];
    try {
      for (const hash of FIRST_VISITS) {
        const { lhr } = await lighthouse(server.url + hash, {
          port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance", "accessibility", "best-practices"],
        });
        const score = (c) => Math.round((lhr.categories[c].score ?? 0) * 100);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        console.log(`     lighthouse ${hash.padEnd(22)} performance ${score("performance")}, accessibility ${score("accessibility")}, ` +
          `best practices ${score("best-practices")}; LCP ${(audit("largest-contentful-paint") / 1000).toFixed(1)} s, ` +
          `TBT ${audit("total-blocking-time").toFixed(0)} ms, ${(audit("total-byte-weight") / 1000).toFixed(0)} KB transferred`);
        for (const c of ["accessibility", "best-practices"]) {
          if (score(c) === 100) continue;
          const failed = lhr.categories[c].auditRefs
            .filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1)
            .map((r) => r.id);
          failures.push(`${hash} ${c} ${score(c)}: ${failed.join(", ")}`);
        }
      }
    } finally {
      await chrome.close();
    }
    assert(failures.length === 0, failures.join("\n"));
  },
};
