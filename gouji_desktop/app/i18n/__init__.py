"""One translation function for every string the player sees.

>>> set_language("en"); tr("cards.n", n=3)
'3 cards'
>>> set_language("zh"); tr("place.0")
'头科'
"""

from __future__ import annotations

import logging
import string
from collections.abc import Iterable

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
    text = string.Formatter().vformat(text, (), _Lenient(params))
    if _state["lang"] == "en" and params.get("name") == "You":
        text = second_person(text)
    return text


#: English verbs the log and bubbles use after a seat's name, third person → second
_YOU_VERBS = {
    "is": "are",
    "has": "have",
    "goes": "go",
    "passes": "pass",
    "does": "do",
}


def second_person(text: str) -> str:
    """ "You leads 5♠" → "You lead 5♠", "You's" → "Your" (seat 0 is "You" in English).

    >>> second_person("You passes"), second_person("You beats with 9"), second_person("You's burn")
    ('You pass', 'You beat with 9', 'Your burn')
    """
    if text.startswith("You's "):
        return "Your " + text[6:]
    if not text.startswith("You "):
        return text
    verb, _, rest = text[4:].partition(" ")
    if verb in _YOU_VERBS:
        verb = _YOU_VERBS[verb]
    elif verb.endswith("s") and not verb.endswith("ss") and len(verb) > 2:
        verb = verb[:-1]
    return f"You {verb}" + (f" {rest}" if rest else "")


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


#: the names of the people at a network table, by seat as the table shows it ("" keeps the
#: catalogue's name); set by the table scene while it shows such a table
_seat_names: list[str] = [""] * 6


def set_seat_names(names: Iterable[str] = ()) -> None:
    """The table's own names for its seats (a network table's people); none: the catalogue's."""
    given = list(names)[:6]
    _seat_names[:] = given + [""] * (6 - len(given))


def seat_name(seat: int | None) -> str:
    if seat is None:
        return "?"
    if 0 <= seat < 6 and _seat_names[seat]:
        return _seat_names[seat]
    return tr(f"seat.{seat}")


def card_text(card: Card) -> str:
    """One card for text: rank and suit symbol (8♥), jokers by name."""
    if card.rank == 13:
        return tr("joker.small")
    if card.rank == 14:
        return tr("joker.big")
    from gouji_desktop.engine.fast import RANK_NAMES

    suit = "" if card.suit is None else SUIT_SYMBOLS[card.suit]
    return RANK_NAMES[card.rank] + suit


def cards_text(cards: str | Iterable[Card]) -> str:
    """Cards (a list or engine notation text) as the player reads them."""
    if isinstance(cards, str):
        try:
            return " ".join(card_text(c) for c in parse_cards(cards))
        except ValueError:
            return cards
    return " ".join(card_text(c) for c in cards)


def ranks_text(ranks: str) -> str:
    """Rank names (engine notation) low to high, as the player reads them.

    >>> ranks_text("10 3 A K")
    '3 10 K A'
    """
    try:
        cards = parse_cards(ranks)
    except ValueError:
        return ranks
    return cards_text(sorted(cards, key=lambda c: c.rank))


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
        params["ranks"] = ranks_text(str(params["ranks"]))
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
