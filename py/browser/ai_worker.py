"""The computer players, run in a PyScript worker so the page never freezes.

The main thread sends JSON text (game id, the seat's view, level, seed)
and gets back the move's notation: a worker cannot touch the page, and a
bot only ever sees a view, never the full state.  ``hint`` runs the hard
bot's search for the human to move and returns its move and win rate.
"""

import json

from parlour import registry, words
from parlour.ai import DEFAULT_ITERATIONS, make_bot
from parlour.ai.budget import default_iterations
from parlour.ui_logic import hint_for

BROWSER_SECONDS_CAP = 1.4
"""Pyodide runs the search about twice as slowly as CPython on slow machines, so
the browser stops a search at this many seconds even if its iterations are not
spent: the computer then answers within 2 s (issue 8).  On a fast machine the
iterations run out first and the move is the same as in CPython."""


def choose(payload: str) -> str:
    data = json.loads(payload)
    game = registry.get(data["game"])
    view = game.view_from_json(data["view"])
    level = str(data["level"])
    if level in DEFAULT_ITERATIONS:
        bot = make_bot(level, int(data["seed"]), iterations=default_iterations(level, game),
                       seconds=BROWSER_SECONDS_CAP)
    else:
        bot = make_bot(level, int(data["seed"]))
    return str(bot.choose(game, view))


def hint(payload: str) -> str:
    data = json.loads(payload)
    words.set_language(str(data.get("lang", "en")))  # the hint's reason is in the page's language
    game = registry.get(data["game"])
    view = game.view_from_json(data["view"])
    hint = hint_for(game, view, int(data["seed"]),
                    default_iterations("hard", game), BROWSER_SECONDS_CAP)
    return json.dumps(hint.to_json())


registry.all_games()  # import every game now, not on the first move

__export__ = ["choose", "hint"]
