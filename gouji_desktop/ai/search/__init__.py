"""The hard level's search: the heuristic's options weighed by playing guessed deals to their end.

- :mod:`.hard`: :class:`~.hard.HardAgent`, its :class:`~.hard.SearchConfig` and
  :class:`~.hard.SearchReport` (determinized Monte-Carlo search).
- :mod:`.candidates`: the options it compares (every structurally different choice).
- :mod:`.rollout`: one guessed deal played to its end with one policy for every seat.
- :mod:`.deadline`: the clock that keeps a decision within its budget.
"""
