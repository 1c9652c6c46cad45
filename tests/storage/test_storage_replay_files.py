"""Replay files to share (.gouji-replay): exported byte for byte from the kept replay, checked before
they are shown or kept, imported once, and every unusable file named with a reason."""

from __future__ import annotations

from pathlib import Path

import pytest
from storage_helpers import finished_game

from gouji_desktop.storage import Storage
from gouji_desktop.storage import replay_files as rf


def kept(store: Storage, seed: int = 3) -> str:
    replay_id = store.save_replay(finished_game(seed), ("normal",) * 5)
    assert replay_id is not None
    return replay_id


def test_export_writes_the_kept_replay_as_a_gouji_replay_file(store: Storage, tmp_path: Path) -> None:
    replay_id = kept(store)
    path = rf.export_replay(store.paths.replays_dir, replay_id, tmp_path / "share")
    stamp, key = replay_id.removeprefix("replay-").rsplit("-", 1)
    assert path == tmp_path / "share" / f"gouji-{stamp}-{key[:6]}.gouji-replay"
    assert path.read_bytes() == (store.paths.replays_dir / f"{replay_id}.json").read_bytes()
    assert rf.read_replay_file(path).game == finished_game(3)
    assert rf.export_replay(store.paths.replays_dir, replay_id, tmp_path / "share") == path  # idempotent


def test_import_keeps_a_friends_game_once_and_knows_the_players_own(store: Storage, tmp_path: Path) -> None:
    friend = Storage(tmp_path / "friend")
    sent = rf.export_replay(friend.paths.replays_dir, kept(friend, 4), tmp_path / "share")
    first = rf.import_replay(store.paths.replays_dir, sent)
    assert first.startswith(rf.IMPORTED_PREFIX)
    assert rf.import_replay(store.paths.replays_dir, sent) == first
    assert [info.replay_id for info in store.list_replays()] == [first]
    own = kept(store, 5)
    mine = rf.export_replay(store.paths.replays_dir, own, tmp_path / "mine")
    assert rf.import_replay(store.paths.replays_dir, mine) == own  # not a second copy of one's own game


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"", "not_a_replay"),
        (b"\xff\xfe not json", "not_a_replay"),
        (b'{"schema_version": 1, "kind": "gouji-settings"}', "not_a_replay"),
        (b'{"schema_version": 99, "kind": "gouji-replay", "game": {}}', "not_a_replay"),
    ],
)
def test_a_file_that_is_not_a_replay_says_so(tmp_path: Path, content: bytes, reason: str) -> None:
    path = tmp_path / "x.gouji-replay"
    path.write_bytes(content)
    with pytest.raises(rf.ReplayFileError) as caught:
        rf.read_replay_file(path)
    assert caught.value.reason == reason and "x.gouji-replay" in str(caught.value)


def test_a_replay_with_an_illegal_action_is_refused(store: Storage, tmp_path: Path) -> None:
    path = rf.export_replay(store.paths.replays_dir, kept(store), tmp_path)
    path.write_bytes(
        path.read_bytes().replace(b'"actions":[', b'"actions":[{"kind":"play","cards":"BJ BJ BJ"},', 1)
    )
    with pytest.raises(rf.ReplayFileError) as caught:
        rf.import_replay(store.paths.replays_dir, path)
    assert caught.value.reason == "not_a_replay"
    assert store.list_replays()[0].replay_id.startswith("replay-")  # nothing was added


def test_missing_too_big_and_unknown_ids(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(rf.ReplayFileError) as caught:
        rf.read_replay_file(tmp_path / "nowhere.gouji-replay")
    assert caught.value.reason == "missing"
    big = tmp_path / "big.gouji-replay"
    big.write_bytes(b" " * 2048)
    monkeypatch.setattr(rf, "MAX_FILE_BYTES", 1024)
    with pytest.raises(rf.ReplayFileError) as caught:
        rf.read_replay_file(big)
    assert caught.value.reason == "too_big"
    with pytest.raises(rf.ReplayFileError):
        rf.export_replay(tmp_path, "../../etc/passwd", tmp_path / "out")


def test_the_import_list_finds_replay_files_newest_first(tmp_path: Path, monkeypatch) -> None:
    import os

    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    old, new = a / "old.gouji-replay", b / "new.gouji-replay"
    (
        old.write_text("{}", encoding="utf-8"),
        new.write_text("{}", encoding="utf-8"),
        (a / "notes.txt").write_text("", encoding="utf-8"),
    )
    os.utime(old, (1_000_000, 1_000_000))
    assert rf.replay_files_in([a, b, tmp_path / "missing"]) == [new, old]
    monkeypatch.setenv("GOUJI_SHARE_DIR", str(a))
    assert rf.share_folder() == a and rf.import_folders() == [a]
