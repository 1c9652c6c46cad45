"""Typing discipline (mypy runs in .ci/run): no ``# type: ignore`` without a
reason written on the same line, in the package and the tools."""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?(?P<rest>.*)$")


def bare_ignores(text: str, where: str) -> list[str]:
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        m = IGNORE.search(line)
        if m and not re.search(r"[#(]\s*\w", m.group("rest")):
            out.append(f"{where}:{n}")
    return out


def test_every_type_ignore_says_why() -> None:
    files = sorted([*(ROOT / "gouji_desktop").rglob("*.py"), *(ROOT / "tools").rglob("*.py")])
    found = [x for p in files for x in bare_ignores(p.read_text(encoding="utf-8"), str(p.relative_to(ROOT)))]
    assert found == []


def test_the_checker_tells_a_reason_from_none() -> None:
    assert bare_ignores("x = 1  # type: ignore[assignment]\n", "a") == ["a:1"]
    assert bare_ignores("x = 1  # type: ignore[assignment]  # pygame's stub is wrong\n", "a") == []
    assert bare_ignores("x = 1  # type: ignore\n", "a") == ["a:1"]
