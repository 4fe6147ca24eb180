// Browser tests of small player-facing fixes: the editor on an unfinished turn (a pending
// Shifting Chess card, Chirality's Setup C placements), the theme-color meta following
// the theme, 1-based Gate numbers on the Boards page, the keyboard on the evaluation
// graph and the Chirality panel's landmark on phones. (The Chirality lesson board's framing on
// phones is tested in learn.mjs.)
// Screenshots go to tests/e2e/test-results/polish-*.png.
import { assert, clickAMove, clickSquares, eventually, newGame, open, positionLink, shootThemes, shotPath } from "./helpers.mjs";
import { START } from "./shifting-chess.mjs";

/** Screenshots as polish-<name>-<width>-<scheme>.png (see shootThemes). */
const shoot = (page, name, widths) => shootThemes(page, `polish-${name}`, widths);
const scMove = clickSquares;

const CHIRALITY_KEY = "rosette.v1.current.chirality";
const SETTINGS_KEY = "rosette.v1.settings";
const themeColour = (page) => page.evaluate(() => document.querySelector("meta[name=theme-color]").content);
const WHITE = "#ffffff", DARK = "#1f2227";

export const tests = {
  async "polish: every home card holds its buttons and links, from 1280 px down to 360 px"({ context, server }) {
    const page = await open(context, server, "#/");
    for (const width of [1280, 1024, 800, 600, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const outside = await page.evaluate(() => [...document.querySelectorAll(".game-card")].flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll("a")]
          .map((a) => [a.textContent, a.getBoundingClientRect()])
          .filter(([, r]) => r.left < box.left || r.right > box.right || r.bottom > box.bottom)
          .map(([text, r]) => `${card.querySelector("h2").textContent}: ${text} (${Math.round(r.right - box.right)} px past)`);
      }));
      assert(outside.length === 0, `${width} px: ${outside.join("; ")}`);
    }
  },

  async "polish: Save a copy names the copy, so the saves list tells it from the game"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await clickAMove(page);
    await page.click("button:has-text('Save a copy')");
    await page.waitForSelector(".notice.info");
    await page.goto(server.url + "#/saves");
    await page.waitForSelector(".save-title");
    const titles = (await page.locator(".save-title").allTextContents()).map((t) => t.trim());
    assert(titles.length === 2, `the game and its copy: ${titles}`);
    assert(titles[0] !== titles[1], `two different titles: ${titles}`);
    assert(titles.some((t) => /^Pyrga game, copy at move 1 \(/.test(t)), `the copy is named: ${titles}`);
  },

  async "polish: the editor on a pending card opens the position before it and keeps the game"({ context, server }) {
    const page = await open(context, server, positionLink("shifting-chess", START));
    await scMove(page, "e4", "e6");
    await scMove(page, "e9", "e7");
    await scMove(page, "d4", "d5");
    await page.waitForSelector(".sc-card[data-card=slide]");
    await page.click("a.edit-link");
    await page.waitForSelector(".editor .verdict-ok, .editor .verdict-bad");
    const notice = await page.locator(".editor-notice").textContent();
    assert(/waiting for the drawn Slide card to be applied/.test(notice), notice);
    assert(/2 moves back/.test(notice) && /unchanged/.test(notice), notice);
    // The position before d4–d5: the pawn still on d4, e-pawns moved.
    assert(/White pawn/.test(await page.locator("#sq-d4").getAttribute("aria-label")), "d4 pawn not yet moved");
    assert(/White pawn/.test(await page.locator("#sq-e6").getAttribute("aria-label")), "e-pawn moved");
    await page.waitForSelector(".verdict-ok");
    await shoot(page, "editor-card");
    await page.click("a:has-text('Back to the game')");
    await page.waitForSelector(".sc-card[data-card=slide]");
    assert(/White pawn/.test(await page.locator("#sq-d5").getAttribute("aria-label")), "the game in progress kept d4–d5");
  },

  async "polish: the editor in Setup C placements says so and keeps the table"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url);
    const record = {
      version: 1, id: "setupc", game: "chirality", options: "setup=c,players=3", start: null, moves: [],
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }], name: "", created: 1, updated: 1,
    };
    const stored = JSON.stringify(record);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [CHIRALITY_KEY, stored]);
    await page.goto(server.url + "#/edit/chirality");
    await page.waitForSelector(".editor .verdict-ok, .editor .verdict-bad");
    const notice = await page.locator(".editor-notice").textContent();
    assert(/still placing its Setup C pieces/.test(notice) && /first tile/.test(notice), notice);
    await page.waitForSelector(".verdict-ok");
    assert((await page.locator("select[aria-label=Players]").inputValue()) === "3", "three players kept");
    await shoot(page, "editor-setup-c", [[1280, "light"], [360, "light"]]);
    await page.click("a:has-text('Back to the game')");
    await page.waitForSelector(".board-area svg");
    assert((await page.evaluate((k) => localStorage.getItem(k), CHIRALITY_KEY)).includes('"moves":[]'), "the game in progress is still at its placements");
  },

  async "polish: theme-color follows the theme before the app runs, on a choice and with the system"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 800, height: 700 }, colorScheme: "dark" });
    try {
      const page = await context.newPage();
      // The first-paint script alone (no WebAssembly): a stored choice, then the system.
      await page.route("**/*.wasm", (r) => r.abort());
      await page.goto(server.url);
      assert((await themeColour(page)) === DARK, "System in a dark system, before the app");
      await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ version: 1, theme: "light" })), SETTINGS_KEY);
      await page.reload();
      assert((await themeColour(page)) === WHITE, "a stored Light choice, before the app");
      await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ version: 1, theme: "system" })), SETTINGS_KEY);
      await page.unroute("**/*.wasm");
      // The app: follows the system live, then the player's choice.
      await page.reload();
      await page.waitForSelector(".game-card");
      assert((await themeColour(page)) === DARK, "System in a dark system");
      await page.emulateMedia({ colorScheme: "light" });
      await page.waitForFunction((c) => document.querySelector("meta[name=theme-color]").content === c, WHITE);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.waitForFunction((c) => document.querySelector("meta[name=theme-color]").content === c, DARK);
      await page.click("button[aria-label=Settings]");
      await page.waitForSelector("dialog.settings-dialog[open]");
      await page.check("label:has-text('High contrast') input");
      assert((await themeColour(page)) === WHITE, "high contrast is white");
      await page.check("label:has-text('Light') input");
      assert((await themeColour(page)) === WHITE, "light");
      await page.check("label:has-text('Dark') input");
      assert((await themeColour(page)) === DARK, "dark");
      // The colour is the top bar's, so the browser's bar meets it without a seam.
      const bar = await page.evaluate(() => getComputedStyle(document.querySelector(".topbar")).backgroundColor);
      assert(bar === "rgb(31, 34, 39)", `top bar ${bar}`);
    } finally {
      await context.close();
    }
  },

  async "polish: Gates are numbered from 1 on the Boards page, as in the tile labels"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url + "#/boards");
    await page.waitForSelector("svg.penrose-board polygon.face");
    await page.check("label:has-text('Gates') >> nth=0 >> input");
    await page.waitForSelector(".ov-gate-num");
    const numbers = await page.locator(".ov-gate-num").allTextContents();
    assert(numbers.join(",") === "1,2,3,4,5,6,7,8,9,10", `R2's Gates: ${numbers}`);
    const labels = await page.locator("g.tile.gate").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    assert(labels.some((l) => /Gate 10\b/.test(l)) && !labels.some((l) => /Gate 0\b/.test(l)), `labels: ${labels.slice(0, 3)}`);
    // Gate 1 is the first Gate clockwise from north: its badge is the topmost-right one.
    const first = await page.locator(".ov-gate[data-gate='0'] .ov-gate-num").textContent();
    assert(first === "1", `the first Gate's badge: ${first}`);
    await shoot(page, "boards-gates", [[1280, "light"], [360, "dark"]]);
  },

  async "polish: the evaluation graph is a slider for the keyboard, stepping like the replay keys"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    for (let i = 0; i < 6; i++) assert(await clickAMove(page, i), `move ${i + 1}`);
    await page.click("button:has-text('Evaluate game')");
    await page.waitForFunction(() => document.querySelectorAll(".eval-graph rect.ply-hit").length === 7
      && !document.querySelector(".analysis progress"), null, { timeout: 60000 });
    const graph = page.locator(".eval-graph");
    const now = () => graph.getAttribute("aria-valuenow");
    const status = () => page.locator(".status-text").textContent();
    // The pointer away from the graph: a hovered move would take the readout.
    await page.mouse.move(0, 0);
    // Tab reaches it; it is a slider named for what it shows, its value the viewed move.
    await page.locator(".analysis button:has-text('Evaluate game')").focus();
    await page.keyboard.press("Tab");
    assert(await graph.evaluate((g) => g === document.activeElement), "Tab reaches the graph");
    const role = await page.evaluate(() => {
      const g = document.querySelector(".eval-graph");
      return [g.getAttribute("role"), g.getAttribute("aria-label"), g.getAttribute("aria-valuemin"), g.getAttribute("aria-valuemax")].join("|");
    });
    assert(role === "slider|Evaluation graph: viewed move|0|6", role);
    assert((await now()) === "6", "at the last move");
    assert(/^Move 6 \(.*\): /.test(await graph.getAttribute("aria-valuetext")), await graph.getAttribute("aria-valuetext"));
    // One press, one move back (the page's replay keys do not step again).
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(() => document.querySelector(".eval-graph").getAttribute("aria-valuenow") === "5");
    assert(/^Viewing move 5 of 6/.test(await status()), await status());
    assert(/^Move 5 \(/.test(await graph.getAttribute("aria-valuetext")), "the value text follows");
    await page.waitForFunction(() => /^Move 5 \(/.test(document.querySelector(".eval-readout")?.textContent ?? ""), null, { timeout: 10000 })
      .catch(async () => assert(false, `the readout follows: ${await page.locator(".eval-readout").textContent()}`));
    await page.keyboard.press("Home");
    await page.waitForFunction(() => document.querySelector(".eval-graph").getAttribute("aria-valuenow") === "0");
    assert(/^Start: /.test(await graph.getAttribute("aria-valuetext")), "the start");
    await page.keyboard.press("ArrowLeft");
    assert((await now()) === "0", "no step before the start");
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => document.querySelector(".eval-graph").getAttribute("aria-valuenow") === "1");
    await page.keyboard.press("ArrowUp");
    await page.waitForFunction(() => document.querySelector(".eval-graph").getAttribute("aria-valuenow") === "2");
    assert(/^Viewing move 2 of 6/.test(await status()), await status());
    await shoot(page, "eval-graph-focus", [[1280, "light"], [1280, "dark"], [360, "light"]]);
    await page.keyboard.press("End");
    await page.waitForFunction(() => document.querySelector(".eval-graph").getAttribute("aria-valuenow") === "6");
    await page.keyboard.press("ArrowRight");
    assert((await now()) === "6", "no step past the last move");
    assert(!/Viewing/.test(await status()), "back at the last move");
    const summary = await page.locator("#" + (await graph.getAttribute("aria-describedby"))).textContent();
    assert(/Evaluation graph of 7 positions/.test(summary), summary);
  },

  async "polish: on a phone the Chirality panel keeps its landmark, under the board"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(server.url + "#/play/chirality");
      await page.waitForSelector("svg.penrose-board g.tile");
      // The panel is a box of its own (display: contents would drop its landmark in some
      // browsers), and the accessibility tree has the landmark around the turn and controls.
      const display = await page.evaluate(() => getComputedStyle(document.querySelector(".play > .panel")).display);
      assert(display !== "contents", `the panel's display: ${display}`);
      // The panels below the controls (the moves among them) are built once the page has
      // painted: the tree is read again until they are in it.
      await page.waitForSelector(".moves");
      const cdp = await context.newCDPSession(page);
      const wanted = ["heading:Chirality", "status:", "button:New game", "region:Moves"];
      const insidePanel = async () => {
        const { nodes } = await cdp.send("Accessibility.getFullAXTree");
        const byId = new Map(nodes.map((n) => [n.nodeId, n]));
        const panel = nodes.find((n) => n.role?.value === "complementary" && n.name?.value === "Game panel" && !n.ignored);
        assert(panel, "a complementary landmark named Game panel");
        const inside = [];
        const walk = (n) => (n.childIds || []).forEach((c) => { const k = byId.get(c); if (k) { inside.push(`${k.role?.value}:${k.name?.value ?? ""}`); walk(k); } });
        walk(panel);
        return inside;
      };
      let inside = [];
      await eventually(async () => {
        inside = await insidePanel();
        return wanted.every((want) => inside.some((x) => x.startsWith(want)));
      }, { message: `${wanted.join(", ")} inside the panel` }).catch((e) => {
        throw new Error(`${e.message}: ${inside.filter((x) => !x.startsWith("StaticText") && !x.startsWith("InlineTextBox")).slice(0, 20)}`);
      });
      assert(!inside.some((x) => x.startsWith("region:Players and reserves")), "the tray belongs to the board, not the panel");
      await cdp.detach();
      // The phone order: title, board, whose turn, the tray, the controls, the moves.
      const top = (sel) => page.evaluate((s) => document.querySelector(s).getBoundingClientRect().top, sel);
      const order = [".game-title", "svg.penrose-board", ".status", ".chirality-side", ".panel-turn .controls", ".replay", ".moves"];
      const tops = [];
      for (const sel of order) tops.push(await top(sel));
      for (let i = 1; i < tops.length; i++) assert(tops[i] > tops[i - 1], `${order[i]} below ${order[i - 1]}: ${tops}`);
      // The board is not covered: a tap on a tile reaches it.
      const hit = await page.evaluate(() => {
        const r = document.querySelector("svg.penrose-board").getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest("svg.penrose-board") !== null;
      });
      assert(hit, "the board's middle is hit-testable");
      const trayHit = await page.evaluate(() => {
        const r = document.querySelector(".chirality-side").getBoundingClientRect();
        return document.elementFromPoint(r.left + 20, r.top + 10)?.closest(".chirality-side") !== null;
      });
      assert(trayHit, "the tray is hit-testable");
      await shoot(page, "chirality-phone", [[360, "light"], [360, "dark"]]);
    } finally {
      await context.close();
    }
  },
};
