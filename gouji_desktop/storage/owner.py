"""One owner per data folder: the first copy of the game to claim a folder
holds ``gouji.lock`` for as long as it runs (an OS file lock through the
``filelock`` library: the system releases it even when the process is killed),
and a second copy on the same folder opens read-only.  Statistics are the one
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
        self.owns = False  # True once claimed (or when no lock can be made at all)
        self.other_owner = False  # True when another copy of the game holds the folder

    def claim(self) -> bool:
        """Take the folder unless another process holds it; True when this
        process may write.  A folder where no lock file can be made (read-only
        disk, …) is not refused here: its writes fail and say so themselves."""
        if self.owns:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            # one lock object per path in this process (is_singleton): two
            # Storage objects of one process share the ownership
            lock = filelock.FileLock(self.path, timeout=0, thread_local=False, is_singleton=True)
            lock.acquire()
        except filelock.Timeout:
            self.other_owner = True
            return False
        except OSError as e:
            log.info("storage: no lock on %s (%s); writing without one", self.folder, e)
            self.owns = True
            return True
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
