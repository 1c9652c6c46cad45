"""The computer seats think in a process of their own, so a search (the hard
AI) never holds the GIL the frame loop needs: the window stays smooth however
long a seat thinks.

One process serves every table of the game (started at the first decision,
with the ``spawn`` method: it imports no pygame); each controller's agents
live there under the controller's key, made with the same level and seed as
in-process agents, so the decisions are the same.  If the process cannot
start, dies or stops answering, :meth:`Thinker.decide` returns None and the
caller decides in its own thread.  Nothing here blocks without a bound: the
frame loop never waits on the process (closing a table while a seat thinks
does not wait for the answer), and on exit the process is ended, killed if
it does not go, so that SIGTERM always ends the game.

Each table asks through its :class:`Worker`, a thread of the game's process
that hands back a future of the action; the table looks at it each frame
(``Controller.poll``), so an answer never goes through the window's events.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import multiprocessing
import os
import queue
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from gouji_desktop.app.shell.process import AI_PROCESS_NAME
from gouji_desktop.engine import Action, GameView

log = logging.getLogger(__name__)

#: GOUJI_AI_PROCESS=0 keeps the AI in a thread of the game's own process
ENABLED = os.environ.get("GOUJI_AI_PROCESS", "1") != "0"
#: an answer (the process's start included) not back after this many seconds
#: means the process is stuck: it is ended and the seats think in a thread.
#: The hard level's budget is 1 s; the rest is for a slow start on a loaded machine.
ANSWER_TIMEOUT_S = 30.0
#: how often a waiting decision looks whether the process is still there (s)
CHECK_S = 0.25
#: on exit, how long the process may take to go after each request (s)
STOP_WAIT_S = 2.0


def make_seat_agent(level: str, seed: int) -> Any:
    """``make_agent(level, seed)``, falling back to the random agent for a level
    the AI package does not have (yet)."""
    from gouji_desktop.ai import make_agent

    try:
        return make_agent(level, seed)
    except ValueError:
        return make_agent("random", seed)


def tell_game_follows(agent: Any, follows: bool) -> None:
    """Tell an agent whether a game of the same match follows the one it plays:
    the hard level counts what an opening (开点) earns in 点贡 only then
    (``Agent.set_match``); the other levels decide the same either way."""
    from gouji_desktop.ai import MatchContext

    agent.set_match(MatchContext(game_follows=follows))


def serve(conn: Connection) -> None:
    """The AI process: answer (key, level, seed, view, legal, follows) with the
    index of the chosen action (``follows``: a game of the match comes after
    this one, :func:`tell_game_follows`); ("forget", key) drops a closed
    table's agents."""
    agents: dict[tuple[object, ...], Any] = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        if msg[0] == "forget":
            for k in [k for k in agents if k[0] == msg[1]]:
                del agents[k]
            continue
        key, level, seed, view, legal, follows = msg
        agent = agents.get(key)
        if agent is None:
            agent = agents[key] = make_seat_agent(level, seed)
        tell_game_follows(agent, follows)
        try:
            action = agent.decide(view, legal)
            index = legal.index(action)
        except Exception:  # an AI bug must not end the game
            log.exception("AI failed; taking the first legal action")
            index = 0
        conn.send(index)


