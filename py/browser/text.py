"""Every piece of UI text, in one catalogue.

build.py fills ``{{t:key}}`` in index.html from it, and main.py uses ``t``.
To add a language, add a dict under its code with the same keys.  It is a
``parlour.words.Phrasebook``, like each game's words, and speaks the one
language ``parlour.words.set_language`` sets for the page and the games alike.
"""

from __future__ import annotations

from typing import Any

from parlour.words import Phrasebook, language


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(value: object) -> str:
    """``html.escape(str(value))``: the same five characters, without importing ``html``,
    whose entity tables take ~25 ms of the page's start-up in Pyodide (issue 8)."""
    return str(value).translate(_ESCAPES)


TEXT: dict[str, dict[str, str]] = {
    "en": {
        "app.name": "Parlour",
        "app.tagline": "Classic table games, played in your browser.",
        "status.loading": "Getting the games ready…",
        "status.opening": "Opening the game…",
        "status.failed": "Something went wrong: {error}",
        "menu.heading": "Choose a game",
        "menu.players": "{counts} players",
        "menu.none": "No games yet.",
        "menu.play": "Play",
        "menu.play.label": "Play {title} against {computer}",
        "menu.options": "Options",
        "menu.options.label": "Options for {title}: players, computers and rules",
        "menu.variants": "{n} games in one: {names}",
        "menu.continue": "Continue",
        "menu.continue.label": "Continue your game of {title}",
        "menu.meta": "{players} · {length}",
        "lesson.step": "Step {n} of {total}",
        "lesson.done": "Lesson complete",
        "lesson.restart": "Start again",
        "lesson.play": "Play a real game",
        "lesson.back": "Back to your game by link",
        "lesson.back_short": "Your game",
        "setup.heading": "New game of {title}",
        "setup.players": "Players",
        "setup.seats": "Seats",
        "setup.options": "Options",
        "setup.seat": "Player {n}",
        "setup.human": "Human",
        "setup.start": "Start",
        "setup.back": "Back",
        "setup.players_for": "{option}: {value} is for {counts} players only. Change {option} to play with other numbers.",
        "play.new": "New game",
        "play.menu": "Games",
        "play.your_turn": "Your turn",
        "play.turn": "{player} to play",
        "play.thinking": "{player} is thinking…",
        "thinking.getting_ready": "The computer is getting ready…",
        "break.continue": "Continue",
        "break.wait": "Wait",
        "break.countdown": "{said}. Going on in {n} s",
        "break.waiting_now": "{said}. Waiting for you: press Continue",
        "play.cancel": "Cancel",
        "strip.you": "(you)",
        "strip.label": "Score: {scores}",
        "end.again": "Play again",
        "end.rematch": "Rematch",
        "end.setup": "New setup",
        "end.rematch_note": "Rematch: everyone moves one seat on; with two players, you swap seats.",
        "end.counted": "Counted in your record.",
        "end.skipped.undo": "Not counted in your record: undo was used.",
        "end.skipped.people": "Games between people are not counted in your record.",
        "end.scores": "Scores",
        "record.heading": "Your record at {title}",
        "record.none": "No games against the computer finished yet.",
        "record.level": "Computer",
        "record.won": "Won",
        "record.lost": "Lost",
        "record.drawn": "Drawn",
        "record.line": "{level} {won}–{lost}–{drawn}",
        "record.card": "Your record (won–lost–drawn):",
        "record.clear": "Clear record",
        "record.clear_label": "Clear your record at {title}",
        "record.clear_ask": "Clear your record at {title}? Your wins, losses and draws there are forgotten in this browser.",
        "record.clear_yes": "Clear it",
        "record.clear_no": "Keep it",
        "record.unreadable": "Your record of results could not be read ({reason}). It has been set aside in this browser under “{where}”, and a new record begun.",
        "record.kept_in_place": "Your record of results could not be read ({reason}), and this browser has no room to set it aside, so it stays as it is and nothing is counted over it.",
        "forced.notice": "Your only move, made for you in a moment: {move}",
        "play.skip": "Skip to my turn",
        "play.auto_forced": "When my only move is \u201ccan\u2019t play\u201d or a pass, make it for me",
        "play.pace": "Other players\u2019 moves:",
        "pace.slow": "slow",
        "pace.normal": "normal",
        "pace.fast": "fast",
        "play.winner": "{player} wins",
        "play.winners": "{players} win",
        "play.draw": "A draw",
        "play.you_win": "You won",
        "play.you_lose": "You lost",
        "play.illegal": "That move is not allowed: {reason}",
        "pass.heading": "Pass the device to {player}",
        "pass.button": "I'm {player}",
        "footer.offline": "Works offline after your first visit.",
        "skip.board": "Skip to the game",
        "lang.label": "Language",
        "notice.close": "Dismiss",
        "resume.text": "You have a game of {title} in progress (move {ply}).",
        "resume.new": "Your new game of {title} awaits its first move.",
        "resume.button": "Continue",
        "save.unreadable": "Your saved game could not be opened ({reason}). It has been set aside and kept in this browser under “{where}”.",
        "link.bad": "This link cannot be opened: {reason}. Any game you had in progress is untouched.",
        "query.bad": "The page address asks for something Parlour cannot set up: {reason}.",
        "link.bad_named": "This link ({link}) cannot be opened: {reason}. Any game you had in progress is untouched.",
        "save.kept_in_place": "Your saved game could not be opened ({reason}), and this browser has no room to set it aside, so it stays where it is: nothing will be saved over it until you choose. Download it, or let new games replace it.",
        "save.failed": "This game could not be saved in this browser (its storage is full or blocked). To keep it, download its record or copy its link.",
        "save.held": "This game is not being saved, so that your unreadable saved game is kept. Download that save, or let this game replace it; you can also download this game's record or copy its link.",
        "notice.download": "Download this game",
        "notice.link": "Copy its link",
        "notice.unreadable": "Download the unreadable save",
        "notice.release": "Let new games replace it",
        "share.reveals": "This game hides cards: whoever opens the link can see every hand and the order of the deck.",
        "setup.undo": "Allow undo",
        "controls.label": "Game controls",
        "play.undo": "Undo",
        "play.redo": "Redo",
        "play.hint": "Hint",
        "play.replay": "Replay",
        "play.share": "Share",
        "play.embed": "Embed",
        "play.undo_used": "(undo was used)",
        "play.board": "Game board",
        "hint.thinking": "Looking for a good move…",
        "hint.reason": "{move}. It wins about {percent}% of simulated games.",
        "hint.only": "{move}. It is the only move.",
        "hint.explained": "{move}. {reason}",
        "log.heading": "Moves",
        "log.empty": "No moves yet.",
        "log.computer": "computer",
        "replay.label": "Replay",
        "replay.first": "First position",
        "replay.prev": "Previous move",
        "replay.next": "Next move",
        "replay.last": "Last position",
        "replay.position": "Move {n} of {total}",
        "replay.exit": "Back to the game",
        "share.heading": "Share this game",
        "share.text": "Anyone who opens this link sees this exact position and can play on from it.",
        "share.link": "Link to this game",
        "share.copy": "Copy link",
        "share.copied": "Copied to the clipboard.",
        "share.copy_failed": "Select the text and copy it yourself.",
        "dialog.close": "Close",
        "undo.ask": "Undo takes back {player}'s move. {player}, do you agree?",
        "undo.yes": "Yes, take it back",
        "undo.no": "No, keep it",
        "embed.heading": "Embed this game",
        "embed.text": "Paste this into your web page to show this game there.",
        "embed.code": "HTML code",
        "embed.copy": "Copy code",
        "embed.title": "Parlour: {title}",
        "announce.move": "{text}",
        "announce.over": "Game over. {result}",
        "seat.you": "you",
        "menu.friend": "With a friend",
        "menu.friend.label": "Play {title} with a friend by link",
        "link.play_friend": "Play a friend by link",
        "link.play_friend_note": "Two people, each on their own device: every move travels as a link you send in any chat. Neither of you can see the other's cards.",
        "link.your_name": "Your name",
        "link.host_ask": "Play {title} with a friend: say your name, then send the invitation link.",
        "link.host_go": "Make the invitation",
        "link.join_ask": "{name} invites you to {title}. Say your name to join.",
        "link.join_go": "Join the game",
        "link.title": "{title} with {name}",
        "link.friend": "your friend",
        "link.send_invite": "Send this invitation link to {name}, then wait for their link back.",
        "link.send_back": "Send this link back to {name}, then wait for their link.",
        "link.send_last": "Send this last link to {name}: with it their device checks every card and move of the game.",
        "link.send_group_last": "Post this last link (no. {number}) to the group: with it every device checks every card and move of the game.",
        "link.send_to": "Send the link above to {name}.",
        "link.share": "Send…",
        "link.copy": "Copy link",
        "link.copied": "Copied: paste it in your chat.",
        "link.says.invite": "{name} invites you to {title}",
        "link.says.move": "{move}: your turn at {title}",
        "link.says.step": "{name}'s link for {title}: open it to go on",
        "link.says.over": "{name}'s last link for {title}: open it to see the result",
        "link.your_turn": "Your turn",
        "link.waiting_join": "Waiting for your friend to open the invitation and send a link back.",
        "link.waiting_move": "{name}'s turn: their next link brings their move.",
        "link.waiting_step": "Waiting for {name}'s link: it brings their part of the shuffle, so no one knows the cards.",
        "link.waiting_deal": "Waiting for {name}'s link: it brings the keys that show you your cards.",
        "link.waiting_keys": "Waiting for {name}'s link: it brings the keys that show you the cards.",
        "link.waiting_state": "Waiting for {name}'s link: it shows the tile that decides who starts.",
        "link.waiting_seeds": "Waiting for {name}'s last link: it lets this device check the whole game.",
        "link.waiting_done": "Waiting for {name}'s link.",
        "link.auto_step": "Your device has shuffled the cards.",
        "link.last": "Last move: {move}",
        "link.not_dealt": "The cards appear here once every player's device has shuffled them: no one sees them before.",
        "link.no_moves_dealt": "No moves yet: the cards are dealt.",
        "link.no_moves": "No moves yet: the cards are being shuffled by every player's device.",
        "link.fair": "Every card and move was checked: the game was fair.",
        "link.checked": "Every deal finished so far has been checked: all fair.",
        "link.unfair": "The check found a problem: {faults}",
        "link.record": "Your record against {name} at {title}: won {won}, lost {lost}, drawn {drawn}.",
        "link.again_note": "A new game with the same options: send the invitation to {name}.",
        "link.working": "Working on the link…",
        "link.kept_heading": "Your games by link",
        "link.kept_item": "{title} with {name}",
        "link.kept_you": "your turn",
        "link.kept_send": "send your link to {name}",
        "link.kept_wait": "waiting for {name}",
        "link.kept_over": "finished",
        "link.kept_you_won": "finished: you won",
        "link.kept_drawn": "finished: a draw",
        "link.kept_won_one": "finished: {names} won",
        "link.kept_won_many": "finished: {names} won",
        "link.delete": "Delete",
        "link.delete_label": "Delete the game of {title} with {name}",
        "link.delete_ask": "Delete this game? Its secret keys are only in this browser: once deleted, the game cannot go on, for you or for {name}.",
        "link.refused_bad": "This link cannot be opened: {reason}. Your games by link are unchanged.",
        "link.other_game": "it belongs to another game",
        "link.own": "This is your own link: send it to {name}. Opening it here changed nothing.",
        "link.seen": "You had opened this link already: nothing changed.",
        "link.missing": "This link comes after one you have not opened: ask {name} to send the link before it again. Your game is unchanged.",
        "link.refused": "This link was refused: {reason}. Your game is unchanged. (The check said: {detail}.)",
        "link.why.damaged": "it is damaged, cut short or mistyped on its way: ask for it again",
        "link.why.another_device": "that player's link was made on another device, or changed, and this game already took theirs",
        "link.why.check": "it fails this game's checks: it was changed, or does not follow the rules",
        "link.why.bad": "it does not read as a game by link",
        "link.unknown": "This link is for a game of {title} with {name} that this browser does not hold. Opened from a chat app? Its own browser keeps its own storage, apart from your usual browser: in the chat's menu choose “Open in browser”, or copy the link and paste it into “Paste a link” on this site, in the browser (or on the device) where you play that game.",
        "link.cut": "This link was cut short: copy the whole link again, or ask {name} to send it again. Your games by link are unchanged.",
        "link.paste": "Paste a link",
        "link.paste_hint": "copied from a chat: it opens here as if you had opened it.",
        "link.paste_open": "Open",
        "link.paste_none": "There is no game link in what you pasted: copy the whole link from the chat and paste it again.",
        "link.no_worker": "Games by link need this browser to run a background worker, and it cannot here ({reason}).",
        "link.not_kept": "This browser could not keep the game (its storage is full or blocked): it would be lost on leaving this page.",
        "link.pending": "The board shows the game as far as your device can read its cards: what your move drew shows once {name}'s link brings its key.",
        "link.backup": "Back up",
        "link.restore": "Restore a game by link from its backup file:",
        "link.restore_older": "This backup is older than the game with {name} kept in this browser: it holds {backup} of its {have} links. Restoring it replaces the newer game, and the links you sent since then cannot be made again. Restore it anyway?",
        "link.restore_kept": "Nothing was restored: the newer game is kept as it was.",
        "link.restore_bad": "This file is not a backup of a game by link: {reason}. Your games by link are unchanged.",
        "link.send_next": "{name}'s turn next, once they open the link above.",
        "link.play_group_note": "{players} people, each on their own device: you send each friend their own invitation, then every link goes to a group chat you share, and everyone opens every link. No one sees another's cards.",
        "link.host_ask_group": "Play {title} with {others} friends: say your name, then send each friend their own invitation link.",
        "link.join_ask_seat": "{name} invites you to {title} as player {number} of {players}. Say your name to join.",
        "link.player": "player {number}",
        "link.and": "{first} and {last}",
        "link.friends": "your friends",
        "link.invites_text": "Send each friend their own invitation: one link a player, opened once. After that, everyone posts every link to your group chat.",
        "link.invite_for": "Invitation for player {number}: send it to one friend only",
        "link.send_group": "Post this link (no. {number}) to the group, then wait for the next.",
        "link.send_group_next": "Post the link above to the group: {name}'s turn next, once they open it.",
        "link.send_part": "Link {part} of {parts}: send it to {name}, then the next one here (a chat message holds at most 4,000 characters).",
        "link.send_group_part": "Link {part} of {parts} (no. {number}): post it to the group, then the next one here (a chat message holds at most 4,000 characters).",
        "link.last_part": "Link {part} of {parts}. {then}",
        "link.part_copied": "Link {part} of {parts} copied: paste it in your chat, then send this one.",
        "link.says.part": "{then} (link {part} of {parts})",
        "link.says.invite_seat": "{name} invites you to {title} as player {number}",
        "link.says.group": "{name}'s link no. {number} for {title}: everyone opens it",
        "link.says.group_move": "{name}'s link no. {number} for {title}: {move}",
        "link.says.group_over": "{name}'s last link (no. {number}) for {title}: open it to see the result",
        "link.waiting_joiner": "Waiting for {name} to open their invitation and post their first link to the group.",
        "link.own_group": "This is your own link: post it to the group. Opening it here changed nothing.",
        "link.missing_group": "This link comes after one you have not opened: {name}'s link no. {number}. Open that one first (or ask {name} to post it again). Your game is unchanged.",
        "link.kept_send_group": "post your link to the group",
        "link.pending_group": "The board shows the game as far as your device can read its cards: the latest move shows once {name}'s link brings the key of the card it drew.",
        "link.not_backup": "it does not read as one",
        "play.rules": "Rules",
        # -- the deal of the day (issue 38): py/browser/ui_daily.py --
        "daily.heading": "Deal of the day",
        "daily.fun": "The same deal for everyone today (UTC), against the hard computer. It is for fun, not a ranking: anyone can work out the deal.",
        "daily.variant": "Game",
        "daily.play_today": "Play today\u2019s deal",
        "daily.play_today.label": "Play today\u2019s deal of {title}",
        "daily.play_day.label": "Play the deal of {day} at {title}",
        "daily.earlier": "Earlier days:",
        "daily.kept": "Today: {result} {score}",
        "daily.compare": "Compare with your friend",
        "daily.streak": "{n}-day streak",
        "daily.best": "Best streak: {n} days",
        "daily.streak_best": "Days played in a row: {n} (best {best}).",
        "daily.won": "won",
        "daily.lost": "lost",
        "daily.drawn": "drew",
        "daily.of": "{title}, deal of {day}",
        "daily.side.you": "You",
        "daily.side.friend": "Your friend",
        "daily.result": "Result",
        "daily.score": "Score",
        "daily.checked": "Your friend\u2019s result is checked: every move was replayed on the deal of {day}.",
        "daily.play_this": "Play this deal",
        "daily.watch.you": "Watch your game",
        "daily.watch.friend": "Watch your friend\u2019s game",
        "daily.share": "Share result",
        "daily.copy": "Copy",
        "daily.copied": "Copied: paste it in your chat.",
        "daily.share_label": "Your result, with no cards or moves in it, and its link:",
        "daily.friend": "Your friend",
        "daily.bad": "This result link cannot be opened: {reason}. Nothing kept in this browser changed.",
        "daily.unreadable": "Your daily results ({where}) could not be read ({reason}): they are left as they are, and this result was not kept.",
        "daily.not_kept": "This daily result was not kept: {reason}.",
        "daily.no_storage": "this browser\u2019s storage is full or blocked",
        "daily.unreadable_load": "Your daily results ({where}) could not be read ({reason}): they are left as they are, and no new result is kept over them.",
        "daily.quoted": "\u201c{line}\u201d",
        # The review of a finished game (issue 38): ui_review.py.
        "review.button": "Review my moves",
        "review.again": "Continue the review",
        "review.button_seat": "Review {name}\u2019s moves",
        "review.heading": "Review of your moves",
        "review.preparing": "Getting the review ready…",
        "review.progress": "Reviewing move {move} ({n} of your {total} moves)…",
        "review.stop": "Stop",
        "review.stopped": "Review stopped before move {move}: {n} of your {total} moves reviewed.",
        "review.finished": "All {total} of your moves reviewed.",
        "review.failed": "The review stopped: {reason}",
        "review.summary": "{costly} costly moves out of {count} with a choice; the costliest was move {move}, where your chance to win fell from about {best}% to {made}%.",
        "review.summary_one": "One costly move out of {count} with a choice: move {move}, where your chance to win fell from about {best}% to {made}%.",
        "review.clean": "No costly moves out of {count} with a choice: well played.",
        "review.so_far": "So far: {text}",
        "review.mark.inaccuracy": "inaccuracy",
        "review.mark.mistake": "mistake",
        "review.mark.blunder": "blunder",
        "review.item": "Move {move} {symbol} {made}",
        "review.detail": "Move {move}, {mark} ({symbol}): {made}",
        "review.cost": "It lost about {percent} points of winning chances: {made}% against {best}% for the better move.",
        "review.better": "Better: {text}",
        "review.try": "Try it",
        "review.close": "Back to the end",
        "review.trial": "A try from move {move}: play the better move and see what follows. It is not counted in your record.",
        "review.back": "Back to the review",
        "review.kept_bad": "A review kept in this browser could not be read ({reason}); it was left aside and is made again.",
    },
}

