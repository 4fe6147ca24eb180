// Browser tests of play by link: two players (two browser contexts) pass "Send move" links
// back and forth; old, identical and contradicting links; the QR code; a share round trip.
import { assert, autosave, clickAMove, moveCount, moveTexts, newGame, open, play, shotPath, waitMoves } from "./helpers.mjs";

const moves = moveTexts;

/** Plays a Pyrga move whose notation is not `text`: another piece or another cell. */
async function playOtherThan(page, text) {
  for (let target = 0; target < 16; target++) {
    await page.locator(".tray-piece:not([disabled])").first().click();
    await play(page, async () => {
      await page.locator("g.cell.target").nth(target).click();
      const arrow = page.locator("polygon.arrow").first();
      if ((await arrow.count()) > 0) await arrow.click();
    });
    if ((await moves(page)).at(-1) !== text) return;
    const before = await moveCount(page);
    await page.click("button:has-text('Undo')");
    await waitMoves(page, before - 1);
  }
  throw new Error(`no move other than ${text}`);
}

/** Presses "Send move" and returns the link it made (also shown with its QR code). */
async function sendMove(page) {
  await page.click(".send-move button:has-text('Send move')");
  await page.waitForSelector(".qr svg.qr-code");
  const url = await page.locator("input.share-url").inputValue();
  assert(url.includes("?g=g1.pyrga."), url);
  assert((await page.locator(".qr-url").textContent()) === url, "the URL is written under the QR code");
  return url;
}

/** Opens a link in an existing page (a reload, as following a link does). */
async function follow(page, url) {
  await page.goto(url);
  await page.waitForSelector("svg.pyrga-board g.cell");
}

const savesCount = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("rosette.v1.save.")).length);
/** The stored Pyrga game, once it holds the moves shown. */
const current = (page) => autosave(page, "pyrga");
/** The named saves holding the game with record id `id`. */
const savedWithId = (page, id) => page.evaluate((gid) => Object.keys(localStorage)
  .filter((k) => k.startsWith("rosette.v1.save."))
  .map((k) => JSON.parse(localStorage.getItem(k)))
  .filter((r) => r.id === gid), id);
const notice = (page) => page.locator(".notice.info").textContent();

