"""A static file server for dist/ with the MIME types Pyodide needs.

Like any production static host, it compresses what the browser accepts: a
file's brotli or gzip copy written by the build (``NAME.br``, ``NAME.gz``:
tools/build/compress.py; as nginx's ``brotli_static``/``gzip_static`` do), else gzip
made on the fly for text and WebAssembly.  Pyodide's 9.6 MB wasm travels as
about 3.4 MB gzipped, 2.6 MB in brotli.  Bodies made on the fly are made once
per file version and kept in memory (``precompress`` makes them all up front).
"""

from __future__ import annotations

import email.utils
import functools
import gzip
import http.server
import io
import os
import re
import sys
import threading
import urllib.parse
from pathlib import Path
from typing import BinaryIO

if __package__ in (None, ""):  # run as a script (python3 tools/build/serve.py): the repository's
    # root is not on the path, only tools/, so "tools.build.compress" could not be found
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tools.build.compress import best_copy, is_copy  # noqa: E402

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html; charset=utf-8",
}


# Worth compressing: everything but images and archives that are compressed already.
GZIP_SUFFIXES = frozenset(
    {".wasm", ".mjs", ".js", ".json", ".webmanifest", ".py", ".svg", ".css", ".html"}
)
_gzipped: dict[tuple[str, int, int], bytes] = {}
_gzip_lock = threading.Lock()


def gzipped(path: str) -> bytes:
    """The gzip body of a file, made once per (path, mtime, size)."""
    stat = os.stat(path)
    key = (path, stat.st_mtime_ns, stat.st_size)
    with _gzip_lock:
        body = _gzipped.get(key)
    if body is None:
        with open(path, "rb") as source:
            body = gzip.compress(source.read(), compresslevel=6, mtime=0)
        with _gzip_lock:
            _gzipped[key] = body
    return body


def precompress(root: Path) -> None:
    """Compress every file the server would gzip on the fly now, not during the first visit."""
    for path in root.rglob("*"):
        wanted = path.is_file() and path.suffix in GZIP_SUFFIXES and not is_copy(path)
        if wanted and best_copy(str(path), "gzip") is None:
            gzipped(str(path))


_BAD_ESCAPE = re.compile(r"%(?![0-9A-Fa-f]{2})")


def path_problem(target: str) -> str | None:
    """Why a request target is refused with 400, or None when it may be looked up."""
    path = target.split("?", 1)[0].split("#", 1)[0]
    if not path.startswith("/"):
        return "the path must start with /"
    if _BAD_ESCAPE.search(path):
        return "malformed percent escape"
    try:
        decoded = urllib.parse.unquote(path, errors="strict")
    except UnicodeDecodeError:
        return "the path is not UTF-8"
    if any(ord(char) < 32 or ord(char) == 127 for char in decoded):
        return "control character in the path"
    if ".." in decoded.replace("\\", "/").split("/"):
        return "'..' in the path"
    return None


class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder; correct MIME types, gzip, no caching surprises, quiet log.

    Odd requests get a status, never a traceback: 400 for a malformed path
    (``%00``, bad escapes, ``..``), 404 for a folder without index.html (no listings).
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def send_head(self) -> io.BytesIO | BinaryIO | None:  # a file-like body, or None
        problem = path_problem(self.path)
        if problem is not None:
            self.send_error(http.HTTPStatus.BAD_REQUEST, problem)
            return None
        try:
            return self._send_file_head()
        except (OSError, ValueError):
            self.send_error(http.HTTPStatus.NOT_FOUND)
            return None

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        self.send_error(http.HTTPStatus.NOT_FOUND, "no directory listings")
        return None

    def _send_file_head(self) -> io.BytesIO | BinaryIO | None:
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")  # "/" compressed like index.html
        accept = self.headers.get("Accept-Encoding", "")
        if not os.path.isfile(path):
            return super().send_head()
        copy = best_copy(path, accept)
        if copy is None and ("gzip" not in accept or Path(path).suffix not in GZIP_SUFFIXES):
            return super().send_head()
        stat = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError):
                pass
        if copy is None:
            body, encoding = gzipped(path), "gzip"
        else:
            with open(copy[0], "rb") as compressed:
                body, encoding = compressed.read(), copy[1]
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        # Revalidate every time: the service worker is what makes visits fast.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


class DistServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request: object, client_address: tuple[str, int] | object) -> None:
        """A dropped connection or a handler fault: one line, never a traceback."""
        error = sys.exc_info()[1]
        print(f"serve: {client_address}: {type(error).__name__}: {error}", file=sys.stderr)


def make_server(root: Path, port: int = 0, host: str = "127.0.0.1") -> DistServer:
    precompress(root)
    handler = functools.partial(DistHandler, directory=str(root))
    return DistServer((host, port), handler)


def serve_in_thread(root: Path, port: int = 0) -> tuple[DistServer, str]:
    """Start a server on a background thread; return it and its base URL."""
    server = make_server(root, port)
    threading.Thread(target=server.serve_forever, name="dist-server", daemon=True).start()
    host, real_port = str(server.server_address[0]), server.server_address[1]
    return server, f"http://{host}:{real_port}/"


def serve_forever(root: Path, port: int) -> None:
    server = make_server(root, port)
    host, real_port = str(server.server_address[0]), server.server_address[1]
    print(f"Serving {root} at http://{host}:{real_port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def main(argv: list[str]) -> int:
    """``python3 tools/build/serve.py [PORT [FOLDER]]``: serve the dist/ already built (``python3
    build.py serve`` builds it first), or FOLDER."""
    dist = Path(__file__).resolve().parents[2] / "dist"
    root = Path(argv[1]) if len(argv) > 1 else dist
    if not (root / "index.html").is_file():
        print(f"serve: no site in {root}: build it first (python3 build.py)", file=sys.stderr)
        return 1
    serve_forever(root, int(argv[0]) if argv else 8000)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
