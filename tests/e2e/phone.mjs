// Browser tests of learning on a phone (360 px, touch): the feedback after a move shows
// where the eye is, and the Chirality board keeps the zoom the player (or the lesson) chose
// after a move instead of snapping back to the whole board.
import { assert, eventually, inView, onPhone, open, shotPath } from "./helpers.mjs";

export const tests = {
  async "phone: a lesson's feedback and Retry show on screen after a move, for every board"({ browser, server }) {
    // A wrong move in each game's lesson, by taps on the real board.
    const lessons = [
      ["pyrga", "triangle-points", [".tray-piece[data-shape='Square']", "#cell-b2"]],
      ["chirality", "thick-takes-thin", ["g.tile[data-name='A2']", "g.tile[data-name='E3']"]],
      ["chiron", "opening", ["#sq-a2", "#sq-a3"]],
      ["shifting-chess", "boulders", ["#sq-g3", "#sq-g4"]],
    ];
    await onPhone(browser, async (context) => {
      for (const [game, id, taps] of lessons) {
        const page = await open(context, server, `#/learn/${game}/${id}`, ".lesson-board svg");
        for (const tap of taps) await page.locator(tap).dispatchEvent("click");
        // The worker's verdict (after "Checking your move…"), once the page has laid it out.
        await page.waitForSelector(".lesson-feedback .lesson-wrong");
        await eventually(() => inView(page, ".lesson-feedback .lesson-wrong"), { message: `${game}: the feedback is off screen` });
        await eventually(() => inView(page, ".lesson-retry"), { message: `${game}: Retry is off screen` });
        await page.screenshot({ path: shotPath(`phone-lesson-feedback-${game}.png`) });
        await page.close();
      }
    });
  },

  async "phone: the Chirality board keeps its zoom after a move"({ browser, server }) {
    await onPhone(browser, async (context) => {
      const page = await open(context, server, "#/learn/chirality/thick-takes-thin", ".lesson-board svg.penrose-board g.tile");
      const zoom = () => page.locator(".zoom-level").textContent();
      // The lesson frames its tiles, zoomed in.
      const framed = await eventually(async () => ((await zoom()) !== "100%" ? zoom() : false), { message: "never framed" });
      await page.locator("g.tile[data-name='A2']").dispatchEvent("click");
      await page.waitForSelector("g.tile.target");
      await page.locator("g.tile[data-name='E3']").dispatchEvent("click");
      await page.waitForSelector(".lesson-feedback p");
      await eventually(async () => (await zoom()) === framed, { message: `zoom ${await zoom()}, was ${framed}` });
    });
  },
};
