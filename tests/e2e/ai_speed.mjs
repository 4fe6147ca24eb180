// Measurements printed for the closing notes (no timed assertions): each level's time per
// move and nodes in the browser's AI worker, for every game, from the start and from a
// position a few moves in. The budgets are in nodes, so the CLI's ladder plays what the
// browser plays; these figures show what that costs in time here.
import { assert } from "./helpers.mjs";

const LEVELS = ["beginner", "easy", "medium", "hard", "strongest"];
const POSITIONS = [
  ["pyrga", "", ""],
  ["pyrga", "", "Ta2n Ta3s Ca1 Ta1e Cb1 Tb1w Sa1 Ca2"],
  ["chiron", "", ""],
  ["chiron", "", "Ac2-c3 Kd8-c6 Ad2-d3 Ah7-h6 Ab2-b3 Ag7-g6"],
  ["shifting-chess", "", ""],
  ["shifting-chess", "", "g4g5 i9i8"],
  ["chirality", "", ""],
  ["chirality", "", "+A58 +C58 +A57 +D57 A60-A46 C60-C46 +A60 D59-D38"],
  ["chirality", "board=r1", ""],
  ["chirality", "board=r1", "+B23 +D23 B23-B31 D23-D31"],
];

export const tests = {
  async "measure: each level's time per move in the AI worker"({ context, server }) {
    const page = await context.newPage();
    await page.goto(server.url + "#/");
    const lines = await page.evaluate(async ({ LEVELS, POSITIONS }) => {
      const worker = new Worker("./worker_loader.js");
      const next = () => new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
      await next(); // ready
      const out = [];
      for (const [game, options, moves] of POSITIONS) {
        const record = { version: 1, id: "speed", game, options, start: null,
          moves: moves ? moves.split(" ") : [], seats: [], name: "", created: 0, updated: 0 };
        const cells = [];
        for (const level of LEVELS) {
          const t0 = performance.now();
          worker.postMessage({ move: { job: 1, record, level, seed: 1, time_ms: 20000 } });
          const reply = (await next()).move;
          const ms = performance.now() - t0;
          if (!reply || !("Ok" in reply.result)) {
            out.push(`error ${game}: ${JSON.stringify(reply)}`);
            continue;
          }
          cells.push(`${level} ${ms.toFixed(0)} ms/${reply.nodes}`);
        }
        out.push(`${game}${options ? " " + options : ""} after ${record.moves.length} plies: ${cells.join(", ")}`);
      }
      worker.terminate();
      return out;
    }, { LEVELS, POSITIONS });
    for (const line of lines) console.log(`     ${line}`);
    assert(lines.every((l) => !l.startsWith("error")), lines.join("\n"));
  },
};
