"""A name's characters the bundled font lacks draw with the system's CJK font; what no font
has shows as "?" and nothing fails to draw (a name at a network table is free text)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from gouji_desktop.app.table.network import drawable
from gouji_desktop.app.ui import fonts

#: a font every pygame-ce carries, standing in for a system font: it has Latin letters with
#: accents that the bundled subset (the catalogue's characters) leaves out
STAND_IN = Path(pygame.__file__).parent / pygame.font.get_default_font()


@pytest.fixture
def system_font(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    pygame.font.init()
    monkeypatch.setattr(fonts, "SYSTEM_CJK_FONTS", (str(STAND_IN),))
    monkeypatch.setattr(fonts, "_CJK_FONT_MIN", 100)
    fonts.system_cjk_font.cache_clear()
    fonts.clear_cache()
    yield
    fonts.system_cjk_font.cache_clear()
    fonts.clear_cache()


@pytest.fixture
def no_system_font(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    pygame.font.init()
    monkeypatch.setattr(fonts, "SYSTEM_CJK_FONTS", ("/nowhere/none.ttc", "none.ttf"))
    fonts.system_cjk_font.cache_clear()
    fonts.clear_cache()
    yield
    fonts.system_cjk_font.cache_clear()
    fonts.clear_cache()


def test_the_bundled_font_lacks_the_stand_in_letter() -> None:
    assert ord("ë") not in fonts.mapped_codepoints(False)
    assert ord("ë") in fonts.cmap_codepoints(STAND_IN.read_bytes())


def test_a_name_keeps_a_character_the_system_font_draws(system_font: None) -> None:
    assert fonts.can_draw("ë")
    assert drawable("Zoë 张") == "Zoë 张"
    assert drawable("Zo\ue000") == "Zo?"  # a private-use character: no font has it


def test_a_mixed_line_draws_both_fonts_on_one_line(system_font: None) -> None:
    mixed = fonts.text("对头 Zoë", 24, (255, 255, 255), True)
    plain = fonts.text("对头 Zoe", 24, (255, 255, 255), True)
    assert mixed.get_height() >= plain.get_height()
    # the accented letter is drawn (not a "?" or an empty box of the bundled font)
    question = fonts.text("对头 Zo?", 24, (255, 255, 255), True)
    assert pygame.image.tobytes(mixed, "RGBA") != pygame.image.tobytes(question, "RGBA")
    assert abs(mixed.get_width() - plain.get_width()) <= 6


def test_without_a_system_font_a_missing_character_is_a_question_mark(no_system_font: None) -> None:
    assert fonts.system_cjk_font() is None
    assert not fonts.can_draw("ë")
    assert drawable("Zoë") == "Zo?"
    drawn = fonts.text("Zoë", 24)
    question = fonts.text("Zo?", 24)
    assert pygame.image.tobytes(drawn, "RGBA") == pygame.image.tobytes(question, "RGBA")


def test_an_unreadable_font_file_is_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "broken.ttc"
    bad.write_bytes(b"ttcf\x00\x01")
    monkeypatch.setattr(fonts, "SYSTEM_CJK_FONTS", (str(bad), str(STAND_IN)))
    monkeypatch.setattr(fonts, "_CJK_FONT_MIN", 100)
    fonts.system_cjk_font.cache_clear()
    try:
        found = fonts.system_cjk_font()
        assert found is not None and found[0] == str(STAND_IN)
    finally:
        fonts.system_cjk_font.cache_clear()
