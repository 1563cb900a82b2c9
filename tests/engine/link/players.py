"""Seats of one game played by messages, each its own ``Seat``, and the truth beside them.

Every message one seat sends is taken by every other seat, in the order sent, as the
devices of a game would pass them on; nothing else travels between them.  Beside the
seats the harness keeps what no device may know: the true game, dealt with each deck's
true order as soon as every seat has begun its shuffle (the order follows from all
the seats' seeds), so each seat's knowledge can be compared with the truth.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from parlour import registry
from parlour.chance import PUBLIC, shown_to
from parlour.core import GameState
from parlour.fair import derive, wire
from parlour.fair.shuffle import final_order
from parlour.link import invite as invite_module
from parlour.link import Invite, Seat, header
from parlour.link.envelope import LINK_CHARS, LONGEST_NAME, Envelope, link_chars, split


@dataclass
class Players:
    invite: Invite
    seats: list[Seat]
    truth: GameState
    rng: random.Random
    messages: list[str] = field(default_factory=list)
    keys_only: int = 0
    """Messages with neither a move nor a shuffle step nor a seed: keys alone."""
    keys_only_at: list[GameState] = field(default_factory=list)
    """The true game when each keys-only message was sent."""
    plies: int = 0
    seeds: Counter[str] = field(default_factory=Counter)
    """How many seats have revealed their seed of each deck."""
    used: set[str] = field(default_factory=set)
    """Every deck the true game has used so far."""
    retired: set[str] = field(default_factory=set)
    """Decks whose seeds went out when the game used them no more: none may come back."""
    cards: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Each deck's cards in public order as the true game dealt it (a deck begun with
    others may have begun with other codes: ``Seat`` names it when its rules deal it)."""

    @staticmethod
    def sit(game: str, players: int, options: dict[str, Any], seed: int) -> Players:
        """Seats at a new table (with ``seeded``, the same decks each run)."""
        invite = Invite.new(game, players, options)
        seats = [Seat.new(invite, seat, 1000 * seed + seat) for seat in range(players)]
        truth = registry.get(game).opening(players, invite.options)
        return Players(invite, seats, truth, random.Random(f"link/{game}/{players}/{seed}"))

    def true_order(self, deck: str) -> tuple[str, ...]:
        """The deck as the seats' seeds together shuffle it (the test's knowledge only)."""
        shuffles = [seat.fair.shuffle(deck) for seat in self.seats]
        plan = shuffles[0].plan
        seeds = {s: shuffle.own.seed for s, shuffle in enumerate(shuffles)}
        codes = self.cards.get(deck, plan.codes)
        return tuple(codes[i] for i in final_order(plan, seeds))

    def follow_truth(self) -> None:
        """Deal the true game each deck every seat has begun."""
        while self.truth.chance is not None:
            deck = self.truth.chance.deck
            if not all(deck in seat.fair.shuffles for seat in self.seats):
                return
            self.cards[deck] = self.truth.chance.cards
            self.truth = self.truth.deal(self.true_order(deck))
            self.used.add(deck)

    def sender(self) -> int | None:
        actions = [seat.action for seat in self.seats]
        if all(action == "over" for action in actions):
            return None
        senders = [s for s, action in enumerate(actions) if action in ("move", "send")]
        assert len(senders) == 1, f"every device names one next sender: {actions}"
        return senders[0]

    def step(self) -> str | None:
        """One message: its sender's (a random legal move when it is to move), taken by
        every other seat.  None when the game is over and every seed is in."""
        sender = self.sender()
        if sender is None:
            return None
        seat = self.seats[sender]
        move = ""
        if seat.action == "move":
            legal = seat.legal_moves()
            assert sorted(legal) == sorted(map(str, self.truth.legal_moves()))
            move = self.rng.choice(legal)
        text, self.seats[sender] = seat.send(move)
        if header.read(text).keys_only:
            self.keys_only += 1
            self.keys_only_at.append(self.truth)
        before = self.truth
        if move:
            self.truth = self.truth.apply(self.truth.parse_move(move))
            self.plies += 1
        self.check_seeds(seat, text, before if move else None)
        for other in range(len(self.seats)):
            if other != sender:
                self.seats[other] = self.seats[other].receive(text)
        self.messages.append(text)
        self.follow_truth()
        return text

    def links(self) -> list[tuple[int, tuple[str, ...]]]:
        """The messages so far as the site's links carry them: each seat's messages in a
        row are its outbox, sent in as few links as keep each within a chat's 4,000
        characters (``envelope.split``); each link with its sender."""
        runs: list[tuple[int, list[str]]] = []
        for text in self.messages:
            sender = header.read(text).seat
            if runs and runs[-1][0] == sender:
                runs[-1][1].append(text)
            else:
                runs.append((sender, [text]))
        game, table = self.invite.game, self.invite.table
        return [
            (sender, part)
            for sender, texts in runs
            for part in split(game, table, sender, tuple(texts))
        ]

    def play(self, check: bool = True) -> None:
        self.follow_truth()
        while self.step() is not None:
            if check:
                self.check_knowledge()

    def check_seeds(self, seat: Seat, text: str, moved_from: GameState | None) -> None:
        """docs/fair-deal.md, "The end: seeds": ``seat``'s message ``text`` reveals its seed of
        exactly the decks with nothing left to hide in the true game once its move is made:
        shuffled, and every position shown to every seat, or the deck no longer in use (dealt,
        and the round it served over: it never comes back; a deck begun with others and not
        dealt yet is not done with), or the game over.  And a move
        (made from ``moved_from``) comes only once every seed of each deck the game no longer
        uses is in: every device has checked a hand's deal before the next hand's moves."""
        message = wire.from_bytes(wire.from_text(text), checked=False)
        named = {shuffle.plan.wire_name: deck for deck, shuffle in seat.fair.shuffles.items()}
        sent = [named[s.deck] for s in message.sections if isinstance(s, wire.Seed)]
        masks = in_use(self.truth)
        assert not self.retired & set(masks), "a deck whose seeds went out is in use again"
        # a deck begun with others and not dealt yet is waiting, not done with: its seed
        # would show every card of it before the rules do
        waiting = {deck for deck in seat.fair.shuffles if deck not in self.used | set(masks)}
        assert not waiting & set(sent), f"seat {seat.seat} reveals {sent} before they are dealt"
        due = {
            deck
            for deck, shuffle in seat.fair.shuffles.items()
            if shuffle.done
            and seat.seat not in shuffle.seeds
            and (
                self.truth.is_over
                or (deck not in masks and deck in self.used)
                or (deck in masks and set(masks[deck]) == {PUBLIC})
            )
        }
        assert set(sent) == due, f"seat {seat.seat} reveals {sent}, owes {sorted(due)}"
        # an open deck's seeds go out in its steps, taken before the message's move (the
        # last with the step that lets the first actor move, the deck used by the deal only)
        self.seeds.update(
            named[s.deck] for s in message.sections if isinstance(s, wire.Step) and s.seed
        )
        if moved_from is not None:
            finished = self.used - set(in_use(moved_from))
            unchecked = sorted(d for d in finished if self.seeds[d] < len(self.seats))
            assert not unchecked, f"a move is made before every seed of {unchecked} is in"
        self.used |= set(masks)
        self.retired |= {deck for deck in sent if deck not in masks}
        self.seeds.update(sent)

    def check_knowledge(self) -> None:
        """No seat can read, nor holds in its game, a card the rules have not shown it."""
        shown = self.truth.shown()
        for seat in self.seats:
            allowed = shown_to(shown, seat.seat)
            readable = {
                (deck, p) for deck, shuffle in seat.fair.shuffles.items() for p in shuffle.known
            }
            live = {(deck, p) for deck, p in readable if deck in shown}
            assert live <= allowed, f"seat {seat.seat} reads {sorted(live - allowed)[:3]}"
            known = {(d, p) for d, cards in seat.engine.known.items() for p in cards}
            assert {(d, p) for d, p in known if d in shown} <= allowed

    def check_export(self, seat: Seat) -> None:
        """What the device stores: restored from it alone, the seat reads no card it was
        not shown, and its stand-ins are not the true deck where many cards are unseen."""
        stored = seat.export()
        restored = Seat.restore(stored)
        assert restored.messages == seat.messages and restored.engine.moves == seat.engine.moves
        shown = self.truth.shown()
        allowed = shown_to(shown, seat.seat)
        for deck, shuffle in restored.fair.shuffles.items():
            if deck not in shown:
                continue
            assert {(deck, p) for p in shuffle.known} <= allowed
            truth = self.true_order(deck)
            unseen = [p for p in range(len(truth)) if (deck, p) not in allowed]
            stand_ins = restored.engine.orders.get(deck)
            if stand_ins and len(unseen) >= 10 and len({truth[p] for p in unseen}) >= 5:
                assert tuple(stand_ins) != truth, f"seat {seat.seat} holds {deck}"
        data = json.loads(stored)
        assert set(data) == {"version", "invite", "seat", "entropy", "fair", "checkpoint"}


