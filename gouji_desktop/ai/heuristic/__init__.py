"""The heuristic: how the normal level (and the hard level's model of every seat) weighs a move.

- :mod:`.situation`: what a seat knows when it decides, in compact counts.
- :mod:`.style`: the heuristic's weights (normal's own, the rollouts', the search's model).
- :mod:`.groups`: a hand's groups and whether it can go as one hand (R-BIE3).
- :mod:`.tactics`: team play on top of the hand plan (covers, stops, 闷, the order of going out).
- :mod:`.scoring`: the formulas and constants of a play's score, shared by the planner and quick.
- :mod:`.policy`: the :class:`~.policy.Planner` that scores every option of one decision.
- :mod:`.quick`: the rollouts' shortcuts: the first normal's lead and answer without a planner.
- :mod:`.prelude`: the decisions before play (还贡, 宣点, 革命, 要头/无头).
"""
