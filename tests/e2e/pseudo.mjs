// The pseudo-language: every message of the English catalogues (public/i18n/en/ui.ftl and
// the lessons' words), marked ⟦…⟧ and made 40% longer, served by this test in place of
// French (`fr`): it exists only here, never in a build. A walk of every page kind reads each
// visible text and fails on words outside the marks, so English written into the app instead
// of the catalogue is found by a machine, not by eye. The same walk at 360 px, in German and
// in the pseudo-language, fails on sideways scrolling or a button whose text is clipped; and
// axe finds no violation on a page of each kind in every language.
import { AxeBuilder } from "@axe-core/playwright";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { ROOT, assert, eventually, open, positionLink, shotPath } from "./helpers.mjs";

/** Letters made to look foreign but stay readable (so a screenshot still makes sense). */
const ACCENTS = { a: "á", e: "é", i: "ï", o: "ö", u: "ü", A: "Å", E: "É", O: "Ö", c: "ç", n: "ñ", y: "ý" };

/** A text outside placeables, pseudo-localised: accented, and 40% longer. */
function pseudoText(text) {
  // Placeables ({ $x }, { "{" }) stay as they are.
  const parts = text.split(/(\{[^{}]*\})/);
  const out = parts.map((p, i) => (i % 2 ? p : p.replace(/[a-zA-Z]/g, (c) => ACCENTS[c] || c))).join("");
  const letters = text.replace(/\{[^{}]*\}/g, "").length;
  // The padding wraps as words do (a long unbroken run would overflow any layout).
  const pad = "~".repeat(Math.ceil(letters * 0.4)).replace(/(~{6})(?=~)/g, "$1 ");
  return `⟦${out} ${pad}⟧`;
}

/** A catalogue (the subset of Fluent the app reads) with every text pseudo-localised: a
 *  one-line message, or each variant of a choice. */
export function pseudoCatalogue(ftl) {
  return ftl
    .split("\n")
    .map((line) => {
      const message = line.match(/^([a-z][a-z0-9-]*) = (.*)$/);
      if (message && !message[2].endsWith("->")) return `${message[1]} = ${pseudoText(message[2])}`;
      const variant = line.match(/^(\s+\*?\[[^\]]+\] )(.*)$/);
      if (variant) return variant[1] + pseudoText(variant[2]);
      return line;
    })
    .join("\n");
}

/** Serves the pseudo-language as French to every page of `context`; the rules documents stay
 *  the French ones (their structure is checked by `rosette i18n --check`). */
async function servePseudo(context) {
  await context.route(/\/i18n\/fr\/(.*\.ftl)$/, (route) => {
    // A build's part of the catalogue (ui-<build>.ftl) is served whole: a superset.
    const file = route.request().url().match(/\/i18n\/fr\/(.*\.ftl)$/)[1].replace(/^ui-[a-z-]+\.ftl$/, "ui.ftl");
    const english = readFileSync(path.join(ROOT, "public/i18n/en", file), "utf8");
    return route.fulfill({ contentType: "text/plain; charset=utf-8", body: pseudoCatalogue(english) });
  });
}

/** Words that are the same in every language: the games' and the site's names, the
 *  languages' own names, and Shifting Chess's notation words. */
const SAME_EVERYWHERE = new Set([
  "Rosette", "Chirality", "Chiron", "Pyrga", "Shifting", "Chess",
  "Deutsch", "English", "Español", "Français", "Magyar",
  "swap", "rotate", "slide", "void", "cw", "ccw",
]);

/** The visible texts of the page that hold a word outside the marks (not notation, a number
 *  or a name that is the same everywhere), with where they are. */
