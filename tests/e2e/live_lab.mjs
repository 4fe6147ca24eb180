// Live play across real NAT routers, in the network lab that tests/live/lab.sh builds (run
// it through that script: it runs this file on the lab's internet side, as root). Two
// homes, each behind its own router, play through the site served here with live.json
// naming the lab's STUN (and, in one case, TURN) server; each home's Chromium runs inside
// the home's network namespace.
//
//   (a) ordinary NAT, no settings: connected, a Pyrga game played to the end;
//   (b) strict (symmetric) NAT, STUN only: no path, said on both pages within 20 s, and
//       the game goes on by link;
//   (c) strict NAT with TURN in live.json: connected through the relay;
//   (d) one home's link to the internet down for 10 s: the connection comes back, and the
//       move made meanwhile arrives.
//
// Prints the time from the answer to "Connected" or to the no-path message in each case.
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startServer } from "../../scripts/static-server.mjs";
import { ARGS } from "./harness.mjs";
import { assert, clickAMove, ROOT, shotPath } from "./helpers.mjs";
import { bothAt, connect, exchange, sameGame, toMove, until } from "./live_pages.mjs";

const RUN = "/tmp/rosette-lab";
const HOST = "198.51.100.1";
const LAB = path.join(ROOT, "tests/live/lab.sh");
const STUN = { urls: `stun:${HOST}:3478` };
const TURN = { urls: `turn:${HOST}:3478?transport=udp`, username: "lab", credential: "lab-secret" };

/** The lab script's commands (`nat strict`, `uplink 2 down`…). */
const lab = (...args) => execFileSync(LAB, args, { stdio: "inherit" });

/** The site, served on the lab's internet at `port` with `servers` in its live.json. */
async function site(port, servers) {
  const dir = path.join(RUN, `site-${port}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(ROOT, "dist"), dir, { recursive: true });
  writeFileSync(path.join(dir, "live.json"), JSON.stringify({ iceServers: servers }));
  return startServer({ dir, port, host: HOST });
}

/** Chromium inside home `home`'s namespace, through a wrapper Playwright starts. */
async function browserIn(home, origins) {
  const wrapper = path.join(RUN, `chromium-h${home}`);
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec rl-h${home} /usr/bin/chromium "$@"\n`, { mode: 0o755 });
  // Plain http on the lab's address: Chromium treats these origins as secure, as the
  // https a real host serves is (service worker, clipboard).
  const args = [...ARGS, `--unsafely-treat-insecure-origin-as-secure=${origins.join(",")}`];
  return chromium.launch({ executablePath: wrapper, args });
}

/** Runs `body(a, b)` with a page in each home, the page errors counted as failures. */
async function inHomes(origins, body) {
  const browsers = [await browserIn(1, origins), await browserIn(2, origins)];
  const errors = [];
  try {
    const pages = [];
    for (const browser of browsers) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const page = await context.newPage();
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => m.type() === "error" && m.text().includes("panicked at") && errors.push(m.text()));
      pages.push(page);
    }
    await body(...pages);
    assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
  } finally {
    for (const b of browsers) await b.close().catch(() => {});
  }
}

/** Opens Pyrga's play page of the site at `site` on `page`. */
async function openPyrga(page, site) {
  await page.goto(site + "#/play/pyrga");
  await page.waitForSelector("svg.pyrga-board g.cell");
}

/** The player to move plays one Pyrga move; returns the new number of plies on both. */
async function playOne(a, b, n) {
  const mover = await toMove(a, b);
  assert(await clickAMove(mover, n), `ply ${n}: nothing to click`);
  await bothAt(a, b, n + 1, 20000);
  return n + 1;
}

/** The game on `page`, sent by "Send move": the link it shows. */
async function sendMove(page) {
  await page.click("button:has-text('Send move')");
  await page.waitForFunction(() => document.querySelector(".share-url")?.value?.includes("?g="));
  return page.locator(".share-url").inputValue();
}

const times = {};

