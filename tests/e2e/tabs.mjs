// Several tabs on one game: two pages in one browser context share localStorage. Moves made
// in either are never lost: a tab follows the other when its game continues, and when the
// two differ, both games are kept (one as a save) and the player is told.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, assert, autosave, clickAMove, eventually, moveTexts, newGame, open, saveKey, waitMoves } from "./helpers.mjs";
import { fillStorageWhen, storageFull } from "./saves.mjs";

const STORAGE_KEY = saveKey("pyrga");

const stored = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), STORAGE_KEY);
/** Every stored Pyrga game (current and saves), as move lists joined by spaces. */
const storedGames = (page) => page.evaluate(() => Object.keys(localStorage)
  .filter((k) => k.startsWith("rosette.v1.save.") || k === "rosette.v1.current.pyrga")
  .map((k) => JSON.parse(localStorage.getItem(k)))
  .filter((r) => r.game === "pyrga")
  .map((r) => r.moves.join(" ")));

/** Lets tests stop a page hearing other tabs (as when its `storage` event has not arrived
 *  yet): a listener registered before the app's swallows the events once `deafen` is called. */
const canDeafen = (context) => context.addInitScript(() => {
  window.addEventListener("storage", (e) => { if (window.deaf) e.stopImmediatePropagation(); });
});
const deafen = (page) => page.evaluate(() => { window.deaf = true; });

