"""Every screen of the game set up on an :class:`App` without the event loop:
for the self-test (``selftest_hooks.draw_all_scenes``) and for screenshots::

    python -m gouji_desktop.app.gallery --size 1024x640 --lang en --out /tmp/shots [--scale 0.6]

The games shown are played by a seeded random chooser (no AI), so every run
draws the same tables.
"""

from __future__ import annotations

import argparse
import functools
import os
import pathlib
import random
import sys
from collections.abc import Iterator
from typing import Any

import pygame

from gouji_desktop.app.routes import ROUTES
from gouji_desktop.app.shell.app import App
from gouji_desktop.app.table.scene import TableScene
from gouji_desktop.engine import (
    ActionKind,
    Decision,
    EventKind,
    Game,
    Match,
    Phase,
    TopMode,
    Tribute,
    TributeKind,
    fast,
)
from gouji_desktop.storage import Autosave, Notice, ReplayInfo, Statistics

#: a deal where seat 0 decides 宣点 first, and one where it returns tribute (还贡)
DEAL = ["3 3 9 9 K 5 2", "3 3 7 7 2", "3 3 8 8 2", "BJ 5 5 6 6 3 3 4 4 2", "3 3 10 10 2", "3 3 J J 2"]
SAVED_AT = "2025-03-01T20:05:00+08:00"
ROUND_STARTS = (EventKind.ROUND_WON, EventKind.FIRST_LEAD, EventKind.TAKES_LEAD)


def play_until(game: Game, rng: random.Random, stop: object = None, limit: int = 5000) -> Game:
    """Apply seeded random legal actions until ``stop(game)`` (or the end)."""
    for _ in range(limit):
        if game.finished or (callable(stop) and stop(game)):
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def my_answer(game: Game) -> bool:
    """Seat 0 has to answer a hand it can beat, well into the game."""
    if (
        len(game.history) <= 60
        or game.to_act != 0
        or game.phase != Phase.PLAY
        or game.decision != Decision.ANSWER
    ):
        return False
    return any(a.kind == ActionKind.PLAY for a in game.legal_actions())


def busy_round(game: Game, gouji: bool = True) -> bool:
    """Seat 0 to answer, with several hands and passes of this round on the
    table (and, if ``gouji``, a gouji hand on top: the table at its most telling)."""
    if not my_answer(game):
        return False
    start = max((i for i, e in enumerate(game.events) if e.kind in ROUND_STARTS), default=0)
    kinds = [e.kind for e in game.events[start:]]
    busy = kinds.count(EventKind.PLAY) >= 2 and kinds.count(EventKind.PASS) >= 2
    return busy and (not gouji or fast.top_mode(game) == TopMode.GOUJI)


def table_game(seed: int) -> Game:
    """A game well into play at a busy round (a gouji hand on top if one turns up)."""
    for gouji in (True, False):
        for tries in range(12):
            stop = functools.partial(busy_round, gouji=gouji)
            game = play_until(Game.new(seed + tries), random.Random(seed + tries), stop)
            if busy_round(game, gouji):
                return game
    return play_until(Game.new(seed), random.Random(seed), my_answer)


def gouji_on_top() -> Game:
    """R-GOUJIANSWER on the table: 小陈 led, 老王 beat, then 阿强 put K K on top;
    only seat 0, his 对头, may answer."""
    game = Game.from_hands(["A A 9 9 6 4", "3 3 5", "3 3 4", "K K 8 6", "3 3 7", "3 3 10 5"], leader=5)
    for text in ("seat 5 plays 5", "seat 0 passes", "seat 1 passes", "seat 2 passes", "seat 3 plays 8"):
        game.apply(next(a for a in game.legal_actions() if str(a) == text))
    while game.to_act != 3:
        game.apply(next(a for a in game.legal_actions() if a.kind == ActionKind.PASS))
    game.apply(next(a for a in game.legal_actions() if str(a) == "seat 3 plays K K"))
    while game.to_act != 0:
        game.apply(next(a for a in game.legal_actions() if a.kind == ActionKind.PASS))
    return game


def declare_in_match(seed: int) -> Match:
    """The second game of a match at seat 0's 宣点, after a tribute of several
    entries (the panel the player decides beside)."""
    match = Match.new(seed)
    rng = random.Random(seed)
    play_until(match.game, rng)
    match.next_game()
    play_until(match.game, rng, lambda g: g.to_act == 0 and g.phase == Phase.DECLARE)
    return match


def finished_game(seed: int) -> Game:
    return play_until(Game.new(seed), random.Random(seed))


