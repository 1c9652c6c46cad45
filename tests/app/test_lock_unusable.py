"""A data folder whose ``gouji.lock`` cannot be used (a folder there): the window opens
read-only and says why (the lock, not another window), with the title marker a second window shows."""

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
    # it names the lock, not another window, and says how to mend it
    assert tr("notice.read_only_lock") in app.notices.texts()
    assert tr("notice.read_only") not in app.notices.texts()
    app.store.autosave(Game.new(2), ("easy",) * 5)
    app.store.flush()
    assert not (data_dir / "autosave.json").exists()
    app.shutdown()
