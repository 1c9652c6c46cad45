"""A read-only or full disk: saves fail softly with one notice, the old files
stay whole, play goes on, and saving resumes when the disk allows it."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from storage_helpers import burn_offer_game, finished_game, game_states

from gouji_desktop.storage import Settings, Storage
from gouji_desktop.storage import atomic as atomic_module


def failing(code: int) -> Callable[..., object]:
    def fail(*args: object, **kwargs: object) -> object:
        raise OSError(code, os.strerror(code))

    return fail


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.mark.parametrize(
    ("target", "code", "reason"),
    [
        ("os.replace", errno.EROFS, "read-only"),
        ("os.fsync", errno.ENOSPC, "full"),
        ("tempfile.mkstemp", errno.EACCES, "permission"),
        ("tempfile.mkstemp", errno.EIO, "error"),
    ],
)
def test_failed_save_keeps_the_old_file_and_says_so(
    store: Storage, monkeypatch: pytest.MonkeyPatch, target: str, code: int, reason: str
) -> None:
    assert store.save_settings(Settings(language="en"))
    before = store.paths.settings.read_bytes()
    module, name = target.split(".")
    monkeypatch.setattr(getattr(atomic_module, module), name, failing(code))
    assert store.save_settings(Settings(language="zh", muted=True)) is False
    [notice] = store.take_notices()
    assert notice.code == "write_failed" and notice.level == "error"
    assert reason in notice.message.lower() and "settings" in notice.message
    assert store.write_problem
    assert store.settings.muted  # the new settings still apply in this session
    monkeypatch.undo()
    assert store.paths.settings.read_bytes() == before
    assert leftovers(store.paths.data_dir) == []


def test_autosave_on_a_read_only_disk_reports_once_then_recovers(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    states = list(game_states(30, every=5))[:12]
    store.autosave(states[0])
    monkeypatch.setattr(atomic_module.os, "replace", failing(errno.EROFS))
    results = [store.autosave(game) for game in states[1:10]]
    assert results == [False] * 9
    assert [n.code for n in store.take_notices()] == ["write_failed"]  # one notice, not one per action
    monkeypatch.undo()
    assert store.autosave(states[10])
    assert [n.code for n in store.take_notices()] == ["write_recovered"]
    assert not store.write_problem
    loaded = Storage(store.paths.data_dir).load_autosave()
    assert loaded.value is not None and loaded.value.game == states[10]


def test_statistics_count_in_memory_when_the_disk_is_full(
    store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(atomic_module.os, "fsync", failing(errno.ENOSPC))
    assert store.record_game(finished_game(1), ("easy",) * 5)
    assert store.record_game(finished_game(2), ("easy",) * 5)
    assert store.stats.overall.games == 2
    assert store.save_replay(finished_game(1)) is None
    codes = [n.code for n in store.take_notices()]
    assert codes == ["write_failed", "write_failed"]  # statistics once, replays once
    monkeypatch.undo()
    assert store.record_game(finished_game(3), ("easy",) * 5)
    assert Storage(store.paths.data_dir).stats.overall.games == 3


def test_unreadable_file_is_reported_and_not_moved(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    store.save_settings(Settings(language="en"))
    real = os.open

    def refuse(path: str | os.PathLike[str], flags: int, *args: int) -> int:
        if Path(path).name.startswith("settings.json") and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(path, flags, *args)

    monkeypatch.setattr(os, "open", refuse)
    loaded = Storage(store.paths.data_dir).load_settings()
    assert loaded.value == Settings() and loaded.source == "default"
    assert {n.code for n in loaded.notices} == {"read_failed"}
    monkeypatch.undo()
    assert store.paths.settings.exists()


def test_data_dir_that_cannot_exist(tmp_path: Path) -> None:
    """The data folder is under a plain file: every write fails (even as root)."""
    (tmp_path / "a-file").write_text("x", encoding="utf-8")
    store = Storage(tmp_path / "a-file" / "data")
    assert store.save_settings(Settings()) is False
    assert store.autosave(burn_offer_game()) is False
    assert store.record_game(finished_game(1))
    assert store.save_replay(finished_game(1)) is None
    assert store.load_autosave().value is None
    assert store.list_replays() == []
    notices = store.take_notices()
    assert {n.code for n in notices} == {"write_failed"}
    assert all("internal" not in n.code for n in notices)


def test_clear_autosave_failure_is_a_notice(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    store.autosave(burn_offer_game())
    monkeypatch.setattr(Path, "unlink", failing(errno.EROFS))
    assert store.clear_autosave() is False
    assert [n.code for n in store.take_notices()] == ["write_failed"]


def test_bad_file_that_cannot_be_moved_aside(store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
    store.paths.data_dir.mkdir(parents=True)
    store.paths.autosave.write_bytes(b"\x00garbage")
    monkeypatch.setattr(atomic_module.os, "replace", failing(errno.EROFS))
    loaded = store.load_autosave()
    assert loaded.value is None
    [notice] = loaded.notices
    assert notice.code == "move_failed" and "could not be set aside" in notice.message


# a string condition is evaluated when the test runs, not when the module is imported: Windows has
# no os.geteuid (and no POSIX permission bits to take away)
@pytest.mark.skipif(
    "sys.platform == 'win32' or os.geteuid() == 0",
    reason="POSIX permissions; root may write into a 0o500 folder",
)
def test_real_read_only_folder(store: Storage) -> None:
    store.save_settings(Settings(language="en"))
    store.paths.data_dir.chmod(0o500)
    try:
        assert store.save_settings(Settings(muted=True)) is False
        assert store.autosave(burn_offer_game()) is False
        assert store.load_settings().value == Settings(language="en")
    finally:
        store.paths.data_dir.chmod(0o700)
    assert [n.code for n in store.take_notices()] == ["write_failed", "write_failed"]


def test_real_read_only_folder_as_root_still_loads(store: Storage) -> None:
    """Run as root the chmod does not stop writes; what must hold either way:
    loading from a 0o500 folder works and raises nothing."""
    store.save_settings(Settings(language="en"))
    store.paths.data_dir.chmod(0o500)
    try:
        assert store.load_settings().value == Settings(language="en")
        store.save_settings(Settings(muted=True))  # True as root, False otherwise: never raises
    finally:
        store.paths.data_dir.chmod(0o700)
    assert all(n.code in ("write_failed",) for n in store.take_notices())


def test_a_bug_inside_storage_becomes_a_notice(
    store: Storage, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The safety net: even an unexpected exception never reaches the GUI."""
    from gouji_desktop.storage import store as store_module

    def broken(*args: object) -> object:
        raise KeyError("boom")

    monkeypatch.setattr(store_module, "decode_settings", broken)
    store.paths.data_dir.mkdir(parents=True)
    store.paths.settings.write_bytes(b"{}")
    loaded = store.load_settings()
    assert loaded.value == Settings() and loaded.notices[-1].code == "internal_error"
    assert "KeyError" in loaded.notices[-1].message
    caplog.clear()  # (the fixture fails any test that logs a storage bug)
