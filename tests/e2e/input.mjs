// Input on every board: keyboard-only opening moves (one Tab stop into the board, arrows,
// Enter, Escape), drag and drop with the mouse and by touch without scrolling the page,
// and each play page at 360 px and 1920 px wide.
import { assert, BOARDS, clickTile, eventually, lastMove, moveCount, newChiralityGame, newGame, notations, onPhone, open, play, positionLink, shotPath, waitMoves } from "./helpers.mjs";

/** The id of the focused element, or its data-tile for a Penrose tile. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.dataset?.tile !== undefined ? `tile-${el.dataset.tile}` : el?.id || null;
  });

/** Tabs from the top of the page until the focus is inside `board` (a selector). */
async function tabInto(page, board) {
  await page.evaluate(() => document.activeElement?.blur());
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    const [inside, role, html] = await page.evaluate((s) => {
      const el = document.activeElement;
      return [!!el?.closest(s), el?.getAttribute("role"), el?.outerHTML.slice(0, 80)];
    }, board);
    if (!inside) continue;
    // The board's one Tab stop is a square or tile, not a group around them.
    assert(role === "button", `Tab entered ${board} on ${html}`);
    return;
  }
  throw new Error(`Tab never reached ${board}`);
}

/** Walks the focus over a square grid (ids `sq-<file><rank>`) to `target` by arrow keys. */
async function walkGrid(page, target) {
  for (let i = 0; i < 30; i++) {
    const at = (await focused(page)).replace("sq-", "");
    if (at === target) return;
    const df = target.charCodeAt(0) - at.charCodeAt(0);
    const dr = Number(target.slice(1)) - Number(at.slice(1));
    await page.keyboard.press(df > 0 ? "ArrowRight" : df < 0 ? "ArrowLeft" : dr > 0 ? "ArrowUp" : "ArrowDown");
  }
  throw new Error(`arrows never reached ${target} (at ${await focused(page)})`);
}

/** The centre of an element on screen. */
async function centre(page, selector) {
  const b = await page.locator(selector).first().boundingBox();
  return [b.x + b.width / 2, b.y + b.height / 2];
}

/** Walks the Penrose focus by arrow keys to tile `target`, always stepping towards it. */
async function walkTiles(page, target) {
  const [tx, ty] = await centre(page, `g.tile[data-tile='${target}'] .face`);
  const seen = new Map();
  for (let i = 0; i < 80; i++) {
    const at = (await focused(page)).replace("tile-", "");
    if (at === target) return;
    const [x, y] = await centre(page, `g.tile[data-tile='${at}'] .face`);
    const [dx, dy] = [tx - x, ty - y];
    const visits = (seen.get(at) || 0) + 1;
    seen.set(at, visits);
    // The dominant axis first; the other one when that keeps coming back here.
    const horizontal = (Math.abs(dx) > Math.abs(dy)) !== (visits % 2 === 0);
    await page.keyboard.press(horizontal ? (dx > 0 ? "ArrowRight" : "ArrowLeft") : dy > 0 ? "ArrowDown" : "ArrowUp");
  }
  throw new Error(`arrows never reached tile ${target} (at ${await focused(page)})`);
}

/** The tiles matching `selector`, nearest the focused tile first. */
async function nearestTiles(page, selector) {
  return page.evaluate((sel) => {
    const c = (el) => {
      const b = el.querySelector(".face").getBoundingClientRect();
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    const [x, y] = c(document.activeElement);
    return [...document.querySelectorAll(sel)]
      .map((el) => [Math.hypot(c(el)[0] - x, c(el)[1] - y), el.dataset.tile])
      .sort((a, b) => a[0] - b[0])
      .map((p) => p[1]);
  }, selector);
}

/** Presses the pointer on one element and drags it to another in small steps. */
async function mouseDrag(page, from, to, { check } = {}) {
  const [x0, y0] = await centre(page, from);
  const [x1, y1] = await centre(page, to);
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(x0 + ((x1 - x0) * i) / 8, y0 + ((y1 - y0) * i) / 8);
  if (check) await check();
  await page.mouse.up();
}

/** A real touch drag (touch events through the browser's input pipeline). */
async function touchDrag(page, from, to, { check } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const [x0, y0] = await centre(page, from);
  const [x1, y1] = await centre(page, to);
  const touch = (type, x, y) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }] });
  await touch("touchStart", x0, y0);
  for (let i = 1; i <= 10; i++) await touch("touchMove", x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10);
  if (check) await check();
  await touch("touchEnd");
  await cdp.detach();
}

