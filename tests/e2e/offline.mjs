// Offline play and the update prompt, through the real service worker.
import { serve } from "./harness.mjs";
import { assert, clickAMove, eventually, newGame, onView, open, ROOT, waitMoves } from "./helpers.mjs";
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Waits until the service worker controls `page` (installed, activated and claimed it). */
async function controlled(page) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 });
}

/** Moves played (not counting moves taken back). */
const played = onView;

export const tests = {
  async "a part of a page that fails to download is offered again, and nothing is lost"({ context, server, errors }) {
    // A first visit to a rules page whose pack (scripts/pack-chunks.mjs) cannot be fetched: the
    // loading screen stays, a bar says why, and its button fetches it again.
    let failing = /-pack_rules_/;
    await context.route(/_bg\.wasm$/, (r) => (failing.test(r.request().url()) ? r.abort() : r.continue()));
    const page = await context.newPage();
    await page.goto(server.url + "#/rules/pyrga");
    const bar = page.locator(".download-bar");
    await bar.waitFor();
    assert((await bar.innerText()).includes("could not be downloaded"), "the bar says what failed");
    assert(!(await page.locator("article.rules").count()), "no rules page before its part arrives");
    failing = /^$/;
    await bar.locator("button").click();
    await page.waitForSelector("article.rules h1");
    assert(!(await bar.count()), "the bar goes once the part has arrived");
    // On the play page, the new-game dialog's part: the page stays as it was, the game too, and
    // the browser coming back online fetches it by itself.
    await page.evaluate(() => { location.hash = "#/play/pyrga"; });
    await page.waitForSelector("svg.pyrga-board g.cell");
    assert(await clickAMove(page), "a move");
    const moves = await played(page);
    failing = /-pack_new_game_dialog_/;
    await page.click("button:has-text('New game')");
    await bar.waitFor();
    assert((await played(page)) === moves, "the game on the board is untouched");
    failing = /^$/;
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForSelector(".modal");
    assert(!(await bar.count()), "the bar goes once the dialog has arrived");
    assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
  },

  async "the app works offline after the first visit"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector("svg.pyrga-board g.cell");
    assert(await clickAMove(page), "a move offline");
    // Every build of the app is cached: pages that reload into another build open too.
    const pages = [
      ["Chiron", "svg.chiron-board g.csq", "chiron"],
      ["Saves", "section.saves", "saves"],
      ["Chirality", "svg.penrose-board g.tile", "chirality"],
    ];
    for (const [nav, ready, build] of pages) {
      await page.click(`nav >> text=${nav}`);
      await page.waitForSelector(ready);
      assert((await page.evaluate(() => window.rosetteBuild)) === build, `${nav} offline, in build ${build}`);
    }
    // Chirality's build shows the home page itself: a reload there starts the home page's
    // build, which reloads into Shifting Chess's for its page.
    await page.evaluate(() => { location.hash = "#/"; });
    await page.reload();
    await page.waitForSelector(".game-card");
    assert((await page.evaluate(() => window.rosetteBuild)) === "home", "the home page offline, in its build");
    await page.evaluate(() => { location.hash = "#/play/shifting-chess"; });
    await page.waitForSelector("svg.sc-board rect.sc-hit");
    assert((await page.evaluate(() => window.rosetteBuild)) === "shifting-chess", "Shifting Chess offline, in its build");
    // The texts the pages fetch rather than carry are cached too: a rules document and a
    // game's puzzles, also when the page opens on them.
    await page.evaluate(() => { location.hash = "#/rules/shifting-chess"; });
    await page.waitForSelector("article.rules h1");
    await page.evaluate(() => { location.hash = "#/puzzles/shifting-chess"; });
    await page.waitForSelector(".puzzle-list li");
    await page.reload();
    await page.waitForSelector(".puzzle-list li");
    await page.evaluate(() => { location.hash = "#/rules/shifting-chess"; });
    await page.reload();
    await page.waitForSelector("article.rules h1");
    await context.setOffline(false);
  },

  async "deploys: every tab runs one build; the old cache goes with the last old tab"({ browser }) {
    const dir = mkdtempSync(path.join(tmpdir(), "rosette-deploy-"));
    cpSync(path.join(ROOT, "dist"), dir, { recursive: true });
    const site = await serve(dir);
    const context = await browser.newContext();
    const errors = [];
    context.on("page", (p) => p.on("pageerror", (e) => errors.push(String(e))));
    const build = (page) => page.evaluate(() => document.querySelector("meta[name=rosette-build]").content);
    const openTab = async () => {
      const page = await context.newPage();
      await page.goto(site.url + "#/play/pyrga");
      await page.waitForSelector("svg.pyrga-board g.cell");
      await controlled(page);
      return page;
    };
    try {
      const a = await openTab();
      const b = await openTab();
      const buildA = await build(a);
      assert(/^[0-9a-f]{16}$/.test(buildA), `a build id: ${buildA}`);
      // Build B: another build id in every file that carries it (a real build also renames
      // its hashed files; the loader is the one file whose name stays).
      const buildB = buildA.slice(8) + buildA.slice(0, 8);
      for (const file of ["sw.js", "index.html", "worker_loader.js"]) {
        const f = path.join(dir, file);
        writeFileSync(f, readFileSync(f, "utf8").replaceAll(buildA, buildB));
      }
      // The browser's update check finds the new build's worker. An update check the
      // browser started itself may still be running with the old script, and `update()`
      // then joins it: so ask again until a new worker is installing or waiting.
      await eventually(() => a.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        await reg.update();
        return !!(reg.installing || reg.waiting);
      }), { timeout: 30000, interval: 500, message: "the new build's worker was never found" });
      await a.waitForSelector(".update-bar button");
      await b.waitForSelector(".update-bar button");
      await Promise.all([a.waitForEvent("load", { timeout: 20000 }), a.click(".update-bar button")]);
      await a.waitForSelector("svg.pyrga-board g.cell");
      assert((await build(a)) === buildB, "the tab that accepted runs B");
      // B keeps playing on build A, starting new AI workers (new game, undo): all of build A.
      const started = [];
      b.on("worker", (w) => started.push(w));
      // Away to a page of the same build (another build's page would reload the tab into
      // build B) and back: the play page starts its workers again.
      await b.evaluate(() => { location.hash = "#/"; });
      await b.waitForSelector(".game-card a.button.primary");
      await b.evaluate(() => { location.hash = "#/play/pyrga"; });
      await b.waitForSelector("svg.pyrga-board g.cell");
      await newGame(b, { ai: true, level: "medium" });
      const before = await played(b);
      assert(await clickAMove(b), "a move");
      await b.click("button:has-text('Undo')"); // stops the AI if it is thinking: a new worker
      await waitMoves(b, before);
      assert(await clickAMove(b, 1), "another move");
      await waitMoves(b, before + 2, { atLeast: true });
      const loaders = started.filter((w) => w.url().includes("worker_loader.js"));
      assert(loaders.length >= 1, `a new AI worker started in the old tab: ${started.map((w) => w.url())}`);
      for (const w of loaders) {
        assert(w.url().includes(`?v=${buildA}`), `asked for its own build's loader: ${w.url()}`);
      }
      // The workers still running (stopped ones are gone) say which loader they were given.
      const alive = loaders.filter((w) => b.workers().includes(w));
      assert(alive.length >= 1, "the AI's current worker started after the update");
      for (const w of alive) {
        assert((await w.evaluate(() => self.ROSETTE_BUILD)) === buildA, "the old tab's worker is build A");
      }
      assert((await build(b)) === buildA, "the old tab still runs A");
      assert(!(await b.locator(".notice.error").count()), "no error in the old tab");
      const caches = () => b.evaluate(() => caches.keys());
      assert((await caches()).includes(`rosette-${buildA}`), "A's cache stays while a tab runs A");
      // The old tab's own prompt works.
      await Promise.all([b.waitForEvent("load", { timeout: 20000 }), b.click(".update-bar button")]);
      await b.waitForSelector("svg.pyrga-board g.cell");
      assert((await build(b)) === buildB, "after its reload the old tab runs B");
      await b.waitForFunction((keep) => caches.keys().then((k) => k.length === 1 && k[0] === keep), `rosette-${buildB}`, { timeout: 10000 });
      // Offline, a reload still works, and so does the AI.
      await context.setOffline(true);
      await b.reload();
      await b.waitForSelector("svg.pyrga-board g.cell");
      const offline = await played(b);
      assert(await clickAMove(b), "a move offline");
      await waitMoves(b, offline + 2, { atLeast: true });
      await context.setOffline(false);
      assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
    } finally {
      await context.close();
      site.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
