"""The post-game review (复盘): was another choice clearly better, judged from what the player saw?

A decision is judged from the player's own view at that moment (``game.view(seat)`` and the legal
actions then), never from cards they could not see: the cards hidden from them are guessed as the
hard level guesses them (:mod:`gouji_desktop.ai.belief.sampler`), and each option is played out to the end
of the game by the seats as the normal level plays them (:mod:`gouji_desktop.ai.search.rollout`). A mark
needs a real, measured difference (:mod:`.judge`):

1. **Screen.** Every structurally different option (the hard level's
   :mod:`~gouji_desktop.ai.search.candidates`), and the chosen one exactly as played, is played out
   on the same guesses; the option that did best against the chosen one is the challenger.
2. **Confirm.** On fresh guesses, only the challenger and the choice are played out, paired. The
   mean of their difference is the choice's cost (expected team points lost), unbiased by the pick in
   step 1; its standard error says how sure that is.

A decision is marked only when the cost is at least :data:`INACCURACY` points and more than
:data:`SIGNIFICANCE` standard errors: a decision with one legal action, or whose alternatives are
within noise, is never marked. Grades by cost (docs/review.md measures how often each is wrong):
疑问 inaccuracy, 失误 mistake, 大错 blunder.

>>> from gouji_desktop.engine import Game
>>> game = Game.new(3)
>>> legal = game.legal_actions()
>>> verdict = review_decision(game.view(game.to_act), legal, legal[0], seed=1, screen=2, confirm=2)
>>> verdict.grade in GRADES and verdict.cost >= 0.0 and verdict.best in legal
True
"""

from __future__ import annotations

from .judge import (
    BLUNDER,
    GRADES,
    INACCURACY,
    MISTAKE,
    SIGNIFICANCE,
    Verdict,
    grade_for,
    review_decision,
    review_game,
)

__all__ = [
    "BLUNDER",
    "GRADES",
    "INACCURACY",
    "MISTAKE",
    "SIGNIFICANCE",
    "Verdict",
    "grade_for",
    "review_decision",
    "review_game",
]
