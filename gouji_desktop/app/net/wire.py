"""JSON forms of what crosses the network: a seat's :class:`GameView`, its
events, actions and rules, built only from the engine's public face.

Every ``*_from_wire`` function checks what it reads and raises
:class:`WireError` (a ``ValueError``) on anything malformed: the server reads
what a client sends with them, and a client reads what a server sends.

>>> from gouji_desktop.engine import Game
>>> g = Game.new(3)
>>> view = g.view(2)
>>> view_from_wire(view_to_wire(view)) == view
True
"""

from __future__ import annotations

import functools
from typing import Any

from gouji_desktop.engine import (
    Action,
    Card,
    Decision,
    Event,
    EventKind,
    GameView,
    Phase,
    Rules,
    TopMode,
    format_cards,
    parse_cards,
)

SEATS = 6
#: the most cards any one field may name: four decks
MAX_CARDS = 216
#: the most entries a list of the view may hold (the log of one game is a few hundred events)
MAX_ITEMS = 5000
#: the longest text field (a card list, an event's info)
MAX_TEXT = 1000


class WireError(ValueError):
    """A message that does not have the shape the protocol says."""


# ----- checking helpers -----------------------------------------------------------


def _int(data: object, what: str, lo: int = 0, hi: int = SEATS - 1) -> int:
    if not isinstance(data, int) or isinstance(data, bool) or not lo <= data <= hi:
        raise WireError(f"{what}: expected an integer in {lo}..{hi}, got {data!r:.40}")
    return data


def _seat_or_none(data: object, what: str) -> int | None:
    return None if data is None else _int(data, what)


def _bool(data: object, what: str) -> bool:
    if not isinstance(data, bool):
        raise WireError(f"{what}: expected true or false")
    return data


def _text(data: object, what: str) -> str:
    if not isinstance(data, str) or len(data) > MAX_TEXT:
        raise WireError(f"{what}: expected a short text")
    return data


def _list(data: object, what: str, size: int | None = None, most: int = MAX_ITEMS) -> list[Any]:
    if not isinstance(data, list) or len(data) > most or (size is not None and len(data) != size):
        expected = f"a list of {size}" if size is not None else "a list"
        raise WireError(f"{what}: expected {expected}")
    return data


def cards_to_wire(cards: tuple[Card, ...] | list[Card]) -> str:
    return _format(tuple(cards))


@functools.lru_cache(maxsize=8192)
def _format(cards: tuple[Card, ...]) -> str:
    return format_cards(cards)


@functools.lru_cache(maxsize=8192)
def _parse(text: str) -> tuple[Card, ...]:
    # the same hands and plays come again and again: a seat's hand is sent after every action
    return tuple(parse_cards(text))


def cards_from_wire(data: object, what: str = "cards") -> tuple[Card, ...]:
    text = _text(data, what)
    try:
        cards = _parse(text)
    except ValueError as e:
        raise WireError(f"{what}: {e}") from None
    if len(cards) > MAX_CARDS:
        raise WireError(f"{what}: too many cards")
    return cards


def _seats_of(data: object, what: str, item: Any) -> tuple[Any, ...]:
    values = _list(data, what, SEATS)
    # a view has a dozen of these in every state: the usual case checked in one pass (the
    # entry by entry check below names a bad one)
    if item is _bool and all(v is True or v is False for v in values):
        return tuple(values)
    if item is _count and all(type(v) is int and 0 <= v <= MAX_CARDS for v in values):
        return tuple(values)
    return tuple(item(x, f"{what}[{i}]") for i, x in enumerate(values))


def _count(data: object, what: str) -> int:
    return _int(data, what, 0, MAX_CARDS)


def _seat_list(data: object, what: str) -> tuple[int, ...]:
    """Seats in some order (the places so far, 头科 first), each at most once."""
    seats = tuple(_int(s, what) for s in _list(data, what, most=SEATS))
    if len(set(seats)) != len(seats):
        raise WireError(f"{what}: a seat twice")
    return seats


def _pairs(data: object, what: str) -> tuple[tuple[int, int], ...]:
    out = []
    for i, pair in enumerate(_list(data, what)):
        a, b = _list(pair, f"{what}[{i}]", 2)
        out.append((_int(a, f"{what}[{i}]"), _int(b, f"{what}[{i}]")))
    return tuple(out)


