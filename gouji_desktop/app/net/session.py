"""The one interface the table talks to, whether its game runs here or on a
server: :class:`TableSession`, with a local implementation over the table's
controller (:class:`LocalSession`) and a network one (:class:`NetworkSession`).

The session speaks in what one seat may know: its view, its legal actions,
the events it has not been shown yet.  A frame loop calls :meth:`poll` every
frame; nothing here blocks it (the network client runs on a thread of its own,
and a single-player game never starts one).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import queue
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from gouji_desktop.engine import GAMES_PER_MATCH, Action, Event, Game, GameView, IllegalAction, Match, Phase

from .client import GameResult, SeatInfo, TableClient, Tribute
from .rotate import turn_action, turn_per_seat, turn_result, turn_seat, turn_seats, turn_view

__all__ = [
    "LOST_KINDS",
    "GameResult",
    "LocalSession",
    "NetworkSession",
    "SeatInfo",
    "TableSession",
    "Tribute",
    "why_closed",
    "why_failed",
]

log = logging.getLogger(__name__)

#: why a connection ended or could not be made again, as a word the screens look up in the
#: catalogue (``tnet.why.<kind>``); the client's own words (English, technical) go to the log only
LOST_KINDS = (
    "closed",  # the server said goodbye: the host closed the table, or its server stopped
    "lost",  # cut without a goodbye: the network, or the host's game ended abruptly
    "replaced",  # the seat was taken back from another connection (another window)
    "refused",  # nothing listens at that address any more
    "timeout",  # no answer
    "unreachable",  # the network does not lead there
    "protocol",  # the server sent what this game cannot read (another version?)
    "room",  # no such table any more
    "token",  # the seat is no longer this player's
    "seat",  # no free seat
    "version",  # another protocol version
    "other",
)

#: close codes (RFC 6455) of a server's goodbye, and of a message over the limit
_GOODBYE_CODES = (1000, 1001)
_TOO_BIG = 1009


def why_closed(raw: str, code: int | None, goodbye: str | None = None) -> str:
    """One of :data:`LOST_KINDS` for a connection that ended: ``raw`` is the client's reason,
    ``code`` the close code, ``goodbye`` the code of an error the server sent just before."""
    if goodbye == "replaced":
        return goodbye
    if raw.startswith("bad message") or code == _TOO_BIG:
        return "protocol"
    if code in _GOODBYE_CODES or raw == "closed":
        return "closed"
    if raw.startswith("TimeoutError"):
        return "timeout"
    if code in (None, 1006) or raw.startswith(("Connection", "BrokenPipe", "EOF", "IncompleteRead")):
        return "lost"
    return "other"


def why_failed(error: BaseException) -> str:
    """One of :data:`LOST_KINDS` for a connection that could not be made (again)."""
    code = getattr(error, "code", None)
    if isinstance(code, str):  # the server refused the hello (JoinRefused)
        return code if code in LOST_KINDS else "protocol" if code == "bad_message" else "other"
    if isinstance(error, TimeoutError):
        return "timeout"
    if isinstance(error, ConnectionRefusedError):
        return "refused"
    if isinstance(error, ConnectionError):  # reset, aborted, closed while joining
        return "lost"
    if isinstance(error, OSError):  # no route, unknown host, network down
        return "unreachable"
    return "other"


class TableSession(Protocol):
    """What the table scene needs of its game (the names the controller already has)."""

    #: told every batch of new events the seat may see, as it happens
    listener: Callable[[list[Event]], None] | None
    ai_delay: float  # seconds a computer seat waits before its move shows (local games)

    def view(self) -> GameView: ...
    def legal(self) -> list[Action]: ...
    def timer_left(self) -> float | None: ...
    def take_events(self) -> list[Event]: ...
    def submit(self, action: Action) -> None: ...
    def poll(self, idle: bool) -> None: ...
    def totals(self) -> list[int]: ...
    def result(self) -> GameResult | None: ...
    def next_game(self) -> None: ...
    def save(self) -> None: ...
    def close(self) -> None: ...

    @property
    def seat(self) -> int:
        """The table's seat: 0 in a single-player game, the seat taken at a network table."""
        ...

    @property
    def started(self) -> bool:
        """The table has dealt: :meth:`view` has a game to show."""
        ...

    @property
    def human_to_act(self) -> bool: ...
    @property
    def shown_thinking(self) -> int | None: ...
    @property
    def game_number(self) -> int: ...
    @property
    def games_total(self) -> int: ...
    @property
    def game_follows(self) -> bool: ...
    @property
    def autoplay(self) -> bool: ...
    @autoplay.setter
    def autoplay(self, on: bool) -> None: ...


