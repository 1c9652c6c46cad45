"""One table: six seats, the ``Match`` (or single ``Game``) the server owns,
and its flow (the computer's decisions, the turn timer, a dropped seat's grace
period, the deal of the next game).  Each seat is sent only ``view(seat)`` and
the events that seat may see (docs/network.md).

:func:`table_to_dict` and :func:`table_from_dict` are what a host saves of a
table and reopens (继续).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from gouji_desktop.ai import LEVELS, Agent, MatchContext, make_agent
from gouji_desktop.engine import GAMES_PER_MATCH, Action, Game, IllegalAction, Match, Phase, Rules

from .protocol import (
    NAME_LIMIT,
    ROOM_PATTERN,
    ClientMessage,
    ProtocolError,
    error,
    message,
    new_token,
)
from .wire import action_to_wire, event_to_wire, played_to_wire, rules_to_wire, view_to_wire

if TYPE_CHECKING:
    from .connection import Connection

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TableConfig:
    """What the host chooses for one table."""

    rules: Rules = field(default_factory=Rules)
    seed: int = 1
    match: bool = True  # five games (R-MATCH) or one
    people: tuple[int, ...] = (0,)  # the seats open to people; the others are the computer's
    #: the computer's level per seat; on a people's seat, the level 托管 plays at
    levels: tuple[str, ...] = ("normal",) * 6
    turn_timer: float = 0.0  # seconds per decision of a person (0: no limit), then 托管 plays it
    grace: float = 30.0  # seconds a dropped seat keeps waiting before 托管 plays for it
    ai_delay: float = 0.6  # seconds a computer seat waits before its move shows (people follow)
    between_games: float = 30.0  # the next game of a match deals then, or once every person is ready
    autostart: bool = True  # begin once every people's seat is taken (the host may start earlier)
    #: the seat whose player may start the table before every people's seat is taken
    #: (None: anyone seated; the empty seats are then the computer's until someone takes them)
    host_seat: int | None = None

    def __post_init__(self) -> None:
        if len(self.levels) != 6 or any(level not in LEVELS for level in self.levels):
            raise ValueError(f"levels: six of {', '.join(LEVELS)}")
        if len(set(self.people)) != len(self.people) or any(not 0 <= s < 6 for s in self.people):
            raise ValueError("people: distinct seats 0 to 5")
        if self.host_seat is not None and self.host_seat not in self.people:
            raise ValueError("host_seat: one of the people's seats")
        for name in ("turn_timer", "grace", "ai_delay", "between_games"):
            if not 0 <= getattr(self, name) <= 24 * 3600:
                raise ValueError(f"{name}: 0 seconds to a day")


@dataclass
class Seat:
    index: int
    person: bool  # open to people
    name: str = ""
    token: str | None = None  # set when a person takes the seat
    conn: Connection | None = None
    dropped_at: float | None = None  # when its connection dropped (monotonic)
    auto: bool = False  # the person switched 托管 on
    ready: bool = False  # between games: seen the results


def tell_game_follows(agent: Agent, follows: bool) -> None:
    """The hard level counts what an opening (开点) earns in 点贡 only when a game follows."""
    agent.set_match(MatchContext(game_follows=follows))


class Table:
    """One table: six seats, the match, its flow."""

    def __init__(
        self, config: TableConfig, room: str, executor: Executor, saved: Match | Game | None = None
    ) -> None:
        self.config = config
        self.room = room
        self.executor = executor
        if saved is not None:  # a table the host reopens (继续)
            self.match = saved if isinstance(saved, Match) else None
            self._single = saved if isinstance(saved, Game) else None
        else:
            self.match = Match.new(config.seed, config.rules) if config.match else None
            self._single = None if self.match else Game.new(config.seed, config.rules)
        self.seats = [Seat(i, i in config.people) for i in range(6)]
        self.agents = {s: make_agent(config.levels[s], config.seed * 10 + s) for s in range(6)}
        self.started = False
        self.closed = False
        self.changed = asyncio.Event()
        self.take_over: tuple[int, int] | None = None  # the turn timer ran out on this decision
        self.decision_key: tuple[int, int] | None = None
        self.decision_since = time.monotonic()
        self.between_since: float | None = None
        self.task: asyncio.Task[None] | None = None
        #: called after every action and new deal (the host autosaves the match with it)
        self.on_change: Callable[[Table], None] | None = None

    # ----- reading -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self.match is not None:
            return self.match.game
        assert self._single is not None
        return self._single

    @property
    def number(self) -> int:
        return self.match.number if self.match is not None else 1

    @property
    def key(self) -> tuple[int, int]:
        """The decision now: the game's number and how many actions it has had."""
        return (self.number, len(self.game.history))

    def totals(self) -> list[int]:
        if self.match is not None:
            return self.match.totals
        return list(self.game.scores or [0] * 6)

    def ai_plays(self, seat: int, now: float | None = None) -> bool:
        """Does the computer decide for ``seat`` now: a computer seat, 托管 switched
        on, a person's seat empty or dropped for longer than the grace period,
        or the turn timer ran out on this one decision."""
        s = self.seats[seat]
        if not s.person or s.auto:
            return True
        if s.conn is None:
            now = time.monotonic() if now is None else now
            return s.dropped_at is None or now - s.dropped_at >= self.config.grace
        return self.take_over == self.key and self.game.to_act == seat

    def seats_wire(self) -> list[dict[str, object]]:
        now = time.monotonic()
        return [
            {
                "name": s.name,
                "person": s.person,
                "taken": s.token is not None,
                "connected": s.conn is not None,
                # 托管 plays this person's seat: switched on, or dropped past the grace period
                "auto": s.person
                and (s.auto or (self.started and s.conn is None and self.ai_plays(s.index, now))),
            }
            for s in self.seats
        ]

    def state_for(self, conn: Connection, seats: list[dict[str, object]] | None = None) -> str:
        """The state message for one client: its seat's view, the events it has
        not been sent yet, its legal actions when it decides (``seats``: the
        seats as :meth:`seats_wire` says, made once for a whole broadcast)."""
        seat = conn.seat
        assert seat is not None
        fields: dict[str, object] = {
            "seat": seat,  # it changes when its person moves before the deal (sit)
            "started": self.started,
            "seats": self.seats_wire() if seats is None else seats,
            "game": self.number,
            "games": GAMES_PER_MATCH if self.match is not None else 1,
            "totals": self.totals(),
        }
        if not self.started:
            return message("state", **fields)
        game = self.game
        view = game.view(seat)
        if conn.log_game != self.number:
            conn.log_game, conn.log_sent, conn.played_sent = self.number, 0, 0
        log_at, conn.log_sent = conn.log_sent, len(view.log)
        played_at, conn.played_sent = conn.played_sent, len(view.played)
        fields.update(
            at=len(game.history),
            view=view_to_wire(view, with_history=False),
            log_at=log_at,
            events=[event_to_wire(e) for e in view.log[log_at:]],
            played_at=played_at,
            played=played_to_wire(view.played[played_at:]),
        )
        if view.to_act == seat and game.to_act == seat:
            fields["legal"] = [action_to_wire(a) for a in game.legal_actions()]
            if self.config.turn_timer and not self.ai_plays(seat):
                left = self.config.turn_timer - (time.monotonic() - self.decision_since)
                fields["timer"] = round(max(0.0, left), 1)
        if game.finished:
            fields["result"] = {
                "scores": list(game.scores or [0] * 6),
                "places": list(game.places),
                "chuan3": game.is_chuan3,
                "tribute": [
                    [t.giver, t.receiver, str(t.kind), t.count]
                    for t in (game.tribute_owed() if self.config.rules.tribute else [])
                ],
                "match_over": self.match is None or self.match.finished,
                "game_scores": [list(g.scores or []) for g in self.match.games if g.finished]
                if self.match is not None
                else [list(game.scores or [])],
            }
        return message("state", **fields)

    def broadcast(self) -> None:
        seats = self.seats_wire()
        for s in self.seats:
            if s.conn is not None:
                s.conn.send(self.state_for(s.conn, seats))

    def welcome(self, conn: Connection, seat: Seat) -> str:
        c = self.config
        return message(
            "welcome",
            room=self.room,
            seat=seat.index,
            token=seat.token,
            table={
                "rules": rules_to_wire(c.rules),
                "match": c.match,
                "people": list(c.people),
                "levels": list(c.levels),
                "turn_timer": c.turn_timer,
                "grace": c.grace,
            },
        )

    # ----- people -------------------------------------------------------------------------

    def join(self, conn: Connection, name: str, seat: int | None, token: str | None) -> Seat:
        """Seat a client: its token takes its own seat back; else a free people's seat
        (the one asked for, or the first)."""
        if token is not None:
            for s in self.seats:
                if s.token is not None and hmac.compare_digest(s.token, token):
                    chosen = s
                    break
            else:
                raise ProtocolError("token", "no seat at this table has that token")
            if chosen.conn is not None:  # the old connection is dead or stale: the token wins
                old = chosen.conn
                old.table, old.seat = None, None
                old.send(error("replaced", "this seat was taken back from another connection"))
                old.close()
        else:
            free = [s for s in self.seats if s.person and s.token is None]
            if seat is not None:
                free = [s for s in free if s.index == seat]
            if not free:
                raise ProtocolError("seat", "that seat is not free" if seat is not None else "no free seat")
            chosen = free[0]
            chosen.token = new_token()
            chosen.name = name
        chosen.conn = conn
        chosen.dropped_at = None
        conn.table, conn.seat, conn.log_game = self, chosen.index, 0  # the whole game again
        conn.send(self.welcome(conn, chosen))
        if not self.started and self.config.autostart and all(s.token for s in self.seats if s.person):
            self.start()
        else:
            self.broadcast()
        self.changed.set()
        return chosen

    def leave(self, conn: Connection) -> None:
        if conn.seat is None:
            return
        s = self.seats[conn.seat]
        if s.conn is conn:
            s.conn = None
            s.dropped_at = time.monotonic()
            self.broadcast()
            self.changed.set()
        conn.table = conn.seat = None

    def sit(self, seat: Seat, index: int) -> None:
        """Before the deal, a person moves to another free people's seat (friends choose
        their teams, 0 2 4 against 1 3 5, and who sits 对头); the token goes along, and
        the host stays the host."""
        if self.started:
            raise ProtocolError("seat", "the seats are fixed once the game has started")
        target = self.seats[index]
        if target is seat:
            return
        if not target.person or target.token is not None:
            raise ProtocolError("seat", "that seat is not free")
        conn = seat.conn
        target.name, target.token, target.conn, target.auto = seat.name, seat.token, conn, seat.auto
        seat.name, seat.token, seat.conn, seat.auto, seat.dropped_at = "", None, None, False, None
        if conn is not None:
            conn.seat = index
        if self.config.host_seat == seat.index:
            self.config = replace(self.config, host_seat=index)
        self.broadcast()
        self.changed.set()

    def start(self) -> None:
        """Deal: every people's seat still empty is played by the computer
        (a friend may still take it later)."""
        if self.started:
            return
        self.started = True
        self.decision_since = time.monotonic()
        self.broadcast()
        self.changed.set()
        if self.on_change:
            self.on_change(self)

    def handle(self, conn: Connection, msg: ClientMessage) -> None:
        """A joined client's message; ProtocolError answers it and changes nothing."""
        assert conn.seat is not None
        seat = self.seats[conn.seat]
        if msg.type == "act":
            self.act(seat.index, msg.fields["game"], msg.fields["at"], msg.fields["action"])
        elif msg.type == "start":
            if self.config.host_seat not in (None, seat.index):
                raise ProtocolError("not_host", "only the host starts the table")
            self.start()
        elif msg.type == "sit":
            self.sit(seat, msg.fields["seat"])
        elif msg.type == "ready":
            seat.ready = True
            self.changed.set()
        elif msg.type == "auto":
            seat.auto = msg.fields["on"]
            self.broadcast()
            self.changed.set()
        elif msg.type == "phrase":
            if not conn.phrases.allow(time.monotonic()):
                raise ProtocolError("rate", "one quick phrase a second")
            text = message("phrase", seat=seat.index, id=msg.fields["id"])
            for s in self.seats:
                if s.conn is not None:
                    s.conn.send(text)
        else:
            raise ProtocolError("joined", "already seated at this table")

    def act(self, seat: int, number: int, at: int, action: Action) -> None:
        """A person's action for decision ``at`` of game ``number``: checked for its
        seat and turn here, then by the engine."""
        if not self.started:
            raise ProtocolError("not_started", "the game has not started")
        game = self.game
        if action.seat != seat:
            raise ProtocolError("not_your_turn", "an action names its own seat")
        # which seat decides is not said: during 革命 offers that is private (R-REVOLT); the
        # deciding seat's own view always shows it its turn, so the engine's to_act is the check
        if game.to_act != seat:
            raise ProtocolError("not_your_turn", "another seat decides now")
        if (number, at) != self.key:
            raise ProtocolError("stale", "that action answers an earlier decision")
        self.apply(action)

    # ----- the flow -------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply an action through the engine (IllegalAction leaves the game as it was)."""
        self.game.apply(action)
        self._moved()

    def _moved(self) -> None:
        self.take_over = None
        self.decision_since = time.monotonic()
        self.broadcast()
        self.changed.set()
        if self.on_change:
            self.on_change(self)

    async def _wait(self, timeout: float | None) -> bool:
        """Until something changes (True) or ``timeout`` seconds pass (False)."""
        self.changed.clear()
        try:
            await asyncio.wait_for(self.changed.wait(), timeout)
        except TimeoutError:
            return False
        return True

    async def run(self) -> None:
        """The table's flow: the computer's decisions, the turn timer, the grace
        period of a dropped seat, the deal of the next game."""
        while not self.closed:
            if not self.started:
                await self._wait(None)
                continue
            game = self.game
            if game.finished:
                if self.match is not None and not self.match.finished:
                    await self._between_games()
                else:
                    await self._wait(None)  # the table stays for its results until closed
                continue
            seat = game.to_act
            assert seat is not None
            key = self.key
            if self.decision_key != key:
                self.decision_key, self.decision_since = key, time.monotonic()
            if self.ai_plays(seat):
                action = await self._decide(seat)
                if self.key == key and not self.closed and self.ai_plays(seat):
                    try:
                        self.apply(action)
                    except IllegalAction as e:  # an AI bug must not end the game
                        log.error("AI chose an illegal action %s: %s", action, e)
                        self.apply(game.legal_actions()[0])
                continue
            if not await self._wait(self._wake_in(seat)) and self.key == key:
                timer = self.config.turn_timer
                if timer and time.monotonic() - self.decision_since >= timer:
                    # 托管 plays this one decision; nothing is sent until it has (a message now
                    # would tell the others that someone was slow to answer a 革命 offer)
                    self.take_over = key

    def _wake_in(self, seat: int) -> float | None:
        """Seconds until the turn timer runs out or a dropped seat's grace ends."""
        now = time.monotonic()
        waits = []
        if self.config.turn_timer:
            waits.append(self.config.turn_timer - (now - self.decision_since))
        s = self.seats[seat]
        if s.conn is None and s.dropped_at is not None:
            waits.append(self.config.grace - (now - s.dropped_at))
        return max(0.0, min(waits)) + 0.001 if waits else None

    async def _decide(self, seat: int) -> Action:
        game = self.game
        view, legal = game.view(seat), game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        agent = self.agents[seat]
        follows = self.match is not None and self.match.number < GAMES_PER_MATCH and self.config.rules.tribute
        loop = asyncio.get_running_loop()
        started = time.monotonic()

        def decide() -> Action:
            tell_game_follows(agent, follows)
            return agent.decide(view, legal)

        try:
            action = await loop.run_in_executor(self.executor, decide)
        except Exception:
            log.exception("AI failed; taking the first legal action")
            action = legal[0]
        # people follow the computer's moves; R-REVOLT offers are private: no telling pause
        delay = 0.0 if game.phase == Phase.REVOLT else self.config.ai_delay - (time.monotonic() - started)
        if delay > 0:
            await asyncio.sleep(delay)
        return action

    async def _between_games(self) -> None:
        """The results show until every person still here is ready, or for
        ``between_games`` seconds; then the next game deals (its tribute first)."""
        now = time.monotonic()
        if self.between_since is None:
            self.between_since = now
        waiting = [s for s in self.seats if s.person and s.conn is not None and not s.auto and not s.ready]
        left = self.config.between_games - (now - self.between_since)
        if waiting and left > 0:
            await self._wait(left)
            return
        assert self.match is not None
        self.match.next_game()
        self.between_since = None
        for s in self.seats:
            s.ready = False
        self._moved()

    def close(self) -> None:
        self.closed = True
        self.changed.set()
        for s in self.seats:
            if s.conn is not None:
                s.conn.close()


