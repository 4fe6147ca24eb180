// Browser tests of the Learn pages: for each game a lesson is completed by clicks on the
// real board, a wrong move is refused with its reason, a finished lesson is ticked and the
// tick survives a reload; the lesson list continues where the learner left; a lesson at
// 360 px on a touch screen; damaged stored progress is ignored; axe finds no violation on
// the Learn pages. Screenshots go to test-results/.
import { AxeBuilder } from "@axe-core/playwright";
import { assert } from "./helpers.mjs";

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

// Per game: a lesson, a wrong move (refused with a reason containing `says`) and the right one.
const LESSONS = {
  chirality: {
    id: "thick-takes-thin",
    wrong: (p) => chiralityStep(p, "A2", "E3"),
    says: "That move captured nothing. Try again",
    right: (p) => chiralityStep(p, "A2", "A3"),
  },
  pyrga: {
    id: "cylinder-keeps",
    wrong: (p) => pyrgaPlace(p, "Square", "a1"),
    says: "Try again: only one shape keeps your opponent",
    right: (p) => pyrgaPlace(p, "Cylinder", "b2"),
  },
  // Lessons of the Chiron and Shifting Chess helpers (branches learn-chiron, learn-shifting).
  chiron: {
    id: "opening",
    wrong: (p) => squares(p, "a2", "a3"),
    says: "Try again",
    right: (p) => squares(p, "e1", "e3"),
  },
  "shifting-chess": {
    id: "boulders",
    wrong: (p) => squares(p, "g3", "g4"),
    says: "Try again",
    right: (p) => squares(p, "e7", "d9"),
  },
};

/** Completes `game`'s lesson by clicks after a refused wrong move; checks the tick. */
async function completeLesson(page, server, game) {
  const lesson = LESSONS[game];
  await openLesson(page, server, game, lesson.id);
  assert(!(await page.locator(".lesson-tick").count()), `${game}: ticked before it is done`);
  await lesson.wrong(page);
  const wrong = await feedback(page, "wrong");
  assert(wrong.includes(lesson.says), `${game}: a wrong move said: ${wrong}`);
  await page.click(".lesson-retry");
  await page.waitForSelector(".lesson-feedback .lesson-wrong", { state: "detached" });
  await lesson.right(page);
  const right = await feedback(page, "right");
  assert(right.length > 20, `${game}: the right move said: ${right}`);
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
  "learn: a Chirality lesson by clicks, a wrong move's reason, the tick after a reload": test("chirality"),
  "learn: a Pyrga lesson by clicks, a wrong move's reason, the tick after a reload": test("pyrga"),
  "learn: a Chiron lesson by clicks, a wrong move's reason, the tick after a reload": test("chiron"),
  "learn: a Shifting Chess lesson by clicks, a wrong move's reason, the tick after a reload": test("shifting-chess"),

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
