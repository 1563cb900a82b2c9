// Runs the site's code paths under the pinned Pyodide in Node and records which files of
// Pyodide's standard library they import (issue 27; tools/build/stdlib.py runs it at build time).
//
//     node tools/build/stdlib_record.mjs JOB.json
//
// JOB names the built site's files (tools/build/stdlib.py writes it).  Two interpreters play what
// the browser runs with the site's own standard library, each with Pyodide's start and
// PyScript's Python (its `pyscript` package, with stand-ins for the JavaScript it talks to):
// the AI worker (micropip installing the engine wheel over HTTP, as PyScript does, then its
// script's functions called), and the page (the engine wheel and the UI modules unpacked
// as PyScript's "files" does, every module imported, the engine's code paths run by
// tools/build/stdlib_paths.py, the loader's and the snapshot maker's Python).  Then
// tools/build/stdlib_minify.py shortens the files recorded.  It prints one JSON object: the zip
// members recorded, their shortened copies in the cache, and what could not be run.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const job = JSON.parse(fs.readFileSync(process.argv[2], "utf-8"));
const { loadPyodide } = await import(pathToFileURL(path.join(job.pyodide, "pyodide.mjs")).href);
const { default: pyscriptFiles } = await import(pathToFileURL(job.pyscript_stdlib).href);

// A JavaScript object that answers everything: PyScript's `document`, `window` and the
// modules it registers, for code that only touches them when it runs in a browser.
function standIn(name) {
  const target = function () {};
  return new Proxy(target, {
    get(_, key) {
      if (key === Symbol.toPrimitive || key === "toString") return () => name;
      if (typeof key === "symbol" || key === "then") return undefined;
      return standIn(`${name}.${key}`);
    },
    apply: () => standIn(`${name}()`),
    construct: () => standIn(`new ${name}`),
  });
}

const log = [];
let startFiles = null;  // what Pyodide's own start imports, before any code of the site
const problems = [];
const note = (what, error) => problems.push(
  `${what}: ${String(error && error.message || error).split("\n").slice(-2).join(" ")}`);

// Pyodide, started as the browser starts it, with PyScript's Python package written where
// PyScript writes it (the working directory) and its JavaScript modules stood in for.
async function interpreter() {
  const pyodide = await loadPyodide({
    indexURL: job.pyodide + "/",
    stdout: (line) => log.push(line),
    stderr: (line) => log.push(line),
  });
  startFiles = startFiles || JSON.parse(pyodide.runPython(STARTED));
  // Pyodide's own start is over: what it imported is in sys.modules already.  From here on,
  // files read as data (pkgutil.get_data, importlib.resources) are noted as well.
  pyodide.runPython(`
import sys, zipimport
_parlour_data_read = set()
_get_data = zipimport.zipimporter.get_data
def _noting_get_data(self, pathname):
    _parlour_data_read.add(pathname)
    return _get_data(self, pathname)
zipimport.zipimporter.get_data = _noting_get_data
`);
  const cwd = pyodide.runPython("import os; os.getcwd()");
  writeTree(pyodide, cwd, pyscriptFiles);
  const polyscript = standIn("polyscript");
  pyodide.registerJsModule("polyscript", {
    config: {}, js_modules: {}, lazy_py_modules: polyscript.lazy_py_modules,
    storage: polyscript.storage, workers: polyscript.workers, IDBMap: polyscript.IDBMap,
    ffi: polyscript.ffi, xworker: polyscript.xworker, JSON,
  });
  pyodide.registerJsModule("_pyscript", {
    PyWorker: standIn("PyWorker"), fs: { ERROR: "", NAMESPACE: "" },
    interpreter: standIn("interpreter"), js_import: standIn("js_import"), target: "",
  });
  for (const script of job.scripts) {
    pyodide.FS.writeFile(`${cwd}/${path.basename(script)}`, new Uint8Array(fs.readFileSync(script)));
  }
  pyodide.FS.mkdirTree("/parlour_tools");
  for (const name of ["stdlib_paths.py", "stdlib_minify.py", "stdlib_compile.py"]) {
    const source = new Uint8Array(fs.readFileSync(path.join(job.tools, name)));
    pyodide.FS.writeFile(`/parlour_tools/${name}`, source);
  }
  pyodide.runPython("import sys; sys.path.insert(0, '/parlour_tools')");
  return pyodide;
}

