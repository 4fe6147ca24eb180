// Offline play and the update prompt, through the real service worker.
import { assert, serve, ROOT } from "./harness.mjs";
import { openPyrga, clickAMove, moveCount } from "./pyrga.mjs";
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

async function controlled(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20000 });
}

export const tests = {
  async "the app works offline after the first visit"({ context, server }) {
    const page = await openPyrga(context, server);
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector("svg.pyrga-board g.cell");
    const before = await moveCount(page);
    assert(await clickAMove(page), "a move offline");
    await page.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length > n, before);
    await context.setOffline(false);
  },

  async "a new deploy offers a reload instead of mixing versions"({ browser }) {
    const dir = mkdtempSync(path.join(tmpdir(), "rosette-deploy-"));
    cpSync(path.join(ROOT, "dist"), dir, { recursive: true });
    const site = await serve(dir);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(site.url + "#/play/pyrga");
      await page.waitForSelector("svg.pyrga-board g.cell");
      await controlled(page);
      // Deploy a "new build": same files, new cache version.
      const sw = path.join(dir, "sw.js");
      writeFileSync(sw, readFileSync(sw, "utf8").replace(/const CACHE = "rosette-" \+ "([^"]*)"/, 'const CACHE = "rosette-" + "$1-next"'));
      // Ask for the update until it is found: an update check the browser started itself
      // may still be in flight with the old script, and `update()` then joins that check.
      for (let tries = 0; !(await page.$(".update-bar button")); tries++) {
        assert(tries < 20, "no update bar after 20 update checks");
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
        await page.waitForSelector(".update-bar button", { timeout: 2000 }).catch(() => {});
      }
      await Promise.all([page.waitForEvent("load", { timeout: 20000 }), page.click(".update-bar button")]);
      await page.waitForSelector("svg.pyrga-board g.cell");
      const caches = await page.evaluate(() => caches.keys());
      assert(caches.length === 1 && caches[0].endsWith("-next"), `old caches removed: ${caches}`);
    } finally {
      await context.close();
      site.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
