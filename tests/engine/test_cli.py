"""The command line: games, match and replay, with their exit codes."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlour.cli import main
from parlour.record import Record
from tests.support.toy_game import TOY_GAME, register_toy

register_toy()
PY = str(Path(__file__).resolve().parents[2] / "py")


def test_games_lists_ids_counts_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games"]) == 0
    line = next(row for row in capsys.readouterr().out.splitlines() if row.startswith("toy "))
    assert "Toy Line" in line and "players 2,3" in line
    assert "size=3 [3,4]" in line and "captures=true [true,false]" in line


def test_match_json_reports_every_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "match",
                "toy",
                "--seats",
                "easy,random",
                "--games",
                "6",
                "--seed",
                "4",
                "--option",
                "size=4",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6 and data["players"] == 2 and data["options"]["size"] == 4
    assert [bot["label"] for bot in data["bots"]] == ["easy", "random"]
    assert sum(bot["wins"] for bot in data["bots"]) + data["draws"] >= 6
    assert all(
        bot["moves"] > 0 and bot["ms_per_move"] >= 0 and bot["cpu_ms_per_move"] >= 0
        for bot in data["bots"]
    )


def test_match_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "match",
        "toy",
        "--seats",
        "medium,random",
        "--games",
        "3",
        "--iterations",
        "30",
        "--json",
    ]
    main(argv)
    first = json.loads(capsys.readouterr().out)
    main(argv)
    second = json.loads(capsys.readouterr().out)
    assert [b["wins"] for b in first["bots"]] == [b["wins"] for b in second["bots"]]
    assert first["mean_moves"] == second["mean_moves"]


def test_match_text_output_and_progress(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "match",
                "toy",
                "--seats",
                "random,random",
                "--players",
                "3",
                "--games",
                "2",
                "--progress",
            ]
        )
        == 0
    )
    out, err = capsys.readouterr()
    assert "random#1" in out and "random#2" in out and "ms/move" in out and "cpu ms" in out
    assert "draws" in out
    assert "game 2:" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["match", "chess", "--seats", "easy,random"], "no game 'chess'"),
        (
            ["match", "toy", "--seats", "easy,random", "--option", "size=9"],
            "option 'size' cannot be 9",
        ),
        (
            ["match", "toy", "--seats", "easy,random", "--option", "colour=red"],
            "no option 'colour'",
        ),
        (["match", "toy", "--seats", "easy,random", "--players", "5"], "not 5"),
        (
            ["match", "toy", "--seats", "easy,random,easy,easy", "--players", "3"],
            "cannot share 3 seats",
        ),
        (["match", "toy", "--seats", "easy", "--games", "0"], "--games"),
    ],
)
def test_bad_match_requests_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_bad_level_is_an_argument_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["match", "toy", "--seats", "easy,genius"])
    assert caught.value.code == 2
    assert "unknown bot level(s) genius" in capsys.readouterr().err


def record_file(tmp_path: Path, moves: list[str] | None = None, length: int = 3) -> Path:
    record = Record.start("toy", 2, {}, 12)
    state = record.initial_state()
    while len(record.moves) < length and not state.is_over:
        move = state.legal_moves()[0]
        record, state = record.with_move(str(move)), TOY_GAME.play(state, move)
    data = record.to_json()
    if moves is not None:
        data["moves"] = moves
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    return path


def test_replay_a_good_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(record_file(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "3 moves replayed" in out and "in progress: seat 1 to move" in out


def test_replay_from_stdin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(record_file(tmp_path).read_text()))
    assert main(["replay", "-"]) == 0
    assert "3 moves replayed" in capsys.readouterr().out


def test_replay_a_finished_game_shows_the_outcome(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record_file(tmp_path, length=100)
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "over: " in out and "scores" in out and "in progress" not in out


def test_replay_an_illegal_move_exits_2_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = json.loads(record_file(tmp_path).read_text())["moves"]
    path = record_file(tmp_path, [*good[:2], "9@z9"])
    assert main(["replay", str(path)]) == 2
    assert "move 3: '9@z9' is not a legal move" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "is not valid JSON"),
        ('{"game": "toy"}', "the record lacks"),
        ("[]", "JSON object"),
    ],
)
def test_replay_malformed_records_exit_2(
    tmp_path: Path, content: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main(["replay", str(path)]) == 2
    assert message in capsys.readouterr().err


def test_replay_a_missing_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "absent.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_python_dash_m_parlour_runs() -> None:
    env = {**os.environ, "PYTHONPATH": PY}
    done = subprocess.run(
        [sys.executable, "-m", "parlour", "games"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    bad = subprocess.run(
        [sys.executable, "-m", "parlour", "match", "nope", "--seats", "easy"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "no game 'nope'" in bad.stderr
