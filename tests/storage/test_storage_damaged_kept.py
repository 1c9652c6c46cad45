"""A file with one bad field is used field by field, and the file as it was
is kept once under its own name, ``NAME.damaged-<time>``, until the player
removes it: the next saves (and their ``.bak``) never replace it, so
``"games": 7.0`` is not silently lost as 0 games."""

from __future__ import annotations

import json
from pathlib import Path

from storage_helpers import finished_game, ticking_clock

from gouji_desktop.storage import Storage


def damaged(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.damaged-*"))


def test_statistics_with_one_bad_field_are_kept_once_as_they_were(tmp_path: Path) -> None:
    store = Storage(tmp_path, clock=ticking_clock())
    original = b'{"schema_version": 1, "kind": "gouji-stats", "overall": {"games": 7.0, "opened": 3}}'
    store.paths.stats.write_bytes(original)
    loaded = store.load_stats()
    assert loaded.value.overall.games == 0 and loaded.value.overall.opened == 3
    [kept] = damaged(tmp_path, "stats.json")
    assert kept.read_bytes() == original
    assert any(n.code == "field_reset" and kept.name in n.message for n in loaded.notices)
    assert all(n.params.get("kept") == kept.name for n in loaded.notices if n.code == "field_reset")
    for seed in (1, 2, 3):  # saves, each replacing stats.json and its .bak
        assert store.record_game(finished_game(seed), ("easy",) * 5)
    assert damaged(tmp_path, "stats.json") == [kept] and kept.read_bytes() == original
    # damaged again while the first copy is still there: that one is kept, no second
    store.paths.stats.write_bytes(original.replace(b'"opened": 3', b'"opened": "three"'))
    store.load_stats()
    assert damaged(tmp_path, "stats.json") == [kept] and kept.read_bytes() == original
    # once the player has looked and removed it, the next damaged original is kept
    kept.unlink()
    store.paths.stats.write_bytes(original)
    store.load_stats()
    assert [p.read_bytes() for p in damaged(tmp_path, "stats.json")] == [original]


def test_settings_and_an_autosave_with_one_bad_field_are_kept_as_they_were(tmp_path: Path) -> None:
    store = Storage(tmp_path, clock=ticking_clock())
    settings = b'{"schema_version": 2, "kind": "gouji-settings", "language": "fr", "volume": 30}'
    store.paths.settings.write_bytes(settings)
    assert store.load_settings().value.volume == 30
    assert [p.read_bytes() for p in damaged(tmp_path, "settings.json")] == [settings]
    store.autosave(finished_game(4), ("easy",) * 5)
    data = json.loads(store.paths.autosave.read_bytes())
    data["saved_at"] = "\u0000"
    autosave = json.dumps(data).encode("ascii")
    store.paths.autosave.write_bytes(autosave)
    assert store.load_autosave().value is not None
    assert [p.read_bytes() for p in damaged(tmp_path, "autosave.json")] == [autosave]


def test_a_clean_file_leaves_no_damaged_copy(tmp_path: Path) -> None:
    store = Storage(tmp_path, clock=ticking_clock())
    store.record_game(finished_game(1), ("easy",) * 5)
    assert Storage(tmp_path).load_stats().clean
    assert list(tmp_path.glob("*.damaged-*")) == []
