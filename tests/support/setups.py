"""Every game, player count and variant that the partial-knowledge tables are played at
(tests/engine/test_table.py and tools/bench/tables.py: one list)."""

from __future__ import annotations

from typing import Any


SETUPS: list[tuple[str, int, dict[str, Any]]] = [
    ("casino", 2, {}),
    ("casino", 3, {}),
    ("casino", 4, {}),
    ("casino", 4, {"partners": False}),
    ("punto", 2, {}),
    ("punto", 3, {}),
    ("punto", 4, {}),
    ("punto", 4, {"teams": True}),
    ("cardino", 2, {}),
    ("cardino", 3, {}),
    ("cardino", 4, {}),
    *(
        ("colomino", n, {"variant": v})
        for v in ("sideways", "fourways", "threeways")
        for n in (2, 4, 6)
    ),
    *(("colomino", n, {"variant": "domino"}) for n in (2, 3, 4, 5, 6)),
]