const cases = {
  async "(a) two homes, ordinary NAT, no settings: connected, a Pyrga game played to the end"(url) {
    lab("nat", "ordinary");
    await inHomes([url.stun], async (a, b) => {
      await openPyrga(a, url.stun);
      times.a = `connected in ${await connect(a, b)} ms`;
      let n = 0;
      while (!(await a.locator(".status.result").count()) && n < 60) n = await playOne(a, b, n);
      await b.waitForSelector(".status.result");
      await sameGame(a, b);
      times.a += `, then ${n} plies to the end of the game`;
    });
  },

  async "(b) strict NAT, STUN only: no path said within 20 s on both, and the game goes on by link"(url) {
    lab("nat", "strict");
    await inHomes([url.stun], async (a, b) => {
      await openPyrga(a, url.stun);
      const { given } = await exchange(a, b);
      const took = [];
      for (const p of [a, b]) {
        await until(p, "no-path", Math.max(1, given + 20000 - Date.now()));
        took.push(Date.now() - given);
        const line = await p.locator(".live-line").textContent();
        assert(/could not reach each other/.test(line) && /mobile networks/.test(line), `the page says why: ${line}`);
      }
      times.b = `no-path message after ${took[0]} ms (inviting home) and ${took[1]} ms (invited home)`;
      await a.screenshot({ path: shotPath("live-lab-no-path-1280.png") });
      await a.setViewportSize({ width: 360, height: 740 });
      await a.locator(".live-line").scrollIntoViewIfNeeded();
      await a.screenshot({ path: shotPath("live-lab-no-path-360.png") });
      await a.setViewportSize({ width: 1280, height: 860 });
      // Continue by link on both: the same game, played by sending links.
      for (const p of [a, b]) {
        await p.click(".live-line button:has-text('Continue by link')");
        await p.waitForSelector(".live-line", { state: "detached" });
      }
      assert(await clickAMove(a, 0), "A moves by link");
      await a.waitForSelector(".send-move button");
      await b.goto(await sendMove(a));
      await b.waitForFunction(() => document.querySelectorAll(".move-list button.ply").length === 1);
      assert(await clickAMove(b, 1), "B answers by link");
      await a.goto(await sendMove(b));
      await bothAt(a, b, 2);
      await sameGame(a, b);
    });
  },

  async "(c) strict NAT with TURN in live.json: connected through the relay"(url) {
    lab("nat", "strict");
    await inHomes([url.turn], async (a, b) => {
      await openPyrga(a, url.turn);
      times.c = `connected in ${await connect(a, b)} ms`;
      for (const p of [a, b]) await p.waitForSelector(".live-status:has-text('through a relay server')");
      let n = 0;
      while (n < 4) n = await playOne(a, b, n);
      await sameGame(a, b);
      times.c += ", through the relay";
    });
  },

  async "(d) one home's uplink down for 10 s: reconnected, the move made meanwhile arrives"(url) {
    lab("nat", "ordinary");
    await inHomes([url.stun], async (a, b) => {
      await openPyrga(a, url.stun);
      const ms = await connect(a, b);
      let n = 0;
      while (n < 3) n = await playOne(a, b, n);
      const down = Date.now();
      lab("uplink", "2", "down");
      try {
        // The player to move moves at once; the page keeps the move.
        const mover = await toMove(a, b);
        assert(await clickAMove(mover, n), "a move while the link is down");
        await mover.waitForFunction((n) => document.querySelectorAll(".move-list button.ply").length === n, n + 1);
        for (const p of [a, b]) await until(p, "interrupted", 15000);
        // The link stays down for 10 s: the scenario, not a wait for the page.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, down + 10000 - Date.now())));
      } finally {
        lab("uplink", "2", "up");
      }
      const up = Date.now();
      await until(a, "connected", 30000);
      await until(b, "connected", 30000);
      const back = Date.now() - up;
      await bothAt(a, b, n + 1, 30000);
      await sameGame(a, b);
      times.d = `connected in ${ms} ms; after the 10 s outage, connected again ${back} ms after the link came back, no move lost`;
    });
  },
};

mkdirSync(RUN, { recursive: true });
const stun = await site(8080, [STUN]);
const turn = await site(8081, [STUN, TURN]);
const url = { stun: stun.url, turn: turn.url };
const only = process.argv[2];
let failed = 0;
for (const [name, test] of Object.entries(cases)) {
  if (only && !name.includes(only)) continue;
  const started = Date.now();
  try {
    await test(url);
    console.log(`ok   ${name} (${Date.now() - started} ms)`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name}: ${e && e.stack ? e.stack : e}`);
  }
}
stun.close();
turn.close();
console.log("\nlive lab times (from the answer):");
for (const [key, text] of Object.entries(times)) console.log(`  (${key}) ${text}`);
console.log(failed ? `live lab: ${failed} failed` : "live lab: every case passed");
process.exit(failed ? 1 : 0);
