"""The game and its tests run on Windows, macOS and Linux (docs/building.md, "Portable by construction").

Two mistakes have kept the suite off Windows and macOS runners, and both are read here from the
source, so that they are caught on Linux before a hosted runner finds them:

- a text file opened without an explicit encoding reads in the locale's code page, which is GBK on
  a Chinese Windows, not UTF-8 (``.ci/run`` also runs the suite with ``PYTHONWARNDEFAULTENCODING``
  and EncodingWarning as an error, which catches what the source check cannot see);
- a POSIX-only function called while a test module is imported (a ``skipif(os.geteuid() == 0)``,
  a module-level ``import fcntl``) stops pytest's collection on Windows, so not one test runs.
  POSIX-only tests skip by a marker evaluated at run time, such as the string condition
  ``skipif("sys.platform == 'win32'")``.
"""

from __future__ import annotations

import ast
import pathlib
from collections.abc import Iterator

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
#: every folder whose Python runs on a player's or a developer's machine
SOURCES = ("gouji_desktop", "tests", "tools", "build_scripts")

#: functions and constants that exist only on POSIX systems (os, signal) or only on Windows
POSIX_ONLY_NAMES = {
    "os": {
        "geteuid",
        "getuid",
        "getegid",
        "getgid",
        "getgroups",
        "getpgid",
        "getpgrp",
        "getsid",
        "setsid",
        "fork",
        "forkpty",
        "mkfifo",
        "mknod",
        "killpg",
        "getloadavg",
        "statvfs",
        "uname",
        "sync",
        "sched_getaffinity",
        "nice",
        "chown",
        "lchown",
        "fchown",
        "getpwuid",
        "O_NONBLOCK",
        "O_NOFOLLOW",
    },
    "signal": {
        "SIGKILL",
        "SIGALRM",
        "SIGHUP",
        "SIGUSR1",
        "SIGUSR2",
        "SIGSTOP",
        "SIGCONT",
        "alarm",
        "setitimer",
    },
}
#: modules that do not exist on Windows: importing one at module level stops collection there
POSIX_ONLY_MODULES = {"fcntl", "pwd", "grp", "resource", "termios", "pty", "tty", "posix", "syslog", "crypt"}
#: modules that do not exist elsewhere than on Windows
WINDOWS_ONLY_MODULES = {"msvcrt", "winreg", "_winapi", "winsound"}


def python_files() -> list[pathlib.Path]:
    files = [p for folder in SOURCES for p in sorted((ROOT / folder).rglob("*.py"))]
    return [p for p in files if "__pycache__" not in p.parts]


def rel(path: pathlib.Path) -> str:
    return path.relative_to(ROOT).as_posix()


# --- text files and encodings ------------------------------------------------------------------


def _keywords(call: ast.Call) -> set[str]:
    return {k.arg for k in call.keywords if k.arg}


def _constant(node: ast.expr | None) -> object:
    return node.value if isinstance(node, ast.Constant) else None


