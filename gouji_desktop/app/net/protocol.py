"""The table protocol (docs/network.md): JSON text messages over a WebSocket,
each an object with ``"v"`` (the protocol version) and ``"type"``.

This module knows the messages' shapes and the limits; it opens nothing.
:func:`read_client_message` is the one door for what a client sends: it
refuses anything that is not exactly one of the client's messages.

>>> read_client_message('{"v": 1, "type": "ready"}')
ClientMessage(type='ready', fields={})
>>> text = '{"v": 1, "type": "act", "game": 1, "at": 0, "action": ["pass", 2, ""]}'
>>> read_client_message(text).fields["action"]
Action(kind=<ActionKind.PASS: 'pass'>, seat=2, cards=())
"""

from __future__ import annotations

import json
import re
import secrets
from dataclasses import dataclass, field
from typing import Any

from gouji_desktop.app.i18n.table_talk import PHRASES

from .wire import WireError, action_from_wire

PROTOCOL_VERSION = 1
#: the largest message a client may send (a hello, an action of up to 36 cards, a phrase)
MAX_CLIENT_MESSAGE = 4096
#: the largest message a client accepts from a server (a whole game's log on rejoin is ~20 kB)
MAX_SERVER_MESSAGE = 2**20

#: room codes: six characters that cannot be misread (no 0/O, 1/I/L)
ROOM_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
ROOM_LENGTH = 6
ROOM_PATTERN = re.compile(f"[{ROOM_ALPHABET}]{{{ROOM_LENGTH}}}")
NAME_LIMIT = 24


#: the error codes a server answers with (docs/network.md); ``illegal`` carries the engine's own code
ERRORS = (
    "bad_json",  # not a JSON object
    "too_big",  # longer than MAX_CLIENT_MESSAGE
    "rate",  # too many messages: this one was dropped
    "version",  # another protocol version
    "bad_message",  # an unknown type or a field of the wrong shape
    "not_joined",  # anything but hello before joining
    "joined",  # a second hello
    "room",  # no table with that room code
    "token",  # no seat with that token
    "seat",  # that seat is not open to people, or taken
    "not_started",  # an action before the game began
    "not_host",  # only the host's seat may start the table
    "not_your_turn",  # another seat decides now (which one is not said: R-REVOLT offers are private)
    "stale",  # the action answers an earlier decision
    "illegal",  # the engine refused it (``engine_code``, ``params``)
)

CLIENT_TYPES: dict[str, dict[str, Any]] = {
    # field name -> checker; every field is required unless its checker accepts None
    "hello": {"room": "room", "name": "name", "seat": "seat?", "token": "token?"},
    "act": {"game": "count", "at": "count", "action": "action"},
    "ready": {},
    "start": {},
    "sit": {"seat": "seat"},
    "auto": {"on": "bool"},
    "phrase": {"id": "phrase"},
}


@dataclass(frozen=True)
class ClientMessage:
    type: str
    fields: dict[str, Any] = field(default_factory=dict)


class ProtocolError(ValueError):
    """A message refused, with the error code to answer."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def new_room_code() -> str:
    return "".join(secrets.choice(ROOM_ALPHABET) for _ in range(ROOM_LENGTH))


def new_token() -> str:
    """A seat's secret: whoever holds it may take the seat back after a dropped connection."""
    return secrets.token_urlsafe(18)


def _check(kind: str, value: object, name: str) -> Any:
    optional = kind.endswith("?")
    kind = kind.rstrip("?")
    if value is None and optional:
        return None
    if kind == "room":
        if not isinstance(value, str) or not ROOM_PATTERN.fullmatch(value.upper()):
            raise WireError(f"{name}: a room code is {ROOM_LENGTH} letters and digits")
        return value.upper()
    if kind == "name":
        if not isinstance(value, str) or not 0 < len(value.strip()) <= NAME_LIMIT or not value.isprintable():
            raise WireError(f"{name}: a name is 1 to {NAME_LIMIT} printable characters")
        return value.strip()
    if kind == "seat":
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 6:
            raise WireError(f"{name}: a seat is 0 to 5")
        return value
    if kind == "token":
        if not isinstance(value, str) or not 8 <= len(value) <= 64:
            raise WireError(f"{name}: not a seat token")
        return value
    if kind == "count":
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 10**6:
            raise WireError(f"{name}: expected a decision number")
        return value
    if kind == "bool":
        if not isinstance(value, bool):
            raise WireError(f"{name}: expected true or false")
        return value
    if kind == "phrase":
        if value not in PHRASES:
            raise WireError(f"{name}: not one of the quick phrases")
        return value
    assert kind == "action", kind
    return action_from_wire(value)


def read_client_message(text: str | bytes) -> ClientMessage:
    """Parse and check one message from a client; :class:`ProtocolError` says why not."""
    if len(text) > MAX_CLIENT_MESSAGE:
        raise ProtocolError("too_big", f"a message may be at most {MAX_CLIENT_MESSAGE} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", "not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", "a message is a JSON object")
    if data.get("v") != PROTOCOL_VERSION:
        raise ProtocolError("version", f"this server speaks protocol version {PROTOCOL_VERSION}")
    kind = data.get("type")
    spec = CLIENT_TYPES.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise ProtocolError("bad_message", f"unknown message type {kind!r:.40}")
    extra = set(data) - set(spec) - {"v", "type"}
    if extra:
        raise ProtocolError("bad_message", f"unknown field(s): {', '.join(sorted(extra))[:80]}")
    fields: dict[str, Any] = {}
    try:
        for name, checker in spec.items():
            if name not in data and not checker.endswith("?"):
                raise WireError(f"{name}: missing")
            fields[name] = _check(checker, data.get(name), name)
    except WireError as e:
        raise ProtocolError("bad_message", str(e)) from None
    return ClientMessage(str(kind), fields)


def message(kind: str, **fields: object) -> str:
    """A message as the text sent (compact JSON, UTF-8 kept)."""
    data = {"v": PROTOCOL_VERSION, "type": kind, **fields}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def error(code: str, text: str, **fields: object) -> str:
    return message("error", code=code, message=text, **fields)
