"""One subpackage per game, each exposing ``GAME`` (a ``parlour.core.Game``).

Everything about a game reaches the rest through its ``Game``: its spec and every hook
(docs/protocol.md).  A game package is self-contained, layered one way inside
(tests/engine/test_imports.py, ``LAYERS``), and imports no other game.

May import: the toolkit (``parlour``'s top-level modules) only.
"""
