// Browser tests of the Chirality screen: a quick R1 game by clicks (Muster, move, undo,
// reload, share link) and a capture explained step by step from a position link.
import { assert, clickTile, eventually, moveTexts, newChiralityGame, onPhone, open, positionLink, shotPath, stepAPiece, waitMoves } from "./helpers.mjs";

/** The tile with index `i` (its `data-tile`). */
const tile = (i) => `g.tile[data-tile='${i}']`;
const moves = moveTexts;

// The end of an R1 setup B game between two AIs: Blue's last piece on E6, Vermillion's on
// the Thin tile E2. Blue's E6-E3 attacks E2, which falls in the active phase; Vermillion
// is eliminated and Blue wins.
export const CAPTURE_POSITION = "r1 - E6/E2 0/0 15/15 1 - -";

// The same, with a second Vermillion piece on B6: after Blue's capture Vermillion is still
// in the game and replies B6-B10, a quiet move.
const LOG_POSITION = "r1 - E6/E2,B6 0/0 15/14 1 - -";
const LOG_MOVES = [["E6", "E3"], ["B6", "B10"]];

/** The colours a board feature or piece is drawn in (computed), to tell the target mark
 *  from them. */
const strokeOf = (page, sel) => page.evaluate((s) => {
  const e = document.querySelector(s);
  return e ? getComputedStyle(e).stroke : null;
}, sel);

