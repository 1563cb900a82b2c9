"""The page: game picker, new-game form, board, hot-seat screen.

Thin on purpose: the engine (``parlour``) knows the rules, renders the
SVG and turns click paths into moves; this file only wires the DOM to it.
Computer players run in the ``ai`` PyScript worker (``ai_worker.py``).
"""

import asyncio
import html
import json
import random

from pyodide.ffi import create_proxy
from pyscript import document, window, workers

from parlour import play, registry
from parlour.core import Highlights, ParlourError
from parlour.record import Record
from text import LEVELS, TEXT, menu_html, t

WORKER_TIMEOUT = 120.0
"""Seconds to wait for the worker to start before thinking on the page instead."""
MIN_THINK = 0.35
"""Seconds a computer move takes at least, so people can follow the game."""


def el(element_id: str):  # noqa: ANN201 - a JS element
    return document.getElementById(element_id)


def esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def option_value(value: object) -> str:
    """An option choice as the engine parses it back (OptionSpec.coerce)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def option_label(value: object) -> str:
    if isinstance(value, bool):
        return t("option.yes") if value else t("option.no")
    return str(value)


def option_name(name: str) -> str:
    return t(f"option.{name}") if f"option.{name}" in TEXT["en"] else name.replace("_", " ").capitalize()


class App:
    def __init__(self) -> None:
        self.games = {g.id: g for g in registry.all_games()}
        self.game = None
        self.state = None
        self.record: Record | None = None
        self.seats: list[str] = []  # "human" or a bot level, per seat
        self.selection: tuple[str, ...] = ()
        self.shown: int | None = None  # the seat whose view is on screen
        self.last_move = None
        self.thinking = False
        self.generation = 0  # bumped by every new game; stale bot answers are dropped
        self.worker_started = False
        self.renders = 0
        self._proxies: list[object] = []

    # -- plumbing ----------------------------------------------------------
    def on(self, element, event: str, handler) -> None:  # noqa: ANN001
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(event, proxy)

    def status(self, text: str) -> None:
        el("status").textContent = text

    def show(self, screen: str) -> None:
        for name in ("menu", "setup", "play"):
            el(name).hidden = name != screen
        document.body.dataset.screen = screen

    # -- menu and setup ----------------------------------------------------
    def start(self) -> None:
        games = [{"id": g.id, "title": g.spec.title, "players": list(g.spec.player_counts)}
                 for g in self.games.values()]
        el("game-list").innerHTML = menu_html(games)
        self.on(el("game-list"), "click", self.on_menu_click)
        self.on(el("setup"), "submit", self.on_setup_submit)
        self.on(el("setup"), "change", self.on_setup_change)
        self.on(el("setup"), "click", self.on_setup_click)
        self.on(el("board"), "click", self.on_board_click)
        self.on(el("btn-new"), "click", lambda e: self.open_setup(self.game.id))
        self.on(el("btn-menu"), "click", lambda e: self.show("menu"))
        self.on(el("pass-btn"), "click", self.on_pass_click)
        self.status(t("status.ready"))
        pending = getattr(window, "parlourPending", None)
        if pending and pending in self.games:
            self.open_setup(pending)
        document.body.dataset.ready = "1"

    def on_menu_click(self, event) -> None:  # noqa: ANN001
        card = event.target.closest("[data-game]")
        if card:
            self.open_setup(card.dataset.game)

    def open_setup(self, game_id: str, players: int | None = None, seats: list[str] | None = None) -> None:
        game = self.games[game_id]
        spec = game.spec
        players = players or spec.player_counts[0]
        seats = seats or ["human"] + ["easy"] * (players - 1)
        seat_rows = []
        for i in range(players):
            current = seats[i] if i < len(seats) else "easy"
            choices = [("human", t("setup.human"))] + [(lv, t("setup.computer", level=t(f"level.{lv}"))) for lv in LEVELS]
            opts = "".join(
                f'<option value="{v}"{" selected" if v == current else ""}>{esc(label)}</option>' for v, label in choices
            )
            seat_rows.append(
                f'<label class="field"><span>{esc(t("setup.seat", n=i + 1))}</span>'
                f'<select name="seat{i}" id="seat{i}">{opts}</select></label>'
            )
        count_opts = "".join(
            f'<option value="{n}"{" selected" if n == players else ""}>{n}</option>' for n in spec.player_counts
        )
        option_rows = []
        for option in spec.options:
            choice_html = "".join(
                f'<option value="{esc(option_value(c))}"{" selected" if c == option.default and type(c) is type(option.default) else ""}>'
                f"{esc(option_label(c))}</option>"
                for c in option.choices
            )
            option_rows.append(
                f'<label class="field"><span>{esc(option_name(option.name))}</span>'
                f'<select name="opt:{esc(option.name)}" data-option="{esc(option.name)}">{choice_html}</select>'
                + (f'<small>{esc(option.help)}</small>' if option.help else "")
                + "</label>"
            )
        options_html = (
            f'<fieldset><legend>{esc(t("setup.options"))}</legend>{"".join(option_rows)}</fieldset>' if option_rows else ""
        )
        el("setup").innerHTML = (
            f'<h2>{esc(t("setup.heading", title=spec.title))}</h2>'
            f'<input type="hidden" name="game" id="setup-game" value="{esc(game_id)}">'
            f'<label class="field"><span>{esc(t("setup.players"))}</span>'
            f'<select name="players" id="setup-players">{count_opts}</select></label>'
            f'<fieldset><legend>{esc(t("setup.seats"))}</legend>{"".join(seat_rows)}</fieldset>'
            f"{options_html}"
            f'<div class="actions"><button type="submit" class="primary" id="setup-start">{esc(t("setup.start"))}</button>'
            f'<button type="button" id="setup-back">{esc(t("setup.back"))}</button></div>'
        )
        self.show("setup")
        el("setup-start").focus()

    def seat_values(self, players: int) -> list[str]:
        values = []
        for i in range(players):
            select = el(f"seat{i}")
            values.append(select.value if select else "easy")
        return values

    def on_setup_change(self, event) -> None:  # noqa: ANN001
        if event.target.id == "setup-players":
            players = int(event.target.value)
            self.open_setup(el("setup-game").value, players, self.seat_values(players))

    def on_setup_click(self, event) -> None:  # noqa: ANN001
        if event.target.id == "setup-back":
            self.show("menu")

    def on_setup_submit(self, event) -> None:  # noqa: ANN001
        event.preventDefault()
        game_id = el("setup-game").value
        players = int(el("setup-players").value)
        options = {}
        for select in el("setup").querySelectorAll("[data-option]"):
            options[select.dataset.option] = select.value
        try:
            self.new_game(game_id, players, self.seat_values(players), options)
        except ParlourError as exc:
            self.status(t("status.failed", error=exc))

    # -- playing -------------------------------------------------------------
    def new_game(self, game_id: str, players: int, seats: list[str], options: dict[str, str]) -> None:
        game = self.games[game_id]
        seed = random.SystemRandom().randrange(2**31)
        self.generation += 1
        self.game = game
        self.state = game.initial_state(players, options, seed)
        self.record = Record.start(game_id, players, options, seed, tuple(seats))
        self.seats = seats
        self.selection = ()
        self.last_move = None
        self.thinking = False
        humans = [i for i, s in enumerate(seats) if s == "human"]
        self.shown = humans[0] if len(humans) == 1 else None
        el("play-title").textContent = game.spec.title
        self.show("play")
        asyncio.ensure_future(self.advance())

    def player_name(self, seat: int) -> str:
        if self.seats[seat] == "human":
            return t("play.player", n=seat + 1)
        return t("play.computer", n=seat + 1)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def needs_pass(self, seat: int) -> bool:
        """Hot seat: hide the board while a different person takes the device."""
        return self.game.spec.hidden_information and len(self.humans()) > 1 and self.shown != seat

    async def advance(self) -> None:
        """Play computer turns until a human must act or the game ends."""
        generation = self.generation
        while generation == self.generation:
            state = self.state
            seat = state.current_player
            if seat is None:
                self.render()
                return
            if self.seats[seat] == "human":
                if self.needs_pass(seat):
                    self.show_pass(seat)
                else:
                    self.shown = seat
                    self.render()
                return
            self.thinking = True
            self.render()
            started = window.performance.now()
            notation = await self.bot_move(seat)
            remaining = MIN_THINK - (window.performance.now() - started) / 1000
            if remaining > 0:
                await asyncio.sleep(remaining)
            if generation != self.generation:
                return
            self.thinking = False
            self.play(state.parse_move(notation))

    async def bot_move(self, seat: int) -> str:
        level = self.seats[seat]
        seed = (self.record.seed * 1_000_003 + len(self.record.moves)) % 2**31
        payload = json.dumps({
            "game": self.game.id, "view": self.state.view(seat).to_json(), "level": level, "seed": seed,
        })
        try:
            worker = await asyncio.wait_for(self.worker(), WORKER_TIMEOUT)
            return str(await worker.choose(payload))
        except Exception as exc:  # noqa: BLE001 - fall back to thinking here
            window.console.warn(f"AI worker unavailable, thinking on the page: {exc!r}")
            from parlour.ai import make_bot

            return str(make_bot(level, seed).choose(self.game, self.state.view(seat)))

    def start_worker(self) -> None:
        """Add the worker's script tag; PyScript boots it in the background."""
        if self.worker_started:
            return
        self.worker_started = True
        script = document.createElement("script")
        script.type = "py"
        script.setAttribute("worker", "")
        script.setAttribute("name", "ai")
        script.setAttribute("src", "./py/ai_worker.py")
        script.setAttribute("config", "./pyscript.json")
        document.body.append(script)

    async def worker(self):  # noqa: ANN201 - a JS proxy of the worker's exports
        self.start_worker()
        return await workers["ai"]

    async def warm_worker(self) -> None:
        try:
            await self.worker()
            document.body.dataset.aiReady = "1"
        except Exception as exc:  # noqa: BLE001
            window.console.warn(f"AI worker failed to start: {exc!r}")

    def play(self, move) -> None:  # noqa: ANN001
        self.state = self.state.apply(move)
        self.record = self.record.with_move(str(move))
        self.last_move = move
        self.selection = ()

    def on_board_click(self, event) -> None:  # noqa: ANN001
        node = event.target.closest("[data-target]")
        state = self.state
        if node is None or state is None or self.thinking or state.current_player is None:
            return
        if self.seats[state.current_player] != "human" or self.shown != state.current_player:
            return
        target = node.getAttribute("data-target")
        selection, move = play.choose(state.legal_moves(), self.selection, target)
        if move is not None:
            try:
                self.play(move)
            except ParlourError as exc:
                self.status(t("play.illegal", reason=exc))
                return
            asyncio.ensure_future(self.advance())
        else:
            self.selection = selection
            self.render()

    def show_pass(self, seat: int) -> None:
        name = self.player_name(seat)
        el("pass-text").textContent = t("pass.heading", player=name)
        el("pass-btn").textContent = t("pass.button", player=name)
        el("pass-btn").dataset.seat = str(seat)
        el("board").hidden = True
        el("pass").hidden = False
        self.renders += 1
        document.body.dataset.renders = str(self.renders)
        el("turn").textContent = t("play.turn", player=name)
        el("pass-btn").focus()

    def on_pass_click(self, event) -> None:  # noqa: ANN001
        self.shown = int(el("pass-btn").dataset.seat)
        self.render()

    def turn_text(self) -> str:
        state = self.state
        outcome = state.outcome
        if outcome is not None:
            if outcome.summary:
                return outcome.summary
            if not outcome.winners:
                return t("play.draw")
            if len(self.humans()) == 1 and outcome.winners == (self.humans()[0],):
                return t("play.you_win")
            names = [self.player_name(w) for w in outcome.winners]
            return t("play.winner", player=names[0]) if len(names) == 1 else t("play.winners", players=", ".join(names))
        seat = state.current_player
        if self.thinking:
            return t("play.thinking", player=self.player_name(seat))
        if len(self.humans()) == 1 and seat == self.humans()[0]:
            return t("play.your_turn")
        return t("play.turn", player=self.player_name(seat))

    def render(self) -> None:
        state = self.state
        seat = state.current_player
        targets: frozenset[str] = frozenset()
        if seat is not None and not self.thinking and self.seats[seat] == "human" and self.shown == seat:
            targets = play.next_targets(state.legal_moves(), self.selection)
        marked = frozenset(self.last_move.path) if self.last_move is not None else frozenset()
        highlights = Highlights(targets=targets, selected=self.selection, marked=marked)
        board = el("board")
        board.innerHTML = self.game.render(state.view(self.shown), highlights)
        board.hidden = False
        board.dataset.targets = " ".join(sorted(targets))  # the legal next clicks, for tests and tools
        el("pass").hidden = True
        el("turn").textContent = self.turn_text()
        document.body.dataset.turn = "" if seat is None else str(seat)
        document.body.dataset.over = "1" if seat is None else "0"
        document.body.dataset.thinking = "1" if self.thinking else "0"
        document.body.dataset.ply = str(len(self.record.moves))
        self.renders += 1
        document.body.dataset.renders = str(self.renders)


async def main() -> None:
    app = App()
    try:
        app.start()
    except Exception as exc:
        app.status(t("status.failed", error=exc))
        raise
    # Only now, with the board interactive, start the second Pyodide for the bots.
    await asyncio.sleep(0.05)
    await app.warm_worker()


asyncio.ensure_future(main())
