"""Fuzz every file format (settings, statistics, autosave, replay, replay
index) with what a hostile file holds: any list made long, any text made
undrawable (NUL, control characters, half a surrogate pair) or long, any
number made huge.  Whatever is accepted is bounded: lists no longer than the
rules allow (R-DECK, RULES.md §11), texts the window can draw, numbers a float
can hold; whatever is refused says why.  The Storage loads never raise."""

from __future__ import annotations

import copy
import json
import math
import random
import tempfile
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from storage_helpers import burn_offer_game, finished_game, match_in_tribute, play_random, ticking_clock

from gouji_desktop.engine import Game, Tribute, TributeKind
from gouji_desktop.storage import Notice, Settings, Statistics, Storage
from gouji_desktop.storage.autosave import Autosave, decode_autosave, encode_autosave
from gouji_desktop.storage.replay_shelf import MAX_INDEX_ENTRIES, decode_index
from gouji_desktop.storage.replays import Replay, ReplayInfo, decode_replay, encode_replay
from gouji_desktop.storage.settings import decode_settings, encode_settings
from gouji_desktop.storage.stats import (
    MAX_COUNT,
    MAX_POINTS,
    RECENT_KEPT,
    Tally,
    decode_stats,
    encode_stats,
    record_game,
)

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
MOST_TRIBUTE = 20  # RULES.md §11: 6 闷贡 + 6 烧贡 + 6 点贡 + 2 落贡
MOST_CARD_TEXT = 216 * 5  # R-DECK: all 216 cards, "10S, " each


def _tribute_game() -> Game:
    tribute = [Tribute(5, 0, TributeKind.LUO, 2), Tribute(4, 1, TributeKind.LUO, 1)]
    return play_random(Game.new(3, tribute=tribute), random.Random(3))


def _documents() -> dict[str, list[bytes]]:
    stats = Statistics()
    record_game(stats, finished_game(1), ("easy",) * 5)
    with tempfile.TemporaryDirectory() as folder:
        store = Storage(folder, clock=ticking_clock())
        store.save_replay(finished_game(2), ("easy",) * 5)
        store.save_replay(_tribute_game(), ("hard",) * 5, match=(3, 2))
        index = (store.paths.replays_dir / "index.json").read_bytes()
    return {
        "settings": [encode_settings(Settings(language="en", replays_kept=3))],
        "stats": [encode_stats(stats)],
        "autosave": [
            encode_autosave(Autosave.of(burn_offer_game(), ("easy",) * 5, "2025-01-01T00:00:00+00:00")),
            encode_autosave(Autosave.of(match_in_tribute(1), ("normal",) * 5, "2025-01-01T00:00:00+00:00")),
        ],
        "replay": [
            encode_replay(_tribute_game(), ("easy",) * 5, "2025-01-01T00:00:00+00:00", (3, 2)),
            encode_replay(finished_game(2), ("hard",) * 5, "2025-01-01T00:00:00+00:00"),
        ],
        "index": [index],
    }


GOOD = _documents()

HOSTILE_TEXT = st.sampled_from(
    ["\x00", "a\x00b", "\ud800", "2025-03-01\udcc4", "\x1b[31m", "\u0085", "x" * 5_000, "\u200f\x7f"]
) | st.text(min_size=1, max_size=30)
HUGE = st.sampled_from([10**400, -(10**400), 10**18, 2**63, -1, 10**9 + 1])


def places(data: Any) -> list[tuple[int, Any, Any]]:
    """(depth, holder, key) of every value inside a document."""
    found: list[tuple[int, Any, Any]] = []
    stack = [(0, data)]
    while stack:
        depth, node = stack.pop()
        keys = list(node) if isinstance(node, dict) else range(len(node)) if isinstance(node, list) else []
        for key in keys:
            found.append((depth + 1, node, key))
            stack.append((depth + 1, node[key]))
    return found


