"""App icons drawn with the standard library (zlib + struct PNG writer)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

BACKGROUND = (0x1F, 0x3A, 0x5F)
DOTS = ((0xE4, 0x57, 0x4C), (0xF2, 0xB1, 0x34), (0x3F, 0xA7, 0x7A), (0x5B, 0x8D, 0xEF))


def _png(width: int, height: int, pixels: list[bytes]) -> bytes:
    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    raw = b"".join(b"\x00" + row for row in pixels)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def icon_png(size: int) -> bytes:
    """A rounded navy tile with four coloured discs (a Punto-like 2x2)."""
    radius = size * 0.18
    rows: list[bytes] = []
    centres = [(0.34, 0.34), (0.66, 0.34), (0.34, 0.66), (0.66, 0.66)]
    dot_r = size * 0.13
    for y in range(size):
        row = bytearray()
        for x in range(size):
            cx, cy = x + 0.5, y + 0.5
            # rounded-corner mask (maskable icons get their safe zone from the dots' margin)
            dx = max(radius - cx, 0, cx - (size - radius))
            dy = max(radius - cy, 0, cy - (size - radius))
            inside = dx * dx + dy * dy <= radius * radius
            colour, alpha = BACKGROUND, 255 if inside else 0
            for (fx, fy), dot in zip(centres, DOTS):
                if (cx - fx * size) ** 2 + (cy - fy * size) ** 2 <= dot_r * dot_r:
                    colour = dot
            row += bytes((*colour, alpha))
        rows.append(bytes(row))
    return _png(size, size, rows)


def write_icons(out_dir: Path, sizes: tuple[int, ...] = (192, 512)) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for size in sizes:
        path = out_dir / f"icon-{size}.png"
        path.write_bytes(icon_png(size))
        written.append(path)
    return written
