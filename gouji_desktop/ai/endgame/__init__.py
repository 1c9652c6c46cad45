"""The end of a deal, when few cards are left.

- :mod:`.lines`: sure winners and going-out lines, exactly (the planner's and the search's).
- :mod:`.capped`: normal's small, capped endgame search over guessed hands.
- :mod:`.exact`: endings where every card is known, solved exactly (alpha-beta).
"""
