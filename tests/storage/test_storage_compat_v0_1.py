"""An autosave and a replay written by 0.1 load with today's storage."""

from __future__ import annotations

import pathlib
import shutil

from gouji_desktop.engine import Match
from gouji_desktop.storage import Storage

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "v0_1"


def test_a_0_1_autosave_is_offered_and_resumes(store: Storage) -> None:
    store.paths.data_dir.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURES / "autosave.json", store.paths.autosave)
    loaded = store.load_autosave()
    assert loaded.value is not None
    state = loaded.value.state
    assert isinstance(state, Match) and len(state.games) == 2
    assert loaded.source == "file" and loaded.notices == []


def test_a_0_1_replay_is_listed_and_opens(store: Storage) -> None:
    store.paths.replays_dir.mkdir(parents=True, exist_ok=True)
    name = "replay-20261130-162634-1733a9c1d0ce.json"  # as 0.1 named it
    shutil.copy(FIXTURES / "replay.json", store.paths.replays_dir / name)
    listed = store.list_replays()
    assert len(listed) == 1
    loaded = store.load_replay(listed[0].replay_id)
    assert loaded.value is not None and loaded.source == "file"
