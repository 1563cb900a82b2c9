// Parlour's Pyodide loader: PyScript's "interpreter" for the page and for the AI worker
// (tools/build/site.py writes it next to pyodide.mjs, as PyScript derives indexURL from its URL,
// and fills in BUILD).  It restores a memory snapshot that this visitor's own browser made
// for this very build (snapshot-maker.mjs), and otherwise starts Pyodide as usual.
//
// The snapshot API (_loadSnapshot, _makeSnapshot, makeMemorySnapshot) is private to
// Pyodide and tied to its exact build, so any error at all means a plain start: no
// snapshot, a damaged one, one from another build, or the API gone.
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";

export { version };
export const BUILD = "__BUILD__";
const CACHE = "parlour-snapshot";
const KEY = new URL("parlour.snapshot", import.meta.url).href;
const BUILD_HEADER = "x-parlour-build";
const DIGEST_HEADER = "x-parlour-sha256";
// PyScript may proxy `document` into a worker (with SharedArrayBuffer): ask the scope instead.
const ON_PAGE = !globalThis.WorkerGlobalScope;
// The AI worker tells the page how it started (it cannot touch the page itself).
const CHANNEL = "parlour-boot";
// The standard library the site's code uses (tools/build/stdlib.py, issue 27), stored
// uncompressed so that the server's gzip or brotli shrinks it; and Pyodide's whole one,
// which the trimmed one's sitecustomize fetches if an import needs a module left out.
export const STDLIB_URL = new URL("./parlour-stdlib.zip", import.meta.url).href;
const FULL_STDLIB_URL = new URL("./python_stdlib.zip", import.meta.url).href;

/** The full library's bytes, fetched synchronously: an import cannot wait for a promise. */
globalThis.parlourFullStdlib = (name) => {
  console.warn(`Parlour: the standard library module ${name} is not in the site's own ` +
               `library; loading Pyodide's whole python_stdlib.zip (once)`);
  const request = new XMLHttpRequest();
  request.open("GET", FULL_STDLIB_URL, false);
  // A page may not ask a synchronous request for bytes: read them as x-user-defined text.
  if (ON_PAGE) request.overrideMimeType("text/plain; charset=x-user-defined");
  else request.responseType = "arraybuffer";
  request.send();
  if (request.status !== 200) throw new Error(`${FULL_STDLIB_URL}: HTTP ${request.status}`);
  if (!ON_PAGE) return new Uint8Array(request.response);
  const text = request.responseText;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
};

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Keep a snapshot for this build, replacing whatever was kept before. */
export async function storeSnapshot(bytes) {
  const cache = await caches.open(CACHE);
  const headers = { "content-type": "application/octet-stream", [BUILD_HEADER]: BUILD,
                    [DIGEST_HEADER]: await sha256(bytes) };
  await cache.put(KEY, new Response(bytes, { headers }));
}

export async function forgetSnapshot() {
  noteSnapshot(false);
  if (globalThis.caches) await (await caches.open(CACHE)).delete(KEY);
}

// The page notes in localStorage that its browser keeps a snapshot (of some build), and
// looks in Cache Storage only then: on a first visit, opening Cache Storage took 80-300
// ms before Pyodide's start could begin (docs/performance.md).  The AI worker, which has
// no localStorage, always looks.  A note without a snapshot costs the look; a snapshot
// without its note (localStorage cleared alone) costs one plain start, which makes a new one.
// The note's key is the cache's name.
const HINT = CACHE;

function noteSnapshot(kept) {
  try {
    if (kept) localStorage.setItem(HINT, BUILD);
    else if (ON_PAGE) localStorage.removeItem(HINT);
  } catch {
    // storage denied: no snapshot is kept either
  }
}

function mayHaveSnapshot() {
  if (!ON_PAGE) return true;
  try {
    return localStorage.getItem(HINT) !== null;
  } catch {
    return false;
  }
}

