"""One lesson of the tutorial (教程) as it is played: the engine's game, the computer seats' scripted
moves, and the player's tasks. No pygame: the table scene shows the game and hands the player's moves
here (:meth:`LessonRun.try_move`), and the tests drive it the same way.

A lesson's steps are the computer seats' moves ("3: Q Q Q", "4: pass", "3: revolt", "4: return 5")
and the player's tasks, in the order they happen. Most lessons start at the first lead
(``Game.from_hands``); a lesson without a ``leader`` starts from the deal (``Game.from_deal``): the
tribute it names is paid, and the 还贡, 宣点, 革命 and 要头 decisions are steps like any other (a
step may even be seat 0's, where the lesson decides what it does not teach). The run plays the
scripted moves until a task waits for seat 0. A move the engine refuses comes back with the engine's
own reason and the lesson's hint, and the lesson waits; a legal move that is not the lesson's comes
back with the hint alone, and is not played; the lesson's move is played and the run goes on. After
the last step the lesson is done.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gouji_desktop.engine import (
    Action,
    ActionKind,
    Decision,
    EventKind,
    Game,
    IllegalAction,
    Rules,
    Tribute,
    format_cards,
    team_of,
)

#: The player's seat in every lesson (R-SEAT: the bottom of the screen).
PLAYER = 0


@dataclass(frozen=True)
class Task:
    """What the player must do now: one of the moves in ``accept`` ("8 8 8 2", "pass", "let",
    "burn A A"); ``hint``: the catalogue key shown after any other move."""

    accept: frozenset[str]
    hint: str


def task(hint: str, *accept: str) -> Task:
    return Task(frozenset(accept), hint)


@dataclass(frozen=True)
class Lesson:
    """A fixed deal that teaches one idea. ``key`` names its texts in the catalogue
    (``tutorial.<key>.title``, ``.goal`` and ``.summary``); ``rule_ids`` the rules it teaches.
    ``leader`` leads first (the game starts at the first lead); None starts from the deal, with
    ``tribute`` paid first and every decision before play (RULES.md §7) a step."""

    key: str
    rule_ids: tuple[str, ...]
    hands: tuple[str, ...]
    leader: int | None
    steps: tuple[str | Task, ...]
    rules: Rules = field(default_factory=Rules)
    tribute: tuple[Tribute, ...] = ()

    def new_game(self) -> Game:
        if self.leader is None:
            return Game.from_deal(list(self.hands), seed=1, rules=self.rules, tribute=self.tribute)
        return Game.from_hands(list(self.hands), leader=self.leader, rules=self.rules)


@dataclass(frozen=True)
class Feedback:
    """The answer to a move: ``accepted`` (played); otherwise ``illegal`` (the engine's reason, when
    the engine refuses the move) and ``hint`` (the lesson's hint, a catalogue key)."""

    accepted: bool
    illegal: IllegalAction | None = None
    hint: str | None = None


#: the steps that name a decision without cards
WORDS = {
    "pass": Action.pass_,
    "let": Action.let,
    "declare": Action.declare,
    "revolt": Action.revolt,
    "head": Action.head,
    "nohead": Action.nohead,
}


def move_action(seat: int, text: str) -> Action:
    """The action a step names: "pass", "let", "declare" (宣点), "revolt" (革命), "head" / "nohead"
    (要头 / 无头), "burn <cards>", "return <card>" (还贡) or cards."""
    if text in WORDS:
        return WORDS[text](seat)
    if text.startswith("burn "):
        return Action.burn(seat, text[5:])
    if text.startswith("return "):
        return Action.return_(seat, text[7:])
    return Action.play(seat, text)


def same_move(a: Action, b: Action) -> bool:
    """The same move, whichever cards of a rank it names (suits never matter, R-RANK)."""
    return (
        a.kind == b.kind
        and a.seat == b.seat
        and sorted(c.rank for c in a.cards) == sorted(c.rank for c in b.cards)
    )


class LessonRun:
    """A lesson being played: ``game`` is the table, :attr:`task` what the player must do now."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.game = lesson.new_game()
        self._at = 0
        self.mistakes = 0
        self._advance()

    @property
    def task(self) -> Task | None:
        """The player's task now, or None when the lesson is done."""
        if self._at < len(self.lesson.steps):
            step = self.lesson.steps[self._at]
            assert isinstance(step, Task)
            return step
        return None

    @property
    def done(self) -> bool:
        return self.task is None

    def accepted_moves(self) -> list[Action]:
        """The legal actions that do the task (what the hint button may point at)."""
        task = self.task
        if task is None:
            return []
        wanted = [move_action(PLAYER, text) for text in task.accept]
        return [a for a in self.game.legal_actions() if any(same_move(a, w) for w in wanted)]

    def try_move(self, action: Action) -> Feedback:
        """The player's move: played when it is the lesson's, refused with the engine's reason and the
        lesson's hint otherwise (the game unchanged)."""
        task = self.task
        if task is None:
            raise RuntimeError("the lesson is over")
        legal = self.game.legal_actions()
        played = next((a for a in legal if same_move(a, action)), None)
        if played is None:
            try:
                self.game.copy().apply(action)
            except IllegalAction as refused:
                self.mistakes += 1
                return Feedback(False, refused, task.hint)
            played = action
        if not any(same_move(played, move_action(PLAYER, text)) for text in task.accept):
            self.mistakes += 1
            return Feedback(False, None, task.hint)
        self.game.apply(played)
        self._at += 1
        self._advance()
        return Feedback(True)

    def figures(self) -> dict[str, object]:
        """The engine's figures a lesson's summary may quote: the player's place (an index into
        头科 … 大落, or -1), the teams' scores (``us``, ``them``) and ``double`` (串三户) once the game is
        over, the tribute that result makes the seats pay next game (``owed``: cards, ``owed_me``:
        the player's share, given or received), the tribute cards this deal paid (``paid``), and the
        cards the player got as tribute and gave back (``got``, ``gave``)."""
        game = self.game
        scores = game.scores or [0] * 6
        owed = game.tribute_owed()
        got = [c for e in game.events if e.kind == EventKind.TRIBUTE and e.target == PLAYER for c in e.cards]
        gave = [c for a in game.history if a.kind == ActionKind.RETURN and a.seat == PLAYER for c in a.cards]
        return {
            "place": game.places.index(PLAYER) if PLAYER in game.places else -1,
            "mine": scores[PLAYER],
            "us": sum(scores[s] for s in range(6) if team_of(s) == team_of(PLAYER)),
            "them": sum(scores[s] for s in range(6) if team_of(s) != team_of(PLAYER)),
            "double": game.finished and game.is_chuan3,
            "owed": sum(t.count for t in owed),
            "owed_me": sum(t.count for t in owed if PLAYER in (t.giver, t.receiver)),
            "paid": sum(len(e.cards) for e in game.events if e.kind == EventKind.TRIBUTE),
            "got": format_cards(got),
            "gave": format_cards(gave),
        }

    def _advance(self) -> None:
        """Play the computer seats' scripted moves up to the next task (burn offers that the script
        does not take are declined on the way, as a seat with no chain never sees them)."""
        steps = self.lesson.steps
        while self._at < len(steps) and not isinstance(steps[self._at], Task):
            text = steps[self._at]
            assert isinstance(text, str)
            seat_text, _, what = text.partition(":")
            seat = int(seat_text)
            self._decline_burns_until(seat)
            self.game.apply(move_action(seat, what.strip()))
            self._at += 1
        if self._at < len(steps):
            self._decline_burns_until(PLAYER)
            if self.game.to_act != PLAYER:
                raise RuntimeError(f"lesson {self.lesson.key}: a task, but seat {self.game.to_act} is to act")

    def _decline_burns_until(self, seat: int) -> None:
        game = self.game
        while game.to_act is not None and game.to_act != seat and game.decision == Decision.BURN_OFFER:
            game.apply(Action.pass_(game.to_act))
