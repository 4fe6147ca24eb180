// Packs a split build's small chunks into fewer files, and writes the build's chunk loader
// (issue 33). wasm-split-cli makes one module per split point (a page, a panel) and one per
// set of split points that share functions: a Chirality play page needed 52 of them, most
// under 3 KB. Each was a request, and each `fetch` cost the page's thread about 3 ms at a
// phone's speed (a profile of the load: 143 ms of 50 fetches before the page could mount).
//
// Here each split point's own module and the modules under SMALL bytes that it needs travel
// in one file, its pack (`pack_<point>`), the modules end to end. A small module that several
// split points need is in each of their packs: a page fetches exactly the bytes it runs, and
// the modules larger than SMALL stay files of their own, shared by the pages. The copies cost
// only the service worker's precache. A split point that only ever loads within another's page
// (WITHIN: a lesson within the Learn page, the play page's panels) leaves out of its pack what
// that page's pack carries, which the page has downloaded already. The loader also offers to
// download again what failed.
//
//   node scripts/pack-chunks.mjs <split dir> <build name> <hash> <dist dir>
// reads wasm-split-cli's `__wasm_split.js` and the optimised `<module>.opt.wasm` beside it,
// and writes into <dist dir> `rosette-<name>-split-<hash>.js` (the loader, which the core
// imports), the packs `rosette-<name>-pack_<…>-<hash>_bg.wasm` and the large modules
// `rosette-<name>-<module>-<hash>_bg.wasm`.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A module under this many bytes (after wasm-opt, before compression) goes in the packs. */
const SMALL = 8192;
/** The split points that load only within another's page, by the names of their functions
 *  (src/ui/pages/learn/mod.rs, puzzles.rs and play.rs, src/ui/live/connect.rs). One missing
 *  here only downloads some bytes twice. */
const WITHIN = {
  lesson_page: "learn", puzzle_page: "puzzles", more_panels: "play", new_game_dialog: "play",
  make_invitation: "play", make_answer: "play", use_answer: "play",
};

const [dir, name, hash, dist] = process.argv.slice(2);
if (!dist) throw new Error("usage: pack-chunks.mjs <split dir> <build name> <hash> <dist dir>");
const link = readFileSync(path.join(dir, "__wasm_split.js"), "utf8");

