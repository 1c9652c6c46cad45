"""The one object the GUI talks to: where files live, and loads and saves
that never raise.  Every problem becomes a :class:`Notice` (returned with a
load, and queued for :meth:`Storage.take_notices`); play always goes on.

>>> import tempfile
>>> tmp = tempfile.TemporaryDirectory()
>>> store = Storage(tmp.name)
>>> store.load_settings().source
'default'
>>> store.save_settings(Settings(language="en")), store.load_settings().value.language
(True, 'en')
>>> tmp.cleanup()
"""

from __future__ import annotations

import errno
import functools
import logging
import os
import stat
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from glob import escape as glob_escape
from pathlib import Path
from typing import ParamSpec, TypeVar, cast

import platformdirs

from gouji_desktop.engine import Game, Match

from . import atomic
from .atomic import write_failed
from .autosave import (
    NETWORK_SEAT_KIND,
    Autosave,
    NetworkTableSave,
    decode_autosave,
    decode_network_table,
    encode_autosave,
    encode_network_table,
)
from .documents import (
    ERROR,
    FIELD_RESET,
    INFO,
    INTERNAL_ERROR,
    READ_ONLY,
    WARNING,
    WRITE_RECOVERED,
    Loaded,
    Notice,
)
from .owner import FolderOwner, stats_lock
from .replay_shelf import ReplayShelf
from .replays import Replay, ReplayInfo, ReplayReview, decode_replay, encode_replay, with_review
from .settings import Settings, decode_settings, encode_settings, normalize_settings
from .stats import (
    MARK_GRADES,
    ReviewSummary,
    Statistics,
    decode_stats,
    encode_stats,
    record_game,
    record_key,
    record_match,
    record_review,
)

log = logging.getLogger(__name__)
DAMAGED_MARK = ".damaged-"  # NAME.damaged-<time>: a file with bad fields, as it was
APP_NAME = "GoujiDesktop"
ENV_VAR = "GOUJI_DATA_DIR"
P = ParamSpec("P")
R = TypeVar("R")


