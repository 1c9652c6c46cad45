"""The expert positions: fixed deals, each with the moves a strong Gouji player
accepts at one decision, kept as data in ``tests/fixtures/ai/positions/*.yaml``
(one file a topic; docs/ai.md, "Expert positions", describes the format).

:func:`load_all` reads and validates every file; :func:`start` deals a
position and plays the moves before it; :func:`check` asks an agent for the
decision and says whether a strong player accepts it.  The tests
(``tests/ai/test_expert_positions.py``) and the lab's tools read the same files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from gouji_desktop.ai import Agent, make_agent
from gouji_desktop.engine import (
    Action,
    ActionKind,
    Card,
    Decision,
    Game,
    GameView,
    Match,
    Phase,
    Rules,
    Tribute,
    TributeKind,
    format_cards,
    parse_cards,
)

#: the folder of the topic files
FOLDER = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "ai" / "positions"

# accept tokens: each stands for every legal move of its kind at the decision
ANY_BEAT = "any beat"  # every play (the position is about not passing)
NO_WILD = "any play without a 2 or joker"
MULTI = "any play of two or more cards"
LOW_SINGLE = "any plain single up to a 9"
LOW_RETURN = "any return up to a 7"
TOKENS = (ANY_BEAT, NO_WILD, MULTI, LOW_SINGLE, LOW_RETURN)
NINE = parse_cards("9")[0].rank
SEVEN = parse_cards("7")[0].rank

#: the agents a position's ``levels`` name: (level, options, seeds); the hard level searches a
#: fixed number of guesses, so its choice does not depend on the machine's speed
LEVELS: dict[str, tuple[str, dict[str, object], tuple[int, ...]]] = {
    "normal": ("normal", {}, (1,)),
    "hard": ("hard", {"budget_s": 60.0, "max_samples": 12}, (1,)),
    # hundreds of guesses, where the rollouts' own model could overrule a clear tactic
    "hard-many-guesses": ("hard", {"budget_s": 120.0, "max_samples": 160}, (1, 3)),
}

# the actions a move names by a word alone
WORDS: dict[str, Callable[[int], Action]] = {
    "pass": Action.pass_,
    "let": Action.let,
    "declare": Action.declare,
    "revolt": Action.revolt,
    "head": Action.head,
    "nohead": Action.nohead,
}
PHASES = {phase.value: phase for phase in Phase}
POSITION_KEYS = {
    "id",
    "rules",
    "why",
    "deal",
    "moves",
    "seat",
    "accept",
    "levels",
    "rule_options",
    "phase",
    "decisions",
    "holds",
    "men",
    "legal",
}
DEAL_KEYS = {"hands", "leader", "seed", "match_seed", "tribute"}
TRIBUTE_KEYS = {"giver", "receiver", "kind", "count"}


class PositionError(ValueError):
    """A position file that does not say what it must, or a position that does not play out as written."""


@dataclass(frozen=True)
class Deal:
    """How the game starts: six ``hands`` and the ``leader`` of the first lead (play only); six
    ``hands`` dealt with ``seed`` through every phase before play (and ``tribute`` owed); a shuffled
    deal from ``seed``; or the first game of the match ``match_seed``."""

    hands: tuple[str, ...] = ()
    leader: int | None = None
    seed: int | None = None
    match_seed: int | None = None
    tribute: tuple[Tribute, ...] = ()

    def game(self, rules: Rules) -> Game:
        if self.match_seed is not None:
            return Match.new(self.match_seed, rules).game
        if not self.hands:
            assert self.seed is not None  # load() allows no other form
            return Game.new(self.seed, rules)
        if self.leader is not None:
            return Game.from_hands(list(self.hands), leader=self.leader, rules=rules)
        return Game.from_deal(list(self.hands), seed=self.seed or 0, rules=rules, tribute=self.tribute)


@dataclass(frozen=True)
class Position:
    """One decision with the moves a strong player accepts there.  ``moves`` are written
    "seat: what" (:func:`move_action`); ``accept`` and ``legal`` hold moves without the seat or a
    token of :data:`TOKENS`.  ``phase``, ``holds`` (the deciding seat's ranks), ``men`` (the 闷 so
    far, (victim, by)) and ``legal`` are what the decision must look like when they are given;
    ``decisions`` is how many times in a row the seat decides (each choice accepted)."""

    id: str
    topic: str
    rules: tuple[str, ...]
    why: str
    deal: Deal
    moves: tuple[str, ...]
    seat: int
    accept: tuple[str, ...]
    levels: tuple[str, ...]
    rule_options: Rules
    phase: Phase | None = None
    decisions: int = 1
    holds: str | None = None
    men: tuple[tuple[int, int], ...] | None = None
    legal: tuple[str, ...] | None = None


# ----- reading -----------------------------------------------------------------------------


def load_all(folder: Path = FOLDER) -> tuple[Position, ...]:
    """Every position of every ``*.yaml`` file in ``folder``, file by file (sorted by name);
    ids are unique across the files."""
    out: list[Position] = []
    seen: dict[str, str] = {}
    paths = sorted(folder.glob("*.yaml"))
    if not paths:
        raise PositionError(f"no position files in {folder}")
    for path in paths:
        for position in load(path):
            if position.id in seen:
                raise PositionError(f"{path.name}: {position.id}: the id is used in {seen[position.id]} too")
            seen[position.id] = path.name
            out.append(position)
    return tuple(out)


def load(path: Path) -> tuple[Position, ...]:
    """The positions of one topic file (its stem is their ``topic``)."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise PositionError(f"{path.name}: not YAML: {error}") from error
    if not isinstance(data, dict) or set(data) != {"about", "positions"}:
        raise PositionError(f"{path.name}: a topic file holds 'about' (text) and 'positions' (a list)")
    if not isinstance(data["about"], str) or not data["about"].strip():
        raise PositionError(f"{path.name}: 'about' must be text")
    items = data["positions"]
    if not isinstance(items, list) or not items:
        raise PositionError(f"{path.name}: 'positions' must be a non-empty list")
    out: list[Position] = []
    for n, item in enumerate(items, 1):
        where = f"{path.name}: position {n}"
        if isinstance(item, dict) and isinstance(item.get("id"), str):
            where = f"{path.name}: {item['id']}"
        out.append(_position(item, path.stem, where))
    return tuple(out)


