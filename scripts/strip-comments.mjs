// Takes the comments out of a built page (`node scripts/strip-comments.mjs dist/index.html`,
// run by scripts/build-web): index.html's HTML comments and its scripts' whole-line `//`
// comments are written for the people who read the source, not for players, and they were
// 1.7 KB brotli of every first visit. Placeholders written as `/*…*/` stay.
import { readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2];
const page = readFileSync(file, "utf8");
const stripped = page
  .replace(/^[ \t]*<!--[\s\S]*?-->[ \t]*\n/gm, "")
  .replace(/<!--[\s\S]*?-->/g, "")
  .replace(/^[ \t]*\/\/.*\n/gm, "");
writeFileSync(file, stripped);
console.log(`strip-comments: ${file} ${page.length} → ${stripped.length} characters`);
