"""The pre-play dialogs on the table (宣点, 革命, 要头/无头) and the 还贡 prompt.

A dialog sits below the tribute panel when one shows (the player decides
seeing who paid what) and above seat 0's hand (the cards it decides on)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from gouji_desktop.app.i18n import seat_name, tr
from gouji_desktop.app.ui import fonts
from gouji_desktop.app.ui.layout import MIN_TEXT, TableLayout
from gouji_desktop.app.ui.widgets import GOLD, INK, INK_DIM, ButtonBar, dim, draw_panel, draw_text
from gouji_desktop.engine import EventKind, GameView, Phase

#: a pair's point-tribute flows, as (giver, receiver, cards) with seat 0 as 0 and its 对头 as 1
Flows = tuple[tuple[int, int, int], ...]

#: R-DIANGONG's cells the 宣点 dialog tells, for seat 0 (0) and its 对头 (1):
#: (seat 0 declared, 对头 declared) -> (seat 0 opened, 对头 opened) -> flows.
#: Every cell is checked against the engine's table (tests/app/test_prelude_dialogs.py).
POINT_TRIBUTE: dict[tuple[bool, bool], dict[tuple[bool, bool], Flows]] = {
    (True, False): {
        (True, False): ((1, 0, 3),),
        (True, True): ((0, 1, 2),),
        (False, False): ((0, 1, 1), (1, 0, 2)),
        (False, True): ((0, 1, 3),),
    },
    (False, False): {
        (True, False): ((1, 0, 1),),
        (True, True): (),
        (False, False): ((0, 1, 1), (1, 0, 1)),
        (False, True): ((0, 1, 1),),
    },
    (True, True): {
        (True, False): ((1, 0, 4),),
        (True, True): ((0, 1, 2), (1, 0, 2)),
        (False, False): ((0, 1, 2), (1, 0, 2)),
        (False, True): ((0, 1, 4),),
    },
}
#: the rows of the 宣点 dialog: who opens (seat 0, its 对头), in the order a player weighs them
DECLARE_CASES = (
    ("won", (True, False)),
    ("both", (True, True)),
    ("neither", (False, False)),
    ("lost", (False, True)),
)


def flow_text(flows: Flows) -> str:
    """What a cell of R-DIANGONG means for seat 0, in words with the card counts."""
    give = sum(n for g, _, n in flows if g == 0)
    get = sum(n for g, _, n in flows if g == 1)
    if give and get:
        return tr("dian.each", n=give) if give == get else tr("dian.swap", a=give, b=get)
    if get:
        return tr("dian.get", n=get)
    if give:
        return tr("dian.give", n=give)
    return tr("dian.none")


def declare_rows() -> list[tuple[str, str, str]]:
    """The 宣点 table: each case, what it costs if seat 0 declares and if not
    (its 对头 not declaring), from :data:`POINT_TRIBUTE`."""
    mine, plain = POINT_TRIBUTE[(True, False)], POINT_TRIBUTE[(False, False)]
    return [
        (tr(f"dlg.declare.case.{key}"), flow_text(mine[opened]), flow_text(plain[opened]))
        for key, opened in DECLARE_CASES
    ]


def declare_note() -> str:
    """When the 对头 declares too: the one who alone opens gets n; else each gives m."""
    both = POINT_TRIBUTE[(True, True)]
    return tr("dlg.declare.both", won=both[(True, False)][0][2], each=both[(True, True)][0][2])


@dataclass(frozen=True)
class DialogLook:
    """A pre-play dialog laid out: its panel, text size, title, the lines above
    the table (wrapped), the 宣点 table's rows and column x's, the lines below."""

    panel: pygame.Rect
    fs: int
    title: str
    lines: tuple[str, ...]
    rows: tuple[tuple[str, str, str], ...]
    columns: tuple[int, int, int]
    notes: tuple[str, ...]
    yes: pygame.Rect
    no: pygame.Rect
    top: int  # the title's top


def dialog_look(
    lay: TableLayout, phase: Phase, avoid: pygame.Rect | None = None, game_follows: bool = True
) -> DialogLook:
    """Where the dialog of ``phase`` goes and what it says: below ``avoid``
    (the tribute panel) and above the hand, between the side seats; the text
    shrinks (never under 13 px) until it fits."""
    s = lay.s
    left = lay.seat_rects[4].right + int(10 * s)
    right = lay.seat_rects[1].left - int(10 * s)
    top = (avoid.bottom if avoid is not None else lay.seat_rects[3].bottom) + int(12 * s)
    bottom = lay.hand_area.top - int(6 * s)
    look = None
    for fs in range(lay.text(0.95), MIN_TEXT - 1, -1):
        look = _dialog_at(lay, phase, fs, right - left, game_follows)
        if look.panel.h <= bottom - top:
            break
    assert look is not None
    panel = look.panel.copy()
    panel.centerx = lay.table_center[0]
    panel.top = max(top, min(lay.table_center[1] - panel.h // 2, bottom - panel.h))
    dx, dy = panel.left - look.panel.left, panel.top - look.panel.top
    return DialogLook(
        panel,
        look.fs,
        look.title,
        look.lines,
        look.rows,
        look.columns,  # from the panel's left
        look.notes,
        look.yes.move(dx, dy),
        look.no.move(dx, dy),
        look.top + dy,
    )


def _dialog_at(lay: TableLayout, phase: Phase, fs: int, max_w: int, game_follows: bool) -> DialogLook:
    """The dialog at text size ``fs`` with its panel's top-left at (0, 0)."""
    s = lay.s
    pad, gap = int(20 * s), int(18 * s)
    title_fs = max(fs + 3, int(fs * 1.3))
    rows: tuple[tuple[str, str, str], ...] = ()
    columns = (0, 0, 0)
    notes: tuple[str, ...] = ()
    table_w = 0
    if phase == Phase.DECLARE and not game_follows:  # no tribute follows: nothing to weigh
        width = min(max_w, int(560 * s))
        lines = tuple(fonts.wrap(tr("dlg.declare.last"), fs, width - 2 * pad))
    elif phase == Phase.DECLARE:
        head = (tr("dlg.declare.when"), tr("dlg.declare.col_yes"), tr("dlg.declare.col_no"))
        rows = (head, *declare_rows())
        widths = [max(fonts.text(r[i], fs, INK, True).get_width() for r in rows) for i in range(3)]
        table_w = sum(widths) + 2 * gap
        intro_w = fonts.text(tr("dlg.declare.body"), fs, INK).get_width()
        width = min(max_w, max(table_w + 2 * pad, int(640 * s), intro_w + 2 * pad))
        x0 = max(pad, (width - table_w) // 2)  # the table centred in the panel
        columns = (x0, x0 + widths[0] + gap, x0 + widths[0] + widths[1] + 2 * gap)
        lines = tuple(fonts.wrap(tr("dlg.declare.body"), fs, width - 2 * pad))
        notes = tuple(fonts.wrap(declare_note(), fs, width - 2 * pad))
    else:
        width = min(max_w, int(560 * s))
        lines = tuple(fonts.wrap(tr(f"dlg.{phase}.body"), fs, width - 2 * pad))
    if table_w + 2 * pad > width:  # too wide even so: the columns close up
        columns = (pad, pad + (width - 2 * pad) * 2 // 5, pad + (width - 2 * pad) * 7 // 10)
    line_h = int(fs * 1.4)
    btn_h, btn_w = int(40 * s), int(140 * s)
    y = int(10 * s) + int(title_fs * 1.45)
    y += len(lines) * line_h + (int(fs * 0.4) if rows else 0)
    y += len(rows) * line_h + (int(fs * 0.4) if notes else 0)
    y += len(notes) * line_h
    y += int(14 * s)
    yes = pygame.Rect(width // 2 - btn_w - int(10 * s), y, btn_w, btn_h)
    no = pygame.Rect(width // 2 + int(10 * s), y, btn_w, btn_h)
    panel = pygame.Rect(0, 0, width, y + btn_h + int(14 * s))
    return DialogLook(panel, fs, tr(f"dlg.{phase}.title"), lines, rows, columns, notes, yes, no, int(10 * s))


def draw_prelude_dialog(surface: pygame.Surface, look: DialogLook, dialog: ButtonBar, phase: Phase) -> None:
    """宣点 / 革命 / 要头: the question, what it means, and the yes and no buttons."""
    panel, fs = look.panel, look.fs
    dim(surface, 70)
    radius = max(10, fs)
    draw_panel(surface, panel.move(0, 6), (0, 0, 0, 100), radius, None)
    draw_panel(surface, panel, (12, 30, 28, 245), radius, (*GOLD, 180))
    title_fs = max(fs + 3, int(fs * 1.3))
    y = look.top
    draw_text(surface, look.title, title_fs, (panel.centerx, y), GOLD, True, "midtop")
    y += int(title_fs * 1.45)
    line_h = int(fs * 1.4)
    for line in look.lines:
        draw_text(surface, line, fs, (panel.centerx, y), INK, anchor="midtop")
        y += line_h
    if look.rows:
        y += int(fs * 0.4)
    for i, row in enumerate(look.rows):
        for j, (cell, x) in enumerate(zip(row, look.columns, strict=True)):
            color = GOLD if i == 0 or j == 1 else INK if j == 0 else INK_DIM
            draw_text(surface, cell, fs, (panel.left + x, y), color, bold=i == 0 or j == 1)
        y += line_h
    if look.notes:
        y += int(fs * 0.4)
    for line in look.notes:
        draw_text(surface, line, fs, (panel.centerx, y), INK_DIM, anchor="midtop")
        y += line_h
    yes, no = dialog["yes"], dialog["no"]
    yes.rect, no.rect = look.yes, look.no
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
