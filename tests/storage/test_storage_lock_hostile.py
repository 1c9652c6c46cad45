"""The folder lock under attack: a window that started read-only stays
read-only when the owner quits (it never overwrites, then clears, the owner's
autosave), and a ``gouji.lock`` that is a folder, a symbolic link or not
writable makes every window read-only, saying so, instead of letting each of
them write as if it owned the folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from storage_helpers import burn_offer_game, finished_game, ticking_clock

from gouji_desktop.storage import Settings, Storage

OWNER = r"""
import sys
from storage_helpers import burning_game
from gouji_desktop.storage import Storage

store = Storage(sys.argv[1])
print("owner" if store.claim() and store.autosave(burning_game(), ("hard",) * 5) else "not owner", flush=True)
sys.stdin.readline()  # quit when told
store.close()
"""


def owner_process(folder: Path) -> subprocess.Popen[str]:
    helpers = str(Path(__file__).parent)
    return subprocess.Popen(
        [sys.executable, "-c", OWNER, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        env={**os.environ, "GOUJI_DATA_DIR": "", "PYTHONPATH": os.pathsep.join([helpers, *sys.path])},
    )


def test_a_read_only_window_stays_read_only_when_the_owner_quits(tmp_path: Path) -> None:
    owner = owner_process(tmp_path)
    try:
        assert owner.stdout is not None and owner.stdout.readline().strip() == "owner"
        theirs = (tmp_path / "autosave.json").read_bytes()
        second = Storage(tmp_path, clock=ticking_clock())
        assert not second.claim() and second.read_only
        owner.communicate("quit\n", timeout=60)  # the owner quits: the folder is free
        assert owner.returncode == 0
    finally:
        owner.kill()
    # what the second window does next must not touch the owner's saved table
    assert second.autosave(burn_offer_game(), ("easy",) * 5) is False
    assert second.clear_autosave() is False
    assert second.save_settings(Settings(language="en")) is False
    assert second.save_replay(finished_game(2), ("easy",) * 5) is None
    assert second.read_only and not second.claim()
    assert (tmp_path / "autosave.json").read_bytes() == theirs
    assert not (tmp_path / "settings.json").exists() and not (tmp_path / "replays").exists()
    assert second.record_game(finished_game(3), ("easy",) * 5)  # finished games still count
    assert [n.code for n in second.take_notices()] == ["read_only"]
    assert Storage(tmp_path).claim()  # a window started now owns the folder


def lock_is_a_folder(lock: Path) -> None:
    lock.mkdir()
    (lock / "keep").write_text("a user's file", encoding="utf-8")


def lock_links_to_a_users_file(lock: Path) -> None:
    notes = lock.parent / "notes.txt"
    notes.write_text("a user's file", encoding="utf-8")
    lock.symlink_to(notes)


def lock_links_nowhere(lock: Path) -> None:
    lock.symlink_to(lock.parent / "no such folder" / "x")


@pytest.mark.parametrize(
    "spoil",
    [lock_is_a_folder, lock_links_to_a_users_file, lock_links_nowhere],
    ids=["folder", "link-to-a-file", "dangling-link"],
)
def test_a_lock_that_cannot_be_used_makes_every_window_read_only_and_says_so(
    tmp_path: Path, spoil: object
) -> None:
    if spoil is not lock_is_a_folder and sys.platform == "win32":
        pytest.skip("symbolic links need special rights on Windows")
    assert callable(spoil)
    spoil(tmp_path / "gouji.lock")
    before = {p.name: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    owner = owner_process(tmp_path)  # a second window, as a real process
    try:
        assert owner.stdout is not None and owner.stdout.readline().strip() == "not owner"
        store = Storage(tmp_path, clock=ticking_clock())
        assert not store.claim() and store.read_only
        assert store.save_settings(Settings(language="en")) is False
        assert store.autosave(burn_offer_game(), ("easy",) * 5) is False
        [notice] = store.take_notices()
        assert notice.code == "read_only" and "gouji.lock" in notice.message
        assert notice.params["reason"]
        owner.communicate("quit\n", timeout=60)
    finally:
        owner.kill()
    after = {p.name: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert after == before  # the user's file behind the link is not truncated; nothing written


@pytest.mark.skipif(
    "sys.platform == 'win32' or os.geteuid() == 0", reason="POSIX permissions; root may write anyway"
)
def test_a_lock_file_that_cannot_be_written_makes_the_window_read_only(tmp_path: Path) -> None:
    lock = tmp_path / "gouji.lock"
    lock.write_bytes(b"")
    lock.chmod(0o444)
    store = Storage(tmp_path)
    assert not store.claim() and store.read_only
    assert [n.code for n in store.take_notices()] == ["read_only"]
