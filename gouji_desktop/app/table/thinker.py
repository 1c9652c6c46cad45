"""The computer seats think in a process of their own, so a search (the hard
AI) never holds the GIL the frame loop needs: the window stays smooth however
long a seat thinks.

One process serves every table of the game (started at the first decision,
with the ``spawn`` method: it imports no pygame); each controller's agents
live there under the controller's key, made with the same level and seed as
in-process agents, so the decisions are the same.  If the process cannot
start or dies, :meth:`Thinker.decide` returns None and the caller decides in
its own thread.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any

from gouji_desktop.engine import Action

log = logging.getLogger(__name__)

#: GOUJI_AI_PROCESS=0 keeps the AI in a thread of the game's own process
ENABLED = os.environ.get("GOUJI_AI_PROCESS", "1") != "0"


def make_seat_agent(level: str, seed: int) -> Any:
    """``make_agent(level, seed)``, falling back to the random agent for a level
    the AI package does not have (yet)."""
    from gouji_desktop.ai import make_agent

    try:
        return make_agent(level, seed)
    except ValueError:
        return make_agent("random", seed)


def serve(conn: Connection) -> None:
    """The AI process: answer (key, level, seed, view, legal) with the index of
    the chosen action; ("forget", key) drops a closed table's agents."""
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
        key, level, seed, view, legal = msg
        agent = agents.get(key)
        if agent is None:
            agent = agents[key] = make_seat_agent(level, seed)
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
        self._lock = threading.Lock()
        self._conn: Connection | None = None
        self._process: Any = None
        self.broken = not ENABLED

    @classmethod
    def shared(cls) -> Thinker:
        with cls._shared_lock:
            if cls._shared is None:
                cls._shared = Thinker()
            return cls._shared

    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self._process = ctx.Process(target=serve, args=(child,), name="gouji-ai", daemon=True)
        self._process.start()
        child.close()
        self._conn = parent

    def decide(
        self, key: tuple[object, ...], level: str, seed: int, view: object, legal: Sequence[Action]
    ) -> Action | None:
        """The agent's action, or None when the process is not available."""
        if self.broken:
            return None
        with self._lock:
            try:
                if self._conn is None:
                    self._start()
                assert self._conn is not None
                self._conn.send((key, level, seed, view, list(legal)))
                index = self._conn.recv()  # blocks without the GIL
            except (OSError, EOFError, ValueError, AttributeError, ImportError) as e:
                log.warning("the AI process is not available (%s); thinking in a thread", e)
                self.broken = True
                return None
        return legal[index]

    def forget(self, owner: object) -> None:
        """A table closed: its agents can go."""
        with self._lock:
            if self._conn is not None and not self.broken:
                try:
                    self._conn.send(("forget", owner))
                except OSError:
                    self.broken = True
