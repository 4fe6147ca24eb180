// Browser tests of the puzzles pages: a puzzle of each game solved by clicks to the game's
// end (the replies, and the player's only moves, played by the page), a wrong move answered
// by its reply on the board and a sentence saying why, Retry and Hint, progress on the
// list, 360 px touch, and axe; the puzzles fetched (no wasm holds them), and a fetch that
// fails said, and tried again on request. What each puzzle asks comes from the CLI
// (`target/release/rosette puzzles <game> --json`), never from the data files.
import { AxeBuilder } from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { assert, eventually, GAMES, inView, PHONE, ROOT, shotPath, triedAgain, watchLongTasks } from "./helpers.mjs";

const CLI = path.join(ROOT, "target/release/rosette");
const listed = {};
/** A game's puzzles as the page lists them: `{ number, id, goal, difficulty, moves, side,
 *  position, solution, steps: [{ move, legal, auto }] }`, from the release CLI. */
function puzzles(game) {
  listed[game] ??= JSON.parse(execFileSync(CLI, ["puzzles", game, "--json"], { encoding: "utf8" }));
  return listed[game];
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

/** The first puzzle whose every move to find can be clicked and that `wanted` accepts. */
function clickable(game, wanted = () => true) {
  const found = puzzles(game).find((p) => p.steps.every((s) => s.auto || CLICKS[game](s.move)) && wanted(p));
  assert(found, `a clickable ${game} puzzle of that kind`);
  return found;
}

/** Opens a puzzle and waits for its board. */
async function openPuzzle(context, server, game, id) {
  const page = await context.newPage();
  await page.goto(`${server.url}#/puzzles/${game}/${id}`);
  await page.waitForSelector(".puzzle-board svg");
  await page.waitForSelector(".puzzle-prompt");
  return page;
}

/** The moves on the puzzle's board, in notation. */
async function boardMoves(page) {
  const text = await page.locator(".puzzle-board").getAttribute("data-moves");
  return text ? text.split(" ") : [];
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

/** Plays the moves of `puzzle` the player has to find, waiting after each for the page to
 *  play what follows (the replies, the player's only moves) and say how many moves are
 *  left, until it says solved; `shoot` takes a screenshot after the first right move.
 *  Returns what the page said after each move. */
async function solve(page, game, puzzle, { touch = false, shoot = null } = {}) {
  const { steps, solution } = puzzle;
  const said = [];
  for (let i = 0; i < steps.length; i++) {
    if (steps[i].auto) continue;
    await play(page, game, steps[i].move, { touch });
    const next = steps.findIndex((s, k) => k > i && !s.auto);
    if (next < 0) break;
    // The page has played the line up to the player's next move to find (the player's
    // moves are the line's even plies).
    await eventually(async () => (await boardMoves(page)).join(" ") === solution.slice(0, 2 * next).join(" "), {
      message: `the ${game} page plays the line up to move ${2 * next + 1}`,
    });
    const left = steps.length - next;
    said.push(await page.locator(".puzzle-info").textContent());
    assert(said.at(-1).includes(`(${left} ${left === 1 ? "move" : "moves"} to go)`) && said.at(-1).includes("replies"), said.at(-1));
    if (shoot && i === 0) await shoot();
  }
  await page.waitForSelector(".puzzle-right");
  said.push(await page.locator(".puzzle-right").textContent());
  assert(said.at(-1).endsWith("Solved!"), said.at(-1));
  assert((await boardMoves(page)).join(" ") === solution.join(" "), "the whole line is on the board");
  return said;
}

/** Screenshots of the page at 1280 and 360 px, as `puzzle-<name>-<width>.png`. */
async function shoot(page, name) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: shotPath(`puzzle-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

const gameTests = Object.fromEntries(GAMES.map((game) => [
  `puzzles: a ${game} puzzle solved by clicks to the game's end, ticked on the list`,
  async ({ context, server }) => {
    // Two moves or more to find: the page answers the first and waits for the next.
    const puzzle = clickable(game, (p) => p.steps.filter((s) => !s.auto).length >= 2);
    const page = await openPuzzle(context, server, game, puzzle.id);
    const prompt = await page.locator(".puzzle-prompt").textContent();
    assert(prompt.endsWith(`to play and win in ${puzzle.moves} moves`), prompt);
    await solve(page, game, puzzle, { shoot: () => shoot(page, `${game}-right`) });
    await shoot(page, `${game}-solved`);
    await page.goto(`${server.url}#/puzzles/${game}`);
    await page.waitForSelector(".puzzle-list li.solved");
    const streak = await page.locator(".puzzle-streak").textContent();
    assert(streak === "Streak 1", streak);
  },
]));

/** Plays a wrong first move of Pyrga `puzzle`: the first shape and lit cell (and arrow)
 *  other than the solution's. */
async function playWrong(page, puzzle) {
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
}