def _position(item: object, topic: str, where: str) -> Position:
    if not isinstance(item, dict):
        raise PositionError(f"{where}: a position is a mapping of its fields")
    unknown = set(item) - POSITION_KEYS
    if unknown:
        raise PositionError(f"{where}: unknown field(s) {', '.join(sorted(map(str, unknown)))}")
    missing = {"id", "rules", "why", "deal", "seat", "accept", "levels"} - set(item)
    if missing:
        raise PositionError(f"{where}: missing field(s) {', '.join(sorted(missing))}")
    ident = _text(item["id"], where, "id")
    if any(c.isspace() for c in ident):
        raise PositionError(f"{where}: id: no spaces in an id")
    rules = _texts(item["rules"], where, "rules")
    bad = [r for r in rules if not (r.startswith("R-") and r[2:].isalnum() and r[2:].isupper())]
    if not rules or bad:
        raise PositionError(f"{where}: rules: rule ids like R-BEAT, at least one (not {bad})")
    options = item.get("rule_options", {})
    if not isinstance(options, dict):
        raise PositionError(f"{where}: rule_options: a mapping such as {{bie_san: false}}")
    try:
        rule_options = Rules.from_dict(options)
    except ValueError as error:
        raise PositionError(f"{where}: rule_options: {error}") from error
    seat = _seat(item["seat"], where, "seat")
    moves = _texts(item.get("moves", []), where, "moves")
    for text in moves:
        _move(text, where)
    accept = _texts(item["accept"], where, "accept")
    if not accept:
        raise PositionError(f"{where}: accept: at least one move")
    for text in accept:
        _accepted(text, seat, where, "accept")
    legal = None
    if "legal" in item:
        legal = _texts(item["legal"], where, "legal")
        for text in legal:
            _accepted(text, seat, where, "legal")
    levels = _texts(item["levels"], where, "levels")
    if not levels or len(set(levels)) != len(levels) or not set(levels) <= set(LEVELS):
        raise PositionError(f"{where}: levels: some of {', '.join(LEVELS)}, each once")
    phase = None
    if "phase" in item:
        name = _text(item["phase"], where, "phase")
        if name not in PHASES:
            raise PositionError(f"{where}: phase: one of {', '.join(PHASES)}")
        phase = PHASES[name]
    decisions = item.get("decisions", 1)
    if not _is_int(decisions) or decisions < 1:
        raise PositionError(f"{where}: decisions: a whole number from 1")
    holds = None
    if "holds" in item:
        holds = _text(item["holds"], where, "holds")
        _cards(holds, where, "holds")
    men = None
    if "men" in item:
        pairs = item["men"]
        if not isinstance(pairs, list):
            raise PositionError(f"{where}: men: a list of [victim, by] seat pairs")
        men = tuple(_pair(p, where) for p in pairs)
    return Position(
        id=ident,
        topic=topic,
        rules=rules,
        why=" ".join(_text(item["why"], where, "why").split()),
        deal=_deal(item["deal"], where),
        moves=moves,
        seat=seat,
        accept=accept,
        levels=levels,
        rule_options=rule_options,
        phase=phase,
        decisions=decisions,
        holds=holds,
        men=men,
        legal=legal,
    )