export const tests = {
  async "links: Alice and Bob play Pyrga by sending move links"({ browser, context, server }) {
    const alice = await open(context, server, "#/play/pyrga");
    await newGame(alice);
    const saves = await savesCount(alice);
    const id = (await current(alice)).id;
    const bobContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    let bob = null;
    for (let round = 0; round < 3; round++) {
      await clickAMove(alice, round);
      const toBob = await sendMove(alice);
      if (bob) await follow(bob, toBob);
      else bob = await open(bobContext, server, toBob.slice(server.url.length));
      assert(JSON.stringify(await moves(bob)) === JSON.stringify(await moves(alice)), `round ${round}: Bob sees Alice's game`);
      assert((await current(bob)).id === id, "Bob's copy is the same game (record id)");
      await clickAMove(bob, round + 1);
      const toAlice = await sendMove(bob);
      await follow(alice, toAlice);
      assert(/Continued your game with 1 new move/.test(await notice(alice)), await notice(alice));
      assert((await moveCount(alice)) === 2 * round + 2, `round ${round}: Alice's move list grows`);
      assert(JSON.stringify(await moves(alice)) === JSON.stringify(await moves(bob)), "both see the same game");
      assert((await savesCount(alice)) === saves, "Alice's game continues in place: no new save");
      const mine = await current(alice);
      assert(mine.id === id && mine.seats.every((s) => s.kind === "human"), "same game, people on both sides");
    }
    // Alice starts another game meanwhile: Bob's next reply still continues hers, from saves.
    await clickAMove(alice, 0);
    const toBob = await sendMove(alice);
    await newGame(alice);
    await clickAMove(alice, 1); // the new game has a move, so it must be kept when the link opens
    const savesBefore = await savesCount(alice);
    await follow(bob, toBob);
    await clickAMove(bob, 2);
    await follow(alice, await sendMove(bob));
    assert(/Continued your game .* previous game is kept in your saves/.test(await notice(alice)), await notice(alice));
    assert((await moveCount(alice)) === 8, "the correspondence game is on the board");
    assert((await current(alice)).id === id, "as the current game");
    assert((await savesCount(alice)) === savesBefore, "the other game went to saves; this one left them");
    assert((await savedWithId(alice, id)).length === 0, "stored once: no duplicate among the saves");
    await alice.click("nav >> text=Saves");
    await alice.waitForSelector("li.save");
    assert((await alice.locator("li.save").count()) === 2, "the saves page lists the two games once each");
    await bobContext.close();
  },

  async "links: old, identical and contradicting links"({ browser, context, server }) {
    const alice = await open(context, server, "#/play/pyrga");
    await newGame(alice);
    await clickAMove(alice, 0);
    await clickAMove(alice, 1);
    const old = await sendMove(alice);
    // Reopening the same link changes nothing.
    await follow(alice, old);
    assert(/holds your game as you have it/.test(await notice(alice)), await notice(alice));
    // Bob answers with one move; Alice, not waiting, plays a different one herself.
    const bobContext = await browser.newContext();
    const bob = await open(bobContext, server, old.slice(server.url.length));
    await clickAMove(bob, 0);
    const reply = await sendMove(bob);
    const bobs = (await moves(bob))[2];
    await bobContext.close();
    await playOtherThan(alice, bobs);
    const mine = await moves(alice);
    assert(mine.length === 3, "Alice has three moves");
    // An old link opens the stored game.
    await follow(alice, old);
    assert(/older than your game \(1 move behind\)/.test(await notice(alice)), await notice(alice));
    assert(JSON.stringify(await moves(alice)) === JSON.stringify(mine), "the stored game is shown");
    // A contradicting link asks; keeping changes nothing.
    const saves = await savesCount(alice);
    await follow(alice, reply);
    await alice.waitForSelector(".modal:has-text('contradicts your game')");
    assert(/from move 3 on/.test(await alice.locator(".modal").textContent()), "says where they part");
    await alice.setViewportSize({ width: 360, height: 740 });
    await alice.screenshot({ path: shotPath(`link-branch-dialog-360.png`) });
    await alice.setViewportSize({ width: 1280, height: 860 });
    await alice.click(".modal button:has-text('Keep my game')");
    assert(JSON.stringify(await moves(alice)) === JSON.stringify(mine), "keeping changes nothing");
    assert((await savesCount(alice)) === saves, "nothing saved");
    // Opening it as a branch keeps both games.
    const original = await current(alice);
    await follow(alice, reply);
    await alice.click(".modal button:has-text('Open as a branch')");
    await alice.waitForSelector(".notice.info:has-text('Branch of')");
    const branch = await current(alice);
    assert(branch.id !== original.id && /^Branch of game .* from move 3$/.test(branch.name), JSON.stringify(branch));
    assert(JSON.stringify(await moves(alice)) !== JSON.stringify(mine) && (await moveCount(alice)) === 3, "the link's line");
    const kept = await savedWithId(alice, original.id);
    assert(kept.length === 1 && JSON.stringify(kept[0].moves) === JSON.stringify(original.moves), "the original is kept untouched");
    await alice.click("nav >> text=Saves");
    await alice.waitForSelector("li.save");
    const listed = await alice.locator("li.save").allTextContents();
    assert(listed.length === 2 && listed.some((t) => t.includes("Branch of")), `both games listed: ${listed}`);
  },

  async "links: the QR code of a game link, and a share round trip"({ browser, context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    for (let i = 0; i < 6; i++) await clickAMove(page, i);
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    await page.click(".share button:has-text('QR code')");
    await page.waitForSelector(".qr svg.qr-code");
    const modules = await page.locator(".qr svg.qr-code path").evaluate((p) => p.getAttribute("d").split("M").length - 1);
    assert(modules > 300, `a real QR code: ${modules} dark modules`);
    assert((await page.locator(".qr-url").textContent()) === url, "the QR is of the last link made");
    const box = await page.locator(".qr svg.qr-code").boundingBox();
    assert(box.width >= 200 && Math.abs(box.width - box.height) < 1, `large and square: ${box.width}x${box.height}`);
    for (const scheme of ["light", "dark"]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator("section.share").screenshot({ path: shotPath(`share-qr-1280-${scheme}.png`) });
    }
    // A position link replaces it: the QR follows the last link.
    await page.click("button:has-text('Copy position link')");
    const pos = await page.locator("input.share-url").inputValue();
    assert((await page.locator(".qr-url").textContent()) === pos, "the QR follows the position link");
    // The game link opens the same moves elsewhere, as a phone would (narrow screen).
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const other = await open(phone, server, url.slice(server.url.length));
    assert(JSON.stringify(await moves(other)) === JSON.stringify(await moves(page)), "same moves");
    await other.click(".send-move button:has-text('Send move')");
    await other.waitForSelector(".qr svg.qr-code");
    for (const scheme of ["light", "dark"]) {
      await other.emulateMedia({ colorScheme: scheme });
      await other.locator("section.share").scrollIntoViewIfNeeded();
      await other.screenshot({ path: shotPath(`share-qr-360-${scheme}.png`), fullPage: true });
    }
    const width = await other.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 360, `no horizontal scrolling at 360 px: ${width}`);
    await phone.close();
  },

  async "links: the Share panel says plainly that both devices know the deck order"({ context, server }) {
    const page = await context.newPage();
    await page.goto(`${server.url}#/play/shifting-chess`);
    await page.waitForSelector("section.share");
    const note = page.locator("section.share .deck-note");
    assert(/^Both devices know which cards come next$/.test(await note.locator("summary").textContent()));
    await note.locator("summary").click();
    assert(/the deck's order follows from the game's seed/.test(await note.textContent()));
    await page.goto(`${server.url}#/play/pyrga`);
    await page.waitForSelector("section.share");
    assert((await page.locator(".deck-note").count()) === 0, "no deck, no note");
  },
};
