"""The weights of the heuristic (:class:`Style`) and the three sets the levels
use: normal's own, the rollouts' copy of the first normal, and the hard
level's model of the seats (normal without its endgame search)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Style:
    """The weights of the heuristic (units: one turn of the hand plan)."""

    tempo: float = 0.6  # winning the round (getting the lead)
    two: float = 0.5  # keeping a 2
    small_joker: float = 0.75
    big_joker: float = 1.0
    beat_use: float = 0.5  # keeping a high single or pair to beat with
    willing: float = 0.3  # share of possible beats an opponent actually makes
    men: float = 2.0  # holding 3s with no sure winner to play before them
    answer_bar: float = -0.15  # beat only if the beat scores above this
    let_bar: float = 0.5  # below this a beat is deferred by 让牌
    burn_bar: float = 0.4  # burn when the chain holds with this chance
    burn_mate_bar: float = 0.75  # ... a teammate's gouji hand (R-BURN: teammates are offered first)
    burn_out: float = 0.3  # a burn after which one hand is left: out at once if it holds
    urgency: float = 0.9  # extra will to stop an opponent close to going out
    open_bonus: float = 0.1  # a hand that would open (开点) for me
    deny_open: float = 0.1  # keeping an opponent from opening (开点) with the top (tribute: matches only)
    deny_out: float = 1.5  # keeping an opponent from going out after winning the round
    duel_men: float = 0.5  # share of the anti-闷 reserve weighed when answering the 对头's gouji hand
    deadly_bonus: float = 0.3  # a deadly beat of the first out's last gouji hand (R-DEADLY)
    break_burn: float = 1.5  # beating an opponent's burn: else he goes out along it, my teammate owes 烧贡
    burn_stop: float = 1.0  # weight of stopping (闷) an opponent's last hand by a burn only I may make
    feed: float = 0.6  # leading a hand a teammate with as many cards may go out on
    mate_cover: float = 0.5  # weight of a teammate after me taking the round instead
    close: int = 3  # seats with at most this many cards are about to go out
    lean: bool = False  # fewer lead options (wild cards only near the end): for rollouts
    line_horizon: int = 36  # look for going-out lines from this many cards down (a whole hand)
    # early in the game (more cards in hand than early_answer) beat less readily:
    # a round won early is worth less than the cards it costs (arena, docs/ai.md)
    early_answer: int = 24
    early_answer_bar: float = 0.25
    # ... and values the round (the lead) less: early leads shed the groups
    # likeliest to be beaten, early beats need more than the round
    early_tempo: float = 0.3
    # the capped endgame search (ai/endgame/capped.py): it runs on close calls once the
    # active seats hold at most endgame_cards cards (0: never)
    endgame_cards: int = 50
    endgame_options: int = 3  # ... among at most this many options
    endgame_close: float = 0.3  # ... scored within this of the first
    endgame_samples: int = 16  # ... on at most this many guesses of the hidden cards
    endgame_work: int = 700  # ... cards in play × options × guesses at most
    endgame_gain: float = 0.5  # ... replacing the first by one better by this many team points
    # endings where every card is known (ai/endgame/exact.py: two seats left, or
    # the others 闷) searched exactly, at most this many positions (600: about
    # 25 ms, the worst case of a decision; 0: never)
    exact_end_nodes: int = 600


NORMAL_STYLE = Style()
#: the rollouts' copy of the first normal (hard's search): no early bar, no search of its own
ROLLOUT_STYLE = Style(lean=True, line_horizon=12, early_answer=999, endgame_cards=0, exact_end_nodes=0)
#: normal as the hard level's model of the seats (planner rollouts): no search of its
#: own (the exact endings included: a solve costs a few rollouts)
MODEL_STYLE = Style(endgame_cards=0, exact_end_nodes=0)
