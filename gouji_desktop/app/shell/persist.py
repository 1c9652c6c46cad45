"""The GUI's side of storage: one background writer, so that the frame loop
never waits on a disk.

Saves are queued and written in order on a writer thread; a newer autosave
(or settings save) replaces one still waiting (latest state wins), but never
jumps over a "game over" or "clear" job.  Reads (继续, statistics, replays)
wait for the writes before them.  Notices are drained every frame without
blocking.  ``Persistence.memory()`` keeps nothing (benchmarks, the self-test,
screenshots); ``Persistence.open()`` uses ``Storage()`` (``GOUJI_DATA_DIR`` or
the user dirs).
"""

from __future__ import annotations

import copy
import logging
import threading
from collections import deque
from collections.abc import Callable

from gouji_desktop.engine import Game, Match
from gouji_desktop.storage import (
    AI_LEVELS,
    Autosave,
    Notice,
    Replay,
    ReplayInfo,
    Settings,
    Statistics,
    Storage,
    StoragePaths,
)

log = logging.getLogger(__name__)
LATEST_WINS = ("autosave", "settings")  # job kinds a newer job of the same kind replaces
BARRIERS = ("game_over", "clear")  # a replacement never jumps over these


def storable_levels(levels: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The five computer seats' levels as storage keeps them (a level the
    settings do not offer, such as a test's "random", is kept as "normal")."""
    out = tuple(lv if lv in AI_LEVELS else "normal" for lv in levels)
    return (out + ("normal",) * 5)[:5]


def snapshot(state: Match | Game) -> Match | Game:
    """An independent copy to write from another thread (cheap: the finished
    games of a match never change, only the current one is copied)."""
    if isinstance(state, Match):
        return Match(state.seed, state.rules, [*state.games[:-1], state.game.copy()])
    return state.copy()


class Persistence:
    """Settings, autosave, statistics and replays for the GUI; never raises."""

    def __init__(self, storage: Storage | None) -> None:
        self.storage = storage
        self._io = threading.RLock()  # held while storage is used
        self._queue_lock = threading.Lock()
        self._wake = threading.Condition(self._queue_lock)
        self._jobs: deque[tuple[str, Callable[[], object]]] = deque()
        self._busy = False
        self._stop = False
        self._thread: threading.Thread | None = None

    @classmethod
    def open(cls) -> Persistence:
        """The player's data folder (``GOUJI_DATA_DIR`` or the user dirs)."""
        return cls(Storage())

    @classmethod
    def memory(cls) -> Persistence:
        """Nothing is read or written."""
        return cls(None)

    @property
    def enabled(self) -> bool:
        return self.storage is not None

    @property
    def paths(self) -> StoragePaths | None:
        return self.storage.paths if self.storage else None

    @property
    def write_problem(self) -> bool:
        """True while saves fail (the settings screen shows a marker)."""
        return bool(self.storage and self.storage.write_problem)

    # ----- the writer ---------------------------------------------------------

    def _queue(self, kind: str, job: Callable[[], object]) -> None:
        if self.storage is None:
            return
        with self._wake:
            if kind in LATEST_WINS:
                for i in range(len(self._jobs) - 1, -1, -1):
                    queued = self._jobs[i][0]
                    if queued in BARRIERS:
                        break
                    if queued == kind:
                        self._jobs[i] = (kind, job)
                        return
            self._jobs.append((kind, job))
            if self._thread is None or not self._thread.is_alive():
                self._stop = False
                self._thread = threading.Thread(target=self._write_loop, name="gouji-saves", daemon=True)
                self._thread.start()
            self._wake.notify_all()

    def _write_loop(self) -> None:
        while True:
            with self._wake:
                while not self._jobs and not self._stop:
                    self._wake.wait()
                if not self._jobs:
                    return
                kind, job = self._jobs.popleft()
                self._busy = True
            try:
                with self._io:
                    job()
            except Exception:  # storage never raises; this is a bug in a job
                log.exception("saving %s failed", kind)
            finally:
                with self._wake:
                    self._busy = False
                    self._wake.notify_all()

    def pending(self) -> int:
        """Jobs not written yet."""
        with self._wake:
            return len(self._jobs) + int(self._busy)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued save is written (True) or ``timeout`` passed."""
        with self._wake:
            return self._wake.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def close(self) -> None:
        """Write what is queued and stop the writer (on quit)."""
        self.flush()
        with self._wake:
            self._stop = True
            self._wake.notify_all()

    # ----- settings -----------------------------------------------------------

    def load_settings(self) -> Settings:
        if self.storage is None:
            return Settings()
        with self._io:
            return self.storage.load_settings().value

    def save_settings(self, settings: Settings) -> None:
        st = self.storage
        if st is not None:
            frozen = copy.deepcopy(settings)
            self._queue("settings", lambda: st.save_settings(frozen))

    # ----- the table ------------------------------------------------------------

    def autosave(self, state: Match | Game, levels: tuple[str, ...] | list[str]) -> None:
        """After an action: the table as it is now (written in the background)."""
        st = self.storage
        if st is not None:
            saved, lv = snapshot(state), storable_levels(levels)
            self._queue("autosave", lambda: st.autosave(saved, lv))

    def game_over(
        self, game: Game, levels: tuple[str, ...] | list[str], match: Match | None, table_done: bool
    ) -> None:
        """A finished game: count it, keep its replay; when the match (or the
        single game) is done, count the match and forget the autosave, else
        autosave the match between games.  Safe to call again (counted once)."""
        st = self.storage
        if st is None:
            return
        lv = storable_levels(levels)
        done = game.copy()
        whole = snapshot(match) if match is not None else None
        in_match = (match.seed, match.number) if match is not None else None

        def job() -> None:
            st.record_game(done, lv)
            st.save_replay(done, lv, match=in_match)
            if isinstance(whole, Match) and whole.finished:
                st.record_match(whole, lv)
            if table_done:
                st.clear_autosave()
            elif whole is not None:
                st.autosave(whole, lv)

        self._queue("game_over", job)

    def clear_autosave(self) -> None:
        st = self.storage
        if st is not None:
            self._queue("clear", st.clear_autosave)

    def has_autosave(self) -> bool:
        if self.storage is None:
            return False
        self.flush()
        with self._io:
            return self.storage.has_autosave()

    def load_autosave(self) -> Autosave | None:
        """The saved table (None if there is none or it was bad: see the notices)."""
        if self.storage is None:
            return None
        self.flush()
        with self._io:
            return self.storage.load_autosave().value

    # ----- statistics and replays ---------------------------------------------------

    def stats(self) -> Statistics:
        if self.storage is None:
            return Statistics()
        self.flush()
        with self._io:
            return copy.deepcopy(self.storage.stats)

    def list_replays(self) -> list[ReplayInfo]:
        if self.storage is None:
            return []
        self.flush()
        with self._io:
            return self.storage.list_replays()

    def load_replay(self, replay_id: str) -> Replay | None:
        if self.storage is None:
            return None
        with self._io:
            return self.storage.load_replay(replay_id).value

    # ----- notices ------------------------------------------------------------------

    def take_notices(self, wait: bool = False) -> list[Notice]:
        """New notices; without ``wait`` an empty list while a save is being written."""
        if self.storage is None or not self._io.acquire(blocking=wait):
            return []
        try:
            return self.storage.take_notices()
        finally:
            self._io.release()
