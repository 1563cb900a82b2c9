"""Parlour: classic table games, engine in pure Python (standard library only).

The house has rooms (docs/architecture.md, "The rooms"); this top level is the toolkit a
game author uses: the protocol (``core``), chance as data (``chance``), the registry,
records and the one reader of untrusted input, the SVG builder, words and pieces, the
guide, lessons, examples and setups, round breaks and clicks.  The rooms below it:
``games`` (one package per game), ``ai`` (the computer), ``fair`` (the fair deal),
``link`` (a game by link), ``learn`` (the review and the daily deal), ``page`` (the
site's model); ``cli`` is the command line.

May import: the standard library only; the registry alone reaches ``games``, by name.
(tests/engine/test_imports.py checks every room's directions.)
"""

__version__ = "0.1.0"
