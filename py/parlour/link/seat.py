"""One seat's game played by messages: the fair deal joined to the rules.

A ``Seat`` is what one device holds: the protocol's table (``parlour.fair.Ledger``:
its own seeds and the transcript) and the game as this seat knows it
(``parlour.link.partial.PartialTable``: the public moves, the cards its seat was shown, stand-ins
for the rest), with the invitation that names the game.  It is a frozen value:
``send`` and ``receive`` return a new seat, and a refused message leaves the old
one as it was.

- ``Seat.new(invite, seat)``: a seat at the table (the host and every joiner alike);
- ``seat.action``: what this device must do now: ``"move"`` (its player chooses one
  of ``legal_moves``), ``"send"`` (a message with no move: a shuffle step, keys, its
  seeds; ``send()`` makes it), ``"wait"`` (another seat sends next) or ``"over"``;
- ``seat.send(move)`` -> (message text, seat); ``seat.receive(text)`` -> seat, or
  ``fair.Refused`` with one line;
- ``seat.checks()``: the decks checked so far (their seeds go out as soon as nothing of
  them is hidden: a Casino hand's when it ends) and the faults found in the moves they
  decide; ``seat.result()`` once every seed is in: the faults found (a claim that did not
  hold, a card not held) and the game replayed with the true decks;
- ``export()`` / ``Seat.restore(text)``: JSON text (its log and a checkpoint of the seat,
  ``checkpoint``), rebuilt from the checkpoint and the messages after it.

When the rules shuffle (a chance state), every device begins every deck of that deal
itself, shuffled in the same messages, with the seat order chosen so that the seat to
act first on the deal makes the last step, and never the host first in the game's first
deal: the invitation carries no deck (docs/fair-deal.md, "Counting messages" and "The
invitation and the first links").  A message carries, besides its move and
the steps its sender owes, its sender's key of every position the rules have shown
a seat that lacks it (``duties.reveals``).
"""

from __future__ import annotations

import dataclasses
import json
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from parlour import fair, registry
from parlour.chance import Chance, seen
from parlour.core import Game, GameState, ParlourError, Statement, settle
from parlour.link.partial import KnownDecks
from parlour.link.partial import PartialTable
from parlour.link.partial import TableError

from parlour.fair import Ledger, curve, wire

from . import checkpoint, duties, header, statements
from .invite import Invite

Action = Literal["move", "send", "wait", "over"]
SETUP_CHARS = 3_850
"""The most characters a message carrying a shuffle step may have: its link, with the
site's address and the envelope, stays within 4,000 (a chat's message; issue 36, and
``envelope.LINK_CHARS``).  Keys beyond it wait for a later message."""
ESTIMATED_HEADER = 120
"""Bytes of a set-up message besides its points and keys (its header, each deck's section
heads, a move), for ``_crowded``'s estimate."""
ESTIMATED_KEY = 19
"""Bytes of a key in a message: its position, to whom, the key seed (16)."""
Reveal = fair.Reveal
EXPORT_VERSION = 3
"""2: the invitation's short form, decks of a deal shuffled together (games kept under 1
do not restore); 3: messages of protocol version 3, a key released as its 16-byte key
seed (games kept under 2 do not restore)."""


@dataclass(frozen=True)
class Checks:
    """What a device has checked so far (``Seat.checks``)."""

    decks: tuple[str, ...]
    """The decks whose seeds are all in, each re-checked from them, in shuffle order."""
    faults: tuple[str, ...]
    """The faults those decks show in the moves and statements, each naming a seat."""


class LinkError(ParlourError):
    """A request this device cannot make now (not its turn, an illegal move, a damaged
    save); one line, and the seat is unchanged."""