// White: King e1, Ant c6, a Phoenix in hand. Black: King d8, Phoenix h8, Ant h7.
const CHIRON_HAND = "3k3p/7a/2A5/8/8/8/8/4K3 w P AAAAAAACLCRMLMRHLHRaaaaaaaclcrmlmrhlhr";

// Shifting Chess from the start with a known deck (Slide on top): a card after 3 turns.
const SHIFTING_START =
  "------------/------------/--rnbqkbnr--/--pppppppp--/--8--/--1*4*1--/--1*4*1--/--8--/" +
  "--PPPPPPPP--/--RNBQKBNR--/------------/------------ w m - 0 0 " +
  "....../.M0N0O0P0./.I0J0K0L0./.E0F0G0H0./.A0B0C0D0./...... - 0:0:lsrsrlsrlsrvlsrvsrlv: *";

/** Each game's play page and its board's picture. */
const PLAY_BOARDS = [
  ["pyrga", "svg.pyrga-board"],
  ["chiron", "svg.chiron-board"],
  ["shifting-chess", "svg.sc-board"],
  ["chirality", "svg.penrose-board"],
];

export const tests = {
  async "input: Chiron by keyboard only — one Tab stop, arrows, Enter, Escape"({ context, server }) {
    const page = await open(context, server, "#/play/chiron");
    await newGame(page);
    assert((await page.locator("svg.chiron-board [tabindex='0']").count()) === 1, "one Tab stop in the board");
    await tabInto(page, "svg.chiron-board");
    await walkGrid(page, "e1");
    assert((await page.locator("#sq-e1").getAttribute("aria-label")) === "e1: White King", "named by notation");
    await page.keyboard.press("Enter");
    assert((await page.locator("g.csq[data-mark=dot]").count()) === 5, "Enter selects: the King's leaps");
    await page.keyboard.press("Escape");
    assert((await page.locator("g.csq.picked, g.csq[data-mark=dot]").count()) === 0, "Escape cancels");
    await page.keyboard.press("Enter");
    await walkGrid(page, "c3");
    await page.keyboard.press("Enter");
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Ke1-c3", await lastMove(page));
    // Black answers by keyboard too: its King's first leap.
    await walkGrid(page, "d8");
    await page.keyboard.press("Enter");
    const dot = (await page.locator("g.csq[data-mark=dot]").first().getAttribute("id")).replace("sq-", "");
    await walkGrid(page, dot);
    await page.keyboard.press("Enter");
    await waitMoves(page, 2);
    assert((await lastMove(page)).startsWith("Kd8-"), await lastMove(page));
    assert((await focused(page))?.startsWith("sq-"), "the focus stays on the board");
  },

  async "input: Chiron hand by keyboard — Tab to the Phoenix, Shift+Tab back, drop"({ context, server }) {
    const hand = await open(context, server, positionLink("chiron", CHIRON_HAND));
    await tabInto(hand, "svg.chiron-board");
    for (let i = 0; i < 10 && !(await hand.evaluate(() => document.activeElement?.matches(".hand-phoenix"))); i++)
      await hand.keyboard.press("Tab");
    assert(await hand.evaluate(() => document.activeElement?.matches(".hand-phoenix[data-owner='0']")), "Tab reaches the hand");
    await hand.keyboard.press("Enter");
    await hand.keyboard.down("Shift");
    for (let i = 0; i < 10 && !(await hand.evaluate(() => !!document.activeElement?.closest("svg.chiron-board"))); i++)
      await hand.keyboard.press("Tab");
    await hand.keyboard.up("Shift");
    const drop = (await hand.locator("g.csq[data-mark=dot]").first().getAttribute("id")).replace("sq-", "");
    assert(drop.endsWith("1"), `the drop goes on the first rank (${drop})`);
    await walkGrid(hand, drop);
    await hand.keyboard.press("Enter");
    await waitMoves(hand, 1);
    assert((await hand.locator(".hand-phoenix[data-owner='0']").count()) === 0, "the Phoenix left the hand");
  },

  async "input: Chiron promotion by keyboard — the choices take the focus"({ context, server }) {
    const page = await open(context, server, positionLink("chiron", CHIRON_HAND));
    await tabInto(page, "svg.chiron-board");
    await walkGrid(page, "c6");
    await page.keyboard.press("Enter");
    await walkGrid(page, "c7");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.matches(".promotion button.choice"));
    for (let i = 0; i < 20 && !/right-handed Moth/.test(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") || "")); i++)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Ac6-c7=MR", await lastMove(page));
    assert((await focused(page))?.startsWith("sq-"), "the focus is back on the board");
  },

  async "input: Shifting Chess by keyboard only — moves, then a Slide card applied"({ context, server }) {
    const page = await open(context, server, positionLink("shifting-chess", SHIFTING_START));
    assert((await page.locator("svg.sc-board [tabindex='0']").count()) === 1, "one Tab stop in the board");
    await tabInto(page, "svg.sc-board");
    for (const [n, [from, to]] of [["e4", "e6"], ["e9", "e7"], ["d4", "d5"]].entries()) {
      await walkGrid(page, from);
      await page.keyboard.press("Enter");
      assert((await page.locator("rect.sc-hit.target").count()) > 0, `${from} shows its moves`);
      await walkGrid(page, to);
      await page.keyboard.press("Enter");
      await waitMoves(page, n + 1, { atLeast: true });
    }
    await page.waitForSelector(".sc-card[data-card=slide]");
    // Choose tile B on the board, then the West button and Apply by Tab and Enter.
    await walkGrid(page, "e3");
    await page.keyboard.press("Enter");
    for (let i = 0; i < 20 && !/West/.test(await page.evaluate(() => document.activeElement?.textContent || "")); i++)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    assert((await page.locator(".sc-confirm code").textContent()) === "slide-B-w", "previewed by keyboard");
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== "Apply"; i++)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => !document.querySelector(".sc-card"));
    const moves = (await notations(page)).join(" ");
    assert(moves.includes("slide-B-w"), moves);
  },

  async "input: Chirality by keyboard only — Muster, then a step, tiles named by notation"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    await newChiralityGame(page);
    assert((await page.locator("svg.penrose-board [tabindex='0']").count()) === 1, "one Tab stop in the board");
    const blue = await page.locator(".piece-at[data-owner='0']").first().getAttribute("data-tile");
    const label = await page.locator(`g.tile[data-tile='${blue}']`).getAttribute("aria-label");
    assert(/^[A-Z]+\d+: .*Blue piece$/.test(label), `label: ${label}`);
    // Blue musters: the tray's button, then back into the board to a lit Gate tile.
    await tabInto(page, "svg.penrose-board");
    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.matches("button.muster"))); i++)
      await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Shift+Tab");
    for (let i = 0; i < 20 && !(await page.evaluate(() => !!document.activeElement?.closest("svg.penrose-board"))); i++)
      await page.keyboard.press("Shift+Tab");
    const [gate] = await nearestTiles(page, "g.tile.target");
    await walkTiles(page, gate);
    await page.keyboard.press("Enter");
    await waitMoves(page, 1);
    assert((await lastMove(page)).startsWith("+"), await lastMove(page));
    // Vermillion steps: try its pieces nearest first; Escape when one cannot move.
    for (const tile of await nearestTiles(page, "g.tile:has(~ *) , g.tile")) {
      if (!(await page.locator(`.piece-at[data-owner='1'][data-tile='${tile}']`).count())) continue;
      await walkTiles(page, tile);
      await page.keyboard.press("Enter");
      const targets = await nearestTiles(page, "g.tile.target");
      if (!targets.length) {
        await page.keyboard.press("Escape");
        continue;
      }
      await walkTiles(page, targets[0]);
      await page.keyboard.press("Enter");
      break;
    }
    await waitMoves(page, 2);
    assert(/-/.test(await lastMove(page)), `a step: ${await lastMove(page)}`);
  },

  async "input: Chirality after a mouse drag, the keys go on from the tile the piece was dropped on"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    await newChiralityGame(page);
    await tabInto(page, "svg.penrose-board");
    // A Blue piece dragged onto another Blue piece (no move): the drag is put down there.
    const own = await page.evaluate(() => [...document.querySelectorAll(".piece-at[data-owner='0']")].map((e) => e.dataset.tile));
    const [from, onto] = [own[own.length - 1], own[0]];
    await mouseDrag(page, `g.tile[data-tile='${from}'] .face`, `g.tile[data-tile='${onto}'] .face`);
    assert((await moveCount(page)) === 0, "a drop on no target plays nothing");
    assert((await focused(page)) === `tile-${onto}`, `the focus is on the drop tile ${onto}, not ${await focused(page)}`);
    const stops = await page.locator("svg.penrose-board [tabindex='0']").evaluateAll((els) => els.map((e) => e.dataset.tile));
    assert(stops.join() === onto, `the one Tab stop is the focused tile (${stops})`);
    // Enter picks up the focused tile's piece, the one the player sees focused.
    await page.keyboard.press("Enter");
    assert((await page.locator(`g.tile[data-tile='${onto}'][aria-pressed='true']`).count()) === 1, "Enter picks the focused tile's piece");
  },

  async "input: Chirality on the default board: a piece dragged to a lit tile plays there"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    // A Blue piece with a target (shown by a click, then put down again).
    let from, to;
    for (const tile of await page.evaluate(() => [...document.querySelectorAll(".piece-at[data-owner='0']")].map((e) => e.dataset.tile))) {
      await clickTile(page, `g.tile[data-tile='${tile}']`);
      to = await page.evaluate(() => document.querySelector("g.tile.target")?.dataset.tile);
      await clickTile(page, `g.tile[data-tile='${tile}']`);
      if (to) { from = tile; break; }
    }
    assert(from, "a Blue piece that can move");
    await page.waitForFunction(() => !document.querySelector("g.tile.target"));
    const at = async () => centre(page, `g.tile[data-tile='${to}'] .face`);
    const before = await at();
    // The board stays still while the piece is carried (no close-up under the pointer).
    await mouseDrag(page, `g.tile[data-tile='${from}'] .face`, `g.tile[data-tile='${to}'] .face`, {
      check: async () => {
        const now = await at();
        assert(Math.hypot(now[0] - before[0], now[1] - before[1]) < 1, `the target moved from ${before} to ${now} during the drag`);
      },
    });
    await waitMoves(page, 1, { atLeast: true });
    const name = await page.locator(`g.tile[data-tile='${to}']`).getAttribute("data-name");
    const [first] = await notations(page);
    assert(first.endsWith(name), `Blue's move ${first} goes to ${name}`);
  },

  async "input: mouse drag and drop plays; a drop elsewhere cancels"({ context, server }) {
    const page = await open(context, server, "#/play/chiron");
    await newGame(page);
    // Off every target: nothing is played and nothing stays picked.
    await mouseDrag(page, "#sq-e1", "#sq-e5");
    assert((await moveCount(page)) === 0, "a drop on no target plays nothing");
    assert((await page.locator("g.csq.picked").count()) === 0, "and cancels the pick");
    await mouseDrag(page, "#sq-e1", "#sq-c3", {
      check: async () => assert((await page.locator(".drag-ghost").count()) === 1, "a ghost follows the pointer"),
    });
    await waitMoves(page, 1);
    assert((await lastMove(page)) === "Ke1-c3", await lastMove(page));
    assert((await page.locator(".drag-ghost").count()) === 0, "the ghost is gone");
    // Tap-tap still works after a drag.
    await page.click("#sq-d8");
    await page.click("g.csq[data-mark=dot] >> nth=0");
    await waitMoves(page, 2);
    // Pyrga: a shape dragged from the tray onto a lit cell.
    const pyrga = await open(context, server, "#/play/pyrga");
    await newGame(pyrga);
    await mouseDrag(pyrga, ".tray-piece[data-shape=Cylinder]", "#cell-b2");
    await waitMoves(pyrga, 1);
    assert((await lastMove(pyrga)) === "Cb2", await lastMove(pyrga));
  },

  async "input: touch drag plays a move and the page does not scroll"({ browser, server }) {
    await onPhone(browser, async (context) => {
      const page = await open(context, server, "#/play/chiron");
      await newGame(page);
      // Tap-tap by touch: White's King.
      await page.tap("#sq-e1");
      await page.tap("#sq-c3");
      await waitMoves(page, 1);
      // Black's King by a touch drag to its first leap (a tap shows it, a second tap drops it).
      await page.tap("#sq-d8");
      const to = await page.locator("g.csq[data-mark=dot]").first().getAttribute("id");
      await page.tap("#sq-d8");
      assert((await page.locator("g.csq[data-mark=dot]").count()) === 0, "a second tap puts the King back");
      await page.evaluate(() => window.scrollTo(0, 60));
      const before = await page.evaluate(() => window.scrollY);
      assert(before > 0, "the phone page can scroll");
      // A downward drag, which would scroll the page if the board let it.
      await touchDrag(page, "#sq-d8", `#${to}`, {
        check: async () => assert((await page.locator(".drag-ghost").count()) === 1, "a ghost under the finger"),
      });
      await waitMoves(page, 2);
      assert((await lastMove(page)) === `Kd8-${to.replace("sq-", "")}`, await lastMove(page));
      const after = await page.evaluate(() => window.scrollY);
      assert(after === before, `the page scrolled from ${before} to ${after}`);
    });
  },

  async "input: every play page at 360 px and 1920 px — no sideways scroll, board fits"({ browser, server }) {
    for (const [width, height, scheme] of [[360, 740, "light"], [1920, 1080, "light"], [1920, 1080, "dark"]]) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme, ...(width < 800 ? { hasTouch: true, isMobile: true } : {}) });
      try {
        for (const [game, board] of PLAY_BOARDS) {
          const page = await open(context, server, `#/play/${game}`, BOARDS[game]);
          // The board takes its size once the page has laid out: the checks poll until then.
          await eventually(async () => {
            const w = await page.evaluate(() => document.documentElement.scrollWidth);
            assert(w <= width, `${game} at ${width}: the page is ${w} px wide`);
            const b = await page.locator(board).boundingBox();
            assert(b.x >= 0 && b.x + b.width <= width, `${game} at ${width}: board ${JSON.stringify(b)}`);
            assert(b.height <= height, `${game} at ${width}: the board is taller than the window`);
            if (width >= 1920) assert(b.width >= 750, `${game} at ${width}: the board is only ${b.width} px`);
            else assert(b.width >= 300, `${game} at ${width}: the board is only ${b.width} px`);
            // The status (whose turn) shows in the first screen on a phone too.
            const s = await page.locator(".status").boundingBox();
            assert(s && s.y + s.height <= height + (width < 800 ? 400 : 0), `${game} at ${width}: status at ${s && s.y}`);
          }, { message: `${game} at ${width}: the layout fits` });
          // A keyboard focus for the picture.
          await tabInto(page, board);
          await page.screenshot({ path: shotPath(`input-${game}-${width}-${scheme}.png`) });
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  },

  async "input: a phone held sideways shows each board whole in the first screen, beside the panel"({ browser, server }) {
    for (const [width, height] of [[740, 360], [844, 390]]) {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true });
      try {
        for (const [game, board] of PLAY_BOARDS) {
          const page = await open(context, server, `#/play/${game}`, BOARDS[game]);
          await eventually(async () => {
            const bar = await page.locator(".topbar").boundingBox();
            assert(bar.height <= 60, `${game} at ${width}×${height}: the top bar is one row, not ${bar.height} px`);
            const b = await page.locator(board).boundingBox();
            assert(b.x >= 0 && b.y >= bar.height && b.y + b.height <= height,
              `${game} at ${width}×${height}: the board is whole in the first screen: ${JSON.stringify(b)}`);
            assert(b.width >= 200, `${game} at ${width}×${height}: the board is only ${b.width} px`);
            const panel = await page.locator(".play > .panel").boundingBox();
            assert(panel.x >= b.x + b.width, `${game} at ${width}×${height}: the panel is beside the board`);
          }, { message: `${game} at ${width}×${height}: the layout fits` });
          await page.screenshot({ path: shotPath(`input-${game}-${width}x${height}.png`) });
          await page.close();
        }
      } finally {
        await context.close();
      }
    }
  },
};