def _deal(data: object, where: str) -> Deal:
    where = f"{where}: deal"
    if not isinstance(data, dict) or not data or not set(data) <= DEAL_KEYS:
        raise PositionError(f"{where}: a mapping of {', '.join(sorted(DEAL_KEYS))}")
    forms = "six hands with a leader or a seed, a seed alone, or a match_seed alone"
    hands: tuple[str, ...] = ()
    if "hands" in data:
        hands = _texts(data["hands"], where, "hands")
        if len(hands) != 6:
            raise PositionError(f"{where}: hands: six hands, seat 0 first")
        for hand in hands:
            _cards(hand, where, "hands")
    keys = set(data) - {"tribute"}
    if keys not in ({"hands", "leader"}, {"hands", "seed"}, {"seed"}, {"match_seed"}):
        raise PositionError(f"{where}: {forms}")
    if "tribute" in data and keys != {"hands", "seed"}:
        raise PositionError(f"{where}: tribute goes with six hands and a seed")
    seed = data.get("seed")
    match_seed = data.get("match_seed")
    for name, value in (("seed", seed), ("match_seed", match_seed)):
        if value is not None and not _is_int(value):
            raise PositionError(f"{where}: {name}: a whole number")
    leader = _seat(data["leader"], where, "leader") if "leader" in data else None
    tribute = tuple(_tribute(t, where) for t in _list(data.get("tribute", []), where, "tribute"))
    return Deal(hands=hands, leader=leader, seed=seed, match_seed=match_seed, tribute=tribute)


def _tribute(data: object, where: str) -> Tribute:
    if not isinstance(data, dict) or set(data) != TRIBUTE_KEYS:
        raise PositionError(f"{where}: tribute: each a mapping of {', '.join(sorted(TRIBUTE_KEYS))}")
    kinds = {k.value: k for k in TributeKind}
    if data["kind"] not in kinds:
        raise PositionError(f"{where}: tribute: kind is one of {', '.join(kinds)}")
    try:
        return Tribute.from_json([data["giver"], data["receiver"], kinds[data["kind"]], data["count"]])
    except ValueError as error:
        raise PositionError(f"{where}: tribute: {error}") from error