@dataclass(frozen=True)
class StoragePaths:
    """Where everything lives (the settings screen shows ``data_dir``)."""

    data_dir: Path
    config_dir: Path  # holds settings.json
    origin: str  # "GOUJI_DATA_DIR", "argument" or "platformdirs"

    @property
    def settings(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave(self) -> Path:
        return self.data_dir / "autosave.json"

    @property
    def network_table(self) -> Path:
        """The network table this game hosts (saved after every action; 继续 reopens it)."""
        return self.data_dir / "network_table.json"

    @property
    def network_seat(self) -> Path:
        """The seat this game took at a friend's table (its token takes it back after a restart)."""
        return self.data_dir / "network_seat.json"

    @property
    def stats(self) -> Path:
        return self.data_dir / "stats.json"

    @property
    def replays_dir(self) -> Path:
        return self.data_dir / "replays"

    @classmethod
    def resolve(
        cls, root: str | os.PathLike[str] | None = None, env: Mapping[str, str] | None = None
    ) -> StoragePaths:
        """``GOUJI_DATA_DIR`` (if set and not empty) wins, then ``root``, then
        platformdirs' user data and config dirs for "GoujiDesktop"."""
        override = (os.environ if env is None else env).get(ENV_VAR, "").strip()
        if override:
            folder = Path(override).expanduser().absolute()
            return cls(folder, folder, ENV_VAR)
        if root is not None:
            folder = Path(root).expanduser().absolute()
            return cls(folder, folder, "argument")
        data = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
        config = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
        return cls(data, config, "platformdirs")


def _never_raises(default: Callable[[], object]) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Catch anything a bug might throw: a notice instead of a crash."""

    def wrap(method: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(method)
        def safe(*args: P.args, **kwargs: P.kwargs) -> R:
            store = args[0]
            assert isinstance(store, Storage)
            try:
                with store.lock:  # the GUI calls from its frame loop and its save thread
                    return method(*args, **kwargs)
            except Exception as e:
                log.exception("storage: %s failed", method.__name__)
                notice = Notice(
                    INTERNAL_ERROR,
                    f"storage problem in {method.__name__}: {type(e).__name__}: {e}",
                    level=ERROR,
                    params={"where": method.__name__, "error": f"{type(e).__name__}: {e}"},
                )
                with store.lock:
                    store.notices.append(notice)
                result = default()
                if isinstance(result, Loaded):
                    result.notices.append(notice)
                return cast(R, result)

        return safe

    return wrap


class Storage:
    """Settings, autosave, statistics and replays under one data folder."""

    def __init__(
        self,
        root: str | os.PathLike[str] | None = None,
        *,
        env: Mapping[str, str] | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.paths = StoragePaths.resolve(root, env)
        self.lock = threading.RLock()
        self.notices: list[Notice] = []
        self.settings = Settings()  # the last loaded or saved settings
        self._clock = clock or (lambda: datetime.now().astimezone())
        self._stats: Statistics | None = None
        self._failing: set[str] = set()  # files whose last write failed
        self._told_read_only = False
        self._stats_stamp: tuple[int, int] | None = None  # stats.json as last read or written
        # games and matches counted whose save failed (a full disk): counted
        # again into what is on disk at the next count and at quit, once each
        self._unsaved: list[Callable[[Statistics], bool]] = []
        self._odd_reported: set[Path] = set()  # autosaves that are no file, said once
        self._shelf = ReplayShelf(
            self.paths.replays_dir, self._clock, self.notices, lambda p, d, w, b: self._write(p, d, w, b)
        )
        self._owner = FolderOwner(self.paths.data_dir)
        for folder in {self.paths.data_dir, self.paths.config_dir, self.paths.replays_dir}:
            atomic.clean_stale_temps(folder)

    # ----- one owner per data folder ----------------------------------------

    def claim(self) -> bool:
        """Become the one copy of the game that writes in this data folder (the
        GUI calls it at start; the first save does it otherwise).  False when
        another copy holds it, or the lock cannot be used: then this one is
        read-only for as long as it runs — no settings, autosave or replays are
        written, statistics are still merged in — and a ``read_only`` notice
        says so (``params["reason"]``: ``"other_copy"`` or ``"lock"``)."""
        with self.lock:
            if self._owner.owns:
                return True
            if self._owner.claim():
                return True
            if not self._told_read_only:
                self._told_read_only = True
                folder = str(self.paths.data_dir)
                problem = self._owner.problem
                why = problem or "another copy of the game is using it"
                self.notices.append(
                    Notice(
                        READ_ONLY,
                        f"{folder} is read-only for this window ({why}): it saves nothing "
                        "(settings, the game in progress, replays); finished games still count "
                        "in the statistics.",
                        level=WARNING,
                        file=folder,
                        params={"folder": folder, "reason": "lock" if problem else "other_copy"},
                    )
                )
            return False

    @property
    def read_only(self) -> bool:
        """True when another copy of the game owns the data folder, or its lock
        cannot be used (then no copy may write)."""
        return self._owner.other_owner or bool(self._owner.problem)

    def close(self) -> None:
        """Save games counted while saving failed (the promised retry), then
        give the data folder up (at quit; the system also does it when the
        process ends, however it ends)."""
        with self.lock:
            if self._unsaved:
                try:
                    self._count(lambda stats: False)
                except Exception:
                    log.exception("storage: the last statistics save failed")
            self._owner.release()

    # ----- notices ----------------------------------------------------------

    def take_notices(self) -> list[Notice]:
        """Every notice since the last call, oldest first (for the GUI to show)."""
        with self.lock:
            taken = list(self.notices)
            self.notices.clear()  # the same list: the replay shelf adds to it too
        return taken

    @property
    def write_problem(self) -> bool:
        """True while saving fails (the GUI may show a lasting marker)."""
        return bool(self._failing)

    def _load(
        self, path: Path, decode: Callable[[bytes], tuple[R, list[Notice]]], what: str, default: R
    ) -> Loaded[R]:
        decoded: list[bytes] = []  # the bytes decoded last: those of the value used

        def decode_keeping(raw: bytes) -> tuple[R, list[Notice]]:
            decoded[:] = [raw]
            return decode(raw)

        found, source, notices = atomic.load_with_backup(path, decode_keeping, what, self._clock())
        if found is None:
            value = default
        else:
            value, more = found
            if any(n.code == FIELD_RESET for n in more):
                more = self._keep_damaged(path, decoded[-1], more)
            notices += [_with_file(n, path) for n in more]
        self.notices += notices
        return Loaded(value, source, notices)

    def _keep_damaged(self, path: Path, raw: bytes, notices: list[Notice]) -> list[Notice]:
        """Keep a file with bad fields as it was, once, as ``NAME.damaged-<time>``
        (its next save and ``.bak`` would otherwise replace the original); a
        copy still there from before is kept instead, until the player removes
        it.  The field notices name the copy."""
        try:
            earlier = sorted(path.parent.glob(f"{glob_escape(path.name)}{DAMAGED_MARK}*"))
            if earlier:
                kept = earlier[0]
            else:
                kept = path.with_name(f"{path.name}{DAMAGED_MARK}{self._clock():%Y%m%d-%H%M%S}")
                atomic.atomic_write(kept, raw, keep_backup=False)
        except OSError:
            return notices  # a disk that refuses: the field notices still say what was reset
        return [
            Notice(
                n.code,
                f"{n.message}. The file as it was is kept as {kept.name}",
                n.level,
                n.file,
                {**n.params, "kept": kept.name},
            )
            if n.code == FIELD_RESET
            else n
            for n in notices
        ]

    def _write(
        self, path: Path, data: bytes, what: str, keep_backup: bool = True, shared: bool = False
    ) -> bool:
        """Write if this copy owns the folder (``shared``: the caller holds the
        statistics lock instead)."""
        if not shared and not self.claim():
            return False
        key = str(path) if keep_backup else what
        try:
            atomic.atomic_write(path, data, keep_backup)
        except OSError as e:
            if key not in self._failing:
                self._failing.add(key)
                self.notices.append(write_failed(path, what, e))
            return False
        if key in self._failing:
            self._failing.discard(key)
            self.notices.append(
                Notice(
                    WRITE_RECOVERED, f"{what} saved again", level=INFO, file=str(path), params={"what": what}
                )
            )
        return True

    # ----- settings ---------------------------------------------------------

    @_never_raises(lambda: Loaded(Settings(), "default"))
    def load_settings(self) -> Loaded[Settings]:
        """The saved settings, field by field checked; defaults if none."""
        loaded = self._load(self.paths.settings, decode_settings, "settings", Settings())
        self.settings = loaded.value
        return loaded

    @_never_raises(lambda: False)
    def save_settings(self, settings: Settings) -> bool:
        """Save (bad values replaced by defaults, with notices); False if the
        disk refused (the settings still apply for this session)."""
        settings, notices = normalize_settings(settings)
        self.notices += notices
        self.settings = settings
        return self._write(self.paths.settings, encode_settings(settings), "settings")

    # ----- autosave ---------------------------------------------------------

    @_never_raises(lambda: False)
    def autosave(self, state: Match | Game, ai_levels: tuple[str, ...] | list[str] | None = None) -> bool:
        """Save the table after an action (call after every ``apply``)."""
        levels = tuple(ai_levels) if ai_levels is not None else self.settings.ai_levels
        save = Autosave.of(state, levels, self._now_text())
        return self._write(self.paths.autosave, encode_autosave(save), "autosave")

    @_never_raises(lambda: Loaded(None, "default"))
    def load_autosave(self) -> Loaded[Autosave | None]:
        """The saved table (for 继续), or None when there is none."""
        return self._load(self.paths.autosave, decode_autosave, "autosave", None)

    @_never_raises(lambda: False)
    def has_autosave(self) -> bool:
        """Cheap: whether 继续 should be offered (the load may still fail).  An
        autosave that is a folder or a FIFO is not offered and is reported
        (``read_failed``, once)."""
        found = False
        for path in (self.paths.autosave, atomic.backup_path(self.paths.autosave)):
            try:
                mode = os.stat(path).st_mode
            except OSError:
                continue
            if stat.S_ISREG(mode):
                found = True
            elif path not in self._odd_reported:
                self._odd_reported.add(path)
                problem = atomic.NotRegularFileError(errno.EINVAL, "not a regular file", str(path))
                self.notices.append(atomic.read_failed(path, "autosave", problem))
        return found

    @_never_raises(lambda: False)
    def clear_autosave(self) -> bool:
        """Forget the table (after a match or game is over and recorded)."""
        if not self.claim():
            return False  # the table belongs to the copy that owns the folder
        try:
            # the backup first: a crash in between must not bring back an older table
            atomic.remove_file(atomic.backup_path(self.paths.autosave))
            atomic.remove_file(self.paths.autosave)
        except OSError as e:
            self.notices.append(write_failed(self.paths.autosave, "autosave", e))
            return False
        return True

    # ----- a hosted network table ----------------------------------------------

    @_never_raises(lambda: False)
    def save_network_table(self, table: Mapping[str, object]) -> bool:
        """The table this game hosts, as the network code saves it (after every action)."""
        return self._write(
            self.paths.network_table, encode_network_table(table, self._now_text()), "network_table"
        )

    @_never_raises(lambda: Loaded(None, "default"))
    def load_network_table(self) -> Loaded[NetworkTableSave | None]:
        """The hosted table to reopen (继续), or None when there is none."""
        return self._load(self.paths.network_table, decode_network_table, "network_table", None)

    @_never_raises(lambda: False)
    def clear_network_table(self) -> bool:
        """Forget the hosted table (its match is over, or the host gave it up)."""
        if not self.claim():
            return False
        try:
            atomic.remove_file(atomic.backup_path(self.paths.network_table))
            atomic.remove_file(self.paths.network_table)
        except OSError as e:
            self.notices.append(write_failed(self.paths.network_table, "network_table", e))
            return False
        return True

    @_never_raises(lambda: False)
    def save_network_seat(self, seat: Mapping[str, object]) -> bool:
        """The seat taken at a friend's table: where, which room, the name and the token."""
        raw = encode_network_table(seat, self._now_text(), NETWORK_SEAT_KIND)
        return self._write(self.paths.network_seat, raw, "network_table")

    @_never_raises(lambda: Loaded(None, "default"))
    def load_network_seat(self) -> Loaded[NetworkTableSave | None]:
        """The seat last taken at a friend's table, or None."""
        return self._load(
            self.paths.network_seat,
            lambda raw: decode_network_table(raw, NETWORK_SEAT_KIND),
            "network_table",
            None,
        )

    # ----- statistics -------------------------------------------------------

    @_never_raises(lambda: Loaded(Statistics(), "default"))
    def load_stats(self) -> Loaded[Statistics]:
        loaded = self._load(self.paths.stats, decode_stats, "statistics", Statistics())
        self._stats = loaded.value
        return loaded

    @property
    def stats(self) -> Statistics:
        """The statistics (loaded on first use, and again when another copy of
        the game on this folder has counted games since; kept in memory if the
        disk fails)."""
        if self._stats is None or self._stats_stamp != self._stamp_of_stats():
            self._stats_stamp = self._stamp_of_stats()
            if self._stats is None or self._stats_stamp is not None:
                self.load_stats()
        if self._stats is None:  # the load itself failed: count from zero in memory
            self._stats = Statistics()
        return self._stats

    @_never_raises(lambda: False)
    def record_game(self, game: Game, ai_levels: tuple[str, ...] | list[str] | None = None) -> bool:
        """Count a finished game for seat 0 and save; False if nothing was
        counted (not finished, or already counted)."""
        levels = tuple(ai_levels) if ai_levels is not None else self.settings.ai_levels
        return self._count(lambda stats: record_game(stats, game, levels))

    @_never_raises(lambda: False)
    def record_match(self, match: Match, ai_levels: tuple[str, ...] | list[str] | None = None) -> bool:
        """Count a finished match (call :meth:`record_game` for each game too)."""
        levels = tuple(ai_levels) if ai_levels is not None else self.settings.ai_levels
        return self._count(lambda stats: record_match(stats, match, levels))

    @_never_raises(lambda: False)
    def record_review(self, game: Game, review: ReplayReview) -> bool:
        """Count the post-game review of a game (a game reviewed again replaces its earlier
        review) and save: the statistics show whether the player's marks grow fewer."""
        summary = review_summary(game, review)
        return self._count(lambda stats: record_review(stats, summary))

    def _stamp_of_stats(self) -> tuple[int, int] | None:
        """When and how big ``stats.json`` was last written (None: not there)."""
        try:
            info = os.stat(self.paths.stats)
        except OSError:
            return None
        return info.st_mtime_ns, info.st_size

    def _count(self, record: Callable[[Statistics], bool]) -> bool:
        """Read, add, write under the statistics lock: another copy of the game
        on this folder may have counted games since (read-only copies too)."""
        with stats_lock(self.paths.data_dir):
            loaded = self._load(self.paths.stats, decode_stats, "statistics", Statistics())
            if loaded.source != "default" or self._stats is None:
                self._stats = loaded.value  # else: none on disk (or unusable): keep what is in memory
            for unsaved in self._unsaved:  # each counted once (by its record key)
                unsaved(self._stats)
            counted = record(self._stats)
            if not counted and not self._unsaved:
                return False
            saved = self._write(self.paths.stats, encode_stats(self._stats), "statistics", shared=True)
            self._stats_stamp = self._stamp_of_stats()
            if saved:
                self._unsaved.clear()
            elif counted:
                self._unsaved.append(record)
        return counted

    # ----- replays ----------------------------------------------------------

    @_never_raises(lambda: None)
    def save_replay(
        self,
        game: Game,
        ai_levels: tuple[str, ...] | list[str] | None = None,
        keep: int | None = None,
        match: tuple[int, int] | None = None,
        match_before: list[int] | tuple[int, ...] | None = None,
    ) -> str | None:
        """Keep a finished game as a replay (``match``: its match's seed and the
        game's number in it; ``match_before``: each seat's match total before
        it), then remove the oldest beyond ``keep`` (default: the settings'
        ``replays_kept``); returns its id, or None if not saved (unfinished,
        kept count 0, or the disk refused)."""
        keep = self.settings.replays_kept if keep is None else max(0, keep)
        if not game.finished:
            return None
        if keep == 0:
            self._shelf.prune(0)
            return None
        now = self._clock()
        key = record_key(game)[:12]
        existing = self._shelf.find(key)
        if existing is not None:
            return existing
        replay_id = f"replay-{now:%Y%m%d-%H%M%S}-{key}"
        levels = tuple(ai_levels) if ai_levels is not None else self.settings.ai_levels
        saved_at = now.isoformat(timespec="seconds")
        data = encode_replay(game, levels, saved_at, match, match_before if match is not None else None)
        kept, _ = decode_replay(data, replay_id)  # the list entry exactly as the file reads
        if not self._shelf.add(replay_id, data, kept.info, now):
            return None
        self._shelf.prune(keep)
        return replay_id

    @_never_raises(lambda: None)
    def replay_id_of(self, game: Game) -> str | None:
        """The id of the replay this game was kept as (None: not kept)."""
        return self._shelf.find(record_key(game)[:12])

    @_never_raises(lambda: False)
    def save_review(self, replay_id: str, review: ReplayReview | None) -> bool:
        """Keep the post-game review with replay ``replay_id`` (written atomically, the rest of
        the file as it was); False (with a notice when the disk refused) if it was not kept."""
        raw = self._shelf.raw(replay_id)
        if raw is None or not self.claim():
            return False
        try:
            data = with_review(raw, review)
            kept, _ = decode_replay(data, replay_id)
        except ValueError:  # the file changed under it, or the review is of another game
            return False
        return self._shelf.rewrite(replay_id, data, kept.info)

    @_never_raises(list)
    def list_replays(self) -> list[ReplayInfo]:
        """Every replay whose file was checked, newest first.  Only what the
        game wrote or can replay is listed; other files are left alone."""
        return self._shelf.listed()

    @_never_raises(lambda: Loaded(None, "default"))
    def load_replay(self, replay_id: str) -> Loaded[Replay | None]:
        """A replay checked by replaying it; None (with a notice) if it is
        missing or bad (a bad one the game wrote is set aside)."""
        replay, notices = self._shelf.load(replay_id)
        self.notices += notices
        return Loaded(replay, "file" if replay is not None else "default", notices)

    def _now_text(self) -> str:
        return self._clock().isoformat(timespec="seconds")


def review_summary(game: Game, review: ReplayReview) -> ReviewSummary:
    """What the statistics keep of a game's review."""
    marks = tuple(review.count(grade) for grade in MARK_GRADES)
    return ReviewSummary(
        record_key(game), len(review.decisions), (marks[0], marks[1], marks[2]), review.points_lost
    )


def _with_file(notice: Notice, path: Path) -> Notice:
    if notice.file:
        return notice
    return Notice(notice.code, notice.message, notice.level, str(path), notice.params)
