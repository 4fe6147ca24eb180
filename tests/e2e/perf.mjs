// Measurements printed for the closing notes (no timed assertions): time to the first board
// paint and the download size of a cold visit.
import { assert } from "./harness.mjs";

export const tests = {
  async "measure: first board paint and download size"({ context, server }) {
    const page = await context.newPage();
    let bytes = 0;
    page.on("response", async (r) => {
      const length = Number((await r.allHeaders())["content-length"] || 0);
      bytes += length;
    });
    await page.goto(server.url + "#/play/pyrga");
    await page.waitForSelector("svg.pyrga-board g.cell");
    const ms = await page.evaluate(() => performance.now());
    assert(ms > 0, "measured");
    console.log(`     first board paint: ${ms.toFixed(0)} ms after navigation; ${(bytes / 1024).toFixed(0)} KiB transferred (uncompressed server)`);
  },
};
