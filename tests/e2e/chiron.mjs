// Browser tests of the Chiron screen and its setup editor, clicking through the real page.
import {
  assert, eventually, lastMove, moveCount, newGame, onPhone, open, positionLink, shotPath, waitMoves,
} from "./helpers.mjs";

// White: King e1, Ant c6 (one step from the zone), a Phoenix in hand. Black: King d8,
// Phoenix h8, Ant h7. Every other piece is in its owner's pool.
const PROMOTION =
  "3k3p/7a/2A5/8/8/8/8/4K3 w P AAAAAAACLCRMLMRHLHRaaaaaaaclcrmlmrhlhr";

// Lesson 10 ("Flip and relocate"): White's King on e5 may land on c7, d7 or e7; Black's
// Crab a7, Hummingbird e8, Phoenix g8, King h8; White's Phoenix d1.
const KING_FLIP = "4hl1pk/cl7/8/4K3/8/8/8/3P4 w - AAAAAAAACLCRMLMRHLHRaaaaaaaacrmlmrhr";

async function click(page, sq) {
  await page.click(`#sq-${sq}`);
}

/** The relocation squares the open promotion choice asks the player to tap that are off
 *  screen or covered (the element at a square's centre is not the square's), and those it
 *  rings. */
async function hiddenRings(page) {
  return page.evaluate(() => {
    const rings = [...document.querySelectorAll("svg.chiron-board g.csq.reloc")];
    const hidden = rings.filter((sq) => {
      const r = sq.getBoundingClientRect();
      const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
      const onScreen = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      return !onScreen || !sq.contains(document.elementFromPoint(x, y));
    });
    return { rings: rings.map((sq) => sq.id), hidden: hidden.map((sq) => sq.id) };
  });
}

/** Waits until the open promotion choice is on screen and hides none of its `count` rings. */
async function choiceInSight(page, count, where) {
  await eventually(async () => {
    const { rings, hidden } = await hiddenRings(page);
    assert(rings.length === count, `${where}: ${rings.length} rings, not ${count}`);
    assert(hidden.length === 0, `${where}: hidden or covered: ${hidden.join(" ")}`);
    const box = await page.locator(".promotion").boundingBox();
    const height = page.viewportSize().height;
    assert(box && box.y >= 0 && box.y + box.height <= height + 1, `${where}: the choice on screen ${JSON.stringify(box)}`);
  }, { timeout: 5000, message: where });
}