def _list(value: object, where: str, name: str) -> list[object]:
    if not isinstance(value, list):
        raise PositionError(f"{where}: {name}: a list")
    return value


def _text(value: object, where: str, name: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise PositionError(f"{where}: {name}: text (quote it: {value!r} is read as {type(value).__name__})")
    return value


def _texts(value: object, where: str, name: str) -> tuple[str, ...]:
    return tuple(_text(v, where, name) for v in _list(value, where, name))


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat(value: object, where: str, name: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 6:
        return value
    raise PositionError(f"{where}: {name}: a seat 0..5")


def _pair(value: object, where: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise PositionError(f"{where}: men: a list of [victim, by] seat pairs")
    return _seat(value[0], where, "men"), _seat(value[1], where, "men")


def _cards(text: str, where: str, name: str) -> None:
    try:
        parse_cards(text)
    except ValueError as error:
        raise PositionError(f"{where}: {name}: {text!r}: {error}") from error


def _move(text: str, where: str) -> None:
    seat, colon, what = text.partition(":")
    if not colon or not seat.strip().isdigit() or not 0 <= int(seat) < 6:
        raise PositionError(f"{where}: moves: {text!r} is not written 'seat: what'")
    _action(int(seat), what.strip(), where, "moves")


def _accepted(text: str, seat: int, where: str, name: str) -> None:
    if text not in TOKENS:
        _action(seat, text, where, name)


def _action(seat: int, text: str, where: str, name: str) -> Action:
    try:
        return move_action(seat, text)
    except ValueError as error:
        raise PositionError(f"{where}: {name}: {text!r}: {error}") from error


# ----- playing -----------------------------------------------------------------------------


def move_action(seat: int, text: str) -> Action:
    """The action a move names: "pass", "let", "declare", "revolt", "head", "nohead",
    "burn <cards>", "return <card>" or the cards of a play."""
    if text in WORDS:
        return WORDS[text](seat)
    if text.startswith("burn "):
        return Action.burn(seat, text[5:])
    if text.startswith("return "):
        return Action.return_(seat, text[7:])
    if not text.strip():
        raise ValueError("an empty move")
    return Action.play(seat, text)


def play_moves(game: Game, moves: Iterable[str]) -> None:
    """Apply moves written "seat: what"; the burn offers of seats the moves do not name are
    declined on the way."""
    for move in moves:
        seat_text, _, what = move.partition(":")
        seat = int(seat_text)
        decline_burns_until(game, seat)
        game.apply(move_action(seat, what.strip()))


def decline_burns_until(game: Game, seat: int) -> None:
    while game.to_act is not None and game.to_act != seat and game.decision == Decision.BURN_OFFER:
        game.apply(Action.pass_(game.to_act))


def start(position: Position) -> Game:
    """The game at the position's decision: dealt, the moves played, and the burn offers of the
    seats before the deciding one declined.  Raises :class:`PositionError` when the moves are not
    legal or the decision is not the one written (seat, phase, hand, 闷, legal moves)."""
    game = position.deal.game(position.rule_options)
    try:
        play_moves(game, position.moves)
    except ValueError as error:  # the engine refuses an illegal move
        raise PositionError(f"{position.id}: the moves do not play out: {error}") from error
    decline_burns_until(game, position.seat)
    if game.to_act != position.seat:
        raise PositionError(f"{position.id}: seat {game.to_act} is to act, not seat {position.seat}")
    if position.phase is not None and game.phase != position.phase:
        raise PositionError(f"{position.id}: the phase is {game.phase}, not {position.phase}")
    if position.holds is not None:
        held = _ranks(game.hand(position.seat))
        if held != _ranks(parse_cards(position.holds)):
            raise PositionError(f"{position.id}: seat {position.seat} holds {held}, not {position.holds}")
    if position.men is not None and [tuple(m) for m in game.men] != list(position.men):
        raise PositionError(f"{position.id}: the 闷 so far are {game.men}, not {list(position.men)}")
    if position.legal is not None:
        legal = set(game.legal_actions())
        written = _expand(game, position.seat, position.legal, exact=True)
        if written != legal:
            raise PositionError(f"{position.id}: the legal moves are {sorted(map(str, legal))}")
    return game


def _ranks(cards: Iterable[Card]) -> str:
    """The ranks of ``cards``, suits left out."""
    return format_cards(sorted(Card(c.rank) for c in cards))


def accept_set(game: Game, position: Position) -> set[Action]:
    """The moves a strong player accepts, as the legal actions of ``game`` they stand for."""
    return _expand(game, position.seat, position.accept, exact=False)


def _expand(game: Game, seat: int, texts: Sequence[str], exact: bool) -> set[Action]:
    legal = game.legal_actions()
    plays = [a for a in legal if a.kind == ActionKind.PLAY]
    returns = [a for a in legal if a.kind == ActionKind.RETURN]
    out: set[Action] = set()
    for text in texts:
        if text == ANY_BEAT:
            part = set(plays)
        elif text == NO_WILD:
            part = {a for a in plays if not any(c.is_wild for c in a.cards)}
        elif text == MULTI:
            part = {a for a in plays if len(a.cards) >= 2}
        elif text == LOW_SINGLE:
            part = {
                a for a in plays if len(a.cards) == 1 and not a.cards[0].is_wild and a.cards[0].rank <= NINE
            }
        elif text == LOW_RETURN:
            part = {a for a in returns if a.cards[0].rank <= SEVEN}
        else:
            action = move_action(seat, text)
            if action.kind == ActionKind.RETURN and action.cards[0].suit is None:
                # "return 4": a card of that rank, whichever suit
                part = {a for a in returns if a.cards[0].rank == action.cards[0].rank}
            else:
                part = {action}
        if exact and not part:
            raise PositionError(f"{text!r} stands for no legal move")
        out |= part
    return out


Decide = Callable[[GameView, Sequence[Action]], Action]


def check(position: Position, decide: Decide) -> str | None:
    """Ask ``decide`` for the position's decision (``decisions`` times in a row); None when a
    strong player accepts every choice, else what was chosen and why it is not."""
    game = start(position)
    for n in range(position.decisions):
        legal = game.legal_actions()
        accept = accept_set(game, position)
        if not accept or not accept <= set(legal):
            raise PositionError(
                f"{position.id}: accepted but not legal: {sorted(map(str, accept - set(legal)))}"
            )
        choice = decide(game.view(position.seat), legal)
        if choice not in accept:
            return f"chose {choice}; a strong player: {list(position.accept)} ({position.why})"
        if n + 1 < position.decisions:
            game.apply(choice)
            if game.to_act != position.seat or game.phase != position.phase:
                raise PositionError(f"{position.id}: seat {position.seat} decides only {n + 1} time(s)")
    if position.decisions > 1:  # and then the seat is done with this phase's decisions
        game.apply(choice)
        if game.to_act == position.seat and game.phase == position.phase:
            raise PositionError(
                f"{position.id}: seat {position.seat} decides more than {position.decisions} times"
            )
    return None


def agent(level: str, seed: int) -> Agent:
    """The agent a position's level names (:data:`LEVELS`), with ``seed``."""
    name, options, _seeds = LEVELS[level]
    return make_agent(name, seed=seed, **options)


def agents(level: str) -> list[tuple[int, Agent]]:
    """The agents a position's level names, one for each of its seeds."""
    return [(seed, agent(level, seed)) for seed in LEVELS[level][2]]


def by_id(positions: Iterable[Position]) -> Mapping[str, Position]:
    return {p.id: p for p in positions}
