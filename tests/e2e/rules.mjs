// Browser tests of the rules pages: each page fetches its document (no wasm holds it) and
// shows its start on the loading screen; a document that cannot be fetched says why and
// can be tried again; every game's page shows its board diagrams (drawn
// from engine positions), no diagram error and a link to the game's lessons (learn.mjs
// tests the lessons, among them the Chirality capture steps that were a tutorial here), and
// each section's points to remember as a list (the clauses lessons teach). Also writes
// screenshots of each page at 1280 and 360 px, light and dark, to test-results/.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { assert, diagramsDrawn, eventually, open, ROOT, shotPath, triedAgain } from "./helpers.mjs";

// The fewest diagrams each page has (the native test `rules_docs` checks each one parses).
const PAGES = { pyrga: 7, chiron: 10, "shifting-chess": 9, chirality: 12 };

/** A game's rules page, once every diagram is drawn. */
async function openRules(context, server, game) {
  const page = await open(context, server, `#/rules/${game}`);
  await diagramsDrawn(page);
  return page;
}

async function shoot(browser, server, suffix, name) {
  for (const width of [1280, 360]) {
    for (const colorScheme of ["light", "dark"]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      try {
        const page = await context.newPage();
        await page.goto(server.url + suffix);
        await page.waitForSelector("article.rules h1");
        await diagramsDrawn(page);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert(wide <= width, `${suffix} at ${width} px is ${wide} px wide`);
        await page.screenshot({ path: shotPath(`${name}-${width}-${colorScheme}.png`), fullPage: true });
      } finally {
        await context.close();
      }
    }
  }
}

/** The English rules document of `game`, as the site serves it. */
const englishRules = (game) => readFileSync(path.join(ROOT, `docs/rules/${game}.md`), "utf8");

/** A page of `server` at `hash` in a browser `context` without the service worker (whose
 *  fetches a route cannot catch), with the app's wasm held until `release()`; `prepare`
 *  runs on the context first. */
async function heldPage(newContext, server, hash, { options = {}, prepare = async () => {} } = {}) {
  const context = await newContext({ serviceWorkers: "block", ...options });
  await prepare(context);
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(/\.wasm$/, async (route) => { await held; await route.continue(); });
  await page.goto(server.url + hash);
  return { context, page, release };
}

