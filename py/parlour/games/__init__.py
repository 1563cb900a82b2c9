"""One subpackage per game, each exposing ``GAME`` (a ``parlour.core.Game``)."""