@dataclass(frozen=True)
class Seat:
    invite: Invite
    seat: int
    entropy: int
    """The device's own randomness for its stand-ins (never another seat's cards)."""
    fair: Ledger
    engine: PartialTable
    seeds: Mapping[str, bytes] = field(default_factory=dict)
    """Seeds to begin decks with (a restore replays its own); otherwise fresh ones."""
    last_sender: int | None = None
    """The seat that sent the last message (None before the first)."""
    said: tuple[Statement, ...] = ()
    """What the seats said of their own cards (Cardino's opening tiles, a Domino seat out),
    checked at the reveal (``result``)."""

    @staticmethod
    def new(
        invite: Invite,
        seat: int,
        entropy: int | None = None,
        seeds: Mapping[str, bytes] | None = None,
    ) -> Seat:
        game = registry.get(invite.game)
        if not 0 <= seat < invite.players:
            raise LinkError(f"there is no seat {seat} in a {invite.players}-player game")
        entropy = secrets.randbits(64) if entropy is None else entropy
        table = Ledger.new(invite.fair_id, invite.players, seat)
        engine = PartialTable.sit(game, invite.players, invite.options, seat, entropy)
        # what nobody has said binds the stand-ins too (no Domino seat out: each holds some
        # of its burden), from the deal on
        engine = engine.agreeing(statements.facts(table, engine, ()))
        return Seat(invite, seat, entropy, table, engine, dict(seeds or {}))._settled()

    # -- what the device sees ---------------------------------------------------------------
    @property
    def state(self) -> GameState:
        """The game as this seat knows it (stand-ins where it was not shown a card)."""
        return self.engine.state

    @property
    def duty(self) -> duties.Duty:
        return duties.next_duty(self.fair, self.engine, self.last_sender)

    @property
    def next_sender(self) -> int | None:
        return self.duty.seat

    @property
    def action(self) -> Action:
        duty = self.duty
        if duty.seat is None:
            return "over"
        if duty.seat != self.seat:
            return "wait"
        can_move = self.engine.my_turn and self.engine.chance is None
        can_move = can_move and not statements.owed(self.fair, self.engine)
        if duty.kind in ("move", "keys", "step") and can_move and not self.state.is_over:
            return "move"
        return "send"

    def legal_moves(self) -> tuple[str, ...]:
        if self.action != "move":
            return ()
        return tuple(str(move) for move in self.engine.legal_moves())

    @property
    def messages(self) -> tuple[str, ...]:
        """The transcript: every message so far, sent and received."""
        return self.fair.transcript

    # -- sending ----------------------------------------------------------------------------
    def send(self, move: str = "") -> tuple[str, Seat]:
        """This seat's next message: ``move`` (when its action is "move"), the shuffle steps
        it owes, the keys the others need from it, and its seed of every deck with nothing
        left to hide (``duties.seeds_due``)."""
        action = self.action
        if action != ("move" if move else "send"):
            raise LinkError(
                {
                    "move": f"seat {self.seat} is to move: send a move",
                    "send": f"seat {self.seat} cannot move now: it owes a message with no move",
                    "wait": f"it is not seat {self.seat}'s turn: seat {self.next_sender} sends next",
                    "over": "the game is over",
                }[action]
            )
        engine = self.engine
        if move:
            try:
                parsed = str(engine.state.parse_move(move))
            except ParlourError as error:
                raise LinkError(f"{move!r} is not a move: {error}") from None
            if parsed not in self.legal_moves():
                raise LinkError(f"{parsed} is not a legal move now")
            engine, _ = engine.play(parsed)
            move = parsed
        seeds = duties.seeds_due(self.fair, engine, self.seat)
        reveal = duties.reveals(self.fair, engine, self.seat)
        said = statements.to_say(self.fair, engine, self.said)
        field = statements.joined(move, said)
        try:
            text, table = self.fair.send(field, reveal, seeds)
        except fair.Refused as error:  # its own table refuses what its own seeds make
            raise LinkError(f"the saved game does not match its own seeds: {error}") from None
        if len(text) > SETUP_CHARS and self.fair.owes():
            text, table = self._set_up_within_limit(field, reveal, seeds, engine, (text, table))
        return text, self._took(table, engine, self.seat, said)

    def _set_up_within_limit(
        self,
        field: str,
        reveal: list[Reveal],
        seeds: list[str],
        engine: PartialTable,
        made: tuple[str, Ledger],
    ) -> tuple[str, Ledger]:
        """A set-up message of at most ``SETUP_CHARS`` characters: the keys of cards shown
        to everyone stay first (a move's card, a deck's top card), then those of dealt cards
        whose readers move soonest, then early keys (``duties.early``), the nearest positions
        first; the rest wait for this seat's later messages (``duties``).  A key held back
        for a seat that moves after this one rides on this seat's move, with no message of
        its own."""
        mover, players = first_actor(engine) or 0, self.invite.players

        def wait(reveal: Reveal) -> int:
            """How many turns, from the player to move, until a reader of it moves."""
            return min((reader - mover) % players for reader in reveal.to or ())

        now = duties.reveals(self.fair, engine, self.seat, ahead=False)
        shared = [r for r in now if r.to is None]
        dealt = sorted((r for r in now if r.to is not None), key=wait)
        ahead = sorted((r for r in reveal if r not in now), key=lambda r: r.position)
        # The shared keys are cut last: only where the deck's points, the seeds the deal
        # retires and they alone pass the limit (a Punto team round's later set-up message,
        # 3,891 characters; with every key it was 4,811: past a chat's 4,000 in one link).
        ordered = shared + dealt + ahead
        # The message's bytes without any of these keys; each cut adds back the keys it keeps.
        bare = len(wire.from_text(made[0])) - self.fair.keys_size(reveal)

        def fits(kept: int) -> bool:
            size = bare + self.fair.keys_size(ordered[:kept])
            return wire.text_size(size) <= SETUP_CHARS

        kept = next((k for k in range(len(ordered) - 1, -1, -1) if fits(k)), 0)
        return self.fair.send(field, ordered[:kept], seeds)

    def _took(self, table: Ledger, engine: PartialTable, sender: int, said: str) -> Seat:
        """The seat once a message of ``sender`` is taken: what it said recorded, the
        stand-ins brought to agree with it, the deals and cards it allows settled."""
        said_all = (*self.said, *statements.heard(engine, sender, said, self.fair, table))
        engine = engine.agreeing(statements.facts(table, engine, said_all))
        seat = dataclasses.replace(
            self, fair=table, engine=engine, last_sender=sender, said=said_all
        )._settled()
        if sender == self.seat or not seat.engine.pending or _stepped(self.fair, table):
            # A message with a shuffle step may leave keys for later (cut at SETUP_CHARS):
            # a key it does not bring says nothing of what the rules show.
            return seat
        return dataclasses.replace(seat, engine=_unopened(table, seat.engine, sender))

    # -- receiving --------------------------------------------------------------------------
    def receive(self, text: str, kept: bool = False) -> Seat:
        """The seat once ``text`` is taken, or ``fair.Refused`` (one line); this seat is kept.
        ``kept``: taken again from this device's store (``Ledger.receive``)."""
        text = text.strip()
        try:
            message = header.read(text)
        except wire.Unreadable as error:
            raise fair.Damaged(f"message is not readable: {error}") from None
        duty = self.duty
        expected = duty.seat
        moved: list[PartialTable] = []

        def check_move(sender: int, text: str, table: Ledger) -> str | None:
            move, said = statements.split(text)
            engine = _absorbed(table, self.engine, learn=False)
            table = _named(table, engine)
            if engine.chance is not None:
                return "the cards are still being dealt"
            if sender != expected or engine.state.current_player != sender:
                return f"it is not seat {sender}'s turn"
            if statements.owed(table, engine):
                return "the players have not all shown the tiles that find who starts"
            if said:
                try:
                    heard = statements.heard_with_move(table, engine, sender, said)
                except ParlourError as error:
                    return str(error)
                engine = dataclasses.replace(
                    engine, facts=statements.facts(table, engine, (*self.said, *heard))
                )
            cards = {
                key: card
                for key, card in _readable(table).items()
                if card and key[1] not in engine.known.get(key[0], {})
            }
            try:
                moved.append(engine.receive(sender, move, cards, partial=True))
            except (TableError, ParlourError) as error:
                return str(error)
            return None

        table = self.fair.receive(text, check_move, kept)
        if message.seat != expected:
            raise fair.Refused(
                f"message #{message.number} is from seat {message.seat}, "
                f"but seat {expected} sends next"
            )
        engine = moved[0] if moved else self.engine
        move, said = statements.split(message.move)
        if not move and duty.kind == "move":
            raise fair.Refused(f"seat {message.seat} must move, not send keys alone")
        if not kept:
            self._check_seeds_in(table, engine, message)
        try:
            return self._took(table, engine, message.seat, said)
        except (TableError, ValueError, ParlourError) as error:
            raise fair.Refused(f"message #{message.number}: {error}") from None

    def _check_seeds_in(self, table: Ledger, engine: PartialTable, message: header.Header) -> None:
        """Refuses a message that holds back a seed its sender owes: a seat that stacked a
        deal would rather not show it, and its next message must.  A kept message is not
        asked again: it was taken when it came, under the rules of its day."""
        held = [
            deck
            for deck in duties.seeds_due(self.fair, engine, message.seat)
            if message.seat not in table.shuffles[deck].seeds
        ]
        if held:
            raise fair.Refused(
                f"seat {message.seat} holds back its seed of deck '{held[0]}', which has "
                f"nothing left to hide: its message #{message.number} must reveal it"
            )

    # -- the deals and the cards, as the keys come ---------------------------------------------
    def _settled(self) -> Seat:
        """Begin the decks of the deal the rules wait for, deal them once this seat can read,
        learn the cards it waits for: whatever the messages so far allow."""
        table, engine = self.fair, _absorbed(self.fair, self.engine)
        chance = engine.chance
        shuffling = any(not shuffle.done for shuffle in table.shuffles.values())
        if chance is not None and chance.deck not in table.shuffles and not shuffling:
            table = _begun(table, engine, self.seeds)
            engine = _absorbed(table, engine)
        return dataclasses.replace(self, fair=_named(table, engine), engine=engine)

    # -- the checks, deck by deck, and the end -------------------------------------------------
    def revealed_orders(self) -> dict[str, tuple[str, ...]]:
        """Each deck whose seeds are all in (and checked as they came), as dealt, in the order
        the decks were shuffled."""
        orders = {deck: self.fair.deck_order(deck) for deck in self.fair.shuffles}
        return {deck: order for deck, order in orders.items() if order is not None}

    def true_orders(self) -> dict[str, tuple[str, ...]] | None:
        """Every deck as dealt, once every seed is in (and checked); else None."""
        orders = self.revealed_orders()
        return orders if len(orders) == len(self.fair.shuffles) else None

    def checks(self) -> Checks:
        """What this device has checked so far: the decks whose seeds are all in (each
        shuffle re-done from its seeds when the last came: a stacked deal is refused then,
        by name), and the faults found in the moves and statements those decks decide
        (each names a seat): the game's moves replayed as far as those decks go."""
        orders = self.revealed_orders()
        return Checks(tuple(orders), self.faults(orders, self.replayed(orders)))

    def result(self) -> tuple[tuple[str, ...], GameState]:
        """At the end: the faults found (each names a seat), and the game replayed with the
        true decks and the moves played."""
        orders = self.true_orders()
        if orders is None:
            raise LinkError("the seeds are not all in yet: the game cannot be checked")
        truth = self.replayed(orders)
        return self.faults(orders, truth), truth[-1]

    def faults(
        self, orders: Mapping[str, tuple[str, ...]], truth: tuple[GameState, ...]
    ) -> tuple[str, ...]:
        """What the moves and statements the decks ``orders`` decide show wrong (``truth``:
        the game replayed with them)."""
        return self.engine.verify(orders) + statements.audit(self.engine, orders, truth, self.said)

    def replayed(self, orders: Mapping[str, tuple[str, ...]]) -> tuple[GameState, ...]:
        game = registry.get(self.invite.game)
        return replayed(game, self.invite, orders, self.engine.moves)

    # -- storing ----------------------------------------------------------------------------
    def export(self) -> str:
        """What the device keeps: the invitation, its seat, its entropy, the protocol's log
        (its own seeds and every message) and the checkpoint of the seat as it is now
        (``checkpoint``: what taking the log found, bound to it).  No card another seat
        holds is in it."""
        return json.dumps(
            {
                "version": EXPORT_VERSION,
                "invite": self.invite.to_text(),
                "seat": self.seat,
                "entropy": self.entropy,
                "fair": json.loads(self.fair.export()),
                "checkpoint": checkpoint.made(self),
            }
        )

    @staticmethod
    def restore(text: str) -> Seat:
        """The seat ``export`` stored: from its checkpoint, then every message after it
        taken again; or, with no checkpoint (or one of another version), every message
        taken again (its own, as it made them; the others', with every check but the one
        made when they came that their points are in the group: each is decompressed only
        if it is read).  ``LinkError`` (one line) for a checkpoint that does not match the
        log or is damaged: the store was changed, and nothing in it is trusted."""
        return Seat.restore_counting(text)[0]

    @staticmethod
    def restore_counting(text: str) -> tuple[Seat, int]:
        """``restore``, and how many stored messages it took again (0 from a checkpoint
        that covers them all)."""
        try:
            data = json.loads(text)
            if data.get("version") != EXPORT_VERSION:
                raise LinkError("the saved game is of another version")
            invite = Invite.from_text(data["invite"])
            log = data["fair"]["log"]
            seat_number, entropy = int(data["seat"]), int(data["entropy"])
            seeds = seeds_of(log)
            texts = [entry[1] for entry in log if entry[0] == "message"]
        except (ValueError, KeyError, TypeError, IndexError):
            raise LinkError("the saved game is damaged: it does not read") from None
        try:
            resumed = checkpoint.resumed(data.get("checkpoint"), invite, seat_number, entropy, log)
        except checkpoint.CheckpointRefused as error:
            if error.log_differs:
                # The log was changed: taken in full, its own checks name what (a seed that
                # is not the one committed to); if they find nothing, the checkpoint was.
                Seat.new(invite, seat_number, entropy, seeds)._retaken(texts)
            raise LinkError(str(error)) from None
        if resumed is None:
            seat, covered = Seat.new(invite, seat_number, entropy, seeds), 0
        else:
            seat = Seat(
                invite,
                seat_number,
                entropy,
                resumed.table,
                resumed.engine,
                seeds,
                resumed.last_sender,
                resumed.said,
            )
            covered = resumed.covered
        return seat._retaken(texts[covered:]), len(texts) - covered

    def _retaken(self, texts: list[str]) -> Seat:
        """The seat with stored messages taken again: its own as it made them, the others'
        with every check but that their points are in the group (``receive(kept=True)``)."""
        seat = self
        for text in texts:
            message = header.read(text)
            seat = (
                seat._resent(text, message.move)
                if message.seat == seat.seat
                else seat.receive(text, kept=True)
            )
        return seat

    def _resent(self, text: str, field: str) -> Seat:
        """This seat's own stored message taken again: its move replayed on the game, the
        message applied to the protocol's table as made (no shuffle step made again)."""
        engine = self.engine
        move, said = statements.split(field)
        if move:
            if move not in self.legal_moves():
                raise LinkError(f"the saved game is damaged: {move} is not legal there")
            engine, _ = engine.play(move)
        try:
            table = self.fair.resent(text)
        except fair.Refused as error:  # a seed changed after its commitment went out
            raise LinkError(f"the saved game is damaged: {error}") from None
        return self._took(table, engine, self.seat, said)


