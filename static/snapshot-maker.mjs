// Makes the memory snapshot that pyodide-loader.mjs restores: a module worker the page
// starts in idle time after a plain start, so the visitor's own browser makes it, off
// the page's thread.  tools/build/site.py fills in WHEEL, UI_ARCHIVE, PYSCRIPT_SOURCES and IMPORTS.
//
// A snapshot holds imported modules, not files, nor anything loadPackage installed
// (docs/performance.md): so the engine wheel is unpacked where PyScript's "files"
// unpacks it (the working directory), and PyScript unpacks it again after a restore.
import { loadPyodide } from "./pyodide.mjs";
import { STDLIB_URL, bytesOf, storeSnapshot } from "./parlour-loader.mjs";

const WHEEL = new URL("../wheels/__WHEEL__", import.meta.url);
const UI_ARCHIVE = new URL("__UI_ARCHIVE__", import.meta.url);
// PyScript's own Python package, as its bundle writes it at every start.
const PYSCRIPT_SOURCES = __PYSCRIPT_SOURCES__;
// What the page and the AI worker import at start (and every game, which the page
// would import when it is opened): all of it is ready the moment a snapshot restores.
const IMPORTS = `__IMPORTS__`;

async function make() {
  // The same standard library as the page's and the worker's: a restore finds the zip's
  // table of contents, read now, in the heap it brings back.
  const pyodide = await loadPyodide({ _makeSnapshot: true, stdLibURL: STDLIB_URL });
  pyodide.unpackArchive(await bytesOf(WHEEL), "zip");
  pyodide.runPython(IMPORTS);
  // The interface's modules and PyScript's import JavaScript objects, which a snapshot
  // cannot hold: it holds their code, compiled (py/browser/precompiled.py).
  // precompiled.py itself comes from the archive, unpacked where PyScript unpacks it.
  const ui = await bytesOf(UI_ARCHIVE);
  pyodide.unpackArchive(ui, "zip");
  const install = pyodide.runPython("import precompiled; precompiled.install");
  const archive = pyodide.toPy(ui);  // a memoryview: nothing JavaScript stays in the heap
  install(archive, JSON.stringify(PYSCRIPT_SOURCES));
  archive.destroy();
  install.destroy();
  const bytes = pyodide.makeMemorySnapshot();
  await storeSnapshot(bytes);
  return bytes.length;
}

make().then(
  (size) => postMessage({ saved: true, size }),
  (error) => postMessage({ saved: false, error: String(error && error.message || error) }),
);
