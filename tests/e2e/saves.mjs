// Browser tests of the saves page: save, rename, open, delete, export, import, damaged saves.
import { assert, autosave, BOARDS, clickAMove, moveCount, newGame, open, shotPath } from "./helpers.mjs";
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Makes every page of `context` run with `localStorage.setItem` stubbed: while the
 *  test-only flag `test.full` holds a key prefix, writes to keys with that prefix throw a
 *  quota error, as a full storage does; `test.allow` lets that many writes through first. */
export async function fillStorageWhen(context) {
  await context.addInitScript(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      const prefix = this.getItem("test.full");
      if (prefix && key.startsWith(prefix)) {
        const allow = Number(this.getItem("test.allow") || 0);
        if (allow > 0) real.call(this, "test.allow", String(allow - 1));
        else throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      }
      return real.call(this, key, value);
    };
  });
}

/** Sets (or with `null` clears) the prefix of keys whose writes fail; `allow` writes pass first. */
export async function storageFull(page, prefix, allow = 0) {
  await page.evaluate(([p, n]) => {
    if (p === null) localStorage.removeItem("test.full");
    else localStorage.setItem("test.full", p);
    localStorage.setItem("test.allow", String(n));
  }, [prefix, allow]);
}

const currentPyrga = (page) => page.evaluate(() => JSON.parse(localStorage.getItem("rosette.v1.current.pyrga")));

