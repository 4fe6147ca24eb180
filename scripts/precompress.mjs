// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every
// compressible file of a built dist/ folder, as static hosts and nginx's gzip_static /
// brotli_static serve them. Run by scripts/build-web after Trunk.
//
//   node scripts/precompress.mjs dist
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { COMPRESSIBLE } from "./static-server.mjs";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";


async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const dir = process.argv[2] || "dist";
let raw = 0, brotli = 0, gzip = 0;
for await (const file of files(dir)) {
  // live.json is the host's to replace (live play's ICE servers): no copy to go stale.
  if (!COMPRESSIBLE.test(file) || path.basename(file) === "live.json") continue;
  const data = await readFile(file);
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = gzipSync(data, { level: 9 });
  await writeFile(file + ".br", br);
  await writeFile(file + ".gz", gz);
  raw += data.length;
  brotli += br.length;
  gzip += gz.length;
}
const kb = (n) => `${(n / 1000).toFixed(0)} KB`;
console.log(`precompress: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