def seeds_of(log: Sequence[Sequence[str]]) -> dict[str, bytes]:
    """This seat's seed of each deck its stored log began (a restore begins them again)."""
    return {entry[1]: bytes.fromhex(entry[3]) for entry in log if entry[0] == "begin"}


def replayed(
    game: Game, invite: Invite, orders: Mapping[str, tuple[str, ...]], moves: tuple[str, ...]
) -> tuple[GameState, ...]:
    """The game replayed with the true decks: the dealt opening, then the state after each
    move, up to the first move they refuse or the first deal of a deck not among them
    (none: the opening's own deck is not)."""
    dealer = KnownDecks(orders)
    try:
        states = [settle(game.opening(invite.players, invite.options), dealer)]
    except ParlourError:
        return ()
    for move in moves:
        state = states[-1]
        try:
            states.append(settle(state.apply(state.parse_move(move)), dealer))
        except ParlourError:
            break
    return tuple(states)


HOST = 0
"""The seat of the device that made the invitation."""


def _begun(table: Ledger, engine: PartialTable, seeds: Mapping[str, bytes]) -> Ledger:
    """``table`` with every deck of the deal the engine waits for begun, in one seat order:
    they are shuffled in the same messages.  A deck's cards may rest on an earlier deck of
    the deal (Punto's seat decks on the neutral cards shared, in the open): it begins with
    the cards the deal in public order gives it, and is named when the rules deal it."""
    chances = duties.deal_chances(engine)
    actor = first_actor(engine)
    order = shuffle_order(actor, table.seats, not table.shuffles, _crowded(chances, actor))
    for chance in chances:
        table = table.begin(
            chance.deck,
            chance.cards,
            seed=seeds.get(chance.deck),
            order=order,
            open=chance.public,
            exchange=False,  # no game here shows a card to some seats but not all
            tag=format(len(table.shuffles), "x"),  # a deck's name in every section
        )
    return table


