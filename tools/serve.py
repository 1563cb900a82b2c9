"""A static file server for dist/ with the MIME types Pyodide needs."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path

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


class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder; correct MIME types, no caching surprises, quiet log."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        # Revalidate every time: the service worker is what makes visits fast.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


class DistServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def make_server(root: Path, port: int = 0, host: str = "127.0.0.1") -> DistServer:
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
