#!/usr/bin/env python3
"""Build, serve and test the Parlour static site.

python3 build.py            build dist/ (same as `build`)
python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
python3 build.py test       install what is missing, mypy, build, run every test
python3 build.py bench      engine and site benchmark (one table; --json for JSON;
                            --only fair: the fair deal's message sizes and work;
                            --only link: whole games played by messages;
                            --only bylink: games by link as the site plays them;
                            --only bylink-site: a move link opened in the browser;
                            --only review: a whole game's review, per decision)
python3 build.py shots      builds, then a PNG of every game at four sizes into shots/
python3 build.py soak       seeded random games of every game and option, checked every move
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Callable

from tools.build import site


def cmd_build(args: argparse.Namespace) -> int:
    version = site.build()
    print(f"Built {site.DIST} (version {version})")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from tools.build.serve import serve_forever

    cmd_build(args)
    serve_forever(site.DIST, args.port)
    return 0


def cmd_test(args: argparse.Namespace) -> int:
    """Install what is missing (tools/build/provision.py), type-check and lint (mypy and ruff, both
    configured in pyproject.toml), then every test, engine and browser; builds dist/ first."""
    from tools.build.provision import provision

    if (code := provision()) != 0:
        return code
    checks = {
        "mypy": [sys.executable, "-m", "mypy"],
        "ruff check": [sys.executable, "-m", "ruff", "check", "."],
        "ruff format": [sys.executable, "-m", "ruff", "format", "--check", "."],
    }
    for name, check in checks.items():
        print("+", " ".join(check), flush=True)
        if (code := subprocess.run(check, cwd=site.ROOT).returncode) != 0:
            print(f"error: {name} failed; not running the tests", file=sys.stderr)
            return code
    cmd_build(args)
    command = [sys.executable, "-m", "pytest", *args.pytest_args]
    print("+", " ".join(command), flush=True)
    env = {**os.environ, "PARLOUR_PREBUILT": "1"}
    return subprocess.run(command, cwd=site.ROOT, env=env).returncode


def cmd_bench(args: argparse.Namespace) -> int:
    """Engine (CPython) and site (headless Chromium) figures; see docs/performance.md.
    ``--only fair``: the fair deal's sizes and work (tools.bench.fair); ``--only link``:
    whole games by messages (tools.bench.link); ``--only bylink`` / ``bylink-site``: games
    by link, in CPython (tools.bench.bylink) and on the site (tools.bench.bylink_site);
    ``--only review``: a whole recorded game's review against one Hint (tools.bench.review);
    ``--only review-site``: a whole Casino game reviewed on the site (tools.bench.review_site);
    all apart from "all"."""
    from tools.bench import report as bench_report

    if args.part == "review":
        from tools.bench import review as bench_review

        return bench_review.main(["--quick"] if args.quick else [])

    if args.part == "review-site":
        from tools.bench import review_site as bench_review_site

        flags = [*(["--quick"] if args.quick else []), *(["--json"] if args.json else [])]
        return bench_review_site.main([*flags, *(["--runs", str(args.runs)] if args.runs else [])])

    if args.part == "link":
        from tools.bench import link as bench_link

        flags = [*(["--quick"] if args.quick else []), *(["--json"] if args.json else [])]
        return bench_link.main(flags)

    if args.part == "bylink":
        from tools.bench import bylink as bench_bylink

        flags = [*(["--quick"] if args.quick else []), *(["--json"] if args.json else [])]
        return bench_bylink.main(flags)

    if args.part == "bylink-site":
        from tools.bench import bylink_site as bench_bylink_site

        flags = [*(["--quick"] if args.quick else []), *(["--json"] if args.json else [])]
        return bench_bylink_site.main([*flags, *(["--runs", str(args.runs)] if args.runs else [])])

    if args.part == "fair":
        from tools.bench import fair as bench_fair

        flags = [*(["--quick"] if args.quick else []), *(["--json"] if args.json else [])]
        return bench_fair.main([*flags, *(["--runs", str(args.runs)] if args.runs else [])])

    runs = args.runs if args.runs is not None else (2 if args.quick else 5)
    games = args.games if args.games is not None else (20 if args.quick else 200)
    return bench_report.main(
        runs,
        games,
        args.quick,
        args.json,
        engine=args.part in ("all", "engine"),
        site=args.part in ("all", "site"),
    )


def cmd_shots(args: argparse.Namespace) -> int:
    """Screenshots of every game and variant at 360x740, 390x844, 768x1024, 1280x800."""
    from tests.support import shots

    cmd_build(args)
    return shots.main(args.only)


def cmd_setup(args: argparse.Namespace) -> int:
    """Install what the tests need and this machine lacks (what `test` does first)."""
    from tools.build.provision import provision

    return provision(dry_run=args.dry_run)


def cmd_soak(args: argparse.Namespace) -> int:
    """Random games of every game, player count and option value; exit 1 on any failure."""
    from tools.bench import soak

    results = soak.run(args.games, args.seed, args.game or None, args.every)
    return 1 if any(result.failures for result in results) else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="build.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("build", help="build dist/").set_defaults(func=cmd_build)
    serve = sub.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.set_defaults(func=cmd_serve)
    test = sub.add_parser(
        "test", help="mypy, then build and run all tests (extra args go to pytest)"
    )
    test.set_defaults(func=cmd_test)
    bench = sub.add_parser("bench", help="engine and site benchmark (a command, never a test)")
    bench.add_argument("--json", action="store_true", help="print JSON instead of the table")
    bench.add_argument(
        "--runs", type=int, help="site visits of each page, cold and warm (default 5)"
    )
    bench.add_argument("--games", type=int, help="random games per game for games/s (default 200)")
    bench.add_argument("--quick", action="store_true", help="few samples: checks the bench runs")
    bench.add_argument(
        "--only",
        dest="part",
        choices=(
            "all",
            "engine",
            "site",
            "fair",
            "link",
            "bylink",
            "bylink-site",
            "review",
            "review-site",
        ),
        default="all",
    )
    bench.set_defaults(func=cmd_bench)
    shots = sub.add_parser(
        "shots", help="build, then screenshot every game at four sizes into shots/"
    )
    shots.add_argument("--only", help="only the cases whose name contains this (e.g. punto)")
    shots.set_defaults(func=cmd_shots)
    setup = sub.add_parser("setup", help="install what the tests need (Chromium, pip pins, npm ci)")
    setup.add_argument("--dry-run", action="store_true", help="print the commands, run nothing")
    setup.set_defaults(func=cmd_setup)
    soak = sub.add_parser("soak", help="random games of every game and option, checked every move")
    soak.add_argument("--games", type=int, default=100, help="games per game (default 100)")
    soak.add_argument("--game", action="append", help="only this game (may be repeated)")
    soak.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    soak.add_argument(
        "--every",
        type=int,
        default=1,
        help="check the rules invariants every K moves (default 1: every move)",
    )
    soak.set_defaults(func=cmd_soak)
    # Arguments after "test" belong to pytest, options included (-m, -k, -x).
    args, extra = parser.parse_known_args(argv)
    if extra and getattr(args, "command", None) != "test":
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    args.pytest_args = extra
    func: Callable[[argparse.Namespace], int] = getattr(args, "func", cmd_build)
    return func(args)


if __name__ == "__main__":
    os.chdir(site.ROOT)
    sys.exit(main())
