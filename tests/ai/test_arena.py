"""The duplicate-format arena (python -m gouji_lab.arena)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from gouji_desktop.ai import Agent, MatchContext, NormalAgent, make_agent
from gouji_desktop.engine import Action, Game, GameView, Rules
from gouji_lab import arena
from gouji_lab.arena import DealResult, Setup, main, mean_ci, parse_rules, percentile, run_deals, summary


def test_each_deal_is_played_twice_with_the_teams_swapped() -> None:
    setup = Setup("normal", "random", seed=3, budget_s=0.1, max_samples=1)
    results = run_deals(setup, deals=3, jobs=1, progress=False)
    assert [r.deal for r in results] == [0, 1, 2]
    for r in results:
        assert all(-14 <= s <= 14 for s in r.a_scores)
        assert set(r.latencies) == {"normal", "random"}
    assert sum(sum(r.a_scores) for r in results) > 0  # normal beats random


def test_the_same_seed_gives_the_same_results() -> None:
    setup = Setup("easy", "random", seed=5, budget_s=0.1, max_samples=1)
    first = [(r.a_scores, r.a_chuan3, r.b_chuan3) for r in run_deals(setup, 2, 1, progress=False)]
    again = [(r.a_scores, r.a_chuan3, r.b_chuan3) for r in run_deals(setup, 2, 1, progress=False)]
    assert first == again


def test_the_report_shows_scores_wins_chuan3_and_latency() -> None:
    setup = Setup("normal", "easy", seed=1, budget_s=1.0, max_samples=1)
    results = [
        DealResult(0, (7, -1), 1, 0, {"normal": [0.001, 0.003], "easy": [0.0005]}),
        DealResult(1, (-1, 3), 0, 0, {"normal": [0.002], "easy": [0.001]}),
    ]
    text = summary(setup, results)
    assert "| A | normal | +2.00 ± " in text
    assert "| B | easy | -2.00 ± " in text
    assert "| 100.0% | 25.0% |" in text  # A won both deals; one 串三户 in four games
    assert "| normal | 3 | 2.00 | 3.00 | 3.0 |" in text


def test_statistics_helpers() -> None:
    mean, half = mean_ci([1.0, 3.0])
    assert mean == 2.0 and half == pytest.approx(1.96 * 1.0)
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.0
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.95) == 4.0


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "random", "--b", "random", "--games", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "2 duplicate deals (4 games)" in out and "| random |" in out
    with pytest.raises(SystemExit):
        main(["--a", "grandmaster"])


def test_a_saved_run_is_compared_deal_by_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--save keeps each deal's scores; --paired-with reports the difference of
    two runs on the same deals (zero for the same levels and seed: the games
    are reproducible), and refuses to pair runs of different seeds."""
    saved = tmp_path / "run.json"
    common = ["--a", "easy", "--b", "random", "--games", "3", "--quiet"]
    assert main([*common, "--save", str(saved)]) == 0
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert [d[0] for d in data["deals"]] == [0, 1, 2] and data["seed"] == 1
    capsys.readouterr()
    assert main([*common, "--paired-with", str(saved)]) == 0
    assert "on 3 deals: this run's A − B minus that run's +0.00 ± 0.00" in capsys.readouterr().out
    assert main([*common, "--seed", "2", "--paired-with", str(saved)]) == 0
    assert "not the same deals" in capsys.readouterr().out


