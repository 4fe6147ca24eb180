// Every browser test: `node tests/e2e/run.mjs [name filter]` after ./scripts/build-web.
import { run } from "./harness.mjs";
import { tests as pyrga } from "./pyrga.mjs";
import { tests as boards } from "./boards.mjs";

await run({ ...pyrga, ...boards });
