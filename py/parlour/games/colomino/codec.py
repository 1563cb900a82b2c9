"""Colomino states and views read back from JSON; BadPosition says what is wrong."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from parlour.core import JSON, BadOption, BadPosition, Outcome
from parlour.games.colomino.cards import (
    BY_LEFT,
    COLOURED_MASK,
    FULL_MASK,
    LEFT_PERM,
    RIGHT_PERM,
    STAR_TAB,
    TABS,
    cards_of,
    mask_of,
)
from parlour.games.colomino.common import (
    count_field,
    field,
    parse_card,
    parse_link,
    parse_mask,
    parse_place,
    seat_field,
    visible_counts,
)
from parlour.games.colomino.domino import STARS_IN_LOOP, DominoState
from parlour.games.colomino.moves import Link, Place
from parlour.games.colomino.pack import pack_of
from parlour.games.colomino.rules import SPEC, ColominoState, check_players, new_state
from parlour.games.colomino.scoring import LEFT, SET_SIZE, ScoringState, follow_slots
from parlour.games.colomino.sets import SetResult
from parlour.games.colomino.view import ANY, VARIANTS, ColominoView, Need, Option


def state_from_json(data: JSON) -> ColominoState:
    """The state ``to_json`` wrote; BadPosition with a clear reason for anything else."""
    variant = field(data, "variant", str)
    if variant not in VARIANTS:
        raise BadPosition(f"unknown Colomino variant {variant!r}")
    players = field(data, "players", int)
    try:
        SPEC.check_players(players)
        check_players(variant, players)
    except BadOption as error:
        raise BadPosition(str(error)) from None
    seed = field(data, "seed", int)
    hands = _seat_list(data, "hands", players, lambda v: parse_mask(v, "a hand"))
    excluded = _seat_list(data, "excluded", players, lambda v: parse_mask(v, "excluded"))
    dealing = data.get("dealing", False)
    if not isinstance(dealing, bool):
        raise BadPosition("'dealing' must be true or false")
    if dealing:
        opening = new_state(players, {"variant": variant}, seed)
        if opening.to_json() != data:
            raise BadPosition("before the deal nothing may be in any hand or on the table")
        return opening
    order = tuple(parse_card(c) for c in field(data, "order", list)) if "order" in data else ()
    if variant == "domino":
        state: ColominoState = _domino_from_json(data, players, seed, hands, excluded)
    else:
        state = _scoring_from_json(data, variant, players, seed, hands, excluded)
    if order:
        _check_order(state, order)
        state = replace(state, order=order)
    if (
        state.current_player is not None
        and not state.hands[state.current_player]
        and not (isinstance(state, DominoState) and state.played)
    ):
        raise BadPosition("the seat to move holds no cards")
    return state


def _check_order(state: ColominoState, order: tuple[int, ...]) -> None:
    """The deal's order holds the pack once, and each held card was dealt to its holder."""
    if sorted(order) != list(pack_of(state.variant)):
        raise BadPosition("the order must hold every card of the pack once")
    for position, card in enumerate(order):
        holder = next((s for s, hand in enumerate(state.hands) if hand >> card & 1), None)
        if holder is not None and holder != position % state.players:
            raise BadPosition(f"seat {holder} holds a card the deal gave another seat")


def _seat_list(data: JSON, key: str, players: int, parse: Any) -> tuple[Any, ...]:
    values = field(data, key, list)
    if len(values) != players:
        raise BadPosition(f"{key!r} needs one entry per seat ({players}), not {len(values)}")
    return tuple(parse(v) for v in values)


def _check_cards(pack: int, hands: tuple[int, ...], placed: list[int]) -> None:
    """Every card of the pack is in exactly one hand or on the table."""
    seen = 0
    for mask in (*hands, *(1 << c for c in placed)):
        if seen & mask:
            raise BadPosition(f"a card appears twice in the position ({cards_of(seen & mask)})")
        seen |= mask
    if seen != pack:
        raise BadPosition("the hands and the table do not hold exactly the pack for this game")


def _scoring_from_json(
    data: JSON,
    variant: str,
    players: int,
    seed: int,
    hands: tuple[int, ...],
    excluded: tuple[int, ...],
) -> ScoringState:
    table = tuple(parse_place(p) for p in field(data, "table", list))
    _check_set(variant, table, complete=False)
    sets = tuple(set_from_json(r) for r in field(data, "sets", list))
    for result in sets:
        _check_set(variant, result.placements, complete=not result.void)
        if (result.yellow, result.green) != visible_counts(result.placements):
            raise BadPosition("a finished set's yellow and green counts do not match its cards")
    placed = [p.card for p in table] + [p.card for r in sets for p in r.placements]
    _check_cards(COLOURED_MASK, hands, placed)
    passed = field(data, "passed", list)
    if not all(isinstance(s, int) and 0 <= s < players for s in passed):
        raise BadPosition("'passed' must list seats")
    must_hold = _seat_list(
        data,
        "must_hold",
        players,
        lambda groups: (
            tuple(parse_mask(g, "must_hold") for g in groups)
            if isinstance(groups, list)
            else _bad("must_hold entries are lists")
        ),
    )
    return ScoringState(
        variant,
        players,
        seed,
        hands,
        table,
        seat_field(data, "turn", players),
        count_field(data, "cant_count", players - 1),
        mask_of(passed),
        seat_field(data, "last_player", players),
        sets,
        excluded,
        must_hold,
    )


