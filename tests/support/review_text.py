"""The review's summary line as the page says it in English (issue 38), read back by the
browser tests: which move it names as the costliest, so a test can check that the number
is the one the move list and the log show."""

from __future__ import annotations

import re

SUMMARY = re.compile(
    r"^(?:No costly moves out of \d+ with a choice: well played\."
    r"|One costly move out of \d+ with a choice: move (?P<one>\d+),"
    r" where your chance to win fell from about \d+% to \d+%\."
    r"|\d+ costly moves out of \d+ with a choice; the costliest was move (?P<many>\d+),"
    r" where your chance to win fell from about \d+% to \d+%\.)$"
)


def costliest_named(summary: str) -> int | None:
    """The move the summary names as the costliest (None: nothing costly); AssertionError
    when the line is not the summary's."""
    said = SUMMARY.match(summary)
    assert said is not None, summary
    move = said.group("one") or said.group("many")
    return None if move is None else int(move)
