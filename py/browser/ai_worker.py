"""The computer players, run in a PyScript worker so the page never freezes.

The main thread sends JSON text (game id, the seat's view, level, seed)
and gets back the move's notation: a worker cannot touch the page, and a
bot only ever sees a view, never the full state.  ``hint`` runs the hard
bot's search for the human to move and returns its move and win rate.
"""

import json

from parlour import registry
from parlour.ai import make_bot
from parlour.ui_logic import hint_for


def choose(payload: str) -> str:
    data = json.loads(payload)
    game = registry.get(data["game"])
    view = game.view_from_json(data["view"])
    bot = make_bot(data["level"], int(data["seed"]))
    return str(bot.choose(game, view))


def hint(payload: str) -> str:
    data = json.loads(payload)
    game = registry.get(data["game"])
    view = game.view_from_json(data["view"])
    return json.dumps(hint_for(game, view, int(data["seed"])).to_json())


registry.all_games()  # import every game now, not on the first move

__export__ = ["choose", "hint"]