def _enum(cls: Any, data: object, what: str) -> Any:
    try:
        return cls(data)
    except ValueError:
        raise WireError(f"{what}: unknown value {data!r:.40}") from None


# ----- rules, actions, events --------------------------------------------------------


def rules_to_wire(rules: Rules) -> dict[str, bool]:
    return dict(_rules_dict(rules))


@functools.lru_cache(maxsize=64)
def _rules_dict(rules: Rules) -> dict[str, bool]:
    """A table's rules never change: the server sends them in every state (a copy each time)."""
    return rules.to_dict()


def rules_from_wire(data: object) -> Rules:
    try:
        if isinstance(data, dict) and all(isinstance(k, str) and type(v) is bool for k, v in data.items()):
            return _rules_from_items(tuple(sorted(data.items())))  # every state carries them
        return Rules.from_dict(data)
    except ValueError as e:
        raise WireError(f"rules: {e}") from None


@functools.lru_cache(maxsize=64)
def _rules_from_items(items: tuple[tuple[str, bool], ...]) -> Rules:
    return Rules.from_dict(dict(items))


def action_to_wire(action: Action) -> list[object]:
    return action.to_json()


def action_from_wire(data: object) -> Action:
    """An action as ``[kind, seat, "cards"]`` (the engine's own JSON form)."""
    if isinstance(data, list) and len(data) == 3 and isinstance(data[2], str) and len(data[2]) > MAX_TEXT:
        raise WireError("action: too many cards")
    try:
        return Action.from_json(data)
    except ValueError as e:
        raise WireError(f"action: {e}") from None


def event_to_wire(event: Event) -> dict[str, object]:
    """Only the fields that differ from their defaults."""
    out: dict[str, object] = {"k": str(event.kind)}
    if event.seat is not None:
        out["s"] = event.seat
    if event.cards:
        out["c"] = cards_to_wire(event.cards)
    if event.target is not None:
        out["t"] = event.target
    if event.value is not None:
        out["n"] = event.value
    if event.flags:
        out["f"] = sorted(event.flags)
    if event.info:
        out["i"] = event.info
    if event.private:
        out["p"] = True
    return out


def event_from_wire(data: object, what: str = "event") -> Event:
    if not isinstance(data, dict) or not set(data) <= {"k", "s", "c", "t", "n", "f", "i", "p"}:
        raise WireError(f"{what}: expected an event object")
    value = data.get("n")
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**6):
        raise WireError(f"{what}: bad value")
    flags = _list(data.get("f", []), f"{what}.f", most=8)
    return Event(
        kind=_enum(EventKind, data.get("k"), f"{what}.k"),
        seat=_seat_or_none(data.get("s"), f"{what}.s"),
        cards=cards_from_wire(data.get("c", ""), f"{what}.c"),
        target=_seat_or_none(data.get("t"), f"{what}.t"),
        value=value,
        flags=frozenset(_text(f, f"{what}.f") for f in flags),
        info=_text(data.get("i", ""), f"{what}.i"),
        private=_bool(data.get("p", False), f"{what}.p"),
    )


def events_from_wire(data: object, what: str = "events") -> list[Event]:
    return [event_from_wire(e, f"{what}[{i}]") for i, e in enumerate(_list(data, what))]


# ----- the view -------------------------------------------------------------------------

#: the view's fields that are six per-seat booleans or integers
_BOOLS = ("passed", "active", "rebel", "declared", "opened", "headless")
_COUNTS = ("counts", "head_left")


def view_to_wire(view: GameView, with_history: bool = True) -> dict[str, object]:
    """A seat's view as plain JSON data; ``with_history=False`` leaves the log and
    the hands played out (the server sends a seat only the ones it has not been
    sent yet, on their own: both grow through a game)."""
    out: dict[str, object] = {
        "seat": view.seat,
        "rules": rules_to_wire(view.rules),
        "phase": str(view.phase),
        "decision": str(view.decision),
        "to_act": view.to_act,
        "hand": cards_to_wire(view.hand),
        "top_seat": view.top_seat,
        "top_cards": cards_to_wire(view.top_cards),
        "top_mode": str(view.top_mode),
        "let_seat": view.let_seat,
        "burner": view.burner,
        "burn_victim": view.burn_victim,
        "places": list(view.places),
        "out_order": list(view.out_order),
        "deadly_beat": view.deadly_beat,
        "scramble": view.scramble,
        "men": [list(p) for p in view.men],
        "burns": [list(p) for p in view.burns],
        "exchanges": [[a, b, cards_to_wire(cards)] for a, b, cards in view.exchanges],
        "returns": [list(p) for p in view.returns],
        "return_restricted": view.return_restricted,
    }
    for name in (*_BOOLS, *_COUNTS):
        out[name] = list(getattr(view, name))
    if with_history:
        out["log"] = [event_to_wire(e) for e in view.log]
        out["played"] = played_to_wire(view.played)
    return out


