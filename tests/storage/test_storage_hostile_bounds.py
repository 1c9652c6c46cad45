"""Files a friend sends, as an adversary would make them: every list is bounded
by what the rules allow and every text is one the window can draw.  A replay
that owes 50,000 tributes (RULES.md §11 allows at most 20 entries), a NUL or
half a surrogate pair in ``saved_at``, statistics too large for a float: each
is refused or reset with a reason, never drawn, never a crash."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from storage_helpers import burn_offer_game, finished_game, play_random, ticking_clock

from gouji_desktop.engine import Game, Tribute, TributeKind
from gouji_desktop.storage import Storage
from gouji_desktop.storage.autosave import Autosave, encode_autosave
from gouji_desktop.storage.replay_files import ReplayFileError, import_replay, read_replay_file
from gouji_desktop.storage.replays import decode_replay, encode_replay

MEN, SHAO, DIAN, LUO = TributeKind.MEN, TributeKind.SHAO, TributeKind.DIAN, TributeKind.LUO
OURS = "replay-20250301-200000-0123456789ab"


def drawable(text: str) -> bool:
    """What the window does with a text: pygame refuses a NUL and a lone surrogate."""
    import pygame

    pygame.font.init()
    try:
        pygame.font.Font(None, 16).render(text, True, (0, 0, 0))
    except (ValueError, UnicodeError):
        return False
    return True


def played_with_tribute(tribute: list[Tribute], seed: int = 3) -> Game:
    """A finished game whose deal began by paying ``tribute`` (as a match's next game would)."""
    return play_random(Game.new(seed, tribute=tribute), random.Random(seed))


def most_tribute_a_game_can_owe() -> list[Tribute]:
    """20 entries: 闷贡 from every seat (R-MEN: once each), 烧贡 to every seat (a
    burner goes out, R-BURN), 点贡 both ways in the three pairs of opposite
    seats (R-DIANGONG), 落贡 to 头科 and 二科 (R-LUOGONG)."""
    men = [Tribute(s, (s + 1) % 6, MEN, 1) for s in range(6)]
    shao = [Tribute((s + 2) % 6, s, SHAO, 1) for s in range(6)]
    dian = [Tribute(a, (a + 3) % 6, DIAN, 2) for a in range(6)]
    return men + shao + dian + [Tribute(5, 0, LUO, 2), Tribute(4, 1, LUO, 1)]


def test_r_tribute_the_most_a_game_can_owe_still_loads() -> None:
    game = played_with_tribute(most_tribute_a_game_can_owe())
    replay, _ = decode_replay(encode_replay(game, ("easy",) * 5, "2025-03-01T20:00:00+08:00"), "r")
    assert replay.game == game and len(json.loads(game.to_json())["start"]["tribute"]) == 20


def test_r_tribute_one_entry_more_than_the_rules_allow_is_refused() -> None:
    extra = [*most_tribute_a_game_can_owe(), Tribute(0, 2, LUO, 1)]
    raw = encode_replay(played_with_tribute(extra), ("easy",) * 5, "2025-03-01T20:00:00+08:00")
    with pytest.raises(ValueError, match="21 tribute entries; a game owes at most 20"):
        decode_replay(raw, "r")


def test_r_tribute_the_same_tribute_owed_twice_is_refused() -> None:
    twice = [Tribute(5, 0, LUO, 2), Tribute(5, 0, LUO, 2)]
    raw = encode_replay(played_with_tribute(twice), ("easy",) * 5, "2025-03-01T20:00:00+08:00")
    with pytest.raises(ValueError, match="owes one tribute twice"):
        decode_replay(raw, "r")


def test_r_tribute_a_replay_owing_50000_tributes_is_set_aside_and_never_imported(tmp_path: Path) -> None:
    raw = encode_replay(
        played_with_tribute([Tribute(5, 0, LUO, 2)] * 50_000), ("easy",) * 5, "2025-03-01T20:00:00+08:00"
    )
    assert len(raw) > 500_000
    # sent by a friend: refused with the reason, nothing kept in the replay list
    sent = tmp_path / "from a friend.gouji-replay"
    sent.write_bytes(raw)
    with pytest.raises(ReplayFileError) as refused:
        read_replay_file(sent)
    assert refused.value.reason == "not_a_replay" and "50,000 tribute entries" in str(refused.value)
    store = Storage(tmp_path / "data", clock=ticking_clock())
    with pytest.raises(ReplayFileError):
        import_replay(store.paths.replays_dir, sent)
    assert not store.paths.replays_dir.exists()
    # dropped in the replays folder under the game's own name: set aside, not listed
    store.paths.replays_dir.mkdir(parents=True)
    (store.paths.replays_dir / f"{OURS}.json").write_bytes(raw)
    assert store.list_replays() == []
    [aside] = store.paths.replays_dir.glob(f"{OURS}.json.bad-*")
    assert aside.read_bytes() == raw
    [notice] = store.take_notices()
    assert notice.code == "bad_file" and "at most 20 (RULES.md §11)" in notice.message


@pytest.mark.parametrize("where", ["deal", "action"])
def test_r_deck_card_texts_longer_than_four_decks_are_refused_before_they_are_read(where: str) -> None:
    game = Game.from_deal(["8 9", "10", "J", "Q", "K", "A"], seed=3)
    data = json.loads(game.to_json())
    if where == "deal":
        data["start"]["deal"][0] = "8 " * 600_000
    else:
        data["actions"] = [["play", 0, "8 " * 600_000]]
    with pytest.raises(ValueError, match="more cards than four decks have"):
        Game.from_dict(data)


@pytest.mark.parametrize(
    "bad",
    ["2025-03-01\x00T20:00", "2025-03-01\ud800", "\x1b[2J", "9" * 41],
    ids=["nul", "half", "esc", "long"],
)
def test_a_saved_at_the_window_cannot_draw_is_reset_in_a_replay(tmp_path: Path, bad: str) -> None:
    data = json.loads(encode_replay(finished_game(2), ("easy",) * 5, "2025-03-01T20:00:00+08:00"))
    data["saved_at"] = bad
    raw = json.dumps(data).encode("ascii")  # \u0000 and \ud800 as JSON escapes, as a file can hold them
    replay, notices = decode_replay(raw, "r")
    assert replay.info.saved_at == "" and [n.code for n in notices] == ["field_reset"]
    store = Storage(tmp_path, clock=ticking_clock())
    store.paths.replays_dir.mkdir(parents=True)
    (store.paths.replays_dir / f"{OURS}.json").write_bytes(raw)
    [info] = store.list_replays()
    assert drawable(info.saved_at)
    assert all(drawable(n.message) and all(map(drawable, n.params.values())) for n in store.take_notices())


@pytest.mark.parametrize("bad", ["\x00", "2025-03-01T20:00:00\udc80", "\u0085"], ids=["nul", "half", "c1"])
def test_an_autosave_whose_date_cannot_be_drawn_resumes_and_is_reported_at_every_start(
    tmp_path: Path, bad: str
) -> None:
    data = json.loads(encode_autosave(Autosave.of(burn_offer_game(), ("easy",) * 5, "x")))
    data["saved_at"] = bad
    raw = json.dumps(data).encode("ascii")
    for _ in range(2):  # two starts: the same file, the same outcome, never a crash
        store = Storage(tmp_path, clock=ticking_clock())
        store.paths.autosave.write_bytes(raw)
        loaded = store.load_autosave()
        assert loaded.value is not None and loaded.value.game == burn_offer_game()
        assert loaded.value.saved_at == "" and drawable(loaded.value.saved_at)
        assert [n.code for n in loaded.notices] == ["field_reset"]
        assert all(drawable(n.message) for n in loaded.notices)


def test_an_index_entry_whose_date_cannot_be_drawn_is_checked_again(tmp_path: Path) -> None:
    store = Storage(tmp_path, clock=ticking_clock())
    replay_id = store.save_replay(finished_game(2), ("easy",) * 5)
    index = store.paths.replays_dir / "index.json"
    data = json.loads(index.read_bytes())
    data["replays"][0]["saved_at"] = "\x00" * 10
    data["replays"][0]["scores"] = [10**300, 0, 0, 0, 0, 0]
    index.write_bytes(json.dumps(data).encode("ascii"))
    [info] = Storage(tmp_path).list_replays()
    assert info.replay_id == replay_id and info.saved_at == "2025-03-01T20:00:00+08:00"
    assert abs(info.seat0_score) <= 8


def test_a_notice_never_carries_text_the_window_cannot_draw() -> None:
    from gouji_desktop.storage import Notice

    notice = Notice("bad_file", "x\x00" + "y" * 5000, params={"file": "a\udcc4.json"})
    assert drawable(notice.message) and len(notice.message) <= 600
    assert notice.params["file"] == "a\ufffd.json"


HUGE = 10**400  # a whole number JSON may hold; no float can


@pytest.mark.parametrize(
    "field_name, value",
    [("games", HUGE), ("team_wins", HUGE), ("places", [HUGE, 0, 0, 0, 0, 0]), ("points", -HUGE)],
    ids=["games", "team_wins", "places", "points"],
)
def test_statistics_too_large_for_a_float_are_reset_and_every_rate_can_be_shown(
    tmp_path: Path, field_name: str, value: object
) -> None:
    tally = {"games": 3, "places": [1, 1, 1, 0, 0, 0], "team_wins": 2, "points": 6, "opened": 1}
    tally[field_name] = value
    data = {"schema_version": 1, "kind": "gouji-stats", "overall": tally, "by_level": {"hard": tally}}
    store = Storage(tmp_path, clock=ticking_clock())
    store.paths.stats.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load_stats()
    assert any(n.code == "field_reset" and field_name in n.message for n in loaded.notices)
    for tally_loaded in (loaded.value.overall, loaded.value.by_level["hard"]):
        rates = [
            tally_loaded.team_win_rate,
            tally_loaded.open_rate,
            tally_loaded.match_win_rate,
            tally_loaded.average_place,
        ]
        assert all(r is None or math.isfinite(r) for r in rates)  # the screen's percent() and :.2f
        assert len(f"{tally_loaded.points:+d}") < 20 and max(tally_loaded.places) < 10**10


def test_statistics_remembering_more_games_than_the_game_keeps_are_reset(tmp_path: Path) -> None:
    data = {"schema_version": 1, "kind": "gouji-stats", "overall": {}, "recorded": ["ab"] * 201}
    store = Storage(tmp_path, clock=ticking_clock())
    store.paths.stats.write_text(json.dumps(data), encoding="utf-8")
    loaded = store.load_stats()
    assert loaded.value.recorded == []
    assert any("recorded is not a list of at most 200 keys" in n.message for n in loaded.notices)


def test_r_tribute_a_bad_replay_imported_before_these_checks_is_set_aside_at_the_next_listing(
    tmp_path: Path,
) -> None:
    """An older version imported the 50,000-entry replay and indexed it: the
    index still trusts its bytes, so every listed file is checked once more
    under today's bounds; the bad one is set aside, the game's own stay its own."""
    store = Storage(tmp_path, clock=ticking_clock())
    own = store.save_replay(finished_game(2), ("easy",) * 5)
    raw = encode_replay(
        played_with_tribute([Tribute(5, 0, LUO, 2)] * 50_000), ("easy",) * 5, "2025-03-01T20:00:00+08:00"
    )
    imported = store.paths.replays_dir / "shared-0123456789ab.json"
    imported.write_bytes(raw)
    index = store.paths.replays_dir / "index.json"
    data = json.loads(index.read_bytes())
    entry = dict(data["replays"][0], id="shared-0123456789ab", ours=False, seq=0)
    entry["sha256"] = __import__("hashlib").sha256(raw).hexdigest()
    data["replays"].append(entry)
    data.pop("checks", None)  # as an older version wrote it
    index.write_text(json.dumps(data), encoding="utf-8")
    again = Storage(tmp_path, clock=ticking_clock())
    assert [info.replay_id for info in again.list_replays()] == [own]
    assert not imported.exists() and len(list(store.paths.replays_dir.glob("shared-*.bad-*"))) == 1
    for seed in (3, 4):  # the game's own replay is still its own: pruned in its turn
        again.save_replay(finished_game(seed), ("easy",) * 5, keep=1)
    assert not (store.paths.replays_dir / f"{own}.json").exists()
