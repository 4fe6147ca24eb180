// Browser tests of the players' languages: the first visit follows the browser's languages
// (the loading screen too), the language menu changes the whole page at once without a
// reload and is remembered, and a rules page shows its translation. The words expected are
// read from the catalogues themselves (public/i18n/<code>/ui.ftl), not written here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, assert, clickAMove, diagramsDrawn, eventually, moveCount, newGame, open, shotPath, statusText } from "./helpers.mjs";
import { fillStorageWhen, storageFull } from "./saves.mjs";

const KEY = "rosette.v1.settings";

/** A one-line message of a language's catalogue (`file`: ui.ftl, or a game's lesson words). */
function word(lang, id, file = "ui.ftl") {
  const text = readFileSync(path.join(ROOT, `public/i18n/${lang}/${file}`), "utf8");
  const line = text.split("\n").find((l) => l.startsWith(`${id} =`));
  assert(line, `${lang} has no message ${id}`);
  return line.slice(line.indexOf("=") + 1).trim();
}

/** A message with its placeables filled in from `args`. */
const filled = (lang, id, args) => word(lang, id).replace(/\{ \$([a-z-]+) \}/g, (_, name) => args[name]);

const lang = (page) => page.evaluate(() => document.documentElement.lang);

/** Chooses the language `code` in the settings dialog (from a page in any language). */
async function choose(page, code) {
  await page.click("header button.settings-button");
  await page.waitForSelector("dialog.settings-dialog[open]");
  await page.check(`dialog.settings-dialog label[lang=${code}] input`);
  await page.click(`dialog.settings-dialog button:has-text('${word(code, "done")}')`);
}
const text = (page, selector) => page.locator(selector).first().innerText();

