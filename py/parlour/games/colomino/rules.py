"""Colomino rules: the spec, the deal, and full states rebuilt from a view for bots.

The four games share the pack and the deal; the set-scoring games
(Sideways, Fourways, Threeways) are ``ScoringState`` and Domino is
``DominoState``.  The project's model of the rules, with every decision,
is docs/rules/colomino.md.
"""

from __future__ import annotations

import random
from typing import Any

from parlour.chance import Chance, Order
from parlour.core import BadOption, GameSpec, GameState, OptionSpec, SeededDealer, View, rng_for
from parlour.core import settle
from parlour.games.colomino.cards import COLOURED_MASK, FULL_MASK, NAMES, mask_of
from parlour.games.colomino.deal import deal_hidden
from parlour.games.colomino.pack import pack_of
from parlour.games.colomino.domino import DominoState, side_burden
from parlour.games.colomino.scoring import ScoringState
from parlour.games.colomino.view import VARIANTS, ColominoView

SCORING_PLAYER_COUNTS = (2, 4, 6)
"""r2: Sideways, Fourways and Threeways are for two, four or six players."""

SPEC = GameSpec(
    id="colomino",
    title="Colomino",
    rules_version="1",
    player_counts=(2, 3, 4, 5, 6),
    options=(
        OptionSpec(
            "variant",
            "sideways",
            VARIANTS,
            "Sideways, Fourways, Threeways (sets, 2/4/6 players) or Domino (2-6)",
            only_for=tuple(
                (variant, SCORING_PLAYER_COUNTS) for variant in VARIANTS if variant != "domino"
            ),
        ),
    ),
)

ColominoState = ScoringState | DominoState


def check_players(variant: str, players: int) -> None:
    if variant != "domino" and players not in SCORING_PLAYER_COUNTS:
        raise BadOption(
            f"Colomino {variant.title()} is for 2, 4 or 6 players (two sides "
            f"seated alternately), not {players}; Domino takes 2 to 6"
        )


def shuffle_from_seed(state: GameState, chance: Chance) -> Order:
    """Colomino's seeded dealer: the pack as ``rng_for(seed, "deal")`` shuffles it (r4)."""
    pack = list(pack_of(state.variant if isinstance(state, ScoringState) else "domino"))
    rng_for(state.seed, "deal").shuffle(pack)
    return tuple(NAMES[c] for c in pack)


DEALER = SeededDealer(shuffle_from_seed)
"""Colomino's seeded dealer (``Game.dealer``)."""


def new_state(players: int, options: dict[str, Any], seed: int) -> ColominoState:
    """The game before the deal: the pack waits to be shuffled and dealt out from seat 0."""
    variant = options.get("variant", "sideways")
    if variant not in VARIANTS:
        raise BadOption(
            f"unknown Colomino variant {variant!r}; choose one of {', '.join(VARIANTS)}"
        )
    SPEC.check_players(players)
    check_players(variant, players)
    empty = (0,) * players
    if variant == "domino":
        return DominoState(players, seed, empty, excluded=empty, dealing=True)
    return ScoringState(
        variant, players, seed, empty, excluded=empty, must_hold=((),) * players, dealing=True
    )


def seeded_start(players: int, options: dict[str, Any], seed: int) -> ColominoState:
    """The deal as the seeded dealer makes it (lessons and tests start here)."""
    state = settle(new_state(players, options, seed), DEALER)
    assert isinstance(state, (ScoringState, DominoState))
    return state


# --- determinization -----------------------------------------------------------------


def _cards_out(view: ColominoView) -> int:
    """Cards no hand can hold: on the table, in finished sets, in the chain."""
    placed = [p.card for p in view.table] + [link.card for link in view.chain]
    placed += [p.card for result in view.sets for p in result.placements]
    return mask_of(placed)


def determinize_view(view: View, rng: random.Random) -> ScoringState | DominoState:
    """A full state consistent with ``view``: unseen cards dealt at random, honouring
    every "can't play" and "pass" (D33), with a fresh seed."""
    assert isinstance(view, ColominoView)
    if view.dealing:
        return new_state(view.players, {"variant": view.variant}, rng.getrandbits(32))
    if view.revealed:
        return state_for(view, view.revealed, rng.getrandbits(32))
    pack = FULL_MASK if view.variant == "domino" else COLOURED_MASK
    own = 0 if view.hand is None else mask_of(view.hand)
    hidden = [s for s in range(view.players) if s != view.player]

    def full_hands(dealt: dict[int, int]) -> tuple[int, ...]:
        return tuple(own if s == view.player else dealt[s] for s in range(view.players))

    def agrees_with_result(dealt: dict[int, int]) -> bool:
        """A Domino side with no burden left would have won already (D30)."""
        if view.variant != "domino":
            return True
        burdens = side_burden(full_hands(dealt), 0), side_burden(full_hands(dealt), 1)
        return 0 not in burdens

    dealt = deal_hidden(
        pack & ~own & ~_cards_out(view),
        {s: view.hand_sizes[s] for s in hidden},
        {s: view.excluded[s] for s in hidden},
        {s: view.must_hold[s] for s in hidden} if view.must_hold else {},
        rng,
        agrees_with_result,
    )
    return state_for(view, full_hands(dealt), rng.getrandbits(32))


def state_for(view: ColominoView, hands: tuple[int, ...], seed: int) -> ScoringState | DominoState:
    """The state with the view's public facts and the given hands."""
    if view.variant == "domino":
        return DominoState(
            view.players, seed, hands, view.chain, view.turn, view.played, view.idle, view.excluded
        )
    return ScoringState(
        view.variant,
        view.players,
        seed,
        hands,
        view.table,
        view.turn,
        view.cant_count,
        mask_of(view.passed),
        view.last_player,
        view.sets,
        view.excluded,
        view.must_hold,
    )
