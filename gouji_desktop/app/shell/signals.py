"""SIGTERM and SIGINT (Ctrl+C, a logout, ``kill``) end the game the way
closing the window does: the frame loop stops, every queued save is written
and the data folder is given up.  SDL installs its own handlers when pygame
starts, under which these signals went unheard; ours replace them while the
frame loop runs, and the previous ones come back after it."""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Protocol

#: the signals that ask a program to end (SIGBREAK: Ctrl+Break on Windows)
QUIT_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP", "SIGBREAK")


class Stoppable(Protocol):
    running: bool


Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None


@contextlib.contextmanager
def quit_on_signals(app: Stoppable) -> Iterator[None]:
    """While inside, a quit signal sets ``app.running = False``."""
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may set handlers (a test running the loop elsewhere)
        return

    def stop(signum: int, frame: FrameType | None) -> None:
        app.running = False

    previous: dict[signal.Signals, Handler] = {}
    for name in QUIT_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is None:
            continue
        with contextlib.suppress(OSError, ValueError):
            previous[sig] = signal.signal(sig, stop)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(sig, handler if handler is not None else signal.SIG_DFL)
