"""tools/serve.py on odd requests (issue 16): no listings, 400 for malformed paths, no traceback."""

from __future__ import annotations

import gzip
import http.client
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.serve import path_problem, serve_in_thread  # noqa: E402


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
