// Browser tests of the Pyrga screen, clicking through the real page.
import { assert, autosave, BOARDS, clickAMove, moveCount, moveTexts, newGame, open, saveKey, settled, waitMoves } from "./helpers.mjs";

const STORAGE_KEY = saveKey("pyrga");

export const tests = {
  async "home lists the four games"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector(".game-card");
    const titles = await page.locator(".game-card h2").allTextContents();
    assert(JSON.stringify(titles) === JSON.stringify(["Chirality", "Chiron", "Pyrga", "Shifting Chess"]), titles.join());
    await page.click(".game-card:has-text('Pyrga') a.button.primary");
    await page.waitForSelector("svg.pyrga-board g.cell");
    assert((await page.locator("svg.pyrga-board g.cell").count()) === 16, "16 cells");
  },

  async "a full game by clicks reaches a result, survives reload"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    let plies = 0;
    while (!(await page.locator(".status.result").count()) && plies < 40) {
      assert(await clickAMove(page, plies), `ply ${plies}: nothing to click`);
      plies++;
    }
    await settled(page);
    const result = await page.locator(".status").textContent();
    assert(/wins|Draw/.test(result), `result shown: ${result}`);
    const moves = await moveTexts(page);
    await page.reload();
    await page.waitForSelector(".status.result");
    const after = await moveTexts(page);
    assert(JSON.stringify(after) === JSON.stringify(moves), "the game is restored after a reload");
  },

  async "the new-game dialog closes with Escape and with Cancel, the game on the board kept"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    assert(await clickAMove(page), "a move");
    await waitMoves(page, 1);
    for (const close of [() => page.keyboard.press("Escape"), () => page.click(".modal button:has-text('Cancel')")]) {
      await page.click("button:has-text('New game')");
      await page.waitForSelector(".modal");
      await close();
      await page.waitForSelector(".modal", { state: "detached" });
      assert((await moveCount(page)) === 1, "the game on the board is kept");
    }
    // Escape once the dialog is closed changes nothing, and the dialog opens again.
    await page.keyboard.press("Escape");
    await page.click("button:has-text('New game')");
    await page.waitForSelector(".modal");
  },

  async "the new-game dialog holds the focus while it is open and gives it back to New game"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await page.waitForSelector(BOARDS.pyrga);
    const opener = page.locator("button:has-text('New game')");
    await opener.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector(".modal");
    // The focus moves to the dialog's first control: its first choice, on the checked button.
    await page.waitForFunction(() => {
      const first = document.querySelector(".modal").querySelector("button, [href], input, select");
      const at = document.activeElement;
      return first && (at === first || (first.type === "radio" && at.name === first.name && at.checked));
    });
    // Tab goes round the dialog's controls, both ways, never out to the page behind.
    const inModal = () => page.evaluate(() => !!document.activeElement?.closest(".modal"));
    const count = await page.locator(".modal :is(button, input, select):not([disabled]):visible").count();
    for (let i = 0; i <= count; i++) {
      await page.keyboard.press("Tab");
      assert(await inModal(), `Tab ${i + 1} left the dialog`);
    }
    for (let i = 0; i <= count; i++) {
      await page.keyboard.press("Shift+Tab");
      assert(await inModal(), `Shift+Tab ${i + 1} left the dialog`);
    }
    // Closed, the dialog gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await page.waitForSelector(".modal", { state: "detached" });
    await page.waitForFunction(() => document.activeElement?.textContent === "New game");
  },

  async "triangle orientation by arrow keys"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await page.click(".tray-piece:has-text('Triangle')");
    await page.click("#cell-b2");
    await page.waitForSelector("polygon.arrow");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await waitMoves(page, 1);
    const [first] = await moveTexts(page);
    assert(first === "Tb2w", `placed ${first}`);
  },

  async "pyrga: on a phone the Triangle's direction buttons are 32 px and the hint says what a second tap does"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    try {
      const page = await open(context, server, "#/play/pyrga");
      await newGame(page);
      await page.tap(".tray-piece:has-text('Triangle')");
      await page.tap("#cell-b2");
      await page.waitForSelector("polygon.arrow");
      // The tap target of each direction: its button (or, failing one, the arrow itself).
      const boxes = await page.locator("polygon.arrow").evaluateAll((els) => els.map((e) => {
        const r = (e.closest(".arrow-button") || e).getBoundingClientRect();
        return { w: r.width, h: r.height, x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }));
      assert(boxes.length === 4, `four directions: ${boxes.length}`);
      for (const b of boxes) assert(b.w >= 32 && b.h >= 32, `a direction button of at least 32 px: ${JSON.stringify(b)}`);
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) assert(Math.hypot(a.x - b.x, a.y - b.y) >= 32, "buttons apart");
      }
      const hint = (await page.locator(".pyrga .hint").innerText()).trim();
      assert(/tap/i.test(hint) && /again/.test(hint) && /north/.test(hint), `the hint says what a second tap does: ${hint}`);
      assert(!/arrow keys/.test(hint), `no arrow keys on a touch screen: ${hint}`);
      // A tap on the east button places the Triangle pointing east.
      await page.tap(".arrow-button[data-dir=east]");
      await waitMoves(page, 1);
      assert((await moveTexts(page))[0] === "Tb2e", "placed pointing east");
      // The second tap on the cell does what the hint says.
      await page.tap(".tray-piece:has-text('Triangle')");
      const cell = await page.locator("g.cell.target").first().getAttribute("id");
      await page.tap(`#${cell}`);
      const said = await page.locator(".pyrga .hint").innerText();
      const dir = said.match(/point it (\w+)/)[1];
      await page.tap(`#${cell}`);
      await waitMoves(page, 2);
      const second = (await moveTexts(page))[1];
      assert(second === `T${cell.slice(5)}${dir[0]}`, `the second tap placed ${second}, the hint said ${dir}`);
    } finally {
      await context.close();
    }
  },

  async "pyrga: with a mouse the hint speaks of clicks and arrow keys"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await page.click(".tray-piece:has-text('Triangle')");
    await page.click("#cell-b2");
    const hint = (await page.locator(".pyrga .hint").innerText()).trim();
    assert(/Click an arrow/.test(hint) && /arrow keys/.test(hint) && /Clicking the cell again/.test(hint), hint);
  },

  async "undo and redo"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    await clickAMove(page, 2);
    assert((await moveCount(page)) === 2, "two moves");
    await page.click("button:has-text('Undo')");
    assert((await moveCount(page)) === 1, "one move taken back: it leaves the list");
    assert((await page.locator(".ply.future").count()) === 0, "a take-back is not a replay view");
    await page.click("button:has-text('Redo')");
    assert((await moveCount(page)) === 2, "put back");
  },

  async "a shared game link opens the same game in a fresh browser"({ browser, context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    for (let i = 0; i < 5; i++) await clickAMove(page, i);
    const moves = await moveTexts(page);
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    assert(url.includes("?g=g1.pyrga."), url);
    const fresh = await browser.newContext();
    const other = await open(fresh, server, url.slice(server.url.length));
    const shared = await moveTexts(other);
    assert(JSON.stringify(shared) === JSON.stringify(moves), `shared ${shared} vs ${moves}`);
    assert(!other.url().includes("?g="), "the link is taken out of the address bar");
    // A position link too.
    await page.click("button:has-text('Copy position link')");
    const pos = await page.locator("input.share-url").inputValue();
    const third = await browser.newContext();
    const p3 = await open(third, server, pos.slice(server.url.length));
    const cells = (pg) => pg.locator("g.cell").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    assert(JSON.stringify(await cells(p3)) === JSON.stringify(await cells(page)), "same position");
    await fresh.close();
    await third.close();
  },

  async "a corrupt link shows a message and keeps the stored game"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    await clickAMove(page, 1);
    await autosave(page, "pyrga");
    const stored = await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY);
    await page.goto(server.url + "?g=g1.pyrga..abc.%40%40%40#/play/pyrga");
    await page.waitForSelector(".notice.error");
    const text = await page.locator(".notice.error").textContent();
    assert(/could not be opened/.test(text), text);
    assert((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) === stored, "stored game unchanged");
    assert((await moveCount(page)) === 2, "the current game is still shown");
    await page.goto(server.url + "?g=g7.pyrga..abc.A#/play/pyrga");
    await page.waitForSelector(".notice.error");
    assert(/newer version/.test(await page.locator(".notice.error").textContent()), "future version explained");
  },

  async "a different game from a link asks before replacing"({ browser, context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    for (let i = 0; i < 3; i++) await clickAMove(page, i);
    const mine = await moveTexts(page);
    // Someone else's game.
    const theirs = await browser.newContext();
    const tp = await open(theirs, server, "#/play/pyrga");
    await newGame(tp);
    await clickAMove(tp, 1);
    await tp.click("button:has-text('Copy game link')");
    const url = await tp.locator("input.share-url").inputValue();
    await theirs.close();
    await page.goto(url);
    await page.waitForSelector(".modal:has-text('Open the shared game?')");
    await page.click("button:has-text('Keep my game')");
    const kept = await moveTexts(page);
    assert(JSON.stringify(kept) === JSON.stringify(mine), "keeping changes nothing");
    // Escape keeps it too.
    await page.goto(url);
    await page.waitForSelector(".modal:has-text('Open the shared game?')");
    // The question takes the focus, on its first answer.
    await page.waitForFunction(() => document.activeElement?.textContent === "Open shared game");
    await page.keyboard.press("Escape");
    await page.waitForSelector(".modal", { state: "detached" });
    assert(JSON.stringify(await moveTexts(page)) === JSON.stringify(mine), "Escape keeps my game");
    await page.goto(url);
    await page.click("button:has-text('Open shared game')");
    assert((await moveCount(page)) === 1, "the shared game is shown");
    const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rosette.v1.save.")).length);
    assert(saves === 1, "the previous game is kept in saves");
  },

  async "a corrupt autosave is kept aside and reported"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url);
    // The app is running before the save is damaged, so the play page is the one to find it.
    await page.waitForSelector(".game-card");
    await page.evaluate((k) => localStorage.setItem(k, "{not json"), STORAGE_KEY);
    await page.goto(server.url + "#/play/pyrga");
    await page.waitForSelector(".notice.error");
    assert(/could not be read/.test(await page.locator(".notice.error").textContent()), "reported");
    const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(".damaged.")).map((k) => localStorage.getItem(k)));
    assert(aside.length === 1 && aside[0] === "{not json", "the damaged save is kept as it was");
  },

  async "the AI replies and the page stays responsive"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "hard" });
    await clickAMove(page);
    // While the AI thinks, the page still answers.
    const t0 = Date.now();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    assert(Date.now() - t0 < 1000, "a frame within a second");
    await waitMoves(page, 2);
    assert(!(await page.locator(".status .spinner").count()), "thinking indicator gone");
  },

  async "the AI can be stopped and resumed"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "strongest" });
    // Stop is pressed the moment it appears: a loaded machine's clicks may take longer than
    // the AI's answer.
    const stopped = page.evaluate(() => new Promise((resolve) => {
      const stop = () => {
        const button = [...document.querySelectorAll(".status button")].find((b) => b.textContent === "Stop");
        if (button) button.click();
        return Boolean(button);
      };
      const watch = new MutationObserver(() => stop() && (watch.disconnect(), resolve()));
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    }));
    await clickAMove(page);
    await stopped;
    await page.waitForSelector(".status button:has-text('Resume AI')");
    assert((await moveCount(page)) === 1, "no AI move after stopping");
    await page.click(".status button:has-text('Resume AI')");
    await waitMoves(page, 2);
  },

  async "the AI's answer waits while an earlier move is on view, and comes back with the last move"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "strongest" });
    // "First position" is pressed the moment the AI is thinking (its Stop appears) and the
    // panel shows the move.
    const looked = page.evaluate(() => new Promise((resolve) => {
      const look = () => {
        const first = document.querySelector("button[aria-label='First position']");
        const thinking = [...document.querySelectorAll(".status button")].some((b) => b.textContent === "Stop");
        if (thinking && !first.disabled) first.click();
        return thinking && !first.disabled;
      };
      const watch = new MutationObserver(() => look() && (watch.disconnect(), resolve()));
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    }));
    // The move by clicks, without waiting for the panel: it goes back to the start at once.
    await page.locator(".tray-piece:not([disabled])").first().click();
    await page.locator("g.cell.target").first().click();
    if (await page.locator("polygon.arrow").count()) await page.locator("polygon.arrow").first().click();
    await looked;
    // The search ends (Strongest takes under a second) while the first position is shown.
    await page.waitForFunction(() => ![...document.querySelectorAll(".status button")].some((b) => b.textContent === "Stop"), null, { timeout: 30000 });
    await settled(page);
    assert((await moveCount(page)) === 1, "no AI move while the past is on view");
    assert(!(await page.locator(".notice.error").count()), `no error: ${await page.locator(".notice").allTextContents()}`);
    await page.click("button[aria-label='Last move']");
    await waitMoves(page, 2);
    assert(!(await page.locator(".notice.error").count()), `no error: ${await page.locator(".notice").allTextContents()}`);
  },

  async "engine speed in the browser (wasm)"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url);
    const line = await page.evaluate(() => new Promise((resolve) => {
      const w = new Worker("./worker_loader.js");
      w.onmessage = (e) => {
        if (e.data.ready) w.postMessage({ bench: { game: "pyrga", games: 200000 } });
        else resolve(e.data.bench ? `playouts/s: ${e.data.bench.playouts_per_second}` : JSON.stringify(e.data));
      };
    }));
    assert(/^playouts\/s: \d+/.test(line), line);
    console.log(`     pyrga in wasm: ${line}`);
  },
};
