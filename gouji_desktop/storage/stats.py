"""The human player's record (seat 0): games, matches, places, team wins,
开点 (R-OPEN), burns (R-BURN) and 串三户 (R-CHUAN3), overall and by AI level.

>>> from gouji_desktop.engine import Game
>>> g = Game.from_hands(["8", "9", "10", "J", "Q", "K"], leader=0)
>>> while not g.finished:  # 8, 9, 10, J, Q: each goes out in turn
...     _ = g.apply(g.legal_actions()[0])
>>> stats = Statistics()
>>> record_game(stats, g, ("easy",) * 5), stats.overall.places, stats.level("easy").team_wins
(True, [1, 0, 0, 0, 0, 0], 1)
>>> record_game(stats, g, ("easy",) * 5)  # the same game is never counted twice
False
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, fields
from typing import cast

from gouji_desktop.engine import Game, Match

from .documents import (
    INFO,
    UPGRADED,
    Notice,
    counts,
    describe,
    field_notice,
    integer,
    number,
    parse_document,
    read_fields,
)
from .settings import AI_LEVELS

#: 1: tallies overall and by level; 2: the post-game reviews (复盘) of the player's games
STATS_VERSION = 2
STATS_KIND = "gouji-stats"
HUMAN_SEAT = 0
HUMAN_TEAM = (0, 2, 4)  # R-TEAM
MIXED = "mixed"  # the computer seats were not all of one level
LEVEL_KEYS = (*AI_LEVELS, MIXED)
RECENT_KEPT = 200
RECORD_KEY = re.compile(r"m?[0-9a-f]{1,64}")  # record_key(), "m" first for a match
REVIEWS_KEPT = 200  # the reviewed games listed one by one (the trend); older ones stay in the totals
MARK_GRADES = ("inaccuracy", "mistake", "blunder")  # 疑问, 失误, 大错 (gouji_desktop.review)
MAX_REVIEW_POINTS = 64.0  # points one game's review can find lost (its score is at most ±16)


@dataclass
class Tally:
    """Counts for seat 0; ``places[i]`` is how often it took place i
    (0 = 头科 … 5 = 大落)."""

    games: int = 0
    places: list[int] = field(default_factory=lambda: [0] * 6)
    team_wins: int = 0  # games whose team score (R-SCORE) for seats 0 2 4 was positive
    opened: int = 0  # games in which seat 0 opened (开点)
    burns_made: int = 0  # successful burns by seat 0
    burned: int = 0  # times seat 0 was burned
    chuan3_for: int = 0  # 串三户 by seat 0's team
    chuan3_against: int = 0
    points: int = 0  # sum of seat 0's scores (may be negative)
    matches: int = 0
    match_wins: int = 0
    match_draws: int = 0

    @property
    def team_win_rate(self) -> float | None:
        return self.team_wins / self.games if self.games else None

    @property
    def open_rate(self) -> float | None:
        """开点 rate."""
        return self.opened / self.games if self.games else None

    @property
    def match_win_rate(self) -> float | None:
        return self.match_wins / self.matches if self.matches else None

    @property
    def average_place(self) -> float | None:
        """1.0 = always 头科, 6.0 = always 大落."""
        return sum((i + 1) * n for i, n in enumerate(self.places)) / self.games if self.games else None


@dataclass(frozen=True)
class ReviewSummary:
    """The post-game review of one of the player's games: how many decisions it judged, how
    many it marked of each grade (疑问, 失误, 大错) and the points those lost."""

    key: str  # record_key() of the game
    decisions: int
    marks: tuple[int, int, int]  # by MARK_GRADES
    points: float

    @property
    def marked(self) -> int:
        return sum(self.marks)


@dataclass
class Reviews:
    """Every reviewed game counted (``games``, ``points``, ``marks``) and the latest ones."""

    games: int = 0
    points: float = 0.0
    marks: list[int] = field(default_factory=lambda: [0, 0, 0])
    recent: list[ReviewSummary] = field(default_factory=list)  # oldest first

    def average(self, last: int | None = None) -> float | None:
        """Points lost a reviewed game: over the ``last`` ones, or over all (None: none yet)."""
        if last is None:
            return self.points / self.games if self.games else None
        games = self.recent[-last:]
        return sum(r.points for r in games) / len(games) if games else None


@dataclass
class Statistics:
    overall: Tally = field(default_factory=Tally)
    by_level: dict[str, Tally] = field(default_factory=dict)  # keys: LEVEL_KEYS
    recorded: list[str] = field(default_factory=list)  # keys of the last games and matches counted
    reviews: Reviews = field(default_factory=Reviews)

    def level(self, key: str) -> Tally:
        return self.by_level.setdefault(key, Tally())


def record_review(stats: Statistics, summary: ReviewSummary) -> bool:
    """Count a game's review; a game reviewed again replaces its earlier review (while that is
    among the latest kept). Always True: the summary is kept."""
    reviews = stats.reviews
    earlier = next((r for r in reviews.recent if r.key == summary.key), None)
    if earlier is not None:
        reviews.recent.remove(earlier)
        reviews.games -= 1
        reviews.points -= earlier.points
        reviews.marks = [m - e for m, e in zip(reviews.marks, earlier.marks, strict=True)]
    reviews.recent.append(summary)
    del reviews.recent[:-REVIEWS_KEPT]
    reviews.games += 1
    reviews.points = round(max(0.0, reviews.points + summary.points), 3)
    reviews.marks = [max(0, m + n) for m, n in zip(reviews.marks, summary.marks, strict=True)]
    return True


def level_key(ai_levels: tuple[str, ...] | list[str]) -> str:
    """The level of the table: the computer seats' level if all share it."""
    levels = set(ai_levels)
    return levels.pop() if len(levels) == 1 and set(ai_levels) <= set(AI_LEVELS) else MIXED


