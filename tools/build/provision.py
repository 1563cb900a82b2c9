"""Install what the tests need and this machine lacks, as .ci/run does on a fresh Debian machine.

``python3 build.py test`` calls ``provision`` first, so the README's two commands
are the whole set-up:
- Chromium (``/usr/bin/chromium``, or ``$PARLOUR_CHROMIUM``): from Debian's packages
  with apt-get when run as root; otherwise the exact command is printed and the
  run stops (installing system packages needs root);
- the Python test tools pinned in requirements-dev.txt, when one is missing or
  at another version: ``pip install -r requirements-dev.txt``;
- node_modules (pinned Pyodide and PyScript): ``npm ci``, when missing or stale.
"""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "requirements-dev.txt"
DEFAULT_CHROMIUM = "/usr/bin/chromium"
APT_UPDATE = ["apt-get", "update"]
APT_INSTALL = ["apt-get", "install", "-y", "--no-install-recommends", "chromium"]


def chromium_path() -> str:
    """Where the browser tests expect Chromium; PARLOUR_CHROMIUM stands in for a test of this."""
    return os.environ.get("PARLOUR_CHROMIUM", DEFAULT_CHROMIUM)


@dataclass(frozen=True)
class Plan:
    """What is missing, as commands to run, and what must be done by hand."""

    commands: tuple[tuple[str, ...], ...]
    by_hand: str | None = None


def pins(text: str) -> dict[str, str]:
    """``name==version`` lines of a requirements file (comments and blanks ignored)."""
    found = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if "==" in line:
            name, version = line.split("==", 1)
            found[name.strip().lower()] = version.strip()
    return found


def installed_version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def unmet_pins(
    wanted: dict[str, str], version_of: Callable[[str], str | None] | None = None
) -> list[str]:
    lookup = version_of or installed_version
    return [f"{name}=={version}" for name, version in wanted.items() if lookup(name) != version]


def plan(chromium_present: bool, is_root: bool, unmet: Sequence[str]) -> Plan:
    """The commands that make this machine ready for the tests."""
    commands: list[tuple[str, ...]] = []
    by_hand = None
    if not chromium_present:
        if is_root:
            commands += [tuple(APT_UPDATE), tuple(APT_INSTALL)]
        else:
            by_hand = (
                f"Chromium is missing ({chromium_path()}). Install it as root, then rerun:\n"
                f"    sudo {' '.join(APT_UPDATE)} && sudo {' '.join(APT_INSTALL)}"
            )
    if unmet:
        commands.append(
            (
                sys.executable,
                "-m",
                "pip",
                "install",
                "--disable-pip-version-check",
                "-r",
                str(REQUIREMENTS),
            )
        )
    return Plan(tuple(commands), by_hand)


def current_plan() -> Plan:
    return plan(
        Path(chromium_path()).exists(),
        _is_root(),
        unmet_pins(pins(REQUIREMENTS.read_text(encoding="utf-8"))),
    )


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def provision(dry_run: bool = False, run: Callable[[Sequence[str]], int] | None = None) -> int:
    """Carry out the plan (or print it, with ``dry_run``); 0 when the machine is ready."""
    the_plan = current_plan()
    runner = run or _run
    for command in the_plan.commands:
        print("+", " ".join(command), flush=True)
        if not dry_run and (code := runner(command)) != 0:
            print(f"error: {command[0]} failed (exit {code})", file=sys.stderr)
            return code
    if the_plan.by_hand is not None:
        print(f"error: {the_plan.by_hand}", file=sys.stderr)
        return 2
    if not dry_run:
        from tools.build import site

        site.ensure_node_modules()
    elif not the_plan.commands:
        print("nothing to install", flush=True)
    return 0


def _run(command: Sequence[str]) -> int:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    return subprocess.run(list(command), cwd=ROOT, env=env).returncode
