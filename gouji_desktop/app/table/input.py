"""Seat 0's hands on the table: clicks, sweeps, double-clicks, drags and keys.

A press on an unchosen card and a slide across the hand chooses the cards
it passes; a press on a chosen card and a slide sideways moves the chosen
cards within the hand (理牌: a line shows where they go); dragged up onto
the table, the chosen cards are played.

Input never waits on animations: cards may be selected at any time; the
decisions go through the table's own methods, which act only when it is the
player's decision (or keep it until the last animation ends)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.table.draw import insertion
from gouji_desktop.engine import Card, Phase

if TYPE_CHECKING:
    from gouji_desktop.app.table.model import TableModel
    from gouji_desktop.app.ui.layout import TableLayout
    from gouji_desktop.app.ui.widgets import ButtonBar, Toast

DOUBLE_CLICK = 0.35
#: how far (× the table's scale, in pixels) a chosen card is slid before it moves
MOVE_AFTER = 8
#: the pre-play phases whose yes/no dialog takes the clicks
DIALOG_PHASES = (Phase.DECLARE, Phase.REVOLT, Phase.HEAD)


class TableInput:
    """The table scene's input half (mixed into :class:`TableScene`)."""

    if TYPE_CHECKING:  # provided by the table scene
        selected: list[bool]
        press: dict[str, object] | None
        drag_pos: tuple[int, int] | None
        hover_index: int | None
        last_click: tuple[float, int]
        model: TableModel
        buttons: ButtonBar
        dialog: ButtonBar
        toast: Toast

        @property
        def layout(self) -> TableLayout: ...
        @property
        def my_turn(self) -> bool: ...
        @property
        def phase(self) -> Phase: ...
        def pause(self) -> None: ...
        def play_selection(self) -> None: ...
        def pass_(self) -> None: ...
        def hint(self) -> None: ...
        def toggle_log(self) -> None: ...
        def toggle_round(self) -> None: ...
        def overlay_panel(self) -> pygame.Rect | None: ...
        def close_overlays(self) -> None: ...
        def return_selected(self) -> None: ...
        def lit_cards(self) -> set[Card] | None: ...
        def return_prompt(self) -> tuple[str, str]: ...
        def menu_event(self, ev: pygame.event.Event) -> bool: ...
        def open_menu(self, which: str) -> None: ...
        def sort_hand(self, mode: str | None = None) -> None: ...
        def move_selection(self, to: int) -> None: ...

    @property
    def moving(self) -> bool:
        """Chosen cards are being moved within the hand (a drag that stays in the hand's row)."""
        return self.press is not None and self.press["mode"] == "move" and self.drag_pos is not None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        lay = self.layout
        hand = self.model.hand
        xs = lay.hand_positions([c.rank for c in hand])
        w, h = lay.hand_card
        lift = int(24 * lay.s)
        for i in range(len(hand) - 1, -1, -1):
            sel = i < len(self.selected) and self.selected[i]
            rect = pygame.Rect(xs[i], lay.hand_y(xs[i]) - (lift if sel else 0), w, h + (lift if sel else 0))
            if rect.collidepoint(pos):
                return i
        return None

    def handle_event(self, ev: pygame.event.Event) -> None:
        if len(self.selected) != len(self.model.hand):
            self.selected = [False] * len(self.model.hand)
        if self.menu_event(ev):  # the 理牌 or 快捷语 list is open
            return
        if ev.type == pygame.KEYDOWN:
            self._key(ev.key)
            return
        panel = self.overlay_panel()
        if ev.type == pygame.MOUSEBUTTONDOWN and panel is not None and panel.collidepoint(ev.pos):
            self.close_overlays()  # a click on the log or 上一轮 closes it
            return
        phase = self.phase
        if self.my_turn and phase in DIALOG_PHASES:
            if not (self.buttons["sort"].handle_event(ev) or self.buttons["talk"].handle_event(ev)):
                self.dialog.handle_event(ev)  # 理牌 and 快捷语 stay at hand while the dialog asks
            return
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3:
            self.selected = [False] * len(self.model.hand)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self._mouse_down(ev.pos)
        elif ev.type == pygame.MOUSEMOTION:
            self.hover_index = self.card_at(ev.pos)
            self._mouse_move(ev.pos)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            self._mouse_up(ev.pos)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            if self.overlay_panel() is not None:
                self.close_overlays()  # Esc closes the log or 上一轮 first, then pauses
            else:
                self.pause()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.phase == Phase.RETURN:
                self.return_selected()
            else:
                self.play_selection()
        elif key == pygame.K_SPACE:
            self.pass_()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_l:
            self.toggle_log()
        elif key == pygame.K_r:
            self.toggle_round()
        elif key == pygame.K_s:
            self.sort_hand()
        elif key == pygame.K_t and self.buttons["talk"].visible:
            self.open_menu("talk")

    def _mouse_down(self, pos: tuple[int, int]) -> None:
        i = self.card_at(pos)
        if i is None:
            return
        now = time.monotonic()
        returning = self.phase == Phase.RETURN
        if now - self.last_click[0] < DOUBLE_CLICK and self.last_click[1] == i:
            self.last_click = (-1.0, -1)
            if returning:
                lit = self.lit_cards()
                if lit is None or self.model.hand[i] in lit:
                    self.selected = [j == i for j in range(len(self.model.hand))]
                    self.return_selected()
                return
            rank = self.model.hand[i].rank
            self.selected = [c.rank == rank for c in self.model.hand]
            self.press = None
            return
        self.last_click = (now, i)
        if returning:
            lit = self.lit_cards()
            if lit is not None and self.model.hand[i] not in lit:  # R-NORETURNSINGLE: not this one
                self.toast.show(self.return_prompt()[1], 2.5)
                return
            self.selected = [j == i for j in range(len(self.model.hand))]
            return
        was = self.selected[i]
        self.press = {
            "index": i,
            "pos": pos,
            "base": list(self.selected),
            "value": not was,
            "mode": "hold" if was else "sweep",
        }
        if not was:
            self.selected[i] = True

    def _mouse_move(self, pos: tuple[int, int]) -> None:
        press = self.press
        if press is None:
            return
        lay = self.layout
        i0 = int(press["index"])  # type: ignore[call-overload]  # a press records an int index and a tuple of flags
        selecting = press["mode"] == "sweep" and bool(press["value"])
        if (press["mode"] in ("hold", "drag", "move") or selecting) and pos[1] < lay.hand_area.top:
            # dragged up onto the table: the selection (with the card pressed) goes there
            press["mode"] = "drag"
            self.drag_pos = pos
            return
        x0 = press["pos"][0]  # type: ignore[index]  # a press records where it began
        slid = abs(pos[0] - x0) > MOVE_AFTER * lay.s
        if press["mode"] in ("drag", "move") or (press["mode"] == "hold" and slid):
            # a chosen card slid along the hand (or brought back down to it): the chosen cards move
            press["mode"] = "move"
            self.drag_pos = pos
            return
        j = self.card_at(pos)
        if j is None or press["mode"] == "hold":
            return
        press["mode"] = "sweep"
        sel = list(press["base"])  # type: ignore[call-overload]  # a press records an int index and a tuple of flags
        for k in range(min(i0, j), max(i0, j) + 1):
            sel[k] = bool(press["value"])
        self.selected = sel

    def _mouse_up(self, pos: tuple[int, int]) -> None:
        press, self.press = self.press, None
        dragging, self.drag_pos = self.drag_pos is not None, None
        if press is None:
            return
        if dragging:
            if pos[1] < self.layout.hand_area.top - 4:
                self.play_selection()
            elif press["mode"] == "move":
                self.move_selection(insertion(self.layout, self.model.hand, self.selected, pos[0])[0])
            return
        if press["mode"] == "hold":  # a plain click on a selected card
            self.selected[int(press["index"])] = False  # type: ignore[call-overload]  # a press records an int index and a tuple of flags
