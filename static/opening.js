// A link that opens a game (?game=…) or a shared game (#g…) goes straight to its board:
// until Python has drawn it, the page says so instead of showing the menu, which would
// flash and then vanish (and cost the start its layout).  A classic script in <head>,
// so the class is set before the body is laid out.
const opening = new URLSearchParams(location.search).has("game") || location.hash.startsWith("#g");
if (opening) document.documentElement.classList.add("opening");
