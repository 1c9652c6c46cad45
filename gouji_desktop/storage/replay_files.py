"""Replays as files to share: export a kept replay as ``NAME.gouji-replay``, open one, import one
into the replay list.

A ``.gouji-replay`` file is exactly a kept replay: UTF-8 JSON with ``"kind": "gouji-replay"`` and a
``schema_version`` (see :mod:`gouji_desktop.storage.replays`), checked by replaying every action
before it is shown or kept. Problems raise :class:`ReplayFileError`, whose ``reason`` is one of
``REASONS`` so that the GUI can say it in the player's language.
"""

from __future__ import annotations

import os
from pathlib import Path

from . import atomic
from .documents import safe_text
from .replays import SAFE_ID, Replay, decode_replay
from .stats import record_key

REPLAY_EXTENSION = ".gouji-replay"
SHARE_FOLDER_NAME = "Gouji Desktop"
# a whole game is ~20 KB; the replay list reads no more than this either, so an
# imported file is always one it can list
MAX_FILE_BYTES = atomic.MAX_FILE_BYTES
IMPORTED_PREFIX = "shared-"
#: why a file could not be used
REASONS = ("unreadable", "too_big", "not_a_replay", "missing")


class ReplayFileError(ValueError):
    """A replay file that cannot be used; ``reason`` is one of ``REASONS``, the message is English."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(safe_text(message))  # it names the file: drawable, whatever its name
        self.reason = reason


def display_name(path: Path) -> str:
    """The file's name as the window can draw it: bytes that are not UTF-8 (a GBK name) become
    U+FFFD."""
    return safe_text(path.name, 255)


def display_path(path: Path) -> str:
    """A whole path as the window can draw it (see :func:`display_name`)."""
    return safe_text(str(path), 4096)


def read_replay_file(path: Path) -> Replay:
    """The replay in ``path`` (any name), checked by replaying it."""
    return _checked(_bytes_of(path), path)


def _bytes_of(path: Path) -> bytes:
    """The file's bytes, read once: every use after the check takes these."""
    try:
        return atomic.read_bounded(path, MAX_FILE_BYTES)  # a FIFO is refused, not waited on
    except atomic.TooLargeError as e:
        raise ReplayFileError("too_big", f"{e}: too big for a replay") from e
    except FileNotFoundError as e:
        raise ReplayFileError("missing", f"{display_name(path)} does not exist") from e
    except OSError as e:
        raise ReplayFileError(
            "unreadable", f"{display_name(path)} could not be read: {e.strerror or e}"
        ) from e


def _checked(raw: bytes, path: Path) -> Replay:
    stem = path.name.removesuffix(REPLAY_EXTENSION).removesuffix(".json")
    try:
        replay, _ = decode_replay(raw, stem if SAFE_ID.fullmatch(stem) else "file")
    except ValueError as e:  # bad JSON, wrong kind, newer schema, an illegal action
        raise ReplayFileError("not_a_replay", f"{display_name(path)} is not a usable replay: {e}") from e
    return replay


def export_replay(replays_dir: Path, replay_id: str, folder: Path) -> Path:
    """Write kept replay ``replay_id`` to ``folder/gouji-<id>.gouji-replay`` (atomically; the same
    game exported twice gives the same file); returns the file. OSError when the disk refuses."""
    if not SAFE_ID.fullmatch(replay_id):
        raise ReplayFileError("missing", f"no replay {replay_id[:60]!r}")
    source = replays_dir / f"{replay_id}.json"
    raw = _bytes_of(source)
    _checked(raw, source)  # never hand a friend a file that would not open
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{export_name(replay_id)}{REPLAY_EXTENSION}"
    atomic.atomic_write(target, raw, keep_backup=False)
    return target


def export_name(replay_id: str) -> str:
    """``replay-20250301-200500-8c99a92ecc63`` -> ``gouji-20250301-200500-8c99a9``: short enough to
    read out, still one name per game."""
    parts = replay_id.removeprefix("replay-").split("-")
    if len(parts[-1]) > 6 and all(c in "0123456789abcdef" for c in parts[-1]):
        parts[-1] = parts[-1][:6]
    return "gouji-" + "-".join(parts)


def import_replay(replays_dir: Path, path: Path) -> str:
    """Keep the replay in ``path`` in the replay list; returns its id. A game that is already kept
    (the player's own, or imported before) is not copied again. OSError when the disk refuses."""
    raw = _bytes_of(path)
    replay = _checked(raw, path)
    key = record_key(replay.game)[:12]
    if replays_dir.is_dir():
        for existing in sorted(replays_dir.glob(f"*{key}.json")):
            if SAFE_ID.fullmatch(existing.stem):
                return existing.stem
    replay_id = f"{IMPORTED_PREFIX}{key}"
    replays_dir.mkdir(parents=True, exist_ok=True)
    atomic.atomic_write(replays_dir / f"{replay_id}.json", raw, keep_backup=False)
    return replay_id


def share_folder() -> Path:
    """Where exports go: ``GOUJI_SHARE_DIR``, else "Gouji Desktop" in the player's Documents."""
    explicit = os.environ.get("GOUJI_SHARE_DIR")
    if explicit:
        return Path(explicit)
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / SHARE_FOLDER_NAME


def import_folders() -> list[Path]:
    """Where the import list looks: the share folder, Downloads and the Desktop."""
    import platformdirs

    folders = [share_folder()]
    if not os.environ.get("GOUJI_SHARE_DIR"):
        folders += [Path(platformdirs.user_downloads_dir()), Path.home() / "Desktop"]
    unique: list[Path] = []
    for folder in folders:
        if folder not in unique:
            unique.append(folder)
    return unique


def replay_files_in(folders: list[Path], limit: int = 60) -> list[Path]:
    """The ``.gouji-replay`` files directly in ``folders``, newest first; unreadable folders skipped."""
    found: list[tuple[float, Path]] = []
    for folder in folders:
        try:
            for path in folder.iterdir():
                if path.name.endswith(REPLAY_EXTENSION) and path.is_file():
                    found.append((path.stat().st_mtime, path))
        except OSError:
            continue
    found.sort(key=lambda item: (-item[0], str(item[1])))
    return [path for _, path in found[:limit]]
