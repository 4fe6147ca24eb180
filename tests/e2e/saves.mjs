// Browser tests of the saves page: save, rename, open, delete, export, import, damaged saves.
import { assert } from "./harness.mjs";
import { openPyrga, newGame, clickAMove, moveCount } from "./pyrga.mjs";
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const tests = {
  async "saves: keep a copy, rename, export, import, delete"({ context, server }) {
    const page = await openPyrga(context, server);
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
    const page = await openPyrga(context, server);
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
    const page = await openPyrga(context, server);
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
    for (const [game, board] of Object.entries(boards)) {
      await page.goto(`${server.url}#/play/${game}`);
      await page.waitForSelector(board);
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
    await page.screenshot({ path: "tests/e2e/test-results/saves-thumbnails.png", fullPage: true });
  },
};
