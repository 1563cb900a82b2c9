"""The page's script: PyScript runs it, and it starts the page (``ui_app``).

It stays this small because PyScript parses and compiles a script's source at every
start, while the modules it imports come compiled from the memory snapshot
(``precompiled``; docs/performance.md, "The page's own start from a snapshot").
"""

from ui_app import run

run()
