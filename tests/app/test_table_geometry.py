"""Geometry of the table at every supported size: the words that pop up,
the 上一轮 overlay, the tribute panel and the smallest text, computed by the
same functions that draw them."""

from __future__ import annotations

import pygame
import pytest

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.draw import shown_area
from gouji_desktop.app.table.model import TableModel
from gouji_desktop.app.table.placement import keep_clear, place_pop, pop_box
from gouji_desktop.app.ui.layout import table_layout
from gouji_desktop.app.ui.widgets import INK
from gouji_desktop.engine import Card, EventKind, TopMode, parse_cards

SIZES = [(1024, 640), (1280, 720), (1366, 768), (1280, 1024), (1920, 1080), (2560, 1080), (2560, 1440)]
SEAT_WORDS = [
    "bubble.burn",
    "bubble.opened",
    "bubble.men",
    "bubble.broken",
    "bubble.burn_success",
    "bubble.declare",
    "bubble.revolt",
    "bubble.head",
    "bubble.nohead",
    "bubble.deadly",
    "bubble.gouji",
    "bubble.takes_lead",
    "bubble.round_won",
    *(f"place.{p}" for p in range(6)),
]


def crowded_table() -> TableModel:
    """Every seat shows a last hand (gouji hands with their chip) and has
    passed after it; seat 3's hand is on top."""
    model = TableModel()
    hands = ["K K K K K", "A A A A A", "2 2 2 2", "BJ BJ", "10 10 10 10 10 10", "Q Q Q Q Q Q"]
    for seat, text in enumerate(hands):
        model.shown[seat] = tuple(parse_cards(text))
        model.modes[seat] = TopMode.GOUJI
        model.marks[seat] = EventKind.PASS if seat != 3 else None
    model.top_seat = 3
    return model


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_a_seats_word_never_covers_a_panel_a_last_hand_the_hand_or_the_buttons(
    app: App, size: tuple[int, int], lang: str
) -> None:
    i18n.set_language(lang)
    lay = table_layout(*size)
    screen = pygame.Rect((0, 0), size)
    for model in (crowded_table(), TableModel()):
        clear = keep_clear(lay, model)
        for seat in range(6):
            for key in SEAT_WORDS:
                rect = place_pop(lay, model, seat, pop_box(lay, tr(key), big=False))
                assert screen.contains(rect), (seat, key)
                hit = [r for r in clear if r.colliderect(rect)]
                assert not hit, f"{tr(key)} of seat {seat} at {rect} covers {hit}"


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_two_banners_at_once_stay_apart_and_off_the_seats_hand_and_buttons(
    app: App, size: tuple[int, int], lang: str
) -> None:
    i18n.set_language(lang)
    lay = table_layout(*size)
    model = TableModel()
    first_text = tr("banner.buy3", name=tr("seat.1"), target=tr("seat.2"), paid="A")
    first = place_pop(lay, model, None, pop_box(lay, first_text, big=True))
    second = place_pop(
        lay, model, None, pop_box(lay, tr("banner.first_lead", name=tr("seat.4")), big=True), [first]
    )
    assert not first.colliderect(second)
    for rect in (first, second):
        assert not any(r.colliderect(rect) for r in keep_clear(lay, model))


def test_the_crowded_table_really_is_crowded(app: App) -> None:
    """The test table above shows every seat's hand, chip and pass mark."""
    lay = table_layout(1024, 640)
    model = crowded_table()
    areas = [shown_area(lay, model, seat) for seat in range(6)]
    assert all(a is not None for a in areas)
    shown = model.shown[0]
    assert shown is not None and isinstance(shown[0], Card)


def test_a_bubble_on_the_real_table_is_drawn_where_placement_puts_it(app: App) -> None:
    from app_helpers import frames, table_with

    from gouji_desktop.app.table.animate import bubble
    from gouji_desktop.engine import Game

    app.settings.anim_speed = "normal"
    scene = table_with(app, Game.from_hands(["A A 5", "3", "3", "K K", "3", "3"], leader=0))
    scene.on_enter()
    frames(app, 2)
    for seat in range(6):
        bubble(scene.stage, tr("bubble.revolt"), seat)
    frames(app, 3)
    drawn = list(scene.stage.pop_rects.values())
    assert len(drawn) == 6
    for rect in drawn:
        assert not any(r.colliderect(rect) for r in scene.layout.seat_rects)
        assert not rect.colliderect(scene.layout.hand_area)


