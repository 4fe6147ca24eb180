// Browser tests of the Learn pages: for each game a lesson shows what it teaches before its
// task and whose turn it is, is completed by clicks on the real board after a wrong move
// (refused with exactly what the page should say), is ticked and the tick survives a
// reload; the Pyrga tray names whose pieces it holds; Shifting Chess lists what its board
// does not show; the lesson list continues where the learner left; a lesson at 360 px on a
// touch screen; damaged stored progress is ignored; axe finds no violation on the Learn
// pages; the lessons' words are fetched (no wasm holds them), and a fetch that fails is
// said and tried again on request. Screenshots (a lesson per game at 1280 and 360 px) go
// to test-results/.
import { AxeBuilder } from "@axe-core/playwright";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { assert, eventually, GAMES, PHONE, ROOT, shotPath, triedAgain, watchLongTasks } from "./helpers.mjs";

const KEY = "rosette.learn";

/** Opens a lesson and waits for its board. */
async function openLesson(page, server, game, id) {
  await page.goto(`${server.url}#/learn/${game}/${id}`);
  await page.waitForSelector(".learn-lesson .lesson-board svg");
  await page.waitForSelector("#lesson-title");
}

/** Waits for the feedback line to say something of `kind` (right, wrong) and returns it. */
async function feedback(page, kind) {
  const line = page.locator(`.lesson-feedback .lesson-${kind}`);
  await line.waitFor();
  return (await line.textContent()).trim();
}

/** Clicks a Chirality tile by name (tiles overlap at their touch targets). */
async function tile(page, name) {
  await page.locator(`.lesson-board g.tile[data-name='${name}']`).dispatchEvent("click");
}

/** A Chirality step by clicks: the piece, then (once lit) its target. */
async function chiralityStep(page, from, to) {
  await tile(page, from);
  await page.waitForSelector(`.lesson-board g.tile.target[data-name='${to}']`);
  await tile(page, to);
}

/** A Pyrga placement by clicks: the tray's shape, the cell, and a Triangle's direction. */
async function pyrgaPlace(page, shape, cell, dir) {
  await page.click(`.tray-piece[data-shape='${shape}']`);
  await page.click(`#cell-${cell}`);
  if (dir) await page.click(`g.arrow-button[data-dir='${dir}']`);
}

/** A move on a chess board (Chiron, Shifting Chess) by two clicks on squares. */
async function squares(page, from, to) {
  await page.click(`#sq-${from}`);
  await page.click(`#sq-${to}`);
}

// Per game: a lesson, what it teaches (shown before its task), a wrong move and exactly what
// the page says after it, the right move and what it says then, and the turn line before
// and after (the lesson's texts are checked natively in tests/lessons.rs).
const LESSONS = {
  chirality: {
    id: "thick-takes-thin",
    teach: "After every move or Muster, captures happen by themselves. A Thick piece attacks the Thin tiles sharing a full edge with it, and a Thin piece falls to a single enemy attacker.",
    wrong: (p) => chiralityStep(p, "A2", "E3"),
    says: "That move captured nothing. To attack a Thin piece, yours must stand on a Thick tile sharing a full edge with it. Try again.",
    right: (p) => chiralityStep(p, "A2", "A3"),
    why: "Your piece now stands on a Thick tile sharing a full edge with A6: one attacker is enough to take a Thin piece.",
    turn: ["You play Blue. Blue to move.", "You play Blue. Vermillion to move."],
  },
  pyrga: {
    id: "cylinder-keeps",
    teach: "Pyrga is played on 16 cells, a1 to d4. Each player has 15 pieces, shown in the tray under the board: five Squares, five Triangles and five Cylinders. White places the first piece, of any shape, on any cell; then the players take turns, one piece each. Where you may place depends on the piece your opponent has just placed. After a Cylinder, the next piece goes on the same cell.",
    wrong: (p) => pyrgaPlace(p, "Square", "a1"),
    says: "Black must now place on a2 or b1. Only a Cylinder keeps the next piece on its own cell; the other shapes send it elsewhere. Try again.",
    right: (p) => pyrgaPlace(p, "Cylinder", "b2"),
    why: "After a Cylinder the next piece goes on the same cell, so Black must add a Square or a Triangle to b2.",
    turn: ["You play White. White to move.", "You play White. Black to move."],
    // The tray names whose pieces it holds, so its change of sides is seen.
    tray: ["White's pieces", "Black's pieces"],
  },
  chiron: {
    id: "opening",
    teach: "Chiron is played on an 8×8 board. Each side has a King, a Phoenix, 8 Ants, and a left- and a right-handed Crab, Moth and Hummingbird; White moves first. (The opening arrangement is Rosette's reconstruction: the designer's figure is lost.) Some moves are leaps, which jump over anything; others are slides, which stop at the first piece in their way. A move goes to an empty square, or captures an enemy by taking its place. The King leaps to any of the five squares two ranks ahead, never sideways or back.",
    wrong: (p) => squares(p, "a2", "a3"),
    says: "This lesson is about the King, the piece marked K. Try again.",
    right: (p) => squares(p, "e1", "e3"),
    why: "Your King leapt two ranks forward, over the Ants in its way. It can never come back: every piece's own moves make progress, so no position ever repeats.",
    turn: ["You play White. White to move.", "You play White. Black to move."],
  },
  "shifting-chess": {
    id: "boulders",
    teach: "The board is a 12×12 blue board. The land is sixteen 2×2 islands called megatiles, lettered A to P, which start as an 8×8 board in the middle; squares no megatile covers are empty space. Pieces start and move as in chess, except as these lessons show. Four neutral boulders stand on the land: a boulder blocks every piece as if it were one of its own, can never be captured, and a knight leaps over it.",
    wrong: (p) => squares(p, "g3", "g4"),
    says: "That move captured nothing. A boulder stops a sliding piece as one of its own pieces would; only a piece that leaps gets past it. Try again.",
    right: (p) => squares(p, "e7", "d9"),
    why: "Your rook on d3 cannot pass the boulders on d6 and d7; the knight leaps over anything and lands on d9.",
    turn: ["You play White. White to move.", "You play White. Black to move."],
  },
};