try:  # the Portuguese catalogue (py/browser/text_pt.py), when it is there
    from text_pt import PT as _PT
except ImportError:
    _PT = {}
if _PT:
    TEXT["pt"] = _PT
PAGE = Phrasebook(TEXT)

LEVELS = ("random", "easy", "medium", "hard")
LANGUAGES = {"en": "English", "pt": "Português"}


def languages() -> dict[str, str]:
    """The languages whose catalogue is present, by code."""
    return {code: name for code, name in LANGUAGES.items() if code in TEXT}


def pick_language(stored: str | None, browser: str | None) -> str:
    """The saved choice if any, else the browser's language, else English."""
    for wanted in (stored or "", browser or ""):
        code = wanted.split("-")[0].lower()
        if code in TEXT:
            return code
    return "en"


def t(key: str, **values: object) -> str:
    """The text for ``key`` in the current language, with ``{name}`` filled in (an
    unknown key shows as itself rather than breaking the page)."""
    return PAGE(key, **values) if key in TEXT["en"] else key


def counts_text(counts: list[int] | tuple[int, ...]) -> str:
    counts = sorted(counts)
    if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}–{counts[-1]}"
    return ", ".join(map(str, counts))


def menu_html(games: list[dict[str, object]]) -> str:
    """The game cards of the home page; the same markup at build time and in the page.

    Each entry comes from the build (tools/build/home.py): a picture of the board drawn by
    the game's renderer, and the game's lessons with their names in every language.
    """
    if not games:
        return f'<li class="empty">{esc(t("menu.none"))}</li>'
    return "".join(_game_card(game) for game in games)