function writeTree(pyodide, base, tree) {
  for (const [name, value] of Object.entries(tree)) {
    const where = `${base}/${name}`;
    if (typeof value === "string") pyodide.FS.writeFile(where, value);
    else {
      pyodide.FS.mkdirTree(where);
      writeTree(pyodide, where, value);
    }
  }
}

const RECORDED = `
import json, sys
_zip = "/lib/python%d%d.zip/" % sys.version_info[:2]
_found = {getattr(m, "__file__", None) or "" for m in list(sys.modules.values())}
_found |= _parlour_data_read
json.dumps(sorted(f[len(_zip):] for f in _found if f.startswith(_zip)))
`;

// The library's files Pyodide's start compiled (not those frozen into Python itself, such
// as importlib, os and site, which only name their file).
const STARTED = `
import json, sys, zipimport
_zip = "/lib/python%d%d.zip/" % sys.version_info[:2]
_specs = [getattr(m, "__spec__", None) for m in list(sys.modules.values())]
json.dumps([s.origin[len(_zip):] for s in _specs
            if s and isinstance(s.loader, zipimport.zipimporter) and s.origin.startswith(_zip)])
`;

// The AI worker first (no document: PyScript's Python takes the worker's branches).
const worker = await interpreter();
try {
  await worker.loadPackage("micropip", { messageCallback: () => {}, errorCallback: (m) => log.push(m) });
  const micropip = worker.pyimport("micropip");
  await micropip.install([job.wheel_url], { keep_going: true });
  micropip.freeze();  // polyscript keeps the lock it gives in IndexedDB for the next visit
  micropip.destroy();
} catch (error) { note("micropip installing the engine wheel", error); }
try {
  worker.runPython("import pyscript");
  await worker.runPythonAsync(`
import stdlib_paths
stdlib_problems = await stdlib_paths.exercise_worker("ai_worker.py")
`);
  problems.push(...worker.globals.get("stdlib_problems").toJs());
} catch (error) { note("the AI worker's code paths", error); }
const workerFiles = JSON.parse(worker.runPython(RECORDED));

// The page: "files" unpacked, everything imported and run; the loader's and the maker's Python.
globalThis.document = standIn("document");
const pyodide = await interpreter();
for (const archive of job.archives) {
  pyodide.unpackArchive(new Uint8Array(fs.readFileSync(archive)), "zip", { extractDir: "./" });
}
pyodide.globals.set("job_scripts", pyodide.toPy(job.scripts.map((s) => path.basename(s))));
pyodide.globals.set("job_skip", pyodide.toPy(job.not_in_browser));
try {
  await pyodide.runPythonAsync(`
import stdlib_paths
stdlib_problems = await stdlib_paths.exercise_site(job_scripts, job_skip)
`);
  problems.push(...pyodide.globals.get("stdlib_problems").toJs());
} catch (error) { note("the page's code paths", error); }
try {
  pyodide.runPython("import random; random.seed()");
  pyodide.runPython(job.snapshot_imports);
} catch (error) { note("the snapshot's imports", error); }
const files = [...new Set([...workerFiles, ...JSON.parse(pyodide.runPython(RECORDED))])].sort();

// Shorter sources (docstrings and comments out), kept in a cache folder by their content's hash.
fs.mkdirSync(job.minify_cache, { recursive: true });
pyodide.FS.mkdirTree("/minified");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: job.minify_cache }, "/minified");
pyodide.globals.set("recorded", pyodide.toPy(files));
pyodide.globals.set("start_files", pyodide.toPy(startFiles));
const [minified, compiled] = JSON.parse(pyodide.runPython(`
import json, stdlib_compile, stdlib_minify
_minified = stdlib_minify.minify_members(_zip, recorded, "/minified")
_start = {m: _minified[m] for m in start_files if _minified.get(m)}
json.dumps([_minified, stdlib_compile.compile_members(_zip, _start, "/minified")])
`));
process.stdout.write(JSON.stringify({ files, minified, compiled, problems, log: log.slice(-40) }));
