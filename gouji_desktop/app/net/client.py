"""A seat at a remote table (asyncio): it connects, says hello with the room
code, keeps the seat's view as the server sends it, and proposes actions.

The client trusts nothing it is sent: every message is checked as it is read
(:mod:`.wire`), and a server that sends something malformed is dropped.
The connection itself is :mod:`.link` (websockets' Sans-I/O layer, no ``ssl``),
imported only when a client connects.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gouji_desktop.engine import Action, Card, Event, GameView

from .protocol import MAX_SERVER_MESSAGE, PROTOCOL_VERSION
from .wire import (
    WireError,
    action_from_wire,
    action_to_wire,
    events_from_wire,
    played_from_wire,
    view_from_wire,
)

if TYPE_CHECKING:
    from .link import Link

log = logging.getLogger(__name__)

#: how long connecting and the server's welcome may take
CONNECT_TIMEOUT = 10.0


class JoinRefused(Exception):
    """The server would not seat us: ``code`` (docs/network.md) and its message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


@dataclass(frozen=True)
class Tribute:
    """Tribute the next game of the match costs (as the engine's ``Tribute``, by value)."""

    giver: int
    receiver: int
    kind: str
    count: int


@dataclass(frozen=True)
class GameResult:
    """A finished game as the server tells it: all of it is public once the game is over."""

    scores: tuple[int, ...]
    places: tuple[int, ...]
    chuan3: bool
    tribute: tuple[Tribute, ...]
    match_over: bool
    #: every finished game's scores so far in the match, this one last
    game_scores: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class SeatInfo:
    name: str
    person: bool  # a people's seat (else the computer's)
    taken: bool
    connected: bool
    auto: bool  # 托管 plays it now


@dataclass
class TableState:
    """What one seat knows of its table, rebuilt from the server's messages."""

    started: bool = False
    game: int = 1
    games: int = 1
    at: int = 0  # actions so far in this game: the decision an action answers
    view: GameView | None = None
    log: list[Event] = field(default_factory=list)
    played: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    legal: list[Action] = field(default_factory=list)
    timer: float | None = None  # seconds left of this seat's decision
    totals: tuple[int, ...] = (0,) * 6
    seats: tuple[SeatInfo, ...] = ()
    result: GameResult | None = None


def _ints(data: object, what: str, size: int | None = 6) -> tuple[int, ...]:
    if not isinstance(data, list) or (size is not None and len(data) != size) or len(data) > 6:
        raise WireError(f"{what}: expected six numbers")
    if not all(isinstance(x, int) and not isinstance(x, bool) and abs(x) < 10**6 for x in data):
        raise WireError(f"{what}: expected numbers")
    return tuple(data)


def read_result(data: object) -> GameResult:
    if not isinstance(data, dict):
        raise WireError("result: expected an object")
    tribute = []
    for item in data.get("tribute") or []:
        if not (isinstance(item, list) and len(item) == 4 and isinstance(item[2], str)):
            raise WireError("result.tribute: expected [giver, receiver, kind, count]")
        giver, receiver, _, count = _ints([item[0], item[1], 0, item[3]], "result.tribute", 4)
        tribute.append(Tribute(giver, receiver, item[2][:8], count))
    game_scores = data.get("game_scores") or []
    if not isinstance(game_scores, list) or len(game_scores) > 5:
        raise WireError("result.game_scores: expected up to five games")
    return GameResult(
        scores=_ints(data.get("scores"), "result.scores"),
        places=_ints(data.get("places"), "result.places", None),
        chuan3=data.get("chuan3") is True,
        tribute=tuple(tribute),
        match_over=data.get("match_over") is True,
        game_scores=tuple(_ints(s, "result.game_scores") for s in game_scores),
    )


def read_seats(data: object) -> tuple[SeatInfo, ...]:
    if not isinstance(data, list) or len(data) != 6:
        raise WireError("seats: expected six")
    out = []
    for s in data:
        if not isinstance(s, dict) or not isinstance(s.get("name", ""), str):
            raise WireError("seats: expected objects")
        out.append(
            SeatInfo(
                name=str(s.get("name", ""))[:24],
                person=s.get("person") is True,
                taken=s.get("taken") is True,
                connected=s.get("connected") is True,
                auto=s.get("auto") is True,
            )
        )
    return tuple(out)


