"""Parlour: classic table games, engine in pure Python (standard library only)."""

__version__ = "0.1.0"