/** The text of `selector` once it reads `want` (waiting for it), for a clear failure. */
async function reads(page, selector, want, what) {
  const line = page.locator(selector);
  await eventually(async () => (await line.textContent()).trim() === want, {
    message: `${what}: wanted "${want}", the page shows "${await line.textContent().catch(() => "")}"`,
  });
}

/** Completes `game`'s lesson by clicks after a refused wrong move, checking every text the
 *  player reads: the explanation above the task, the turn line, the feedback; checks the tick. */
async function completeLesson(page, server, game) {
  const lesson = LESSONS[game];
  await openLesson(page, server, game, lesson.id);
  assert(!(await page.locator(".lesson-tick").count()), `${game}: ticked before it is done`);
  await reads(page, ".lesson-teach", lesson.teach, `${game}: what the lesson teaches`);
  const teachFirst = await page.evaluate(() => {
    const [teach, task] = [".lesson-teach", ".lesson-task"].map((s) => document.querySelector(s));
    return !!(teach && task && teach.compareDocumentPosition(task) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  assert(teachFirst, `${game}: the explanation is not shown before the task`);
  assert((await page.locator(".lesson-task").textContent()).startsWith("Your task: "), `${game}: the task is not marked`);
  await reads(page, ".lesson-turn", lesson.turn[0], `${game}: the turn line`);
  if (lesson.tray) await reads(page, ".tray-owner", lesson.tray[0], `${game}: the tray's owner`);
  await lesson.wrong(page);
  await reads(page, ".lesson-feedback .lesson-wrong", lesson.says, `${game}: after a wrong move`);
  await reads(page, ".lesson-turn", lesson.turn[0], `${game}: the turn line after a refused move`);
  await page.click(".lesson-retry");
  await page.waitForSelector(".lesson-feedback .lesson-wrong", { state: "detached" });
  await lesson.right(page);
  await reads(page, ".lesson-feedback .lesson-right", lesson.why, `${game}: after the right move`);
  await reads(page, ".lesson-turn", lesson.turn[1], `${game}: the turn line after the move`);
  if (lesson.tray) await reads(page, ".tray-owner", lesson.tray[1], `${game}: the tray's owner after the move`);
  await page.waitForSelector("#lesson-title .lesson-tick");
  assert(await page.locator(".lesson-next.primary").count(), `${game}: Next is not offered`);
}

const test = (game) => async ({ context, server }) => {
  const page = await context.newPage();
  await completeLesson(page, server, game);
  // The tick survives a reload, on the lesson and in the list.
  await page.reload();
  await page.waitForSelector("#lesson-title .lesson-tick");
  await page.goto(`${server.url}#/learn/${game}`);
  await page.waitForSelector(`.lesson-item.done a[href='#/learn/${game}/${LESSONS[game].id}']`);
};

export const tests = {
  async "learn: no build's wasm holds a lesson's words; the learn pages fetch them"({ context, server }) {
    const dist = path.join(ROOT, "dist");
    const wasms = readdirSync(dist).filter((f) => /^rosette-.*_bg\.wasm$/.test(f));
    assert(wasms.length >= 6, `only ${wasms.length} app builds in dist/`);
    for (const game of GAMES) {
      // A lesson's task, as its English file holds it.
      const source = readFileSync(path.join(ROOT, `public/i18n/en/learn/${game}.ftl`), "utf8");
      const task = source.split("\n").find((l) => / *[a-z-]+-task = .{30,}/.test(l)).split(" = ")[1];
      for (const wasm of wasms) {
        assert(!readFileSync(path.join(dist, wasm)).includes(task), `${wasm} holds ${game}'s lesson words: '${task}'`);
      }
      const page = await context.newPage();
      const fetched = page.waitForResponse((r) => r.url().endsWith(`i18n/en/learn/${game}.ftl`) && r.ok());
      await page.goto(server.url + `#/learn/${game}`);
      await fetched;
      await page.waitForSelector(".lesson-list .lesson-item");
      await eventually(async () => (await page.locator(".lesson-title").first().innerText()).length > 3, { message: `${game}: a lesson without a title` });
      await page.close();
    }
  },

  async "learn: lesson words that cannot be fetched: the page says why, and Try again fetches them"({ newContext, server }) {
    // Without the service worker, whose fetches a route cannot catch.
    const context = await newContext({ serviceWorkers: "block" });
    let refuse = true;
    await context.route(/i18n\/en\/learn\/pyrga\.ftl$/, (route) => (refuse ? route.fulfill({ status: 500, body: "" }) : route.continue()));
    const page = await context.newPage();
    await page.goto(`${server.url}#/learn/pyrga/${LESSONS.pyrga.id}`);
    const said = await triedAgain(page, { absent: ".lesson-board", allow: () => { refuse = false; }, ready: ".learn-lesson .lesson-board svg" });
    assert(said.includes("The lessons could not be loaded") && said.includes("500"), `the problem: ${said}`);
    assert((await page.locator(".lesson-task").innerText()).length > 10, "the lesson's task is empty");
    await context.close();
  },

  async "learn: a lesson's moves are judged by the AI worker while the page's thread stays free (long tasks printed, 4× slower CPU)"({ context, server }) {
    const page = await context.newPage();
    const lesson = LESSONS.chirality;
    await openLesson(page, server, "chirality", lesson.id);
    const watch = await watchLongTasks(context, page);
    await lesson.wrong(page);
    await reads(page, ".lesson-feedback .lesson-wrong", lesson.says, "after a wrong move");
    await page.click(".lesson-retry");
    await lesson.right(page);
    await reads(page, ".lesson-feedback .lesson-right", lesson.why, "after the right move");
    const tasks = await watch.stop();
    console.log(`     a Chirality lesson's wrong and right moves judged at 4× CPU slowdown: ${tasks.length} long tasks ` +
      `on the page's thread, the longest ${Math.max(0, ...tasks).toFixed(0)} ms`);
  },

  async "learn: Shifting Chess lists what its board does not show, the fifty-move count and moved pieces"({ context, server }) {
    const page = await context.newPage();
    await openLesson(page, server, "shifting-chess", "fifty-moves");
    const facts = () => page.locator(".lesson-facts li").allTextContents();
    await eventually(async () => (await facts()).includes("Moves without a capture or a pawn move: 99 (at 100 the game is drawn)."), {
      message: "the fifty-move count is not shown",
    });
    assert(
      (await facts()).some((f) => f.startsWith("Moved by their own moves (no double step, no castling): ") && f.includes("White's pawn on e4")),
      `moved pieces: ${await facts()}`,
    );
    // The pawn move sets the count back to 0, and the line goes.
    await squares(page, "e4", "e5");
    await feedback(page, "right");
    await eventually(async () => !(await facts()).some((f) => f.startsWith("Moves without")), { message: "the count is still shown" });
    await openLesson(page, server, "shifting-chess", "double-step-anywhere");
    await reads(page, ".lesson-facts li", "Moved by their own moves (no double step, no castling): White's pawn on h5.", "moved pawns");
  },

  async "learn: screenshots of a lesson per game with its feedback, at 1280 and 360 px"({ browser, server }) {
    for (const [width, options] of [[1280, { viewport: { width: 1280, height: 860 } }], [360, PHONE]]) {
      const context = await browser.newContext(options);
      try {
        const page = await context.newPage();
        for (const [game, lesson] of Object.entries(LESSONS)) {
          await openLesson(page, server, game, lesson.id);
          await lesson.wrong(page);
          await reads(page, ".lesson-feedback .lesson-wrong", lesson.says, `${game} at ${width} px`);
          await page.screenshot({ path: shotPath(`learn-lesson-${game}-${width}.png`), fullPage: true });
        }
      } finally {
        await context.close();
      }
    }
  },

  "learn: a Chirality lesson by clicks: its explanation, turn line and feedback, the tick after a reload": test("chirality"),
  "learn: a Pyrga lesson by clicks: its explanation, turn line, tray and feedback, the tick after a reload": test("pyrga"),
  "learn: a Chiron lesson by clicks: its explanation, turn line and feedback, the tick after a reload": test("chiron"),
  "learn: a Shifting Chess lesson by clicks: its explanation, turn line and feedback, the tick after a reload": test("shifting-chess"),

  async "learn: the list continues at the first lesson not finished; damaged progress is ignored"({ context, server }) {
    const page = await context.newPage();
    await page.goto(`${server.url}#/learn/pyrga`);
    await page.waitForSelector(".lesson-list .lesson-item");
    const first = await page.locator(".learn-continue").getAttribute("href");
    assert(first === "#/learn/pyrga/cylinder-keeps", `starts at ${first}`);
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ done: { pyrga: ["cylinder-keeps"] } })), KEY);
    await page.reload();
    await page.waitForSelector(".lesson-item.done");
    const next = await page.locator(".learn-continue").getAttribute("href");
    assert(next === "#/learn/pyrga/square-next-door", `continues at ${next}`);
    assert(/1 of \d+ finished/.test(await page.locator(".learn-count").textContent()), "count");
    // The Continue button opens the lesson.
    await page.click(".learn-continue");
    await page.waitForFunction(() => location.hash === "#/learn/pyrga/square-next-door");
    await page.waitForSelector(".lesson-board svg.pyrga-board");
    for (const damaged of ["{", "[1,2]", "{\"done\":{\"pyrga\":7}}"]) {
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [KEY, damaged]);
      await page.goto(`${server.url}#/learn/pyrga`);
      await page.reload();
      await page.waitForSelector(".lesson-list .lesson-item");
      assert((await page.locator(".lesson-item.done").count()) === 0, `${damaged}: ticks shown`);
    }
  },

  async "learn: reachable from the home card, the play page and the rules page"({ context, server }) {
    const page = await context.newPage();
    for (const [from, link] of [
      ["#/", ".game-card:has-text('Pyrga') a:has-text('Learn')"],
      ["#/play/chirality", ".learn-link"],
      ["#/rules/chirality", ".rules-learn a"],
    ]) {
      await page.goto(server.url + from);
      await page.locator(link).first().click();
      await page.waitForSelector(".lesson-list .lesson-item");
      assert(page.url().includes("#/learn/"), `${from} led to ${page.url()}`);
    }
  },

  async "learn: a lesson at 360 px on a touch screen, no sideways scrolling"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await openLesson(page, server, "pyrga", "triangle-points");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= 360, `the page is ${width} px wide`);
      const board = await page.locator("svg.pyrga-board").boundingBox();
      assert(board.width >= 300 && board.x >= 0 && board.x + board.width <= 360, `board box ${JSON.stringify(board)}`);
      await page.locator(".tray-piece[data-shape='Triangle']").tap();
      await page.locator("#cell-a1").tap();
      await page.locator("g.arrow-button[data-dir='east']").tap();
      await feedback(page, "right");
      await page.waitForSelector("#lesson-title .lesson-tick");
      await page.screenshot({ path: "tests/e2e/test-results/learn-pyrga-360.png", fullPage: true });
      await openLesson(page, server, "chirality", "thick-takes-thin");
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(wide <= 360, `the Chirality lesson is ${wide} px wide`);
      await page.screenshot({ path: "tests/e2e/test-results/learn-chirality-360.png", fullPage: true });
    } finally {
      await context.close();
    }
  },

  async "learn: axe finds no violation on the Learn pages, at 1280 and 360 px"({ browser, server }) {
    const found = [];
    const pages = ["#/learn/pyrga", "#/learn/pyrga/cylinder-keeps", "#/learn/chirality/thick-takes-thin"];
    for (const viewport of [{ width: 1280, height: 860 }, { width: 360, height: 740 }]) {
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        for (const hash of pages) {
          await page.goto(server.url + hash);
          await page.waitForSelector("main h1");
          // The list's entries, or the lesson's board, drawn.
          await page.waitForSelector(".learn-lesson .lesson-board svg, .lesson-list .lesson-item");
          const { violations } = await new AxeBuilder({ page }).analyze();
          for (const v of violations) found.push(`${hash} @${viewport.width}: ${v.id} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target})`);
        }
        // A lesson with feedback shown, too.
        await openLesson(page, server, "chirality", "thick-takes-thin");
        await chiralityStep(page, "A2", "E3");
        await feedback(page, "wrong");
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) found.push(`feedback @${viewport.width}: ${v.id} (${v.nodes[0]?.target})`);
      } finally {
        await context.close();
      }
    }
    assert(found.length === 0, `axe violations:\n${found.join("\n")}`);
  },

  async "learn: a Chirality lesson board on a phone starts zoomed on the lesson, tiles big enough to tap"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await openLesson(page, server, "chirality", "thick-takes-thin");
      await page.waitForSelector(".lesson-board svg.penrose-board g.tile");
      /** A tile's edge on screen (px), and whether its centre is inside the board picture. */
      const measure = (name) => page.evaluate((n) => {
        const svg = document.querySelector(".lesson-board svg.penrose-board");
        const face = svg.querySelector(`g.tile[data-name='${n}'] polygon.face`);
        const m = face.getScreenCTM();
        const [a, b] = [face.points[0], face.points[1]].map((p) => new DOMPoint(p.x, p.y).matrixTransform(m));
        const r = face.getBoundingClientRect(), box = svg.getBoundingClientRect();
        const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
        return { edge: Math.hypot(a.x - b.x, a.y - b.y), inside: x > box.left && x < box.right && y > box.top && y < box.bottom, x, y, width: box.width };
      }, name);
      await page.locator(".lesson-board svg.penrose-board").scrollIntoViewIfNeeded();
      const a2 = await measure("A2");
      assert(a2.width >= 320, `the board uses the phone's width: ${a2.width}`);
      assert(a2.edge >= 28, `tiles of at least 28 px: ${a2.edge}`);
      for (const name of ["A2", "A3", "A6"]) assert((await measure(name)).inside, `${name} in view`);
      assert((await page.locator(".lesson-board .zoom-level").textContent()) !== "100%", "zoomed in");
      // Real taps play the lesson's move.
      for (const name of ["A2", "A3"]) {
        const { x, y } = await measure(name);
        await page.touchscreen.tap(x, y);
        if (name === "A2") await page.waitForSelector(".lesson-board g.tile.target[data-name='A3']");
      }
      await feedback(page, "right");
      // The next lesson is framed on its own pieces.
      await page.click(".lesson-next");
      await page.waitForFunction(() => location.hash === "#/learn/chirality/thin-pair-takes-thick");
      await page.waitForSelector(".lesson-board svg.penrose-board g.tile[data-name='B5']");
      await page.locator(".lesson-board svg.penrose-board").scrollIntoViewIfNeeded();
      for (const name of ["B2", "B5", "A7", "A3"]) assert((await measure(name)).inside, `next lesson: ${name} in view`);
      // The whole board stays available.
      await page.click(".lesson-board button[aria-label='Show the whole board']");
      assert((await page.locator(".lesson-board .zoom-level").textContent()) === "100%", "Fit shows the whole board");
    } finally {
      await context.close();
    }
  },

  async "learn: a Chirality lesson board on a wide screen shows the whole board"({ context, server }) {
    const page = await context.newPage();
    await openLesson(page, server, "chirality", "thick-takes-thin");
    await page.waitForSelector(".lesson-board svg.penrose-board g.tile");
    assert((await page.locator(".lesson-board .zoom-level").textContent()) === "100%", "not zoomed");
    await page.screenshot({ path: "tests/e2e/test-results/learn-chirality-1280.png" });
  },
};
