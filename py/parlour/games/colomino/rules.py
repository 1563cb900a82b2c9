"""Colomino rules: the spec, the deal and reading positions back from JSON.

The four games share the pack and the deal; the set-scoring games
(Sideways, Fourways, Threeways) are ``ScoringState`` and Domino is
``DominoState``.  The project's model of the rules, with every decision,
is docs/rules/colomino.md.
"""

from __future__ import annotations

from typing import Any

from parlour.core import JSON, BadOption, BadPosition, GameSpec, OptionSpec, rng_for
from parlour.games.colomino.cards import (
    BY_LEFT, COLOURED_MASK, FULL_MASK, LEFT_PERM, RIGHT_PERM, STAR_TAB, TABS, cards_of, mask_of,
)
from parlour.games.colomino.common import (
    count_field, field, parse_link, parse_mask, parse_place, seat_field, visible_counts,
)
from parlour.games.colomino.domino import STARS_IN_LOOP, DominoState
from parlour.games.colomino.moves import Link, Place
from parlour.games.colomino.scoring import LEFT, SET_SIZE, ScoringState, follow_slots
from parlour.games.colomino.view import VARIANTS, set_from_json

SCORING_PLAYER_COUNTS = (2, 4, 6)
"""r2: Sideways, Fourways and Threeways are for two, four or six players."""

SPEC = GameSpec(
    id="colomino",
    title="Colomino",
    rules_version="1",
    player_counts=(2, 3, 4, 5, 6),
    options=(OptionSpec("variant", "sideways", VARIANTS,
                        "Sideways, Fourways, Threeways (sets, 2/4/6 players) or Domino (2-6)",
                        only_for=tuple((variant, SCORING_PLAYER_COUNTS)
                                       for variant in VARIANTS if variant != "domino")),),
)

ColominoState = ScoringState | DominoState


def check_players(variant: str, players: int) -> None:
    if variant != "domino" and players not in SCORING_PLAYER_COUNTS:
        raise BadOption(f"Colomino {variant.title()} is for 2, 4 or 6 players (two sides "
                        f"seated alternately), not {players}; Domino takes 2 to 6")


def deal(players: int, variant: str, seed: int) -> tuple[int, ...]:
    """Shuffle and deal out all the cards one at a time from seat 0 (r4; stars only in Domino)."""
    pack = list(cards_of(FULL_MASK if variant == "domino" else COLOURED_MASK))
    rng_for(seed, "deal").shuffle(pack)
    return tuple(mask_of(pack[seat::players]) for seat in range(players))


def new_state(players: int, options: dict[str, Any], seed: int) -> ColominoState:
    variant = options.get("variant", "sideways")
    if variant not in VARIANTS:
        raise BadOption(f"unknown Colomino variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    SPEC.check_players(players)
    check_players(variant, players)
    hands = deal(players, variant, seed)
    if variant == "domino":
        return DominoState(players, seed, hands, excluded=(0,) * players)
    return ScoringState(variant, players, seed, hands, excluded=(0,) * players,
                        must_hold=((),) * players)


# --- reading positions ---------------------------------------------------------------

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
    if variant == "domino":
        state: ColominoState = _domino_from_json(data, players, seed, hands, excluded)
    else:
        state = _scoring_from_json(data, variant, players, seed, hands, excluded)
    if state.current_player is not None and not state.hands[state.current_player] \
            and not (isinstance(state, DominoState) and state.played):
        raise BadPosition("the seat to move holds no cards")
    return state


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


def _scoring_from_json(data: JSON, variant: str, players: int, seed: int,
                       hands: tuple[int, ...], excluded: tuple[int, ...]) -> ScoringState:
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
    must_hold = _seat_list(data, "must_hold", players,
                           lambda groups: tuple(parse_mask(g, "must_hold") for g in groups)
                           if isinstance(groups, list) else _bad("must_hold entries are lists"))
    return ScoringState(variant, players, seed, hands, table, seat_field(data, "turn", players),
                        count_field(data, "cant_count", players - 1), mask_of(passed),
                        seat_field(data, "last_player", players), sets, excluded, must_hold)


def _bad(message: str) -> Any:
    raise BadPosition(message)


def _check_set(variant: str, placements: tuple[Place, ...], complete: bool) -> None:
    """A set starts at the origin and every card follows the placement rule."""
    size = SET_SIZE[variant]
    if complete != (len(placements) == size) or len(placements) > size:
        raise BadPosition(f"a {variant} set has {size} cards when complete, fewer when open or void")
    if placements and (placements[0].x, placements[0].y) != (0, 0):
        raise BadPosition("a set starts with its first card at 0,0")
    for k in range(1, len(placements)):
        move = placements[k]
        fits = [s for s in follow_slots(variant, placements[:k]) if (s.x, s.y) == (move.x, move.y)
                and (LEFT_PERM if s.column == LEFT else RIGHT_PERM)[move.card][move.orient] == s.perm]
        if not fits:
            raise BadPosition(f"{move} does not follow the preceding card in {variant}")


def _domino_from_json(data: JSON, players: int, seed: int, hands: tuple[int, ...],
                      excluded: tuple[int, ...]) -> DominoState:
    chain = tuple(parse_link(link) for link in field(data, "chain", list))
    _check_chain(chain)
    _check_cards(FULL_MASK, hands, [link.card for link in chain])
    return DominoState(players, seed, hands, chain, seat_field(data, "turn", players),
                       count_field(data, "played", 52), count_field(data, "idle", players),
                       excluded)


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
