"""The game controller (DESIGN.md): the engine is the only authority.

It asks ``legal_actions()``, applies actions, hands the new events (as seat 0
sees them) to the table scene, and lets the AI decide on a worker thread
from ``game.view(seat)``; the answer comes back as a future that :meth:`Controller.poll`
looks at each frame, and is applied only when the table's timeline is idle and the
move delay is over.  No pygame here: the controller runs (and is tested) without a window.
"""

from __future__ import annotations

import itertools
import logging
import random
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field

from gouji_desktop.app.shell.persist import Persistence
from gouji_desktop.app.table.thinker import Ask, Thinker, Worker, make_seat_agent
from gouji_desktop.engine import (
    Action,
    ActionKind,
    Event,
    EventKind,
    Game,
    Match,
    Phase,
    Rules,
    TopMode,
)
from gouji_desktop.storage import Autosave

log = logging.getLogger(__name__)
_owners = itertools.count(1)  # tells one controller's agents in the AI process from another's
HUMAN = 0


def seed_of(game: Game, default: int = 1) -> int:
    """The seed a game was dealt from (``default`` for a fixed deal)."""
    return default if game.seed is None else game.seed


#: how long a computer seat waits before acting, as a share of the AI delay
#: setting, after what the table just showed: a plain pass goes by quickly;
#: a beat, a gouji hand, a burn or a won round gets a longer look
PACE: dict[EventKind, float] = {
    EventKind.PASS: 0.3,
    EventKind.LET: 0.8,
    EventKind.PLAY: 1.0,
    EventKind.BURN: 1.6,
    EventKind.BURN_BROKEN: 1.3,
    EventKind.BURN_SUCCESS: 1.6,
    EventKind.ROUND_WON: 1.4,
    EventKind.OUT: 1.4,
    EventKind.SCRAMBLE: 1.6,
}


def pace_after(events: list[Event]) -> float:
    """The AI-delay factor after a batch of events: the longest look any of them
    is worth (R-GOUJI and deadly hands more than a plain beat)."""
    factors = [
        1.5
        if ev.kind == EventKind.PLAY and ev.flags & {TopMode.GOUJI, TopMode.DEADLY}
        else PACE.get(ev.kind, 0.6)
        for ev in events
    ]
    return max(factors, default=0.6)


def only_pass(legal: list[Action]) -> bool:
    """Nothing to decide: passing is the one legal action (nothing beats, or the
    top may only be answered by others: R-GOUJIANSWER, R-DEADLY)."""
    return len(legal) == 1 and legal[0].kind == ActionKind.PASS


@dataclass
class GameSetup:
    """What the new-game screen chooses."""

    rules: Rules = field(default_factory=Rules)
    seed: int = 1
    levels: tuple[str, ...] = ("normal",) * 6  # per seat; seat 0's is for autoplay
    match: bool = True

    @staticmethod
    def random_seed(rng: random.Random | None = None) -> int:
        return (rng or random.Random()).randrange(1, 1_000_000)


