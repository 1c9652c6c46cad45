"""What ``gouji --self-test`` asks of the GUI (gouji_desktop/selftest.py):
the translation catalogue is complete and drawable, and every scene draws.

Both functions raise on a problem and return a short summary.
"""

from __future__ import annotations

import re
import string

import pygame

from gouji_desktop.app.i18n.catalogue import STRINGS

#: storage notice codes (docs/storage.md) and the catalogue keys that tell them
NOTICE_CODES = (
    "bad_file",
    "future_version",
    "restored_backup",
    "field_reset",
    "read_failed",
    "write_failed",
    "write_recovered",
    "move_failed",
    "not_found",
    "internal_error",
    "upgraded",
)


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def check_catalogue() -> str:
    """Every key in zh and en, the same placeholders in both, a text for every
    storage notice, and every character in the bundled font (both weights)."""
    from gouji_desktop.app.i18n import all_texts
    from gouji_desktop.app.ui import fonts

    problems: list[str] = []
    for key, entry in STRINGS.items():
        if len(entry) != 2 or not all(isinstance(t, str) and t.strip() for t in entry):
            problems.append(f"{key}: missing translation")
            continue
        zh, en = entry
        try:
            if placeholders(zh) != placeholders(en):
                problems.append(
                    f"{key}: placeholders differ ({sorted(placeholders(zh))} / {sorted(placeholders(en))})"
                )
        except ValueError as e:
            problems.append(f"{key}: bad placeholder ({e})")
        if re.search(r"[\u4e00-\u9fff]", en) and key not in ("lang.zh",):
            problems.append(f"{key}: Chinese in the English text")
    for code in NOTICE_CODES:
        if code not in ("not_found", "internal_error") and f"notice.{code}" not in STRINGS:
            problems.append(f"notice.{code}: missing")
    texts = all_texts()
    for bold in (False, True):
        missing = fonts.missing_glyphs(texts, bold)
        if missing:
            weight = "bold" if bold else "regular"
            problems.append(f"{weight} font lacks {len(missing)} characters: {''.join(sorted(missing))}")
    if problems:
        raise RuntimeError("catalogue: " + "; ".join(problems[:8]) + (" …" if len(problems) > 8 else ""))
    chars = len({ch for text in texts for ch in text})
    return f"{len(STRINGS)} keys in zh and en, {chars} characters, all in the bundled font"


def draw_all_scenes(surface: pygame.Surface) -> list[str]:
    """Draw every screen once into ``surface`` (no event loop, nothing saved):
    title, new game, settings, rules, the table mid-game, its log, pause, the
    宣点 dialog, tribute, results, statistics, replays, the replay viewer and a
    storage notice.  Returns the screen names; raises on any error."""
    from gouji_desktop.app import i18n
    from gouji_desktop.app.gallery import scenes
    from gouji_desktop.app.routes import ROUTES
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.persist import Persistence
    from gouji_desktop.app.shell.settings import Settings
    from gouji_desktop.app.ui.sound import Sounds

    language = i18n.language()
    settings = Settings(anim_speed="instant", ai_delay=0.0)
    app = App(
        surface.get_size(),
        settings,
        sounds=Sounds(lambda: 0, enabled=False),
        store=Persistence.memory(),
        screen=surface,
        routes=ROUTES,
    )
    names = []
    try:
        for name in scenes(app):
            app.step(0.0)
            names.append(name)
    finally:
        app.exit_all()
        i18n.set_language(language)
    return names
