"""What the tests share, imported as a package (``from tests.support.layouts import …``):
conformance and golden games, fuzzing, layouts and shots, Chromium contexts and axe, the
import walker, whole games by link, and the toy game.  The benches and ``build.py shots``
use it too; it may import ``tools.build`` and the engine, never a bench
(tests/test_tools_imports.py)."""