def _bad(message: str) -> Any:
    raise BadPosition(message)


def _check_set(variant: str, placements: tuple[Place, ...], complete: bool) -> None:
    """A set starts at the origin and every card follows the placement rule."""
    size = SET_SIZE[variant]
    if complete != (len(placements) == size) or len(placements) > size:
        raise BadPosition(
            f"a {variant} set has {size} cards when complete, fewer when open or void"
        )
    if placements and (placements[0].x, placements[0].y) != (0, 0):
        raise BadPosition("a set starts with its first card at 0,0")
    for k in range(1, len(placements)):
        move = placements[k]
        fits = [
            s
            for s in follow_slots(variant, placements[:k])
            if (s.x, s.y) == (move.x, move.y)
            and (LEFT_PERM if s.column == LEFT else RIGHT_PERM)[move.card][move.orient] == s.perm
        ]
        if not fits:
            raise BadPosition(f"{move} does not follow the preceding card in {variant}")


def _domino_from_json(
    data: JSON, players: int, seed: int, hands: tuple[int, ...], excluded: tuple[int, ...]
) -> DominoState:
    chain = tuple(parse_link(link) for link in field(data, "chain", list))
    _check_chain(chain)
    _check_cards(FULL_MASK, hands, [link.card for link in chain])
    return DominoState(
        players,
        seed,
        hands,
        chain,
        seat_field(data, "turn", players),
        count_field(data, "played", 52),
        count_field(data, "idle", players),
        excluded,
    )


def _check_chain(chain: tuple[Link, ...]) -> None:
    stars = 0
    for k, link in enumerate(chain):
        if k:
            prev = chain[k - 1]
            if (link.card, link.orient) not in BY_LEFT[RIGHT_PERM[prev.card][prev.orient]]:
                raise BadPosition(f"chain card {k + 1} ({link}) does not match the open end (r12)")
            if 0 < stars < STARS_IN_LOOP and TABS[link.card] != STAR_TAB:
                raise BadPosition(f"chain card {k + 1} ({link}) breaks the star lock (r12)")
        stars += TABS[link.card] == STAR_TAB


def view_from_json(data: JSON) -> ColominoView:
    """The view ``ColominoView.to_json`` wrote; BadPosition if it is not one."""
    variant = field(data, "variant", str)
    if variant not in VARIANTS:
        raise BadPosition(f"unknown Colomino variant {variant!r}")
    players = field(data, "players", int)
    hand = data.get("hand")
    return ColominoView(
        data.get("player"),
        variant,
        players,
        None if hand is None else tuple(parse_card(c) for c in field(data, "hand", list)),
        tuple(field(data, "hand_sizes", list)),
        field(data, "turn", int),
        tuple(parse_place(p) for p in field(data, "table", list)),
        tuple(set_from_json(r) for r in field(data, "sets", list)),
        field(data, "cant_count", int),
        tuple(field(data, "passed", list)),
        field(data, "last_player", int),
        tuple(parse_link(link) for link in field(data, "chain", list)),
        field(data, "played", int),
        field(data, "idle", int),
        tuple(parse_mask(m, "excluded") for m in field(data, "excluded", list)),
        tuple(
            tuple(parse_mask(m, "must_hold") for m in groups)
            for groups in field(data, "must_hold", list)
        ),
        tuple(_option_from_json(o) for o in field(data, "options", list)),
        _outcome_from_json(data.get("outcome")),
        tuple(parse_mask(m, "revealed") for m in data.get("revealed", [])),
        tuple(_need_from_json(n) for n in data.get("needs", [])),
        data.get("set_over") is True,
        data.get("dealing") is True,
    )


def _need_from_json(data: Any) -> Need:
    if (
        not isinstance(data, list)
        or len(data) != 4
        or not all(isinstance(v, int) for v in data[:3])
        or data[2] not in (0, 1)
        or not isinstance(data[3], str)
        or len(data[3]) != 4
        or set(data[3]) - {"R", "B", "M", ANY}
    ):
        raise BadPosition(f"{data!r} is not a need [x, y, column 0 or 1, four of R B M *]")
    return Need(data[0], data[1], data[2], data[3])


def set_from_json(data: JSON) -> SetResult:
    return SetResult(
        tuple(parse_place(p) for p in field(data, "cards", list)),
        field(data, "yellow", int),
        field(data, "green", int),
        bool(field(data, "void", bool)),
    )


def _option_from_json(data: Any) -> Option:
    if not isinstance(data, list) or len(data) != 6:
        raise BadPosition(f"{data!r} is not an option [card, orient, x, y, yellow, green]")
    return Option(parse_card(data[0]), *(int(v) for v in data[1:]))


def _outcome_from_json(data: Any) -> Outcome | None:
    if data is None:
        return None
    return Outcome.from_json(data)
