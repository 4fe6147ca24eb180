// Browser tests of the puzzles pages: a puzzle of each game solved by clicks, a wrong move
// answered by its refutation and retried, progress on the list, 360 px touch, and axe.
import { AxeBuilder } from "@axe-core/playwright";
import fs from "node:fs";
import path from "node:path";
import { assert, ROOT, shotPath } from "./helpers.mjs";

const GAMES = ["pyrga", "chiron", "shifting-chess", "chirality"];

/** A game's shipped puzzles (src/puzzles/data/<game>.txt), as `{ id, depth, solution }`. */
function puzzles(game) {
  const text = fs.readFileSync(path.join(ROOT, "src/puzzles/data", `${game}.txt`), "utf8");
  return text.split("\n").filter((l) => l.trim() && !l.startsWith("#")).map((l) => {
    const f = l.split("\t");
    return { id: f[0], depth: Number(f[2]), solution: f[6].split(" ") };
  });
}

/** Per game: the clicks (CSS selectors, in order) that make a move written in notation,
 *  or null for a move these tests do not click (drops, Pyrga triangles, card moves). */
const CLICKS = {
  pyrga(m) {
    const shapes = { S: "Square", C: "Cylinder" };
    const g = /^([SC])([a-d][1-4])$/.exec(m);
    return g && [`.tray-piece[data-shape=${shapes[g[1]]}]`, `#cell-${g[2]}`];
  },
  chiron(m) {
    const g = /^[A-Z+]*([a-h][1-8])[-x]([a-h][1-8])$/.exec(m);
    return g && [`#sq-${g[1]}`, `#sq-${g[2]}`];
  },
  "shifting-chess"(m) {
    const g = /^([a-l](?:1[0-2]|[1-9]))([a-l](?:1[0-2]|[1-9]))$/.exec(m);
    return g && [`#sq-${g[1]}`, `#sq-${g[2]}`];
  },
  chirality(m) {
    const g = /^([A-E]\d+)-([A-E]\d+)$/.exec(m);
    return g && [`g.tile[data-name='${g[1]}']`, `g.tile[data-name='${g[2]}']`];
  },
};

/** The first puzzle whose every move of the solver's can be clicked, preferring `depth`. */
function clickable(game, depth) {
  const all = puzzles(game).filter((p) => p.solution.every((m, i) => i % 2 === 1 || CLICKS[game](m)));
  return all.find((p) => p.depth === depth) || all[0];
}

/** Opens a puzzle and waits for its board. */
async function openPuzzle(context, server, game, id) {
  const page = await context.newPage();
  await page.goto(`${server.url}#/puzzles/${game}/${id}`);
  await page.waitForSelector(".puzzle-board svg");
  await page.waitForSelector(".puzzle-prompt");
  return page;
}

/** Makes a move by its clicks (or taps). Chirality's tiles overlap at their touch targets,
 *  so they are activated as a click would be. */
async function play(page, game, m, { touch = false } = {}) {
  for (const sel of CLICKS[game](m)) {
    if (game === "chirality") await page.locator(sel).dispatchEvent("click");
    else if (touch) await page.locator(sel).first().tap();
    else await page.locator(sel).first().click();
  }
}

/** Plays the solver's moves of `puzzle`, waiting for each reply, until it says solved. */
async function solve(page, game, puzzle, options) {
  for (let i = 0; i < puzzle.solution.length; i += 2) {
    await play(page, game, puzzle.solution[i], options);
    if (i + 2 < puzzle.solution.length) {
      await page.waitForFunction((n) => document.querySelector(".puzzle-info")?.textContent.includes(n), "The reply");
    }
  }
  await page.waitForSelector(".puzzle-right");
  const text = await page.locator(".puzzle-right").textContent();
  assert(text.includes("solved"), text);
}

const gameTests = Object.fromEntries(GAMES.map((game) => [
  `puzzles: a ${game} puzzle solved by clicks, ticked on the list`,
  async ({ context, server }) => {
    const puzzle = clickable(game, game === "chiron" ? 3 : 1);
    const page = await openPuzzle(context, server, game, puzzle.id);
    const prompt = await page.locator(".puzzle-prompt").textContent();
    assert(/to play and (win|capture)/.test(prompt), prompt);
    await solve(page, game, puzzle);
    await page.goto(`${server.url}#/puzzles/${game}`);
    await page.waitForSelector(".puzzle-list li.solved");
    const streak = await page.locator(".puzzle-streak").textContent();
    assert(streak === "Streak 1", streak);
  },
]));

