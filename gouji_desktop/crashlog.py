"""The log file and the crash handler.

A windowed build on Windows or macOS has no terminal, so a traceback printed to stderr is lost. The
game therefore logs to a rotating file, ``gouji.log`` (1 MiB, three older files kept as
``gouji.log.1`` …) in the user log folder:

- ``GOUJI_LOG_DIR`` when set; else ``$GOUJI_DATA_DIR/logs`` when ``GOUJI_DATA_DIR`` is set;
- else platformdirs' user log dir for "GoujiDesktop" (``~/.local/state/GoujiDesktop/log``,
  ``%LOCALAPPDATA%\\GoujiDesktop\\Logs``, ``~/Library/Logs/GoujiDesktop``).

:func:`install` adds that file to the root logger and replaces ``sys.excepthook`` and
``threading.excepthook``: an uncaught exception is written to the file with its traceback (and to
stderr when there is one); a crash of the main thread also shows a short message box naming the
file; a crash of another thread is passed to the listener the GUI sets
(:func:`set_thread_crash_listener`), which tells the player in the window. A native crash (a
segmentation fault in a library) cannot be caught: :mod:`faulthandler` writes the Python stack of
every thread to the same file before the process dies. A folder that cannot be written, or a
``gouji.log`` that is not a regular file (a FIFO would block the start forever), leaves the game
running with stderr logging only, and says so.
:func:`diagnostics` is the text the settings screen copies: version, system, display, log tail.
"""

from __future__ import annotations

import contextlib
import errno
import faulthandler
import io
import logging
import logging.handlers
import os
import platform
import stat
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from gouji_desktop import __version__

APP_NAME = "GoujiDesktop"
LOG_FILE_NAME = "gouji.log"
MAX_BYTES = 1024 * 1024
BACKUP_COUNT = 3
NO_DIALOG_ENV = "GOUJI_NO_CRASH_DIALOG"  # tests and CI: never block on a message box
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
log = logging.getLogger("gouji_desktop")

_state: dict[str, object] = {}


def log_dir() -> Path:
    """The folder of ``gouji.log`` (see the module docstring for the order)."""
    explicit = os.environ.get("GOUJI_LOG_DIR")
    if explicit:
        return Path(explicit)
    data = os.environ.get("GOUJI_DATA_DIR")
    if data:
        return Path(data) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_file() -> Path:
    return log_dir() / LOG_FILE_NAME


def _open_regular(path: Path | str, flags: int) -> int:
    """A file descriptor of ``path`` if it is a regular file; opened without blocking, so a FIFO
    in its place cannot hang the game (OSError otherwise)."""

    def refuse() -> OSError:
        return OSError(errno.EINVAL, f"{Path(path).name} is not a regular file", str(path))

    with contextlib.suppress(FileNotFoundError):  # stat never blocks; the open may fail first
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise refuse()
    fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0), 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # put there since the stat
            raise refuse()
    except BaseException:
        os.close(fd)
        raise
    return fd


def _faults_to(stream: object) -> bool:
    """Point :mod:`faulthandler` at ``stream`` (a file with a descriptor); off when there is none
    (a windowed build's missing stderr, a test's captured one)."""
    try:
        faulthandler.enable(stream, all_threads=True)  # type: ignore[arg-type]  # checked by faulthandler
    except (AttributeError, OSError, ValueError, TypeError, RuntimeError):
        faulthandler.disable()
        return False
    return True


