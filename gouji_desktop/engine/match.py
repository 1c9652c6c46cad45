"""A match (RULES.md §10): five games, tribute paid between them.

>>> m = Match.new(7)
>>> m.game.phase, len(m.games), m.finished
(<Phase.DECLARE: 'declare'>, 1, False)
"""

from __future__ import annotations

import json

from .cards import team_of
from .game import Game
from .persist import check_header, load_json, read_edition, replay_actions
from .rng import SeededRng
from .rules import Rules

GAMES_PER_MATCH = 5
MATCH_SCHEMA_VERSION = 1


class Match:
    """Five games of one table; game seeds derive from the match seed."""

    def __init__(self, seed: int, rules: Rules, games: list[Game]) -> None:
        self.seed = seed
        self.rules = rules
        self.games = games

    @classmethod
    def new(cls, seed: int, rules: Rules | None = None) -> Match:
        rules = rules or Rules()
        return cls(int(seed), rules, [Game.new(cls.game_seed(int(seed), 0), rules)])

    @staticmethod
    def game_seed(seed: int, index: int) -> int:
        return SeededRng(seed).derive(index)

    @property
    def game(self) -> Game:
        """The current game."""
        return self.games[-1]

    @property
    def number(self) -> int:
        """1-based number of the current game."""
        return len(self.games)

    @property
    def finished(self) -> bool:
        return len(self.games) == GAMES_PER_MATCH and self.game.finished

    def next_game(self) -> Game:
        """After a finished game: deal the next, its tribute (§11) first."""
        if not self.game.finished:
            raise ValueError("the current game is not finished")
        if len(self.games) >= GAMES_PER_MATCH:
            raise ValueError("the match is over")
        prev = self.game
        tribute = prev.tribute_owed() if self.rules.tribute else []
        game = Game.new(
            self.game_seed(self.seed, len(self.games)),
            self.rules,
            tribute=tribute,
            first_from=prev.places[5],  # R-FIRST: ties from the last game's 大落
        )
        game._edition = prev._edition  # a match keeps the rules edition it began under
        self.games.append(game)
        return game

    @property
    def totals(self) -> list[int]:
        """Score per seat over the finished games."""
        totals = [0] * 6
        for g in self.games:
            scores = g.scores
            if scores:
                totals = [a + b for a, b in zip(totals, scores, strict=True)]
        return totals

    @property
    def team_totals(self) -> tuple[int, int]:
        t = self.totals
        return (t[0] + t[2] + t[4], t[1] + t[3] + t[5])

    @property
    def winner(self) -> int | None:
        """The winning team (0: seats 0 2 4, 1: seats 1 3 5); None while playing or on a draw."""
        if not self.finished:
            return None
        a, b = self.team_totals
        return None if a == b else (0 if a > b else 1)

    def team_of(self, seat: int) -> int:
        return team_of(seat)

    def to_dict(self) -> dict[str, object]:
        return {
            "schema_version": MATCH_SCHEMA_VERSION,
            "kind": "gouji-match",
            "seed": self.seed,
            "rules": self.rules.to_dict(),
            "rules_edition": self.game._edition,
            "games": [[a.to_json() for a in g.history] for g in self.games],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Match:
        return cls.from_dict(load_json(text, "match"))

    @classmethod
    def from_dict(cls, data: object) -> Match:
        """Rebuild by replaying every game; ValueError says what is wrong."""
        data = check_header(data, "match", MATCH_SCHEMA_VERSION)
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("saved match seed must be an integer")
        rules = Rules.from_dict(data.get("rules"))
        games = data.get("games")
        if not isinstance(games, list) or not 1 <= len(games) <= GAMES_PER_MATCH:
            raise ValueError("saved match must hold one to five games")
        match = cls.new(seed, rules)
        match.game._edition = read_edition(data, "match")
        for g, actions in enumerate(games):
            if g:
                if not match.game.finished:
                    raise ValueError(f"saved match: game {g} is not finished but game {g + 1} follows")
                match.next_game()
            replay_actions(match.game, actions, f"saved match: game {g + 1}")
        return match

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Match)
            and (self.seed, self.rules) == (other.seed, other.rules)
            and self.games == other.games
        )

    __hash__ = None  # type: ignore[assignment]  # a match changes as it is played
