"""The arena pools saved runs of one setup into one figure, and refuses runs that differ."""

from __future__ import annotations

import json
from pathlib import Path

from gouji_lab.arena import pooled_report


def saved(tmp_path: Path, seed: int, deals: list[list[int]], **extra: object) -> str:
    data: dict[str, object] = {"a": "hard", "b": "normal", "seed": seed, "budget_s": 10.0, "deals": deals}
    data.update(extra)
    path = tmp_path / f"run{seed}_{len(extra)}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_two_runs_pool_by_deal(tmp_path: Path) -> None:
    one = saved(tmp_path, 1, [[0, 2, 0], [1, 0, 0]])  # deals worth +2 and 0 a game
    two = saved(tmp_path, 2, [[0, 4, 0], [1, -2, 0]], max_samples=32, normal_options={})
    report = pooled_report([one, two])
    assert "over 4 deals of seeds 1, 2" in report and "+1.00 ±" in report


def test_the_same_seed_twice_or_another_setup_is_refused(tmp_path: Path) -> None:
    one = saved(tmp_path, 1, [[0, 2, 0]])
    assert "comes twice" in pooled_report([one, one])
    other = saved(tmp_path, 2, [[0, 2, 0]], budget_s=1.0)
    assert "differs" in pooled_report([one, other]) and "budget_s" in pooled_report([one, other])
    fewer = saved(tmp_path, 3, [[0, 2, 0]], max_samples=8)
    more = saved(tmp_path, 4, [[0, 2, 0]], max_samples=32)
    assert "max_samples" in pooled_report([fewer, more])