class Controller:
    """Runs one game or a match for the table scene."""

    def __init__(
        self,
        setup: GameSetup,
        game: Game | None = None,
        match: Match | None = None,
        store: Persistence | None = None,
    ) -> None:
        self.setup = setup
        self.store = store  # autosave after every action (None: nothing is saved)
        self.match: Match | None = match
        self._game: Game
        if match is not None:  # a match in progress (a resumed save, a test)
            self._game = match.game
        elif game is not None:  # a test hook: a prepared deal (Game.from_hands …)
            self._game = game
        elif setup.match:
            self.match = Match.new(setup.seed, setup.rules)
            self._game = self.match.game
        else:
            self._game = Game.new(setup.seed, setup.rules)
        self.agents = {s: make_seat_agent(setup.levels[s], setup.seed * 10 + s) for s in range(6)}
        # agents made here think in the AI process (a test may put others in self.agents)
        self.made = dict(self.agents)
        self.owner = next(_owners)
        self.autoplay = False
        self.take_over_once = False  # the turn timer ran out: 托管 plays this one decision
        self.autoplay_ended = False  # 托管 was on when the last game ended (the table says it stopped)
        self.ai_delay = 0.6
        self.pace = 1.0  # pace_after() the last batch
        self.seen = 0
        self.thinking: int | None = None
        self.asked: Future[Action] | None = None  # the thinking seat's action, to come
        self.result: Action | None = None
        self.started = 0.0
        self.listener: Callable[[list[Event]], None] | None = None
        self._legal_key: tuple[int, int] | None = None
        self._legal: list[Action] = []
        self.worker = Worker()

    # ----- reading ---------------------------------------------------------

    @classmethod
    def from_autosave(cls, save: Autosave, store: Persistence) -> Controller:
        """The controller of a saved table: same game, same decision, same log."""
        game = save.game
        seed = save.match.seed if save.match is not None else seed_of(game)
        setup = GameSetup(
            rules=game.rules, seed=seed, levels=("normal", *save.ai_levels), match=save.match is not None
        )
        return cls(setup, game=save.single, match=save.match, store=store)

    @property
    def game(self) -> Game:
        return self.match.game if self.match else self._game

    @property
    def game_number(self) -> int:
        return self.match.number if self.match else 1

    @property
    def games_total(self) -> int:
        return 5 if self.match else 1

    @property
    def game_follows(self) -> bool:
        """A game of this match follows the current one and pays its tribute
        (R-MATCH, §11): only then is an opening (开点) worth its 点贡 to the AI."""
        return self.match is not None and self.game_number < self.games_total and self.setup.rules.tribute

    def totals(self) -> list[int]:
        if self.match:
            return self.match.totals
        return list(self.game.scores or [0] * 6)

    def legal(self) -> list[Action]:
        """The engine's legal actions for the pending decision (cached per decision)."""
        key = (id(self.game), len(self.game.history))
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.game.legal_actions()
        return list(self._legal)

    @property
    def human_to_act(self) -> bool:
        return self.game.to_act == HUMAN and not self.autoplay

    def take_events(self) -> list[Event]:
        """Events seat 0 may see that the table has not shown yet."""
        shown = self.game.view(HUMAN).log
        new = list(shown[self.seen :])
        self.seen = len(shown)
        return new

    # ----- acting ----------------------------------------------------------

    def submit(self, action: Action) -> list[Event]:
        """Apply a human action; IllegalAction propagates (the game is unchanged)."""
        self.game.apply(action)
        self._cancel_ai()
        self.take_over_once = False
        return self._after_action()

    def _after_action(self) -> list[Event]:
        self.save()
        events = self.take_events()
        self.pace = pace_after(events)
        if self.listener:
            self.listener(events)
        return events

    @property
    def ai_levels(self) -> tuple[str, ...]:
        """The computer seats' levels (1..5), as saved with the table."""
        return tuple(self.setup.levels[1:6])

    def save(self) -> None:
        """After an action (or a new deal): autosave the table; a finished game
        is counted and kept as a replay, and a finished match or single game
        clears the autosave (storage counts each game once)."""
        if self.store is None:
            return
        game = self.game
        if game.finished:
            table_done = self.match is None or self.match.finished
            self.store.game_over(game, self.ai_levels, self.match, table_done)
        else:
            self.store.autosave(self.match if self.match is not None else game, self.ai_levels)

    def next_game(self) -> None:
        """After a finished game of a match: deal the next (tribute first).
        托管 ends with the game: the next deal's 还贡, 宣点 and 革命 are the player's."""
        self._cancel_ai()
        self.autoplay_ended = self.autoplay
        self.autoplay = self.take_over_once = False
        if self.match and not self.match.finished:
            self.match.next_game()
        else:
            seed = self.setup.seed + 1
            self.setup.seed = seed
            if self.match:
                self.match = Match.new(seed, self.setup.rules)
            else:
                self._game = Game.new(seed, self.setup.rules)
        self.seen = 0
        self._legal_key = None

    @property
    def on_answer(self) -> Callable[[], None] | None:
        """Called on the AI thread when a seat's answer is ready: the table wakes the frame loop
        with it, so that the answer is taken at once however slowly the table is drawn."""
        return self.worker.on_answer

    @on_answer.setter
    def on_answer(self, callback: Callable[[], None] | None) -> None:
        self.worker.on_answer = callback

    def _cancel_ai(self) -> None:
        if self.asked is not None:
            self.asked.cancel()  # skipped if not started; else its answer is dropped
        self.asked = None
        self.thinking = None
        self.result = None

    def _take_answer(self) -> None:
        """The thinking seat's action, once its future is done."""
        asked = self.asked
        if asked is None or not asked.done():
            return
        self.asked = None
        try:
            self.result = asked.result()
        except Exception:  # the worker thread crashed (reported): the game goes on
            log.exception("AI worker failed; taking the first legal action")
            self.result = self.legal()[0]

    def poll(self, idle: bool) -> None:
        """Called every frame: start the AI when it is a computer seat's turn and
        the timeline is idle; apply its answer once the move delay has passed."""
        self._take_answer()
        game = self.game
        seat = game.to_act
        if seat is None or not idle:
            return
        if seat == HUMAN and not (self.autoplay or self.take_over_once):
            if self.thinking is not None:
                self._cancel_ai()
            return
        if self.thinking is None and seat != HUMAN and only_pass(self.legal()):
            game.apply(self.legal()[0])  # a computer seat that can only pass passes at once
            self._after_action()
            return
        if self.thinking != seat:
            self._start_ai(seat)
            return
        # R-REVOLT offers are private: no pause that would show someone was asked
        delay = 0.0 if game.phase == Phase.REVOLT else self.ai_delay * self.pace
        if self.result is not None and time.monotonic() - self.started >= delay:
            action, self.result = self.result, None
            self.thinking = None
            try:
                game.apply(action)
            except ValueError as e:  # an AI bug must not end the game: take a legal move
                log.error("AI chose an illegal action %s: %s", action, e)
                game.apply(self.legal()[0])
            if seat == HUMAN:
                self.take_over_once = False
            self._after_action()

    @property
    def shown_thinking(self) -> int | None:
        """The seat the table shows as thinking: nobody while a 革命 offer waits,
        since only seats without 2s and jokers are asked (R-REVOLT, private)."""
        return None if self.game.phase == Phase.REVOLT else self.thinking

    def _start_ai(self, seat: int) -> None:
        self._cancel_ai()
        self.thinking = seat
        self.started = time.monotonic()
        agent = self.agents[seat]
        remote: tuple[int, int, str, int] | None = (
            self.owner,
            seat,
            self.setup.levels[seat],
            self.setup.seed * 10 + seat,
        )
        ask = Ask(
            agent,
            self.game.view(seat),
            self.legal(),
            remote if agent is self.made[seat] else None,
            self.game_follows,
        )
        self.asked = self.worker.ask(ask)

    def close(self) -> None:
        """Stop the worker thread (it is a daemon: this is only tidiness) and
        let the AI process drop this table's agents."""
        self._cancel_ai()
        self.worker.close()
        Thinker.shared().forget(self.owner)
