"""The table's two small lists above the hand: 理牌 (sort the hand by rank or by
count, or move cards by hand) and 快捷语 (the fixed quick phrases), and the
computer seats' phrases.

The arrangement itself is :mod:`.arrange`, when a computer seat speaks is
:mod:`.phrases`; this is the scene's side: the lists' buttons, their clicks and
keys, and the bubbles.  Mixed into :class:`~.scene.TableScene`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from gouji_desktop.app.i18n import tr
from gouji_desktop.app.i18n.table_talk import PHRASES
from gouji_desktop.app.table import overlays
from gouji_desktop.app.table.animate import SAID_SECONDS, say
from gouji_desktop.app.table.phrases import TableTalk
from gouji_desktop.app.ui.anim import Animation
from gouji_desktop.app.ui.widgets import INK, Button, ButtonBar, draw_text, fit_size
from gouji_desktop.engine import Card, Event

if TYPE_CHECKING:
    from gouji_desktop.app.table.animate import Stage
    from gouji_desktop.app.table.model import TableModel
    from gouji_desktop.app.ui.anim import Timeline
    from gouji_desktop.app.ui.layout import TableLayout
    from gouji_desktop.app.ui.widgets import Toast

#: the 理牌 list's sorts, in its order
SORT_MODES = ("rank", "count")


class TableMenus:
    """The 理牌 and 快捷语 lists of the table scene."""

    if TYPE_CHECKING:  # provided by the table scene
        selected: list[bool]
        model: TableModel
        buttons: ButtonBar
        toast: Toast
        clock: float
        stage: Stage
        timeline: Timeline

        @property
        def layout(self) -> TableLayout: ...
        def close_overlays(self) -> None: ...
        def selected_cards(self) -> list[Card]: ...
        def select_cards(self, cards: tuple[Card, ...]) -> None: ...
        def talk_seed(self) -> str | None: ...
        def active_seats(self) -> list[int]: ...

        #: a network table: the phrase goes to the server (None: this computer's table)
        send_phrase: Callable[[str], None] | None

    menu: str | None = None  # the 理牌 or 快捷语 list while it is open
    popup: ButtonBar
    talk: TableTalk | None = None  # the computer seats' phrases (None: they say nothing)
    said_until = 0.0  # the player's last phrase shows until then

    def open_menu(self, which: str) -> None:
        """Open (or close again) the 理牌 list (按点数 / 按张数) or the quick phrases."""
        if self.menu == which:
            self.menu = None
            return
        self.menu = which
        self.close_overlays()
        if which == "sort":
            arranged = self.model.arrangement
            mode = arranged.mode if not arranged.own else ""  # cards moved by hand: neither is lit
            items = [
                Button(
                    m,
                    partial(tr, f"sort.{m}"),
                    partial(self.sort_hand, m),
                    "primary" if m == mode else "normal",
                )
                for m in SORT_MODES
            ]
        else:
            items = [Button(k, partial(tr, k), partial(self.say_phrase, k)) for k in PHRASES]
        self.popup = ButtonBar(items)

    def menu_look(self) -> overlays.MenuLook | None:
        """Where the open list is drawn (and clicked), above its button."""
        if self.menu is None:
            return None
        labels = [b.label for b in self.popup.buttons.values()]
        return overlays.menu_look(self.layout, self.buttons[self.menu].rect, self.menu_title(), labels)

    def menu_title(self) -> str:
        return tr("btn.sort" if self.menu == "sort" else "talk.title")

    # ----- 理牌 ----------------------------------------------------------------

    def sort_hand(self, mode: str | None = None) -> None:
        """理牌: sort the hand by rank or by count (None: the next sort, the S key);
        the chosen cards stay chosen."""
        self.menu = None
        chosen = tuple(self.selected_cards())
        mode = mode or self.model.arrangement.next_mode()
        self.model.arrange(mode)
        self.select_cards(chosen)
        self.toast.show(tr(f"sort.done.{mode}"), 2.0)

    def move_selection(self, to: int) -> None:
        """The chosen cards moved by hand before the ``to``-th of the others (a drag within the hand)."""
        picked = [i for i, sel in enumerate(self.selected) if sel]
        if picked:
            self.model.move_cards(picked, to)
            self.selected = [False] * len(self.model.hand)

    # ----- 快捷语 ----------------------------------------------------------------

    def new_talk(self) -> None:
        """The computer seats' phrases for this game, from its seed (none when the table
        has no computer talk: a lesson, a replay, a network table)."""
        seed = self.talk_seed()
        self.talk = TableTalk(seed) if seed is not None else None

    def hear(self, ev: Event) -> tuple[int, str] | None:
        return self.talk.hear(ev) if self.talk is not None else None

    def say_phrase(self, key: str) -> None:
        """The player says a quick phrase: a bubble at seat 0 for two seconds; a
        teammate may answer a word of thanks.  At a network table the phrase goes to
        the server, which tells every seat (this one too: the bubble shows then)."""
        self.menu = None
        if self.clock < self.said_until or key not in PHRASES:
            return  # one at a time
        self.said_until = self.clock + SAID_SECONDS
        if self.send_phrase is not None:
            self.send_phrase(key)
            return
        say(self.stage, 0, key)
        answer = self.talk.answer(key, self.active_seats()) if self.talk is not None else None
        if answer is not None:
            self.timeline.add_ambient(Animation(0.9, on_end=lambda: say(self.stage, *answer)), scaled=False)

    def heard_phrase(self, seat: int, key: str) -> None:
        """A seat at a network table said a quick phrase (the server checked it is one)."""
        if key in PHRASES:
            say(self.stage, seat, key)

    # ----- the open list ---------------------------------------------------------

    def menu_event(self, ev: pygame.event.Event) -> bool:
        """An open list takes the clicks: a choice, or a click elsewhere closes it;
        Esc closes it, the number keys choose."""
        look = self.menu_look()
        if look is None:
            return False
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.menu = None
                return True
            keys = list(self.popup.buttons.values())
            n = ev.key - pygame.K_1
            if 0 <= n < len(keys) and keys[n].on_click is not None:
                keys[n].on_click()
                return True
            return False
        for button, rect in zip(self.popup.buttons.values(), look.rows, strict=False):
            button.rect = rect
        if self.popup.handle_event(ev):
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN:
            if look.panel.collidepoint(ev.pos):
                return True
            if not any(self.buttons[k].rect.collidepoint(ev.pos) for k in ("sort", "talk")):
                self.menu = None  # a click elsewhere closes the list (the two buttons switch lists)
                return True
        return False

    def draw_menu(self, surface: pygame.Surface, lay: TableLayout) -> None:
        look = self.menu_look()
        if look is None:
            return
        overlays.draw_menu_panel(surface, lay, look, self.menu_title())
        for i, (button, rect) in enumerate(zip(self.popup.buttons.values(), look.rows, strict=False)):
            button.rect = rect
            button.enabled = self.menu == "sort" or self.clock >= self.said_until
            button.draw(surface)
            num, at = str(i + 1), (rect.left + int(8 * lay.s), rect.centery)  # its key
            draw_text(surface, num, fit_size(num, lay.text(0.7), rect.w), at, INK, anchor="midleft")
