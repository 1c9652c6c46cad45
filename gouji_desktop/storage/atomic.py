"""Crash-safe files: atomic replace with a backup of the previous good file,
reads that fall back to the backup, and bad files moved aside (never deleted).

>>> import tempfile, pathlib
>>> tmp = tempfile.TemporaryDirectory()
>>> path = pathlib.Path(tmp.name) / "a.json"
>>> atomic_write(path, b'{"n": 1}'); atomic_write(path, b'{"n": 2}')
>>> path.read_bytes(), backup_path(path).read_bytes()
(b'{"n": 2}', b'{"n": 1}')
>>> tmp.cleanup()
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import shutil
import stat
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from .documents import (
    BAD_FILE,
    ERROR,
    FUTURE_VERSION,
    MOVE_FAILED,
    READ_FAILED,
    RESTORED_BACKUP,
    WRITE_FAILED,
    DocumentError,
    FutureVersionError,
    Notice,
)

T = TypeVar("T")

TEMP_SUFFIX = ".tmp"
BACKUP_SUFFIX = ".bak"
ASIDE_MARK = ".bad-"
STALE_TEMP_SECONDS = 600
#: The files the game writes through :func:`atomic_write` (settings, autosave,
#: statistics, the replay index, replays it saved or imported) and the temp
#: names it gives them: ``tempfile.mkstemp``'s eight characters, or the
#: backup's twelve hex digits.  Only these are ever cleaned up.
OWN_FILE = r"(?:settings|autosave|stats|index)\.json|(?:replay-\d{8}-\d{6}|shared)-[0-9a-f]+\.json"
OWN_TEMP = re.compile(rf"\.(?:{OWN_FILE})(?:\.[a-z0-9_]{{8}}|\.bak\.[0-9a-f]{{12}}){re.escape(TEMP_SUFFIX)}")
#: No file the game writes comes near this (a long match's autosave is ~60 KB);
#: anything bigger is refused before it is read.
MAX_FILE_BYTES = 8 * 1024 * 1024


class NotRegularFileError(OSError):
    """A FIFO, device or folder where a file of the game should be: never read
    (a FIFO would block the game), never moved."""


class TooLargeError(DocumentError):
    """A file far bigger than any the game writes: a bad file, refused unread."""


def read_bounded(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes.
    Opened without blocking, so a FIFO cannot hang the game.  Raises
    FileNotFoundError, NotRegularFileError (an OSError), TooLargeError (a
    ValueError) or another OSError."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFileError(errno.EINVAL, "not a regular file", str(path))
        if info.st_size > limit:
            raise TooLargeError(f"{path.name} is too large ({info.st_size:,} bytes, at most {limit:,})")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # the file may grow while it is read
            want = max(info.st_size + 1 - size, 1 << 16)  # the whole file in one read, as a rule
            chunk = os.read(fd, min(want, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise TooLargeError(f"{path.name} is too large (more than {limit:,} bytes)")
        return b"".join(chunks)
    finally:
        os.close(fd)


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP_SUFFIX)


def atomic_write(path: Path, data: bytes, keep_backup: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash at any instant leaves either
    the old or the new complete file; the old one, if it was good JSON, becomes
    ``path.bak``.  Raises OSError (read-only or full disk, …)."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and _is_good_json(path):
            _keep_as_backup(path)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    fsync_folder(folder)


def _is_good_json(path: Path) -> bool:
    try:
        json.loads(read_bounded(path))
    except (OSError, ValueError, RecursionError):
        return False
    return True


def _keep_as_backup(path: Path) -> None:
    """Make ``path.bak`` a copy of ``path`` atomically (a hard link where the
    file system has them, else a synced copy), so both always exist whole."""
    backup = backup_path(path)
    with contextlib.suppress(OSError):
        if os.path.samefile(path, backup):  # already a link to it (say, another process made it)
            return
    temp = path.with_name(f".{backup.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")
    try:
        try:
            os.link(path, temp)
        except OSError as e:
            if e.errno in (errno.ENOSPC, errno.EROFS, errno.EDQUOT):
                raise
            shutil.copyfile(path, temp)
            with open(temp, "rb+") as f:
                os.fsync(f.fileno())
        os.replace(temp, backup)
        # a rename onto another name of the same file does nothing (POSIX): the
        # temp name would stay behind
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise


def fsync_folder(folder: Path) -> None:
    """Make a rename durable; not possible on every system (then skipped)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_file(path: Path) -> None:
    """Remove ``path`` if it is there; OSError if it cannot be removed."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a bad file to ``name.bad-YYYYmmdd-HHMMSS`` (a number added if
    taken) in the same folder; returns the new path.  Raises OSError."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{ASIDE_MARK}{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}{ASIDE_MARK}{stamp}-{n}")
    os.replace(path, target)
    return target


def clean_stale_temps(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> None:
    """Delete half-written temp files that a killed process left behind: only
    regular files named exactly as the game names its own (:data:`OWN_TEMP`),
    never a player's ``.something.tmp``."""
    try:
        entries = list(folder.iterdir())
    except OSError:
        return
    limit = time.time() - older_than
    for entry in entries:
        if OWN_TEMP.fullmatch(entry.name):
            with contextlib.suppress(OSError):
                info = entry.lstat()
                if stat.S_ISREG(info.st_mode) and info.st_mtime < limit:
                    entry.unlink()