export const tests = {
  async "languages: a first visit follows the browser's languages, from the loading screen on"({ newContext, server }) {
    const context = await newContext({ locale: "de-AT" });
    // The loading screen alone: the wasm is held back until it has been read.
    const boot = await context.newPage();
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    await boot.route(/\.wasm$/, async (route) => { await held; await route.continue(); });
    await boot.goto(server.url + "#/");
    await boot.waitForSelector("#boot");
    assert((await lang(boot)) === "de", `html lang on the loading screen: ${await lang(boot)}`);
    assert((await text(boot, "#boot-title")) === word("de", "home-title"), "the loading screen's heading is German");
    assert((await boot.title()) === word("de", "site-title"), `title: ${await boot.title()}`);
    release();
    await boot.waitForSelector(".game-card");
    await boot.close();
    // A puzzles list loads under its own heading and line, a lesson under its page's. Each
    // in a browser of its own without the service worker, whose fetches a route cannot hold.
    for (const [hash, title, lede] of [
      ["#/puzzles/chiron", filled("de", "puzzles-title", { game: "Chiron" }), word("de", "puzzles-lede")],
      ["#/learn/pyrga/cylinder-keeps", filled("de", "learn-title", { game: "Pyrga" }), word("de", "tagline-pyrga")],
    ]) {
      const fresh = await newContext({ locale: "de-AT", serviceWorkers: "block" });
      const held = await fresh.newPage();
      let go;
      const wait = new Promise((resolve) => { go = resolve; });
      await held.route(/\.wasm$/, async (route) => { await wait; await route.continue(); });
      await held.goto(server.url + hash);
      await held.waitForSelector("#boot");
      assert((await text(held, "#boot-title")) === title, `${hash}: the loading screen's heading is '${await text(held, "#boot-title")}'`);
      const shown = await text(held, "#boot-lede");
      assert(shown.startsWith(lede), `${hash}: the loading screen's line is '${shown}'`);
      go();
      await fresh.close();
    }

    const page = await open(context, server, "#/");
    await eventually(async () => (await text(page, ".home h1")) === word("de", "home-title"), { message: "the home page in German" });
    assert((await lang(page)) === "de", "html lang");
    assert((await page.title()) === word("de", "site-title"), "page title");
    assert((await text(page, "nav a[href='#/saves']")) === word("de", "nav-saves"), "the top bar in German");
  },

  async "languages: the language menu changes the whole page at once, without a reload, and is remembered"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    assert((await lang(page)) === "en", "English by default");
    await page.evaluate(() => { window.__sameDocument = true; });
    // A notice on screen when the language changes follows it too.
    await page.click(`.panel button:has-text('${word("en", "save-copy")}')`);
    await page.waitForSelector(`.notice.info:has-text('${word("en", "saved-copy")}')`);
    await page.click("button[aria-label=Settings]");
    await page.waitForSelector("dialog.settings-dialog[open]");
    await page.check("dialog.settings-dialog label[lang=fr] input");
    await eventually(async () => (await text(page, "#settings-title")) === word("fr", "settings"), { message: "the dialog in French" });
    await page.click(`dialog.settings-dialog button:has-text('${word("fr", "done")}')`);
    // The whole page: the panel's buttons, the status line (a seat's name in a sentence), the
    // top bar, html lang and the title; and no reload happened.
    await eventually(async () => (await text(page, ".panel .controls button.primary")) === word("fr", "new-game"), { message: "New game in French" });
    const status = await statusText(page);
    const expected = filled("fr", "turn-move", { who: word("fr", "seat-white") });
    assert(status === expected, `status: '${status}', expected '${expected}'`);
    const notice = (await page.locator(".panel .notice.info").textContent()).replace(/×$/, "").trim();
    assert(notice === word("fr", "saved-copy"), `the notice: '${notice}'`);
    assert((await lang(page)) === "fr", "html lang");
    assert((await page.title()) === word("fr", "site-title"), "title");
    assert(await page.evaluate(() => window.__sameDocument === true), "the page was not reloaded");
    const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
    assert(stored.language === "fr", JSON.stringify(stored));

    await page.reload();
    await page.waitForSelector(".panel .controls button.primary");
    await eventually(async () => (await text(page, ".panel .controls button.primary")) === word("fr", "new-game"), { message: "still French after reload" });
    // Back to the browser's language: English again.
    await page.click(`button[aria-label='${word("fr", "settings")}']`);
    await page.waitForSelector("dialog.settings-dialog[open]");
    await page.check("dialog.settings-dialog fieldset.language-menu label:first-of-type input");
    await eventually(async () => (await lang(page)) === "en", { message: "back to English" });
    assert((await text(page, "#settings-title")) === "Settings", "the dialog in English again");
  },

  async "languages: the saves page writes sizes as each language writes numbers and units"({ newContext, server }) {
    const key = "rosette.v1.save.broken";
    const value = JSON.stringify({ version: 99, pad: "x".repeat(1700) });
    const bytes = 2 * (key.length + value.length); // localStorage holds UTF-16
    // The app writes sizes from its catalogues, not with the browser's number format (slow
    // to make as a page opens); the browser's own way of writing them is the judge.
    const spaced = (s) => s.replace(/\s/g, " ");
    for (const locale of ["en-GB", "fr-FR", "de-DE", "hu-HU", "es-ES"]) {
      const context = await newContext({ locale });
      const home = await open(context, server, "#/");
      await home.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
      const page = await open(context, server, "#/saves");
      // English "3.5 kB" and "0 bytes", French "3,5 ko" and "0 octet".
      const [kb, none] = await page.evaluate(([lang, kb]) => {
        const format = (unit, unitDisplay, n) => new Intl.NumberFormat(lang, { style: "unit", unit, unitDisplay, maximumFractionDigits: 1 }).format(n);
        return [format("kilobyte", "short", kb), format("byte", "long", 0)];
      }, [locale.slice(0, 2), bytes / 1000]);
      assert(/\d[.,]\d/.test(kb), `a size with tenths: ${kb}`);
      const summary = async () => spaced(await page.locator(".space-summary").textContent());
      await eventually(async () => (await summary()).includes(spaced(kb)) && (await summary()).includes(spaced(none)), { message: `${locale}: the summary never says ${kb} and ${none}` });
      await context.close();
    }
  },

  async "languages: why the AI gave no answer is said in the page's language, and follows a switch"({ newContext, server }) {
    // The AI's worker is this build's, with its answers to a move replaced: "no move", or,
    // in the second worker, an error thrown instead.
    const context = await newContext({ serviceWorkers: "block" });
    const fake = (onMove) => context.route("**/worker_loader.js?*", async (route) => {
      const original = await (await route.fetch()).text();
      const wrap = `const post = self.postMessage.bind(self); self.postMessage = (m) => { if (m && m.move) { ${onMove} } else post(m); };`;
      await route.fulfill({ contentType: "text/javascript", body: `${wrap}\n${original}` });
    });
    const notice = async (page) => (await page.locator(".panel .notice.error").first().innerText()).replace(/×$/, "").trim();
    const failed = (language, failure) => filled(language, "notice-ai-failed", { why: word(language, `ai-failure-${failure}`) });
    await fake(`post({ move: { ...m.move, result: { Err: "no_move" } } });`);
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page, { ai: true, level: "beginner" });
    assert(await clickAMove(page), "a move");
    await page.waitForSelector(".panel .notice.error");
    assert((await notice(page)) === failed("en", "no-move"), `in English: '${await notice(page)}'`);
    await page.click("button[aria-label=Settings]");
    await page.waitForSelector("dialog.settings-dialog[open]");
    await page.check("dialog.settings-dialog label[lang=hu] input");
    await page.click(`dialog.settings-dialog button:has-text('${word("hu", "done")}')`);
    await eventually(async () => (await notice(page)) === failed("hu", "no-move"), { message: "the notice in Hungarian" });
    await page.close();
    // The game waits for the AI: a reload asks again, and this worker throws.
    await context.unrouteAll({ behavior: "wait" });
    await fake(`setTimeout(() => { throw new Error("boom"); });`);
    const again = await open(context, server, "#/play/pyrga");
    await eventually(async () => (await again.locator(".panel .notice.error").count()) > 0 && (await notice(again)) === failed("hu", "crashed"), { message: "the crash in Hungarian" });
    await context.close();
  },

  async "languages: a game the full storage could not keep is said with its reason in the page's language, and follows a switch"({ context, server }) {
    await fillStorageWhen(context);
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    assert(await clickAMove(page), "a move");
    // The saves are full: the new game gives way, and the game with its move comes back.
    await storageFull(page, "rosette.v1.save.");
    await newGame(page);
    const notice = async () => (await page.locator(".panel .notice.error").first().innerText()).replace(/×$/, "").trim();
    const notKept = (l) => filled(l, "notice-not-kept-new-game", { why: word(l, "storage-full") });
    await eventually(async () => (await notice()) === notKept("en"), { message: "the notice in English" });
    assert((await moveCount(page)) === 1, "the previous game is back");
    await choose(page, "de");
    await eventually(async () => (await notice()) === notKept("de"), { message: "the notice in German" });
    // The saves page's report of an import that stopped follows a switch too.
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem("rosette.v1.current.pyrga")));
    await page.click("nav a[href='#/saves']");
    await page.waitForSelector("li.save");
    await page.setInputFiles("input[type=file]", {
      name: "one.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ format: "rosette-saves", version: 1, saves: [{ ...record, id: "imp", name: "Eins" }] })),
    });
    const report = (l) => [
      word(l, "saves-import-none"),
      filled(l, "saves-import-failed", { failed: "Eins", why: word(l, "storage-full") }),
      word(l, "saves-import-retry"),
    ].join(" ");
    const shown = () => page.locator(".saves > .notice.error").innerText();
    await eventually(async () => (await shown()) === report("de"), { message: "the report in German" });
    await choose(page, "hu");
    await eventually(async () => (await shown()) === report("hu"), { message: "the report in Hungarian" });
    // A save's date is written as the page's language writes it, not as the browser's.
    const date = await page.evaluate((ms) => new Date(ms).toLocaleString("hu"), record.updated);
    const details = () => page.locator("li.save .save-info > span.muted").first().textContent();
    await eventually(async () => (await details()).includes(date), { message: `the date as Hungarian writes it: ${date}` });
  },

  async "languages: an invitation the browser cannot make says why in the page's language, and follows a switch"({ context, server }) {
    // The browser gives no description of this side of the connection.
    await context.addInitScript(() => {
      Object.defineProperty(RTCPeerConnection.prototype, "localDescription", { get: () => null });
    });
    const page = await open(context, server, "#/play/pyrga");
    await page.click(".live-start");
    const notice = async () => (await page.locator(".panel .notice.error").first().innerText()).replace(/×$/, "").trim();
    const noInvitation = (l) => filled(l, "live-no-invitation", { why: word(l, "live-no-offer") });
    await eventually(async () => (await page.locator(".panel .notice.error").count()) > 0 && (await notice()) === noInvitation("en"), { message: "the notice in English" });
    await choose(page, "de");
    await eventually(async () => (await notice()) === noInvitation("de"), { message: "the notice in German" });
  },

  async "languages: every language writes a count below a thousand in plain digits, as the app writes it without the browser's number format"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url + "#/");
    const differ = await page.evaluate((codes) => codes.flatMap((code) => {
      const format = new Intl.NumberFormat(code);
      return [...Array(1000).keys()].filter((n) => format.format(n) !== String(n)).map((n) => `${code}: ${n} is written ${format.format(n)}`);
    }), ["de", "en", "es", "fr", "hu"]);
    assert(!differ.length, differ.slice(0, 5).join("\n"));
    const menu = readFileSync(path.join(ROOT, "src/i18n/mod.rs"), "utf8").match(/pub const ALL: \[Lang; (\d+)\]/)[1];
    assert(Number(menu) === 5, `a language was added (${menu}): add it to this check`);
  },

  async "languages: a language switch renames the Chirality tiles for screen readers"({ context, server }) {
    const page = await open(context, server, "#/play/chirality");
    const label = async () => (await page.locator('g.tiles g[data-tile="0"]').getAttribute("aria-label")) ?? "";
    const named = (l, text) => [word(l, "chirality-thick"), word(l, "chirality-thin")].some((w) => text.includes(w));
    await eventually(async () => named("en", await label()), { message: "an English tile name" });
    await page.click("button[aria-label=Settings]");
    await page.waitForSelector("dialog.settings-dialog[open]");
    await page.check("dialog.settings-dialog label[lang=de] input");
    await eventually(async () => named("de", await label()) && !named("en", await label()), { message: `a German tile name: ${await label()}` });
  },

  async "languages: a language whose texts cannot be fetched leaves the page in English and says why"({ context, server }) {
    await context.route(/i18n\/es\/ui(-[a-z-]+)?\.ftl$/, (route) => route.fulfill({ status: 404, body: "" }));
    await context.addInitScript((k) => {
      // Pages of the site only (not about:blank, which has no storage).
      if (location.protocol.startsWith("http") && !localStorage.getItem(k)) {
        localStorage.setItem(k, JSON.stringify({ version: 1, language: "es" }));
      }
    }, KEY);
    const page = await open(context, server, "#/");
    await page.click("button[aria-label=Settings]");
    await page.waitForSelector("dialog.settings-dialog[open]");
    const problem = await text(page, "dialog.settings-dialog .notice.error");
    assert(problem.includes("Español") && problem.includes("404"), `the problem: ${problem}`);
    assert((await text(page, ".home h1")) === "Four abstract strategy games", "the page stays in English");
    assert(await page.isChecked("dialog.settings-dialog label[lang=es] input"), "the choice is kept");
  },

  async "languages: the Chiron rules page in German shows the German rules and their diagrams"({ newContext, server }) {
    const context = await newContext({ locale: "de-DE" });
    const page = await open(context, server, "#/rules/chiron");
    await page.waitForSelector(".rules-translated");
    const source = readFileSync(path.join(ROOT, "public/i18n/de/rules/chiron.md"), "utf8");
    const headings = source.split("\n").filter((l) => l.startsWith("## ")).map((l) => l.slice(3).replace(/\s*\[Reconstruction\]$/, ""));
    const shown = await page.locator(".rules h2").allTextContents();
    assert(headings.length > 5 && headings.every((h) => shown.some((s) => s.startsWith(h))), `headings: ${shown.join(" | ")}`);
    const english = readFileSync(path.join(ROOT, "docs/rules/chiron.md"), "utf8");
    const diagrams = (english.match(/^```diagram/gm) || []).length;
    await diagramsDrawn(page);
    const drawn = await page.locator("figure.rdiag").count();
    assert(drawn === diagrams, `${drawn} diagrams, the English page has ${diagrams}`);
    // The badges are the page's own words, in German.
    const badge = (await page.locator(".badge-inline.badge-recon").first().textContent()).trim();
    assert(badge === word("de", "badge-reconstruction"), `badge: ${badge}`);
    await page.screenshot({ path: shotPath("rules-chiron-de-1280.png") });
  },

  async "languages: Hungarian at 360 px: a lesson and a puzzle speak it and fit without sideways scrolling"({ newContext, server }) {
    const context = await newContext({ locale: "hu-HU", viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    // The first shipped puzzle (its id leads the data file's first line).
    const puzzle = readFileSync(path.join(ROOT, "src/puzzles/data/pyrga.txt"), "utf8")
      .split("\n").find((line) => line && !line.startsWith("#")).split("\t")[0];
    for (const [route, ready, button, shot] of [
      ["#/learn/pyrga/cylinder-keeps", ".lesson-retry", "lesson-retry", "lesson-pyrga-hu-360.png"],
      [`#/puzzles/pyrga/${puzzle}`, ".puzzle-retry", "puzzle-retry", "puzzle-pyrga-hu-360.png"],
    ]) {
      const page = await open(context, server, route, ready);
      await eventually(async () => (await text(page, ready)) === word("hu", button), { message: `${route} in Hungarian` });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert(wide <= 0, `${route} scrolls sideways by ${wide} px`);
      await page.screenshot({ path: shotPath(shot), fullPage: true });
      await page.close();
    }
  },

  async "languages: a lesson in German: its words, and what a wrong move did, then the rule it missed"({ newContext, server }) {
    const context = await newContext({ locale: "de-DE" });
    const page = await open(context, server, "#/learn/pyrga/cylinder-keeps", ".lesson-board svg");
    const lesson = (part) => word("de", `cylinder-keeps-${part}`, "learn/pyrga.ftl");
    await eventually(async () => (await text(page, "#lesson-title")).startsWith(lesson("title")), { message: "the German title" });
    assert((await text(page, ".lesson-teach")) === lesson("teach"), "what the lesson teaches, in German");
    // A Square on a1 sends Black to a2 or b1: said in German, then the rule, then "try again".
    await page.click(".tray-piece[data-shape='Square']");
    await page.click("#cell-a1");
    const or = filled("de", "or-list", { first: "a2", last: "b1" });
    const sent = filled("de", "happened-sent-to", { seat: word("de", "seat-black"), cells: or });
    const want = `${sent} ${lesson("wrong")} ${word("de", "lesson-try-again")}`;
    await eventually(async () => (await text(page, ".lesson-feedback .lesson-wrong").catch(() => "")) === want, {
      message: `after a wrong move: wanted "${want}", the page shows "${await text(page, ".lesson-feedback").catch(() => "")}"`,
    });
    // The list of lessons names them in German too.
    await page.goto(server.url + "#/learn/pyrga");
    await eventually(async () => (await text(page, ".lesson-title")) === lesson("title"), { message: "the list's first title" });
  },

  async "languages: a language chosen during a lesson changes its words and keeps the lesson where it was"({ context, server }) {
    const page = await open(context, server, "#/learn/pyrga/cylinder-keeps", ".lesson-board svg");
    const lesson = (l, part) => word(l, `cylinder-keeps-${part}`, "learn/pyrga.ftl");
    await eventually(async () => (await text(page, "#lesson-title")).startsWith(lesson("en", "title")), { message: "the English title" });
    // A wrong move, answered; the board's element is marked to tell it from a new one.
    await page.click(".tray-piece[data-shape='Square']");
    await page.click("#cell-a1");
    await page.waitForSelector(".lesson-feedback .lesson-wrong");
    await page.evaluate(() => { document.querySelector(".lesson-board svg").dataset.before = "switch"; });
    await page.click("button[aria-label=Settings]");
    await page.waitForSelector("dialog.settings-dialog[open]");
    await page.check("dialog.settings-dialog label[lang=de] input");
    await eventually(async () => (await text(page, "#lesson-title")).startsWith(lesson("de", "title")), { message: "the German title" });
    assert((await text(page, ".lesson-teach")) === lesson("de", "teach"), "what the lesson teaches, in German");
    await eventually(async () => (await text(page, ".lesson-feedback .lesson-wrong")).includes(lesson("de", "wrong")), { message: "the wrong move's feedback, in German" });
    assert((await page.locator(".lesson-board svg.pyrga-board[data-before=switch]").count()) === 1, "the lesson was drawn anew");
  },

  async "languages: Hungarian at 360 px: the play page fits without sideways scrolling"({ newContext, server }) {
    const context = await newContext({ locale: "hu-HU", viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await open(context, server, "#/play/chiron");
    await eventually(async () => (await text(page, ".panel .controls button.primary")) === word("hu", "new-game"), { message: "Hungarian" });
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert(wide <= 0, `the page scrolls sideways by ${wide} px`);
    await page.screenshot({ path: shotPath("play-chiron-hu-360.png"), fullPage: true });
  },
};
