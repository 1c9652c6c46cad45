"""Atomic writes: the backup of the previous good file, temp files, moving aside."""

from __future__ import annotations

import doctest
import importlib
import os
import time
from datetime import datetime
from pathlib import Path

import pytest

from gouji_desktop.storage import Storage, atomic


def test_backup_is_the_previous_good_file(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    atomic.atomic_write(path, b'{"v": 1}')
    assert not atomic.backup_path(path).exists()  # nothing to back up yet
    atomic.atomic_write(path, b'{"v": 2}')
    atomic.atomic_write(path, b'{"v": 3}')
    assert path.read_bytes() == b'{"v": 3}'
    assert atomic.backup_path(path).read_bytes() == b'{"v": 2}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json", "x.json.bak"]


def test_a_damaged_main_file_never_replaces_a_good_backup(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    atomic.atomic_write(path, b'{"v": 1}')
    atomic.atomic_write(path, b'{"v": 2}')
    path.write_bytes(b'{"v": ')  # damaged behind our back
    atomic.atomic_write(path, b'{"v": 3}')
    assert atomic.backup_path(path).read_bytes() == b'{"v": 1}'


def test_backup_without_hard_links_is_a_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*args: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_links)
    path = tmp_path / "x.json"
    atomic.atomic_write(path, b'{"v": 1}')
    atomic.atomic_write(path, b'{"v": 2}')
    assert atomic.backup_path(path).read_bytes() == b'{"v": 1}'
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_write_creates_missing_folders(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "x.json"
    atomic.atomic_write(path, b"{}")
    assert path.read_bytes() == b"{}"


def test_move_aside_names_carry_the_time(tmp_path: Path) -> None:
    when = datetime(2025, 1, 2, 3, 4, 5)
    for text in ("one", "two", "three"):
        path = tmp_path / "stats.json"
        path.write_text(text, encoding="utf-8")
        atomic.move_aside(path, when)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [
        "stats.json.bad-20250102-030405",
        "stats.json.bad-20250102-030405-2",
        "stats.json.bad-20250102-030405-3",
    ]
    assert (tmp_path / names[0]).read_text(encoding="utf-8") == "one"


def test_stale_temp_files_of_a_crash_are_cleaned_at_start(tmp_path: Path) -> None:
    stale = tmp_path / ".autosave.json.abc12345.tmp"  # tempfile.mkstemp: eight characters
    fresh = tmp_path / ".autosave.json.def45678.tmp"
    other = tmp_path / "notes.tmp"  # not ours: left alone
    for p in (stale, fresh, other):
        p.write_bytes(b"half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    Storage(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [fresh.name, other.name]


@pytest.mark.parametrize(
    "module", ["documents", "atomic", "settings", "autosave", "stats", "replays", "store"]
)
def test_doctests(module: str) -> None:
    """The examples in the storage modules' docstrings hold."""
    result = doctest.testmod(importlib.import_module(f"gouji_desktop.storage.{module}"))
    assert result.attempted > 0 and result.failed == 0
