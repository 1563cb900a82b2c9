"""Every engine test starts with no table seated (parlour.words.use_seat_names).

Starting a game on the page (``parlour.page.actions.begin``) seats its table for
every later text, as the page needs; a test that starts one must not leave
"You" and "Computer (hard)" to the tests after it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from parlour import words


@pytest.fixture(autouse=True)
def no_table_seated() -> Iterator[None]:
    with words.seated(None):
        yield
