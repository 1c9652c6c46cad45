"""What every stored file shares: notices for the GUI, load results, JSON
parsing with a schema version, upgrade steps and per-field checks.

>>> parse_document(b'{"schema_version": 1, "kind": "gouji-settings"}', "gouji-settings", 1, {}, "settings")
({'schema_version': 1, 'kind': 'gouji-settings'}, 1)
>>> parse_document(b'{"schema_version": 9, "kind": "gouji-settings"}', "gouji-settings", 1, {}, "stats")
Traceback (most recent call last):
...
gouji_desktop.storage.documents.FutureVersionError: stats file is from a newer version of the game (schema 9)
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

T = TypeVar("T")

# Notice codes: the GUI may translate by code, using ``params``.
BAD_FILE = "bad_file"  # unreadable / damaged / illegal content; moved aside
FUTURE_VERSION = "future_version"  # written by a newer version; moved aside
RESTORED_BACKUP = "restored_backup"  # the main file was bad, the backup was used
UPGRADED = "upgraded"  # an older schema was read and upgraded
FIELD_RESET = "field_reset"  # one field was missing a valid value; its default is used
READ_FAILED = "read_failed"  # the operating system refused the read
WRITE_FAILED = "write_failed"  # a save did not happen (read-only or full disk, …)
WRITE_RECOVERED = "write_recovered"  # saving works again after a failure
MOVE_FAILED = "move_failed"  # a bad file could not be renamed aside
NOT_FOUND = "not_found"  # asked for a replay that does not exist
READ_ONLY = "read_only"  # another copy of the game owns the data folder: this one saves nothing
INTERNAL_ERROR = "internal_error"  # a bug in storage, caught so that play goes on

INFO, WARNING, ERROR = "info", "warning", "error"

#: Characters no text on screen may hold: pygame refuses a NUL (ValueError) and
#: cannot encode a lone surrogate (UnicodeEncodeError); other control characters
#: draw as boxes at best.  A surrogate can come from a file name that is not
#: UTF-8 (a GBK name decoded with surrogateescape) or from a JSON ``\ud800``.
UNDRAWABLE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
MESSAGE_CHARS = 600  # a notice's message: one or two lines on screen
PARAM_CHARS = 200  # one value in a notice's params (a file name, a reason)


def safe_text(text: str, limit: int = MESSAGE_CHARS) -> str:
    r"""``text`` as the UI can draw it: every control character and lone
    surrogate replaced by U+FFFD, at most ``limit`` characters (``…`` ends a
    longer one).

    >>> safe_text("a\x00b\udcc4"), safe_text("x" * 9, 5)
    ('a�b�', 'xxxx…')
    """
    text = UNDRAWABLE.sub("\ufffd", text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class Notice:
    """One message for the player: ``message`` is plain English; ``code`` and
    ``params`` let the GUI show it in its own language."""

    code: str
    message: str
    level: str = WARNING
    file: str = ""
    params: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # a notice is drawn on screen: whatever a file or its name held, its
        # text is drawable and short (``file`` stays the path as it is)
        object.__setattr__(self, "message", safe_text(str(self.message)))
        params = {safe_text(str(k), 40): safe_text(str(v), PARAM_CHARS) for k, v in self.params.items()}
        object.__setattr__(self, "params", params)

    def __str__(self) -> str:
        return self.message


@dataclass
class Loaded(Generic[T]):
    """What a load gives the GUI: the value to use, where it came from
    (``"file"``, ``"backup"`` or ``"default"``) and the notices of this load."""

    value: T
    source: str
    notices: list[Notice] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        """True when nothing went wrong (info notices such as upgrades allowed)."""
        return all(n.level == INFO for n in self.notices)


class DocumentError(ValueError):
    """A stored file that cannot be used; the message says why."""


class FutureVersionError(DocumentError):
    """A file written by a newer version of the game."""


UpgradeStep = Callable[[dict[str, object]], dict[str, object]]


def parse_json_object(raw: bytes | str, what: str) -> dict[str, object]:
    """JSON text to a dict, or DocumentError in words a player understands."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise DocumentError(f"{what} file is not text (damaged or not ours)") from None
    if not raw.strip():
        raise DocumentError(f"{what} file is empty")
    try:
        data = json.loads(raw, parse_constant=_refuse_constant)
    except RecursionError:
        raise DocumentError(f"{what} file is nested too deeply") from None
    except ValueError as e:
        raise DocumentError(f"{what} file is damaged or cut short (bad JSON: {e})") from None
    if not isinstance(data, dict):
        raise DocumentError(f"{what} file does not hold an object")
    return data


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number")