export const tests = {
  async "chiron: opening board, targets and a move"({ context, server }) {
    const page = await open(context, server, "#/play/chiron");
    await newGame(page);
    assert((await page.locator("svg.chiron-board g.csq").count()) === 64, "64 squares");
    assert((await page.locator("svg.chiron-board g.cpiece").count()) === 32, "32 pieces in the opening");
    const e1 = await page.locator("#sq-e1").getAttribute("aria-label");
    assert(e1 === "e1: White King", e1);
    // The King's targets are shown as dots: five leaps two ranks ahead.
    await click(page, "e1");
    const dots = await page.locator("g.csq[data-mark=dot]").count();
    assert(dots === 5, `the King leaps to five empty squares (${dots})`);
    await click(page, "c3");
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Ke1-c3", await lastMove(page));
    assert((await page.locator("g.csq.last").count()) === 2, "last move marked");
  },

  async "chiron: promotion with relocation, then a drop"({ context, server }) {
    const page = await open(context, server, positionLink("chiron", PROMOTION));
    await page.waitForSelector(".notice.info");
    await click(page, "c6");
    await click(page, "c7");
    await page.waitForSelector(".promotion");
    const choices = await page.locator(".promotion button.choice").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    assert(choices.some((c) => c.includes("Keep as is")), choices.join("|"));
    assert(choices.some((c) => c.includes("Flip here")), choices.join("|"));
    assert(choices.some((c) => c.includes("left-handed Crab")), choices.join("|"));
    const relocs = await page.locator("g.csq.reloc").count();
    assert(relocs === 6, `relocation squares c1..c6 (${relocs})`);
    await click(page, "c4");
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Ac6-c7+c4", await lastMove(page));
    const c4 = await page.locator("#sq-c4").getAttribute("aria-label");
    assert(c4 === "c4: White flipped Ant", c4);
    // Black answers; then White drops the Phoenix from its hand.
    await click(page, "h7");
    await click(page, "h6");
    await waitMoves(page, 2);
    await page.click(".chand.white .hand-phoenix");
    const drops = await page.locator("g.csq[data-mark=dot]").count();
    assert(drops === 7, `seven empty squares on White's first rank (${drops})`);
    await click(page, "a1");
    await waitMoves(page, 3);
    assert((await lastMove(page)) === "P@a1", await lastMove(page));
    assert((await page.locator(".chand.white .hand-phoenix").count()) === 0, "the hand is empty");
  },

  async "chiron: during a promotion only the relocation rings show, and the piece has left its square"({ context, server }) {
    const page = await open(context, server, positionLink("chiron", PROMOTION));
    await click(page, "c6");
    await click(page, "c7");
    await page.waitForSelector(".promotion");
    const rings = await page.locator("svg.chiron-board :is(.tdot, .tring, .tcross, .treloc)").count();
    const relocs = await page.locator("svg.chiron-board .treloc").count();
    assert(relocs === 6 && rings === relocs, `only the ${relocs} relocation rings: ${rings} marks`);
    assert((await page.locator("#sq-c6 .cpiece").count()) === 0, "the Ant is no longer drawn on c6");
    assert((await page.locator("#sq-c7 .ghost .cpiece").count()) === 1, "it waits on c7");
    // Cancel puts it back.
    await page.click(".promotion button:has-text('Cancel')");
    assert((await page.locator("#sq-c6 .cpiece").count()) === 1, "back on c6 after Cancel");
  },

  async "chiron: the promotion choices are on screen at 1280×900"({ context, server }) {
    const page = await open(context, server, positionLink("chiron", PROMOTION));
    await page.setViewportSize({ width: 1280, height: 900 });
    await click(page, "c6");
    await click(page, "c7");
    await page.waitForSelector(".promotion");
    const boxes = await page.locator(".promotion button").evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent.trim(), top: r.top, bottom: r.bottom };
    }));
    for (const want of ["Keep as is", "Flip here", "Cancel"]) {
      const b = boxes.find((x) => x.text.includes(want));
      assert(b && b.top >= 0 && b.bottom <= 900, `${want} on screen: ${JSON.stringify(b)}`);
    }
    await choiceInSight(page, 6, "1280×900");
    await page.screenshot({ path: shotPath("chiron-choice-play-1280.png") });
  },

  async "chiron: a King landing on d7 is offered every relocation, written as the engine writes it"({ context, server }) {
    const page = await open(context, server, positionLink("chiron", KING_FLIP));
    await click(page, "e5");
    await click(page, "d7");
    await page.waitForSelector(".promotion");
    // The flipped King leaps two ranks back (e5, left, counts as empty): rank 5 b5–f5, all
    // of rank 3 and rank 1 but d1. b5 and rank 1's a1 are reachable from c7 too.
    const want = ["b5", "c5", "d5", "e5", "f5", ..."abcdefgh".split("").map((f) => `${f}3`),
      ..."abcefgh".split("").map((f) => `${f}1`)].map((sq) => `sq-${sq}`).sort();
    const { rings } = await hiddenRings(page);
    assert(JSON.stringify(rings.sort()) === JSON.stringify(want), `ringed: ${rings.join(" ")}`);
    await click(page, "b5");
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Ke5-c7+b5", await lastMove(page));
    const b5 = await page.locator("#sq-b5").getAttribute("aria-label");
    assert(b5 === "b5: White flipped King", b5);
  },

  async "chiron: at 360 px the promotion choice covers none of the squares it asks about"({ browser, server }) {
    await onPhone(browser, async (context) => {
      const cases = [
        ["#/learn/chiron/king-flip", "e5", "d7", 20, "lesson-10"],
        ["#/learn/chiron/pool-promotion", "d6", "d7", 6, "lesson-11"],
        [positionLink("chiron", PROMOTION), "c6", "c7", 6, "play"],
      ];
      for (const [route, from, to, count, name] of cases) {
        const page = await open(context, server, route, "svg.chiron-board g.csq");
        await page.tap(`#sq-${from}`);
        await page.tap(`#sq-${to}`);
        await page.waitForSelector(".promotion");
        await choiceInSight(page, count, name);
        await page.screenshot({ path: shotPath(`chiron-choice-${name}-360.png`) });
        await page.close();
      }
    });
  },

  async "chiron: a piece without a legal move says so"({ context, server }) {
    const page = await open(context, server, "#/play/chiron");
    await newGame(page);
    // Find one of White's pieces with no move: clicking it marks no square.
    let found = null;
    for (const f of "abcdefgh") {
      const sq = `${f}1`;
      if (!/White/.test(await page.locator(`#sq-${sq}`).getAttribute("aria-label"))) continue;
      await click(page, sq);
      const marks = await page.locator("g.csq[data-mark=dot], g.csq[data-mark=ring], g.csq[data-mark=cross]").count();
      if (marks === 0) { found = sq; break; }
    }
    assert(found, "some piece on White's first rank has no move at the start");
    const note = await page.locator(".stuck-note").textContent();
    assert(new RegExp(`on ${found} has no legal move`).test(note), note);
    assert((await page.locator("g.csq.picked").count()) === 0, "it is not picked up");
  },

  async "chiron: on a phone the L/R letters are readable and the pool says what it is"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    try {
      const page = await open(context, server, "#/play/chiron");
      await newGame(page);
      const heights = await page.locator("svg.chiron-board .hand-mark").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
      assert(heights.length > 0, "hand letters drawn");
      for (const h of heights) assert(h >= 14, `an L/R letter ${h.toFixed(1)} px tall`);
      await page.goto(server.url + positionLink("chiron", PROMOTION));
      await page.waitForSelector(".chand.white .pool .glyph-icon");
      const pool = await page.locator(".chand.white .pool").innerText();
      assert(/an Ant may become/.test(pool), `the pool explained: ${pool}`);
    } finally {
      await context.close();
    }
  },

  async "chiron: an Ant becomes a pool piece"({ context, server }) {
    const page = await open(context, server, positionLink("chiron", PROMOTION));
    await click(page, "c6");
    await click(page, "c7");
    await page.click(".promotion button.choice[aria-label*='right-handed Moth']");
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Ac6-c7=MR", await lastMove(page));
    assert((await page.locator("#sq-c7").getAttribute("aria-label")) === "c7: White right-handed Moth", "became the Moth");
  },

  async "chiron: capture-only targets are crosses"({ context, server }) {
    // White's left-handed Crab on d4 slides right (dots) and captures only to the left.
    const page = await open(context, server,
      positionLink("chiron", "3k3p/8/8/8/a2CL4/8/8/4K3 w P AAAAAAAACRMLMRHLHRaaaaaaaclcrmlmrhlhr"));
    await click(page, "d4");
    assert((await page.locator("#sq-a4").getAttribute("data-mark")) === "cross", "a4 is capture-only");
    assert((await page.locator("#sq-h4").getAttribute("data-mark")) === "dot", "h4 is an ordinary move");
    assert((await page.locator("#sq-b4").getAttribute("data-mark")) === "", "b4 is not a target");
    assert(/left-handed Crab/.test(await page.locator(".legend-current").textContent()), "the legend shows the Crab");
    await click(page, "a4");
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Cd4xa4", await lastMove(page));
  },

  async "chiron: a move against the AI"({ context, server }) {
    const page = await open(context, server, "#/play/chiron");
    await newGame(page, { ai: true, level: "medium" });
    await click(page, "d2");
    await click(page, "d3");
    await waitMoves(page, 2);
    assert(!(await page.locator(".status .spinner").count()), "thinking indicator gone");
    assert((await moveCount(page)) === 2, "the AI replied");
  },

  async "chiron: the setup editor checks and plays a position"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url + "#/play/chiron");
    await page.click("a:has-text('Edit position')");
    await page.waitForSelector(".editor-chiron .verdict-ok");
    await page.click("button:has-text('Clear board')");
    const bad = await page.locator(".verdict-bad").textContent();
    assert(/Not legal/.test(bad), bad);
    await page.click("button:has-text('Opening')");
    await page.waitForSelector(".verdict-ok");
    // Move White's King from e1 to e3 with the palette.
    await page.click("button.palette-piece[title='White King']");
    await click(page, "e1");
    await click(page, "e3");
    await page.waitForSelector(".verdict-ok");
    await page.click("button:has-text('Copy position link')");
    const url = await page.locator("input.share-url").inputValue();
    assert(url.includes("?g=p1.chiron."), url);
    await page.click("button:has-text('Play from here')");
    await page.waitForSelector("svg.chiron-board #sq-e3");
    assert((await page.locator("#sq-e3").getAttribute("aria-label")) === "e3: White King", "the set-up position is played");
    assert((await page.locator("#sq-e1").getAttribute("aria-label")) === "e1: empty", "e1 empty");
  },
};