def played_to_wire(played: tuple[tuple[int, tuple[Card, ...]], ...]) -> list[list[object]]:
    return [[seat, cards_to_wire(cards)] for seat, cards in played]


def played_from_wire(data: object, what: str = "played") -> list[tuple[int, tuple[Card, ...]]]:
    played = []
    for i, item in enumerate(_list(data, what)):
        seat, cards = _list(item, f"{what}[{i}]", 2)
        played.append((_int(seat, f"{what} seat"), cards_from_wire(cards, f"{what} cards")))
    return played


def view_from_wire(
    data: object,
    log: tuple[Event, ...] | None = None,
    played: tuple[tuple[int, tuple[Card, ...]], ...] | None = None,
) -> GameView:
    """The view back from its JSON form; ``log`` and ``played`` stand for the
    view's when the data was sent without them."""
    if not isinstance(data, dict):
        raise WireError("view: expected an object")
    get = data.get
    decision_text = get("decision")
    decision: Decision | Phase = (
        Decision(decision_text)
        if decision_text in tuple(Decision)
        else _enum(Phase, decision_text, "view.decision")
    )
    if log is None:
        log = tuple(events_from_wire(get("log"), "view.log"))
    if played is None:
        played = tuple(played_from_wire(get("played"), "view.played"))
    exchanges = []
    for i, item in enumerate(_list(get("exchanges"), "view.exchanges")):
        a, b, cards = _list(item, f"view.exchanges[{i}]", 3)
        exchanges.append((_int(a, "view.exchanges"), _int(b, "view.exchanges"), cards_from_wire(cards)))
    return GameView(
        seat=_int(get("seat"), "view.seat"),
        rules=rules_from_wire(get("rules")),
        phase=_enum(Phase, get("phase"), "view.phase"),
        decision=decision,
        to_act=_seat_or_none(get("to_act"), "view.to_act"),
        hand=cards_from_wire(get("hand"), "view.hand"),
        counts=_seats_of(get("counts"), "view.counts", _count),
        top_seat=_seat_or_none(get("top_seat"), "view.top_seat"),
        top_cards=cards_from_wire(get("top_cards"), "view.top_cards"),
        top_mode=_enum(TopMode, get("top_mode"), "view.top_mode"),
        passed=_seats_of(get("passed"), "view.passed", _bool),
        let_seat=_seat_or_none(get("let_seat"), "view.let_seat"),
        burner=_seat_or_none(get("burner"), "view.burner"),
        burn_victim=_seat_or_none(get("burn_victim"), "view.burn_victim"),
        active=_seats_of(get("active"), "view.active", _bool),
        rebel=_seats_of(get("rebel"), "view.rebel", _bool),
        places=_seat_list(get("places"), "view.places"),
        out_order=_seat_list(get("out_order"), "view.out_order"),
        declared=_seats_of(get("declared"), "view.declared", _bool),
        opened=_seats_of(get("opened"), "view.opened", _bool),
        headless=_seats_of(get("headless"), "view.headless", _bool),
        head_left=_seats_of(get("head_left"), "view.head_left", _count),
        deadly_beat=_bool(get("deadly_beat"), "view.deadly_beat"),
        scramble=_bool(get("scramble"), "view.scramble"),
        men=_pairs(get("men"), "view.men"),
        burns=_pairs(get("burns"), "view.burns"),
        played=played,
        log=log,
        exchanges=tuple(exchanges),
        returns=_pairs(get("returns"), "view.returns"),
        return_restricted=_bool(get("return_restricted"), "view.return_restricted"),
    )
