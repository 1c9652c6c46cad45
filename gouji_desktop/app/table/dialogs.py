"""The pre-play dialogs on the table (宣点, 革命, 要头/无头) and the 还贡 prompt."""

from __future__ import annotations

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import TableLayout
from gouji_desktop.app.ui.widgets import GOLD, INK, ButtonBar, dim, draw_panel, draw_text
from gouji_desktop.engine import EventKind, GameView, Phase


def draw_prelude_dialog(surface: pygame.Surface, lay: TableLayout, dialog: ButtonBar, phase: Phase) -> None:
    """宣点 / 革命 / 要头: the question, and the yes and no buttons of ``dialog``."""
    s = lay.s
    dim(surface, 90)
    cx, cy = lay.table_center
    panel = pygame.Rect(0, 0, int(560 * s), int(250 * s))
    panel.center = (cx, cy)
    yes, no = dialog["yes"], dialog["no"]
    yes.rect.bottom = no.rect.bottom = panel.bottom - int(22 * s)
    draw_panel(surface, panel.move(0, 6), (0, 0, 0, 100), int(18 * s), None)
    draw_panel(surface, panel, (12, 30, 28, 245), int(18 * s), (*GOLD, 180))
    draw_text(
        surface,
        tr(f"dlg.{phase}.title"),
        int(lay.font * 1.5),
        (cx, panel.top + int(18 * s)),
        GOLD,
        True,
        "midtop",
    )
    fs = int(lay.font * 0.95)
    y = panel.top + int(70 * s)
    for line in fonts.wrap(tr(f"dlg.{phase}.body"), fs, panel.w - int(60 * s)):
        draw_text(surface, line, fs, (cx, y), INK, anchor="midtop")
        y += int(fs * 1.5)
    yes._label = tr(f"dlg.{phase}.yes")
    no._label = tr(f"dlg.{phase}.no")
    dialog.draw(surface)


def return_prompt(view: GameView) -> tuple[str, str]:
    """Whom seat 0 returns a card to now (i of n) and the rule that applies
    (R-NORETURNSINGLE); the queue and the rule come from the engine's view."""
    mine = [giver for receiver, giver in view.returns if receiver == 0]
    if not view.returns or view.returns[0][0] != 0:
        return "", ""
    log = list(view.log)
    last_deal = max((i for i, e in enumerate(log) if e.kind == EventKind.DEAL), default=0)
    done = sum(1 for e in log[last_deal:] if e.kind == EventKind.RETURN and e.seat == 0)
    giver = mine[0]
    prompt = tr("trib.return_to", name=seat_name(giver), i=done + 1, n=done + len(mine))
    rule = tr("trib.rule", name=seat_name(giver)) if view.return_restricted else tr("trib.free")
    return prompt, rule