class TableClient:
    """One seat's connection. After :meth:`connect`, every message the server
    sends updates :attr:`state` and is put on :attr:`updates` as ``(type, data)``:
    ``("state", None)``, ``("error", {code, message, ...})``, ``("phrase", {seat, id})``
    and, when the connection ends, ``("closed", reason)``."""

    def __init__(
        self, url: str, room: str, name: str, seat: int | None = None, token: str | None = None
    ) -> None:
        self.url, self.room, self.name = url, room.upper(), name
        self.wanted_seat = seat
        self.token = token
        self.seat: int | None = None
        self.table: dict[str, Any] = {}
        self.state = TableState()
        self.updates: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        self.errors: list[dict[str, Any]] = []
        self.ws: Link | None = None
        self._reader: asyncio.Task[None] | None = None

    @property
    def connected(self) -> bool:
        return self.ws is not None and self._reader is not None and not self._reader.done()

    async def connect(self) -> None:
        """Connect and take the seat (with the token, if we have one, the same seat as before).
        Raises :class:`JoinRefused`, ``OSError`` or ``TimeoutError``."""
        from .link import Link

        self.state = TableState()
        ws = await Link.open(self.url, MAX_SERVER_MESSAGE, CONNECT_TIMEOUT)
        hello: dict[str, object] = {"room": self.room, "name": self.name}
        if self.token is not None:
            hello["token"] = self.token
        elif self.wanted_seat is not None:
            hello["seat"] = self.wanted_seat
        await ws.send(json.dumps({"v": PROTOCOL_VERSION, "type": "hello", **hello}))
        try:
            first = await asyncio.wait_for(ws.recv(), CONNECT_TIMEOUT)
            data = json.loads(first)
            if not isinstance(data, dict):
                raise JoinRefused("bad_message", "the server did not answer with a message")
            if data.get("type") == "error":
                raise JoinRefused(str(data.get("code")), str(data.get("message")))
            if data.get("type") != "welcome" or not isinstance(data.get("token"), str):
                raise JoinRefused("bad_message", "the server did not welcome us")
            seat = data.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < 6:
                raise JoinRefused("bad_message", "the server gave no seat")
        except BaseException:
            await ws.close()
            raise
        self.seat, self.token = seat, data["token"]
        table = data.get("table")
        self.table = table if isinstance(table, dict) else {}
        self.ws = ws
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        from .link import LinkClosed

        assert self.ws is not None
        reason = "closed"
        try:
            while True:
                self._take(await self.ws.recv())
        except LinkClosed:
            reason = self.ws.close_reason
        except WireError as e:
            reason = f"bad message from the server: {e}"
            log.warning("%s", reason)
        except Exception as e:
            reason = f"{type(e).__name__}: {e}"
        finally:
            with contextlib.suppress(Exception):
                await self.ws.close()
            self.updates.put_nowait(("closed", reason))

    def _take(self, text: str | bytes) -> None:
        try:
            data = json.loads(text)
        except ValueError:
            raise WireError("not JSON") from None
        if not isinstance(data, dict) or data.get("v") != PROTOCOL_VERSION:
            raise WireError("not a message of this protocol version")
        kind = data.get("type")
        if kind == "state":
            self._take_state(data)
            self.updates.put_nowait(("state", None))
        elif kind == "error":
            self.errors.append(data)
            self.updates.put_nowait(("error", data))
        elif kind == "phrase":
            self.updates.put_nowait(("phrase", {"seat": data.get("seat"), "id": data.get("id")}))
        else:
            raise WireError(f"unknown message type {kind!r:.40}")

    def _take_state(self, data: dict[str, Any]) -> None:
        st = self.state
        seat = data.get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 6:
            self.seat = seat  # moved before the deal (sit)
        st.started = data.get("started") is True
        st.seats = read_seats(data.get("seats"))
        st.totals = _ints(data.get("totals"), "totals")
        game, games = data.get("game"), data.get("games")
        if not (isinstance(game, int) and isinstance(games, int) and 1 <= game <= games <= 5):
            raise WireError("game: expected its number")
        if game != st.game:
            st.log, st.played = [], []
        st.game, st.games = game, games
        if not st.started:
            return
        log_at = data.get("log_at")
        if log_at != len(st.log):
            raise WireError(f"events from {log_at!r:.10}, but {len(st.log)} were seen")
        st.log.extend(events_from_wire(data.get("events")))
        if data.get("played_at") != len(st.played):
            raise WireError(f"hands played from {data.get('played_at')!r:.10}, {len(st.played)} seen")
        st.played.extend(played_from_wire(data.get("played")))
        st.view = view_from_wire(data.get("view"), log=tuple(st.log), played=tuple(st.played))
        at = data.get("at")
        if not isinstance(at, int) or at < 0:
            raise WireError("at: expected the decision's number")
        st.at = at
        legal = data.get("legal") or []
        if not isinstance(legal, list) or len(legal) > 5000:
            raise WireError("legal: expected a list")
        st.legal = [action_from_wire(a) for a in legal]
        timer = data.get("timer")
        st.timer = float(timer) if isinstance(timer, int | float) and not isinstance(timer, bool) else None
        st.result = read_result(data["result"]) if data.get("result") is not None else None

    # ----- sending --------------------------------------------------------------------------

    async def send(self, kind: str, **fields: object) -> None:
        if self.ws is None:
            raise ConnectionError("not connected")
        await self.ws.send(json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}))

    async def act(self, action: Action) -> None:
        """Propose ``action`` for the decision the last state showed."""
        await self.send("act", game=self.state.game, at=self.state.at, action=action_to_wire(action))

    async def start(self) -> None:
        """Deal now: the people's seats nobody took are the computer's (the host's seat, or anyone
        seated when the table has no host seat)."""
        await self.send("start")

    async def sit(self, seat: int) -> None:
        """Before the deal: move to another free people's seat (the token goes along)."""
        await self.send("sit", seat=seat)

    async def ready(self) -> None:
        """Seen the results: the next game may deal."""
        await self.send("ready")

    async def auto(self, on: bool) -> None:
        """托管 on or off for this seat."""
        await self.send("auto", on=on)

    async def phrase(self, phrase_id: str) -> None:
        await self.send("phrase", id=phrase_id)

    async def next_update(self, timeout: float) -> tuple[str, Any]:
        return await asyncio.wait_for(self.updates.get(), timeout)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self._reader is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._reader, 5)
        self.ws = None

    def drop(self) -> None:
        """Cut the connection without a goodbye (what a crash or a pulled cable looks like)."""
        if self.ws is not None:
            self.ws.abort()
