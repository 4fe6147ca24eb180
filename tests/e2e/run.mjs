// Every browser test: `node tests/e2e/run.mjs [name filter]` after ./scripts/build-web.
import { run } from "./harness.mjs";
import { tests as pyrga } from "./pyrga.mjs";
import { tests as offline } from "./offline.mjs";
import { tests as saves } from "./saves.mjs";
import { tests as tabs } from "./tabs.mjs";
import { tests as a11y } from "./a11y.mjs";
import { tests as boards } from "./boards.mjs";
import { tests as chiron } from "./chiron.mjs";
import { tests as shifting } from "./shifting-chess.mjs";
import { tests as chirality } from "./chirality.mjs";
import { tests as perf } from "./perf.mjs";
import { tests as analysis } from "./analysis.mjs";
import { tests as links } from "./links.mjs";
import { tests as settings } from "./settings.mjs";
import { tests as languages } from "./languages.mjs";
import { tests as pseudo } from "./pseudo.mjs";
import { tests as editor } from "./editor.mjs";
import { tests as input } from "./input.mjs";
import { tests as rules } from "./rules.mjs";
import { tests as polish } from "./polish.mjs";
import { tests as orientation } from "./orientation.mjs";
import { tests as solver } from "./solver.mjs";
import { tests as table } from "./table.mjs";
import { tests as audit } from "./audit.mjs";
import { tests as speed } from "./speed.mjs";
import { tests as taps } from "./taps.mjs";
import { tests as aiSpeed } from "./ai_speed.mjs";
import { tests as hint } from "./hint.mjs";
import { tests as learn } from "./learn.mjs";
import { tests as live } from "./live.mjs";
import { tests as puzzles } from "./puzzles.mjs";
import { tests as walk } from "./walk.mjs";
import { tests as phone } from "./phone.mjs";

await run({
  ...pyrga,
  ...offline,
  ...saves,
  ...tabs,
  ...a11y,
  ...boards,
  ...chiron,
  ...shifting,
  ...chirality,
  ...perf,
  ...analysis,
  ...links,
  ...settings,
  ...languages,
  ...pseudo,
  ...editor,
  ...input,
  ...rules,
  ...polish,
  ...orientation,
  ...solver,
  ...table,
  ...audit,
  ...speed,
  ...taps,
  ...aiSpeed,
  ...hint,
  ...learn,
  ...live,
  ...puzzles,
  ...walk,
  ...phone,
});
