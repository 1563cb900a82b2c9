"""Every piece of UI text, in one catalogue.

build.py fills ``{{t:key}}`` in index.html from it, and main.py uses ``t``.
To add a language, add a dict under its code with the same keys.
"""

from __future__ import annotations

import html

TEXT: dict[str, dict[str, str]] = {
    "en": {
        "app.name": "Parlour",
        "app.tagline": "Classic table games, played in your browser.",
        "status.loading": "Loading Python…",
        "status.ready": "Ready",
        "status.failed": "Something went wrong: {error}",
        "menu.heading": "Choose a game",
        "menu.players": "{counts} players",
        "menu.none": "No games yet.",
        "setup.heading": "New game of {title}",
        "setup.players": "Players",
        "setup.seats": "Seats",
        "setup.options": "Options",
        "setup.seat": "Player {n}",
        "setup.human": "Human",
        "setup.computer": "Computer ({level})",
        "setup.start": "Start",
        "setup.back": "Back",
        "option.yes": "Yes",
        "option.no": "No",
        "option.rounds_to_win": "Rounds to win",
        "level.random": "random",
        "level.easy": "easy",
        "level.medium": "medium",
        "level.hard": "hard",
        "play.new": "New game",
        "play.menu": "Games",
        "play.your_turn": "Your turn",
        "play.turn": "{player} to play",
        "play.thinking": "{player} is thinking…",
        "play.winner": "{player} wins",
        "play.winners": "{players} win",
        "play.draw": "A draw",
        "play.you_win": "You win!",
        "play.illegal": "That move is not allowed: {reason}",
        "play.player": "Player {n}",
        "play.computer": "Computer {n}",
        "pass.heading": "Pass the device to {player}",
        "pass.button": "I'm {player}",
        "footer.offline": "Works offline after your first visit.",
    },
}

LANG = "en"
LEVELS = ("random", "easy", "medium", "hard")


def t(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, with ``{name}`` filled in."""
    template = TEXT[LANG].get(key) or TEXT["en"].get(key, key)
    return template.format(**values) if values else template


def counts_text(counts: list[int] | tuple[int, ...]) -> str:
    counts = sorted(counts)
    if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}–{counts[-1]}"
    return ", ".join(map(str, counts))


def menu_html(games: list[dict[str, object]]) -> str:
    """The game cards of the menu; the same markup at build time and in the page."""
    if not games:
        return f'<li class="empty">{html.escape(t("menu.none"))}</li>'
    cards = []
    for game in games:
        gid = html.escape(str(game["id"]))
        title = html.escape(str(game["title"]))
        players = html.escape(t("menu.players", counts=counts_text(game["players"])))  # type: ignore[arg-type]
        cards.append(
            f'<li><button class="card" type="button" data-game="{gid}">'
            f'<span class="card-title">{title}</span><span class="card-meta">{players}</span>'
            f"</button></li>"
        )
    return "".join(cards)
