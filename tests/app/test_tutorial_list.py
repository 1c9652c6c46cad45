"""The lesson list (教程) holds the whole course, 13 lessons and the whole game, at the supported
window sizes in both languages: every entry inside the window and above 返回, none overlapping
another or another's 已学完 mark, every title legible; a click or a number key opens a lesson."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest
from app_helpers import click, key

from gouji_desktop.app import i18n
from gouji_desktop.app.i18n import tr
from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.scenes.tutorial import TutorialScene
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.shell.settings import Settings
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.app.tutorial import COURSE
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import scale_of
from gouji_desktop.app.ui.widgets import GOLD, fit_size

SIZES = [(1024, 640), (1280, 720)]


@pytest.fixture(
    params=list(itertools.product(SIZES, ["zh", "en"])), ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}"
)
def listed(request: pytest.FixtureRequest) -> Iterator[tuple[App, TutorialScene]]:
    size, lang = request.param
    i18n.set_language(lang)
    app = App(size, Settings(language=lang, anim_speed="instant", ai_delay=0.0), routes=ROUTES)
    app.settings.tutorial_done = COURSE  # every 已学完 mark drawn
    scene = app.push(TutorialScene(app))
    app.draw()
    yield app, scene
    app.shutdown()
    i18n.set_language("zh")


def test_the_whole_course_fits_the_window_with_its_marks(listed: tuple[App, TutorialScene]) -> None:
    app, scene = listed
    w, h = app.screen.get_size()
    s = scale_of(w, h)
    assert len(COURSE) == 14
    back = scene.buttons["back"].rect
    rows = [scene.buttons[k].rect for k in COURSE]
    mark_w = int(40 * s) + fonts.text(tr("tutorial.done"), int(17 * s), GOLD).get_width()
    marks = [pygame.Rect(r.right, r.top, mark_w, r.h) for r in rows]
    screen = app.screen.get_rect()
    for i, (row, mark) in enumerate(zip(rows, marks, strict=True)):
        assert screen.contains(row) and screen.contains(mark), COURSE[i]
        assert row.bottom < back.top and row.h >= int(36 * s)
        others = rows[:i] + rows[i + 1 :]
        assert row.collidelist(others) == -1 and mark.collidelist(others) == -1, COURSE[i]
        label = scene.buttons[COURSE[i]].label
        assert fit_size(label, int(row.h * 0.46), row.w - 12, True) >= 14, label  # as Button draws it
    # the course reads down the left column, then down the right
    assert [r.x for r in rows[:7]] == [rows[0].x] * 7 and [r.x for r in rows[7:]] == [rows[7].x] * 7
    assert rows[7].x > rows[0].right and all(a.top < b.top for a, b in itertools.pairwise(rows[:7]))


def test_a_click_on_the_right_column_and_a_number_key_open_their_lessons(
    listed: tuple[App, TutorialScene],
) -> None:
    app, scene = listed
    click(app, scene.buttons["declare"].rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.lesson is not None and table.lesson.key == "declare"
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    key(app, pygame.K_9)  # the ninth lesson: 要头, 无头 and 够死级
    table = app.top
    assert isinstance(table, TableScene) and table.lesson is not None and table.lesson.key == COURSE[8]
