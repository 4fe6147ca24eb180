// A small browser-test harness: serves dist/ on a free loopback port, starts Debian's
// headless Chromium through playwright-core (no downloaded browser), runs the named tests
// each in a fresh browser context, and prints "N passed, N failed".
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-dev-shm-usage",
];

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Serves dist/ with Python's static server; resolves once it answers. */
export async function serve(dir = path.join(ROOT, "dist")) {
  const port = await freePort();
  const proc = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, stop: () => proc.kill() };
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
