"""The computer players, run in a PyScript worker so the page never freezes.

The main thread sends JSON text (game id, the seat's view, level, seed)
and gets back the move's notation: a worker cannot touch the page, and a
bot only ever sees a view, never the full state.  ``hint`` runs the hard
bot's search for the human to move and returns its move and win rate.
Both think as ``parlour.page.thinking`` does on the page, with its time cap.
``link`` plays a game by link's seat (shuffles, keys, checks): the page never does.
``review`` judges one decision of a finished game (issue 38), so the page asks for one at
a time, draws each mark as it comes and can leave whenever it likes.
"""

import json
from collections.abc import Callable

from parlour import registry, words
from parlour.link.desk import Desk
from parlour.page.thinking import computer_hint, computer_move
from parlour.record import Record
from parlour.learn.review import Walk, judge, record_key, site_budget, walk, walk_table


def choose(payload: str) -> str:
    data = json.loads(payload)
    game = registry.get(data["game"])
    view = game.view_from_json(data["view"])
    return computer_move(game, view, str(data["level"]), int(data["seed"]))


def hint(payload: str) -> str:
    data = json.loads(payload)
    words.set_language(str(data.get("lang", "en")))  # the hint's reason is in the page's language
    table = data.get("table") or {"kinds": None, "links": []}  # and names seats as the page does
    words.use_seat_names(table["kinds"], table["links"])
    game = registry.get(data["game"])
    view = game.view_from_json(data["view"])
    return json.dumps(computer_hint(game, view, int(data["seed"])).to_json())


_walked: dict[tuple[str, int], Walk] = {}
"""The game being reviewed, replayed once for all its decisions (only the latest kept)."""


def review(payload: str) -> str:
    """``{"record", "seat"}``: the plies of the seat's decisions, ``{"plies": [...]}``; with
    ``"ply"`` too: that decision judged (``parlour.learn.review.Decision.to_json``).  A game by
    link sends ``{"link": {"table", "export"}}`` instead of its record: the seat's own
    table is walked (``walk_table``), and the plies come with the seat's view at each, for
    the page to draw the decision (it holds no view but the last)."""
    data = json.loads(payload)
    link = data.get("link")
    walked = _walk_link(link) if link else _walk_record(data["record"], int(data["seat"]))
    if data.get("ply") is None:
        if not link:
            return json.dumps({"plies": list(walked.plies)})
        views = [walked.view_at(ply).to_json() for ply in walked.plies]
        return json.dumps({"plies": list(walked.plies), "views": views})
    decision = judge(walked, int(data["ply"]), site_budget(walked.game))
    return json.dumps(decision.to_json())


def _walk_record(data: object, seat: int) -> Walk:
    record = Record.from_json(data)
    return _kept_walk((record_key(record), seat), lambda: walk(record, seat))


def _walk_link(link: dict[str, str]) -> Walk:
    """A game by link's seat, as the desk holds it (restored from its export once)."""
    seat = DESK.kept(str(link["table"]), str(link["export"]))
    return _kept_walk(("link:" + seat.invite.table, seat.seat), lambda: walk_table(seat.engine))


def _kept_walk(key: tuple[str, int], made: Callable[[], Walk]) -> Walk:
    if key not in _walked:
        _walked.clear()
        _walked[key] = made()
    return _walked[key]


DESK = Desk()
"""The games by link this device holds (issue 26): the page keeps their exports."""


def link(payload: str) -> str:
    """A game by link's request (``parlour.link.desk``): the cryptography runs here."""
    return json.dumps(DESK.handle(json.loads(payload)))


registry.all_games()  # import every game now, not on the first move

__export__ = ["choose", "hint", "link", "review"]