def sample_stats(games: list[Game]) -> Statistics:
    from gouji_desktop.storage.stats import record_game

    stats = Statistics()
    for i, game in enumerate(games):
        record_game(stats, game, (("easy", "normal", "hard")[i % 3],) * 5)
    stats.overall.matches, stats.overall.match_wins = 2, 1
    from gouji_desktop.storage.stats import ReviewSummary, record_review

    # fourteen reviewed games, fewer points lost lately: the trend says so
    for i, points in enumerate((6.5, 4.0, 5.5, 3.0, 7.0, 4.5, 2.5, 3.5, 1.5, 2.0, 3.0, 0.5, 1.0, 2.0)):
        marks = (i % 3, 1 + i % 2, int(points > 4))
        record_review(stats, ReviewSummary(f"{i:020x}", 40 + i, marks, points))
    return stats


#: the marks review_game (default sizes, seed 0) gave seat 0's decisions in finished_game(3):
#: (action index, grade, cost, best, stderr); it judged 69 decisions and marked these four
GALLERY_MARKS = (
    (179, "blunder", 2.083, ["play", 0, "5 5"], 0.763),
    (281, "blunder", 4.125, ["play", 0, "4 4"], 0.86),
    (321, "blunder", 2.688, ["play", 0, "4 4"], 0.698),
    (327, "mistake", 1.271, ["play", 0, "4 4"], 0.358),
)


def review_viewer(app: App) -> Any:
    """The replay viewer over finished_game(3) with its review's marks."""
    from gouji_desktop.app.table.replay import ReplayScene
    from gouji_desktop.engine import Action
    from gouji_desktop.storage import ReplayReview, ReviewedDecision
    from gouji_desktop.storage.replays import decode_replay, encode_replay

    game = finished_game(3)
    review = ReplayReview(
        0, tuple(ReviewedDecision(i, g, c, Action.from_json(b), se, 48) for i, g, c, b, se in GALLERY_MARKS)
    )
    replay, _ = decode_replay(encode_replay(game, ("normal",) * 5, SAVED_AT, review=review), "replay-3")
    return ReplayScene(app, replay)


def sample_replay_infos(games: list[Game]) -> list[ReplayInfo]:
    """The replay list, newest first: a single game, two games of an unfinished match, then a
    whole match of five (seven games: the first three are used once more for the match)."""
    from datetime import datetime, timedelta

    start = datetime.fromisoformat(SAVED_AT)
    single, *rest = games
    matches = [(77, rest[:2]), (78, rest[2:] + rest[:1])]
    infos: list[ReplayInfo] = []
    minutes = 0
    for seed, played in reversed(matches):
        totals = [0] * 6
        for n, g in enumerate(played, 1):
            scores = tuple(g.scores or (0,) * 6)
            after = tuple(t + s for t, s in zip(totals, scores, strict=True))
            minutes += 9
            result = None
            if n == 5:
                ours, theirs = after[0] + after[2] + after[4], after[1] + after[3] + after[5]
                result = "won" if ours > theirs else "lost" if ours < theirs else "draw"
            infos.append(
                ReplayInfo(
                    f"replay-{seed}-{n}",
                    (start + timedelta(minutes=minutes)).isoformat(),
                    tuple(g.places),
                    scores,
                    len(g.history),
                    match_seed=seed,
                    game_number=n,
                    match_before=tuple(totals),
                    match_after=after,
                    match_result=result,
                )
            )
            totals = list(after)
    minutes += 9
    when = (start + timedelta(minutes=minutes)).isoformat()
    infos.append(
        ReplayInfo(
            "replay-single", when, tuple(single.places), tuple(single.scores or ()), len(single.history)
        )
    )
    return infos[::-1]


def table_scene(app: App, game: Game, resume: bool = True) -> TableScene:
    from gouji_desktop.app.table.controller import Controller, GameSetup, seed_of

    setup = GameSetup(rules=game.rules, seed=seed_of(game), match=False)
    return TableScene(app, Controller(setup, game=game), resume=resume)


def match_scene(app: App, match: Match) -> TableScene:
    from gouji_desktop.app.table.controller import Controller, GameSetup

    setup = GameSetup(rules=match.rules, seed=match.seed, match=True)
    return TableScene(app, Controller(setup, match=match), resume=True)


