"""The log file next to the data: a native crash (a segmentation fault) leaves
its trace in ``gouji.log``, even after the log has rotated, and a
``gouji.log`` that is not a regular file (a FIFO) never hangs the start: the
game logs to stderr only and says so."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gouji_desktop import crashlog


def run_python(code: str, log_dir: Path) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("GOUJI_")}
    environment.update(SDL_VIDEODRIVER="dummy", GOUJI_LOG_DIR=str(log_dir), **{crashlog.NO_DIALOG_ENV: "1"})
    return subprocess.run(
        [sys.executable, "-X", "faulthandler=0", "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=120,  # a hang fails the test instead of stopping the suite
        env=environment,
        encoding="utf-8",
        errors="replace",
    )


def test_a_segmentation_fault_leaves_its_trace_in_the_log_after_rotation(tmp_path: Path) -> None:
    result = run_python(
        """
        import ctypes, logging
        from gouji_desktop import crashlog
        crashlog.install(dialog=False, max_bytes=2_000)
        for i in range(100):  # several rotations: the trace goes to the current file
            logging.getLogger("gouji_desktop.test").info("filling the log, line %d", i)
        def read_address_zero():
            ctypes.string_at(0)
        read_address_zero()
        """,
        tmp_path,
    )
    assert result.returncode != 0
    log = (tmp_path / "gouji.log").read_text(encoding="utf-8", errors="replace")
    assert "Fatal Python error" in log or "fatal exception" in log  # POSIX / Windows wording
    assert "read_address_zero" in log  # the Python stack of the crash
    assert (tmp_path / "gouji.log.1").exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_named_gouji_log_does_not_hang_the_start(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "gouji.log")
    result = run_python(
        """
        from gouji_desktop import crashlog
        print("log file:", crashlog.install(dialog=False))
        text = crashlog.diagnostics()
        print("diagnostics:", len(text.splitlines()) > 3)
        print(text)
        """,
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "log file: None\ndiagnostics: True" in result.stdout
    assert "gouji.log is not a regular file" in result.stderr  # said, on stderr
    assert "log file: not written (" in result.stdout  # and in the diagnostics


def test_a_folder_named_gouji_log_leaves_stderr_logging(tmp_path: Path) -> None:
    (tmp_path / "gouji.log").mkdir()
    result = run_python(
        """
        from gouji_desktop import crashlog
        print("log file:", crashlog.install(dialog=False))
        """,
        tmp_path,
    )
    assert result.returncode == 0 and "log file: None" in result.stdout
    assert list((tmp_path / "gouji.log").iterdir()) == []