export const tests = {
  ...gameTests,

  async "puzzles: a wrong move shows the refutation, Retry and Hint lead to the solution"({ context, server }) {
    const puzzle = clickable("pyrga", 3);
    const page = await openPuzzle(context, server, "pyrga", puzzle.id);
    // A wrong move: the first shape and lit cell (and arrow) other than the solution's.
    const right = CLICKS.pyrga(puzzle.solution[0]).join(" ");
    const shapes = await page.locator(".tray-piece:not([disabled])").evaluateAll((els) => els.map((e) => e.dataset.shape));
    let wrong = null;
    for (const shape of shapes) {
      await page.click(`.tray-piece[data-shape=${shape}]`);
      const cells = await page.locator("g.cell.target").evaluateAll((els) => els.map((e) => e.id));
      wrong = cells.find((id) => `.tray-piece[data-shape=${shape}] #${id}` !== right);
      if (wrong) break;
    }
    assert(wrong, `another move than ${puzzle.solution[0]}`);
    await page.click(`#${wrong}`);
    if (await page.locator("polygon.arrow").count()) await page.locator("polygon.arrow").first().click();
    await page.waitForSelector(".puzzle-wrong");
    const why = await page.locator(".puzzle-wrong").textContent();
    assert(/is not it\. .+ answers it/.test(why), why);
    assert(await page.locator(".puzzle-retry").isEnabled(), "Retry is offered");
    await page.click(".puzzle-retry");
    await page.waitForSelector(".puzzle-wrong", { state: "detached" });
    // The first hint marks only the cell, not the piece; asked again, the whole move.
    const cell = puzzle.solution[0].match(/[a-d][1-4]/)[0];
    await page.click(".puzzle-hint");
    await page.waitForSelector(`.pyrga-board .suggest.start-only[data-cell=${cell}]`);
    assert((await page.locator(".pyrga-board .suggest .suggest-piece").count()) === 0, "the first hint hides the piece");
    assert(/begins on the marked cell/.test(await page.locator(".puzzle-hint-said").textContent()), "the first hint says what it marks");
    assert((await page.locator(".puzzle-hint").textContent()).trim() === "Show the move", "Hint becomes Show the move");
    await page.click(".puzzle-hint");
    await page.waitForSelector(".pyrga-board .suggest:not(.start-only) .suggest-piece");
    assert(await page.locator(".puzzle-hint").isDisabled(), "nothing more to show");
    await page.screenshot({ path: shotPath("puzzle-hint-whole.png") });
    await solve(page, "pyrga", puzzle);
    // A wrong move ends the streak: solved, but not in a row.
    await page.goto(`${server.url}#/puzzles/pyrga`);
    await page.waitForSelector(".puzzle-list li.solved");
    assert((await page.locator(".puzzle-streak").textContent()) === "Streak 0", "streak after a miss");
  },

  async "puzzles: 360 px touch — no sideways scrolling, solved by taps"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    try {
      const puzzle = clickable("pyrga", 1);
      const page = await openPuzzle(context, server, "pyrga", puzzle.id);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= 360, `page is ${width} px wide`);
      await solve(page, "pyrga", puzzle, { touch: true });
      for (const game of GAMES) {
        await page.goto(`${server.url}#/puzzles/${game}/${clickable(game, 1).id}`);
        await page.waitForSelector(".puzzle-board svg");
        const w = await page.evaluate(() => document.documentElement.scrollWidth);
        assert(w <= 360, `${game} puzzle page is ${w} px wide`);
      }
    } finally {
      await context.close();
    }
  },

  async "puzzles: axe finds no violation on the list and a puzzle of each game, at 1280 and 360 px"({ browser, server }) {
    const found = [];
    for (const viewport of [{ width: 1280, height: 860 }, { width: 360, height: 740 }]) {
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        for (const game of GAMES) {
          for (const hash of [`#/puzzles/${game}`, `#/puzzles/${game}/${clickable(game, 1).id}`]) {
            await page.goto(server.url + hash);
            await page.waitForSelector(".puzzle-list, .puzzle-board svg");
            const { violations } = await new AxeBuilder({ page }).analyze();
            for (const v of violations) found.push(`${hash} @${viewport.width}: ${v.id} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target})`);
          }
        }
      } finally {
        await context.close();
      }
    }
    assert(found.length === 0, `axe violations:\n${found.join("\n")}`);
  },
};