def result_of(game: Game, match: Match | None) -> GameResult | None:
    """A finished game's result, as a network table tells it."""
    if not game.finished:
        return None
    games = match.games if match is not None else [game]
    return GameResult(
        scores=tuple(game.scores or (0,) * 6),
        places=tuple(game.places),
        chuan3=game.is_chuan3,
        tribute=tuple(Tribute(t.giver, t.receiver, str(t.kind), t.count) for t in game.tribute_owed()),
        match_over=match is None or match.finished,
        game_scores=tuple(tuple(g.scores or (0,) * 6) for g in games if g.finished),
    )


class ControllerLike(Protocol):
    """The table controller (app/table/controller.py) as the local session uses it."""

    match: Match | None
    listener: Callable[[list[Event]], None] | None
    ai_delay: float
    autoplay: bool

    @property
    def game(self) -> Game: ...
    @property
    def game_number(self) -> int: ...
    @property
    def games_total(self) -> int: ...
    @property
    def game_follows(self) -> bool: ...
    @property
    def human_to_act(self) -> bool: ...
    @property
    def shown_thinking(self) -> int | None: ...
    def legal(self) -> list[Action]: ...
    def take_events(self) -> list[Event]: ...
    def submit(self, action: Action) -> list[Event]: ...
    def poll(self, idle: bool) -> None: ...
    def totals(self) -> list[int]: ...
    def next_game(self) -> None: ...
    def save(self) -> None: ...
    def close(self) -> None: ...


class LocalSession:
    """A game on this computer: the controller runs it, the computer seats think
    in its worker; no socket, no network code loaded."""

    seat = 0
    started = True  # a local game is dealt as it is made

    def __init__(self, controller: ControllerLike) -> None:
        self.controller = controller
        self._view: tuple[Game, int, GameView] | None = None

    @property
    def listener(self) -> Callable[[list[Event]], None] | None:
        return self.controller.listener

    @listener.setter
    def listener(self, fn: Callable[[list[Event]], None] | None) -> None:
        self.controller.listener = fn

    @property
    def ai_delay(self) -> float:
        return self.controller.ai_delay

    @ai_delay.setter
    def ai_delay(self, seconds: float) -> None:
        self.controller.ai_delay = seconds

    @property
    def autoplay(self) -> bool:
        return self.controller.autoplay

    @autoplay.setter
    def autoplay(self, on: bool) -> None:
        self.controller.autoplay = on

    def view(self) -> GameView:
        """Seat 0's view, made once per decision (the table reads it many times a frame)."""
        game = self.controller.game
        cached = self._view
        if cached is None or cached[0] is not game or cached[1] != len(game.history):
            cached = self._view = (game, len(game.history), game.view(self.seat))
        return cached[2]

    def timer_left(self) -> float | None:
        """A local game's turn timer is the table's own (the settings)."""
        return None

    def legal(self) -> list[Action]:
        return self.controller.legal() if self.controller.human_to_act else []

    def take_events(self) -> list[Event]:
        return self.controller.take_events()

    def submit(self, action: Action) -> None:
        """Applied at once; ``IllegalAction`` says why not (the game is unchanged)."""
        self.controller.submit(action)

    def poll(self, idle: bool) -> None:
        self.controller.poll(idle)

    def totals(self) -> list[int]:
        return self.controller.totals()

    def result(self) -> GameResult | None:
        return result_of(self.controller.game, self.controller.match)

    def next_game(self) -> None:
        self.controller.next_game()

    def save(self) -> None:
        self.controller.save()

    def close(self) -> None:
        self.controller.close()

    @property
    def human_to_act(self) -> bool:
        return self.controller.human_to_act

    @property
    def shown_thinking(self) -> int | None:
        return self.controller.shown_thinking

    @property
    def game_number(self) -> int:
        return self.controller.game_number

    @property
    def games_total(self) -> int:
        return self.controller.games_total

    @property
    def game_follows(self) -> bool:
        return self.controller.game_follows


