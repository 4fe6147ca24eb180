// Browser tests of the settings: themes (chosen, System, high contrast), persistence, a
// damaged stored value, hints and coordinates, motion, and the synthesized sounds.
import { assert, clickAMove, eventually, lastMove, moveCount, newGame, open, positionLink, waitMoves } from "./helpers.mjs";

const KEY = "rosette.v1.settings";

const openHome = (context, server) => open(context, server, "#/");

const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const theme = (page) => page.evaluate(() => document.documentElement.dataset.theme);

async function openSettings(page) {
  await page.click("button[aria-label=Settings]");
  await page.waitForSelector("dialog.settings-dialog[open]");
}

async function closeSettings(page) {
  await page.click("dialog.settings-dialog button:has-text('Done')");
  await page.waitForSelector("dialog.settings-dialog:not([open])", { state: "attached" });
}

/** Replaces AudioContext with a stub that counts oscillator starts in `window.__tones`. */
function stubAudio() {
  window.__tones = 0;
  window.__contexts = 0;
  const param = () => ({ value: 0, setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = (extra) => Object.assign({ connect(n) { return n; } }, extra);
  window.AudioContext = class {
    constructor() { window.__contexts++; this.currentTime = 0; this.state = "running"; this.destination = node({}); }
    resume() { return Promise.resolve(); }
    createGain() { return node({ gain: param() }); }
    createOscillator() {
      return node({ type: "sine", frequency: param(), start() { window.__tones++; }, stop() {} });
    }
  };
}
const tones = (page) => page.evaluate(() => window.__tones);

export const tests = {
  async "settings: a chosen theme changes the page and persists across reload"({ context, server }) {
    const page = await openHome(context, server);
    const light = await background(page);
    assert(light === "rgb(246, 245, 241)", `the default is light here: ${light}`);
    // Keyboard: Tab to the gear, Enter opens, Escape closes and gives focus back.
    await page.focus("button[aria-label=Settings]");
    await page.keyboard.press("Enter");
    await page.waitForSelector("dialog.settings-dialog[open]");
    assert(await page.evaluate(() => document.activeElement.closest("dialog") !== null), "focus moved into the dialog");
    await page.keyboard.press("Escape");
    await page.waitForSelector("dialog.settings-dialog:not([open])", { state: "attached" });
    assert(await page.evaluate(() => document.activeElement.getAttribute("aria-label")) === "Settings", "focus back on the gear");

    await openSettings(page);
    await page.check("label:has-text('Dark') input");
    await closeSettings(page);
    assert((await background(page)) === "rgb(22, 24, 28)", `dark: ${await background(page)}`);
    assert((await theme(page)) === "dark", "data-theme");
    const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY));
    assert(stored.theme === "dark" && stored.version === 1, JSON.stringify(stored));

    await page.reload();
    await page.waitForSelector(".game-card");
    assert((await background(page)) === "rgb(22, 24, 28)", "still dark after reload");
    await openSettings(page);
    assert(await page.isChecked("label:has-text('Dark') input"), "the dialog shows the stored choice");
  },

  async "settings: high contrast is black on white with thick outlines"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await openSettings(page);
    await page.check("label:has-text('High contrast') input");
    await closeSettings(page);
    assert((await theme(page)) === "contrast", "data-theme");
    const look = await page.evaluate(() => {
      const button = getComputedStyle(document.querySelector(".controls button"));
      return {
        bg: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
        border: button.borderTopWidth + " " + button.borderTopColor,
        cell: getComputedStyle(document.querySelector(".cell-bg")).fill,
      };
    });
    assert(look.bg === "rgb(255, 255, 255)" && look.text === "rgb(0, 0, 0)", JSON.stringify(look));
    assert(look.border === "2px rgb(0, 0, 0)", `thick black outlines: ${look.border}`);
    assert(look.cell === "rgb(255, 255, 255)", `the board uses the theme: ${look.cell}`);
  },

  async "settings: System follows the system's colour scheme and contrast"({ browser, server }) {
    const context = await browser.newContext({ viewport: { width: 800, height: 700 }, colorScheme: "dark" });
    try {
      const page = await openHome(context, server);
      assert((await theme(page)) === "dark" && (await background(page)) === "rgb(22, 24, 28)", "dark system");
      await page.emulateMedia({ colorScheme: "light" });
      await page.waitForFunction(() => document.documentElement.dataset.theme === "light");
      assert((await background(page)) === "rgb(246, 245, 241)", "follows a change while open");
      await page.emulateMedia({ contrast: "more" });
      await page.waitForFunction(() => document.documentElement.dataset.theme === "contrast");
      // A chosen theme wins over the system.
      await openSettings(page);
      await page.check("label:has-text('Dark') input");
      assert((await theme(page)) === "dark", "the choice wins");
    } finally {
      await context.close();
    }
  },

  async "settings: a damaged stored value gives the defaults and says so"({ context, server }) {
    const page = await openHome(context, server);
    await page.evaluate((k) => localStorage.setItem(k, "{not json"), KEY);
    await page.reload();
    await page.waitForSelector(".game-card");
    assert((await theme(page)) === "light", "defaults");
    await openSettings(page);
    const notice = await page.locator("dialog .notice.error").textContent();
    assert(/could not be read/.test(notice), notice);
    assert(await page.isChecked("label:has-text('Follow the system') >> nth=0 >> input"), "System theme");
    // The damaged text is only replaced when the player sets something.
    assert((await page.evaluate((k) => localStorage.getItem(k), KEY)) === "{not json", "kept until a change");
    await page.check("label:has-text('Light') input");
    assert(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY)).theme === "light", "saved");
    assert((await page.locator("dialog .notice.error").count()) === 0, "the notice goes once saved");
  },

  async "settings: hints, coordinates and motion switch off"({ context, server }) {
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    await page.locator(".tray-piece:not([disabled])").first().click();
    const dot = () => page.evaluate(() => getComputedStyle(document.querySelector(".cell.target .target-dot")).display);
    const coord = () => page.evaluate(() => getComputedStyle(document.querySelector(".coord")).display);
    assert((await dot()) !== "none" && (await coord()) !== "none", "shown by default");
    await openSettings(page);
    await page.uncheck("label:has-text('Show legal moves') input");
    await page.uncheck("label:has-text('Show coordinates') input");
    await page.check("label:has-text('Reduce motion') input");
    await closeSettings(page);
    assert((await dot()) === "none", "hints hidden");
    assert((await coord()) === "none", "coordinates hidden");
    const spin = await page.evaluate(() => {
      const s = document.createElement("span");
      s.className = "spinner";
      document.body.appendChild(s);
      return getComputedStyle(s).animationName;
    });
    assert(spin === "none", `no animation: ${spin}`);
    // Still playable without the marks.
    await page.locator("g.cell.target").first().click();
    const arrow = page.locator("polygon.arrow").first();
    if ((await arrow.count()) > 0) await arrow.click();
    await waitMoves(page, 1);
  },

  async "settings: moves sound when on, not on undo or redo, and not when off"({ context, server }) {
    await context.addInitScript(stubAudio);
    const page = await open(context, server, "#/play/pyrga");
    await newGame(page);
    assert((await tones(page)) === 0, "silent before any move");
    // Sounds play after the paint: a count is read once it has reached what is wanted, and
    // silence is shown by a sounding move after it (its click comes after any earlier one).
    const heard = async (n) => {
      await eventually(async () => (await tones(page)) >= n, { message: `${n} tones` });
      return tones(page);
    };
    assert(await clickAMove(page, 0), "a move");
    assert((await heard(1)) === 1, "one click for a Pyrga move");
    assert((await page.evaluate(() => window.__contexts)) === 1, "one audio context, made on the first click");
    await page.click("button:has-text('Undo')");
    await waitMoves(page, 0);
    await page.click("button:has-text('Redo')");
    await waitMoves(page, 1);
    assert(await clickAMove(page, 1), "another move");
    assert((await heard(2)) === 2, "undo and redo are silent");

    await openSettings(page);
    await page.uncheck("label:has-text('Sounds for moves') input");
    await closeSettings(page);
    assert(await clickAMove(page, 2), "a move with sounds off");
    await openSettings(page);
    await page.check("label:has-text('Sounds for moves') input");
    await closeSettings(page);
    assert(await clickAMove(page, 0), "a move with sounds on again");
    assert((await moveCount(page)) === 4, "four moves");
    assert((await heard(3)) === 3, "no sound when off");
  },

  async "settings: a capture that ends the game sounds heavier, then chimes"({ context, server }) {
    await context.addInitScript(stubAudio);
    // White's King e1 can leap onto Black's King on e3: a capture that wins.
    const position = "7p/7a/2A5/8/8/4k3/8/4K3 w P AAAAAAACLCRMLMRHLHRaaaaaaaclcrmlmrhlhr";
    const page = await open(context, server, positionLink("chiron", position));
    await page.click("#sq-e1");
    await page.click("#sq-e3");
    await page.waitForSelector(".status.result");
    // The capture is three tones (a quiet move one), the chime three more, played together.
    await eventually(async () => (await tones(page)) >= 6, { message: "the capture's tones" });
    assert((await tones(page)) === 6, `capture + chime: ${await tones(page)}`);
    // Screen readers hear it as a capture too, in the words of the move list, not the notation.
    const shown = await lastMove(page);
    await eventually(async () => {
      const said = await page.locator("p.visually-hidden[aria-live=polite]").textContent();
      assert(said === `White played ${shown}, a capture.`, `announced: ${said} (move list: ${shown})`);
    });
  },
};
