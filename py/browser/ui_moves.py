"""Moves seen on the board (issue 24): pieces fly from where they were to where they land.

The model says which move the board shows (``Play.showing``) and who made it; the
renderers name their pieces and zones (``parlour.pieces``).  Here the page keeps the
pieces of the board it drew last, measures those of the next position, and asks
``parlour.pieces.plan`` what moved: each flight is a copy of the piece in an overlay
over the whole page (``#flights``), animated with the Web Animations API from one box
to the other while the piece itself waits, hidden, where it lands.  Under
``prefers-reduced-motion`` nothing moves: the pieces that changed get a still outline.
The caption says the move in the game's own words, and after the pace's pause the
model is told the move was seen (``actions.saw``), so the next one is shown.

The pace is the player's setting, kept in the browser: slow, normal or fast;
``localStorage["parlour.pace"] = "off"`` turns the showing and the flights off (the tests
do): each move lands at once, what it changed outlined as under reduced motion.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dom import el, esc, on, storage_get, storage_set
from ui_board import log_line
from pyodide.ffi import create_once_callable, to_js
from pyscript import document, window

from parlour.page.actions import in_play, saw, set_show_moves
from parlour.page.model import Page, Play, mover
from parlour.page.store import Store
from parlour.pieces import Box, Flight, Piece, on_screen, plan

PACE_KEY = "parlour.pace"
PACES = {"slow": (2.8, 1.1), "normal": (1.7, 0.7), "fast": (0.9, 0.4)}
"""Pace -> (seconds a move of another seat is shown, seconds its pieces fly)."""
DEFAULT_PACE = "normal"
OWN_FLIGHT = 0.3
"""Seconds the pieces of a move the person made fly (or of a step in the replay)."""
SVG_NS = "http://www.w3.org/2000/svg"


def stored_pace() -> str:
    pace = storage_get(PACE_KEY)
    return pace if pace in PACES or pace == "off" else DEFAULT_PACE


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


@dataclass(frozen=True)
class Frame:
    """A board as drawn: which game, whose side, which ply."""

    number: int
    seat: int | None
    ply: int
    replay: bool


MEASURE = window.Function(
    "hosts",
    """const box = (r) => [r.x, r.y, r.width, r.height];
    const out = {pieces: [], zones: []}, nodes = [];
    for (const host of hosts) {
      for (const node of host.querySelectorAll('[data-piece]')) {
        const m = node.getScreenCTM();
        out.pieces.push([node.getAttribute('data-piece'), box(node.getBoundingClientRect()),
          node.getAttribute('data-from'), m ? [m.a, m.b, m.c, m.d, m.e, m.f] : null]);
        nodes.push(node);
      }
      for (const node of host.querySelectorAll('[data-zone]')) {
        out.zones.push([node.getAttribute('data-zone'), box(node.getBoundingClientRect())]);
      }
    }
    return {text: JSON.stringify(out), nodes};""",
)
"""Every piece and zone of the boards in one call (few crossings between Python and the
page): each piece's box, origin and matrix, and the elements, in the same order."""


class Snapshot:
    """The pieces and zones of a drawn board, measured on the screen, and their elements
    with the matrix that draws each (its old look flies on after the board is redrawn)."""

    def __init__(self, hosts: list[Any]) -> None:
        self.pieces: list[Piece] = []
        self.zones: dict[str, Box] = {}
        self.matrices: dict[str, str] = {}
        self.index: dict[str, int] = {}
        measured = MEASURE(to_js(hosts))
        self.nodes = measured.nodes  # the elements, kept: a piece gone flies in its old look
        found = json.loads(str(measured.text))
        for k, (piece, (x, y, width, height), origin, m) in enumerate(found["pieces"]):
            if width > 0 and height > 0 and m is not None:
                self.pieces.append(Piece(piece, Box(x, y, width, height), origin))
                self.matrices[piece] = "matrix({}, {}, {}, {}, {}, {})".format(*m)
                self.index[piece] = k
        for zone, (x, y, width, height) in found["zones"]:
            if width > 0 and height > 0 and zone not in self.zones:
                self.zones[zone] = Box(x, y, width, height)

    def node(self, piece: str) -> tuple[Any, str] | None:
        """The element that drew ``piece`` when measured, and its matrix."""
        k = self.index.get(piece)
        return None if k is None else (self.nodes[k], self.matrices[piece])