class Thinker:
    """The game's AI process (one, shared); calls are serialized."""

    _shared: Thinker | None = None
    _shared_lock = threading.Lock()

    def __init__(self) -> None:
        self._lock = threading.Lock()  # held while a decision is asked for
        self._conn: Connection | None = None
        self._process: Any = None
        self._forgotten: list[object] = []  # closed tables, told with the next request
        self._forgotten_lock = threading.Lock()
        self.broken = not ENABLED
        self.answer_timeout = ANSWER_TIMEOUT_S

    @classmethod
    def shared(cls) -> Thinker:
        with cls._shared_lock:
            if cls._shared is None:
                cls._shared = Thinker()
            return cls._shared

    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._process = ctx.Process(target=serve, args=(child,), name=AI_PROCESS_NAME, daemon=True)
        self._process.start()
        child.close()
        self._conn = parent
        atexit.register(self.stop)  # before multiprocessing's own exit, which waits unbounded

    def _answer(self, conn: Connection) -> int:
        """The process's answer; TimeoutError when it does not come in time,
        EOFError when the process is gone."""
        end = time.monotonic() + self.answer_timeout
        while not conn.poll(CHECK_S):  # the GIL is free while polling
            if self._process is None or not self._process.is_alive():
                raise EOFError("the AI process ended")
            if time.monotonic() >= end:
                raise TimeoutError(f"no answer in {self.answer_timeout:.0f} s")
        index: int = conn.recv()
        return index

    def stop(self) -> None:
        """End the process (on exit, or when it is stuck): terminate it, then
        kill it, each wait bounded.  Decisions after this think in a thread."""
        self.broken = True
        process, conn = self._process, self._conn
        if process is None or process.pid is None:  # never started
            return
        with contextlib.suppress(OSError, ValueError):
            for end in (process.terminate, process.kill):
                if not process.is_alive():
                    break
                end()
                process.join(STOP_WAIT_S)
        if conn is not None and not self._lock.locked():
            with contextlib.suppress(OSError):
                conn.close()

    def decide(
        self,
        key: tuple[object, ...],
        level: str,
        seed: int,
        view: object,
        legal: Sequence[Action],
        follows: bool = True,
    ) -> Action | None:
        """The agent's action, or None when the process is not available
        (``follows``: a game of the same match comes after this one)."""
        if self.broken:
            return None
        with self._lock:
            try:
                if self._conn is None:
                    self._start()
                assert self._conn is not None
                self._send_forgotten(self._conn)
                self._conn.send((key, level, seed, view, list(legal), follows))
                index = self._answer(self._conn)
            except TimeoutError as e:
                log.warning("the AI process does not answer (%s); ending it, thinking in a thread", e)
                self.stop()
                return None
            except (OSError, EOFError, ValueError, AttributeError, ImportError, RuntimeError) as e:
                # RuntimeError: spawn refused (a script that starts the game without a main guard)
                if not self.broken:  # (broken: stop() ended it, on exit)
                    log.warning("the AI process is not available (%s); thinking in a thread", e)
                self.broken = True
                return None
        return legal[index]

    def forget(self, owner: object) -> None:
        """A table closed: its agents can go.  Never waits for a decision in
        progress (the frame loop calls this): then the next request tells it."""
        if self.broken:
            return
        with self._forgotten_lock:
            self._forgotten.append(owner)
        if not self._lock.acquire(blocking=False):
            return
        try:
            if self._conn is None:  # not started: it has no agents to drop
                with self._forgotten_lock:
                    self._forgotten.clear()
            elif not self.broken:
                self._send_forgotten(self._conn)
        finally:
            self._lock.release()

    def _send_forgotten(self, conn: Connection) -> None:
        with self._forgotten_lock:
            owners, self._forgotten = self._forgotten, []
        try:
            for owner in owners:
                conn.send(("forget", owner))
        except OSError:
            self.broken = True


@dataclass(frozen=True)
class Ask:
    """One decision for a table's :class:`Worker`: the seat's agent, what the seat sees, the legal
    actions, where it thinks in the AI process (owner, seat, level, seed; None: in the worker's
    thread) and whether a game of the match follows this one (:func:`tell_game_follows`)."""

    agent: Any
    view: GameView
    legal: list[Action]
    remote: tuple[int, int, str, int] | None
    follows: bool


def answer(ask: Ask) -> Action:
    """The seat's action: from the AI process when it is there, else from the agent here; an AI
    bug takes the first legal action, so that the game goes on."""
    action = None
    if ask.remote is not None:  # in the AI process: the frame loop keeps the GIL
        owner, seat, level, seed = ask.remote
        action = Thinker.shared().decide((owner, seat), level, seed, ask.view, ask.legal, ask.follows)
    if action is None:
        tell_game_follows(ask.agent, ask.follows)
        try:
            action = ask.agent.decide(ask.view, ask.legal)
        except Exception:
            log.exception("AI failed; taking the first legal action")
            action = ask.legal[0]
    return action


class Worker:
    """A table's AI thread.  :meth:`ask` returns at once a future of the seat's action, which the
    table looks at each frame (``done()``): the frame loop never waits for an answer, and no
    answer travels through the window's event queue, so the controller needs no pygame.

    The thread is a daemon, so that a seat thinking never keeps the game from closing
    (a thread pool's threads are waited for at exit)."""

    def __init__(self, on_answer: Callable[[], None] | None = None) -> None:
        #: called on the worker's thread when an answer is ready (the table wakes the frame loop)
        self.on_answer = on_answer
        self._asks: queue.Queue[tuple[Ask, Future[Action]] | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def ask(self, ask: Ask) -> Future[Action]:
        """The seat's action, to come; ``cancel()`` it when the decision no longer matters
        (one not started yet is then skipped)."""
        future: Future[Action] = Future()
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._work, name="gouji-ai", daemon=True)
            self._thread.start()
        self._asks.put((ask, future))
        return future

    def _work(self) -> None:
        while (item := self._asks.get()) is not None:
            ask, future = item
            if not future.set_running_or_notify_cancel():  # cancelled while it waited
                continue
            try:
                future.set_result(answer(ask))
            except BaseException as e:  # the table reads it; crashlog reports the thread's end
                future.set_exception(e)
                raise
            finally:
                if self.on_answer is not None:
                    self.on_answer()

    def close(self) -> None:
        """The thread ends after the decision in progress (it is a daemon: this is only tidiness)."""
        self._asks.put(None)