// wasm-split-cli's loader: a preamble (the core's shared imports, and the wrapper that reports
// a split point's load to the core), one `makeLoad` per shared module, one export per point.
const shared = new Set();
for (const m of link.matchAll(/const __(chunk_\d+) = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/\1\.wasm", import\.meta\.url\)\);/g))
  shared.add(m[1]);
const points = new Map();
const exported = /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/split_\1\.wasm", import\.meta\.url\)\);[^]*?\n, \[([^\]]*)\]\)\);/g;
for (const m of link.matchAll(exported)) {
  const deps = m[2].split(",").map((d) => d.trim().replace(/^__/, "")).filter(Boolean);
  for (const d of deps) if (!shared.has(d)) throw new Error(`pack-chunks: ${m[1]} needs unknown ${d}`);
  points.set(m[1], deps);
}
const loads = (link.match(/makeLoad\(/g) || []).length - 1; // less the function's own definition
if (loads !== shared.size + points.size || points.size === 0)
  throw new Error(`pack-chunks: read ${shared.size} modules and ${points.size} points of ${loads} loads in ${dir}/__wasm_split.js; has wasm-split-cli's output changed?`);
// Kept from it: the import of the core and `getSharedImports` (the core's memory, table and
// functions, which every module imports).
const preamble = link.slice(0, link.indexOf("function wrapAsyncCb("));
if (!preamble.includes("function getSharedImports()") || !link.includes("__indirect_function_table.get(callbackIndex)(callbackData, success)"))
  throw new Error("pack-chunks: __wasm_split.js's getSharedImports or wrapAsyncCb has changed");

const file = (module) => path.join(dir, `${module}.opt.wasm`);
const own = (point) => `split_${point}`;
const small = (module) => statSync(file(module)).size < SMALL;
const distName = (part) => `rosette-${name}-${part}-${hash}_bg.wasm`;

// Where each module is: a file of its own, or [pack, offset, length] in each pack that holds it.
const where = new Map();
const packs = {};
const writePack = (pack, modules) => {
  const bytes = modules.map((m) => readFileSync(file(m)));
  let at = 0;
  for (const [i, m] of modules.entries()) {
    if (!where.has(m)) where.set(m, []);
    where.get(m).push([pack, at, bytes[i].length]);
    at += bytes[i].length;
  }
  packs[pack] = `./${distName(`pack_${pack}`)}`;
  writeFileSync(path.join(dist, distName(`pack_${pack}`)), Buffer.concat(bytes));
};
// A point's name is its function's and a hash: `lesson_page_16895519995755485236`.
const fn = (point) => point.replace(/_\d+$/, "");
const parent = new Map([...points.keys()].flatMap((p) => {
  const page = [...points.keys()].find((q) => fn(q) === WITHIN[fn(p)]);
  return page ? [[p, page]] : [];
}));
for (const [point, deps] of points) {
  const carried = new Set(points.get(parent.get(point)) || []);
  writePack(point, [own(point), ...deps.filter((d) => small(d) && !carried.has(d))]);
}
for (const module of shared.keys())
  if (!small(module)) {
    writeFileSync(path.join(dist, distName(module)), readFileSync(file(module)));
    where.set(module, `./${distName(module)}`);
  }

const loader = `${preamble.replace(`from "./rosette-${name}.js"`, `from "./rosette-${name}-${hash}.js"`)}
// Written by scripts/pack-chunks.mjs: small modules come from packs (several modules end to end).
const PACKS = ${JSON.stringify(packs)};
const MODULES = ${JSON.stringify(Object.fromEntries(where))};
const NEEDS = ${JSON.stringify(Object.fromEntries(points))};
const PARENT = ${JSON.stringify(Object.fromEntries(parent))};
function once(start) {
    let loading;
    return () => {
        if (loading === undefined) {
            const thisLoad = start();
            // Only a success is kept: a failed download is tried again on the next call.
            thisLoad.catch(() => { if (loading === thisLoad) loading = undefined; });
            loading = thisLoad;
        }
        return loading;
    };
}
async function download(url) {
    const response = await fetch(new URL(url, import.meta.url));
    if (!response.ok) throw new Error(\`\${url}: HTTP \${response.status}\`);
    return response.arrayBuffer();
}
const packBytes = Object.fromEntries(Object.entries(PACKS).map(([pack, url]) => [pack, once(() => download(url))]));
const instances = new Map();
// Instantiates a module once, from the asking point's pack if it holds the module, else from
// the pack of the page it loads within.
function instantiate(module, point) {
    if (!instances.has(module)) {
        const at = MODULES[module];
        instances.set(module, once(async () => {
            let bytes;
            if (typeof at === "string") bytes = await download(at);
            else {
                const [pack, offset, length] =
                    at.find(([p]) => p === point) || at.find(([p]) => p === PARENT[point]) || at[0];
                bytes = new Uint8Array(await packBytes[pack](), offset, length);
            }
            return WebAssembly.instantiate(bytes, getSharedImports());
        }));
    }
    return instances.get(module)();
}
// A bar that says a part of the page could not be downloaded, with a button that tries again,
// as the browser coming back online does (index.html's rosetteBar).
let waiting = [];
function offerRetry(retry) {
    waiting.push(retry);
    if (document.querySelector(".download-bar")) return;
    const again = () => {
        document.querySelector(".download-bar")?.remove();
        const retries = waiting;
        waiting = [];
        retries.forEach((f) => f());
    };
    addEventListener("online", again, { once: true });
    window.rosetteBar("download-bar", "alert",
        ["download-failed", "Part of this page could not be downloaded. Check the connection."],
        ["fetch-retry", "Try again"], again);
}
// Loads a split point's modules, then tells the core (which called with a callback from its
// table). A failed download is not reported as a failure, which would abort the core: the
// page waits, and the bar above offers to try again.
function loadPoint(point) {
    return async (callbackIndex, callbackData) => {
        for (;;) {
            try {
                await Promise.all(NEEDS[point].map((module) => instantiate(module, point)));
                await instantiate("split_" + point, point);
                break;
            } catch (e) {
                console.error("rosette: part of the page could not be downloaded:", e);
                await new Promise(offerRetry);
            }
        }
        getSharedImports().__wasm_split.__indirect_function_table.get(callbackIndex)(callbackData, true);
    };
}
${[...points.keys()].map((p) => `export const __wasm_split_load_${p} = loadPoint("${p}");`).join("\n")}
`;
writeFileSync(path.join(dist, `rosette-${name}-split-${hash}.js`), loader);
const files = Object.keys(packs).length + [...where.values()].filter((w) => typeof w === "string").length;
console.log(`pack-chunks: ${name}: ${shared.size + points.size} modules in ${files} files; ${parent.size} points within a page's`);
