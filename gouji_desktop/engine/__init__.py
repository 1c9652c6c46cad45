"""Pure rules of Gouji (够级): cards, hands, games, matches, tribute.

No pygame anywhere under here.  The public face (see ENGINE_API.md):

>>> from gouji_desktop.engine import Game, Action, parse_cards
>>> g = Game.from_hands([parse_cards("8 8"), ["9"], ["10"], ["J"], ["Q"], ["K"]], leader=0)
>>> g.apply(Action.play(0, parse_cards("8 8")))[0].text()
'seat 0 leads 8S 8H'
"""

from .actions import Action, Event
from .cards import Card, format_cards, opposite, parse_cards, team_of
from .errors import IllegalAction, IllegalHand
from .game import Game
from .hands import Hand
from .kinds import ActionKind, Decision, EventKind, Phase, TopMode, TributeKind
from .match import GAMES_PER_MATCH, Match
from .rules import Rules
from .tribute import Tribute
from .view import GameView

__all__ = [
    "GAMES_PER_MATCH",
    "Action",
    "ActionKind",
    "Card",
    "Decision",
    "Event",
    "EventKind",
    "Game",
    "GameView",
    "Hand",
    "IllegalAction",
    "IllegalHand",
    "Match",
    "Phase",
    "Rules",
    "TopMode",
    "Tribute",
    "TributeKind",
    "format_cards",
    "opposite",
    "parse_cards",
    "team_of",
]