/** This build's snapshot: { bytes }, a promise of them checked whole (it rejects if they
 * are damaged), or null when there is none; throws when it is another build's.  The bytes
 * are read while Pyodide fetches its wasm and imports its JavaScript (loadPyodide awaits
 * them only when it needs them): 31 MB read and hashed took 0.25-0.4 s before its start. */
async function openSnapshot() {
  if (!globalThis.caches || !mayHaveSnapshot()) return null;
  const response = await (await caches.open(CACHE)).match(KEY);
  if (!response) return null;
  const build = response.headers.get(BUILD_HEADER);
  if (build !== BUILD) throw new Error(`snapshot of build ${build}, not ${BUILD}`);
  const digest = response.headers.get(DIGEST_HEADER);
  const bytes = response.arrayBuffer().then(async (buffer) => {
    const read = new Uint8Array(buffer);
    if ((await sha256(read)) !== digest) throw new Error("snapshot damaged");
    return read;
  });
  bytes.catch(() => {});  // loadPyodide's own await reports it
  return { bytes };
}

function report(how, why) {
  const role = ON_PAGE ? "page" : "worker";
  globalThis.parlourBoot = { how, why };
  if (why) console.info(`Parlour ${role}: plain start (${why})`);
  if (ON_PAGE) document.documentElement.dataset.boot = how;
  else new BroadcastChannel(CHANNEL).postMessage({ how, why });
}

async function restore(options) {
  const snapshot = await (workerHead ? workerHead.snapshot : openSnapshot());
  if (!snapshot) return null;
  const wheels = ownWheels(options);
  const { packages, ...rest } = options;
  const bytes = linkWorker ? linkWorker.handed(snapshot.bytes) : snapshot.bytes;
  const pyodide = await loadPlain({ ...(wheels ? rest : options), _loadSnapshot: bytes });
  if (wheels) await unpackWheels(pyodide, wheels);
  // Every restore starts from the same random state: draw a fresh one.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
}

// The AI worker's packages on a repeat visit: PyScript has micropip's lock from the first
// visit (micropip installed the engine wheel then) and asks Pyodide to load the wheel.
// After a restore every engine module is imported already; the wheel's files are needed
// only for what is read later.  Pyodide's loadPackage first imports tarfile, email and
// importlib.metadata, compiled from source in the worker (0.3-0.4 s of its start, the
// critical path of a move link opened in a new tab; a snapshot cannot hold them: its
// heap would pass the 30 MiB a restore takes), so the files are unpacked instead, as
// PyScript's "files" unpacks them on the page.  Anything but this site's own wheels
// goes to Pyodide as before.
function ownWheels(options) {
  const packages = options.packages || [];
  const own = (url) => /\.whl$/.test(url) && new URL(url, location.href).origin === location.origin;
  return !ON_PAGE && packages.length && packages.every(own) ? packages : null;
}

/** A file of this site, as bytes (HTTP errors thrown). */
export async function bytesOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function unpackWheels(pyodide, wheels) {
  const into = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const url of wheels) pyodide.unpackArchive(await bytesOf(url), "zip", { extractDir: into });
  pyodide.runPython("import importlib; importlib.invalidate_caches()");
}

// -- the page: Python's start begins as soon as this module has arrived ----------------
// index.html runs this module as an async module script, and on the page the start
// begins then, with the downloads it needs already under way (the page preloads them).
// PyScript asks for the interpreter only after its own modules, its config and its
// plugins have arrived: on a phone's network that is several round trips later, and the
// wasm's compilation and Python's start would wait for them (docs/performance.md, "The
// throttled first visit").  PyScript's call joins the start under way.  On the page it
// passes its stdout and stderr, and the indexURL this module's folder gives anyway: the
// early start writes to them once PyScript has passed them.
const INDEX_URL = new URL(".", import.meta.url).href;
const output = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };
let early = null;

/** Whether PyScript's options are the ones the early start was made with. */
function joinsEarlyStart(options) {
  const sameIndex = (url) => new URL(url.replace(/\/?$/, "/"), location.href).href === INDEX_URL;
  return Object.entries(options).every(([key, value]) =>
    key === "stdout" || key === "stderr" || (key === "indexURL" && sameIndex(String(value))));
}

