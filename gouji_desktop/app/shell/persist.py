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
from concurrent.futures import Future
from pathlib import Path
from typing import TypeVar

from gouji_desktop.engine import Game, Match
from gouji_desktop.storage import (
    AI_LEVELS,
    Autosave,
    NetworkTableSave,
    Notice,
    Replay,
    ReplayInfo,
    ReplayReview,
    Settings,
    Statistics,
    Storage,
    StoragePaths,
)
from gouji_desktop.storage.atomic import write_failed
from gouji_desktop.storage.replay_files import (
    ReplayFileError,
    export_replay,
    import_replay,
    read_replay_file,
    share_folder,
)

log = logging.getLogger(__name__)
#: job kinds a newer job of the same kind replaces
LATEST_WINS = ("autosave", "settings", "network_table", "network_seat")
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


#: what a read on the writer thread gives back
R = TypeVar("R")


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
        """The player's data folder (``GOUJI_DATA_DIR`` or the user dirs),
        claimed for this window; when another copy of the game has it, this
        one is read-only and a notice says so."""
        storage = Storage()
        storage.claim()
        return cls(storage)

    @property
    def read_only(self) -> bool:
        """True when another copy of the game owns the data folder."""
        return bool(self.storage and self.storage.read_only)

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
        if self.storage is not None:
            with self._io:
                self.storage.close()  # the data folder is free for the next window

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
        before = totals_before(match) if match is not None else None

        def job() -> None:
            st.record_game(done, lv)
            st.save_replay(done, lv, match=in_match, match_before=before)
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

    def _read_later(self, read: Callable[[Storage], R], empty: R) -> Future[R]:
        """``read(storage)`` on the writer thread after the saves before it (a screen never
        waits on a disk); ``empty`` at once without storage."""
        result: Future[R] = Future()
        st = self.storage
        if st is None:
            result.set_result(empty)
            return result

        def job() -> None:
            try:
                result.set_result(read(st))
            except BaseException as e:  # storage never raises; a bug must not leave a screen waiting
                result.set_exception(e)
                raise

        self._queue("load", job)
        return result

    def load_autosave_later(self) -> Future[tuple[Autosave | None, bool]]:
        """The saved table, read on the writer thread after the saves before it,
        so that the title screen never waits on a disk: (the save or None,
        whether a saved table was there but could not be read).  A table whose
        game is over (the window closed between its last action and the
        clearing of the autosave) is recorded quietly — statistics, replay —
        and cleared: there is nothing to continue."""

        def read(st: Storage) -> tuple[Autosave | None, bool]:
            there = st.has_autosave()
            save = st.load_autosave().value if there else None
            if save is not None and _is_over(save):
                _record_quietly(st, save)
                return None, False
            return save, there and save is None

        return self._read_later(read, (None, False))

    def load_autosave(self) -> Autosave | None:
        """The saved table (None if there is none or it was bad: see the notices)."""
        if self.storage is None:
            return None
        self.flush()
        with self._io:
            return self.storage.load_autosave().value

    # ----- a hosted network table -------------------------------------------------

    def save_network_table(self, table: dict[str, object]) -> None:
        """The table this game hosts, after every action and deal (called on the server's
        thread; written in the background, the latest winning)."""
        st = self.storage
        if st is not None:
            self._queue("network_table", lambda: st.save_network_table(table))

    def clear_network_table(self) -> None:
        st = self.storage
        if st is not None:
            self._queue("network_table", st.clear_network_table)

    def load_network_table_later(self) -> Future[NetworkTableSave | None]:
        """The hosted table to reopen, read on the writer thread after the saves before it
        (the title screen never waits on a disk)."""
        return self._read_later(lambda st: st.load_network_table().value, None)

    def save_network_seat(self, seat: dict[str, object]) -> None:
        """The seat taken at a friend's table (address, room, name, token): after a restart
        the join screen offers it again and its token takes the seat back."""
        st = self.storage
        if st is not None:
            self._queue("network_seat", lambda: st.save_network_seat(seat))

    def load_network_seat_later(self) -> Future[NetworkTableSave | None]:
        """The seat last taken at a friend's table, read on the writer thread."""
        return self._read_later(lambda st: st.load_network_seat().value, None)

    def load_network_table(self) -> NetworkTableSave | None:
        """The hosted table to reopen (继续), after the saves before it; None when there is none."""
        if self.storage is None:
            return None
        self.flush()
        with self._io:
            return self.storage.load_network_table().value

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

    def replay_id_of(self, game: Game) -> str | None:
        """The id of the replay a finished game was kept as (after the saves queued before)."""
        if self.storage is None:
            return None
        self.flush()
        with self._io:
            return self.storage.replay_id_of(game)

    def keep_review(self, replay_id: str | None, game: Game, review: ReplayReview) -> None:
        """Keep a finished review: with its replay (when it has one) and in the statistics
        (written in the background)."""
        st = self.storage
        if st is None:
            return
        done = game.copy()

        def job() -> None:
            if replay_id is not None:
                st.save_review(replay_id, review)
            st.record_review(done, review)

        self._queue("review", job)

    def export_replay(self, replay_id: str) -> Path:
        """Kept replay ``replay_id`` as a ``.gouji-replay`` file in the share folder, to send to a
        friend; ReplayFileError or OSError when it cannot be written."""
        if self.storage is None:
            raise ReplayFileError("missing", "nothing is kept in test mode")
        self.flush()
        with self._io:
            return export_replay(self.storage.paths.replays_dir, replay_id, share_folder())

    def open_replay_file(self, path: Path) -> Replay:
        """The replay in ``path`` (ReplayFileError when it cannot be used), kept in the replay list
        too when that can be written (a notice says when it cannot)."""
        replay = read_replay_file(path)
        if self.storage is None or self.storage.read_only:  # another window owns the replay list
            return replay
        self.flush()
        with self._io:
            replays_dir = self.storage.paths.replays_dir
            try:
                replay_id = import_replay(replays_dir, path)
            except OSError as e:
                self.storage.notices.append(write_failed(replays_dir, "replays", e))
                return replay
            kept = self.storage.load_replay(replay_id).value
        return kept if kept is not None else replay

    # ----- notices ------------------------------------------------------------------

    def take_notices(self, wait: bool = False) -> list[Notice]:
        """New notices; without ``wait`` an empty list while a save is being written."""
        if self.storage is None or not self._io.acquire(blocking=wait):
            return []
        try:
            return self.storage.take_notices()
        finally:
            self._io.release()


def totals_before(match: Match) -> list[int]:
    """Each seat's match total before the match's current game (R-MATCH)."""
    totals = [0] * 6
    for game in match.games[:-1]:
        totals = [t + s for t, s in zip(totals, game.scores or [0] * 6, strict=True)]
    return totals


def _is_over(save: Autosave) -> bool:
    """Nothing left to play: the single game, or the whole match, is finished."""
    return save.match.finished if save.match is not None else save.game.finished


def _record_quietly(storage: Storage, save: Autosave) -> None:
    """Count and keep what a finished table left behind (each counted once),
    then forget it."""
    levels = storable_levels(save.ai_levels)
    storage.record_game(save.game, levels)
    if save.match is not None:
        match = save.match
        storage.save_replay(
            save.game, levels, match=(match.seed, match.number), match_before=totals_before(match)
        )
    else:
        storage.save_replay(save.game, levels)
    if save.match is not None:
        storage.record_match(save.match, levels)
    storage.clear_autosave()