@dataclasses.dataclass(frozen=True)
class Snapshot:
    """One state message as the frame thread takes it (immutable: built on the client's loop)."""

    started: bool
    game: int
    games: int
    view: GameView | None
    legal: tuple[Action, ...]
    timer: float | None
    totals: tuple[int, ...]
    seats: tuple[SeatInfo, ...]
    result: GameResult | None
    received: float = 0.0  # time.monotonic() when it arrived (the turn timer counts from it)


class NetworkSession:
    """A seat at a table on a server: the client runs on its own thread and event
    loop; :meth:`poll` (on the frame thread) takes what arrived.  Actions are
    proposed to the server, which checks them with the engine; a refusal comes
    back in :attr:`errors` (and to :attr:`on_error`)."""

    def __init__(
        self,
        url: str,
        room: str,
        name: str,
        seat: int | None = None,
        token: str | None = None,
        turned: bool = False,
    ):
        """``turned``: everything is shown turned so that the seat taken is seat 0 (the
        table draws seat 0 at the bottom); the server's own seat number is :attr:`table_seat`."""
        self.client = TableClient(url, room, name, seat=seat, token=token)
        self.turned = turned
        self.listener: Callable[[list[Event]], None] | None = None
        self.on_error: Callable[[dict[str, Any]], None] | None = None
        self.on_phrase: Callable[[int, str], None] | None = None
        #: called on the client's thread when anything arrives (the table wakes its frame loop)
        self.on_update: Callable[[], None] | None = None
        self.ai_delay = 0.0  # the server paces the computer's moves
        self.errors: list[dict[str, Any]] = []
        #: the connection has ended: the client's own words (logged); :attr:`closed_kind` says why
        self.closed_reason: str | None = None
        self.closed_kind: str | None = None  # one of LOST_KINDS
        self._goodbye: str | None = None  # the code of the last error the server sent
        self.state: Snapshot | None = None
        self.seen = 0  # events of the current game the table has been shown
        self._seen_game = 0
        self._auto = False
        self._asked: tuple[Action, ...] | None = None  # the legal actions of a decision just answered
        #: stop at each finished game until :meth:`next_game` (a table shows its results first;
        #: the server may deal the next game meanwhile)
        self.hold_results = False
        self._holding = False
        self._released = 0  # the game whose results were seen (its later states pass)
        self._turned_view: tuple[GameView, GameView] | None = None
        self._inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
        self._later: list[tuple[str, Any]] = []  # taken while a finished game held the table
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    # ----- connecting ------------------------------------------------------------------

    def connect(self, timeout: float = 15.0) -> None:
        """Connect and take the seat (blocking, bounded); raises ``JoinRefused``,
        ``OSError`` or ``TimeoutError``."""
        self.closed_reason = self.closed_kind = self._goodbye = None
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._thread = threading.Thread(target=loop.run_forever, name="gouji-net-client", daemon=True)
        self._thread.start()
        try:
            asyncio.run_coroutine_threadsafe(self.client.connect(), loop).result(timeout)
        except BaseException:
            self._disconnect()  # not close(): a subclass's close may end more (a host's server)
            raise
        asyncio.run_coroutine_threadsafe(self._pump(), loop)

    def reconnect(self, timeout: float = 15.0) -> None:
        """After a lost connection: take the same seat back with its token (blocking, bounded;
        raises as :meth:`connect`).  The server sends the whole current view again."""
        old = self.client
        self._disconnect()
        self.state, self._turned_view = None, None  # the server sends the table anew
        self._later.clear()  # states of the connection lost: the server sends the table anew
        self._holding = False
        self.client = TableClient(old.url, old.room, old.name, token=old.token)
        self.connect(timeout)

    @property
    def table_seat(self) -> int:
        """The seat at the server's table."""
        return self.client.seat if self.client.seat is not None else 0

    @property
    def seat(self) -> int:
        """The seat as this session shows it (0 when turned)."""
        return 0 if self.turned else self.table_seat

    @property
    def _by(self) -> int:
        return self.table_seat if self.turned else 0

    @property
    def token(self) -> str | None:
        """Keep it to take the seat back after a dropped connection."""
        return self.client.token

    async def _pump(self) -> None:
        """On the client's loop: hand every update to the frame thread."""
        while True:
            kind, data = await self.client.updates.get()
            if kind == "state":
                st = self.client.state
                data = Snapshot(
                    st.started,
                    st.game,
                    st.games,
                    st.view,
                    tuple(st.legal),
                    st.timer,
                    st.totals,
                    st.seats,
                    st.result,
                    time.monotonic(),
                )
            elif kind == "error" and isinstance(data, dict):
                self._goodbye = str(data.get("code"))  # "replaced" comes just before the goodbye
            elif kind == "closed":
                ws = self.client.ws
                code = ws.close_code if ws is not None else None
                data = (str(data), why_closed(str(data), code, self._goodbye))
                log.info("connection to %s closed (%s, code %s): %s", self.client.url, data[1], code, data[0])
            self._inbox.put((kind, data))
            if self.on_update is not None:
                self.on_update()
            if kind == "closed":
                return

    def _send(self, coro: Any) -> None:
        if self._loop is None or self.closed_reason is not None:
            coro.close()
            return
        asyncio.run_coroutine_threadsafe(coro, self._loop)

    # ----- the table's side ------------------------------------------------------------

    def poll(self, idle: bool) -> None:
        """Take what the server sent; the table hears of new events through the listener."""
        fresh = False
        for _ in range(10_000):
            if self._holding:
                self.notice_closed()  # a finished game's results show: the rest waits for next_game()
                break
            if self._later:
                kind, data = self._later.pop(0)
            else:
                try:
                    kind, data = self._inbox.get_nowait()
                except queue.Empty:
                    break
            if kind == "state":
                self.state, fresh = data, True
                self._asked = None
                self._holding = self.hold_results and data.result is not None and data.game != self._released
            elif kind == "error":
                self.errors.append(data)
                asked, self._asked = self._asked, None
                if asked is not None and self.state is not None and self.state.legal == ():
                    self.state = dataclasses.replace(self.state, legal=asked)  # refused: decide again
                if self.on_error:
                    self.on_error(data)
            elif kind == "phrase":
                seat = data.get("seat")
                if (
                    self.on_phrase
                    and isinstance(seat, int)
                    and 0 <= seat < 6
                    and isinstance(data.get("id"), str)
                ):
                    self.on_phrase(turn_seat(seat, self._by), data["id"])
            elif kind == "closed":
                self.closed_reason, self.closed_kind = data
        if fresh and self.listener is not None:
            events = self.take_events()
            if events:
                self.listener(events)

    def notice_closed(self) -> None:
        """Learn of a lost connection and nothing else (while a finished game's results show:
        the states that came since wait, in order, for :meth:`poll` after :meth:`next_game`)."""
        for _ in range(10_000):
            try:
                kind, data = self._inbox.get_nowait()
            except queue.Empty:
                return
            if kind == "closed":
                self.closed_reason, self.closed_kind = data
            else:
                self._later.append((kind, data))

    def view(self) -> GameView:
        if self.state is None or self.state.view is None:
            raise LookupError("the table has not dealt yet")
        view = self.state.view
        if not self.turned:
            return view
        cached = self._turned_view
        if cached is None or cached[0] is not view:  # turned once per state
            cached = self._turned_view = (view, turn_view(view, self._by))
        return cached[1]

    @property
    def started(self) -> bool:
        return self.state is not None and self.state.view is not None

    def legal(self) -> list[Action]:
        if self.state is None or not self.human_to_act:
            return []
        return [turn_action(a, self._by) for a in self.state.legal]

    def take_events(self) -> list[Event]:
        """Events the seat may see that the table has not shown yet."""
        if not self.started:
            return []
        assert self.state is not None
        if self._seen_game != self.state.game:
            self._seen_game, self.seen = self.state.game, 0
        log = self.view().log
        new = list(log[self.seen :])
        self.seen = len(log)
        return new

    def submit(self, action: Action) -> None:
        """Propose an action; ``IllegalAction`` at once when it is not this seat's
        decision, else the server's answer comes later (a refusal in :attr:`errors`)."""
        if not self.human_to_act:
            raise IllegalAction("not_your_turn", "it is not your decision")
        self._send(self.client.act(turn_action(action, -self._by)))
        assert self.state is not None
        # asked once; a refusal (the server sends no new state then) gives the decision back
        self._asked = self.state.legal
        self.state = dataclasses.replace(self.state, legal=())

    def totals(self) -> list[int]:
        return list(turn_per_seat(self.state.totals, self._by)) if self.state is not None else [0] * 6

    def result(self) -> GameResult | None:
        if self.state is None or self.state.result is None:
            return None
        return turn_result(self.state.result, self._by)

    def seats(self) -> tuple[SeatInfo, ...]:
        """Who sits where: names, people or the computer, connected, 托管."""
        return turn_seats(self.state.seats, self._by) if self.state is not None else ()

    def levels(self) -> tuple[str, ...]:
        """The computer's level per seat, as the host chose it ("" when the server did not say)."""
        raw = self.client.table.get("levels")
        if not (isinstance(raw, list) and len(raw) == 6 and all(isinstance(x, str) for x in raw)):
            return ("",) * 6
        return turn_per_seat(tuple(x[:12] for x in raw), self._by)

    def timer_left(self) -> float | None:
        """Seconds left of this seat's decision by the server's turn timer (None: no timer)."""
        st = self.state
        if st is None or st.timer is None or not self.human_to_act:
            return None
        return max(0.0, st.timer - (time.monotonic() - st.received))

    def next_game(self) -> None:
        """Seen the results: the server deals the next game once every person is ready."""
        self._holding = False
        self._released = self.state.game if self.state is not None else 0
        self._send(self.client.ready())

    def save(self) -> None:
        """Nothing to do: the host's game saves the match."""

    def start(self) -> None:
        """Deal now (the host's seat, in the lobby): the people's seats nobody took are the
        computer's.  Another seat is refused with ``not_host`` (in :attr:`errors`)."""
        self._send(self.client.start())

    def sit(self, seat: int) -> None:
        """Before the deal: move to another free people's seat (the server's own number);
        a taken seat is refused with ``seat``."""
        self._send(self.client.sit(seat))

    def phrase(self, phrase_id: str) -> None:
        self._send(self.client.phrase(phrase_id))

    def close(self) -> None:
        self._disconnect()

    def _disconnect(self) -> None:
        loop, self._loop = self._loop, None
        if loop is None:
            return
        if loop.is_running():
            with contextlib.suppress(Exception):
                asyncio.run_coroutine_threadsafe(self.client.close(), loop).result(5)
            loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(5)
        if not loop.is_running():
            loop.close()

    @property
    def autoplay(self) -> bool:
        return self._auto

    @autoplay.setter
    def autoplay(self, on: bool) -> None:
        self._auto = on
        self._send(self.client.auto(on))

    @property
    def human_to_act(self) -> bool:
        st = self.state
        return (
            st is not None
            and st.view is not None
            and bool(st.legal)
            and st.view.to_act == self.table_seat
            and not self._auto
            and st.result is None
        )

    @property
    def shown_thinking(self) -> int | None:
        st = self.state
        if st is None or st.view is None or st.view.phase in (Phase.REVOLT, Phase.OVER):
            return None
        to_act = st.view.to_act
        return None if to_act is None or to_act == self.table_seat else turn_seat(to_act, self._by)

    @property
    def game_number(self) -> int:
        return self.state.game if self.state is not None else 1

    @property
    def games_total(self) -> int:
        return self.state.games if self.state is not None else GAMES_PER_MATCH

    @property
    def game_follows(self) -> bool:
        st = self.state
        return st is not None and st.view is not None and st.game < st.games and st.view.rules.tribute


if TYPE_CHECKING:  # both implementations are what the table talks to (mypy checks)

    def _both(local: LocalSession, network: NetworkSession) -> list[TableSession]:
        return [local, network]
