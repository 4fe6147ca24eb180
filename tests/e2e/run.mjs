// Every browser test: `node tests/e2e/run.mjs [name filter]` after ./scripts/build-web.
import { run } from "./harness.mjs";
import { tests as pyrga } from "./pyrga.mjs";
import { tests as chiron } from "./chiron.mjs";

await run({ ...pyrga, ...chiron });