def in_use(state: GameState) -> dict[str, tuple[int, ...]]:
    """Each deck the game uses in ``state``, with its masks: at a chance state, the decks
    the state uses once its deal is made (each deck dealt in turn in its public order), and
    every deck of the deal at the deal's own masks (docs/fair-deal.md, "The end: seeds")."""
    masks = {}
    for _ in range(8):
        if state.chance is None:
            break
        masks[state.chance.deck] = state.chance.dealt
        state = state.deal(state.chance.cards)
    return {**state.shown(), **masks}


def seeded(monkeypatch: Any, seed: int) -> None:
    """Every shuffle seed drawn from a generator seeded with ``seed`` (a device draws them
    from ``secrets``), and the table id fixed: the same test deals the same decks each run."""
    rng = random.Random(f"seeds/{seed}")
    monkeypatch.setattr(derive, "new_seed", lambda: rng.randbytes(32))
    monkeypatch.setattr(invite_module.secrets, "token_urlsafe", lambda n: "test-tbl")


def assert_links_fit_a_chat(table: Players) -> int:
    """Every link of the game so far is within a chat's 4,000 characters, and each deal's
    set-up links (those with a shuffle step, in a row) are at most 2k - 1 for k players,
    the first move in the last of them or the next; the largest link's characters."""
    game, players = table.invite.game, len(table.seats)
    links = table.links()
    sizes = [
        link_chars(Envelope(game, table.invite.table, sender, LONGEST_NAME, "", texts))
        for sender, texts in links
    ]
    assert max(sizes) <= LINK_CHARS, max(sizes)
    stepped = [any("step" in header.read(text).kinds for text in texts) for _, texts in links]
    runs, run = [], 0
    for has_step in (*stepped, False):
        if has_step:
            run += 1
        elif run:
            runs.append(run)
            run = 0
    # Colomino with three or more: the first actor's last step of the first pass, one more
    # (docs/fair-deal.md, "Every deck of a deal is shuffled in the same messages")
    assert max(runs) <= 2 * players - (0 if game == "colomino" and players > 2 else 1), runs
    return max(sizes)


def assert_punto_keys_only_after_a_full_set_up(table: Players) -> None:
    """Punto: a keys-only message comes only in a later round's set-up, after a set-up
    message whose points, the seeds the last round retires and the keys of the cards shown
    to everyone passed 3,850 characters together (a team game's: issue 36), so that some of
    those keys waited; never in the first round."""
    since_move: list[header.Header] = []
    for text in table.messages:
        read = header.read(text)
        if read.keys_only:
            assert any("step" in m.kinds and "seed" in m.kinds for m in since_move), since_move
        since_move = [] if read.move else [*since_move, read]