def _crowded(chances: list[Chance], actor: int | None) -> bool:
    """Whether the last set-up message, by the seat to act first, would pass
    ``SETUP_CHARS`` with its keys of every card the deal shows the others (Colomino with
    four players or more): the keys it held back would ride on its first moves, in the
    same link as that step."""
    points = sum(len(chance.cards) for chance in chances if not chance.public)
    keys = sum(
        1
        for chance in chances
        if not chance.public
        for mask in chance.dealt
        if mask and not (actor is not None and mask == 1 << actor)
    )
    size = ESTIMATED_HEADER + points * curve.POINT_BYTES + keys * ESTIMATED_KEY
    return wire.text_size(size) > SETUP_CHARS


def shuffle_order(
    actor: int | None, players: int, opening: bool, crowded: bool = False
) -> tuple[int, ...]:
    """The seats in the order they shuffle: the seat to act first on the deal makes the
    last of the 2k - 1 steps (it reads its cards, and can move, in that same message), or,
    ``crowded``, the last step of the first pass (its keys go on there, and those the step
    has no room for ride on its first move, the link after the set-up).  The game's first
    deal is never begun by the host: its invitation carries no deck, so a friend's first
    link does; with two players, when the host acts first, it then moves in the link
    after the last step (docs/fair-deal.md, "The invitation")."""
    actor = 0 if actor is None else actor
    at = players - 1 if crowded and players > 2 else players - 2
    order = [(actor - at + offset) % players for offset in range(players)]
    if opening and order[0] == HOST:
        other = players - 1 if at != players - 1 else players - 2
        order[0], order[other] = order[other], order[0]
    return tuple(order)