export const tests = {
  async "rules: no build's wasm holds a rules document; the rules page fetches it"({ context, server }) {
    const dist = path.join(ROOT, "dist");
    const wasms = readdirSync(dist).filter((f) => /^rosette-.*_bg\.wasm$/.test(f));
    assert(wasms.length >= 6, `only ${wasms.length} app builds in dist/`);
    for (const game of Object.keys(PAGES)) {
      // A long plain line of the document: text that would sit in a wasm as it is.
      const line = englishRules(game).split("\n").find((l) => l.length > 60 && /^[A-Z][A-Za-z ,;.'()-]+$/.test(l));
      assert(line, `${game}: no plain line to look for`);
      for (const wasm of wasms) {
        const bytes = readFileSync(path.join(dist, wasm));
        assert(!bytes.includes(line), `${wasm} holds ${game}'s rules text: '${line}'`);
      }
      const page = await context.newPage();
      const fetched = page.waitForResponse((r) => r.url().endsWith(`i18n/en/rules/${game}.md`) && r.ok());
      await page.goto(server.url + `#/rules/${game}`);
      await fetched;
      await page.waitForSelector("article.rules h1");
      const heading = englishRules(game).split("\n")[0].slice(2);
      assert((await page.locator("article.rules h1").innerText()) === heading, `${game}: the page's heading is not '${heading}'`);
      await page.close();
    }
  },

  async "rules: the loading screen shows the rules document's title and first paragraph before the app has loaded"({ newContext, server }) {
    const { context, page, release } = await heldPage(newContext, server, "#/rules/chiron");
    try {
      const first = englishRules("chiron").split(/\n\s*\n/)[1].replace(/[*`]/g, "").replace(/\s+/g, " ");
      await eventually(async () => (await page.locator("#boot p").allInnerTexts()).includes(first),
        { message: "the loading screen does not show the first paragraph" });
      assert((await page.locator("#boot-title").innerText()) === "Chiron — Rosette's rules page", "the loading screen's title");
      assert((await page.locator("#boot").count()) === 1, "the app has mounted while its wasm is held");
      release();
      await page.waitForSelector("article.rules h1");
      assert((await page.locator("#boot").count()) === 0, "the loading screen stays beside the page");
      assert((await page.locator("article.rules h1").innerText()) === "Chiron — Rosette's rules page", "the page's heading");
    } finally {
      release();
      await context.close();
    }
  },

  async "rules: a rules document that cannot be fetched says why, and Try again fetches it"({ newContext, server }) {
    let refuse = true;
    const { context, page, release } = await heldPage(newContext, server, "#/rules/pyrga", {
      prepare: (c) => c.route(/i18n\/en\/rules\/pyrga\.md$/, (route) => (refuse ? route.fulfill({ status: 503, body: "" }) : route.continue())),
    });
    try {
      release();
      const said = await triedAgain(page, { absent: "article.rules h2", allow: () => { refuse = false; }, ready: "article.rules h2" });
      assert(said.includes("The rules could not be loaded") && said.includes("503"), `the problem: ${said}`);
      await diagramsDrawn(page);
    } finally {
      release();
      await context.close();
    }
  },

  async "rules: a translation that cannot be fetched shows the English rules and says why"({ newContext, server }) {
    const { context, page, release } = await heldPage(newContext, server, "#/rules/chiron", {
      options: { locale: "fr-FR" },
      prepare: (c) => c.route(/i18n\/fr\/rules\/chiron\.md$/, (route) => route.fulfill({ status: 404, body: "" })),
    });
    try {
      release();
      // While the documents are fetched the heading is the game's name: wait for the English one.
      const heading = () => page.locator("article.rules h1").innerText();
      await eventually(async () => (await heading()) === "Chiron — Rosette's rules page", { message: "the English heading never showed" });
      const said = await page.locator("article.rules .notice.error").innerText();
      assert(said.includes("Français") && said.includes("404") && said.includes("anglais"), `the notice: ${said}`);
    } finally {
      release();
      await context.close();
    }
  },

  async "rules: every game's page shows its diagrams and no diagram error"({ context, server }) {
    for (const [game, least] of Object.entries(PAGES)) {
      const page = await openRules(context, server, game);
      const drawn = await page.locator("figure.rdiag:not(.rdiag-error) svg.rdiag-board").count();
      assert(drawn >= least, `${game}: ${drawn} diagrams, want at least ${least}`);
      assert((await page.locator(".rdiag-error").count()) === 0, `${game}: a diagram shows an error`);
      // Every diagram draws a board with something on it, and a caption.
      const empty = await page.locator("figure.rdiag").evaluateAll((figs) =>
        figs.filter((f) => f.querySelector("svg").getBBox().width < 10 || !f.querySelector("figcaption").textContent.trim()).length);
      assert(empty === 0, `${game}: ${empty} diagrams are blank or uncaptioned`);
      if (game !== "pyrga") {
        assert(await page.locator(".badge-recon").count(), `${game}: no Reconstruction badge`);
      }
      await page.close();
    }
  },

  async "rules: a diagram far down the page is drawn when the reader scrolls near it, not while the page opens"({ context, server }) {
    const page = await open(context, server, "#/rules/chirality");
    const figures = page.locator("figure.rdiag");
    await eventually(async () => (await figures.first().getAttribute("aria-busy")) === null, { message: "the first diagram is never drawn" });
    // Nothing scrolls the page, so the last diagram, many screens down, stays undrawn.
    const last = figures.last();
    const below = await last.evaluate((f) => f.getBoundingClientRect().top / window.innerHeight);
    assert(below > 3, `the last diagram is only ${below.toFixed(1)} screens down`);
    assert((await last.getAttribute("aria-busy")) === "true", "the last diagram was drawn before the reader came near it");
    assert((await last.locator("svg.rdiag-board > *").count()) === 0, "the undrawn diagram's board already has content");
    await last.scrollIntoViewIfNeeded();
    await eventually(async () => (await last.getAttribute("aria-busy")) === null, { message: "the last diagram is not drawn once in view" });
    assert((await last.locator("svg.rdiag-board > *").count()) > 0, "the last diagram is drawn empty");
    await page.close();
  },

  async "rules: screenshots of every rules page, 1280 and 360 px, light and dark"({ browser, server }) {
    for (const game of Object.keys(PAGES)) await shoot(browser, server, `#/rules/${game}`, `rules-${game}`);
  },

  async "rules: every rules page lists its points to remember as sentences, never as code"({ context, server }) {
    // One clause each page must show, read from docs/rules/<game>.md.
    const sample = {
      pyrga: ["rule-cylinder", "After a Cylinder, the next piece goes on the same cell."],
      chiron: ["rule-king", "The King leaps to any of the five squares two ranks ahead, never sideways or back."],
      "shifting-chess": ["rule-queen-gaps", "A queen slides over empty space and lands beyond it, still blocked by pieces and boulders."],
      chirality: ["rule-thin-falls", "A Thin piece falls to one enemy attacker."],
    };
    for (const [game, [id, text]] of Object.entries(sample)) {
      const page = await openRules(context, server, game);
      assert((await page.locator(".rule-clauses li").count()) >= 8, `${game}: too few points to remember`);
      const shown = (await page.locator(`.rule-clauses li#${id}`).textContent()).trim();
      assert(shown === text, `${game}: ${id} reads "${shown}"`);
      const raw = await page.locator("article.rules pre").evaluateAll((pres) => pres.filter((p) => /^[a-z-]+: /m.test(p.textContent)).length);
      assert(raw === 0, `${game}: a clause block is shown as code`);
      await page.close();
    }
  },

  async "rules: every rules page links to its game's lessons"({ context, server }) {
    for (const game of Object.keys(PAGES)) {
      const page = await openRules(context, server, game);
      const href = await page.locator(".rules-learn a").getAttribute("href");
      assert(href === `#/learn/${game}`, `${game}: ${href}`);
      await page.close();
    }
  },
};
