"""tools/build/serve.py on odd requests (issue 16): no listings, 400 for malformed paths, no traceback."""

from __future__ import annotations

import gzip
import http.client
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest


from tools.build.serve import path_problem, serve_in_thread

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, int]]:
    (tmp_path / "index.html").write_text("<p>home</p>")
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "style.css").write_text("body { color: red }")
    (tmp_path / "empty").mkdir()
    server, _ = serve_in_thread(tmp_path)
    host, port = str(server.server_address[0]), int(server.server_address[1])
    yield host, port
    server.shutdown()
    server.server_close()


def get(
    site: tuple[str, int], target: str, headers: dict[str, str] | None = None
) -> tuple[int, bytes]:
    """Send ``target`` exactly as written (http.client does not normalise it)."""
    connection = http.client.HTTPConnection(*site, timeout=10)
    try:
        connection.putrequest("GET", target, skip_accept_encoding=True)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        connection.endheaders()
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def test_files_are_served_gzipped_when_asked(site: tuple[str, int]) -> None:
    assert get(site, "/") == (200, b"<p>home</p>")
    status, body = get(site, "/static/style.css", {"Accept-Encoding": "gzip"})
    assert status == 200 and gzip.decompress(body) == b"body { color: red }"


@pytest.mark.parametrize("target", ["/static/", "/empty/", "/static"])
def test_folders_are_never_listed(site: tuple[str, int], target: str) -> None:
    status, body = get(site, target)
    assert status in (301, 404) and b"style.css" not in body and b"Directory listing" not in body


@pytest.mark.parametrize(
    "target",
    [
        "/static/%00",
        "/static/%00.css",
        "/%zz",
        "/static/%2",
        "/a%",
        "/../index.html",
        "/static/../index.html",
        "/%2e%2e/etc/passwd",
        "/static/%2E%2E/index.html",
        "/%ff%fe",
        "/static/%0a",
        "relative/path",
        "/static/..%5c..%5cindex.html",
    ],
)
def test_malformed_paths_get_400_and_no_traceback(
    site: tuple[str, int], target: str, capfd: pytest.CaptureFixture[str]
) -> None:
    status, _ = get(site, target)
    assert status == 400, target
    assert get(site, "/")[0] == 200  # the server still serves
    assert "Traceback" not in capfd.readouterr().err


def test_a_missing_file_is_404(site: tuple[str, int]) -> None:
    assert get(site, "/static/absent.js")[0] == 404


@pytest.mark.parametrize("target", ["/", "/static/style.css", "/a%20b.html", "/?q=%zz", "/é"])
def test_good_paths_pass_the_check(target: str) -> None:
    assert path_problem(target) is None


def test_the_builds_copies_are_sent_as_the_browser_accepts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27: NAME.br or NAME.gz (tools/build/compress.py), as nginx's brotli_static/gzip_static."""
    import os

    import brotli

    from tools.build import compress

    monkeypatch.setattr(compress, "CACHE", tmp_path / "cache")
    site_dir = tmp_path / "site"
    site_dir.mkdir()
    tmp_path = site_dir

    text = b"def shipped():\n    return 'the same line again'\n" * 200
    (tmp_path / "lib.zip").write_bytes(text)  # a stored zip compresses like its members
    (tmp_path / "small.css").write_bytes(b"p{}")  # too small for copies: gzipped on the fly
    (tmp_path / "random.wasm").write_bytes(os.urandom(4096))
    written = compress.write_copies(tmp_path)
    assert (tmp_path / "lib.zip.br").exists() and (tmp_path / "lib.zip.gz").exists()
    assert not (tmp_path / "small.css.gz").exists()
    assert not (tmp_path / "random.wasm.gz").exists()  # it would not save 5 %
    assert written[".br"] == (tmp_path / "lib.zip.br").stat().st_size
    server, _ = serve_in_thread(tmp_path)
    where = (str(server.server_address[0]), int(server.server_address[1]))
    try:
        status, body = get(where, "/lib.zip", {"Accept-Encoding": "gzip, deflate, br"})
        assert status == 200 and brotli.decompress(body) == text
        status, body = get(where, "/lib.zip", {"Accept-Encoding": "gzip"})
        assert status == 200 and gzip.decompress(body) == text
        assert get(where, "/lib.zip", {"Accept-Encoding": "br;q=0, identity"}) == (200, text)
        # A file rewritten after the build is sent as it is, not from its old copy.
        (tmp_path / "lib.zip").write_bytes(b"newer")
        status, body = get(where, "/lib.zip", {"Accept-Encoding": "br"})
        assert (status, body) == (200, b"newer")
    finally:
        server.shutdown()
        server.server_close()


def test_the_script_runs_from_anywhere(tmp_path: Path) -> None:
    """Issue 37: "python3 tools/build/serve.py fails with 'No module named tools'"."""
    (tmp_path / "index.html").write_text("<p>home</p>")
    script = ROOT / "tools" / "build" / "serve.py"
    server = subprocess.Popen(
        [sys.executable, str(script), "0", str(tmp_path)],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert server.stdout is not None
        said = server.stdout.readline()
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert said.startswith(f"Serving {tmp_path} at http://127.0.0.1:"), said