def test_R_MATCH_the_arena_tells_hard_that_no_game_of_a_match_follows_its_single_games(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each arena deal is a single game: the 点贡 an opening earns (R-DIANGONG)
    is never paid, so every agent is told that no game of the match follows, as
    the table tells it in a single game; ``--game-follows on`` says one does."""
    told: list[tuple[str, MatchContext]] = []
    monkeypatch.setattr(arena, "arena_agent", recording_agents(told))
    arena.play_game(Setup("hard", "easy", seed=1, budget_s=0.1, max_samples=1), 5, 0, {})
    assert [level for level, _ in told] == ["hard", "easy"] * 3
    assert all(not match.game_follows for _, match in told)
    told.clear()
    setup = Setup("hard", "easy", seed=1, budget_s=0.1, max_samples=1, game_follows=True)
    arena.play_game(setup, 5, 0, {})
    assert len(told) == 6 and all(match.game_follows for _, match in told)


class RecordingAgent:
    """Plays as easy does; keeps what it is told of the match."""

    def __init__(self, level: str, seed: int, told: list[tuple[str, MatchContext]]) -> None:
        self.level, self.told = level, told
        self.easy = make_agent("easy", seed)  # the game itself is not what is tested

    def set_match(self, match: MatchContext) -> None:
        self.told.append((self.level, match))

    def decide(self, view: GameView, legal_actions: Sequence[Action]) -> Action:
        return self.easy.decide(view, legal_actions)


def recording_agents(told: list[tuple[str, MatchContext]]) -> Callable[[str, int, dict[str, object]], Agent]:
    def make(level: str, seed: int, options: dict[str, object]) -> Agent:
        return RecordingAgent(level, seed, told)

    return make


def test_R_MATCH_with_matches_each_deal_is_a_whole_match_played_twice() -> None:
    """``--matches``: a deal is five games with the tribute paid between them
    (R-MATCH), each play's score the team's match total; the report is still
    per game, and the same seed gives the same matches."""
    setup = Setup("normal", "random", seed=4, budget_s=0.1, max_samples=1, matches=True)
    results = run_deals(setup, deals=1, jobs=1, progress=False)
    (r,) = results
    assert setup.games_per_deal == 5
    assert all(-5 * 14 <= s <= 5 * 14 for s in r.a_scores)
    assert sum(r.a_scores) > 0  # normal beats random over a match
    again = run_deals(setup, deals=1, jobs=1, progress=False)
    assert again[0].a_scores == r.a_scores
    text = summary(setup, results)
    assert "1 duplicate matches of 5 games (10 games)" in text and "| matches won |" in text
    per_game = (r.a_scores[0] + r.a_scores[1]) / 10
    assert f"| A | normal | {per_game:+.2f} ± " in text


def test_R_MATCH_hard_counts_the_tribute_an_opening_earns_while_a_game_of_the_match_follows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """In a match the 点贡 of game g is paid in game g+1 (R-DIANGONG), so the
    agents are told that a game follows in games 1 to 4 and not in the fifth, as
    the table tells them; the games after the first start with their tribute."""
    told: list[tuple[str, MatchContext]] = []
    phases: list[str] = []

    real_play_game = arena.play_game

    def recording_game(*args: object, **kwargs: object) -> object:
        game = kwargs.get("game")
        phases.append(getattr(getattr(game, "phase", None), "value", "?"))
        return real_play_game(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(arena, "arena_agent", recording_agents(told))
    monkeypatch.setattr(arena, "play_game", recording_game)
    setup = Setup("hard", "easy", seed=2, budget_s=0.1, max_samples=1, matches=True)
    games = arena.play_match(setup, 9, 0, {})
    assert len(games) == 5 and all(g.finished for g in games)
    hard = [match.game_follows for level, match in told if level == "hard"]
    assert hard == [True] * 12 + [False] * 3  # three hard seats a game
    assert phases[0] != "return" and "return" in phases[1:]  # 还贡 opens a paid game


def test_runs_of_matches_and_of_single_games_are_not_paired(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "run.json"
    common = ["--a", "easy", "--b", "random", "--games", "1", "--quiet"]
    assert main([*common, "--save", str(saved)]) == 0
    capsys.readouterr()
    assert main([*common, "--matches", "--paired-with", str(saved)]) == 0
    assert "plays matches, the other single games: not the same deals" in capsys.readouterr().out


def test_rules_option_parses_names_and_on_off_and_refuses_anything_else(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """--rules bie_san=off,... sets RULES.md §12's options (the rest as the standard game); an
    unknown name or a value other than on/off is refused with the names or values it takes."""
    assert parse_rules("") == Rules()
    assert parse_rules("bie_san=off, tribute=on,declare=OFF") == Rules(bie_san=False, declare=False)
    assert parse_rules("no_return_single=off,revolution=off") == Rules(
        no_return_single=False, revolution=False
    )
    names = r"unknown rule option 'biesan' \(the options: bie_san, tribute, no_return_single, declare"
    with pytest.raises(ValueError, match=names):
        parse_rules("biesan=off")
    with pytest.raises(ValueError, match="'tribute' takes on or off, not 'maybe'"):
        parse_rules("tribute=maybe")
    with pytest.raises(ValueError, match="'declare' takes on or off"):
        parse_rules("declare")
    with pytest.raises(ValueError, match="given twice"):
        parse_rules("bie_san=off,bie_san=on")
    with pytest.raises(SystemExit):
        main(["--rules", "bie_san=no"])
    assert "--rules: rule option 'bie_san' takes on or off, not 'no'" in capsys.readouterr().err


def test_R_BIE3_the_arena_plays_its_games_under_the_rules_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Games played with --rules are the variant's (a 3 with a joker is played without 憋三 only);
    the report names the options; a run saved under other rules is not paired with this one."""
    games: list[Game] = []
    real = arena.play_game

    def kept(*args: object, **kwargs: object) -> Game:
        game = real(*args, **kwargs)  # type: ignore[arg-type]
        games.append(game)
        return game

    setup = Setup("normal", "normal", seed=2, budget_s=0.1, max_samples=1, rules=Rules(bie_san=False))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(arena, "play_game", kept)
        run_deals(setup, deals=1, jobs=1, progress=False)
    assert games and all(g.rules == Rules(bie_san=False) for g in games)
    saved = tmp_path / "standard.json"
    common = ["--a", "easy", "--b", "random", "--games", "2", "--quiet"]
    assert main([*common, "--save", str(saved)]) == 0
    capsys.readouterr()
    assert main([*common, "--rules", "bie_san=off,tribute=off", "--paired-with", str(saved)]) == 0
    out = capsys.readouterr().out
    assert "seed 1, rules bie_san=off,tribute=off" in out
    assert "played under other rule options: not the same games" in out


def test_normal_options_play_a_variant_of_normal_and_refuse_anything_else(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--normal-option NAME=VALUE`` plays every normal agent with that weight of its Style
    (a variant to pair with a saved run of normal); a name or value the Style has not is refused."""
    variant = arena.arena_agent("normal", 1, {"willing": 0.4, "close": 2})
    assert isinstance(variant, NormalAgent)
    assert (variant.style.willing, variant.style.close) == (0.4, 2)
    assert isinstance(arena.arena_agent("normal", 1, {}), NormalAgent)
    with pytest.raises(ValueError, match="unknown normal option 'wiling'"):
        arena.style_of({"wiling": 0.4})
    with pytest.raises(SystemExit):
        main(["--a", "normal", "--b", "easy", "--games", "1", "--normal-option", "lean=2"])
    assert "normal option 'lean' takes a value like False, not 2.0" in capsys.readouterr().err
