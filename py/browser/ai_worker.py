"""The computer players, run in a PyScript worker so the page never freezes.

The main thread sends JSON text (game id, the seat's view, level, seed)
and gets back the move's notation: a worker cannot touch the page, and a
bot only ever sees a view, never the full state.
"""

import json

from parlour import registry
from parlour.ai import make_bot


def choose(payload: str) -> str:
    data = json.loads(payload)
    game = registry.get(data["game"])
    view = game.view_from_json(data["view"])
    bot = make_bot(data["level"], int(data["seed"]))
    return str(bot.choose(game, view))


registry.all_games()  # import every game now, not on the first move

__export__ = ["choose"]
