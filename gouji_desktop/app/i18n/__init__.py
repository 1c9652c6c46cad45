"""One translation function for every string the player sees.

>>> set_language("en"); tr("cards.n", n=3)
'3 cards'
>>> set_language("zh"); tr("place.0")
'头科'
"""

from __future__ import annotations

import logging
import string

from gouji_desktop.app.i18n.catalogue import STRINGS
from gouji_desktop.engine import Card, parse_cards

LANGUAGES = ("zh", "en")
_COLUMN = {"zh": 0, "en": 1}
_state = {"lang": "zh"}
SUIT_SYMBOLS = ("♠", "♥", "♣", "♦")
log = logging.getLogger(__name__)


def set_language(lang: str) -> None:
    if lang not in _COLUMN:
        raise ValueError(f"unknown language: {lang!r}")
    _state["lang"] = lang


def language() -> str:
    return _state["lang"]


class _Lenient(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def tr(key: str, **params: object) -> str:
    """The text of ``key`` in the current language, with ``params`` filled in;
    an unknown key shows itself (and is logged) rather than crashing a frame."""
    entry = STRINGS.get(key)
    if entry is None:
        log.warning("missing catalogue key %r", key)
        return key
    text = entry[_COLUMN[_state["lang"]]]
    if not params:
        return text
    return string.Formatter().vformat(text, (), _Lenient(params))


def has(key: str) -> bool:
    return key in STRINGS


def join_or(words: list[str]) -> str:
    """``a、b或c`` / ``a, b or c``.

    >>> set_language("en"); join_or(["beat it", "pass", "let"]); set_language("zh")
    'beat it, pass or let'
    """
    if len(words) <= 1:
        return "".join(words)
    return tr("join.sep").join(words[:-1]) + tr("join.or") + words[-1]


def seat_name(seat: int | None) -> str:
    return "?" if seat is None else tr(f"seat.{seat}")


def card_text(card: Card) -> str:
    """One card for text: rank and suit symbol (8♥), jokers by name."""
    if card.rank == 13:
        return tr("joker.small")
    if card.rank == 14:
        return tr("joker.big")
    from gouji_desktop.engine.fast import RANK_NAMES

    suit = "" if card.suit is None else SUIT_SYMBOLS[card.suit]
    return RANK_NAMES[card.rank] + suit


def cards_text(cards: object) -> str:
    """Cards (a list or engine notation text) as the player reads them."""
    if isinstance(cards, str):
        try:
            cards = parse_cards(cards)
        except ValueError:
            return cards
    return " ".join(card_text(c) for c in cards)  # type: ignore[union-attr]


def tr_error(err: Exception) -> str:
    """An engine IllegalAction / IllegalHand in the player's language, by its
    code; the engine's English message when the code is unknown."""
    code = getattr(err, "code", None)
    params = dict(getattr(err, "params", {}) or {})
    for key in ("cards", "top"):
        if key in params:
            params[key] = cards_text(str(params[key]))
    if "giver" in params and isinstance(params["giver"], int):
        params["giver"] = seat_name(params["giver"])
    if "ranks" in params:
        params["ranks"] = cards_text(str(params["ranks"]))
    key = f"err.{code}"
    if code and key in STRINGS:
        return tr(key, **params)
    return getattr(err, "message", None) or str(err)


def short_date(iso: str) -> str:
    """A saved date (ISO 8601) as "2025-03-01 20:05"; "" when unknown.

    >>> short_date("2025-03-01T20:05:09+08:00"), short_date("")
    ('2025-03-01 20:05', '')
    """
    if len(iso) < 16 or iso[10] not in "T ":
        return iso[:16]
    return f"{iso[:10]} {iso[11:16]}"


def all_texts() -> list[str]:
    """Every catalogue string in every language (for the font subset and its test)."""
    return [text for entry in STRINGS.values() for text in entry]
