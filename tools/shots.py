"""``python3 build.py shots``: a PNG of every game at each screen size, start, middle and end.

Writes ``shots/<case>-<stage>-<width>x<height>.png`` (the folder is git-ignored) so anyone
can look over the whole site in a minute.  The positions are those of the layout test
(tools/layouts.py).
"""

from __future__ import annotations

from pathlib import Path

from tools import site
from tools.layouts import CASES, SIZES, open_position, positions, resize
from tools.serve import serve_in_thread

CHROMIUM = "/usr/bin/chromium"
OUT = site.ROOT / "shots"
READY = 'body[data-ready="1"]'


def main(only: str | None = None, out: Path = OUT) -> int:
    from playwright.sync_api import sync_playwright

    out.mkdir(exist_ok=True)
    server, url = serve_in_thread(site.DIST)
    written = 0
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
            page.goto(url)
            page.wait_for_selector(READY, state="attached", timeout=120_000)
            for case in CASES:
                if only and only not in case.name:
                    continue
                for position in positions(case):
                    open_position(page, position)
                    for width, height in SIZES:
                        resize(page, width, height)
                        path = out / f"{case.name}-{position.stage}-{width}x{height}.png"
                        page.screenshot(path=str(path), full_page=True)
                        written += 1
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"wrote {written} screenshots to {out}")
    return 0