function unmarked(page, skip) {
  return page.evaluate(({ skip, same }) => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest("script, style, noscript, code, .sr-only, .visually-hidden") || el.closest(skip)) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let text = node.textContent;
      // Remove marked messages, innermost first (a message may hold another).
      for (let before = ""; before !== text; ) {
        before = text;
        text = text.replace(/⟦[^⟦⟧]*⟧/g, " ");
      }
      const words = text.split(/[^A-Za-zÀ-ÿ0-9]+/).filter((w) => w.length > 2 && !/\d/.test(w) && !same.includes(w));
      if (words.length) {
        const where = el.closest("[class]")?.className?.toString().split(" ")[0] || el.tagName.toLowerCase();
        found.push(`${where}: "${node.textContent.trim().slice(0, 80)}"`);
      }
    }
    return [...new Set(found)];
  }, { skip, same: [...SAME_EVERYWHERE] });
}

/** Sideways scrolling, and buttons whose text does not fit them. */
function overflow(page) {
  return page.evaluate(() => {
    const out = [];
    const wide = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (wide > 0) out.push(`the page scrolls sideways by ${wide} px`);
    for (const b of document.querySelectorAll("button, a.button")) {
      if (!b.checkVisibility()) continue;
      if (b.scrollWidth > b.clientWidth + 1) out.push(`button "${b.textContent.trim().slice(0, 40)}" is clipped`);
    }
    return out;
  });
}

const GAMES = ["chirality", "chiron", "pyrga", "shifting-chess"];

/** The first shipped puzzle of a game. */
function firstPuzzle(game) {
  const file = readFileSync(path.join(ROOT, `src/puzzles/data/${game}.txt`), "utf8");
  return file.split("\n").find((line) => line && !line.startsWith("#")).split("\t")[0];
}

/** The first lesson of a game (its English words list them in order). */
function firstLesson(game) {
  const words = readFileSync(path.join(ROOT, `public/i18n/en/learn/${game}.ftl`), "utf8");
  return words.match(/^([a-z0-9-]+)-title = /m)[1];
}

/** Every page kind, as [name, route, what shows once it is drawn in the page's language,
 *  what to do there first]. */
function pages() {
  const out = [["home", "#/", ".game-card"], ["saves", "#/saves", "main h1"], ["boards", "#/boards", "main h1"]];
  for (const g of GAMES) {
    out.push([`play ${g}`, `#/play/${g}`, ".panel .controls button.primary"]);
    out.push([`new game ${g}`, `#/play/${g}`, ".panel .controls button.primary", async (page) => {
      await page.locator(".panel .controls button.primary").dispatchEvent("click");
      await page.waitForSelector(".modal");
    }]);
    out.push([`learn ${g}`, `#/learn/${g}`, ".lesson-list"]);
    out.push([`lesson ${g}`, `#/learn/${g}/${firstLesson(g)}`, ".lesson-retry"]);
    out.push([`puzzles ${g}`, `#/puzzles/${g}`, "main h1"]);
    out.push([`puzzle ${g}`, `#/puzzles/${g}/${firstPuzzle(g)}`, ".puzzle-retry"]);
    out.push([`rules ${g}`, `#/rules/${g}`, ".rules-actions"]);
    out.push([`edit ${g}`, `#/edit/${g}`, "main h1"]);
  }
  out.push(["live panel", "#/play/chiron", ".panel .controls button.primary", async (page) => {
    await page.locator(".live-start").dispatchEvent("click");
    await page.waitForSelector(".live-line");
  }]);
  // A Pyrga position the solver proves at once: the verdict beside the board.
  out.push(["proven position", positionLink("pyrga", ".,.,Stwc,Sc/Te,ts,.,./Tsc,sTsC,Tw,./tn,stnC,Tn,. w Tc4w -"), ".proof-line"]);
  out.push(["damaged link", "?g=1.pyrga.damaged#/play/pyrga", ".notice.error"]);
  out.push(["damaged live link", "#/play/chiron/live/hello", ".notice.error"]);
  out.push(["illegal position in the editor", "#/edit/chiron", "main h1", async (page) => {
    await page.evaluate(() => { document.querySelector(".load-position").closest("details").open = true; });
    await page.locator(".load-position input").fill("hrcrmrkpmlclhl/aaaaaaaa/8/8/8/8/AAAAAAAA/HLCLMLPKMRCRHR w P -");
    await page.locator(".load-position button").click();
    await page.waitForSelector(".load-position ~ .notice.error");
  }]);
  out.push(["Chirality options on R1", "#/play/chirality", ".panel .controls button.primary", async (page) => {
    await page.locator(".panel .controls button.primary").dispatchEvent("click");
    await page.waitForSelector(".modal");
    await page.locator('.modal input[name="board"][value="r1"]').check();
    await page.waitForSelector(".modal .game-options p.muted");
  }]);
  out.push(["settings", "#/", ".game-card", async (page) => {
    await page.locator(".settings-button").dispatchEvent("click");
    await page.waitForSelector(".language-menu");
  }]);
  return out;
}

