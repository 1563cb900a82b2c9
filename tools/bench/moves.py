"""How long the page's main thread is busy while it shows the computers' moves (issue 24).

    python3 -m tools.bench.moves            # every game, 3 of your moves each
    python3 -m tools.bench.moves --moves 5 --only casino

For each game, a phone-sized page (390x844) plays random moves for the person against
three computers (two in Cardino), once with the moves shown at the fast pace (pieces
flying: py/browser/ui_moves.py) and once with the pace off (each move lands at once).
Per run it prints the moves shown, the flights started, the page's long tasks
(PerformanceObserver 'longtask', over 50 ms) in all, and those that drew a move (the
task in which ``body[data-shown-ply]`` changed: with the pace on, the caption, the
board, the measuring and the start of the flights; off, the board): how many, the
median and the longest, in ms.
Compare the two runs of one game: the machine's load changes every figure, the ratio
much less.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

from tests.support.markers import AT_REST
from tools.build import site
from tools.build.serve import serve_in_thread

TABLES = {
    "punto": "seats=human,easy,easy,easy",
    "casino": "seats=human,easy,easy,easy",
    "cardino": "seats=human,easy,easy",
    "colomino": "seats=human,easy,easy,easy&option.variant=sideways",
}
WATCH = """() => {
  window.__moves = {tasks: [], steps: [], shown: 0, flights: 0};
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) {
    window.__moves.tasks.push([entry.startTime, entry.duration]); } })
    .observe({type: 'longtask'});
  let last = '', ply = document.body.dataset.shownPly;
  new MutationObserver(() => {
    const b = document.body.dataset;
    if (b.showing && b.showing !== last) { window.__moves.shown += 1;
      window.__moves.flights += Number(document.getElementById('board').dataset.flights || 0); }
    if (b.shownPly !== ply) window.__moves.steps.push(performance.now());
    last = b.showing || '';
    ply = b.shownPly;
  }).observe(document.body, {attributes: true, attributeFilter: ['data-showing', 'data-shown-ply']});
}"""


def run_game(browser: Any, url: str, game_id: str, pace: str, moves: int) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(f"localStorage.setItem('parlour.pace', '{pace}')")
    page = context.new_page()
    page.goto(f"{url}?game={game_id}&{TABLES[game_id]}")
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=180_000)
    page.evaluate(WATCH)
    rng = random.Random(7)
    made = 0
    while made < moves:
        page.wait_for_function(AT_REST, timeout=180_000)
        if page.get_attribute("body", "data-over") == "1":
            break
        if page.get_attribute("body", "data-round-break") == "1":
            page.click("#round-break-continue")
            continue
        targets = json.loads(page.get_attribute("#board", "data-targets") or "[]")
        renders = int(page.get_attribute("body", "data-renders") or "0")
        page.locator(
            f"#board [data-target={json.dumps(rng.choice(targets))}]"
        ).first.dispatch_event("click")
        page.wait_for_function(f"() => Number(document.body.dataset.renders) > {renders}")
        made += 1
    page.wait_for_function(AT_REST, timeout=180_000)
    found: dict[str, Any] = page.evaluate("() => window.__moves")
    context.close()
    drawing = [  # the observer's callback runs just after the task that drew the move
        length
        for start, length in found["tasks"]
        if any(start <= at <= start + length + 5 for at in found["steps"])
    ]
    return {
        "shown": found["shown"],
        "flights": found["flights"],
        "long_tasks": len(found["tasks"]),
        "longest_ms": round(max((d for _, d in found["tasks"]), default=0.0)),
        "step_tasks": len(drawing),
        "step_median_ms": round(statistics.median(drawing)) if drawing else 0,
        "step_longest_ms": round(max(drawing, default=0.0)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=3, help="your moves per game")
    parser.add_argument("--only", choices=sorted(TABLES), help="one game")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    if site.is_stale():
        site.build()
    server, url = serve_in_thread(Path(site.DIST))
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            print(
                f"{'game':10} {'pace':5} {'shown':>5} {'flights':>7} {'long tasks':>10} "
                f"{'longest':>9} {'long, drawing a move':>21} {'median':>7} {'longest':>8}"
            )
            for game_id in [args.only] if args.only else list(TABLES):
                for pace in ("fast", "off"):
                    r = run_game(browser, url, game_id, pace, args.moves)
                    print(
                        f"{game_id:10} {pace:5} {r['shown']:5} {r['flights']:7} "
                        f"{r['long_tasks']:10} {r['longest_ms']:6} ms {r['step_tasks']:21} "
                        f"{r['step_median_ms']:4} ms {r['step_longest_ms']:5} ms",
                        flush=True,
                    )
            browser.close()
    finally:
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
