"""复盘 in the background: :func:`gouji_desktop.review.review_game` runs in a process of its own
(as the computer seats think, :mod:`.thinker`), so that the window keeps its full frame rate
while the review plays its guesses out; the frame loop only polls.

The process is started with ``spawn`` (it imports no pygame: tests/app/test_review_viewer.py
checks), runs at a lower priority and reports after each decision; 取消 ends it at once. If it
cannot start (``GOUJI_AI_PROCESS=0``, a frozen build without multiprocessing support …) the
review runs in a thread instead, and 取消 stops it after the decision it is judging.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import threading
from multiprocessing.connection import Connection
from typing import Any

from gouji_desktop import review as review_lib
from gouji_desktop.app.shell.process import AI_PROCESS_NAME
from gouji_desktop.engine import Game
from gouji_desktop.storage import ReplayReview, ReviewedDecision

log = logging.getLogger(__name__)

#: the review's process is one of the game's AI processes: a script that opens the window without a
#: main guard is refused there too (shell.process.refuse_window_in_ai_process)
PROCESS_NAME = AI_PROCESS_NAME
#: guesses per decision, passed to review_game (empty: its defaults; tests make them small)
SIZES: dict[str, int] = {}
#: how much lower the review process's priority is than the window's (POSIX ``nice``)
NICE = 10
#: the review is deterministic: the same game reviewed twice gives the same marks
SEED = 0


def use_process() -> bool:
    return os.environ.get("GOUJI_AI_PROCESS", "1") != "0"


def decisions_of(game: Game, seat: int) -> int:
    """How many decisions of ``seat`` the review judges (the progress bar's end)."""
    return sum(1 for action in game.history if action.seat == seat)


def as_review(seat: int, verdicts: list[tuple[int, Any]]) -> ReplayReview:
    """review_game's (index, Verdict) pairs as the replay file keeps them."""
    return ReplayReview(
        seat,
        tuple(
            ReviewedDecision(index, v.grade, float(v.cost), v.best, float(v.stderr), int(v.guesses))
            for index, v in verdicts
        ),
    )


def serve(conn: Connection, game_json: str, seat: int, follows: bool, sizes: dict[str, int]) -> None:
    """The review process: ("progress", done, total) after each decision, then ("done",
    verdicts) or ("error", text); a "cancel" message stops it after the decision in hand."""
    if hasattr(os, "nice"):  # the window's frames come first (POSIX; Windows keeps the normal priority)
        with contextlib.suppress(OSError):
            os.nice(NICE)
    game = Game.from_json(game_json)

    def progress(done: int, total: int) -> bool:
        conn.send(("progress", done, total))
        return not conn.poll()  # anything from the window means: stop

    try:
        verdicts = review_lib.review_game(
            game, seat, seed=SEED, game_follows=follows, progress=progress, **sizes
        )
        conn.send(("done", verdicts))
    except Exception as e:  # a bug in the review must not leave the window waiting
        log.exception("the review failed")
        with contextlib.suppress(OSError):
            conn.send(("error", f"{type(e).__name__}: {e}"))


class ReviewJob:
    """One review of ``seat``'s decisions in a finished ``game``; the frame loop calls
    :meth:`poll` and reads ``done``/``total``, then ``review`` (or ``failed``)."""

    def __init__(self, game: Game, seat: int, follows: bool, *, in_process: bool | None = None) -> None:
        self.game = game
        self.seat = seat
        self.follows = follows  # a game of the same match came after this one (its 点贡 counts)
        self.done = 0
        self.total = decisions_of(game, seat)
        self.review: ReplayReview | None = None
        self.failed = False
        self.cancelled = False
        self._in_process = use_process() if in_process is None else in_process
        self._conn: Connection | None = None
        self._process: Any = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._result: list[tuple[int, Any]] | None = None
        self._error = False

    @property
    def running(self) -> bool:
        return self.review is None and not self.failed and not self.cancelled

    def start(self) -> None:
        if self._in_process:
            try:
                ctx = multiprocessing.get_context("spawn")
                parent, child = ctx.Pipe()
                args = (child, self.game.to_json(), self.seat, self.follows, dict(SIZES))
                self._process = ctx.Process(target=serve, args=args, name=PROCESS_NAME, daemon=True)
                self._process.start()
                child.close()
                self._conn = parent
                return
            except (OSError, ValueError, RuntimeError) as e:
                log.warning("the review process did not start (%s); reviewing in a thread", e)
                self._process = None
        self._thread = threading.Thread(target=self._run_here, name="gouji-review", daemon=True)
        self._thread.start()

    def _run_here(self) -> None:
        def progress(done: int, total: int) -> bool:
            with self._lock:
                self.done, self.total = done, total
            return not self._stop.is_set()

        try:
            out = review_lib.review_game(
                self.game, self.seat, seed=SEED, game_follows=self.follows, progress=progress, **SIZES
            )
        except Exception:
            log.exception("the review failed")
            with self._lock:
                self._error = True
            return
        with self._lock:
            self._result = out

    def poll(self) -> None:
        """Take what the review reported since the last frame (never waits)."""
        if not self.running:
            return
        if self._conn is not None:
            self._poll_process()
            return
        with self._lock:
            result, error = self._result, self._error
        if error:
            self.failed = True
        elif result is not None and not self._stop.is_set():
            self.review = as_review(self.seat, result)
            self.done = self.total

    def _poll_process(self) -> None:
        conn = self._conn
        assert conn is not None
        try:
            while conn.poll():
                message = conn.recv()
                if message[0] == "progress":
                    self.done, self.total = message[1], message[2]
                elif message[0] == "done":
                    self.review = as_review(self.seat, message[1])
                    self.done = self.total
                    self._close()
                    return
                else:
                    log.warning("the review failed: %s", message[1])
                    self.failed = True
                    self._close()
                    return
        except (EOFError, OSError):
            pass
        if self._process is not None and not self._process.is_alive() and self.review is None:
            with contextlib.suppress(EOFError, OSError):  # its last words may still be in the pipe
                if conn.poll():
                    return
            log.warning("the review process ended without an answer")
            self.failed = True
            self._close()

    def cancel(self) -> None:
        """Stop now: the process is ended at once; a thread stops after its current decision
        (its answer is dropped)."""
        if not self.running:
            return
        self.cancelled = True
        self._stop.set()
        self._close()

    def _close(self) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if process is not None and process.is_alive():
            with contextlib.suppress(OSError, ValueError):
                process.terminate()  # not joined here: the frame loop never waits on it
            multiprocessing.active_children()  # reaps the ones that have ended, without waiting
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.close()