CONFIG_FIELDS = {
    "seed": int,
    "match": bool,
    "people": list,
    "levels": list,
    "turn_timer": float,
    "grace": float,
    "ai_delay": float,
    "between_games": float,
    "autostart": bool,
    "host_seat": int,
}


def table_to_dict(table: Table) -> dict[str, object]:
    """What the host saves of a table to reopen it (继续): the configuration, the
    match as played, the room code and each seat's player and token, so friends
    rejoin the seats they had."""
    c = table.config
    config: dict[str, object] = {name: getattr(c, name) for name in CONFIG_FIELDS}
    config["people"], config["levels"] = list(c.people), list(c.levels)
    config["rules"] = rules_to_wire(c.rules)
    played = table.match.to_dict() if table.match is not None else table.game.to_dict()
    return {
        "kind": "gouji-net-table",
        "schema_version": 1,
        "room": table.room,
        "config": config,
        "started": table.started,
        "played": played,
        "seats": [{"name": s.name, "token": s.token} for s in table.seats],
    }


def table_from_dict(data: object, executor: Executor) -> Table:
    """A saved table back (not yet running); ValueError says what is wrong with the data."""
    if not isinstance(data, dict) or data.get("kind") != "gouji-net-table" or data.get("schema_version") != 1:
        raise ValueError("not a saved network table")
    raw = data.get("config")
    if not isinstance(raw, dict):
        raise ValueError("saved table: no configuration")
    options: dict[str, Any] = {}
    for name, kind in CONFIG_FIELDS.items():
        value = raw.get(name)
        if name == "host_seat" and value is None:
            options[name] = None
            continue
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise ValueError(f"saved table: {name} is not a {kind.__name__}")
        options[name] = tuple(value) if isinstance(value, list) else value
    try:
        config = TableConfig(rules=Rules.from_dict(raw.get("rules")), **options)
    except (TypeError, ValueError) as e:
        raise ValueError(f"saved table: {e}") from None
    room, seats, played = data.get("room"), data.get("seats"), data.get("played")
    if not isinstance(room, str) or not ROOM_PATTERN.fullmatch(room):
        raise ValueError("saved table: bad room code")
    if not isinstance(seats, list) or len(seats) != 6:
        raise ValueError("saved table: six seats")
    saved: Match | Game = Match.from_dict(played) if config.match else Game.from_dict(played)
    table = Table(config, room, executor, saved=saved)
    for seat, item in zip(table.seats, seats, strict=True):
        entry: dict[str, Any] = item if isinstance(item, dict) else {}
        player, token = entry.get("name"), entry.get("token")
        if seat.person and isinstance(token, str) and isinstance(player, str):
            seat.name, seat.token = player[:NAME_LIMIT], token
            seat.dropped_at = time.monotonic()  # its player has the grace period to come back
    table.started = data.get("started") is True
    return table