export async function loadPyodide(options = {}) {
  if (early) {
    const running = early;
    early = null;
    if (joinsEarlyStart(options)) {
      if (options.stdout) output.stdout = options.stdout;
      if (options.stderr) output.stderr = options.stderr;
      document.documentElement.dataset.earlyStart = "joined";
      return running;
    }
    document.documentElement.dataset.earlyStart = "missed";
    console.warn("Parlour: PyScript's options differ from the early start's; starting again", options);
  }
  return ON_PAGE ? start(options) : start(options).then(syncMainOnly);
}

// The AI worker never uses the page's window or document: the page calls its exports
// (ai_worker.__export__).  PyScript's "sync_main_only" says so, and then PyScript does not
// warn on every load that it lacks SharedArrayBuffer, which would need the cross-origin
// isolation headers (COOP/COEP) the site must not ask of its hosts.  pyscript-ai.json says
// it, but PyScript gives a worker's Python the config it was named with (a URL, which
// pyscript.context reads as no config at all), not its content: so the worker's Python gets
// the flag here, as PyScript registers its "polyscript" module (issue 37).
function syncMainOnly(pyodide) {
  const register = pyodide.registerJsModule.bind(pyodide);
  pyodide.registerJsModule = (name, module) => {
    if (name === "polyscript" && typeof module.config === "string") {
      module.config = { sync_main_only: true };
    }
    return register(name, module);
  };
  return pyodide;
}

async function start(options) {
  options = { stdLibURL: STDLIB_URL, ...options };
  let why = "no snapshot yet";
  try {
    const pyodide = await restore(options);
    if (pyodide) {
      report("snapshot", "");
      if (ON_PAGE) {
        startOverIfStuck();
        whenSettled(() => unpackEngineLate(pyodide).then(() => markPrecompiled(pyodide)));
      }
      return pyodide;
    }
  } catch (error) {
    why = String(error && error.message || error);
    forgetSnapshot().catch(() => {});
  }
  report("plain", why);
  if (ON_PAGE) makeSnapshotLater();
  const pyodide = await loadPlain(options);
  if (ON_PAGE) await unpackEngine(pyodide);
  return pyodide;
}

// How many modules the snapshot held compiled, and how many are not imported yet
// (py/browser/precompiled.py): the tests see the page's start import them from there.
function markPrecompiled(pyodide) {
  const counts = pyodide.runPython(`import sys
found = [f for f in sys.meta_path if type(f).__name__ == "Precompiled"]
[sum(f.installed for f in found), sum(len(f.code) for f in found)]`);
  const [held, left] = counts.toJs();
  counts.destroy();
  Object.assign(document.documentElement.dataset, { precompiled: held, precompiledLeft: left });
}

// The engine wheel on the page, unpacked where the snapshot's engine modules came from
// (the working directory), by this loader rather than PyScript's "files": a plain start
// needs its modules before main.py runs; after a restore they are all imported already,
// so the files (source lines for tracebacks, any module the snapshot lacks) can wait
// until the page is settled, off the start: unpacking them there was 70-100 ms of a
// restored page's start (docs/performance.md, "The page's own start from a snapshot").
// Late, they are unzipped here a file at a time (DecompressionStream, off the page's
// thread), not by Pyodide's unpackArchive, one task of 100-150 ms that would stall a
// page already in play (issue 26: main-thread tasks at most 100 ms).
const ENGINE_WHEEL = new URL(__ENGINE_WHEEL__, import.meta.url).href;

async function unpackEngine(pyodide) {
  pyodide.unpackArchive(await bytesOf(ENGINE_WHEEL), "zip");
  document.documentElement.dataset.engineFiles = "unpacked";
}

