"""`python3 build.py test` sets up a fresh machine itself (issue 16), as .ci/run does.

Chromium is never uninstalled here: PARLOUR_CHROMIUM points at a missing binary and
the commands are recorded instead of run.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest


from tools.build import provision

ROOT = Path(__file__).resolve().parents[1]


def test_every_test_dependency_is_pinned() -> None:
    """The tests import pytest, playwright and hypothesis; pytest-timeout ends a test that
    hangs; mypy checks the types, ruff lints; the build writes brotli copies of the large
    files with brotli (issue 27)."""
    wanted = provision.pins(provision.REQUIREMENTS.read_text(encoding="utf-8"))
    assert set(wanted) == {
        "pytest",
        "pytest-timeout",
        "playwright",
        "mypy",
        "hypothesis",
        "ruff",
        "brotli",
    }
    assert all(version[0].isdigit() for version in wanted.values())
    assert provision.unmet_pins(wanted) == []  # this machine has exactly those versions


def test_pins_ignore_comments_and_blanks() -> None:
    assert provision.pins("# tools\npytest==9.0.3  # runner\n\nmypy == 2.4.1\n") == {
        "pytest": "9.0.3",
        "mypy": "2.4.1",
    }


def test_a_missing_or_other_version_is_unmet() -> None:
    versions = {"pytest": "9.0.3", "mypy": "1.0"}
    assert provision.unmet_pins(
        {"pytest": "9.0.3", "mypy": "2.4.1", "hypothesis": "6.1"}, versions.get
    ) == ["mypy==2.4.1", "hypothesis==6.1"]


def test_root_installs_chromium_from_debian_then_the_pins() -> None:
    plan = provision.plan(chromium_present=False, is_root=True, unmet=["hypothesis==6.155.2"])
    assert plan.by_hand is None
    assert plan.commands[:2] == (tuple(provision.APT_UPDATE), tuple(provision.APT_INSTALL))
    assert plan.commands[2][-2:] == ("-r", str(provision.REQUIREMENTS))


def test_without_root_the_exact_command_is_printed() -> None:
    plan = provision.plan(chromium_present=False, is_root=False, unmet=[])
    assert plan.commands == ()
    assert plan.by_hand is not None
    assert (
        "sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium"
        in plan.by_hand
    )


def test_a_ready_machine_installs_nothing() -> None:
    assert provision.plan(chromium_present=True, is_root=True, unmet=[]) == provision.Plan(())


def test_provision_runs_the_plan_on_a_machine_without_chromium(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PARLOUR_CHROMIUM", "/nonexistent/chromium")
    monkeypatch.setattr(provision, "_is_root", lambda: True)
    monkeypatch.setattr(provision, "installed_version", lambda name: None)
    ran: list[tuple[str, ...]] = []

    def record(command: Sequence[str]) -> int:
        ran.append(tuple(command))
        return 0

    assert provision.provision(run=record) == 0
    assert ran[0] == ("apt-get", "update") and ran[1][:2] == ("apt-get", "install")
    assert ran[2][1:4] == ("-m", "pip", "install")
    assert "+ apt-get install -y --no-install-recommends chromium" in capsys.readouterr().out


def test_provision_stops_without_root(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PARLOUR_CHROMIUM", "/nonexistent/chromium")
    monkeypatch.setattr(provision, "_is_root", lambda: False)
    assert provision.provision(run=lambda command: 0) == 2
    assert "sudo apt-get install" in capsys.readouterr().err


def test_a_failing_install_stops_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARLOUR_CHROMIUM", "/nonexistent/chromium")
    monkeypatch.setattr(provision, "_is_root", lambda: True)
    assert provision.provision(run=lambda command: 100) == 100
