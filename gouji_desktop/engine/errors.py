"""Errors that carry a reason code, so the GUI can show the reason in the
player's language (the code and params are looked up in its catalogue; the
English message is the default)."""

from __future__ import annotations


class GoujiError(ValueError):
    """A refused hand or action: ``code`` names the reason, ``params`` fill it in."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
        self.message = message


class IllegalHand(GoujiError):
    """These cards do not make one hand (R-HAND, R-BIE3)."""


class IllegalAction(GoujiError):
    """The action is not legal now; the game is unchanged."""