def load_with_backup(
    path: Path, decode: Callable[[bytes], T], what: str, now: datetime | None = None
) -> tuple[T | None, str, list[Notice]]:
    """Decode ``path``, else its backup (which is then copied back in place); a
    file that fails to decode is moved aside with a notice.  Returns (value or None, source, notices), source
    being ``"file"``, ``"backup"`` or ``"default"``.  Never raises for bad data
    (``decode`` must raise ValueError for that)."""
    notices: list[Notice] = []
    for candidate, source in ((path, "file"), (backup_path(path), "backup")):
        try:
            raw = read_bounded(candidate)
        except (FileNotFoundError, NotADirectoryError):  # not there
            continue
        except TooLargeError as e:
            notices.append(set_aside(candidate, what, e, now))
            continue
        except OSError as e:
            notices.append(read_failed(candidate, what, e))
            continue
        try:
            value = decode(raw)
        except ValueError as e:
            notices.append(set_aside(candidate, what, e, now))
            continue
        if source == "backup":
            with contextlib.suppress(OSError):  # put the good copy back in place
                atomic_write(path, raw, keep_backup=False)
            notices.append(
                Notice(
                    RESTORED_BACKUP,
                    f"{what}: the backup copy ({candidate.name}) was used",
                    file=str(candidate),
                    params={"what": what, "file": candidate.name},
                )
            )
        return value, source, notices
    return None, "default", notices


def read_failed(path: Path, what: str, e: OSError) -> Notice:
    reason = e.strerror or str(e)
    return Notice(
        READ_FAILED,
        f"{what}: could not read {path.name} ({reason})",
        level=ERROR,
        file=str(path),
        params={"what": what, "file": path.name, "reason": reason},
    )


def set_aside(path: Path, what: str, problem: ValueError, now: datetime | None = None) -> Notice:
    """Move a bad file aside and say so; a notice either way."""
    reason = str(problem) or type(problem).__name__
    code = FUTURE_VERSION if isinstance(problem, FutureVersionError) else BAD_FILE
    if not isinstance(problem, DocumentError):
        reason = f"{what} file holds bad data: {reason}"
    try:
        aside = move_aside(path, now)
    except OSError as e:
        why = e.strerror or str(e)
        return Notice(
            MOVE_FAILED,
            f"{reason}. It could not be set aside ({why}) and was ignored.",
            level=ERROR,
            file=str(path),
            params={"what": what, "file": path.name, "reason": reason, "error": why},
        )
    return Notice(
        code,
        f"{reason}. It was kept as {aside.name}.",
        level=ERROR,
        file=str(aside),
        params={"what": what, "file": path.name, "aside": aside.name, "reason": reason},
    )


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