def _box(node: Any) -> Box | None:
    rect = node.getBoundingClientRect()
    box = Box(float(rect.x), float(rect.y), float(rect.width), float(rect.height))
    return box if box.width > 0 and box.height > 0 else None


def _towards(source: Box, target: Box, matrix: str) -> str:
    """The transform that draws a piece drawn by ``matrix`` in ``source`` in ``target``."""
    sx = target.width / source.width
    sy = target.height / source.height
    tx, ty = target.x - sx * source.x, target.y - sy * source.y
    return f"translate({tx:.2f}px, {ty:.2f}px) scale({sx:.4f}, {sy:.4f}) {matrix}"


class Moves:
    """The flights, the caption and the pace of the moves shown on the play screen."""

    def __init__(self, store: Store, spawn: Callable[..., object]) -> None:
        self.store, self.spawn = store, spawn
        self.frame: Frame | None = None  # the board drawn last
        self.shown: Frame | None = None  # the board whose move was flown (or marked) last
        self.drawn: tuple[Play, Frame, Snapshot | None, list[Any], Any] | None = None
        self.pace = stored_pace()
        self.flying: dict[str, Any] = {}  # piece id -> its animation, while in the air
        self.marked: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # still: pieces, zones
        self.timed: tuple[object, ...] | None = None  # the game and move whose pause runs

    def wire(self) -> None:
        choice = el("pace")
        choice.value = self.pace if self.pace in PACES else DEFAULT_PACE
        self.store.dispatch(lambda page: set_show_moves(page, self.pace != "off"))
        on(choice, "change", self.on_setting)

    def on_setting(self, event: Any) -> None:
        self.pace = str(event.target.value)
        storage_set(PACE_KEY, self.pace)

    # -- drawing a board ------------------------------------------------------------
    def step_from(self, play: Play, frame: Frame) -> bool:
        """Whether drawing ``frame`` shows one move from the frame drawn last."""
        last = self.frame
        return (
            last is not None
            and (last.number, last.seat, last.replay) == (frame.number, frame.seat, frame.replay)
            and last.ply + 1 == frame.ply
        )

    def before(self, hosts: list[Any]) -> Snapshot | None:
        """Measure the board drawn now, before it is drawn again (None: nothing to show)."""
        self.land(hosts)
        return Snapshot(hosts)

    def after(
        self, play: Play, frame: Frame, old: Snapshot | None, hosts: list[Any], board: Any
    ) -> None:
        """The board was drawn at ``frame``: its move flies once the page around it is drawn
        too (``fly_drawn``), since the strip, the round's end, a notice or the end screen
        may move the board as they are drawn."""
        self.frame = frame
        self.drawn = (play, frame, old, hosts, board)

    def fly_drawn(self) -> None:
        """The page is drawn: fly the move from the board measured before, or keep what flies."""
        if self.drawn is None:
            return
        drawn, self.drawn = self.drawn, None
        self.show(*drawn)

    def show(
        self, play: Play, frame: Frame, old: Snapshot | None, hosts: list[Any], board: Any
    ) -> None:
        still = self.pace == "off" or reduced_motion()  # off: what changed, outlined, no more
        if old is None:
            if frame == self.shown:  # the same position drawn again: as it was
                self.hide_flying(hosts)
                if still:
                    _mark(hosts, *self.marked)
            else:
                self.marked = ((), ())
            self.shown = frame
            return
        self.shown = frame
        board.dataset.step = str(frame.ply)
        shown = play.showing == frame.ply  # another's move, shown with its caption
        caption = el("move-caption") if shown else None
        self.fly_from(old, hosts, board, mover(play, frame.ply), caption)

    def fly_from(
        self, old: Snapshot, hosts: list[Any], board: Any, by: int | None, caption: Any
    ) -> None:
        """The board was drawn again after ``old`` was measured: fly what the move by seat
        ``by`` changed (at the pace's speed when it is shown with its ``caption``, else
        quickly: the player's own move), or outline it when nothing moves."""
        still = self.pace == "off" or reduced_motion()
        new = Snapshot(hosts)
        found = plan(old.pieces, new.pieces, old.zones, new.zones, by)
        board.dataset.motion = "off" if self.pace == "off" else "still" if still else "fly"
        self.marked = (found.changed, found.zones)
        _mark(hosts, *self.marked)
        if still:
            board.dataset.flights = "0"
            return
        screen = Box(0, 0, float(window.innerWidth), float(window.innerHeight))
        away = _box(caption) if caption is not None else None
        flights = on_screen(found.flights, screen, away)  # out of sight: out of the caption
        seconds = self.seconds()[1] if caption is not None else OWN_FLIGHT
        self.fly(flights, old, new, hosts, seconds)
        board.dataset.flights = str(len(flights))

    def seconds(self) -> tuple[float, float]:
        """The pace's (seconds a move of another seat is shown, seconds its pieces fly)."""
        return PACES.get(self.pace, PACES[DEFAULT_PACE])

    # -- flights --------------------------------------------------------------------
    def fly(
        self, flights: list[Flight], old: Snapshot, new: Snapshot, hosts: list[Any], seconds: float
    ) -> None:
        if not flights:
            return
        overlay = el("flights")
        layer = document.createElementNS(SVG_NS, "g")
        root = hosts[0].querySelector("svg")
        for name in ("class", "font-family"):  # what the pieces inherit from their board
            if root is not None and root.getAttribute(name):
                layer.setAttribute(name, root.getAttribute(name))
        overlay.appendChild(layer)
        duration = seconds * 1000
        for flight in sorted(flights, key=lambda f: f.kind != "leave"):  # the gone ones below
            if flight.kind == "leave":
                self.fly_gone(layer, flight, old, duration)
            else:
                self.fly_piece(layer, flight, new, hosts, duration)

    def fly_piece(
        self, layer: Any, flight: Flight, new: Snapshot, hosts: list[Any], duration: float
    ) -> None:
        """A piece that moved or came: a copy flies in while the piece waits, hidden."""
        found = new.node(flight.piece)
        if found is None:
            return
        node, matrix = found
        copy = node.cloneNode(True)
        _without_ids(copy)
        copy.classList.remove("changed")
        layer.appendChild(copy)
        start = _towards(flight.end, flight.start, matrix)
        frames = [
            {"transform": start, "opacity": 0.35 if flight.kind == "enter" else 1},
            {"transform": f"translate(0px, 0px) scale(1, 1) {matrix}", "opacity": 1},
        ]
        animation = copy.animate(
            _js(frames), _js({"duration": duration, "easing": "cubic-bezier(.25,.7,.3,1)"})
        )
        node.classList.add("in-flight")
        self.flying[flight.piece] = animation
        piece = flight.piece

        def landed(event: Any = None) -> None:
            copy.remove()
            _drop_empty(layer)
            if self.flying.get(piece) is not animation:
                return  # landed early: the board was drawn again meanwhile
            del self.flying[piece]
            for host in hosts:
                for drawn in host.querySelectorAll(f'[data-piece="{piece}"].in-flight'):
                    drawn.classList.remove("in-flight")

        animation.onfinish = create_once_callable(landed)

    def fly_gone(self, layer: Any, flight: Flight, old: Snapshot, duration: float) -> None:
        """A piece that went: its old look flies to the pile, or stays till the rest land."""
        found = old.node(flight.piece)
        if found is None:
            return
        node, matrix = found
        node.classList.remove("changed", "in-flight")
        _without_ids(node)
        layer.appendChild(node)
        here = f"translate(0px, 0px) scale(1, 1) {matrix}"
        if flight.end == flight.start:  # covered: it stays until the new piece is on it
            frames = [{"transform": here, "opacity": 1, "offset": 0}]
            frames += [{"transform": here, "opacity": 1, "offset": 0.9}]
            frames += [{"transform": here, "opacity": 0, "offset": 1}]
        else:
            there = _towards(flight.start, flight.end, matrix)  # taken: seen all the way there
            frames = [{"transform": here, "opacity": 1}, {"opacity": 1, "offset": 0.8}]
            frames += [{"transform": there, "opacity": 0}]
        animation = node.animate(
            _js(frames), _js({"duration": duration, "easing": "ease-in-out", "fill": "forwards"})
        )

        def gone(event: Any = None) -> None:
            node.remove()
            _drop_empty(layer)

        animation.onfinish = create_once_callable(gone)

    def land(self, hosts: list[Any]) -> None:
        """Every piece in the air lands at once: the board is drawn anew under it.  With
        none in the air, nothing is asked of the page (its animations would make it work
        out every style first: tens of milliseconds after a page's words changed)."""
        if not self.flying and not el("flights").firstChild:
            return
        self.flying.clear()
        for animation in el("flights").getAnimations(_js({"subtree": True})):
            animation.finish()
        for host in hosts:
            for node in host.querySelectorAll(".in-flight"):
                node.classList.remove("in-flight")

    def hide_flying(self, hosts: list[Any]) -> None:
        """The same position drawn again while pieces fly: they wait, hidden, again."""
        for piece in self.flying:
            for host in hosts:
                node = host.querySelector(f'[data-piece="{piece}"]')
                if node:
                    node.classList.add("in-flight")

    # -- the caption and the pause ----------------------------------------------------
    def draw(self, page: Page) -> None:
        """The caption of the move shown, and its pause, after which the next one shows."""
        play = page.play
        showing = None if play is None or page.screen != "play" else play.showing
        document.body.dataset.showing = "" if showing is None else str(showing)
        document.body.dataset.shownPly = "" if play is None else str(play.shown_ply)
        caption = el("move-caption")
        if play is None or showing is None:
            caption.hidden = True
            return
        text = log_line(play, showing).text
        caption.innerHTML = f"<span>{esc(text)}</span>"  # clamped: CSS
        caption.hidden = False
        at = (play.number, showing)
        self.pause_once(at, lambda: self.seen(*at))

    def pause_once(self, at: tuple[object, ...], then: Callable[[], None]) -> None:
        """The pace's pause on the move shown ``at`` (a game and its move), once however
        often its board is drawn, then ``then``: a game by link's moves as the computer's."""
        if at != self.timed:
            self.timed = at
            self.after_pause(then)

    def seen(self, number: int, ply: int) -> None:
        if self.timed == (number, ply):
            self.timed = None
        self.store.dispatch(in_play(lambda play: saw(play, number, ply)))

    def after_pause(self, then: Callable[[], None]) -> None:
        """The pace's pause on a move of another seat shown, then ``then`` (the model is
        told it was seen: the next move shows), on the play screen and by link alike."""

        async def pause() -> None:
            await asyncio.sleep(self.seconds()[0])
            then()

        self.spawn(pause())


def _mark(hosts: list[Any], pieces: tuple[str, ...], zones: tuple[str, ...]) -> None:
    """Outline the pieces that moved or came, and the zones pieces went to."""
    wanted = [f'[data-piece="{piece}"]' for piece in pieces]
    wanted += [f'[data-zone="{zone}"]' for zone in zones]
    for host in hosts:
        for selector in wanted:
            node = host.querySelector(selector)
            if node:
                node.classList.add("changed")


def _without_ids(node: Any) -> None:
    """A copy on the overlay must not repeat an id of the board."""
    node.removeAttribute("id")
    for inner in node.querySelectorAll("[id]"):
        inner.removeAttribute("id")


def _drop_empty(layer: Any) -> None:
    if not layer.firstChild:
        layer.remove()


def _js(value: object) -> Any:
    return to_js(value, dict_converter=window.Object.fromEntries)
