// The browsers besides Chromium, each behind the same small page interface for the smoke set
// (smoke.mjs), all Debian's own builds (no browser is downloaded):
//   firefox  /usr/bin/firefox-esr, headless, driven over WebDriver BiDi by puppeteer-core
//   webkit   WebKitGTK's MiniBrowser, driven by WebKitWebDriver (WebDriver classic) through
//            selenium-webdriver; it needs a display: run it under `xvfb-run -a`
//
// A page: goto(url), reload(), run(fn, ...args) (fn runs in the page; a promise is awaited),
// click(selector) (a real click), close().
import { spawn } from "node:child_process";
import { eventually, freePort } from "./helpers.mjs";

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** Firefox ESR over WebDriver BiDi (puppeteer-core). */
async function firefox() {
  const { default: puppeteer } = await import("puppeteer-core");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: "/usr/bin/firefox-esr",
    headless: true,
    protocol: "webDriverBiDi",
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 860 });
  return {
    version: await browser.version(),
    goto: async (url) => { await page.goto(url); },
    reload: async () => { await page.reload(); },
    run: (fn, ...args) => page.evaluate(fn, ...args),
    click: (selector) => page.click(selector),
    close: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (selenium-webdriver). */
async function webkit() {
  const { Builder, By, Origin } = await import("selenium-webdriver");
  const port = await freePort();
  const server = spawn("WebKitWebDriver", [`--port=${port}`], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  // The driver listens once it has started: ask for its status until it answers.
  await eventually(() => fetch(`${url}/status`).then((r) => r.ok), { timeout: 10000, message: "WebKitWebDriver did not start" });
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    })
    .build();
  await driver.manage().window().setRect({ width: 1280, height: 860 });
  const caps = await driver.getCapabilities();
  return {
    version: `${caps.get("browserName")} ${caps.get("browserVersion")}`,
    goto: (to) => driver.get(to),
    reload: () => driver.navigate().refresh(),
    run: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
    // A pointer click at the element's centre (WebKitWebDriver's element click refuses SVG
    // shapes and some buttons as "not interactable").
    click: async (selector) => {
      const element = await driver.findElement(By.css(selector));
      const [x, y] = await driver.executeScript(`arguments[0].scrollIntoView({ block: "center" });
        const r = arguments[0].getBoundingClientRect();
        return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];`, element);
      await driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
    },
    close: async () => {
      await driver.quit().catch(() => {});
      server.kill();
    },
  };
}

/** The engines by name. */
export const ENGINES = { firefox, webkit };
