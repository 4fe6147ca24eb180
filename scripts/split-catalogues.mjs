// Splits each translated catalogue of a built folder by the builds that show its messages
// (`node scripts/split-catalogues.mjs dist <game>...`, by scripts/build-web): a section of
// public/i18n/en/ui.ftl whose heading ends "(only: <features>)" is shown only by the builds
// with those cargo features (build.rs keeps its English text out of the others), so a page
// fetches i18n/<lang>/ui-<build>.ftl with only its build's messages (src/ui/lang.rs), not
// every page's. scripts/build-web then removes the whole catalogue, which only a development
// build (`trunk serve`, from public/) reads.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const [dist, ...games] = process.argv.slice(2);
if (!dist || games.length === 0) throw new Error("usage: split-catalogues.mjs <dist> <game>...");

/** The builds (scripts/build-web's `build_app`) and their cargo features. */
const builds = { home: [], saves: games, ...Object.fromEntries(games.map((g) => [g, [g, "game-pages"]])) };

/** The messages of a catalogue, each with its lines (the id's, then its variants). */
function messages(text) {
  const out = [];
  for (const line of text.split("\n")) {
    const id = line.match(/^([a-z][a-z0-9-]*) =/);
    if (id) out.push({ id: id[1], lines: [line] });
    else if (/^[ }]/.test(line) && out.length) out.at(-1).lines.push(line);
  }
  return out;
}

/** Each English message's features (none: shown by every build). */
const features = new Map();
let only = [];
for (const line of readFileSync("public/i18n/en/ui.ftl", "utf8").split("\n")) {
  const heading = line.match(/^## .*\(only: ([^)]*)\)$/);
  if (line.startsWith("## ")) only = heading ? heading[1].split(", ") : [];
  const id = line.match(/^([a-z][a-z0-9-]*) =/);
  if (id) features.set(id[1], only);
}

// English is built in (only its rules documents are in dist/i18n/en).
for (const lang of readdirSync(path.join(dist, "i18n")).filter((l) => l !== "en")) {
  const file = path.join(dist, "i18n", lang, "ui.ftl");
  const all = messages(readFileSync(file, "utf8"));
  for (const [build, has] of Object.entries(builds)) {
    const shown = all.filter((m) => (features.get(m.id) ?? []).every((f) => has.includes(f)));
    const text = shown.map((m) => m.lines.join("\n")).join("\n");
    writeFileSync(path.join(dist, "i18n", lang, `ui-${build}.ftl`), `# ${lang}, build ${build}\n${text}\n`);
  }
}
