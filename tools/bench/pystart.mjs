// Pyodide's own start under Node: the stock standard library against the site's (issue 27).
//
//     node tools/bench/pystart.mjs [DIST] [RUNS]
//
// Each run is a fresh Node process (a second start in one process would find the wasm
// compiled already), alternating the two libraries; it prints each one's start in ms and
// the medians.  The site's zip holds the modules Pyodide's start imports partly as bytecode
// (tools/build/stdlib_compile.py): the difference is their compiling.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [, script, dist = "dist", runs = "5"] = process.argv;
const pyodideDir = path.resolve(dist, "pyodide");

if (process.env.PARLOUR_ONE_START) {
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  const library = process.env.PARLOUR_ONE_START;
  const started = performance.now();
  const pyodide = await loadPyodide(library === "stock" ? {} : { stdLibURL: library });
  const ms = performance.now() - started;
  const modules = pyodide.runPython("import sys; len(sys.modules)");
  process.stdout.write(JSON.stringify({ ms, modules }));
} else {
  const libraries = { stock: "stock", site: path.join(pyodideDir, "parlour-stdlib.zip") };
  const times = { stock: [], site: [] };
  for (let run = 0; run < Number(runs); run++) {
    const order = run % 2 ? ["site", "stock"] : ["stock", "site"];
    for (const name of order) {
      const out = execFileSync(process.execPath, [script, dist], {
        env: { ...process.env, PARLOUR_ONE_START: libraries[name] },
      });
      const { ms, modules } = JSON.parse(out);
      times[name].push(ms);
      console.log(`run ${run + 1} ${name.padEnd(5)} ${ms.toFixed(0).padStart(6)} ms  (${modules} modules)`);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const [stock, site] = [median(times.stock), median(times.site)];
  console.log(`median: stock ${stock.toFixed(0)} ms, site ${site.toFixed(0)} ms, ratio ${(site / stock).toFixed(2)}`);
}