def schema_version_of(data: Mapping[str, object], what: str) -> int:
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise DocumentError(f"{what} file has no valid schema_version")
    return version


def upgrade(
    data: dict[str, object], version: int, current: int, steps: Mapping[int, UpgradeStep], what: str
) -> dict[str, object]:
    """Run the upgrade step of every older version in turn, up to ``current``."""
    if version > current:
        raise FutureVersionError(f"{what} file is from a newer version of the game (schema {version})")
    while version < current:
        step = steps.get(version)
        if step is None:
            raise DocumentError(f"{what} file has schema {version}, which this version cannot read")
        data = step(data)
        version += 1
        data["schema_version"] = version
    return data


def parse_document(
    raw: bytes | str, kind: str, current: int, steps: Mapping[int, UpgradeStep], what: str
) -> tuple[dict[str, object], int]:
    """Parse, check ``kind`` and upgrade; returns the data and the version it had."""
    data = parse_json_object(raw, what)
    version = schema_version_of(data, what)
    if version >= 1 and data.get("kind") != kind:
        raise DocumentError(f"{what} file is of the wrong kind ({str(data.get('kind'))[:40]!r})")
    return upgrade(data, version, current, steps, what), version


# ----- per-field checks: each returns the value or raises ValueError(reason) --

Check = Callable[[object], object]


def drawable(limit: int) -> Check:
    """A field check: text of at most ``limit`` characters that the UI can draw
    as it is (no NUL, no control character, no lone surrogate)."""

    def check(value: object) -> str:
        if not isinstance(value, str) or len(value) > limit:
            raise ValueError(f"must be a text of at most {limit} characters")
        if UNDRAWABLE.search(value):
            raise ValueError(
                "holds characters that cannot be shown (a NUL, a control character or half a pair)"
            )
        return value

    return check


def boolean(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def choice(options: Collection[str]) -> Check:
    def check(value: object) -> str:
        if not isinstance(value, str) or value not in options:
            raise ValueError(f"must be one of {', '.join(options)}")
        return value

    return check


def number(low: float, high: float) -> Check:
    def check(value: object) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError("must be a number")
        # compared before any float(): a whole number of 400 digits is no float (OverflowError)
        if not low <= value <= high or not math.isfinite(value):
            raise ValueError(f"must be between {low:g} and {high:g}")
        return float(value)

    return check


def integer(low: int, high: int | None = None) -> Check:
    def check(value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError("must be a whole number")
        if value < low or (high is not None and value > high):
            raise ValueError(f"must be between {low} and {high}" if high is not None else f"must be ≥ {low}")
        return value

    return check


def counts(length: int, high: int | None = None) -> Check:
    """A list of ``length`` whole numbers from 0 to ``high``."""

    def check(value: object) -> list[int]:
        if not isinstance(value, list) or len(value) != length:
            raise ValueError(f"must be a list of {length} numbers")
        return [integer(0, high)(v) for v in value]  # type: ignore[misc]  # each check returns an int here

    return check


def describe(value: object) -> str:
    """A short, safe rendering of a stored value for a message."""
    text = json.dumps(value, ensure_ascii=False, default=str) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _jsonable(value: object) -> bool:
    try:
        json.dumps(value, default=str)
    except (ValueError, TypeError, RecursionError):
        return False
    return True


FieldSpec = Mapping[str, tuple[object, Check]]


def read_fields(
    data: Mapping[str, object], spec: FieldSpec, what: str, known_extra: Collection[str] = ()
) -> tuple[dict[str, object], list[Notice]]:
    """Each field of ``spec`` from ``data``; a missing or bad one gets its default
    and a notice, an unknown one is dropped with a notice."""
    values: dict[str, object] = {}
    notices: list[Notice] = []
    for name, (default, check) in spec.items():
        if name not in data:
            values[name] = default
            notices.append(field_notice(what, name, "is missing", default))
            continue
        try:
            values[name] = check(data[name])
        except ValueError as e:
            values[name] = default
            notices.append(field_notice(what, name, f"{describe(data[name])} {e}", default))
    for name in data:
        if name not in spec and name not in known_extra and name not in ("schema_version", "kind"):
            notices.append(
                Notice(
                    FIELD_RESET,
                    f"{what}: unknown field {describe(name)} ignored",
                    params={"what": what, "field": str(name)[:40]},
                )
            )
    return values, notices


def field_notice(what: str, name: str, problem: str, default: object) -> Notice:
    return Notice(
        FIELD_RESET,
        f"{what}: {name} {problem}; using the default ({describe(default)})",
        params={"what": what, "field": name, "problem": problem, "default": describe(default)},
    )
