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
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import ParamSpec, TypeVar, cast

import platformdirs

from gouji_desktop.engine import Game, Match

from . import atomic
from .autosave import Autosave, decode_autosave, encode_autosave
from .documents import ERROR, INFO, INTERNAL_ERROR, NOT_FOUND, WRITE_FAILED, WRITE_RECOVERED, Loaded, Notice
from .replays import OUR_NAME, SAFE_ID, Replay, ReplayInfo, decode_replay, decode_replay_info, encode_replay
from .settings import Settings, decode_settings, encode_settings, normalize_settings
from .stats import Statistics, decode_stats, encode_stats, record_game, record_key, record_match

log = logging.getLogger(__name__)
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
        for folder in {self.paths.data_dir, self.paths.config_dir, self.paths.replays_dir}:
            atomic.clean_stale_temps(folder)

    # ----- notices ----------------------------------------------------------

    def take_notices(self) -> list[Notice]:
        """Every notice since the last call, oldest first (for the GUI to show)."""
        with self.lock:
            taken, self.notices = self.notices, []
        return taken

    @property
    def write_problem(self) -> bool:
        """True while saving fails (the GUI may show a lasting marker)."""
        return bool(self._failing)

    def _load(
        self, path: Path, decode: Callable[[bytes], tuple[R, list[Notice]]], what: str, default: R
    ) -> Loaded[R]:
        found, source, notices = atomic.load_with_backup(path, decode, what, self._clock())
        if found is None:
            value = default
        else:
            value, more = found
            notices += [_with_file(n, path) for n in more]
        self.notices += notices
        return Loaded(value, source, notices)

    def _write(self, path: Path, data: bytes, what: str, keep_backup: bool = True) -> bool:
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
        """Cheap: whether 继续 should be offered (the load may still fail)."""
        return self.paths.autosave.exists() or atomic.backup_path(self.paths.autosave).exists()

    @_never_raises(lambda: False)
    def clear_autosave(self) -> bool:
        """Forget the table (after a match or game is over and recorded)."""
        try:
            # the backup first: a crash in between must not bring back an older table
            atomic.remove_file(atomic.backup_path(self.paths.autosave))
            atomic.remove_file(self.paths.autosave)
        except OSError as e:
            self.notices.append(write_failed(self.paths.autosave, "autosave", e))
            return False
        return True

    # ----- statistics -------------------------------------------------------

    @_never_raises(lambda: Loaded(Statistics(), "default"))
    def load_stats(self) -> Loaded[Statistics]:
        loaded = self._load(self.paths.stats, decode_stats, "statistics", Statistics())
        self._stats = loaded.value
        return loaded

    @property
    def stats(self) -> Statistics:
        """The statistics (loaded on first use; kept in memory if the disk fails)."""
        if self._stats is None:
            self.load_stats()
        if self._stats is None:  # the load itself failed: count from zero in memory
            self._stats = Statistics()
        return self._stats

    @_never_raises(lambda: False)
    def record_game(self, game: Game, ai_levels: tuple[str, ...] | list[str] | None = None) -> bool:
        """Count a finished game for seat 0 and save; False if nothing was
        counted (not finished, or already counted)."""
        stats = self.stats
        levels = tuple(ai_levels) if ai_levels is not None else self.settings.ai_levels
        if not record_game(stats, game, levels):
            return False
        self._write(self.paths.stats, encode_stats(stats), "statistics")
        return True

    @_never_raises(lambda: False)
    def record_match(self, match: Match, ai_levels: tuple[str, ...] | list[str] | None = None) -> bool:
        """Count a finished match (call :meth:`record_game` for each game too)."""
        stats = self.stats
        levels = tuple(ai_levels) if ai_levels is not None else self.settings.ai_levels
        if not record_match(stats, match, levels):
            return False
        self._write(self.paths.stats, encode_stats(stats), "statistics")
        return True

    # ----- replays ----------------------------------------------------------

    @_never_raises(lambda: None)
    def save_replay(
        self,
        game: Game,
        ai_levels: tuple[str, ...] | list[str] | None = None,
        keep: int | None = None,
        match: tuple[int, int] | None = None,
    ) -> str | None:
        """Keep a finished game as a replay (``match``: its match's seed and the
        game's number in it), then remove the oldest beyond ``keep`` (default:
        the settings' ``replays_kept``); returns its id, or None if not saved
        (unfinished, kept count 0, or the disk refused)."""
        keep = self.settings.replays_kept if keep is None else max(0, keep)
        if not game.finished:
            return None
        if keep == 0:
            self._prune_replays(0)
            return None
        key = record_key(game)[:12]
        folder = self.paths.replays_dir
        existing = sorted(folder.glob(f"replay-*-{key}.json")) if folder.is_dir() else []
        if existing:
            return existing[0].stem
        now = self._clock()
        replay_id = f"replay-{now:%Y%m%d-%H%M%S}-{key}"
        levels = tuple(ai_levels) if ai_levels is not None else self.settings.ai_levels
        data = encode_replay(game, levels, now.isoformat(timespec="seconds"), match)
        if not self._write(folder / f"{replay_id}.json", data, "replays", keep_backup=False):
            return None
        self._prune_replays(keep)
        return replay_id

    def _prune_replays(self, keep: int) -> None:
        folder = self.paths.replays_dir
        try:
            ours = sorted(p for p in folder.iterdir() if OUR_NAME.fullmatch(p.name))
        except OSError:
            return
        for old in ours[: max(0, len(ours) - keep)]:
            try:
                atomic.remove_file(old)
            except OSError as e:
                self.notices.append(write_failed(old, "replays", e))
                return

    @_never_raises(list)
    def list_replays(self) -> list[ReplayInfo]:
        """Every replay, newest first; unreadable files are set aside with a notice."""
        folder = self.paths.replays_dir
        try:
            files = [p for p in folder.iterdir() if p.suffix == ".json" and SAFE_ID.fullmatch(p.stem)]
        except (FileNotFoundError, NotADirectoryError):  # not there
            return []
        except OSError as e:
            self.notices.append(atomic.read_failed(folder, "replays", e))
            return []
        infos = []
        for path in files:
            try:
                infos.append(decode_replay_info(path.read_bytes(), path.stem))
            except (FileNotFoundError, NotADirectoryError):  # not there
                continue
            except OSError as e:
                self.notices.append(atomic.read_failed(path, "replay", e))
            except ValueError as e:
                self.notices.append(atomic.set_aside(path, "replay", e, self._clock()))
        return sorted(infos, key=lambda i: (i.saved_at, i.replay_id), reverse=True)

    @_never_raises(lambda: Loaded(None, "default"))
    def load_replay(self, replay_id: str) -> Loaded[Replay | None]:
        """A replay checked by replaying it; None (with a notice) if it is
        missing or bad (a bad one is set aside)."""
        path = self.paths.replays_dir / f"{replay_id}.json"
        if not isinstance(replay_id, str) or not SAFE_ID.fullmatch(replay_id) or not path.is_file():
            notice = Notice(
                NOT_FOUND, f"replay {replay_id[:60]!r} was not found", params={"id": replay_id[:60]}
            )
            self.notices.append(notice)
            return Loaded(None, "default", [notice])
        try:
            raw = path.read_bytes()
        except OSError as e:
            notice = atomic.read_failed(path, "replay", e)
            self.notices.append(notice)
            return Loaded(None, "default", [notice])
        try:
            replay, notices = decode_replay(raw, replay_id)
        except ValueError as e:
            notice = atomic.set_aside(path, "replay", e, self._clock())
            self.notices.append(notice)
            return Loaded(None, "default", [notice])
        self.notices += notices
        return Loaded(replay, "file", notices)

    def _now_text(self) -> str:
        return self._clock().isoformat(timespec="seconds")


def write_failed(path: Path, what: str, e: OSError) -> Notice:
    """A save that did not happen; says why in a player's words."""
    known = {
        errno.ENOSPC: "the disk is full",
        errno.EROFS: "the disk is read-only",
        errno.EACCES: "no permission to write there",
        errno.EPERM: "no permission to write there",
        errno.EDQUOT: "the disk quota is used up",
    }
    reason = known.get(e.errno or 0, e.strerror or str(e))
    return Notice(
        WRITE_FAILED,
        f"{what} could not be saved: {reason} ({path.parent}). Play goes on; it will be retried.",
        level=ERROR,
        file=str(path),
        params={
            "what": what,
            "reason": reason,
            "folder": str(path.parent),
            "errno": errno.errorcode.get(e.errno or 0, ""),
        },
    )


def _with_file(notice: Notice, path: Path) -> Notice:
    if notice.file:
        return notice
    return Notice(notice.code, notice.message, notice.level, str(path), notice.params)