export const tests = {
  async "tabs: two tabs play alternate moves in one game and lose none"({ context, server }) {
    const a = await open(context, server, "#/play/pyrga");
    await newGame(a);
    const b = await open(context, server, "#/play/pyrga");
    for (let i = 0; i < 3; i++) {
      await clickAMove(a, i);
      await waitMoves(b, 2 * i + 1);
      await clickAMove(b, i + 1);
      await waitMoves(a, 2 * i + 2);
    }
    const shown = await moveTexts(a);
    assert(shown.length === 6 && shown.join() === (await moveTexts(b)).join(), `both tabs show the game: ${shown}`);
    assert((await autosave(a, "pyrga")).moves.join(" ") === shown.join(" "), "storage holds every move");
    assert(!(await a.locator(".notice").count()) && !(await b.locator(".notice").count()), "followed silently");
    for (const p of [a, b]) {
      await p.reload();
      await p.waitForSelector("svg.pyrga-board g.cell");
      assert((await moveTexts(p)).join() === shown.join(), "the same game after a reload");
    }
  },

  async "tabs: histories that part are both kept and the player is told"({ context, server }) {
    await canDeafen(context);
    const a = await open(context, server, "#/play/pyrga");
    await newGame(a);
    await clickAMove(a);
    const b = await open(context, server, "#/play/pyrga");
    await waitMoves(b, 1);
    // B does not hear A's next moves in time and plays its own second move.
    await deafen(b);
    await clickAMove(a, 0);
    await clickAMove(a, 1);
    const aLine = (await moveTexts(a)).join(" ");
    await clickAMove(b, 2);
    const bLine = (await moveTexts(b)).join(" ");
    assert(aLine.split(" ").length === 3 && bLine.split(" ").length === 2, `B did not hear A: ${aLine} / ${bLine}`);
    assert(aLine.split(" ")[0] === bLine.split(" ")[0] && aLine.split(" ")[1] !== bLine.split(" ")[1], `the games part at move 2: ${aLine} / ${bLine}`);
    await b.waitForSelector(".notice.info:has-text('played this game differently from move 2')");
    // A hears B's write, finds its own line already kept, and shows the slot's game.
    await a.waitForSelector(".notice.info:has-text('played this game differently from move 2')");
    const games = await storedGames(a);
    assert(games.includes(aLine) && games.includes(bLine), `both lines are stored: ${JSON.stringify(games)}`);
    assert(games.filter((g) => g === aLine).length === 1, "kept once, not twice");
    assert((await stored(a)).moves.join(" ") === bLine, "the tab that moved last holds the slot");
    for (const p of [a, b]) {
      await p.reload();
      await p.waitForSelector("svg.pyrga-board g.cell");
      assert((await moveTexts(p)).join(" ") === bLine, "both tabs show the current game after a reload");
    }
    await a.click("nav >> text=Saves");
    await a.waitForSelector(`li.save:has-text('${aLine.split(" ").length} moves')`);
  },

  async "tabs: a new game in one tab while the other plays on keeps both games"({ context, server }) {
    await canDeafen(context);
    const a = await open(context, server, "#/play/pyrga");
    await newGame(a);
    await clickAMove(a);
    await clickAMove(a, 1);
    const b = await open(context, server, "#/play/pyrga");
    await waitMoves(b, 2);
    await deafen(b);
    await newGame(a);
    await clickAMove(a);
    const aLine = (await moveTexts(a)).join(" ");
    await clickAMove(b, 2);
    const bLine = (await moveTexts(b)).join(" ");
    await b.waitForSelector(".notice.info:has-text('different game')");
    // The notice follows a change of language: its words are made each time it is shown.
    const german = (id) => readFileSync(path.join(ROOT, "public/i18n/de/ui.ftl"), "utf8").split("\n").find((l) => l.startsWith(`${id} = `)).slice(id.length + 3);
    await b.click("button[aria-label=Settings]");
    await b.waitForSelector("dialog.settings-dialog[open]");
    await b.check("dialog.settings-dialog label[lang=de] input");
    await b.click(`dialog.settings-dialog button:has-text('${german("done")}')`);
    const head = german("tab-other-game").split("{")[0];
    await eventually(async () => (await b.locator(".notice.info").innerText()).startsWith(head), { message: "the notice in German" });
    const games = await storedGames(a);
    assert(games.includes(aLine) && games.includes(bLine), `both games stored: ${JSON.stringify(games)}`);
    assert(games.filter((g) => g === bLine.split(" ").slice(0, 2).join(" ")).length <= 1, "no needless copies");
    // A follows to the slot's game once it hears of it (its own is kept).
    await waitMoves(a, bLine.split(" ").length);
    assert((await moveTexts(a)).join(" ") === bLine, "A shows the slot's game");
  },

  async "tabs: a save a link opens is deleted only once the slot holds it"({ context, server }) {
    await fillStorageWhen(context);
    const a = await open(context, server, "#/play/pyrga");
    await newGame(a);
    await clickAMove(a);
    await clickAMove(a, 1);
    // The autosave is written just after the paint: wait until the slot holds both moves.
    const { id } = await autosave(a, "pyrga");
    await a.click("button:has-text('Copy game link')");
    const url = await a.locator("input.share-url").inputValue();
    await newGame(a); // the 2-move game goes to the saves
    // Until the new game reaches the slot, the slot still holds the linked game itself.
    await a.waitForFunction(([k, gid]) => JSON.parse(localStorage.getItem(k))?.id !== gid, [STORAGE_KEY, id]);
    const withId = () => a.evaluate((gid) => Object.keys(localStorage)
      .filter((k) => k.startsWith("rosette.v1.save."))
      .filter((k) => JSON.parse(localStorage.getItem(k)).id === gid), id);
    assert((await withId()).length === 1, "the game is a save");
    // Opening the link moves that save into the slot; the slot write fails: the game is
    // on the board and the save stays.
    await storageFull(a, "rosette.v1.current.");
    await a.goto(url);
    await a.waitForSelector(".notice.error:has-text('could not be stored as your current game')");
    assert((await withId()).length === 1, "the save is kept when the slot could not take it");
    await storageFull(a, null);
    await a.goto(url);
    await a.waitForSelector(".notice.info");
    assert((await withId()).length === 0 && (await stored(a)).id === id, "moved once the slot holds it");
    assert((await stored(a)).moves.length === 2, "with its moves");
  },
};
