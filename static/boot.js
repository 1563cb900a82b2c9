// Runs before Python: embed mode, early clicks on the menu, the service worker.
const root = document.documentElement;
const params = new URLSearchParams(location.search);
if (params.get("embed") === "1") root.classList.add("embed");

// A page on another origin that embeds Parlour may be denied storage (third-party
// storage blocked, private windows).  PyScript keeps its package cache in IndexedDB
// and stops if it cannot open it, so give it an in-memory IndexedDB instead.
function storageDenied() {
  try { return !window.localStorage; } catch { return true; }
}

function memoryIndexedDB() {
  const later = (request, result) => setTimeout(() => {
    request.result = result;
    if (request.onsuccess) request.onsuccess({ target: request });
  });
  const store = (map) => {
    const ask = (compute) => { const request = {}; later(request, compute()); return request; };
    return {
      count: () => ask(() => map.size), clear: () => ask(() => map.clear()),
      get: (key) => ask(() => map.get(key)), getKey: (key) => ask(() => (map.has(key) ? key : undefined)),
      put: (value, key) => ask(() => { map.set(key, value); return key; }),
      delete: (key) => ask(() => map.delete(key)), getAllKeys: () => ask(() => [...map.keys()]),
    };
  };
  const databases = new Map();
  const open = (name) => {
    const request = {};
    const fresh = !databases.has(name);
    if (fresh) databases.set(name, new Map());
    const stores = databases.get(name);
    const db = {
      objectStoreNames: { get length() { return stores.size; } },
      createObjectStore: (storeName) => { stores.set(storeName, new Map()); },
      transaction: (storeName) => ({ objectStore: () => store(stores.get(storeName)) }),
      close: () => {},
    };
    setTimeout(() => {
      request.result = db;
      if (fresh && request.onupgradeneeded) {
        const transaction = {};
        request.onupgradeneeded({ target: { result: db, transaction } });
        setTimeout(() => transaction.oncomplete && transaction.oncomplete());
      } else if (request.onsuccess) {
        request.onsuccess({ target: request });
      }
    });
    return request;
  };
  return { open };
}

if (storageDenied()) {
  Object.defineProperty(window, "indexedDB", { value: memoryIndexedDB(), configurable: true });
  root.dataset.storage = "memory";
}

// A game by link is played by the worker (it holds the seat's secrets and does the
// cryptography), so a link in the address starts the worker now, beside the page's own
// start, instead of after the board as for a game against the computer (issue 26's 0.6x).
// The tag is the one ui_worker.Thinker.start adds; PyScript boots it when it loads.
if (location.hash.startsWith("#L1.") && !storageDenied()) {
  const script = document.createElement("script");
  script.type = "py";
  script.setAttribute("worker", "");
  script.setAttribute("name", "ai");
  script.setAttribute("src", "./py/ai_worker.py");
  script.setAttribute("config", "./pyscript-ai.json");
  document.body.append(script);
}

// A game picked while Python is still loading starts ("Play") or opens its form ("Options")
// as soon as it is ready.  So does a lesson (a card's "Learn" button).
document.addEventListener("click", (event) => {
  if (document.body.dataset.ready === "1") return;
  const card = event.target.closest && event.target.closest("[data-play], [data-game], [data-lesson]");
  if (!card) return;
  window.parlourPendingPlay = card.dataset.play || "";
  window.parlourPending = card.dataset.game || "";
  window.parlourPendingLesson = card.dataset.lesson || "";
  for (const other of document.querySelectorAll("[data-play], [data-game], [data-lesson]")) other.classList.toggle("pending", other === card);
});

// Register the service worker once the page is interactive, so its precache
// download does not compete with the first start of Python.
function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  navigator.serviceWorker.register("./sw.js").catch((err) => console.warn("service worker:", err));
  navigator.serviceWorker.ready.then(() => { root.dataset.offlineReady = "1"; });
}

function whenReady(callback) {
  const ready = () => document.body && document.body.dataset.ready === "1";
  if (ready()) return callback();
  const observer = new MutationObserver(() => {
    if (ready()) { observer.disconnect(); callback(); }
  });
  const start = () => observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  document.body ? start() : document.addEventListener("DOMContentLoaded", start);
  // Fall back to registering anyway if Python never starts (e.g. an old browser).
  setTimeout(() => { observer.disconnect(); callback(); }, 30000);
}

let registered = false;
whenReady(() => { if (!registered) { registered = true; registerServiceWorker(); } });