def missing_encodings(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """(line, what) for each text-mode open, read_text, write_text or text subprocess without an encoding."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func, keys = node.func, _keywords(node)
        if "encoding" in keys:
            continue
        builtin_open = isinstance(func, ast.Name) and func.id == "open"
        io_open = (
            isinstance(func, ast.Attribute)
            and func.attr == "open"
            and isinstance(func.value, ast.Name)
            and func.value.id == "io"
        )
        if builtin_open or io_open:
            mode = (
                node.args[1]
                if len(node.args) > 1
                else next((k.value for k in node.keywords if k.arg == "mode"), None)
            )
            if len(node.args) > 3:  # open(file, mode, buffering, encoding)
                continue
            text = _constant(mode)
            if mode is None or (isinstance(text, str) and "b" not in text):
                yield node.lineno, "open() in text mode"
        elif isinstance(func, ast.Attribute) and func.attr in ("read_text", "write_text"):
            positional_encoding = node.args[0 if func.attr == "read_text" else 1 :] if node.args else []
            if not positional_encoding:
                yield node.lineno, f".{func.attr}()"
        elif isinstance(func, ast.Attribute) and func.attr in ("run", "Popen", "check_output", "check_call"):
            text_mode = any(
                k.arg in ("text", "universal_newlines") and _constant(k.value) is True for k in node.keywords
            )
            if text_mode:
                yield node.lineno, f"subprocess.{func.attr}(text=True)"


def test_every_text_file_and_pipe_names_its_encoding() -> None:
    offenders = [
        f"{rel(path)}:{line}: {what} without encoding="
        for path in python_files()
        for line, what in missing_encodings(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert offenders == []


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("open(p)", True),
        ("open(p, 'w')", True),
        ("open(p, 'rb')", False),
        ("open(p, encoding='utf-8')", False),
        ("p.read_text()", True),
        ("p.read_text('utf-8')", False),
        ("p.write_text(s)", True),
        ("p.write_text(s, 'utf-8')", False),
        ("subprocess.run(a, text=True)", True),
        ("subprocess.run(a, text=True, encoding='utf-8')", False),
        ("subprocess.run(a, capture_output=True)", False),
    ],
)
def test_the_encoding_check_sees_what_it_should(source: str, found: bool) -> None:
    assert bool(list(missing_encodings(ast.parse(source)))) == found


# --- POSIX-only calls while a test module is imported ------------------------------------------


def import_time_nodes(tree: ast.Module) -> Iterator[ast.AST]:
    """Every node Python evaluates when the module is imported: module and class bodies, decorators,
    default values and annotations are evaluated then; function bodies are not."""
    stack: list[ast.AST] = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            stack.extend(node.decorator_list)
            stack.extend(node.args.defaults)
            stack.extend(d for d in node.args.kw_defaults if d is not None)
            continue
        if isinstance(node, ast.Lambda):
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def _guarded(node: ast.AST) -> bool:
    """An ``if`` that tests the platform (sys.platform, os.name, hasattr) guards what it holds."""
    if not isinstance(node, ast.If):
        return False
    test = ast.unparse(node.test)
    return any(word in test for word in ("sys.platform", "os.name", "hasattr(", "platform.system"))


def posix_only_at_import(tree: ast.Module) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    guarded: set[int] = set()
    for node in import_time_nodes(tree):
        if id(node) in guarded:
            continue
        if _guarded(node):
            guarded.update(id(n) for n in ast.walk(node))
            continue
        if isinstance(node, ast.Try):
            # try: import fcntl / except ImportError: the module handles its absence
            guarded.update(id(n) for stmt in node.body for n in ast.walk(stmt))
            continue
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.attr in POSIX_ONLY_NAMES.get(node.value.id, set()):
                found.append((node.lineno, f"{node.value.id}.{node.attr}"))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if top in POSIX_ONLY_MODULES | WINDOWS_ONLY_MODULES:
                    found.append((node.lineno, f"import {alias.name}"))
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            top = node.module.split(".")[0]
            if top in POSIX_ONLY_MODULES | WINDOWS_ONLY_MODULES:
                found.append((node.lineno, f"from {node.module} import ..."))
    return found


def test_no_module_uses_a_posix_only_function_while_it_is_imported() -> None:
    offenders = [
        f"{rel(path)}:{line}: {what}"
        for path in python_files()
        for line, what in posix_only_at_import(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert offenders == []


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("import os\n@pytest.mark.skipif(os.geteuid() == 0, reason='')\ndef test(): pass", ["os.geteuid"]),
        ("import os\ndef test():\n    os.geteuid()", []),
        ("import os\nROOT = os.getuid() == 0", ["os.getuid"]),
        ("import fcntl", ["import fcntl"]),
        ("import sys\nif sys.platform != 'win32':\n    import fcntl", []),
        ("try:\n    import fcntl\nexcept ImportError:\n    fcntl = None", []),
        ("import signal\nclass T:\n    KILL = signal.SIGKILL", ["signal.SIGKILL"]),
        ("import signal\ndef f(sig=signal.SIGKILL): pass", ["signal.SIGKILL"]),
        (
            "@pytest.mark.skipif('sys.platform == \"win32\" or os.geteuid() == 0', reason='')\ndef t(): pass",
            [],
        ),
    ],
)
def test_the_import_time_check_sees_what_it_should(source: str, found: list[str]) -> None:
    assert [what for _, what in posix_only_at_import(ast.parse(source))] == found