def hostile(data: Any, draw: Callable[[st.SearchStrategy[Any]], Any]) -> Any:
    """One list made long, one text made hostile or one number made huge."""
    data = copy.deepcopy(data)
    depth = draw(st.integers(1, 6))  # shallow as often as deep: not always one of the actions
    _, holder, key = draw(st.sampled_from([p for p in places(data) if p[0] <= depth]))
    value = holder[key]
    if isinstance(value, list) and value:
        length = draw(st.sampled_from([len(value) + 1, 21, 201, 1_000, 30_000]))
        holder[key] = (value * (length // len(value) + 1))[:length]
        event("long list")
    elif isinstance(value, str):
        holder[key] = draw(HOSTILE_TEXT)
        event("hostile text")
    elif isinstance(value, int | float) and not isinstance(value, bool):
        holder[key] = draw(HUGE)
        event("huge number")
    else:
        holder[key] = draw(st.one_of(HOSTILE_TEXT, HUGE, st.just([holder[key]] * 500)))
        event("retyped")
    return data


def drawable(text: str, limit: int) -> bool:
    import pygame

    if not isinstance(text, str) or len(text) > limit:
        return False
    pygame.font.init()
    try:
        pygame.font.Font(None, 12).render(text[:200], True, (0, 0, 0))
    except (ValueError, UnicodeError):
        return False
    return True


def notices_drawable(notices: list[Notice]) -> None:
    for notice in notices:
        assert drawable(notice.message, 600), notice.message[:80]
        assert all(drawable(v, 200) for v in notice.params.values())


def game_bounded(game: Game) -> None:
    start = game.to_dict()["start"]
    assert isinstance(start, dict)
    assert len(start.get("tribute", [])) <= MOST_TRIBUTE
    for hands in (start.get("deal"), start.get("hands")):
        assert hands is None or (len(hands) == 6 and all(len(h) <= MOST_CARD_TEXT for h in hands))
    assert all(len(a.cards) <= 216 for a in game.history)


def info_bounded(info: ReplayInfo) -> None:
    assert drawable(info.saved_at, 40)
    assert len(info.places) == 6 and sorted(info.places) == list(range(6))
    assert len(info.scores) == 6 and all(abs(s) <= 8 for s in info.scores)
    assert len(info.ai_levels) == 5 and all(level in ("easy", "normal", "hard") for level in info.ai_levels)
    assert 0 <= info.actions <= 8 * 1024 * 1024


def tally_bounded(tally: Tally) -> None:
    for name in ("games", "team_wins", "opened", "burns_made", "burned", "chuan3_for", "chuan3_against"):
        assert 0 <= getattr(tally, name) <= MAX_COUNT
    assert len(tally.places) == 6 and all(0 <= n <= MAX_COUNT for n in tally.places)
    assert -MAX_POINTS <= tally.points <= MAX_POINTS
    for rate in (tally.team_win_rate, tally.open_rate, tally.match_win_rate, tally.average_place):
        assert rate is None or math.isfinite(rate)


def check_settings(raw: bytes) -> list[Notice]:
    value, notices = decode_settings(raw)
    for name in ("language", "anim_speed", "play_mode"):
        assert drawable(getattr(value, name), 20)
    assert len(value.ai_levels) == 5 and 0 <= value.replays_kept <= 1000
    assert all(isinstance(v, bool) for v in value.rules.to_dict().values())
    return notices


def check_stats(raw: bytes) -> list[Notice]:
    value, notices = decode_stats(raw)
    for tally in (value.overall, *value.by_level.values()):
        tally_bounded(tally)
    assert set(value.by_level) <= {"easy", "normal", "hard", "mixed"}
    assert len(value.recorded) <= RECENT_KEPT and all(drawable(k, 64) for k in value.recorded)
    return notices


def check_autosave(raw: bytes) -> list[Notice]:
    value, notices = decode_autosave(raw)
    assert drawable(value.saved_at, 40) and len(value.ai_levels) == 5
    games = value.match.games if value.match is not None else [value.game]
    assert 1 <= len(games) <= 5
    for game in games:
        game_bounded(game)
    return notices


def check_replay(raw: bytes) -> list[Notice]:
    replay, notices = decode_replay(raw, "r")
    assert isinstance(replay, Replay)
    info_bounded(replay.info)
    game_bounded(replay.game)
    return notices


def check_index(raw: bytes) -> list[Notice]:
    entries, notices = decode_index(raw)
    assert len(entries) <= MAX_INDEX_ENTRIES
    for entry in entries.values():
        info_bounded(entry.info)
    return notices


CHECKS: dict[str, Callable[[bytes], list[Notice]]] = {
    "settings": check_settings,
    "stats": check_stats,
    "autosave": check_autosave,
    "replay": check_replay,
    "index": check_index,
}


@pytest.mark.parametrize("kind", list(CHECKS))
@FUZZ
@given(data=st.data())
def test_every_list_text_and_number_of_every_format_is_bounded(kind: str, data: st.DataObject) -> None:
    document = json.loads(data.draw(st.sampled_from(GOOD[kind])))
    for _ in range(data.draw(st.integers(1, 2))):
        document = hostile(document, data.draw)
    raw = json.dumps(document).encode("ascii")  # lone surrogates and NULs as JSON escapes
    try:
        notices = CHECKS[kind](raw)
    except ValueError as e:
        assert drawable(str(e)[:600], 600) or str(e)  # refused, with a reason
        event("refused")
        return
    event("accepted")
    notices_drawable(notices)


LOADS: dict[str, tuple[str, Callable[[Storage], object]]] = {
    "settings": ("settings.json", lambda s: s.load_settings()),
    "stats": ("stats.json", lambda s: (s.load_stats(), s.stats)),
    "autosave": ("autosave.json", lambda s: (s.has_autosave(), s.load_autosave())),
    "replay": (
        "replays/replay-20250101-000000-abc.json",
        lambda s: (s.list_replays(), s.load_replay("replay-20250101-000000-abc")),
    ),
    "index": ("replays/index.json", lambda s: s.list_replays()),
}


@pytest.mark.parametrize("kind", list(LOADS))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_storage_loads_of_hostile_files_never_raise_and_say_only_drawable_things(
    kind: str, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    store = Storage(tmp_path_factory.mktemp("hostile"), clock=ticking_clock())
    document = hostile(json.loads(data.draw(st.sampled_from(GOOD[kind]))), data.draw)
    name, load = LOADS[kind]
    path = store.paths.data_dir / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(json.dumps(document).encode("ascii"))
    load(store)
    notices = store.take_notices()
    assert not [n for n in notices if n.code == "internal_error"]
    notices_drawable(notices)
    for info in store.list_replays():
        info_bounded(info)
