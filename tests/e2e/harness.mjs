// A small browser-test harness: serves dist/ on a free loopback port, compressed as players
// get it, starts Debian's headless Chromium through playwright-core (no downloaded browser), runs the named tests
// each in a fresh browser context, and prints "N passed, N failed".
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/static-server.mjs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Serves dist/ as a static host would (scripts/static-server.mjs: brotli/gzip, cache headers). */
export async function serve(dir = path.join(ROOT, "dist")) {
  const server = await startServer({ dir });
  return { url: server.url, port: server.port, stop: server.close };
}

export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** Runs `tests` ({ name: async (ctx) => … }) and exits non-zero if any failed. */
export async function run(tests) {
  const server = await serve();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  let passed = 0, failed = 0;
  const only = process.argv[2];
  for (const [name, test] of Object.entries(tests)) {
    if (only && !name.includes(only)) continue;
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const errors = [];
    context.on("page", (p) => p.on("pageerror", (e) => errors.push(String(e))));
    const started = Date.now();
    try {
      await test({ browser, context, server, errors });
      assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
      passed++;
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${name}: ${e && e.stack ? e.stack : e}`);
    } finally {
      await context.close().catch(() => {});
    }
  }
  await browser.close();
  server.stop();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
