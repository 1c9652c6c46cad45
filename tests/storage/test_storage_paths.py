"""Where the files live: GOUJI_DATA_DIR, an explicit root, platformdirs."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from gouji_desktop.storage import ENV_VAR, Settings, Storage, StoragePaths


def test_env_var_overrides_everything(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "portable"))
    store = Storage(tmp_path / "ignored")
    assert store.paths.origin == ENV_VAR
    assert store.paths.data_dir == tmp_path / "portable"
    assert store.paths.settings.parent == tmp_path / "portable"
    assert store.save_settings(Settings(language="en"))
    assert (tmp_path / "portable" / "settings.json").is_file()
    assert not (tmp_path / "ignored").exists()


def test_explicit_root_holds_every_file(tmp_path: Path) -> None:
    paths = Storage(tmp_path).paths
    assert paths.origin == "argument"
    assert {paths.settings.parent, paths.autosave.parent, paths.stats.parent} == {tmp_path}
    assert paths.replays_dir == tmp_path / "replays"


def test_default_is_the_platform_user_data_dir() -> None:
    paths = StoragePaths.resolve(env={})
    assert paths.origin == "platformdirs"
    assert paths.data_dir == Path(platformdirs.user_data_dir("GoujiDesktop", appauthor=False))
    assert paths.config_dir == Path(platformdirs.user_config_dir("GoujiDesktop", appauthor=False))
    assert paths.settings.parent == paths.config_dir


def test_empty_env_var_is_ignored(tmp_path: Path) -> None:
    assert StoragePaths.resolve(tmp_path, env={ENV_VAR: "  "}).origin == "argument"


def test_creating_a_storage_writes_nothing(tmp_path: Path) -> None:
    store = Storage(tmp_path / "new")
    store.load_settings()
    store.load_autosave()
    store.list_replays()
    assert not (tmp_path / "new").exists()
    assert store.take_notices() == []
