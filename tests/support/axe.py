"""axe-core run on a page, as every accessibility check of the browser tests runs it.

axe-core is pinned in package.json and injected from node_modules (never a CDN).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"


RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.filter(v => v.impact === "serious" || v.impact === "critical")
    .map(v => `${v.id} (${v.impact}): ${v.help} -> ` + v.nodes.slice(0, 3).map(n => n.target.join(" ")).join(" | "));
}"""


def check(page: Page, screen: str, found: dict[str, list[str]]) -> None:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        # Evaluated, not added as a <script>: the page's CSP refuses inline scripts.
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")
    problems = page.evaluate(RUN_AXE)
    if problems:
        found[screen] = problems
