"""Shorter standard-library sources for the site: docstrings and comments taken out (issue 27).

Run inside Pyodide at build time (tools/build/stdlib_record.mjs), because the sources are
Python 3.14's and only its own parser reads every one of them; it works the same on
any CPython for sources that CPython can parse.  Nothing else changes: a shortened
file is kept only if its syntax tree is the original's without the docstrings, so a
file that does not pass that check ships as it was.  Docstrings go (``__doc__`` is
None, as under ``python -OO``), comments go, and so do the lines left blank (never a
line inside a string).  Tracebacks still show the right lines: they are read from
the same shortened file that ran.
"""

from __future__ import annotations

import ast
import hashlib
import io
import os
import re
import tokenize
import zipfile

VERSION = "1"
"""Part of each cached file's name: a change to the shortening makes new ones."""
CODING = re.compile(r"^[ \t\f]*#.*?coding[:=]")
_STRING_PARTS = ("STRING", "FSTRING_START", "FSTRING_MIDDLE", "FSTRING_END")
STRING_TOKENS = frozenset(
    getattr(tokenize, name)
    for name in (*_STRING_PARTS, "TSTRING_START", "TSTRING_MIDDLE", "TSTRING_END")
    if hasattr(tokenize, name)
)
BodyNode = ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef


def docstrings(tree: ast.AST) -> list[tuple[BodyNode, ast.Expr, bool]]:
    """Each body's docstring, and whether it is that body's only statement (not a module's)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, BodyNode) and node.body:
            first = node.body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                alone = len(node.body) == 1 and not isinstance(node, ast.Module)
                found.append((node, first, alone))
    return found


def without_docstrings(tree: ast.Module) -> ast.Module:
    """The tree as the shortened source must parse: a docstring alone in a body is ``pass``."""
    for node, _first, alone in docstrings(tree):
        if alone:
            node.body[0] = ast.Pass()
        else:
            node.body.pop(0)
    return tree


def _lines_inside_strings(source: str) -> set[int]:
    inside: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in STRING_TOKENS and token.end[0] > token.start[0]:
            inside.update(range(token.start[0] + 1, token.end[0] + 1))
    return inside


def minify(source: str, keep_lines: bool = False) -> str:
    """``source`` without docstrings, comments (but an encoding line) and blank lines.

    With ``keep_lines`` the lines left blank stay, as empty lines: every line keeps its
    number (the site's own modules, whose tracebacks should match the repository's).
    """
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, column: int, in_bytes: bool = False) -> int:
        if in_bytes:  # the syntax tree counts UTF-8 bytes, tokenize counts characters
            column = len(lines[row - 1].encode()[:column].decode())
        return starts[row - 1] + column

    cuts: list[tuple[int, int, str]] = []
    for _node, first, alone in docstrings(ast.parse(source)):
        assert first.end_lineno is not None and first.end_col_offset is not None
        begin = offset(first.lineno, first.col_offset, True)
        end = offset(first.end_lineno, first.end_col_offset, True)
        newlines = "\n" * (first.end_lineno - first.lineno) if keep_lines else ""
        cuts.append((begin, end, ("pass" if alone else "") + newlines))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row = token.start[0]
            if row <= 2 and CODING.match(lines[row - 1]):
                continue
            cuts.append((offset(*token.start), offset(*token.end), ""))
    text = source
    for begin, end, replacement in sorted(cuts, reverse=True):
        text = text[:begin] + replacement + text[end:]
    inside = _lines_inside_strings(text)
    kept = []
    for number, line in enumerate(text.splitlines(keepends=True), 1):
        if number in inside:
            kept.append(line)
        elif line.strip():
            kept.append(line.rstrip() + "\n")
        elif keep_lines:
            kept.append("\n")
    return "".join(kept)


def same_program(source: str, shortened: str) -> bool:
    """Whether ``shortened`` parses to ``source``'s tree without its docstrings."""
    try:
        expected = ast.dump(without_docstrings(ast.parse(source)))
        return ast.dump(ast.parse(shortened)) == expected
    except (SyntaxError, ValueError):
        return False


def shortened_or_same(source: str, keep_lines: bool = False) -> str:
    """``minify(source)`` if it is the same program (and, with ``keep_lines``, has as many
    lines) and shorter; otherwise ``source`` itself."""
    shortened = minify(source, keep_lines)
    same_lines = not keep_lines or shortened.count("\n") == source.count("\n")
    if same_lines and same_program(source, shortened) and len(shortened) < len(source):
        return shortened
    return source


def cache_name(source: bytes) -> str:
    return f"{hashlib.sha256(source).hexdigest()[:32]}-v{VERSION}.py"


def minify_members(archive: str, members: list[str], cache: str) -> dict[str, str | None]:
    """Shorten each ``.py`` member of ``archive`` into ``cache`` (unless there already).

    Returns member -> the cached file's name, or None for a member that is not Python
    source.  A file whose shortened form did not pass ``same_program`` is cached as it is.
    """
    names: dict[str, str | None] = {}
    with zipfile.ZipFile(archive) as zipped:
        for member in members:
            if not member.endswith(".py"):
                names[member] = None
                continue
            data = zipped.read(member)
            name = cache_name(data)
            target = os.path.join(cache, name)
            if not os.path.exists(target):
                shortened = shortened_or_same(data.decode("utf-8"))
                with open(target + ".tmp", "w", encoding="utf-8") as out:
                    out.write(shortened)
                os.replace(target + ".tmp", target)
            names[member] = name
    return names
