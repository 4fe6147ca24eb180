// Browser tests of the rules pages: every game's page shows its board diagrams (drawn
// from engine positions) and no diagram error; the Chirality capture tutorial can be
// completed by clicking tiles, and a wrong move is answered with "Try again". Also writes
// screenshots of each page at 1280 and 360 px, light and dark, to test-results/.
import { assert, clickTile, open, shotPath } from "./helpers.mjs";

// The fewest diagrams each page has (the native test `rules_docs` checks each one parses).
const PAGES = { pyrga: 7, chiron: 10, "shifting-chess": 9, chirality: 12 };

// The tutorial's steps: a wrong first try (from, to) and the taught move (from, to).
const STEPS = [
  { wrong: ["A2", "E3"], right: ["A2", "A3"], says: "That captured 1 piece" },
  { right: ["B5", "A7"], says: "That captured 1 piece" },
  { right: ["A5", "A6"], says: "That captured 1 piece" },
  { right: ["A3", "A2"], says: "That captured 1 piece" },
  { wrong: ["A13", "A8"], right: ["A18", "A20"], says: "Garrison" },
];

const openRules = (context, server, game) => open(context, server, `#/rules/${game}`);

/** The tutorial's tile named `name`. */
const tutorialTile = (name) => `.tutorial g.tile[data-name='${name}']`;

async function move(page, [from, to]) {
  await clickTile(page, tutorialTile(from));
  await page.waitForSelector(`.tutorial g.tile.target[data-name='${to}']`);
  await clickTile(page, tutorialTile(to));
}

async function shoot(browser, server, suffix, name, scroll) {
  for (const width of [1280, 360]) {
    for (const colorScheme of ["light", "dark"]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      try {
        const page = await context.newPage();
        await page.goto(server.url + suffix);
        await page.waitForSelector("article.rules h1");
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert(wide <= width, `${suffix} at ${width} px is ${wide} px wide`);
        if (scroll) await page.locator(scroll).scrollIntoViewIfNeeded();
        await page.screenshot({ path: shotPath(`${name}-${width}-${colorScheme}.png`), fullPage: !scroll });
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

  async "rules: the Chirality capture tutorial, wrong tries and all five steps"({ context, server }) {
    const page = await openRules(context, server, "chirality");
    await page.locator(".tutorial").scrollIntoViewIfNeeded();
    for (const [i, step] of STEPS.entries()) {
      await page.waitForFunction((n) => document.querySelector(".tutorial-count").textContent.startsWith(`Step ${n} `), i + 1);
      if (step.wrong) {
        await move(page, step.wrong);
        const text = await page.locator(".tutorial-wrong").textContent();
        assert(text.includes("Try again"), `step ${i + 1} wrong move said: ${text}`);
        assert(await page.locator(".tutorial-next").isDisabled(), "Next is open after a wrong move");
        if (i === 0) await page.locator(".tutorial").screenshot({ path: shotPath("tutorial-wrong.png") });
        await page.click(".tutorial-reset");
        await page.waitForSelector(".tutorial-wrong", { state: "detached" });
      }
      await move(page, step.right);
      const text = await page.locator(".tutorial-right").textContent();
      assert(text.includes(step.says), `step ${i + 1} said: ${text}`);
      if (i === 2) await page.locator(".tutorial").screenshot({ path: shotPath("tutorial-right.png") });
      if (i + 1 < STEPS.length) await page.click(".tutorial-next");
    }
    assert(await page.locator(".tutorial-done").count(), "no closing message");
  },

  async "rules: screenshots of every rules page and the tutorial, 1280 and 360 px, light and dark"({ browser, server }) {
    for (const game of Object.keys(PAGES)) await shoot(browser, server, `#/rules/${game}`, `rules-${game}`);
    await shoot(browser, server, "#/rules/chirality", "tutorial", ".tutorial");
  },
};
