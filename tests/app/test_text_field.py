"""The one-line text field of the 联机 screens: typed text arrives as TEXTINPUT
(an input method's commit), the text being composed shows until committed,
a filter and a limit hold, Backspace deletes, a click focuses."""

from __future__ import annotations

from typing import Any

import pygame

from gouji_desktop.app.shell.app import App
from gouji_desktop.app.ui.textfield import TextField


def event(kind: int, **attrs: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def test_an_input_methods_text_is_composed_then_committed(app: App) -> None:
    field = TextField("name", limit=6)
    field.rect = pygame.Rect(10, 10, 200, 40)
    assert not field.handle_event(event(pygame.TEXTINPUT, text="x"))  # not focused: not for it
    assert field.handle_event(event(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=1)) and field.focused
    field.handle_event(event(pygame.TEXTEDITING, text="lao", start=3, length=0))
    assert field.composing == "lao" and field.text == ""
    field.handle_event(event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    assert field.composing == "lao"  # Backspace belongs to the input method while it composes
    field.handle_event(event(pygame.TEXTINPUT, text="老张"))
    assert field.text == "老张" and field.composing == ""
    field.draw(app.screen, 20)  # the caret and the text, drawn
    field.handle_event(event(pygame.TEXTINPUT, text="ABCDEFG"))
    assert field.text == "老张ABCD"  # the limit holds
    field.handle_event(event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    assert field.text == "老张ABC"
    assert not field.handle_event(event(pygame.MOUSEBUTTONDOWN, pos=(400, 400), button=1))
    assert not field.focused  # a click elsewhere leaves it


def test_a_room_code_field_takes_only_its_letters_in_upper_case(app: App) -> None:
    field = TextField(
        "room",
        limit=6,
        allowed=set("23456789ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz").__contains__,
        upper=True,
    )
    field.focus()
    field.handle_event(event(pygame.TEXTINPUT, text="k7 q-h0O2m1x"))
    assert field.text == "K7QH2M"
    # a printable key is the field's (no shortcut fires while typing); Enter and Esc are not
    assert field.handle_event(event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    assert not field.handle_event(event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert not field.handle_event(event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