export const tests = {
  async "puzzles: no build's wasm holds a game's puzzles; the puzzles page fetches them"({ context, server }) {
    const dist = path.join(ROOT, "dist");
    const wasms = readdirSync(dist).filter((f) => /^rosette-.*_bg\.wasm$/.test(f));
    assert(wasms.length >= 6, `only ${wasms.length} app builds in dist/`);
    for (const game of GAMES) {
      // A puzzle's line: its id, goal and position, as the data file holds it.
      const line = readFileSync(path.join(ROOT, `src/puzzles/data/${game}.txt`), "utf8").split("\n")[1];
      assert(line.split("\t").length > 5, `${game}: '${line}' is not a puzzle's line`);
      for (const wasm of wasms) {
        assert(!readFileSync(path.join(dist, wasm)).includes(line), `${wasm} holds ${game}'s puzzle '${line.slice(0, 20)}…'`);
      }
      const page = await context.newPage();
      const fetched = page.waitForResponse((r) => r.url().endsWith(`/puzzles/${game}.txt`) && r.ok());
      await page.goto(server.url + `#/puzzles/${game}`);
      await fetched;
      await eventually(async () => (await page.locator(".puzzle-list li").count()) === puzzles(game).length,
        { message: `${game}: the list does not show its ${puzzles(game).length} puzzles` });
      await page.close();
    }
  },

  async "puzzles: puzzles that cannot be fetched: the page says why, and Try again fetches them"({ newContext, server }) {
    // Without the service worker, whose fetches a route cannot catch.
    const context = await newContext({ serviceWorkers: "block" });
    let refuse = true;
    await context.route(/\/puzzles\/chiron\.txt$/, (route) => (refuse ? route.abort("internetdisconnected") : route.continue()));
    const page = await context.newPage();
    const id = puzzles("chiron")[0].id;
    await page.goto(server.url + `#/puzzles/chiron/${id}`);
    const said = await triedAgain(page, { absent: ".puzzle-board", allow: () => { refuse = false; }, ready: ".puzzle-board svg" });
    assert(said.includes("The puzzles could not be loaded (it could not be fetched)"), `the problem: ${said}`);
    // The top bar marks the game's entry on its puzzles pages, as on its other pages.
    assert((await page.locator("header nav a.current").allInnerTexts()).join() === "Chiron", "Chiron is the current game");
    await context.close();
  },

  ...gameTests,

  async "puzzles: a wrong move is refuted by the AI worker while the page's thread stays free (long tasks printed, 4× slower CPU)"({ context, server }) {
    const puzzle = clickable("pyrga", (p) => p.moves >= 2 && p.steps[0].legal >= 4);
    const page = await openPuzzle(context, server, "pyrga", puzzle.id);
    const watch = await watchLongTasks(context, page);
    await playWrong(page, puzzle);
    await page.waitForSelector(".puzzle-wrong", { timeout: 60000 });
    assert((await boardMoves(page)).length === 2, "the move and its refutation are on the board");
    const tasks = await watch.stop();
    console.log(`     a wrong puzzle move refuted at 4× CPU slowdown: ${tasks.length} long tasks on the page's thread, ` +
      `the longest ${Math.max(0, ...tasks).toFixed(0)} ms`);
  },

  async "puzzles: the player's only move is played for it"({ context, server }) {
    const puzzle = clickable("pyrga", (p) => p.steps.some((s) => s.auto));
    const page = await openPuzzle(context, server, "pyrga", puzzle.id);
    const said = (await solve(page, "pyrga", puzzle)).join(" ");
    for (const step of puzzle.steps.filter((s) => s.auto)) {
      assert(said.includes(`${step.move}: your only move, played for you.`), said);
    }
  },

  async "puzzles: a wrong move is answered on the board and in words, Retry and Hint lead to the solution"({ context, server }) {
    const puzzle = clickable("pyrga", (p) => p.moves >= 2 && p.steps[0].legal >= 4);
    const page = await openPuzzle(context, server, "pyrga", puzzle.id);
    await playWrong(page, puzzle);
    await page.waitForSelector(".puzzle-wrong");
    const why = await page.locator(".puzzle-wrong").textContent();
    // The sentence names the reply and says what it does; the reply is on the board.
    const named = /is not it\. (White|Black) answers (\S+?)(, which stops your threat \S+?)?\. (.+)$/.exec(why);
    assert(named, why);
    assert(/then wins in \d+ moves?|only a draw|no longer win in|The game ends|still win/.test(named[4]), why);
    const moves = await boardMoves(page);
    assert(moves.length === 2 && moves[1] === named[2], `the board shows ${moves.join(" ")}, the text ${named[2]}`);
    const cell = named[2].match(/[a-d][1-4]/)[0];
    await page.waitForSelector(`#cell-${cell}.last`);
    await shoot(page, "wrong");
    assert(await page.locator(".puzzle-retry").isEnabled(), "Retry is offered");
    await page.click(".puzzle-retry");
    await page.waitForSelector(".puzzle-wrong", { state: "detached" });
    assert((await boardMoves(page)).length === 0, "Retry takes the move and its reply back");
    // The first hint marks only the cell, not the piece; asked again, the whole move.
    const hinted = puzzle.solution[0].match(/[a-d][1-4]/)[0];
    await page.click(".puzzle-hint");
    await page.waitForSelector(`.pyrga-board .suggest.start-only[data-cell=${hinted}]`);
    assert((await page.locator(".pyrga-board .suggest .suggest-piece").count()) === 0, "the first hint hides the piece");
    assert(/begins on the marked cell/.test(await page.locator(".puzzle-hint-said").textContent()), "the first hint says what it marks");
    assert((await page.locator(".puzzle-hint").textContent()).trim() === "Show the move", "Hint becomes Show the move");
    await page.click(".puzzle-hint");
    await page.waitForSelector(".pyrga-board .suggest:not(.start-only) .suggest-piece");
    assert(await page.locator(".puzzle-hint").isDisabled(), "nothing more to show");
    await page.screenshot({ path: shotPath("puzzle-hint-whole.png") });
    await solve(page, "pyrga", puzzle);
    // Solved with help: on the list, but not as a clean solve, and the streak is 0.
    await page.goto(`${server.url}#/puzzles/pyrga`);
    await page.waitForSelector(".puzzle-list li.helped");
    assert((await page.locator(".puzzle-list li.solved").count()) === 0, "a helped solve is not a clean one");
    const label = await page.locator(".puzzle-list li.helped a").getAttribute("aria-label");
    assert(label.endsWith("solved with help"), label);
    assert((await page.locator(".puzzle-streak").textContent()) === "Streak 0", "streak after a miss");
    await shoot(page, "list");
  },

  async "puzzles: a Shifting Chess move that does not win whatever card is drawn is answered by a card"({ context, server }) {
    const puzzle = puzzles("shifting-chess").find((p) => p.solution.some((m) => m.startsWith("draw-")));
    assert(puzzle, "a puzzle through the player's own draw");
    const legal = execFileSync(CLI, ["moves", "shifting-chess", "--position", puzzle.position], { encoding: "utf8" }).trim().split("\n");
    const wrong = legal.find((m) => m !== puzzle.solution[0] && CLICKS["shifting-chess"](m));
    const page = await openPuzzle(context, server, "shifting-chess", puzzle.id);
    const prompt = await page.locator(".puzzle-prompt").textContent();
    assert(prompt.endsWith(`to play and win in ${puzzle.moves} moves`), prompt);
    await play(page, "shifting-chess", wrong);
    await page.waitForSelector(".puzzle-wrong");
    const why = await page.locator(".puzzle-wrong").textContent();
    const card = /is not it\. It does not win whatever card you draw: after a (Swap|Rotate|Slide|Void) card \(drawn here\), no use of it keeps the win\.$/.exec(why);
    assert(card, why);
    // The wrong move and the card that spoils it are on the board.
    const shown = await boardMoves(page);
    assert(shown.join(" ") === `${wrong} draw-${card[1].toLowerCase()}`, `the board shows ${shown.join(" ")}`);
    // Nobody will apply that card (the puzzle waits for Retry): the card panel says whose
    // card it is, not that it waits for it to be applied.
    const panel = await page.locator(".sc-panel").textContent();
    assert(/(White|Black) applies this card\./.test(panel) && !panel.includes("Waiting"), `the card panel reads: ${panel}`);
    await shoot(page, "card-wrong");
  },

  async "puzzles: progress of puzzles no longer shipped counts for nothing"({ context, server }) {
    const page = await context.newPage();
    await page.goto(`${server.url}#/`);
    await page.evaluate(() => localStorage.setItem("rosette.v1.puzzles.pyrga", "4;1-19,5-21,6-18"));
    await page.goto(`${server.url}#/puzzles/pyrga`);
    await page.waitForSelector(".puzzle-list li");
    const score = await page.locator(".puzzle-score").textContent();
    assert(score.startsWith(`Solved 0 of ${puzzles("pyrga").length}`), score);
    assert((await page.locator(".puzzle-list li.solved, .puzzle-list li.helped").count()) === 0, "no puzzle ticked");
  },

  async "puzzles: 360 px touch — no sideways scrolling, solved by taps, the verdict and Next on screen"({ browser, server }) {
    const context = await browser.newContext(PHONE);
    try {
      const puzzle = clickable("pyrga", (p) => p.moves === 1);
      const page = await openPuzzle(context, server, "pyrga", puzzle.id);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(width <= 360, `page is ${width} px wide`);
      await solve(page, "pyrga", puzzle, { touch: true });
      // What the page says and Next are on screen where the eye is after the move.
      assert(await inView(page, ".puzzle-right"), "the verdict is off screen");
      assert(await inView(page, ".puzzle-next"), "Next is off screen");
      await page.screenshot({ path: shotPath("phone-puzzle-solved.png") });
      for (const game of GAMES) {
        await page.goto(`${server.url}#/puzzles/${game}/${puzzles(game)[0].id}`);
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
          for (const hash of [`#/puzzles/${game}`, `#/puzzles/${game}/${puzzles(game)[0].id}`]) {
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