def long_round() -> TableModel:
    """A long round: 24 things done, plays of up to six cards among passes."""
    from gouji_desktop.app.table.model import RoundEntry

    model = TableModel()
    hands = ["5 5", "6 6 6", "8 8 8 8", "10 10 10 10 10", "Q Q Q Q Q Q", "2 2 2 2 2 2"]
    for i in range(24):
        seat = i % 6
        if i % 3 == 0:
            cards = tuple(parse_cards(hands[(i // 3) % 6]))
            model.last_round.append(RoundEntry(seat, EventKind.PLAY, cards, TopMode.GOUJI))
        else:
            model.last_round.append(RoundEntry(seat, EventKind.PASS if i % 3 == 1 else EventKind.LET))
    model.last_winner = 3
    return model


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_last_round_overlay_is_legible_in_order_and_hides_no_seat_nor_the_top_hand(
    app: App, size: tuple[int, int], lang: str
) -> None:
    from gouji_desktop.app.table.overlays import MIN_TEXT, last_round_look

    i18n.set_language(lang)
    lay = table_layout(*size)
    model = long_round()
    model.shown[3], model.modes[3], model.top_seat = tuple(parse_cards("K K K K")), TopMode.GOUJI, 3
    look = last_round_look(lay, model)
    top_hand = shown_area(lay, model, 3)
    assert top_hand is not None and not look.panel.colliderect(top_hand)
    assert not any(look.panel.colliderect(r) for r in lay.seat_rects)
    assert not look.panel.colliderect(lay.hand_area)
    assert not any(look.panel.colliderect(b) for b in lay.buttons.values())
    assert look.fs >= MIN_TEXT
    numbers = [t.number for t in look.tiles]
    assert numbers == list(range(look.dropped + 1, len(model.last_round) + 1))
    assert look.dropped <= 6  # at most the first couple of plays give way
    order = [(t.rect.top, t.rect.left) for t in look.tiles]
    assert order == sorted(order)  # read left to right, line by line, as played
    for tile in look.tiles:
        assert look.panel.contains(tile.rect)
        assert tile.card[0] >= int(0.6 * lay.table_card[0])


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_text_on_the_table_is_at_least_13_px_at_1024x640(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Draw the table as a player sees it at the smallest size (play with a
    bubble, the log, 上一轮, the 还贡 choice with its hint, the replay viewer)
    and record the size of every line of text rendered."""
    from app_helpers import frames

    from gouji_desktop.app import gallery
    from gouji_desktop.app.shell.settings import Settings
    from gouji_desktop.app.table.animate import bubble
    from gouji_desktop.app.ui import fonts
    from gouji_desktop.app.ui.layout import MIN_TEXT
    from gouji_desktop.engine import Game, Tribute, TributeKind

    i18n.set_language(lang)
    app = App((1024, 640), Settings(language=lang, anim_speed="normal", ai_delay=0.0), routes=ROUTES)
    sizes: list[tuple[int, str]] = []
    real = fonts.text

    def spy(s: str, size: int, color: tuple[int, ...] = INK, bold: bool = False) -> pygame.Surface:
        sizes.append((size, s))
        return real(s, size, color, bold)

    try:
        table = app.reset(gallery.table_scene(app, gallery.table_game(7)))
        frames(app, 2)
        monkeypatch.setattr(fonts, "text", spy)
        bubble(table.stage, tr("bubble.gouji"), 3)  # type: ignore[attr-defined]  # a TableScene
        frames(app, 3)
        table.round_open = True  # type: ignore[attr-defined]  # a TableScene
        frames(app, 1)
        table.round_open, table.log_open = False, True  # type: ignore[attr-defined]  # a TableScene
        frames(app, 1)
        deal = Game.from_deal(gallery.DEAL, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])
        returning = app.reset(gallery.table_scene(app, deal))
        frames(app, 30)
        assert returning.return_prompt()[0]  # type: ignore[attr-defined]  # seat 0 returns a card
        app.settings.anim_speed = "instant"
        for name in gallery.scenes(app):
            if name == "replay":
                frames(app, 2)
                break
    finally:
        app.shutdown()
    assert sizes
    small = sorted({(size, s) for size, s in sizes if size < MIN_TEXT})
    assert not small, repr(small)[:3000]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_tribute_panel_keeps_a_margin_from_every_seat_panel(
    app: App, size: tuple[int, int], lang: str
) -> None:
    from gouji_desktop.app.table.overlays import tribute_look
    from gouji_desktop.engine import Event, TributeKind

    i18n.set_language(lang)
    lay = table_layout(*size)
    model = TableModel()
    model.tributes = [
        Event(EventKind.TRIBUTE, seat=3, target=0, value=1, info=TributeKind.DIAN),
        Event(EventKind.TRIBUTE, seat=4, target=1, value=2, info=TributeKind.SHAO),
    ]
    prompt = tr("trib.return_to", name=tr("seat.3"), i=1, n=2)
    look = tribute_look(lay, model, prompt, tr("trib.rule", name=tr("seat.3")))
    margin = int(8 * lay.s)
    for r in lay.seat_rects:
        assert not look.panel.colliderect(r.inflate(2 * margin, 2 * margin))
    assert look.fs >= 13 and look.rule_lines
    assert look.panel.bottom < lay.status.top
