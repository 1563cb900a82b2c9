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

from parlour import registry, words
from parlour.link.desk import Desk
from parlour.page.thinking import computer_hint, computer_move
from parlour.record import Record
from parlour.learn.review import Walk, judge, record_key, site_budget, walk


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
"""The record being reviewed, replayed once for all its decisions (only the latest kept)."""


def review(payload: str) -> str:
    """``{"record", "seat"}``: the plies of the seat's decisions, ``{"plies": [...]}``; with
    ``"ply"`` too: that decision judged (``parlour.learn.review.Decision.to_json``)."""
    data = json.loads(payload)
    record = Record.from_json(data["record"])
    key = (record_key(record), int(data["seat"]))
    if key not in _walked:
        _walked.clear()
        _walked[key] = walk(record, key[1])
    walked = _walked[key]
    if data.get("ply") is None:
        return json.dumps({"plies": list(walked.plies)})
    decision = judge(walked, int(data["ply"]), site_budget(walked.game))
    return json.dumps(decision.to_json())


DESK = Desk()
"""The games by link this device holds (issue 26): the page keeps their exports."""


def link(payload: str) -> str:
    """A game by link's request (``parlour.link.desk``): the cryptography runs here."""
    return json.dumps(DESK.handle(json.loads(payload)))


registry.all_games()  # import every game now, not on the first move

__export__ = ["choose", "hint", "link", "review"]