def record_key(state: Game | Match) -> str:
    return hashlib.sha256(state.to_json().encode("utf-8")).hexdigest()[:20]


def record_game(stats: Statistics, game: Game, ai_levels: tuple[str, ...] | list[str]) -> bool:
    """Count a finished game for seat 0; False (nothing counted) if it is not
    finished or was counted before (a resumed autosave, a second call)."""
    if not game.finished or game.scores is None:
        return False
    key = record_key(game)
    if key in stats.recorded:
        return False
    _remember(stats, key)
    scores = game.scores
    place = game.places.index(HUMAN_SEAT)
    team_score = sum(scores[s] for s in HUMAN_TEAM)
    chuan3_ours = game.is_chuan3 and team_score > 0
    for tally in (stats.overall, stats.level(level_key(ai_levels))):
        tally.games += 1
        tally.places[place] += 1
        tally.team_wins += team_score > 0
        tally.opened += game.opened(HUMAN_SEAT)
        tally.burns_made += sum(1 for burner, _ in game.burns if burner == HUMAN_SEAT)
        tally.burned += sum(1 for _, victim in game.burns if victim == HUMAN_SEAT)
        tally.chuan3_for += chuan3_ours
        tally.chuan3_against += game.is_chuan3 and not chuan3_ours
        tally.points += scores[HUMAN_SEAT]
    return True


def record_match(stats: Statistics, match: Match, ai_levels: tuple[str, ...] | list[str]) -> bool:
    """Count a finished match (its games are counted by :func:`record_game`)."""
    if not match.finished:
        return False
    key = "m" + record_key(match)
    if key in stats.recorded:
        return False
    _remember(stats, key)
    winner = match.winner
    for tally in (stats.overall, stats.level(level_key(ai_levels))):
        tally.matches += 1
        tally.match_wins += winner == 0
        tally.match_draws += winner is None
    return True


def _remember(stats: Statistics, key: str) -> None:
    stats.recorded.append(key)
    del stats.recorded[:-RECENT_KEPT]


# ----- file format --------------------------------------------------------

# A billion games is more than anyone plays (one a minute for 1,900 years);
# larger counts are not the game's, and a rate of two such numbers would not
# fit a float (OverflowError on the statistics screen).
MAX_COUNT = 10**9
MAX_POINTS = 8 * MAX_COUNT  # R-SCORE: at most 8 a game (头科's 4, doubled on 串三户)
_TALLY_SPEC = {
    f.name: (
        ([0] * 6) if f.name == "places" else 0,
        counts(6, MAX_COUNT) if f.name == "places" else integer(0, MAX_COUNT),
    )
    for f in fields(Tally)
}
_TALLY_SPEC["points"] = (0, integer(-MAX_POINTS, MAX_POINTS))


def tally_to_dict(tally: Tally) -> dict[str, object]:
    return {f.name: getattr(tally, f.name) for f in fields(Tally)}


