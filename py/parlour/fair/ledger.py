"""A seat's side of the fair deal: the transcript, its shuffles, and every check on receipt.

``Ledger`` is one device's state for one game: frozen, so ``receive`` and ``send``
return a new table and a refused message leaves the old one as it was. The game
side (the join) uses it so:

- ``Ledger.new(game, seats, seat)``; ``table.begin(deck, codes, first)`` on every
  device when the rules start a shuffle (no message: the codes are the rules'; decks
  begun together are shuffled in the same messages; ``open=True`` for a deck every seat
  sees as dealt, ``order=`` any seat order); ``table.name(deck, codes)`` once the rules
  know the cards of a deck begun before they did;
- ``table.send(move, reveal=[Reveal(...)], seeds=[deck])`` -> (text, table): one
  message with the move, this seat's shuffle steps now due, the keys the reveals
  need from this seat, and the seeds it reveals;
- ``table.receive(text, check_move)`` -> table, or ``Refused`` with one line;
- ``card(deck, position)``, ``is_public``, ``shuffled``, ``owes``, ``deck_order``;
  ``keys_size(reveal)``: the bytes those keys would take in this seat's next message.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from . import audit, curve, derive, wire
from .shuffle import Plan, Shuffle, final_order, make_step

MoveCheck = Callable[[int, str, "Ledger"], str | None]
"""The game side's check of a received move: (seat, move, the table with the message's
keys applied) -> None if legal, else what is wrong, in a few words."""
MAX_SEATS = 6


class Refused(ValueError):
    """A message that fails a check: ``str()`` is one line saying what is wrong."""


class Damaged(Refused):
    """A message that does not read as one (cut short, mistyped, a character changed): the
    checksum or the layout, before any check of its meaning."""


@dataclass(frozen=True)
class Reveal:
    """Make ``position`` of ``deck`` readable by the seats ``to`` (None: by every seat)."""

    deck: str
    position: int
    to: frozenset[int] | None = None


@dataclass(frozen=True)
class Ledger:
    game: str
    seats: int
    seat: int
    head: bytes
    transcript: tuple[str, ...] = ()
    shuffles: dict[str, Shuffle] = dataclasses.field(default_factory=dict)
    log: tuple[tuple[str, ...], ...] = ()
    """What ``export`` stores: ("begin", deck, "order;kind;tag", seed hex, *codes) (order the
    seats joined by commas, kind "open" and/or "unsealed"), ("name", deck, *codes) and
    ("message", text)."""

    @staticmethod
    def new(game: str, seats: int, seat: int) -> Ledger:
        if not 2 <= seats <= MAX_SEATS or not 0 <= seat < seats:
            raise ValueError(f"a table of 2 to {MAX_SEATS} seats, and a seat in it")
        if not 0 < len(game.encode()) <= 40:
            raise ValueError("a game id of 1 to 40 bytes")
        head = hashlib.sha256(derive.LABEL + derive.frame("transcript", game, seats)).digest()
        return Ledger(game, seats, seat, head)

    # --- starting a shuffle -------------------------------------------------------

    def begin(
        self,
        deck: str,
        codes: Iterable[str],
        first: int = 0,
        seed: bytes | None = None,
        order: Iterable[int] | None = None,
        open: bool = False,
        exchange: bool = True,
        tag: str = "",
    ) -> Ledger:
        """Start shuffling ``deck`` (its cards in public order), ``first`` shuffling first
        and the others in seat order after it, or the seats in ``order``.  ``open``: a deck
        shown to every seat when dealt (``shuffle``: no points, seeds in the steps).  Decks
        begun together are shuffled in the same messages: ``send`` makes every step owed.
        ``exchange``: each seat publishes an exchange point, so keys of this deck can be
        sealed to one seat; ``tag``: the deck's name on the wire, if not ``deck``."""
        if deck in self.shuffles:
            raise ValueError(f"deck '{deck}' was already shuffled in this game: give it a new id")
        if not 0 < len(deck.encode()) <= 40:
            raise ValueError("a deck id of 1 to 40 bytes")
        if not 0 <= first < self.seats:
            raise ValueError(f"the first shuffler is a seat of this table, not {first}")
        seats = (
            tuple((first + offset) % self.seats for offset in range(self.seats))
            if order is None
            else tuple(order)
        )
        if sorted(seats) != list(range(self.seats)):
            raise ValueError(f"a shuffle's order names every seat once, not {seats}")
        plan = Plan(self.game, deck, tuple(codes), seats, open, exchange and not open, tag)
        if any(other.plan.wire_name == plan.wire_name for other in self.shuffles.values()):
            raise ValueError(f"deck '{deck}' would have another deck's name on the wire")
        if not 2 <= plan.size <= wire.MAX_COUNT:
            raise ValueError("a deck of at least 2 cards")
        seed = seed if seed is not None else derive.new_seed()
        shuffle = Shuffle(plan, derive.Secrets(seed, plan.size))
        kind = ("open" if plan.open else "") + ("" if plan.exchange else " unsealed")
        how = ";".join((",".join(map(str, seats)), kind.strip(), tag))
        entry = ("begin", deck, how, seed.hex(), *plan.codes)
        return dataclasses.replace(
            self, shuffles={**self.shuffles, deck: shuffle}, log=(*self.log, entry)
        )

    def name(self, deck: str, codes: Iterable[str]) -> Ledger:
        """The cards of ``deck`` as the rules name them, once they know (a deck begun with
        others before the deal that gives its cards: Punto's seat decks after the neutral
        cards are shared).  The shuffle is of positions: its points and digest keep the
        codes it began with, which every device chose alike."""
        names = tuple(codes)
        shuffle = self.shuffles[deck]
        if len(names) != shuffle.plan.size:
            raise ValueError(f"deck '{deck}' has {shuffle.plan.size} cards, not {len(names)}")
        table = self._replace(deck, names=names)
        if names == shuffle.plan.codes:
            return table
        return dataclasses.replace(table, log=(*self.log, ("name", deck, *names)))

    # --- questions ----------------------------------------------------------------

    def shuffle(self, deck: str) -> Shuffle:
        return self.shuffles[deck]

    def card(self, deck: str, position: int) -> str | None:
        """The card at ``position`` if this seat has been shown it, else None."""
        shuffle = self.shuffles[deck]
        index = shuffle.known.get(position)
        return None if index is None else shuffle.codes[index]

    def is_public(self, deck: str, position: int) -> bool:
        return position in self.shuffles[deck].public

    def shuffled(self, deck: str) -> bool:
        return self.shuffles[deck].done

    def owes(self) -> tuple[str, ...]:
        """The decks whose next shuffle step is this seat's (the next ``send`` makes it)."""
        return tuple(
            deck
            for deck, shuffle in self.shuffles.items()
            if not shuffle.done and shuffle.plan.seat_of(len(shuffle.decks)) == self.seat
        )

    def deck_order(self, deck: str) -> tuple[str, ...] | None:
        """The whole deck in dealt order, once every seat has revealed its seed and all checked."""
        shuffle = self.shuffles[deck]
        if not shuffle.audited:
            return None
        return tuple(shuffle.codes[index] for index in final_order(shuffle.plan, shuffle.seeds))

    # --- sending ------------------------------------------------------------------

    def send(
        self, move: str = "", reveal: Iterable[Reveal] = (), seeds: Iterable[str] = ()
    ) -> tuple[str, Ledger]:
        """This seat's next message, and the table once it is sent: ``move`` (opaque here),
        the shuffle steps this seat owes, the keys ``reveal`` needs from it, and its seeds
        of ``seeds``. A seed shows everything this seat could read in that shuffle (its
        keys, and the keys sealed to it): send it once every card is shown or the game is
        over. Raises ValueError for a request this seat cannot make; the table is kept."""
        steps = [self._my_step(deck) for deck in self.owes()]
        working = self
        for step in steps:
            named = dataclasses.replace(step, deck=self._deck_named(step.deck))
            working = working._with_step(self.seat, named)
        sections: list[wire.Section] = list(steps)
        sections += working._key_sections(reveal, working._keys_for)
        for deck in seeds:
            if self.seat in working.shuffles[deck].seeds:
                continue  # an open deck's: revealed in its step
            if not working.shuffles[deck].done:
                raise ValueError(f"deck '{deck}' is not shuffled yet: its seed must wait")
            shuffle = self.shuffles[deck]
            sections.append(wire.Seed(shuffle.plan.wire_name, shuffle.own.seed))
        message = wire.Message(
            self.game, self.seat, len(self.transcript), self.head, move, tuple(sections)
        )
        text = wire.to_text(wire.to_bytes(message))
        return text, self._apply(text, message, None)

    def _my_step(self, deck: str) -> wire.Step:
        shuffle = self.shuffles[deck]
        plan, step = shuffle.plan, len(shuffle.decks)
        first_own = step == plan.order.index(self.seat)
        reveals = plan.open and step == plan.key_step(self.seat)
        commitment = (
            derive.commitment(self.game, deck, self.seat, shuffle.own.seed)
            if first_own and not reveals  # a seed revealed at once needs no commitment
            else None
        )
        digest = plan.digest if step == 0 else None
        if plan.open:
            seed = shuffle.own.seed if reveals else None
            return wire.Step(plan.wire_name, step, wire.Points(()), digest, commitment, None, seed)
        before = shuffle.decks[-1] if shuffle.decks else plan.points
        return wire.Step(
            plan.wire_name,
            step,
            wire.Points.of(make_step(plan, step, before, shuffle.own)),
            digest,
            commitment,
            shuffle.own.exchange_point if first_own and plan.exchange else None,
        )

    def keys_size(self, reveal: Iterable[Reveal]) -> int:
        """The bytes the keys of ``reveal`` take in this seat's next message (their sections
        as ``send`` makes them), counted without working out any key."""
        return sum(map(wire.section_size, self._key_sections(reveal, self._key_slots)))

    def _key_sections(
        self, reveal: Iterable[Reveal], keys_for: Callable[[Reveal, list[wire.Key]], list[wire.Key]]
    ) -> list[wire.Keys]:
        """The keys of ``reveal`` from this seat, a section a deck, none twice: each made by
        ``keys_for`` (the reveal, the deck's keys so far)."""
        keys: dict[str, list[wire.Key]] = {}
        for wanted in reveal:
            keys.setdefault(wanted.deck, []).extend(keys_for(wanted, keys.get(wanted.deck, [])))
        return [
            wire.Keys(self.shuffles[deck].plan.wire_name, tuple(found))
            for deck, found in keys.items()
            if found
        ]

    def _keys_for(self, wanted: Reveal, already: list[wire.Key]) -> list[wire.Key]:
        shuffle = self.shuffles[wanted.deck]
        if not shuffle.keys_out(self.seat):
            raise ValueError(f"this seat's keys for deck '{wanted.deck}' are not on yet")
        slots = self._key_slots(wanted, already)
        key = shuffle.own.key_seeds[wanted.position]
        return [
            wire.Key(slot.position, slot.to, key)
            if slot.to == wire.EVERYONE
            else wire.Key(
                slot.position,
                slot.to,
                derive.seal(key, self._pad(shuffle, self.seat, slot.to, slot.position)),
            )
            for slot in slots
        ]

    def _key_slots(self, wanted: Reveal, already: list[wire.Key]) -> list[wire.Key]:
        """The keys ``wanted`` needs from this seat beyond ``already``: whom each goes to,
        its value left zero bytes (the pads cost a curve multiplication each)."""
        shuffle = self.shuffles[wanted.deck]
        if not 0 <= wanted.position < shuffle.plan.size:
            raise ValueError(f"deck '{wanted.deck}' has no position {wanted.position}")
        audience = frozenset(range(self.seats)) if wanted.to is None else wanted.to
        if not audience or not audience <= frozenset(range(self.seats)):
            raise ValueError(f"a reveal to seats of this table, not {sorted(audience)}")
        position = wanted.position
        if shuffle.plan.open:
            return []  # every card is shown by the seeds
        sent = {(k.position, k.to) for k in already}
        if (self.seat, position) in shuffle.clear or (position, wire.EVERYONE) in sent:
            return []
        if self.seat not in audience or len(audience) == self.seats:
            return [wire.Key(position, wire.EVERYONE, bytes(wire.KEY_BYTES))]
        return [
            wire.Key(position, to, bytes(wire.KEY_BYTES))
            for to in sorted(audience - {self.seat})
            if (self.seat, to, position) not in shuffle.sealed and (position, to) not in sent
        ]

    def _pad(self, shuffle: Shuffle, sender: int, to: int, position: int) -> bytes:
        """The pad between ``sender`` and ``to``; this seat must be one of them."""
        if not shuffle.plan.exchange:
            raise ValueError(
                f"deck '{shuffle.plan.deck}' was begun without exchange points: no key of it "
                "can be sealed"
            )
        other = to if sender == self.seat else sender
        shared = derive.shared_point(shuffle.own.exchange, shuffle.commitments[other][1])
        return derive.pad(shared, self.game, shuffle.plan.deck, sender, to, position)

    # --- receiving ----------------------------------------------------------------

    def peek(self, text: str, checked: bool = True) -> wire.Message:
        """The message's fields, read without any check of its meaning (the join may look
        at the move first, to begin the shuffles the move starts); ``checked``: see
        ``wire.from_bytes``."""
        try:
            return wire.from_bytes(wire.from_text(text), checked)
        except wire.Unreadable as error:
            raise Damaged(f"message is not readable: {error}") from error

    def receive(self, text: str, check_move: MoveCheck | None = None, kept: bool = False) -> Ledger:
        """The table once ``text`` is taken, or ``Refused``; this table stays as it was.
        ``kept``: a message this device took before, read again from its store (a
        restore), whose points were checked to be in the group when it came."""
        message = self.peek(text, checked=not kept)
        if wire.to_text(wire.to_bytes(message)) != text:
            raise Refused("message is not in its one canonical form")
        self._check_header(message)
        return self._apply(text, message, check_move)

    def _check_header(self, message: wire.Message) -> None:
        if message.game != self.game:
            raise Refused(f"message is from another game ('{message.game}', not '{self.game}')")
        if message.seat >= self.seats:
            raise Refused(
                f"message names seat {message.seat}, but the table has {self.seats} seats"
            )
        if message.seat == self.seat:
            raise Refused(f"message claims to be from this device's own seat {self.seat}")
        expected = len(self.transcript)
        if message.number < expected:
            raise Refused(f"message #{message.number} was already received (a replay)")
        if message.number > expected:
            raise Refused(f"message #{message.number} is out of order: #{expected} comes next")
        if message.previous != self.head:
            raise Refused(
                f"message #{message.number} follows another transcript: an earlier message or move differs"
            )

    def _apply(self, text: str, message: wire.Message, check_move: MoveCheck | None) -> Ledger:
        table = self
        for section in message.sections:
            section = dataclasses.replace(section, deck=self._deck_named(section.deck))
            if isinstance(section, wire.Step):
                table = table._with_step(message.seat, section)
            elif isinstance(section, wire.Keys):
                table = table._with_keys(message.seat, section)
            else:
                table = table._with_seed(message.seat, section)
        table = table._read_cards()
        if check_move is not None and message.move:
            problem = check_move(message.seat, message.move, table)
            if problem:
                raise Refused(f"seat {message.seat}'s move '{message.move}' is refused: {problem}")
        head = hashlib.sha256(self.head + wire.from_text(text)).digest()
        return dataclasses.replace(
            table,
            head=head,
            transcript=(*self.transcript, text),
            log=(*table.log, ("message", text)),
        )

    def _deck_named(self, wire_name: str) -> str:
        """The deck a section names by its name on the wire (``Plan.tag``)."""
        for deck, shuffle in self.shuffles.items():
            if shuffle.plan.wire_name == wire_name:
                return deck
        return wire_name

    def _shuffle_for(self, deck: str) -> Shuffle:
        if deck not in self.shuffles:
            raise Refused(f"deck '{deck}' has not begun here")
        return self.shuffles[deck]

    def _replace(self, deck: str, **changes: object) -> Ledger:
        shuffle = dataclasses.replace(self.shuffles[deck], **changes)  # type: ignore[arg-type]
        return dataclasses.replace(self, shuffles={**self.shuffles, deck: shuffle})

    def _with_step(self, sender: int, section: wire.Step) -> Ledger:
        shuffle = self._shuffle_for(section.deck)
        plan, deck = shuffle.plan, section.deck
        expected = len(shuffle.decks)
        if shuffle.done:
            raise Refused(f"deck '{deck}' is already shuffled: seat {sender} sends a step too many")
        if section.step != expected:
            raise Refused(
                f"seat {sender} sends step {section.step} of deck '{deck}', but step {expected} comes next"
            )
        owner = plan.seat_of(expected)
        if owner != sender:
            raise Refused(
                f"step {expected} of deck '{deck}' is seat {owner}'s, not seat {sender}'s"
            )
        if expected == 0 and section.digest != plan.digest:
            raise Refused(
                f"seat {sender} shuffles another deck '{deck}': its cards or seat order differ"
            )
        first_own = expected == plan.order.index(sender)
        committed = first_own and not (plan.open and expected == plan.key_step(sender))
        if committed != (section.commitment is not None):
            raise Refused(
                f"seat {sender}'s step {expected} of deck '{deck}' must {'' if committed else 'not '}carry its commitment"
            )
        if plan.open:
            return self._with_open_step(sender, section)
        exchanged = first_own and plan.exchange
        if exchanged != (section.exchange is not None) or section.seed is not None:
            raise Refused(
                f"seat {sender}'s step {expected} of deck '{deck}' must carry an exchange point "
                "with its commitment, and no seed"
            )
        if len(section.points) != plan.size:
            raise Refused(
                f"seat {sender}'s step {expected} of deck '{deck}' has {len(section.points)} cards, not {plan.size}"
            )
        if len(set(section.points.encodings)) != plan.size:
            raise Refused(f"seat {sender}'s step {expected} of deck '{deck}' holds one card twice")
        commitments = shuffle.commitments
        if section.commitment is not None:
            exchange = section.exchange if section.exchange is not None else curve.G
            commitments = {**commitments, sender: (section.commitment, exchange)}
        return self._replace(
            deck,
            decks=(*shuffle.decks, section.points),
            commitments=commitments,
            carried=(*shuffle.carried, len(self.transcript)),
        )

    def _with_open_step(self, sender: int, section: wire.Step) -> Ledger:
        """A step of an open deck: a commitment on the sender's first, its seed (which must
        match it) on its key step, and no points, keys or exchange point.  The last seat
        commits and reveals in one step: its seed is its commitment's."""
        shuffle = self.shuffles[section.deck]
        plan, deck, step = shuffle.plan, section.deck, section.step
        reveals = step == plan.key_step(sender)
        if (
            len(section.points)
            or section.exchange is not None
            or reveals != (section.seed is not None)
        ):
            raise Refused(
                f"seat {sender}'s step {step} of open deck '{deck}' must carry no cards, and "
                f"{'its' if reveals else 'not its'} seed"
            )
        commitments = dict(shuffle.commitments)
        if section.commitment is not None:
            commitments[sender] = (section.commitment, curve.G)
        seeds = shuffle.seeds
        if section.seed is not None:
            commitment = derive.commitment(self.game, deck, sender, section.seed)
            if commitment != commitments.setdefault(sender, (commitment, curve.G))[0]:
                raise Refused(
                    f"seat {sender}'s seed for deck '{deck}' is not the one it committed to"
                )
            seeds = {**seeds, sender: section.seed}
        return self._replace(
            deck,
            decks=(*shuffle.decks, section.points),
            commitments=commitments,
            seeds=seeds,
            carried=(*shuffle.carried, len(self.transcript)),
        )

    def _with_keys(self, sender: int, section: wire.Keys) -> Ledger:
        shuffle = self._shuffle_for(section.deck)
        deck = section.deck
        if not shuffle.keys_out(sender):
            raise Refused(f"seat {sender} releases keys for deck '{deck}' before putting them on")
        clear, sealed, mine = dict(shuffle.clear), dict(shuffle.sealed), dict(shuffle.mine)
        for key in section.keys:
            where = f"position {key.position} of deck '{deck}'"
            if key.position >= shuffle.plan.size:
                raise Refused(
                    f"seat {sender} sends a key for {where}, which the deck does not have"
                )
            if key.to == wire.EVERYONE and key.key != shuffle.seeded_key(
                sender, key.position, key.key
            ):
                raise Refused(f"seat {sender}'s key for {where} is not the one its seed gives")
            if key.to == wire.EVERYONE:
                value = key.key
                if clear.get((sender, key.position), value) != value:
                    raise Refused(f"seat {sender} sent two different keys for {where}")
                clear[(sender, key.position)] = value
            elif not shuffle.plan.exchange:
                raise Refused(
                    f"seat {sender} seals a key for {where}, but the deck has no exchange points"
                )
            elif key.to >= self.seats or key.to == sender:
                raise Refused(
                    f"seat {sender} seals a key for {where} to seat {key.to}, which cannot take it"
                )
            else:
                sealed[(sender, key.to, key.position)] = key.key
                if key.to != self.seat:
                    continue
                value = derive.seal(key.key, self._pad(shuffle, sender, self.seat, key.position))
            if sender != self.seat:
                if mine.get((sender, key.position), value) != value:
                    raise Refused(f"seat {sender} sent two different keys for {where}")
                mine[(sender, key.position)] = value
        return self._replace(deck, clear=clear, sealed=sealed, mine=mine)

    def _read_cards(self) -> Ledger:
        """Reads every position newly readable here, and marks the newly public ones."""
        table = self
        for deck, shuffle in self.shuffles.items():
            if not (shuffle.done or shuffle.only_mine_left(self.seat)):
                continue
            if shuffle.plan.open:
                table = table._opened(deck)
                continue
            known = dict(shuffle.known)
            public = {
                position
                for position in range(shuffle.plan.size)
                if all((seat, position) in shuffle.clear for seat in shuffle.plan.order)
            }
            for position in range(shuffle.plan.size):
                if position in known or not shuffle.readable(position, self.seat):
                    continue
                index = self._decrypt(shuffle, position)
                if index in known.values():
                    other = next(p for p, i in known.items() if i == index)
                    raise Refused(
                        f"position {position} of deck '{deck}' holds the card already at position "
                        f"{other} ({shuffle.plan.codes[index]}): a card is duplicated"
                    )
                known[position] = index
            if known != shuffle.known or public != shuffle.public:
                table = table._replace(deck, known=known, public=frozenset(public))
        return table

    def _opened(self, deck: str) -> Ledger:
        """An open deck with every seed but perhaps this seat's own in: every card read."""
        shuffle = self.shuffles[deck]
        if shuffle.known:
            return self
        seeds = {**shuffle.seeds, self.seat: shuffle.own.seed}
        order = final_order(shuffle.plan, seeds)
        known = dict(enumerate(order))
        return self._replace(deck, known=known, public=frozenset(known))

    def _decrypt(self, shuffle: Shuffle, position: int) -> int:
        total = 1
        for seat in shuffle.plan.order:
            total = total * shuffle.key_of(seat, position, self.seat) % curve.N
        point = curve.multiply(pow(total, -1, curve.N), shuffle.decks[-1][position])
        index = None if point is None else shuffle.plan.card_at(point)
        if index is None:
            others = sorted(set(shuffle.plan.order) - {self.seat})
            who = ", ".join(str(seat) for seat in others)
            raise Refused(
                f"position {position} of deck '{shuffle.plan.deck}' does not decrypt to a card: "
                f"a key from seat {who} is wrong"
            )
        return index

    # --- seeds and the audit ------------------------------------------------------

    def _with_seed(self, sender: int, section: wire.Seed) -> Ledger:
        shuffle = self._shuffle_for(section.deck)
        deck = section.deck
        if not shuffle.done:
            raise Refused(
                f"seat {sender} reveals its seed for deck '{deck}' before the shuffle is done"
            )
        if sender in shuffle.seeds:
            raise Refused(f"seat {sender} revealed its seed for deck '{deck}' already")
        if (
            derive.commitment(self.game, deck, sender, section.seed)
            != shuffle.commitments[sender][0]
        ):
            raise Refused(f"seat {sender}'s seed for deck '{deck}' is not the one it committed to")
        if sender != self.seat:
            fault = audit.first_fault(
                shuffle, sender, derive.Secrets(section.seed, shuffle.plan.size)
            )
            if fault:
                raise Refused(fault)
        table = self._replace(deck, seeds={**shuffle.seeds, sender: section.seed})
        checked = table.shuffles[deck]
        if checked.audited:
            order = final_order(checked.plan, checked.seeds)
            for position, index in checked.known.items():
                if order[position] != index:
                    raise Refused(
                        f"the seeds put another card at position {position} of deck '{deck}'"
                    )
        return table

    # --- storing ------------------------------------------------------------------

    def export(self) -> str:
        """What a device stores: its own seeds, the cards' public order, every message."""
        return json.dumps(
            {"game": self.game, "seats": self.seats, "seat": self.seat, "log": self.log}
        )

    def resent(self, text: str) -> Ledger:
        """This seat's own message taken again from the device's store (a restore): made
        by this seat, so applied without the checks a received message gets."""
        message = self.peek(text, checked=False)
        if message.seat != self.seat or message.number != len(self.transcript):
            raise Refused("a stored message of this seat's is not the next one")
        for section in message.sections:
            if isinstance(section, wire.Step) and section.commitment is not None:
                self._check_own_seed(self._deck_named(section.deck), section.commitment)
        return self._apply(text, message, None)

    def _check_own_seed(self, deck: str, commitment: bytes) -> None:
        """A stored seed changed after its commitment went out would only show when this
        seat reveals it, or as another seat's key that reads no card: named at once."""
        seed = self._shuffle_for(deck).own.seed
        if derive.commitment(self.game, deck, self.seat, seed) != commitment:
            raise Refused(
                f"the seed stored for deck '{deck}' is not the one this seat committed to"
            )

    def begun_from(self, entry: Sequence[str]) -> Ledger:
        """The table with the deck a stored ("begin", …) entry of ``log`` began, as it began."""
        order, kind, tag = entry[2].split(";")
        seats = [int(seat) for seat in order.split(",")]
        seed, exchange = bytes.fromhex(entry[3]), "unsealed" not in kind
        return self.begin(entry[1], entry[4:], 0, seed, seats, "open" in kind, exchange, tag)

    @staticmethod
    def restore(text: str) -> Ledger:
        """The table ``export`` stored, rebuilt by taking every message again."""
        data = json.loads(text)
        table = Ledger.new(str(data["game"]), int(data["seats"]), int(data["seat"]))
        for entry in data["log"]:
            if entry[0] == "begin":
                table = table.begun_from(entry)
            elif entry[0] == "name":
                table = table.name(entry[1], entry[2:])
            elif (message := table.peek(entry[1], checked=False)).seat == table.seat:
                table = table._apply(entry[1], message, None)
            else:
                table = table.receive(entry[1], kept=True)
        return table
