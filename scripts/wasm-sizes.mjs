// Where a wasm file's bytes go: code size per function from the name section, grouped by
// crate and by Rosette module, plus the data section. Reads an unstripped build, e.g.
// target/wasm32-unknown-unknown/release/rosette-app.wasm (before wasm-bindgen and wasm-opt,
// so sizes are relative, not final).
//
//   node scripts/wasm-sizes.mjs <file.wasm> [top N]
import { readFileSync } from "node:fs";

const bytes = readFileSync(process.argv[2]);
const top = Number(process.argv[3] || 25);
let pos = 8;
const leb = () => {
  let result = 0, shift = 0, b;
  do {
    b = bytes[pos++];
    result += (b & 0x7f) * 2 ** shift;
    shift += 7;
  } while (b & 0x80);
  return result;
};
const str = () => {
  const n = leb();
  const s = bytes.toString("utf8", pos, pos + n);
  pos += n;
  return s;
};

let imported = 0;
const bodySizes = [];
const names = new Map();
const sections = {};
while (pos < bytes.length) {
  const id = bytes[pos++];
  const size = leb();
  const end = pos + size;
  if (id === 2) {
    for (let i = leb(); i > 0; i--) {
      str(); str();
      const kind = bytes[pos++];
      if (kind === 0) { leb(); imported++; }
      else if (kind === 1) { pos++; const f = bytes[pos++]; leb(); if (f & 1) leb(); }
      else if (kind === 2) { const f = bytes[pos++]; leb(); if (f & 1) leb(); }
      else if (kind === 3) { pos += 2; }
    }
  } else if (id === 10) {
    for (let i = leb(); i > 0; i--) {
      const n = leb();
      bodySizes.push(n);
      pos += n;
    }
  } else if (id === 0) {
    const name = str();
    sections[`custom ${name}`] = size;
    if (name === "name") {
      while (pos < end) {
        const sub = bytes[pos++];
        const len = leb();
        const subEnd = pos + len;
        if (sub === 1) for (let i = leb(); i > 0; i--) { const idx = leb(); names.set(idx, str()); }
        pos = subEnd;
      }
    }
  }
  if (id !== 0) sections[id] = (sections[id] || 0) + size;
  pos = end;
}

/** Legacy Rust symbol → readable path (good enough to group by). */
function demangle(sym) {
  const m = /^_ZN(.*)E$/.exec(sym);
  if (!m) return sym;
  const parts = [];
  let s = m[1];
  while (s.length) {
    const n = /^(\d+)/.exec(s);
    if (!n) break;
    const len = Number(n[1]);
    parts.push(s.slice(n[1].length, n[1].length + len));
    s = s.slice(n[1].length + len);
  }
  return parts
    .filter((p) => !/^h[0-9a-f]{16}$/.test(p))
    .join("::")
    .replace(/\$LT\$/g, "<").replace(/\$GT\$/g, ">").replace(/\$u20\$/g, " ").replace(/\$RF\$/g, "&")
    .replace(/\$C\$/g, ",").replace(/\$u7b\$/g, "{").replace(/\$u7d\$/g, "}").replace(/\$BP\$/g, "*")
    .replace(/\.\./g, "::").replace(/^_</, "<");
}

/** The crate a function's code comes from: the first path of its name, for `<X as Trait>`
 *  the type's (or, for a generic `T`, the trait's), and for a v0-mangled `_R…` symbol the
 *  first crate it names; wasm-bindgen's descriptor functions apart (it removes them). */
function crateOf(name) {
  if (name.startsWith("__wbindgen_describe")) return "(wasm-bindgen's descriptors: not shipped)";
  if (name.startsWith("_R")) {
    const m = /C[sf][0-9A-Za-z]*_(\d+)/.exec(name);
    if (m) {
      const at = m.index + m[0].length;
      return name.slice(at, at + Number(m[1])).replace(/^_+/, "");
    }
  }
  const plain = name.replace(/^<(&mut |&|\*const |\*mut )?/, "").replace(/^(T|F|C|\[T\]|\(\)) as /, "");
  return (/^([a-z_0-9]+)::/.exec(plain) || [, "(other)"])[1];
}

const total = bodySizes.reduce((a, b) => a + b, 0);
const byCrate = new Map(), byModule = new Map(), fns = [];
bodySizes.forEach((size, i) => {
  const name = demangle(names.get(i + imported) || `func${i + imported}`);
  fns.push([size, name]);
  const crate = crateOf(name);
  byCrate.set(crate, (byCrate.get(crate) || 0) + size);
  // Rosette code by module, including generic code instantiated for a Rosette type.
  const mod = /rosette::(ui::[a-z_]+(::[a-z_]+)?|[a-z_]+::[a-z_]+)/.exec(name);
  if (mod) byModule.set(mod[1], (byModule.get(mod[1]) || 0) + size);
});
const pct = (n) => `${((100 * n) / total).toFixed(1)}%`.padStart(6);
const show = (title, map) => {
  console.log(`\n${title}`);
  [...map].sort((a, b) => b[1] - a[1]).slice(0, top).forEach(([k, v]) => console.log(`${String(v).padStart(9)} ${pct(v)}  ${k}`));
};
console.log(`${bytes.length} bytes; code ${total} in ${bodySizes.length} functions; data ${sections[11] || 0}`);
show("by crate (first path segment)", byCrate);
show("by Rosette module (functions naming it)", byModule);
console.log(`\nlargest functions`);
fns.sort((a, b) => b[0] - a[0]).slice(0, top).forEach(([s, n]) => console.log(`${String(s).padStart(9)} ${pct(s)}  ${n.slice(0, 150)}`));