def encode_stats(stats: Statistics) -> bytes:
    reviews = stats.reviews
    data = {
        "schema_version": STATS_VERSION,
        "kind": STATS_KIND,
        "overall": tally_to_dict(stats.overall),
        "by_level": {k: tally_to_dict(t) for k, t in stats.by_level.items()},
        "recorded": stats.recorded,
        "reviews": {
            "games": reviews.games,
            "points": round(reviews.points, 3),
            "marks": list(reviews.marks),
            "recent": [[r.key, r.decisions, *r.marks, round(r.points, 3)] for r in reviews.recent],
        },
    }
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def _tally_from(raw: object, what: str) -> tuple[Tally, list[Notice]]:
    if not isinstance(raw, dict):
        return Tally(), [field_notice("statistics", what, f"{describe(raw)} must be an object", "zero")]
    values, notices = read_fields(raw, _TALLY_SPEC, f"statistics.{what}")
    values["places"] = list(cast(list[int], values["places"]))
    return Tally(**values), notices  # type: ignore[arg-type]  # every value passed its field's check


def _upgrade_0(data: dict[str, object]) -> dict[str, object]:
    """Schema 0 (the pre-release draft): one flat tally of every game, no
    breakdown by AI level and no memory of counted games."""
    overall = {k: v for k, v in data.items() if k not in ("schema_version", "kind")}
    return {"kind": STATS_KIND, "overall": overall, "by_level": {}, "recorded": []}


def _upgrade_1(data: dict[str, object]) -> dict[str, object]:
    """Schema 1: no reviews yet."""
    return {**data, "reviews": {"games": 0, "points": 0.0, "marks": [0, 0, 0], "recent": []}}


def _review_summary(raw: object) -> ReviewSummary:
    if not isinstance(raw, list) or len(raw) != 6:
        raise ValueError("a review is not [key, decisions, inaccuracies, mistakes, blunders, points]")
    key, decisions, *marks, points = raw
    if not isinstance(key, str) or not RECORD_KEY.fullmatch(key):
        raise ValueError("a review has no game key")
    decisions = integer(0, 100_000)(decisions)
    counted = tuple(cast(int, integer(0, 100_000)(m)) for m in marks)
    lost = number(0.0, MAX_REVIEW_POINTS)(points)
    return ReviewSummary(key, cast(int, decisions), cast(tuple[int, int, int], counted), cast(float, lost))


def _reviews_from(raw: object) -> Reviews:
    """The reviews as kept, or ValueError (the caller resets them with a notice)."""
    if not isinstance(raw, dict):
        raise ValueError("must be an object")
    games = cast(int, integer(0, MAX_COUNT)(raw.get("games")))
    points = cast(float, number(0.0, MAX_REVIEW_POINTS * MAX_COUNT)(raw.get("points")))
    marks = cast(list[int], counts(3, MAX_COUNT * 1000)(raw.get("marks")))
    recent = raw.get("recent")
    if not isinstance(recent, list) or len(recent) > REVIEWS_KEPT:
        raise ValueError(f"recent must be a list of at most {REVIEWS_KEPT} reviews")
    summaries = [_review_summary(r) for r in recent]
    if len(summaries) > games:
        raise ValueError("lists more reviews than it counted")
    return Reviews(games, points, marks, summaries)


def decode_stats(raw: bytes | str) -> tuple[Statistics, list[Notice]]:
    data, version = parse_document(
        raw, STATS_KIND, STATS_VERSION, {0: _upgrade_0, 1: _upgrade_1}, "statistics"
    )
    overall, notices = _tally_from(data.get("overall"), "overall")
    stats = Statistics(overall)
    by_level = data.get("by_level", {})
    if not isinstance(by_level, dict):
        notices.append(field_notice("statistics", "by_level", f"{describe(by_level)} must be an object", {}))
        by_level = {}
    for key, raw_tally in by_level.items():
        if key not in LEVEL_KEYS:
            notices.append(
                field_notice("statistics", "by_level", f"has unknown level {describe(key)}", "dropped")
            )
            continue
        stats.by_level[key], more = _tally_from(raw_tally, key)
        notices += more
    recorded = data.get("recorded", [])
    if (
        isinstance(recorded, list)
        and len(recorded) <= RECENT_KEPT
        and all(isinstance(k, str) and RECORD_KEY.fullmatch(k) for k in recorded)
    ):
        stats.recorded = list(recorded)
    else:
        problem = f"is not a list of at most {RECENT_KEPT} keys"
        notices.append(field_notice("statistics", "recorded", problem, []))
    try:
        stats.reviews = _reviews_from(data.get("reviews"))
    except ValueError as e:
        notices.append(field_notice("statistics", "reviews", f"{describe(data.get('reviews'))} {e}", {}))
    if version < STATS_VERSION:
        notices.insert(
            0,
            Notice(
                UPGRADED,
                f"statistics upgraded from schema {version}",
                level=INFO,
                params={"what": "statistics"},
            ),
        )
    return stats, notices
