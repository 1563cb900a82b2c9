"""Hypothesis fuzzes the three untrusted readers: only the module's own error may come out.

Issue 16: share.decode raised RecursionError for 38 of 1,200 mutated links, and
``parlour replay`` printed a traceback for 42 of 240 mutated files.  The full
counts (100,000 links, 10,000 files) come from ``python3 -m tests.support.fuzz_inputs``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


from parlour.page import share
from parlour.reader import load_json
from parlour.record import BadRecord, Record
from parlour.page.session import BadSave, Session
from parlour.core import ParlourError
from parlour.page.saves import read_save
from parlour.page.query import setup_from_query
from tests.support.fuzz_inputs import TOKENS, packed_link, sample_sessions

ROOT = Path(__file__).resolve().parents[2]

SESSIONS = sample_sessions(seed=16)
SAVES = [json.dumps(s.to_save(), separators=(",", ":"), sort_keys=True).encode() for s in SESSIONS]
RECORDS = [json.dumps(s.record.to_json()).encode() for s in SESSIONS]
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def damaged(draw: st.DrawFn, sources: list[bytes]) -> bytes:
    """A real input with a piece replaced by random bytes or a hostile token."""
    data = draw(st.sampled_from(sources))
    start = draw(st.integers(0, len(data)))
    end = draw(st.integers(start, min(len(data), start + 12)))
    piece = draw(st.one_of(st.binary(max_size=12), st.sampled_from(TOKENS)))
    return data[:start] + piece + data[end:]


def opens_or_refuses_link(fragment: str) -> None:
    try:
        assert isinstance(share.decode(fragment), Session)
    except share.BadLink as error:
        assert str(error) and "\n" not in str(error)


@FUZZ
@given(st.text(max_size=300))
def test_any_text_as_a_link(text: str) -> None:
    opens_or_refuses_link(text)
    opens_or_refuses_link(share.LINK_PREFIX + text)


@FUZZ
@given(damaged([share.encode(s).encode() for s in SESSIONS]))
def test_a_link_damaged_outside(fragment: bytes) -> None:
    opens_or_refuses_link(fragment.decode("latin-1"))


@FUZZ
@given(damaged(SAVES))
def test_a_link_whose_game_is_damaged_inside(text: bytes) -> None:
    """Packed again with a good checksum, so the damage reaches the JSON and record checks."""
    opens_or_refuses_link(packed_link(text))


@FUZZ
@given(st.one_of(damaged(SAVES), st.binary(max_size=200)))
def test_a_damaged_save(data: bytes) -> None:
    try:
        session = read_save(data.decode("utf-8", "replace"))
    except BadSave as error:
        assert str(error) and "\n" not in str(error)
    else:
        assert session is None or isinstance(session, Session)


@FUZZ
@given(st.one_of(damaged(RECORDS), st.binary(max_size=200)))
def test_a_damaged_record_file(data: bytes) -> None:
    try:
        Record.from_json(load_json(data, BadRecord, "the file")).replay()
    except BadRecord as error:
        assert str(error) and "\n" not in str(error)


@pytest.mark.parametrize("session", SESSIONS, ids=[s.record.game for s in SESSIONS])
def test_the_undamaged_inputs_open(session: Session) -> None:
    """The fuzzing starts from inputs that work, so a refusal is the damage's doing."""
    assert share.decode(share.encode(session)).state == session.state
    restored = read_save(json.dumps(session.to_save()))
    assert restored is not None and restored.state == session.state
    assert (
        Record.from_json(load_json(json.dumps(session.record.to_json()), BadRecord, "it")).replay()
        == session.state
    )


@FUZZ
@given(
    st.one_of(
        st.text(max_size=200),
        st.builds(
            lambda game, seats, value: f"game={game}&seats={seats}&option.rounds_to_win={value}",
            st.sampled_from(["punto", "casino", "x" * 3000, ""]),
            st.text(max_size=40),
            st.text(max_size=40),
        ),
    )
)
def test_any_query(query: str) -> None:
    """Query values (issue 16): a bad one is a ParlourError whose message stays short."""
    try:
        setup_from_query(query)
    except ParlourError as error:
        assert "\n" not in str(error) and len(str(error)) < 400
