"""The player's settings: everything on the settings screen, the rule
defaults and the AI level of each computer seat.  Field names and value
shapes follow the GUI's settings screen (gouji_desktop/app/shell/settings.py).

>>> s = Settings(language="en", ai_levels=("hard",) * 5)
>>> decode_settings(encode_settings(s)) == (s, [])
True
>>> fixed, notices = decode_settings(b'{"schema_version": 4, "kind": "gouji-settings", "language": "fr"}')
>>> fixed.language, notices[0].message
('zh', 'settings: language "fr" must be one of zh, en; using the default ("zh")')
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, replace
from typing import cast

from gouji_desktop.engine import Rules

from .documents import (
    INFO,
    UPGRADED,
    Check,
    DocumentError,
    Notice,
    boolean,
    choice,
    describe,
    field_notice,
    integer,
    number,
    parse_json_object,
    read_fields,
    schema_version_of,
    upgrade,
)

SETTINGS_VERSION = 4
SETTINGS_KIND = "gouji-settings"

LANGUAGES = ("zh", "en")
ANIM_SPEEDS = ("slow", "normal", "fast", "instant")
AI_LEVELS = ("easy", "normal", "hard")
PLAY_MODES = ("match", "single")  # a five-game match with tribute, or one game
#: what 提示 offers first: the normal AI's choice with its reason, or the weakest play
HINT_MODES = ("ai", "weakest")
AI_SEATS = (1, 2, 3, 4, 5)  # the human plays seat 0
CARD_BACKS = 3  # card back styles 0, 1, 2
MAX_AI_DELAY = 5.0
MAX_REPLAYS_KEPT = 1000
MAX_TURN_TIMER = 300
MAX_LESSONS = 50  # more tutorial lessons done than there are is a damaged file


@dataclass
class Settings:
    """Every setting, with its default.  A plain mutable value: the GUI may
    change fields in place, or use :meth:`with_`."""

    language: str = "zh"  # "zh" or "en"
    anim_speed: str = "normal"  # one of ANIM_SPEEDS
    ai_delay: float = 0.6  # seconds before a computer seat acts, 0 … 5
    volume: int = 70  # 0 … 100
    muted: bool = False
    fullscreen: bool = False
    card_back: int = 0  # 0 … CARD_BACKS - 1
    rules: Rules = field(default_factory=Rules)  # defaults for a new game / match (RULES.md §12)
    ai_levels: tuple[str, ...] = ("normal",) * 5  # computer seats 1..5
    play_mode: str = "match"  # one of PLAY_MODES
    replays_kept: int = 50  # finished games kept as replays, 0 … 1000
    show_counter: bool = True  # the 记牌器 strip on the table
    auto_pass: bool = False  # pass for the player when nothing in the hand can answer
    turn_timer: int = 0  # seconds for each of the player's decisions, then 托管 plays it; 0: off
    tutorial_done: tuple[str, ...] = ()  # the keys of the tutorial lessons completed (教程)
    tutorial_offered: bool = False  # the first start's "learn Gouji first?" was answered
    hint_mode: str = "ai"  # one of HINT_MODES

    def with_(self, **changes: object) -> Settings:
        return replace(self, **changes)  # type: ignore[arg-type]  # each change was checked by its field's check

    def ai_level(self, seat: int) -> str:
        """The level of computer seat 1..5."""
        return self.ai_levels[seat - 1]


def check_ai_levels(value: object) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or len(value) != len(AI_SEATS):
        raise ValueError(f"must be a list of {len(AI_SEATS)} levels")
    return tuple(cast(str, choice(AI_LEVELS)(v)) for v in value)


def check_lesson_keys(value: object) -> tuple[str, ...]:
    """The completed lessons' keys: short names, each once, in the order they were done (a key
    this version has no lesson for is kept: a newer version may have it)."""
    if not isinstance(value, list | tuple) or len(value) > MAX_LESSONS:
        raise ValueError(f"must be a list of at most {MAX_LESSONS} lesson names")
    keys: list[str] = []
    for v in value:
        if not isinstance(v, str) or not v.isidentifier() or len(v) > 40:
            raise ValueError("must hold lesson names")
        if v not in keys:
            keys.append(v)
    return tuple(keys)


DEFAULT_AI_LEVELS = Settings().ai_levels
_CHECKS: dict[str, Check] = {
    "language": choice(LANGUAGES),
    "anim_speed": choice(ANIM_SPEEDS),
    "ai_delay": number(0.0, MAX_AI_DELAY),
    "volume": integer(0, 100),
    "muted": boolean,
    "fullscreen": boolean,
    "card_back": integer(0, CARD_BACKS - 1),
    "ai_levels": check_ai_levels,
    "play_mode": choice(PLAY_MODES),
    "replays_kept": integer(0, MAX_REPLAYS_KEPT),
    "show_counter": boolean,
    "auto_pass": boolean,
    "turn_timer": integer(0, MAX_TURN_TIMER),
    "tutorial_done": check_lesson_keys,
    "tutorial_offered": boolean,
    "hint_mode": choice(HINT_MODES),
}
_SPEC = {name: (getattr(Settings(), name), check) for name, check in _CHECKS.items()}
assert set(_SPEC) | {"rules"} == {f.name for f in fields(Settings)}


def settings_to_dict(settings: Settings) -> dict[str, object]:
    data: dict[str, object] = {"schema_version": SETTINGS_VERSION, "kind": SETTINGS_KIND}
    for name in _CHECKS:
        value = getattr(settings, name)
        data[name] = list(value) if isinstance(value, tuple | list) else value
    data["rules"] = settings.rules.to_dict()
    return data


def encode_settings(settings: Settings) -> bytes:
    return json.dumps(settings_to_dict(settings), ensure_ascii=False, indent=1).encode("utf-8")


def settings_from_dict(data: dict[str, object]) -> tuple[Settings, list[Notice]]:
    """Field by field: a missing, unknown or bad field falls back to its default."""
    values, notices = read_fields(data, _SPEC, "settings", known_extra=("rules",))
    rules, rule_notices = _rules_from(data.get("rules"), "rules" in data)
    return Settings(rules=rules, **values), notices + rule_notices  # type: ignore[arg-type]  # checked per field


def _rules_from(raw: object, present: bool) -> tuple[Rules, list[Notice]]:
    default = Rules()
    if not present:
        return default, [field_notice("settings", "rules", "is missing", default.to_dict())]
    if not isinstance(raw, dict):
        return default, [field_notice("settings", "rules", f"{describe(raw)} must be an object", "standard")]
    spec = {name: (value, boolean) for name, value in default.to_dict().items()}
    values, notices = read_fields(raw, spec, "settings.rules")
    return Rules.from_dict(values), notices


def normalize_settings(settings: Settings) -> tuple[Settings, list[Notice]]:
    """The same checks as a load, for values the GUI built."""
    try:
        data = json.loads(json.dumps(settings_to_dict(settings), default=str))
    except (AttributeError, TypeError, ValueError) as e:
        return Settings(), [field_notice("settings", "rules", f"cannot be saved ({e})", "standard")]
    return settings_from_dict(data)


# Schema 0: what the GUI's first settings screen kept (app/shell/settings.py
# ``Settings.to_dict()``), without schema_version or kind.
V0_FIELDS = ("language", "anim_speed", "ai_delay", "volume", "fullscreen", "card_back")


def _upgrade_0(data: dict[str, object]) -> dict[str, object]:
    """Schema 0 had no mute (volume 0 meant muted), no rule defaults, no AI
    levels, no play mode and no replay count: they get their defaults."""
    out = dict(data)
    out["kind"] = SETTINGS_KIND
    volume = data.get("volume")
    out["muted"] = type(volume) is int and volume == 0
    defaults = settings_to_dict(Settings())
    for name in ("rules", "ai_levels", "play_mode", "replays_kept"):
        out.setdefault(name, defaults[name])
    return out


def _upgrade_1(data: dict[str, object]) -> dict[str, object]:
    """Schema 1 had no 记牌器 switch, no auto-pass and no turn timer: they get their defaults."""
    out = dict(data)
    defaults = settings_to_dict(Settings())
    for name in ("show_counter", "auto_pass", "turn_timer"):
        out.setdefault(name, defaults[name])
    return out


def _upgrade_2(data: dict[str, object]) -> dict[str, object]:
    """Schema 2 had no tutorial: no lesson is done yet."""
    out = dict(data)
    out.setdefault("tutorial_done", [])
    return out


def _upgrade_3(data: dict[str, object]) -> dict[str, object]:
    """Schema 3 had no hint setting and never offered the tutorial: 提示 gets the AI's suggestion,
    and the tutorial is offered once at the next start unless a lesson was already played."""
    out = dict(data)
    out.setdefault("hint_mode", "ai")
    done = out.get("tutorial_done")
    out.setdefault("tutorial_offered", isinstance(done, list) and len(done) > 0)
    return out


UPGRADES = {0: _upgrade_0, 1: _upgrade_1, 2: _upgrade_2, 3: _upgrade_3}


def _version_of(data: dict[str, object]) -> int:
    if "schema_version" not in data and "kind" not in data and any(k in data for k in V0_FIELDS):
        return 0
    version = schema_version_of(data, "settings")
    if data.get("kind") != SETTINGS_KIND:
        raise DocumentError(f"settings file is of the wrong kind ({describe(data.get('kind'))})")
    return version


def decode_settings(raw: bytes | str) -> tuple[Settings, list[Notice]]:
    """A settings file to Settings and field notices; DocumentError (a
    ValueError) when the file as a whole is unusable."""
    data = parse_json_object(raw, "settings")
    version = _version_of(data)
    data = upgrade(data, version, SETTINGS_VERSION, UPGRADES, "settings")
    settings, notices = settings_from_dict(data)
    if version < SETTINGS_VERSION:
        notices.insert(
            0,
            Notice(
                UPGRADED,
                f"settings upgraded from schema {version}",
                level=INFO,
                params={"what": "settings", "version": str(version)},
            ),
        )
    return settings, notices
