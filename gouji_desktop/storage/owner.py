"""One owner per data folder: the first copy of the game to claim a folder
holds ``gouji.lock`` for as long as it runs (an OS file lock through the
``filelock`` library: the system releases it even when the process is killed),
and a second copy on the same folder opens read-only, and stays so when the
first one quits (it never re-read what the owner saved since).  A lock that
cannot be used in a folder that can be written — ``gouji.lock`` a folder, a
symbolic link, not writable, or no lock to be had on that disk — fails closed:
read-only, with the reason.  (Where nothing can be written at all, no copy can
overwrite another: the writes fail and say so.)  Statistics are the one
thing both may change: each update is a read-merge-write under a short lock of
its own, so no game is lost whichever copy counts it.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> owner = FolderOwner(folder)
>>> owner.claim(), owner.owns
(True, True)
>>> owner.release()
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import filelock

log = logging.getLogger(__name__)
LOCK_NAME = "gouji.lock"
STATS_LOCK_NAME = "stats.lock"
STATS_WAIT_SECONDS = 10.0  # another copy holds the statistics lock only for one small write


class FolderOwner:
    """Who may write in one data folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.path = folder / LOCK_NAME
        self._lock: filelock.BaseFileLock | None = None
        self.owns = False  # True once claimed (or where nothing can be written anyway)
        self.other_owner = False  # True when another copy of the game holds the folder
        self.problem = ""  # why no lock could be had (then this copy is read-only)

    def claim(self) -> bool:
        """Take the folder unless another process holds it or the lock cannot
        be used; True when this process may write.  Once refused, always
        refused: the other copy may have saved since this one read anything."""
        if self.owns:
            return True
        if self.other_owner or self.problem:
            return False
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.problem = unusable(self.path)
            if self.problem:
                log.info("storage: %s; this copy is read-only", self.problem)
                return False
            # one lock object per path in this process (is_singleton): two
            # Storage objects of one process share the ownership
            lock = filelock.FileLock(self.path, timeout=0, thread_local=False, is_singleton=True)
            lock.acquire()
        except filelock.Timeout:
            self.other_owner = True
            return False
        except OSError as e:
            if not _writable_folder(self.folder):  # a read-only disk, a file in the way:
                # no copy can write here, so none can overwrite another; the
                # writes fail and say so (write_failed)
                log.info("storage: no lock on %s (%s); its writes will fail", self.folder, e)
                self.owns = True
                return True
            self.problem = f"{LOCK_NAME} cannot be used ({e.strerror or e})"
            log.info("storage: %s in %s; this copy is read-only", self.problem, self.folder)
            return False
        except NotImplementedError as e:  # no locks on that file system
            self.problem = f"{LOCK_NAME} cannot be used ({e or 'no file locks here'})"
            log.info("storage: %s in %s; this copy is read-only", self.problem, self.folder)
            return False
        self._lock = lock
        self.owns = True
        self.other_owner = False
        return True

    def release(self) -> None:
        if self._lock is not None:
            with contextlib.suppress(OSError):
                self._lock.release()
            self._lock = None
        self.owns = False


def _writable_folder(folder: Path) -> bool:
    return folder.is_dir() and os.access(folder, os.W_OK)


def unusable(path: Path) -> str:
    """Why ``path`` cannot be the folder's lock file ("" when it can): the lock
    library would open a folder and fail, follow a link (and empty the file
    it points to) or fail to open a read-only file: each would leave two
    copies writing."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return ""
    if stat.S_ISLNK(info.st_mode):
        return f"{path.name} is a symbolic link"
    if not stat.S_ISREG(info.st_mode):
        return f"{path.name} is not a file"
    if not os.access(path, os.W_OK):
        return f"{path.name} cannot be written"
    return ""


@contextlib.contextmanager
def stats_lock(folder: Path) -> Iterator[bool]:
    """Hold the statistics lock of ``folder`` for one read-merge-write; yields
    False when it could not be had (then the caller writes anyway: losing a
    game is worse than the tiny chance of a race)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = filelock.FileLock(folder / STATS_LOCK_NAME, timeout=STATS_WAIT_SECONDS, thread_local=False)
        lock.acquire()
    except (filelock.Timeout, OSError) as e:
        log.info("storage: no statistics lock in %s (%s)", folder, e)
        yield False
        return
    try:
        yield True
    finally:
        with contextlib.suppress(OSError):
            lock.release()
