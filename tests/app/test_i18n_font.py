"""The catalogue is complete in both languages and the bundled font has every glyph."""

from __future__ import annotations

import re

import pytest

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n.catalogue import STRINGS
from gouji_desktop.app.ui import fonts
from gouji_desktop.engine import Action, Game, IllegalAction, parse_cards

ENGINE_CODES = [
    "not_your_turn",
    "game_over",
    "not_held",
    "empty",
    "mixed_ranks",
    "straight",
    "bie3_wild",
    "bie3_last",
    "burn_chain_lead",
    "burn_chain",
    "wrong_size",
    "unbeatable",
    "too_low",
    "must_lead",
    "no_let",
    "no_burn",
    "burn_offer",
    "wrong_phase",
    "one_card",
    "no_return_single",
    "illegal",
    "not_action",
]


def fields_of(text: str) -> set[str]:
    return set(re.findall(r"{(\w+)}", text))


def test_every_key_has_both_languages_with_the_same_placeholders() -> None:
    for key, (zh, en) in STRINGS.items():
        assert zh and en, key
        assert fields_of(zh) == fields_of(en), key


@pytest.mark.parametrize("code", ENGINE_CODES)
def test_every_engine_reason_code_is_translated(code: str) -> None:
    assert f"err.{code}" in STRINGS


def test_engine_reason_is_shown_in_the_players_language() -> None:
    game = Game.from_hands(["8 9 K", "3", "3", "3", "3", "3"], leader=0)
    with pytest.raises(IllegalAction) as err:
        game.apply(Action.play(0, parse_cards("8 9")))
    i18n.set_language("zh")
    assert i18n.tr_error(err.value) == "一手牌只能是同一点数:8 和 9 不同"
    i18n.set_language("en")
    assert i18n.tr_error(err.value) == "A hand holds one rank: 8 and 9 differ"
    i18n.set_language("zh")


def test_unknown_reason_code_falls_back_to_the_engine_message() -> None:
    err = IllegalAction("some_new_code", "a brand new reason")
    assert i18n.tr_error(err) == "a brand new reason"


def cmap_codepoints(bold: bool) -> frozenset[int]:
    return fonts.mapped_codepoints(bold)


@pytest.mark.parametrize("bold", [False, True])
def test_every_catalogue_string_renders_with_no_missing_glyph(bold: bool) -> None:
    mapped = cmap_codepoints(bold)
    missing = {ch for text in i18n.all_texts() for ch in text if not ch.isspace() and ord(ch) not in mapped}
    assert missing == set()


def test_the_glyph_check_sees_a_missing_character() -> None:
    assert ord("龘") not in cmap_codepoints(False)


def test_card_symbols_and_digits_are_in_the_font() -> None:
    mapped = cmap_codepoints(False)
    assert all(ord(ch) in mapped for ch in "♠♥♣♦✓×★0123456789AJQK")


def test_font_subset_is_small_and_licensed() -> None:
    import importlib.resources

    folder = importlib.resources.files("gouji_desktop.assets") / "fonts"
    sizes = [(folder / name).read_bytes().__len__() for name in fonts.FONT_FILES.values()]
    assert sum(sizes) < 2 * 1024 * 1024
    assert "SIL OPEN FONT LICENSE" in (folder / "OFL.txt").read_text(encoding="utf-8")


def test_no_wrapped_line_starts_with_a_closing_mark(app: object) -> None:
    """。 ， 、 ： … stay with what they close (the 憋三 tooltip, the rules pages)."""
    from gouji_desktop.app.i18n.catalogue import STRINGS
    from gouji_desktop.app.ui import fonts

    for zh, en in STRINGS.values():
        for text in (zh, en):
            for width in (180, 260, 420, 640):
                lines = fonts.wrap(text, 16, width)
                assert not any(line[:1] in fonts.NO_LINE_START for line in lines[1:]), (text, width, lines)


@pytest.mark.parametrize("odd", ["\u00ad", "\x00", "a\x00b", "\u200b\u2060"])
def test_text_sdl_refuses_draws_without_ending_the_game(odd: str) -> None:
    # a soft hyphen alone has zero width and a NUL is refused by SDL_ttf; a player's name or an
    # imported file may hold either
    surf = fonts.text(odd, 18)
    assert surf.get_height() > 0
    assert fonts.text("ok", 18).get_width() > 0