export const tests = {
  async "saves: a browser with nothing stored is told so, with no sizes of nothing"({ context, server }) {
    const page = await open(context, server, "#/saves");
    await page.waitForSelector("section.saves p.muted:has-text('No saved games yet.')");
    assert((await page.locator(".space-summary").count()) === 0, "no space summary while nothing is stored");
    // One game played: its autosave is listed, and the summary says what it takes.
    await page.click("nav >> text=Pyrga");
    await page.waitForSelector(BOARDS.pyrga);
    await newGame(page);
    await clickAMove(page);
    await page.click("nav >> text=Saves");
    const summary = await page.locator(".space-summary").textContent();
    assert(/Your games take [\d.]+ (bytes|kB)/.test(summary), summary);
    assert((await page.locator("section.saves :text('No saved games yet.')").count()) === 0, "the empty line is gone");
    const details = await page.locator("li.save .save-info > span.muted").first().textContent();
    assert(details.includes("Pyrga · 1 move ·"), `one move, in the singular: ${details}`);
  },

  async "saves: keep a copy, rename, export, import, delete"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    for (let i = 0; i < 3; i++) await clickAMove(page, i);
    await page.click("button:has-text('Save a copy')");
    await page.waitForSelector(".notice.info:has-text('Saved a copy')");
    await page.click("nav >> text=Saves");
    await page.waitForSelector(".save-list li.save");
    assert((await page.locator("li.save").count()) === 2, "the copy and the current game");
    const named = page.locator("li.save:has(.rename)");
    await named.locator("input").fill("Friday game");
    await named.locator("button:has-text('Rename')").click();
    await page.waitForSelector(".save-title:has-text('Friday game')");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("button:has-text('Export all')")]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), "rosette-")), "saves.json");
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, "utf8"));
    assert(exported.format === "rosette-saves" && exported.version === 1 && exported.saves.length === 2, "export file");
    page.on("dialog", (d) => d.accept());
    await page.locator("li.save:has-text('Friday game') button:has-text('Delete')").click();
    await page.waitForFunction(() => document.querySelectorAll("li.save").length === 1);
    await page.setInputFiles("input[type=file]", file);
    await page.waitForSelector(".notice.info:has-text('Imported 2')");
    assert((await page.locator("li.save").count()) === 3, "imported saves listed");
    // A bad file imports nothing and says why.
    const bad = file.replace("saves.json", "bad.json");
    writeFileSync(bad, JSON.stringify({ format: "rosette-saves", version: 1, saves: [{ version: 1, game: "pyrga", id: "x", moves: ["Zz9"] }] }));
    await page.setInputFiles("input[type=file]", bad);
    await page.waitForSelector(".notice.error:has-text('Nothing was imported')");
    assert((await page.locator("li.save").count()) === 3, "nothing added");
  },

  async "saves: open a saved game and keep the current one"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    await page.click("button:has-text('Save a copy')");
    await clickAMove(page, 1);
    await clickAMove(page, 2);
    await page.click("nav >> text=Saves");
    await page.locator("li.save:has(.rename) button:has-text('Open')").click();
    await page.waitForSelector("svg.pyrga-board g.cell");
    assert((await moveCount(page)) === 1, "the saved game (1 move) is open");
    await page.click("nav >> text=Saves");
    await page.waitForSelector("li.save");
    const texts = await page.locator("li.save").allTextContents();
    assert(texts.some((t) => t.includes("3 moves")), `the replaced 3-move game is kept: ${texts}`);
  },

  async "saves: a damaged save is shown as such and others survive"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    await page.click("button:has-text('Save a copy')");
    await page.evaluate(() => localStorage.setItem("rosette.v1.save.broken", '{"version":99}'));
    await page.click("nav >> text=Saves");
    await page.waitForSelector("li.save.damaged");
    assert((await page.locator("li.save:not(.damaged)").count()) === 2, "the good saves are listed");
    assert(/newer version/.test(await page.locator("li.save.damaged").textContent()), "the reason is shown");
    assert((await page.evaluate(() => localStorage.getItem("rosette.v1.save.broken"))) === '{"version":99}', "kept as it was");
  },

  async "saves: every game's save shows a picture of its position"({ context, server }) {
    const page = await context.newPage();
    const boards = {
      pyrga: "svg.pyrga-board", chiron: "svg.chiron-board",
      "shifting-chess": "svg.sc-board", chirality: "svg.penrose-board",
    };
    for (const game of Object.keys(boards)) {
      await page.goto(`${server.url}#/play/${game}`);
      await page.waitForSelector(BOARDS[game]);
      await autosave(page, game); // the new game is stored after the first paint
    }
    await page.goto(`${server.url}#/saves`);
    await page.waitForFunction(() => document.querySelectorAll("li.save").length === 4);
    const thumbs = { ...boards, pyrga: "svg.pyrga-thumb" };
    for (const board of Object.values(thumbs)) {
      const pictures = page.locator(`li.save .save-thumb ${board}`);
      assert((await pictures.count()) === 1, `a picture in the list: ${board}`);
      const box = await pictures.boundingBox();
      assert(box.width > 40 && box.width < 120, `thumbnail-sized: ${board} ${box.width}`);
    }
    await page.screenshot({ path: shotPath("saves-thumbnails.png"), fullPage: true });
  },

  async "quota: a failed autosave loses nothing and warns until a save succeeds"({ context, server }) {
    await fillStorageWhen(context);
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    await clickAMove(page, 1);
    assert((await autosave(page, "pyrga")).moves.length === 2, "two moves saved");
    await storageFull(page, "rosette.");
    await clickAMove(page, 2);
    await page.waitForSelector(".save-problem:has-text('not being saved')");
    const problem = await page.locator(".save-problem").innerText();
    assert(problem.startsWith("Your games are not being saved (the browser's storage for this site is full)."), problem);
    assert((await currentPyrga(page)).moves.length === 2, "the stored game is untouched");
    await page.click("button:has-text('Save a copy')");
    await page.waitForSelector(".notice.error:has-text(\"The copy was not saved: the browser's storage for this site is full.\")");
    // The warning stays on every page, and the saves page says what takes the space.
    await page.click("nav >> text=Saves");
    await page.waitForSelector(".space-panel .notice.error:has-text('not being saved')");
    assert(await page.locator(".save-problem").isVisible(), "still warned on the saves page");
    const summary = await page.locator(".space-summary").textContent();
    // Sizes as English writes them (languages.mjs checks other languages): "454 bytes", "3.5 kB".
    assert(/Your games take [\d.]+ (bytes|kB)/.test(summary) && /current games [\d.]+ (bytes|kB)/.test(summary), summary);
    assert(/\d+(\.\d)? (bytes|kB)$/.test((await page.locator("li.save .save-info > span.muted").first().textContent()).trim()), "each save shows its size");
    await page.screenshot({ path: shotPath("saves-quota.png"), fullPage: true });
    await page.click("nav >> text=Pyrga");
    await page.waitForSelector("svg.pyrga-board g.cell");
    assert(await page.locator(".save-problem").isVisible(), "still warned back on the game");
    await storageFull(page, null);
    await clickAMove(page, 0);
    await page.waitForSelector(".save-problem", { state: "detached" });
    assert((await autosave(page, "pyrga")).moves.length === 4, "the next save holds every move");
  },

  async "quota: a damaged autosave that cannot be copied aside stays, and the notice says so"({ context, server }) {
    await fillStorageWhen(context);
    const page = await open(context, server, "#/play/pyrga");
    await page.evaluate(() => localStorage.setItem("rosette.v1.current.pyrga", "{damaged"));
    await storageFull(page, "rosette.");
    await page.reload();
    await page.waitForSelector(".notice.error:has-text('stays where it is')");
    assert((await page.evaluate(() => localStorage.getItem("rosette.v1.current.pyrga"))) === "{damaged", "left in place");
    await clickAMove(page);
    await page.waitForSelector(".save-problem");
    assert((await page.evaluate(() => localStorage.getItem("rosette.v1.current.pyrga"))) === "{damaged", "not overwritten");
    // With room again, the next save copies it aside first (and reads the copy back).
    await storageFull(page, null);
    await clickAMove(page, 1);
    await page.waitForSelector(".save-problem", { state: "detached" });
    const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rosette.v1.damaged.pyrga.")).map((k) => localStorage.getItem(k)));
    assert(aside.length === 1 && aside[0] === "{damaged", `copied aside: ${aside}`);
    // The new game (the AI may have replied) is saved with every move on the board.
    // The save follows the board: wait for them to agree.
    assert((await autosave(page, "pyrga")).moves.length >= 2, `the new game saved: ${await moveCount(page)} moves shown`);
  },

  async "quota: an import that stops part way says exactly what was imported"({ context, server }) {
    await fillStorageWhen(context);
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    const record = await autosave(page, "pyrga");
    const records = ["One", "Two", "Three"].map((name, i) => ({ ...record, id: `imp${i}`, name }));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "rosette-")), "three.json");
    writeFileSync(file, JSON.stringify({ format: "rosette-saves", version: 1, saves: records }));
    await page.click("nav >> text=Saves");
    await page.waitForSelector("li.save");
    await storageFull(page, "rosette.v1.save.", 1);
    await page.setInputFiles("input[type=file]", file);
    const text = await page.locator(".notice.error:has-text('could not be stored')").textContent();
    assert(text.includes("Imported 1 saved game ('One'). 'Two' could not be stored") && text.includes("1 more was not tried"), text);
    const names = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rosette.v1.save.")).map((k) => JSON.parse(localStorage.getItem(k)).name));
    assert(names.join() === "One", `exactly the reported save: ${names}`);
    // Importing again once there is room adds the others, not a second 'One'.
    await storageFull(page, null);
    await page.setInputFiles("input[type=file]", file);
    await page.waitForSelector(".notice.info:has-text('Imported 2 saved games. 1 game was already here')");
  },

  async "space: kept games beyond the bound are offered for deletion, never dropped"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    const record = await autosave(page, "pyrga");
    await page.evaluate((r) => {
      for (let i = 0; i < 22; i++) {
        localStorage.setItem(`rosette.v1.save.old${i}`, JSON.stringify({ ...r, id: `old${i}`, updated: 1e12 + i }));
      }
      localStorage.setItem("rosette.v1.save.named", JSON.stringify({ ...r, id: "named", name: "Keep me", updated: 1 }));
    }, record);
    await page.click("nav >> text=Saves");
    await page.waitForSelector("li.save");
    assert((await page.locator("li.save:has(.badge.old)").count()) === 2, "the two oldest unnamed are marked");
    assert((await page.locator("li.save:has-text('Keep me') .badge.old").count()) === 0, "a named save never is");
    page.on("dialog", (d) => d.accept());
    await page.click("button.free-space:has-text('delete the 2 oldest')");
    await page.waitForSelector(".notice.info:has-text('Deleted 2 old saves')");
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rosette.v1.save.")));
    assert(keys.length === 21 && !keys.includes("rosette.v1.save.old0") && !keys.includes("rosette.v1.save.old1") && keys.includes("rosette.v1.save.named"), `${keys}`);
  },
};