def first_actor(engine: PartialTable) -> int | None:
    """The seat to act first once the deal the engine waits for is made (or the player to
    move, with no deal waiting).  The deal is tried with the cards in their public order:
    who acts first must not rest on them."""
    chance = engine.chance
    if chance is None:
        return engine.state.current_player
    return duties.dealt_ahead(engine).current_player


def _stepped(before: Ledger, after: Ledger) -> bool:
    """Whether a message taken between ``before`` and ``after`` made a shuffle step."""
    return any(
        deck not in before.shuffles or len(shuffle.decks) != len(before.shuffles[deck].decks)
        for deck, shuffle in after.shuffles.items()
    )


def _unopened(table: Ledger, engine: PartialTable, sender: int) -> PartialTable:
    """``engine`` no longer waiting for positions whose only key missing is ``sender``'s,
    which its message just now did not open: by its reckoning the rules do not show them,
    and a stand-in made them shown (which of two equal Cardino tiles a placement shows
    rests on the rack).  Kept as it was if no stand-ins agree."""
    stale = set()
    for deck, position in engine.pending:
        shuffle = table.shuffles.get(deck)
        if shuffle is None or not shuffle.keys_out(sender):
            continue
        missing = {
            holder
            for holder in range(table.seats)
            if not duties.has_key(shuffle, holder, engine.seat, position)
        }
        if missing == {sender}:
            stale.add((deck, position))
    if not stale:
        return engine
    try:
        return engine.not_shown(frozenset(stale))
    except TableError:
        return engine


