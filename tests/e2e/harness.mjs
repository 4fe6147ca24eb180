// A small browser-test harness: serves dist/ on a free loopback port, compressed as players
// get it, starts Debian's headless Chromium through playwright-core (no downloaded browser), runs the named tests
// each in a fresh browser context, and prints "N passed, N failed". Page helpers: helpers.mjs.
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/static-server.mjs";
import { assert, ROOT } from "./helpers.mjs";
import path from "node:path";

export const ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-dev-shm-usage",
  // English pages unless a test asks for another language (a context's `locale`).
  "--lang=en-US",
  // Live play's peer connections between two contexts of this machine: loopback
  // candidates allowed, addresses not hidden behind mDNS names.
  "--allow-loopback-in-peer-connection", "--disable-features=WebRtcHideLocalIpsWithMdns",
];

/** Serves dist/ as a static host would (scripts/static-server.mjs: brotli/gzip, cache headers). */
export async function serve(dir = path.join(ROOT, "dist")) {
  const server = await startServer({ dir });
  return { url: server.url, port: server.port, stop: server.close };
}

/** Runs one test in a fresh context; returns null if it passed, else what went wrong. A
 *  test that needs another device opens its context with `newContext(options)`: its pages'
 *  errors count too, and it is closed with the test's. */
async function attempt(browser, server, test) {
  const errors = [];
  const consoleErrors = [];
  const contexts = [];
  const newContext = async (options = {}) => {
    // English unless a test asks for another language: the machine's own must not decide.
    const c = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: "en-US", ...options });
    contexts.push(c);
    watch(c);
    return c;
  };
  const watch = (context) => context.on("page", (p) => {
    p.on("pageerror", (e) => errors.push(String(e)));
    // A wasm panic's message reaches the console (console_error_panic_hook) before the trap.
    p.on("console", (m) => {
      if (m.type() !== "error") return;
      consoleErrors.push(m.text());
      if (m.text().includes("panicked at")) errors.push(m.text());
    });
  });
  const context = await newContext();
  try {
    await test({ browser, context, server, errors, newContext });
    assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
    return null;
  } catch (e) {
    const said = consoleErrors.map((line) => `\n     console error: ${line}`).join("");
    return `${e && e.stack ? e.stack : e}${said}`;
  } finally {
    for (const c of contexts) await c.close().catch(() => {});
  }
}

/**
 * Runs `tests` ({ name: async (ctx) => … }) and exits non-zero if any failed. A test that
 * fails is run once more in a fresh context, only to tell a FLAKY test (it then passes) from
 * a broken one: either way it counts as failed.
 */
export async function run(tests) {
  const server = await serve();
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  let passed = 0, failed = 0;
  const flaky = [];
  const only = process.argv[2];
  for (const [name, test] of Object.entries(tests)) {
    if (only && !name.includes(only)) continue;
    const started = Date.now();
    const first = await attempt(browser, server, test);
    const second = first && (await attempt(browser, server, test));
    if (!first) {
      passed++;
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } else if (!second) {
      failed++;
      flaky.push(name);
      console.log(`FLAKY ${name}: failed, then passed on a second try (counted as failed). The first failure: ${first}`);
    } else {
      failed++;
      console.log(`FAIL ${name}: ${second}`);
    }
  }
  await browser.close();
  server.stop();
  if (flaky.length) console.log(`FLAKY (failed once, counted as failed): ${flaky.join("; ")}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
