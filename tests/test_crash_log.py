"""A crash is never lost: the traceback goes to the rotating log file in the user log folder, even
from a windowed build without a terminal; a broken log folder does not stop the game."""

from __future__ import annotations

import logging
import os
import pathlib
import subprocess
import sys
import textwrap

import pytest

from gouji_desktop import __version__, crashlog

ENV = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", crashlog.NO_DIALOG_ENV: "1"}


def run_python(code: str, tmp_path: pathlib.Path, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("GOUJI_")}
    environment.update(ENV, GOUJI_DATA_DIR=str(tmp_path / "data"), **env)
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=120,
        env=environment,
        encoding="utf-8",
        errors="replace",
    )


def test_a_crash_in_the_game_loop_is_written_to_the_log_folder(tmp_path: pathlib.Path) -> None:
    # the real entry point, with a game loop that fails: the crash must reach the log file
    result = run_python(
        """
        import sys, types
        loop = types.ModuleType("gouji_desktop.app.main")
        def run(argv):
            raise RuntimeError("deliberate crash in the game loop")
        loop.run = run
        sys.modules["gouji_desktop.app.main"] = loop
        from gouji_desktop.__main__ import main
        sys.exit(main([]))
        """,
        tmp_path,
    )
    assert result.returncode == 1
    log = (tmp_path / "data" / "logs" / "gouji.log").read_text(encoding="utf-8")
    assert f"Gouji Desktop {__version__} starting" in log
    assert f"Gouji Desktop {__version__} crashed:" in log
    assert "Traceback (most recent call last):" in log
    assert "line 5, in run\nRuntimeError: deliberate crash in the game loop" in log
    assert log.rstrip().endswith("RuntimeError: deliberate crash in the game loop")
    assert "RuntimeError: deliberate crash in the game loop" in result.stderr  # a terminal sees it too


def test_a_crash_without_stderr_still_reaches_the_log(tmp_path: pathlib.Path) -> None:
    # a windowed Windows build: sys.stderr is None
    result = run_python(
        """
        import sys
        sys.stderr = None
        from gouji_desktop import crashlog
        crashlog.install()
        raise ValueError("no terminal here")
        """,
        tmp_path,
        GOUJI_LOG_DIR=str(tmp_path / "logs"),
    )
    assert result.returncode == 1
    log = (tmp_path / "logs" / "gouji.log").read_text(encoding="utf-8")
    assert "ValueError: no terminal here" in log and "Traceback" in log


def test_a_crashing_thread_is_logged_and_the_game_goes_on(tmp_path: pathlib.Path) -> None:
    result = run_python(
        """
        import threading
        from gouji_desktop import crashlog
        crashlog.install()
        def autosave():
            raise OSError("disk vanished while saving")
        worker = threading.Thread(target=autosave, name="autosave")
        worker.start()
        worker.join()
        print("main thread still running")
        """,
        tmp_path,
    )
    assert result.returncode == 0 and "main thread still running" in result.stdout
    log = (tmp_path / "data" / "logs" / "gouji.log").read_text(encoding="utf-8")
    assert "thread autosave crashed:" in log and "OSError: disk vanished while saving" in log


def test_an_unwritable_log_folder_leaves_stderr_logging(tmp_path: pathlib.Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the log folder should be", encoding="utf-8")
    result = run_python(
        """
        from gouji_desktop import crashlog
        print(crashlog.install())
        raise KeyError("still reported")
        """,
        tmp_path,
        GOUJI_LOG_DIR=str(blocker),
    )
    assert result.stdout.strip() == "None"
    assert "cannot write the log file" in result.stderr
    assert "KeyError: 'still reported'" in result.stderr


@pytest.fixture
def installed(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("GOUJI_LOG_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv(crashlog.NO_DIALOG_ENV, "1")
    level = logging.getLogger().level
    yield tmp_path / "logs"
    crashlog.uninstall()
    assert logging.getLogger().level == level  # as before install()


def test_the_log_rotates_and_keeps_older_files(installed: pathlib.Path) -> None:
    path = crashlog.install(max_bytes=2000)
    assert path == installed / "gouji.log"
    for i in range(200):
        logging.getLogger("gouji_desktop.test").info("line %d of a long session", i)
    names = sorted(p.name for p in installed.iterdir())
    assert names == ["gouji.log", "gouji.log.1", "gouji.log.2", "gouji.log.3"]
    assert "line 199 of a long session" in crashlog.log_tail(1)[0]


def test_diagnostics_name_the_version_system_display_and_log_tail(installed: pathlib.Path) -> None:
    crashlog.install()
    logging.getLogger("gouji_desktop.test").warning("the last thing that happened")
    text = crashlog.diagnostics(display="1280x720 window on a 1920x1080 desktop")
    assert text.startswith(f"Gouji Desktop {__version__}\n")
    assert "system: " in text and "python: " in text and "pygame-ce: " in text
    assert "display: 1280x720 window on a 1920x1080 desktop" in text
    # whether the AI runs compiled (the installers) or as Python (a checkout): speed, same choices
    from gouji_desktop.ai import compiled_ai

    assert f"ai: {'compiled' if compiled_ai() else 'Python'}\n" in text
    assert f"log folder: {installed}" in text
    assert text.rstrip().endswith("the last thing that happened")


def test_the_crash_message_names_the_log_file_in_the_players_language(tmp_path: pathlib.Path) -> None:
    from gouji_desktop.app import i18n

    path = tmp_path / "gouji.log"
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        title, text = crashlog.crash_text(path)
        assert title and str(path) in text
    i18n.set_language("zh")
    assert crashlog.show_crash_dialog(path) is False  # the dummy video driver: no box, no hang


def test_the_default_log_folder_follows_the_data_folder_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GOUJI_LOG_DIR", raising=False)
    monkeypatch.setenv("GOUJI_DATA_DIR", "/tmp/gouji-data")
    assert crashlog.log_dir() == pathlib.Path("/tmp/gouji-data/logs")
    monkeypatch.delenv("GOUJI_DATA_DIR")
    assert crashlog.log_dir().name.lower() in ("log", "logs", "goujidesktop")


def test_a_traceback_that_cannot_be_formatted_is_still_logged(monkeypatch: pytest.MonkeyPatch) -> None:
    # in the bundle, formatting a source line with Chinese text needs unicodedata, which is left out
    def broken(*args: object, **kwargs: object) -> list[str]:
        raise ImportError("No module named 'unicodedata'")

    try:
        raise RuntimeError("出错了")
    except RuntimeError as e:
        monkeypatch.setattr(crashlog.traceback, "format_exception", broken)
        text = crashlog.format_traceback(type(e), e, e.__traceback__)
    assert text.startswith("Traceback (most recent call last):\n")
    assert "test_crash_log.py:" in text and text.rstrip().endswith("RuntimeError: 出错了")
