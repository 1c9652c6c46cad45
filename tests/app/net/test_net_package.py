"""The network package stands apart: no pygame, no GUI module, and no socket
library loaded by merely importing it (a single-player game never loads websockets)."""

from __future__ import annotations

import ast
import doctest
import importlib
import pathlib
import signal
import subprocess
import sys

import pytest

NET = pathlib.Path(__file__).resolve().parents[3] / "gouji_desktop" / "app" / "net"
MODULES = sorted(f"gouji_desktop.app.net.{p.stem}" for p in NET.glob("*.py") if p.stem != "__init__")


def imports(path: pathlib.Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_the_network_package_imports_no_pygame_and_no_gui_module() -> None:
    gui = ("gouji_desktop.app.table", "gouji_desktop.app.scenes", "gouji_desktop.app.shell")
    offenders = {
        f"{path.name} imports {name}"
        for path in NET.glob("*.py")
        for name in imports(path)
        if name.split(".")[0] == "pygame" or name.startswith((*gui, "gouji_desktop.app.ui"))
    }
    assert offenders == set()
    assert len(MODULES) >= 6


def test_importing_the_network_package_loads_no_websockets_and_no_pygame() -> None:
    code = (
        "import sys, importlib\n"
        f"for name in {MODULES!r}: importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('websockets', 'pygame')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, encoding="utf-8", timeout=120
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or sys.platform == "win32", reason="POSIX signals")
def test_gouji_server_stopped_by_sigterm_closes_its_tables_and_exits_cleanly() -> None:
    # a service manager stops a club's server with SIGTERM: it must close as Ctrl-C does, exit 0
    proc = subprocess.Popen(
        [sys.executable, "-m", "gouji_desktop.app.net.cli", "--port", "0", "--seed", "5"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # printed once the table listens on 127.0.0.1
        assert line.startswith("table "), line
        assert "ws://127.0.0.1:" in line
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err[-2000:]
    assert "stopped" in err
