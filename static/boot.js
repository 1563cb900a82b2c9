// Runs before Python: embed mode, early clicks on the menu, the service worker.
const root = document.documentElement;
const params = new URLSearchParams(location.search);
if (params.get("embed") === "1") root.classList.add("embed");

// A game picked while Python is still loading opens as soon as it is ready.
document.addEventListener("click", (event) => {
  if (document.body.dataset.ready === "1") return;
  const card = event.target.closest && event.target.closest("[data-game]");
  if (!card) return;
  window.parlourPending = card.dataset.game;
  for (const other of document.querySelectorAll("[data-game]")) other.classList.toggle("pending", other === card);
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
