"""The replays folder: which files the game wrote, listing, pruning, loading.

``replays/index.json`` names every replay the game wrote or checked, with the
SHA-256 of its bytes and the full time it was saved.  So the list shows only
files whose bytes were checked (the index entry was made after replaying the
whole game), pruning removes only the game's own files, oldest first to the
microsecond, and anything else in the folder (a user's notes, a folder, a FIFO,
a plain-text file with a replay-like name) is left alone and not listed.

A file the index does not know, or whose bytes changed since the game wrote
it, is looked at once: a replay or a bare game record that replays to a
finished game is listed (and indexed, as the player's: never pruned); one named like
the game's own files (``replay-…``) and of kind ``gouji-replay`` but damaged is
set aside, since older versions of the game wrote such files without an index.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import cast

from . import atomic
from .documents import (
    BAD_FILE,
    ERROR,
    NOT_FOUND,
    DocumentError,
    Notice,
    drawable,
    integer,
    parse_document,
)
from .replays import (
    DATE_CHARS,
    MAX_ACTIONS,
    OUR_NAME,
    REPLAY_KIND,
    SAFE_ID,
    Replay,
    ReplayInfo,
    decode_replay,
    is_places,
    is_scores,
    match_fields,
    match_of,
    match_score_of,
)
from .settings import check_ai_levels

INDEX_NAME = "index.json"
INDEX_KIND = "gouji-replay-index"
INDEX_VERSION = 1
GAME_KIND = "gouji-game"
#: The checks an index entry was made under: entries of an index written
#: before the bounds of today (2: tribute, card texts, texts the window can
#: draw) are replayed once more, bytes unchanged or not.
INDEX_CHECKS = 2
#: Far more than a player keeps (settings allow 1,000 of the game's own) plus
#: imports; an index listing more is not one the game wrote.
MAX_INDEX_ENTRIES = 20_000

Writer = Callable[[Path, bytes, str, bool], bool]


@dataclass(frozen=True)
class Entry:
    """One replay the game wrote (``ours``) or checked and listed."""

    info: ReplayInfo
    sha256: str
    time: float  # when it was saved (POSIX seconds, microseconds kept)
    seq: int  # order of saving, for equal times
    ours: bool  # written by the game: it may prune it or set it aside
    checked: bool = True  # False: made under older checks, to be replayed once more

    def to_dict(self) -> dict[str, object]:
        i = self.info
        return {
            "id": i.replay_id,
            "sha256": self.sha256,
            "time": self.time,
            "seq": self.seq,
            "ours": self.ours,
            "saved_at": i.saved_at,
            "places": list(i.places),
            "scores": list(i.scores),
            "actions": i.actions,
            "ai_levels": list(i.ai_levels),
            "match": None if i.match_seed is None else _match_entry(i),
        }

    @classmethod
    def from_dict(cls, raw: object) -> Entry:
        if not isinstance(raw, dict):
            raise ValueError("not an entry")
        replay_id, digest, saved_at = raw.get("id"), raw.get("sha256"), raw.get("saved_at")
        places, scores, levels = raw.get("places"), raw.get("scores"), raw.get("ai_levels")
        time, ours = raw.get("time"), raw.get("ours")
        if not (
            isinstance(replay_id, str)
            and SAFE_ID.fullmatch(replay_id)
            and isinstance(digest, str)
            and len(digest) == 64
            and is_places(places)
            and is_scores(scores)
            and type(time) in (int, float)
            and isinstance(ours, bool)
        ):
            raise ValueError("bad entry")
        assert isinstance(places, list) and isinstance(scores, list) and isinstance(time, int | float)
        saved_at = cast(str, drawable(DATE_CHARS)(saved_at))  # shown in the list
        levels = check_ai_levels(levels)
        if not -1e12 < time < 1e12:  # seconds since 1970 (a larger number would not fit a float)
            raise ValueError("bad entry time")
        actions = cast(int, integer(0, MAX_ACTIONS)(raw.get("actions")))
        seq = cast(int, integer(0, 10**12)(raw.get("seq")))
        match_seed, game_number = match_of(raw)  # an index written before had none: a single game
        before, after, result = match_score_of(raw, scores)  # … nor the match's score: None
        info = ReplayInfo(
            replay_id,
            saved_at,
            tuple(places),
            tuple(scores),
            actions,
            tuple(levels),
            match_seed,
            game_number,
            before,
            after,
            result,
        )
        return cls(info, digest, float(time), seq, ours)


def _match_entry(info: ReplayInfo) -> dict[str, object]:
    assert info.match_seed is not None
    return match_fields(info.match_seed, info.game_number, info.match_before, info.scores)


def encode_index(entries: dict[str, Entry]) -> bytes:
    data = {
        "schema_version": INDEX_VERSION,
        "kind": INDEX_KIND,
        "checks": INDEX_CHECKS,
        "replays": [e.to_dict() for e in entries.values()],
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def decode_index(raw: bytes | str) -> tuple[dict[str, Entry], list[Notice]]:
    data, _ = parse_document(raw, INDEX_KIND, INDEX_VERSION, {}, "replay index")
    listed = data.get("replays")
    if not isinstance(listed, list):
        raise DocumentError("replay index file holds no list")
    if len(listed) > MAX_INDEX_ENTRIES:
        raise DocumentError(
            f"replay index file lists {len(listed):,} replays (at most {MAX_INDEX_ENTRIES:,})"
        )
    checks = data.get("checks", 1)
    current = type(checks) is int and checks >= INDEX_CHECKS
    entries: dict[str, Entry] = {}
    for raw_entry in listed:
        try:
            entry = Entry.from_dict(raw_entry)
        except ValueError:
            continue  # that file is looked at again, as one the index does not know
        entries[entry.info.replay_id] = entry if current else replace(entry, checked=False)
    return entries, []


def digest(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def newest_first(entries: dict[str, Entry]) -> list[Entry]:
    return sorted(entries.values(), key=lambda e: (e.time, e.seq), reverse=True)


class ReplayShelf:
    """The replays folder, for :class:`Storage` (which holds the lock)."""

    def __init__(
        self, folder: Path, clock: Callable[[], datetime], notices: list[Notice], write: Writer
    ) -> None:
        self.folder = folder
        self.index_path = folder / INDEX_NAME
        self._clock = clock
        self._notices = notices
        self._write = write

    # ----- the index ----------------------------------------------------------

    def _load_index(self) -> dict[str, Entry]:
        found, _, notices = atomic.load_with_backup(
            self.index_path, decode_index, "replay index", self._clock()
        )
        self._notices += notices
        return found[0] if found is not None else {}

    def _save_index(self, entries: dict[str, Entry]) -> bool:
        return self._write(self.index_path, encode_index(entries), "replays", True)

    # ----- saving and pruning -----------------------------------------------

    def add(self, replay_id: str, data: bytes, info: ReplayInfo, now: datetime) -> bool:
        """Write a replay the game made and index it."""
        if not self._write(self.folder / f"{replay_id}.json", data, "replays", False):
            return False
        entries = self._load_index()
        seq = max((e.seq for e in entries.values()), default=0) + 1
        entries[replay_id] = Entry(info, digest(data), now.timestamp(), seq, True)
        return self._save_index(entries)

    def rewrite(self, replay_id: str, data: bytes, info: ReplayInfo) -> bool:
        """Write new bytes for a listed replay (its review added) and index them; the entry keeps
        its place in the list and whether the game may prune it."""
        entries = self._load_index()
        known = entries.get(replay_id)
        if not self._write(self.folder / f"{replay_id}.json", data, "replays", False):
            return False
        if known is None:
            time, seq, ours = self._clock().timestamp(), 0, False
        else:
            time, seq, ours = known.time, known.seq, known.ours
        entries[replay_id] = Entry(info, digest(data), time, seq, ours)
        return self._save_index(entries)

    def raw(self, replay_id: str) -> bytes | None:
        """The bytes of a replay in the folder (None: not there, or not a file)."""
        if not SAFE_ID.fullmatch(replay_id) or replay_id == "index":
            return None
        return self._bytes_if_regular(self.folder / f"{replay_id}.json")

    def find(self, key: str) -> str | None:
        """The id of a replay already saved of the game with this record key."""
        for entry in self._load_index().values():
            path = self.folder / f"{entry.info.replay_id}.json"
            if entry.ours and entry.info.replay_id.endswith(f"-{key}") and path.is_file():
                return entry.info.replay_id
        return None

    def prune(self, keep: int) -> None:
        """Remove the game's own replays beyond the newest ``keep``.  A file it
        wrote that someone changed since is no longer the game's: left alone."""
        entries = self._load_index()
        ours = [e for e in newest_first(entries) if e.ours]
        changed = False
        for entry in ours[keep:]:
            path = self.folder / f"{entry.info.replay_id}.json"
            raw = self._bytes_if_regular(path)
            if raw is not None and digest(raw) == entry.sha256:
                try:
                    atomic.remove_file(path)
                except OSError as e:
                    self._notices.append(atomic.write_failed(path, "replays", e))
                    break
            del entries[entry.info.replay_id]
            changed = True
        if changed:
            self._save_index(entries)

    @staticmethod
    def _bytes_if_regular(path: Path) -> bytes | None:
        try:
            return atomic.read_bounded(path)
        except (OSError, ValueError):
            return None

    # ----- listing -------------------------------------------------------------

    def listed(self) -> list[ReplayInfo]:
        """Every checked replay, newest first."""
        try:
            names = sorted(p.name for p in self.folder.iterdir())
        except (FileNotFoundError, NotADirectoryError):
            return []
        except OSError as e:
            self._notices.append(atomic.read_failed(self.folder, "replays", e))
            return []
        entries = self._load_index()
        before = dict(entries)
        present = {n[:-5] for n in names if n.endswith(".json") and n != INDEX_NAME}
        for replay_id in list(entries):
            if replay_id not in present:
                del entries[replay_id]  # removed by the user: forget it
        for replay_id in sorted(present):
            if SAFE_ID.fullmatch(replay_id):
                self._check(replay_id, entries)
        if entries != before:
            self._save_index(entries)
        return [e.info for e in newest_first(entries)]

    def _check(self, replay_id: str, entries: dict[str, Entry]) -> None:
        """Keep ``entries[replay_id]`` true to the file: unchanged bytes are
        trusted; others are replayed in full once."""
        path = self.folder / f"{replay_id}.json"
        known = entries.get(replay_id)
        try:
            raw = atomic.read_bounded(path)
        except atomic.NotRegularFileError:
            entries.pop(replay_id, None)  # a folder or FIFO: not ours, not listed
            return
        except (DocumentError, OSError) as e:
            entries.pop(replay_id, None)
            if known is not None and known.ours:
                self._reject(path, e, known)
            return
        unchanged = known is not None and digest(raw) == known.sha256
        if unchanged and known is not None and known.checked:
            return
        entries.pop(replay_id, None)
        kind = _kind_of(raw)
        # a damaged file may be set aside (moved, never deleted) if the game
        # wrote it, or could have: its names for replays saved or imported
        # (older versions kept no index), of kind gouji-replay
        ours_name = OUR_NAME.fullmatch(path.name) is not None and kind == REPLAY_KIND
        if known is None and kind not in (REPLAY_KIND, GAME_KIND):
            return  # someone else's file
        try:
            replay, _ = decode_replay(raw, replay_id)
        except ValueError as e:
            if (known is not None and known.ours) or ours_name:
                self._reject(path, e, known)
            return
        time = known.time if known is not None else _time_of(replay.info.saved_at, path)
        seq = known.seq if known is not None else 0
        # changed bytes (the player edited them) or a file copied in: listed,
        # but never pruned; unchanged bytes checked again stay what they were
        still_ours = unchanged and known is not None and known.ours
        entries[replay_id] = Entry(replay.info, digest(raw), time, seq, still_ours)

    def _reject(self, path: Path, problem: Exception, known: Entry | None) -> None:
        if isinstance(problem, ValueError):
            self._notices.append(atomic.set_aside(path, "replay", problem, self._clock()))
        elif isinstance(problem, OSError):
            self._notices.append(atomic.read_failed(path, "replay", problem))

    # ----- loading -------------------------------------------------------------

    def load(self, replay_id: object) -> tuple[Replay | None, list[Notice]]:
        if not isinstance(replay_id, str) or not SAFE_ID.fullmatch(replay_id) or replay_id == "index":
            shown = str(replay_id)[:60]
            return None, [Notice(NOT_FOUND, f"replay {shown!r} was not found", params={"id": shown})]
        path = self.folder / f"{replay_id}.json"
        try:
            raw = atomic.read_bounded(path)
        except (FileNotFoundError, NotADirectoryError, atomic.NotRegularFileError):
            return None, [Notice(NOT_FOUND, f"replay {replay_id!r} was not found", params={"id": replay_id})]
        except OSError as e:
            return None, [atomic.read_failed(path, "replay", e)]
        except DocumentError as e:
            return None, [self._bad(path, replay_id, e)]
        try:
            replay, notices = decode_replay(raw, replay_id)
        except ValueError as e:
            return None, [self._bad(path, replay_id, e)]
        return replay, notices

    def _bad(self, path: Path, replay_id: str, problem: ValueError) -> Notice:
        """A replay that cannot be used: set aside if the game wrote it, else
        only reported (the file is left as it is)."""
        entries = self._load_index()
        known = entries.pop(replay_id, None)
        if known is not None and known.ours:
            notice = atomic.set_aside(path, "replay", problem, self._clock())
            self._save_index(entries)
            return notice
        reason = str(problem) or type(problem).__name__
        return Notice(
            BAD_FILE,
            f"{path.name} is not a replay this game can show ({reason})",
            level=ERROR,
            file=str(path),
            params={"what": "replay", "file": path.name, "reason": reason},
        )


def _kind_of(raw: bytes) -> object:
    """The ``kind`` of a JSON object, or None."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return data.get("kind") if isinstance(data, dict) else None


def _time_of(saved_at: str, path: Path) -> float:
    try:
        return datetime.fromisoformat(saved_at).timestamp()
    except ValueError:
        try:
            return os.stat(path).st_mtime
        except OSError:
            return 0.0
