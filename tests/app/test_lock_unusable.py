"""A data folder whose ``gouji.lock`` cannot be used (a folder there): the window opens
read-only and says so, through the same notice and title marker as a second window."""

from __future__ import annotations

from pathlib import Path

from app_helpers import frames, stored_app

from gouji_desktop.app.i18n import tr
from gouji_desktop.engine import Game


def test_a_lock_that_is_a_folder_opens_the_window_read_only_and_says_so(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "gouji.lock").mkdir()
    app = stored_app()
    frames(app, 1)
    assert app.store.read_only
    assert tr("notice.read_only") in app.notices.texts()
    app.store.autosave(Game.new(2), ("easy",) * 5)
    app.store.flush()
    assert not (data_dir / "autosave.json").exists()
    app.shutdown()
