// Browser tests of the rules pages: every game's page shows its board diagrams (drawn
// from engine positions), no diagram error and a link to the game's lessons (learn.mjs
// tests the lessons, among them the Chirality capture steps that were a tutorial here), and
// each section's points to remember as a list (the clauses lessons teach). Also writes
// screenshots of each page at 1280 and 360 px, light and dark, to test-results/.
import { assert, diagramsDrawn, eventually, open, shotPath } from "./helpers.mjs";

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

export const tests = {
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