class LogFile(logging.handlers.RotatingFileHandler):
    """The rotating ``gouji.log``: only ever a regular file, and the file :mod:`faulthandler`
    writes a native crash to (it follows each rotation)."""

    def _open(self) -> io.TextIOWrapper:
        fd = _open_regular(self.baseFilename, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        return open(fd, "a", encoding=self.encoding, errors=self.errors)

    def doRollover(self) -> None:
        following = _state.get("faults") is self
        if following:  # never leave faulthandler a closed file
            faulthandler.disable()
        super().doRollover()
        if following:
            _faults_to(self.stream)


def format_traceback(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> str:
    try:
        return "".join(traceback.format_exception(exc_type, exc, tb))
    except Exception:  # formatting itself failed (e.g. a module left out of the bundle)
        frames = []
        while tb is not None:
            frames.append(
                f"  {tb.tb_frame.f_code.co_filename}:{tb.tb_lineno} in {tb.tb_frame.f_code.co_name}"
            )
            tb = tb.tb_next
        return "Traceback (most recent call last):\n" + "\n".join(frames) + f"\n{exc_type.__name__}: {exc}\n"


def crash_text(path: Path | None) -> tuple[str, str]:
    """The message box's title and text, in the player's language."""
    where = str(path) if path else "stderr"
    try:
        from gouji_desktop.app.i18n import tr

        return tr("crash.title"), tr("crash.body", path=where)
    except Exception:  # the crash may be in the GUI's own modules: say it in both languages
        return (
            "Gouji Desktop 够级",
            f"游戏出错，必须关闭。错误记录在：\n{where}\n\n"
            f"The game hit an error and must close. The details are in:\n{where}",
        )


def show_crash_dialog(path: Path | None) -> bool:
    """A modal message box naming the log file; False when none can be shown (no display)."""
    if os.environ.get(NO_DIALOG_ENV) or os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return False
    try:
        import pygame

        title, text = crash_text(path)
        if pygame.display.get_init():
            pygame.display.quit()  # a full-screen window would hide the box
        pygame.display.message_box(title, text, message_type="error", buttons=("OK",))
        return True
    except Exception:
        log.exception("could not show the crash dialog")
        return False


def _on_crash(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(exc_type, KeyboardInterrupt):  # Ctrl+C in a terminal is not a crash
        sys.__excepthook__(exc_type, exc, tb)
        return
    text = format_traceback(exc_type, exc, tb)
    path = _state.get("file")
    try:
        log.critical("Gouji Desktop %s crashed:\n%s", __version__, text.rstrip())
        for handler in logging.getLogger().handlers:
            handler.flush()
    except Exception:
        pass
    if sys.stderr is not None and not _state.get("stderr_handler"):
        print(text, file=sys.stderr, end="")
    if _state.get("dialog"):
        show_crash_dialog(path if isinstance(path, Path) else None)


def set_thread_crash_listener(listener: Callable[[str, Path | None], None] | None) -> None:
    """``listener(thread_name, log_file)`` is called (on the crashed thread) after another thread's
    crash is logged; None removes it."""
    _state["thread_listener"] = listener


def _on_thread_crash(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None or issubclass(args.exc_type, SystemExit):
        return
    name = args.thread.name if args.thread else "?"
    text = format_traceback(args.exc_type, args.exc_value, args.exc_traceback)
    with contextlib.suppress(Exception):
        log.error("thread %s crashed:\n%s", name, text.rstrip())
    if sys.stderr is not None and not _state.get("stderr_handler"):
        print(f"thread {name} crashed:\n{text}", file=sys.stderr, end="")
    listener = _state.get("thread_listener")
    if callable(listener):
        try:
            listener(name, installed_log_file())
        except Exception:
            log.exception("the thread crash listener failed")


def install(*, dialog: bool = True, max_bytes: int = MAX_BYTES) -> Path | None:
    """Log to the rotating file and catch crashes (main thread and others). Returns the log file, or
    None when its folder cannot be written (then logging goes to stderr only). Safe to call twice."""
    root = logging.getLogger()
    previous = _state.get("file_handler")
    if isinstance(previous, logging.Handler):
        root.removeHandler(previous)
        previous.close()
    wanted = log_file()
    path: Path | None = wanted
    _state.setdefault("faults_before", faulthandler.is_enabled())
    try:
        wanted.parent.mkdir(parents=True, exist_ok=True)
        handler = LogFile(wanted, maxBytes=max_bytes, backupCount=BACKUP_COUNT, encoding="utf-8")
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.setLevel(logging.INFO)
        root.addHandler(handler)
        _state["file_handler"] = handler
        _state.pop("file_problem", None)
        if _faults_to(handler.stream):
            _state["faults"] = handler
    except OSError as e:  # read-only or full disk, a FIFO: play on, log to stderr
        path = None
        _state.pop("file_handler", None)
        _state["file_problem"] = e.strerror or str(e)
        _state.pop("faults", None)
        _faults_to(sys.stderr)  # never the closed file of an earlier install
        if sys.stderr is not None:
            print(f"Gouji: cannot write the log file ({e}); logging to stderr only.", file=sys.stderr)
    if sys.stderr is not None and not _state.get("stderr_handler"):
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        root.addHandler(console)
        _state["stderr_handler"] = console
    _state.setdefault("root_level", root.level)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    _state["file"] = path
    _state["dialog"] = dialog
    sys.excepthook = _on_crash
    threading.excepthook = _on_thread_crash
    log.info(
        "Gouji Desktop %s starting (Python %s, %s)",
        __version__,
        platform.python_version(),
        platform.platform(),
    )
    return path


def uninstall() -> None:
    """Undo :func:`install`: the original hooks and log level, and no log handlers of ours (tests)."""
    root = logging.getLogger()
    level = _state.get("root_level")
    if isinstance(level, int):
        root.setLevel(level)
    for key in ("file_handler", "stderr_handler"):
        handler = _state.pop(key, None)
        if isinstance(handler, logging.Handler):
            root.removeHandler(handler)
            handler.close()
    if "faults_before" in _state:
        faulthandler.disable()
        if _state.get("faults_before"):
            _faults_to(sys.__stderr__)
    _state.clear()
    sys.excepthook = sys.__excepthook__
    threading.excepthook = threading.__excepthook__


def installed_log_file() -> Path | None:
    """The file :func:`install` logs to (None before it, or when the folder was not writable)."""
    path = _state.get("file")
    return path if isinstance(path, Path) else None


def log_tail(lines: int = 40, path: Path | None = None) -> list[str]:
    """The last ``lines`` lines of the log file (none when there is no file yet)."""
    path = path or installed_log_file() or log_file()
    try:
        # a FIFO named gouji.log must not hang the settings screen either
        with open(_open_regular(path, os.O_RDONLY), "rb") as f:
            f.seek(0, os.SEEK_END)
            f.seek(max(0, f.tell() - 64 * 1024))
            text = f.read().decode("utf-8", errors="replace")
    except OSError:
        return []
    return text.splitlines()[-lines:]


def diagnostics(display: str | None = None, extra: Callable[[], list[str]] | None = None) -> str:
    """Plain text for a bug report: version, system, Python, pygame-ce and SDL, the display, the log
    folder and the log's last lines."""
    lines = [
        f"Gouji Desktop {__version__}",
        f"system: {platform.platform()} ({platform.machine()})",
        f"python: {platform.python_version()} ({'bundle' if getattr(sys, 'frozen', False) else 'source'})",
    ]
    try:
        import pygame

        sdl = ".".join(map(str, pygame.get_sdl_version()))
        driver = pygame.display.get_driver() if pygame.display.get_init() else "not started"
        lines.append(f"pygame-ce: {pygame.version.ver}, SDL {sdl}, video driver {driver}")
    except Exception as e:
        lines.append(f"pygame-ce: unavailable ({e})")
    try:
        from gouji_desktop.ai import ai_code

        # build_scripts/compile_ai.py: the installers' AI is compiled, a checkout's usually not; a
        # bundle whose compiled AI would not load says why
        lines.append(f"ai: {ai_code()}")
    except Exception as e:
        lines.append(f"ai: unavailable ({e})")
    if display:
        lines.append(f"display: {display}")
    if extra:
        lines += extra()
    lines.append(f"log folder: {log_dir()}")
    problem = _state.get("file_problem")
    if problem:
        lines.append(f"log file: not written ({problem}); logging to stderr only")
    tail = log_tail()
    lines.append(f"log, last {len(tail)} lines:")
    lines += [f"  {line}" for line in tail]
    return "\n".join(lines) + "\n"