async function unpackEngineLate(pyodide) {
  const zip = await bytesOf(ENGINE_WHEEL);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;  // the end of central directory record (no comment)
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error(`${ENGINE_WHEEL}: not a zip`);
  const names = new TextDecoder();
  let written = 0;
  let entry = view.getUint32(end + 16, true);
  for (let left = view.getUint16(end + 10, true); left > 0; left--) {
    const method = view.getUint16(entry + 10, true);
    const size = view.getUint32(entry + 20, true);
    const nameLength = view.getUint16(entry + 28, true);
    const local = view.getUint32(entry + 42, true);
    const name = names.decode(zip.subarray(entry + 46, entry + 46 + nameLength));
    entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    if (name.endsWith("/")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(start, start + size);
    const bytes = method === 0 ? data : new Uint8Array(await new Response(
      new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"))).arrayBuffer());
    const path = `${pyodide.FS.cwd()}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, bytes);
    written++;
  }
  document.documentElement.dataset.engineFilesWritten = String(written);
  document.documentElement.dataset.engineFiles = "unpacked";
}

// A restored interpreter that cannot finish starting the page must not keep it from
// starting: forget the snapshot and load the page again, once, from a plain start.
const STUCK_MS = 30000;
function startOverIfStuck() {
  setTimeout(() => {
    if (document.body && document.body.dataset.ready === "1") return;
    try {
      if (sessionStorage.getItem("parlour-started-over")) return;
      sessionStorage.setItem("parlour-started-over", "1");
    } catch {
      return;  // storage denied: no snapshot was kept either
    }
    forgetSnapshot().finally(() => location.reload());
  }, STUCK_MS);
}

// What the page fetches once the interpreter has started (the engine wheel, PyScript's
// "files": the UI zip, then the page's script), relative to this module; tools/build/site.py
// fills it in.  The page preloads
// them only once the wasm has arrived: until then they would share the connection with
// the wasm and the standard library, which Python's start needs first; they arrive while
// Python starts.  Once the start has finished, PyScript asks for them itself.
const AFTER_WASM = __AFTER_WASM__;
let afterWasm = "waiting";  // then "asked" (preloaded), or "late" (the start finished first)

/** Preload AFTER_WASM, once, unless PyScript is about to ask for them itself. */
function preloadAfterWasm() {
  if (afterWasm !== "waiting") return;
  afterWasm = "asked";
  // A restored page unpacks the engine wheel only once it is settled (unpackEngineLate):
  // preloaded with the others, it lay unused for seconds, and Chrome warned of it after a
  // reload (issue 37).  A page that only may restore (a note of another build) fetches it
  // when it needs it, a round trip later.
  const restoring = mayHaveSnapshot();
  for (const url of AFTER_WASM) {
    if (restoring && new URL(url, import.meta.url).href === ENGINE_WHEEL) continue;
    const link = Object.assign(document.createElement("link"), {
      rel: "preload", as: "fetch", crossOrigin: "anonymous", href: new URL(url, import.meta.url).href,
    });
    document.head.append(link);
  }
}

// -- a game by link in the address: the AI worker's start beside the page's ---------------
// boot.js adds the worker's tag at once, but PyScript creates the worker only once its
// plugins have loaded, and the worker's own script loads only while the page's thread is
// free (traced: nothing ran in the worker from its creation until the page's restore
// ended).  The page's restore from a snapshot is one run of 0.3-1 s on that thread (the
// heap read, then Python's start), so the worker's start (1-2 s) came after the page's:
// the critical path of a move link opened in a new tab (issue 36's 0.6x).  With a link
// in the address, the restore waits until this module runs in the worker (its start no
// longer needs the page's thread from there), at most HAND_WAIT_MS once the snapshot's
// bytes are in; then the two starts run side by side, on two cores.
const HAND_WAIT_MS = 500;
const linkWorker = ON_PAGE && location.hash.startsWith("#L1.") ? watchWorkerLoading() : null;

function watchWorkerLoading() {
  const channel = new BroadcastChannel(CHANNEL);
  const loading = new Promise((resolve) => {
    channel.onmessage = (event) => { if (event.data && event.data.loading) resolve("yes"); };
  });
  return {
    /** The snapshot's bytes, once the worker is loading (or HAND_WAIT_MS after them). */
    handed: (bytes) => bytes.then((read) => {
      const waited = new Promise((resolve) => setTimeout(resolve, HAND_WAIT_MS, "no"));
      return Promise.race([loading, waited]).then((how) => {
        channel.close();
        // When the restore went on, and whether the worker was loading by then.
        document.documentElement.dataset.workerLoading = `${how} ${Math.round(performance.now())}`;
        return read;
      });
    }),
  };
}

// -- the AI worker: what loadPyodide needs first, begun as soon as this module runs --------
// PyScript imports this module in the worker, then loads its package graph and opens its
// package storage before it calls loadPyodide: Pyodide's JavaScript and the snapshot
// are read meanwhile (the same module, the same snapshot, asked for once).
const workerHead = ON_PAGE ? null : {
  asm: import("./pyodide.asm.mjs").catch(() => null),
  snapshot: openSnapshot(),
};
if (workerHead) {
  workerHead.snapshot.catch(() => {});  // restore's own await reports it
  new BroadcastChannel(CHANNEL).postMessage({ loading: true });
}

// -- the page: start at once; hear how the AI worker started; make a snapshot later -------
if (ON_PAGE) {
  new BroadcastChannel(CHANNEL).onmessage = (event) => {
    if (event.data.how) document.documentElement.dataset.aiBoot = event.data.how;
  };
  if (globalThis.PerformanceObserver) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name.endsWith("/pyodide.asm.wasm"))) {
        observer.disconnect();
        preloadAfterWasm();
      }
    });
    observer.observe({ type: "resource", buffered: true });
  }
  // fsInit runs once the wasm is compiled, before Python's start, the longest stretch of
  // the page's thread: the observer may not be heard until after it.
  early = start({ indexURL: INDEX_URL, stdout: (text) => output.stdout(text),
                  stderr: (text) => output.stderr(text), fsInit: preloadAfterWasm });
  // PyScript's call gets an error, and its error plugin shows it.
  early.catch(() => {}).then(() => { if (afterWasm === "waiting") afterWasm = "late"; });
}

function whenSettled(callback) {
  // After the board is ready and the AI worker has started (or given up), while no
  // computer is thinking and no link is being taken, in idle time: making a snapshot is a third Pyodide start, and
  // it must not compete with those two, nor with a search.
  const settled = () => {
    const data = document.body ? document.body.dataset : {};
    return data.ready === "1" && data.aiReady && data.thinking !== "1" && data.link !== "busy";
  };
  const idle = () => (globalThis.requestIdleCallback ? requestIdleCallback(callback, { timeout: 5000 })
                                                    : setTimeout(callback, 1000));
  if (settled()) return idle();
  const observer = new MutationObserver(() => {
    if (settled()) { observer.disconnect(); idle(); }
  });
  const watch = () => observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready", "data-ai-ready", "data-thinking", "data-link"] });
  document.body ? watch() : document.addEventListener("DOMContentLoaded", watch);
}

function makeSnapshotLater() {
  const root = document.documentElement;
  if (!globalThis.caches || !globalThis.Worker) return;
  whenSettled(() => {
    // Asked only now: boot.js, which marks a page denied storage, may run after this module.
    if (root.dataset.storage === "memory") return;
    root.dataset.snapshot = "making";
    let worker;
    try {
      worker = new Worker(new URL("./snapshot-maker.mjs", import.meta.url), { type: "module" });
    } catch (error) {
      root.dataset.snapshot = "failed";
      console.info("Parlour: no snapshot made:", error);
      return;
    }
    const done = (state, detail) => {
      if (state === "saved") noteSnapshot(true);
      root.dataset.snapshot = state;
      if (state !== "saved") console.info("Parlour: no snapshot made:", detail);
      worker.terminate();
    };
    worker.onmessage = (event) => done(event.data.saved ? "saved" : "failed", event.data.error);
    worker.onerror = (event) => done("failed", event.message);
  });
}