def _said(words: object) -> str:
    """A text the build wrote in every language (tools/build/home.py), in the current one."""
    if not isinstance(words, dict):
        return ""
    return str(words.get(language()) or words.get("en") or "")


def _game_card(game: dict[str, object]) -> str:
    gid, title = esc(game["id"]), esc(game["title"])
    players = t("menu.players", counts=counts_text(game["players"]))  # type: ignore[arg-type]
    length, about = (_said(game.get(key)) for key in ("length", "about"))
    meta = t("menu.meta", players=players, length=length) if length else players
    picture = game.get("picture")
    image = (
        f'<img class="card-picture" src="./{esc(picture)}" alt="" width="168" height="126">'
        if picture
        else ""
    )
    names = _variants(game.get("variants"))
    variants = (
        f'<span class="card-variants">{esc(t("menu.variants", n=len(names), names=", ".join(names)))}</span>'
        if names
        else ""
    )
    lessons: list[dict[str, Any]] = game.get("lessons") or []  # type: ignore[assignment]
    learn = "".join(
        f'<button type="button" class="lesson-link" data-lesson="{esc(item["id"])}">'
        f"{esc(item['short'].get(language()) or item['short']['en'])}</button>"
        for item in lessons
    )
    options_label = esc(t("menu.options.label", title=game["title"]))
    return (
        f'<li class="card" data-card="{gid}">{image}'
        f'<span class="card-title">{title}</span>'
        f'<span class="card-about">{esc(about)}</span>{variants}'
        f'<span class="card-meta">{esc(meta)}</span>'
        f'<span class="card-actions">'
        f'<button type="button" class="primary" data-play="{gid}">{esc(t("menu.play"))}</button>'
        f'<button type="button" data-game="{gid}" aria-label="{options_label}">'
        f"{esc(t('menu.options'))}</button>"
        f"{_friend_button(game)}"
        f'{learn}<button type="button" data-continue="{gid}" hidden '
        f'aria-label="{esc(t("menu.continue.label", title=game["title"]))}">'
        f"{esc(t('menu.continue'))}</button></span></li>"
    )


def _friend_button(game: dict[str, object]) -> str:
    """ "With a friend": a game by link with the game's first options, for the games that
    play by link (the build marks them, tools/build/home.py)."""
    if not game.get("by_link"):
        return ""
    label = esc(t("menu.friend.label", title=game["title"]))
    return (
        f'<button type="button" data-friend="{esc(game["id"])}" aria-label="{label}">'
        f"{esc(t('menu.friend'))}</button>"
    )


def _variants(words: object) -> list[str]:
    """The names of the games a card holds (Colomino's four), in the current language."""
    if not isinstance(words, dict):
        return []
    names = words.get(language()) or words.get("en") or []
    return [str(name) for name in names]
