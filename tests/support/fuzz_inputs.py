"""Mutated share links, saves and replay files: count the ones that escape as a traceback.

    python3 -m tests.support.fuzz_inputs --links 100000 --replays 10000 --saves 10000 [--seed 0]

Each input is a real game's link, save or record file (every game, a few random
moves in) with random damage: bytes flipped, cut, repeated or inserted, deep
nesting, huge numbers, long names.  A link is damaged both outside (its text:
the checksum must catch it) and inside (the JSON, packed again with a good
checksum, so the reader and the record checks are reached).  Every input must
either open or fail with the module's own error (BadLink, BadSave, exit 2);
anything else is a traceback, printed with the seed that makes it.  Exit 1
when there is one.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import io
import json
import random
import sys
import tempfile
import time
import traceback
import zlib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))

from parlour import cli, registry  # noqa: E402
from parlour.page import share  # noqa: E402
from parlour.page.session import BadSave, Session  # noqa: E402
from parlour.page.saves import read_save  # noqa: E402

TOKENS = [
    b"[" * 5000,
    b"{" * 300,
    b"9" * 5000,
    b"-",
    b"null",
    b"true",
    b'"',
    b"\\",
    b"\xff",
    b"\xc3",
    b"1e999",
    b"NaN",
    b"[]",
    b"{}",
    b'"x"',
    b"0",
    b"-1",
    b"2",
    b"999999999",
    b'"' + b"x" * 100_000 + b'"',
    b",",
    b":",
    b"\x00",
    "é".encode(),
    b"\\ud800",
]


def sample_sessions(seed: int) -> list[Session]:
    """A session of every game, a few random moves in (and one over, where cheap)."""
    rng = random.Random(seed)
    sessions = []
    for game in registry.all_games():
        players = game.spec.player_counts[0]
        session = Session.new(
            game.id, ("human",) + ("random",) * (players - 1), None, rng.randrange(2**31)
        )
        for _ in range(rng.randrange(2, 12)):
            if session.state.is_over:
                break
            session = session.play(str(rng.choice(session.state.legal_moves())))
        sessions.append(session)
    return sessions


def mutate(data: bytes, rng: random.Random) -> bytes:
    """``data`` with one to three random kinds of damage."""
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(data) + 1)
        kind = rng.randrange(6)
        if kind == 0 and data:  # flip a byte
            at = min(at, len(data) - 1)
            data = data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1 :]
        elif kind == 1:  # cut a piece out
            data = data[:at] + data[at + rng.randint(1, 16) :]
        elif kind == 2:  # cut the end off
            data = data[:at]
        elif kind == 3:  # repeat a piece
            end = min(len(data), at + rng.randint(1, 40))
            data = data[:end] + data[at:end] * rng.randint(1, 50) + data[end:]
        elif kind == 4:  # insert a hostile token
            data = data[:at] + rng.choice(TOKENS) + data[at:]
        else:  # insert random bytes
            data = (
                data[:at] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 8))) + data[at:]
            )
    return data


def packed_link(text: bytes) -> str:
    """A link for ``text`` with a correct checksum, as share.encode packs it."""
    body = zlib.compress(text) + zlib.crc32(text).to_bytes(share.CHECK_BYTES, "big")
    return share.LINK_PREFIX + base64.urlsafe_b64encode(body).decode().rstrip("=")


def link_case(sessions: list[Session], rng: random.Random) -> str:
    session = rng.choice(sessions)
    if rng.random() < 0.5:
        fragment = share.encode(session).encode()
        return mutate(fragment, rng).decode("latin-1")
    text = json.dumps(session.to_save(), separators=(",", ":"), sort_keys=True).encode()
    return packed_link(mutate(text, rng))


def try_link(fragment: str) -> str:
    try:
        share.decode(fragment)
    except share.BadLink:
        return "refused"
    return "opened"


def try_save(text: str) -> str:
    try:
        read_save(text)
    except BadSave:
        return "refused"
    return "opened"


def try_replay(path: Path) -> str:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        code = cli.main(["replay", str(path)])
    return {0: "opened", 2: "refused"}.get(code, f"exit {code}")


def run(
    label: str,
    count: int,
    seed: int,
    make: Callable[[random.Random], str],
    attempt: Callable[[str], str],
) -> int:
    """Try ``count`` inputs; print the tally and each traceback; return the tracebacks."""
    tally: dict[str, int] = {}
    failures = 0
    started = time.perf_counter()
    for index in range(count):
        rng = random.Random(f"{seed}/{label}/{index}")
        case = make(rng)
        try:
            result = attempt(case)
        except Exception:  # noqa: BLE001 - exactly what this tool counts
            result = "traceback"
            failures += 1
            if failures <= 5:
                print(f"{label} case {index} (seed {seed}): {case[:120]!r}", file=sys.stderr)
                traceback.print_exc()
        tally[result] = tally.get(result, 0) + 1
    seconds = time.perf_counter() - started
    counts = ", ".join(f"{kind} {number}" for kind, number in sorted(tally.items()))
    print(
        f"{label}: {count} mutated inputs in {seconds:.1f} s: {counts}; tracebacks {failures}",
        flush=True,
    )
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--links", type=int, default=1000)
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--replays", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    sessions = sample_sessions(args.seed)
    saves = [json.dumps(s.to_save()).encode() for s in sessions]
    records = [json.dumps(s.record.to_json(), indent=1).encode() for s in sessions]
    failures = run("links", args.links, args.seed, lambda rng: link_case(sessions, rng), try_link)
    failures += run(
        "saves",
        args.saves,
        args.seed,
        lambda rng: mutate(rng.choice(saves), rng).decode("utf-8", "replace"),
        try_save,
    )
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"

        def write_record(rng: random.Random) -> str:
            path.write_bytes(mutate(rng.choice(records), rng))
            return str(path)

        failures += run(
            "replay files",
            args.replays,
            args.seed,
            write_record,
            lambda name: try_replay(Path(name)),
        )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
