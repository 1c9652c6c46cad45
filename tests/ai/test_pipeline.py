"""One normal decision, stage by stage (ai/pipeline.py): the normal level plays its action, the
hint suggests it, the hard level searches from its choice, and the decision says what the
capped and the exact endgame stages did."""

from __future__ import annotations

from gouji_desktop.ai import make_agent
from gouji_desktop.ai.choice import pick_legal, to_action
from gouji_desktop.ai.explain import suggestion
from gouji_desktop.ai.pipeline import NormalDecision, normal_decision
from gouji_desktop.ai.search.hard import HardAgent, SearchConfig
from gouji_desktop.engine import Action, Game, GameView, Phase


def decisions(seeds: range) -> list[tuple[GameView, list[Action], NormalDecision]]:
    """Every decision of normal self-play games, with normal's decision there."""
    out = []
    for seed in seeds:
        game = Game.new(seed)
        while not game.finished:
            seat = game.to_act
            assert seat is not None
            view, legal = game.view(seat), game.legal_actions()
            decision = normal_decision(view, legal)
            out.append((view, legal, decision))
            game.apply(decision.action)
    return out


SEEN = decisions(range(40, 46))


def test_normal_plays_the_pipelines_action_and_the_hint_suggests_the_same() -> None:
    normal = make_agent("normal")
    for view, legal, decision in SEEN[::5]:
        assert decision.action in legal
        assert normal.decide(view, legal) == decision.action
        assert suggestion(view, legal)[0] == decision.action


def test_before_play_or_with_one_legal_action_no_stage_of_play_runs() -> None:
    quiet = [d for view, legal, d in SEEN if view.phase != Phase.PLAY or len(legal) == 1]
    assert quiet
    for d in quiet:
        assert d.options == () and d.choice is None and d.endgame is None and d.exact is None


def test_the_choice_is_the_endgame_pick_else_the_heuristics_first_legal_option() -> None:
    in_play = [(v, legal, d) for v, legal, d in SEEN if d.choice is not None]
    replaced = 0
    for view, legal, d in in_play:
        assert d.options == tuple(sorted(d.options, key=lambda o: -o[0]))  # best first
        first = next((k, p) for _, k, p in d.options if to_action(k, p, view.seat) in legal)
        if d.endgame is not None:
            assert d.choice == d.endgame
            replaced += d.endgame != first
        else:
            assert d.choice == first
        # the exact ending, when it solved the position, decides; else the choice is played
        played = d.exact if d.exact is not None else d.choice
        assert d.action == pick_legal([played], view.seat, legal)
    assert replaced >= 1  # the capped endgame search overruled the heuristic somewhere


def test_R_END_an_ending_with_every_card_known_is_solved_by_the_exact_stage() -> None:
    """Two seats left (R-END: one of each team), or the others 闷: every card the seat cannot
    see is placed, and the exact stage answers; the hard level, which solves endings itself,
    asks the pipeline without it."""
    solved = 0
    for view, legal, d in SEEN:
        if d.exact is None:
            continue
        solved += 1
        assert sum(1 for n in view.counts if n) <= 2 or view.men
        assert d.action == pick_legal([d.exact], view.seat, legal)
        assert normal_decision(view, legal, exact_end=False).exact is None
    assert solved


def test_hard_searches_from_normals_choice() -> None:
    """The hard level compares the structurally different options with normal's choice first,
    the one it keeps unless another is clearly better."""
    fixed = SearchConfig(budget_s=1e9, max_samples=4, search_cards=216)
    searched = 0
    for view, legal, d in SEEN[100::37]:
        if d.choice is None:
            continue
        report = HardAgent(1, fixed).search(view, legal)
        if report.guesses:
            assert report.options[0] == normal_decision(view, legal, exact_end=False).choice
            searched += 1
    assert searched >= 3