/** Opens each page kind in `context` and returns what `check(page)` finds on each. */
async function walk(context, server, check) {
  const problems = [];
  for (const [name, route, ready, act] of pages()) {
    const page = await open(context, server, route, ready);
    await eventually(async () => (await page.evaluate(() => document.documentElement.lang)) !== "en", { message: `${name}: the page's language` });
    if (act) await act(page);
    for (const p of await check(page, name)) problems.push(`${name}: ${p}`);
    await page.close();
  }
  return problems;
}

export const tests = {
  async "languages: axe finds no violation in any language (home, play, a lesson, a puzzle, rules, saves, an editor, boards)"({ newContext, server }) {
    const kinds = ["home", "play chiron", "lesson pyrga", "puzzle shifting-chess", "rules chirality", "saves", "edit pyrga", "boards"];
    const found = [];
    for (const locale of ["de-DE", "es-ES", "fr-FR", "hu-HU"]) {
      const context = await newContext({ locale, serviceWorkers: "block" });
      for (const [name, route, ready] of pages().filter(([name]) => kinds.includes(name))) {
        const page = await open(context, server, route, ready);
        await eventually(async () => (await page.evaluate(() => document.documentElement.lang)) === locale.slice(0, 2), { message: `${name} in ${locale}` });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) found.push(`${locale} ${name}: ${v.id} (${v.nodes.length}×, e.g. ${v.nodes[0]?.target})`);
        await page.close();
      }
      await context.close();
    }
    assert(found.length === 0, `axe violations:\n${found.join("\n")}`);
  },

  async "pseudo-language: every page kind shows only the catalogue's words (a lesson, a puzzle, the live panel and the new-game dialog among them)"({ newContext, server }) {
    const context = await newContext({ locale: "fr-FR", serviceWorkers: "block" });
    await servePseudo(context);
    // The page shows the pseudo-language once its first message has arrived.
    // Board coordinates, and the rules document's own text (a translation, checked by
    // `rosette i18n --check`), are not catalogue messages.
    const skip = ["svg text", "article.rules > :not(.rules-learn):not(.rules-actions):not(.notice)"].join(", ");
    const problems = await walk(context, server, async (page, name) => {
      await eventually(async () => (await page.locator("body").innerText()).includes("⟦"), { message: `${name}: no pseudo-language text` });
      return unmarked(page, skip);
    });
    assert(!problems.length, `words outside the catalogue:\n${problems.join("\n")}`);
  },

  async "pseudo-language and German at 360 px: no page kind scrolls sideways or clips a button"({ newContext, server }) {
    const problems = [];
    for (const locale of ["de-DE", "fr-FR"]) {
      const context = await newContext({ locale, serviceWorkers: "block", viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
      if (locale === "fr-FR") await servePseudo(context);
      const found = await walk(context, server, async (page, name) => {
        if (name === "lesson pyrga") await page.screenshot({ path: shotPath(`pseudo-${locale}-lesson-360.png`), fullPage: true });
        return overflow(page);
      });
      problems.push(...found.map((p) => `${locale} ${p}`));
      await context.close();
    }
    assert(!problems.length, problems.join("\n"));
  },
};

// The English catalogues' files, so a new one is not forgotten by servePseudo's pattern.
assert(readdirSync(path.join(ROOT, "public/i18n/en")).every((f) => f === "ui.ftl" || f === "learn"), "public/i18n/en holds a file the pseudo-language does not serve");