def _readable(table: Ledger) -> dict[tuple[str, int], str | None]:
    """Every card this seat can read, by (deck, position)."""
    found: dict[tuple[str, int], str | None] = {}
    for deck, shuffle in table.shuffles.items():
        for position in shuffle.known:
            found[(deck, position)] = table.card(deck, position)
    return found


def _absorbed(table: Ledger, engine: PartialTable, learn: bool = True) -> PartialTable:
    """``engine`` with the decks it waits for dealt (once each shuffle is done, or only this
    seat's last step is left) and every card it can now read learned (unless ``learn`` is
    False: before a move is taken, the cards go with the move).  A card may be
    shown where the stand-ins did not say: whether Cardino's tile is a rack's lowest
    rests on the rack, which its holder alone knows, so the holder shows it."""
    for _ in range(duties.MAX_DECKS_A_DEAL):
        chance = engine.chance
        if chance is not None and chance.deck in table.shuffles:
            shuffle = table.shuffles[chance.deck]
            if not (shuffle.done or shuffle.only_mine_left(engine.seat)):
                return engine
            if shuffle.plan.size != len(chance.cards):
                raise fair.Refused(
                    f"deck '{chance.deck}' was begun with {shuffle.plan.size} cards, "
                    f"but the rules deal {len(chance.cards)}"
                )
            cards = {
                (chance.deck, p): chance.cards[i]
                for p, i in shuffle.known.items()
                if seen(chance.dealt[p], engine.seat)
            }
            engine = engine.dealt(cards, partial=True)
            continue
        break
    if engine.chance is not None or not learn:
        return engine
    table = _named(table, engine)
    cards = {
        key: card
        for key in _readable(table)
        if key[0] in engine.orders
        and key[1] not in engine.known.get(key[0], {})
        and (card := table.card(*key)) is not None
    }
    return engine.learn(cards, partial=True) if cards else engine


def _named(table: Ledger, engine: PartialTable) -> Ledger:
    """``table`` with each deck the rules have dealt named by the cards they dealt (a deck
    begun with others before the deal that gives its cards: ``_begun``)."""
    unnamed = {deck for deck, shuffle in table.shuffles.items() if shuffle.names is None}
    for state in engine.states:  # in the order dealt: every device names them alike
        if not unnamed:
            break
        chance = state.chance
        if chance is not None and chance.deck in unnamed:
            table = table.name(chance.deck, chance.cards)
            unnamed.discard(chance.deck)
    return table
