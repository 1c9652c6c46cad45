"""At start the game removes only the temp files it writes itself (exactly
``.NAME.xxxxxxxx.tmp`` or ``.NAME.bak.<12 hex>.tmp`` of one of its own files,
left by a crash), never a player's ``.something.tmp``."""

from __future__ import annotations

import os
import time
from pathlib import Path

from gouji_desktop.storage import Storage

OURS = [
    ".stats.json.k2j4h5g6.tmp",
    ".autosave.json.bak.0123456789ab.tmp",
    ".settings.json.a_b_c_d_.tmp",
    "replays/.replay-20250301-200000-0123456789ab.json.zz99yy88.tmp",
    "replays/.index.json.abcdefgh.tmp",
    "replays/.shared-0123456789ab.json.abcdefgh.tmp",
]
THEIRS = [
    ".notes.tmp",
    ".my draft.json.tmp",
    ".settings.json.tmp",  # no random part: not a name the game makes
    ".stats.json.toolongpart.tmp",
    ".photo.jpg.abcdefgh.tmp",
    "replays/.my-replay.json.abcdefgh.tmp",
]


def test_only_the_games_own_old_temp_files_are_removed_at_start(tmp_path: Path) -> None:
    long_ago = time.time() - 3600
    for name in OURS + THEIRS:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"half a save" if name in OURS else b"the player's")
        os.utime(path, (long_ago, long_ago))
    folder = tmp_path / ".autosave.json.abcdefgh.tmp"  # a folder is never removed
    folder.mkdir()
    os.utime(folder, (long_ago, long_ago))
    Storage(tmp_path)
    assert [n for n in OURS if (tmp_path / n).exists()] == []
    assert [n for n in THEIRS if (tmp_path / n).read_bytes() != b"the player's"] == []
    assert folder.is_dir()


def test_a_fresh_temp_file_of_the_game_is_left_to_the_save_in_progress(tmp_path: Path) -> None:
    (tmp_path / ".stats.json.k2j4h5g6.tmp").write_bytes(b"being written")
    Storage(tmp_path)
    assert (tmp_path / ".stats.json.k2j4h5g6.tmp").exists()