export const tests = {
  async "chirality: tile names: the ones a lesson names, every one with coordinates on, the one tapped on a phone"({ browser, context, server }) {
    const page = await open(context, server, "#/learn/chirality/thick-takes-thin", ".lesson-board svg.penrose-board g.tile");
    // The task speaks of A2 and A6: both wear their names, above the pieces.
    const prompt = await page.locator(".lesson-task").textContent();
    assert(/A2/.test(prompt) && /A6/.test(prompt), prompt);
    await page.waitForSelector("g.name-tag[data-name='A2']");
    await page.waitForSelector("g.name-tag[data-name='A6']");
    assert((await page.locator("g.name-tag").count()) === 2, "only the tiles named");
    // Coordinates on (the default): every tile's name; off: none.
    const tiles = await page.locator("g.tile").count();
    assert((await page.locator(".ov-names text").count()) === tiles, "every tile named");
    await page.click("button[aria-label=Settings]");
    await page.uncheck("label:has-text('Show coordinates') input");
    await page.click("dialog.settings-dialog button:has-text('Done')");
    await page.waitForSelector(".ov-names", { state: "detached" });
    assert((await page.locator("g.name-tag").count()) === 2, "the named tiles keep their tags");
    // On a phone, a tap on any tile shows its name.
    await onPhone(browser, async (phone) => {
      const p = await open(phone, server, "#/learn/chirality/thick-takes-thin", ".lesson-board svg.penrose-board g.tile");
      const name = "A3";
      await p.locator(`g.tile[data-name='${name}']`).dispatchEvent("click");
      await p.waitForSelector(`g.name-tag.tapped[data-name='${name}']`);
      await p.screenshot({ path: shotPath("chirality-tile-name-tapped-360.png") });
    });
  },

  async "chirality: a legal target wears a ring mark that no Gate or piece shares"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    await newChiralityGame(page);
    await page.click("button.muster");
    const lit = await page.locator("g.tile.target").count();
    assert(lit > 0, "Muster lights Gate tiles");
    const marks = await page.locator(".penrose-board .target-mark").count();
    assert(marks === lit, `a ring mark on each of the ${lit} lit tiles: ${marks}`);
    // The mark and the lit tile's edge are drawn in colours no Gate outline nor player uses.
    const gate = await strokeOf(page, "g.tile.gate:not(.target) polygon.face");
    const face = await strokeOf(page, "g.tile.target polygon.face");
    const ring = await strokeOf(page, ".target-mark .target-ring-out");
    const inner = await strokeOf(page, ".target-mark .target-ring-in");
    const players = ["rgb(0, 114, 178)", "rgb(213, 94, 0)", "rgb(0, 158, 115)", "rgb(204, 121, 167)", "rgb(230, 159, 0)", "rgb(86, 180, 233)"];
    for (const [what, c] of [["edge", face], ["ring", ring], ["ring's inside", inner]]) {
      assert(c && c !== gate && !players.includes(c), `the target's ${what} (${c}) differs from the Gate outline (${gate}) and the players`);
    }
    assert(ring !== inner, "the ring has a dark and a light edge (seen without colour)");
  },

  async "chirality: Muster says why it is not possible"({ context, server }) {
    const page = await open(context, server, positionLink("chirality", CAPTURE_POSITION));
    assert(await page.locator("button.muster").isDisabled(), "Muster is greyed out");
    const why = (await page.locator(".muster-why").textContent()).trim();
    assert(why === "You have no pieces in reserve.", `the reason: ${why}`);
    const described = await page.locator("button.muster").getAttribute("aria-describedby");
    assert(described === "muster-why", "the button is described by the reason");
  },

  async "chirality: on a phone, Muster brings the lit Gate tiles into view"({ browser, server }) {
    await onPhone(browser, async (context) => {
      const page = await open(context, server, "#/play/chirality");
      await newChiralityGame(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => document.querySelector("button.muster").click());
      await page.waitForSelector("g.tile.target");
      // The page scrolls to them (smoothly, where motion is allowed).
      await eventually(async () => {
        const out = await page.locator("g.tile.target").evaluateAll((els) => els
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.top < 0 || r.bottom > window.innerHeight).length);
        assert(out === 0, `${out} lit tiles out of view`);
      }, { message: "the lit tiles come into view" });
    });
  },

  async "chirality: the capture log keeps every player's last turn, each explained"({ context, server }) {
    const page = await open(context, server, positionLink("chirality", LOG_POSITION));
    const tileOf = (name) => page.locator(`g.tile[data-name='${name}']`).getAttribute("data-tile");
    // Blue captures; then Vermillion replies without capturing.
    await clickTile(page, tile(await tileOf(LOG_MOVES[0][0])));
    await clickTile(page, tile(await tileOf(LOG_MOVES[0][1])));
    await waitMoves(page, 1);
    await clickTile(page, tile(await tileOf(LOG_MOVES[1][0])));
    await clickTile(page, tile(await tileOf(LOG_MOVES[1][1])));
    await waitMoves(page, 2);
    const entries = (await page.locator(".turn-log li").allTextContents()).map((t) => t.trim());
    const blue = `Blue ${LOG_MOVES[0].join("-")}: 1 capture`;
    const red = `Vermillion ${LOG_MOVES[1].join("-")}: no capture`;
    assert(JSON.stringify(entries) === JSON.stringify([blue, red]), `the log: ${JSON.stringify(entries)}`);
    // Blue's turn is one click away, with its capture explained and drawn.
    await page.click(".turn-log li >> nth=0 >> button");
    const explained = await page.locator(".explainer").textContent();
    assert(/Active phase: Vermillion's piece on/.test(explained), explained);
    assert((await page.locator(".penrose-board g.captured").count()) === 1, "the captured piece is drawn");
  },


  async "chirality: R1 quick game — muster, move, undo, reload, shared link"({ browser, context, server }) {
    const page = await open(context, server, "#/play/chirality");
    await newChiralityGame(page);
    const count = await page.locator("g.tile").count();
    assert(count === 160, `R1 has 160 tiles, not ${count}`);
    assert((await page.locator(".piece-at").count()) === 10, "setup B: an Inner Star each");
    assert((await page.locator(".garrison").count()) === 2, "both Inner Stars are Garrisons");
    // Muster onto a lit Gate tile.
    await page.click("button.muster");
    const lit = page.locator("g.tile.target");
    assert((await lit.count()) > 0, "Muster lights Gate tiles");
    await clickTile(page, tile(await lit.first().getAttribute("data-tile")));
    await waitMoves(page, 1);
    assert((await moves(page))[0].startsWith("+"), "a Muster is written +tile");
    assert((await page.locator("g.tile.last-to").count()) === 1, "the last move is marked");
    // Vermillion moves a piece.
    await stepAPiece(page, 1);
    await waitMoves(page, 2);
    assert(/-/.test((await moves(page))[1]), "a step is written from-to");
    const status = await page.locator(".status").textContent();
    assert(/Blue to move/.test(status), `status: ${status}`);
    // Undo and redo.
    await page.click("button:has-text('Undo')");
    await waitMoves(page, 1);
    await page.click("button:has-text('Redo')");
    await waitMoves(page, 2);
    const before = await moves(page);
    await page.reload();
    await page.waitForSelector("svg.penrose-board g.tile");
    await waitMoves(page, 2);
    assert(JSON.stringify(await moves(page)) === JSON.stringify(before), "the game is restored after a reload");
    assert((await page.locator("g.tile").count()) === 160, "still on R1 after a reload");
    // The game link opens the same game in a fresh browser context.
    await page.click("button:has-text('Copy game link')");
    const url = await page.locator("input.share-url").inputValue();
    const other = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    try {
      const p2 = await other.newPage();
      await p2.goto(url);
      await p2.waitForSelector("svg.penrose-board g.tile");
      await waitMoves(p2, 2);
      assert(JSON.stringify(await moves(p2)) === JSON.stringify(before), "the shared game has the same moves");
      assert((await p2.locator("g.tile").count()) === 160, "the shared game is on R1");
    } finally {
      await other.close();
    }
  },

  async "chirality: new-game dialog offers no setup A on R1 and seats up to five"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    await page.click("button:has-text('New game')");
    await page.check("input[name=board][value=r1]");
    assert(await page.locator("input[name=setup][value=a]").isDisabled(), "setup A is not offered on R1");
    assert(await page.locator("input[name=setup][value=b]").isChecked(), "R1 starts on its own setup");
    assert((await page.locator(".modal .notice.error").count()) === 0, "no invalid choice to refuse");
    await page.check("input[name=setup][value=c]");
    await page.selectOption("select[aria-label='Number of players']", "4");
    assert((await page.locator(".modal select[data-seat]").count()) === 4, "four seat rows");
    assert(await page.locator("select[aria-label='Number of players'] option[value='6']").isDisabled(), "R1 seats five");
    await page.click("button:has-text('Start')");
    await page.waitForSelector(".modal", { state: "detached" });
    assert((await page.locator(".tray-row").count()) === 4, "four players in the tray");
    assert((await page.locator("g.tile.target").count()) > 0, "setup C: placement tiles lit");
  },

  async "chirality: a capture explained from a position link, then undone"({ context, server }) {
    const page = await open(context, server, positionLink("chirality", CAPTURE_POSITION));
    const tileOf = (name) => page.locator(`g.tile[data-name='${name}']`).getAttribute("data-tile");
    const [e6, e3, e2] = [await tileOf("E6"), await tileOf("E3"), await tileOf("E2")];
    assert((await page.locator(".piece-at").count()) === 2, "two pieces");
    // The threat overlay: badges on attacked tiles, nothing in danger yet.
    await page.check("label.toggle input");
    await page.waitForSelector(".penrose-board g.threat");
    assert((await page.locator(".threat-summary").textContent()).includes("No piece is in danger"), "no danger yet");
    // Select E6: E3 is among its destinations; play it.
    await clickTile(page, tile(e6));
    await page.waitForSelector(`g.tile.target[data-tile='${e3}']`);
    await clickTile(page, tile(e3));
    await waitMoves(page, 1);
    assert((await moves(page))[0] === "E6-E3", "the move is written E6-E3");
    const explained = await page.locator(".explainer").textContent();
    assert(/Active phase: Vermillion's piece on E2 \(Thin tile\) fell to Blue with 1 source \(E3\)/.test(explained), explained);
    assert(/Eliminated: Vermillion/.test(explained), "the elimination is shown");
    const said = await page.locator(".chirality p[aria-live=assertive]").textContent();
    assert(said === "1 piece captured. Vermillion is eliminated.", `announced: ${said}`);
    assert((await page.locator(`g.captured[data-tile='${e2}'] line.attack`).count()) === 1, "the attack source is drawn");
    const status = await page.locator(".status[role=status]").textContent();
    assert(/Blue wins/.test(status), `victory announced: ${status}`);
    assert((await page.locator(".tray-row.eliminated").count()) === 1, "Vermillion shown eliminated");
    // Undo: the piece is back, the explainer gone.
    await page.click("button:has-text('Undo')");
    await page.waitForSelector(".explainer", { state: "detached" });
    assert((await page.locator(".piece-at").count()) === 2, "the captured piece is back");
  },
};