def scenes(app: App, seed: int = 7) -> Iterator[str]:
    """Put each screen on ``app`` in turn and yield its name, ready to draw."""
    from gouji_desktop.app.scenes.host import HostScene
    from gouji_desktop.app.scenes.new_game import NewGameScene
    from gouji_desktop.app.scenes.online import OnlineScene
    from gouji_desktop.app.scenes.pause import PauseScene
    from gouji_desktop.app.scenes.replays import ReplayListScene
    from gouji_desktop.app.scenes.results import ResultsScene
    from gouji_desktop.app.scenes.rules import RulesScene
    from gouji_desktop.app.scenes.settings_menu import SettingsScene
    from gouji_desktop.app.scenes.stats import StatsScene
    from gouji_desktop.app.scenes.title import TitleScene
    from gouji_desktop.app.table.replay import ReplayScene
    from gouji_desktop.app.table.review_job import ReviewJob
    from gouji_desktop.storage.replays import decode_replay, encode_replay

    title = app.reset(TitleScene(app))
    yield "title"
    match = Match.new(seed)
    title.save = Autosave.of(match, ("normal",) * 5, SAVED_AT)  # type: ignore[attr-defined]  # the navigator hands back the scene typed as Scene
    title.asking = True  # type: ignore[attr-defined]  # the navigator hands back the scene typed as Scene
    yield "ask"
    new = app.reset(NewGameScene(app, random.Random(seed)))
    yield "newgame"
    new.draw(app.screen)  # lays the options out (also when the shot before was skipped)
    new.hover = new.tips[2][0].center  # type: ignore[attr-defined]  # 不还单张, explained
    yield "newtip"
    app.reset(OnlineScene(app))
    yield "online"
    app.reset(HostScene(app))  # its choices only: nothing listens before 开桌
    yield "host"
    app.reset(SettingsScene(app))
    yield "settings"
    rules = RulesScene(app)
    rules.page = 3
    app.reset(rules)
    yield "rules"
    # the table well into a game, seat 0 to answer
    game = table_game(seed)
    table = app.reset(table_scene(app, game))
    table.hint()  # type: ignore[attr-defined]  # the navigator hands back the scene typed as Scene
    yield "table"
    table.log_open = True  # type: ignore[attr-defined]  # the navigator hands back the scene typed as Scene
    yield "log"
    table.log_open = False  # type: ignore[attr-defined]  # the navigator hands back the scene typed as Scene
    table.round_open = True  # type: ignore[attr-defined]  # the navigator hands back the scene typed as Scene
    yield "round"
    table.round_open = False  # type: ignore[attr-defined]  # the navigator hands back the scene typed as Scene
    app.reset(table_scene(app, gouji_on_top()))
    yield "gouji"
    app.push(PauseScene(app))
    yield "pause"
    app.reset(match_scene(app, declare_in_match(seed)))
    yield "declare"
    app.reset(table_scene(app, Game.from_deal(DEAL, seed=3, tribute=[Tribute(3, 0, TributeKind.DIAN, 1)])))
    yield "tribute"
    done = finished_game(seed)
    first = Match.new(seed)  # the first game of a match, over: the results preview the tribute
    play_until(first.game, random.Random(seed))
    over = match_scene(app, first)
    app.reset(over)
    app.push(ResultsScene(app, over.controller, over.start_game))
    yield "results"
    others = [finished_game(seed + i) for i in (1, 2)]
    app.reset(StatsScene(app, sample_stats([done, *others])))
    yield "stats"
    infos = sample_replay_infos([done, *others, *(finished_game(seed + i) for i in range(3, 7))])
    app.reset(ReplayListScene(app, infos))
    yield "replays"
    replay, _ = decode_replay(encode_replay(done, ("normal",) * 5, SAVED_AT), "replay-0")
    viewer = ReplayScene(app, replay)
    app.reset(viewer)
    viewer.go(len(replay) * 2 // 5)
    yield "replay"
    reviewed = review_viewer(app)
    app.reset(reviewed)
    reviewed.review.goto(0)
    yield "review"
    reviewed.review.goto(2)
    yield "review2"
    running = ReplayScene(app, reviewed.replay)
    running.replay.review = None
    running.review.review = None
    job = ReviewJob(reviewed.replay.game, 0, False)  # not started: a review a third of the way
    job.done, job.total = job.total // 3, job.total
    running.review.job = job
    app.reset(running)
    running.go(len(reviewed.replay) // 3)
    yield "reviewing"
    app.reset(TitleScene(app))
    app.notices.add([Notice("write_failed", "", "error", params={"what": "autosave", "errno": "EROFS"})])
    yield "notice"
    app.notices.banners.clear()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Save a PNG of every screen (headless).")
    p.add_argument("--size", default="1280x720")
    p.add_argument("--lang", default="zh", choices=("zh", "en"))
    p.add_argument("--out", default="/tmp/shots")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--scale", type=float, default=1.0, help="shrink the PNGs (0.6 for the docs)")
    p.add_argument("--only", default="", help="comma-separated screen names")
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from gouji_desktop.app.shell.settings import Settings

    w, h = (int(x) for x in args.size.split("x"))
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    import tempfile

    from gouji_desktop.app.shell.persist import Persistence
    from gouji_desktop.storage import Storage

    folder = tempfile.TemporaryDirectory(prefix="gouji-shots-")  # the settings screen shows a real folder
    store = Persistence(Storage(folder.name, env={}))
    app = App(
        (w, h), Settings(language=args.lang, anim_speed="instant", ai_delay=0.0), store=store, routes=ROUTES
    )
    only = set(filter(None, args.only.split(",")))
    for name in scenes(app, args.seed):
        if only and name not in only:
            continue
        app.step(0.0)
        img = app.screen
        if args.scale != 1.0:
            img = pygame.transform.smoothscale(img, (int(w * args.scale), int(h * args.scale)))
        pygame.image.save(img, str(out / f"{name}_{w}x{h}_{args.lang}.png"))
    app.shutdown()
    folder.cleanup()
    print(f"saved to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
