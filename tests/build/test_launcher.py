"""The bundle's launcher: a compiled module that will not load costs speed, never the game.

Each case runs in a fresh Python on a small package laid out as a bundle lays out the AI: the
compiled modules as extension files, and their Python copies in a folder of their own. The real
bundle is checked the same way after it is built (tests/build/test_bundle_fallback.py).
"""

from __future__ import annotations

import importlib.machinery
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
LAUNCHER = ROOT / "build_scripts" / "gouji_launcher.py"
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]

PROBE = """
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("launcher", sys.argv[1])
launcher = importlib.util.module_from_spec(spec)
spec.loader.exec_module(launcher)
reason = launcher.use_compiled_or_python(__import__("pathlib").Path(sys.argv[2]), package="fakeai")
import fakeai.policy, fakeai.engine.hands
print(json.dumps({
    "reason": reason,
    "policy": fakeai.policy.KIND,
    "hands": fakeai.engine.hands.KIND,
    "env": __import__("os").environ.get(launcher.FALLBACK_ENV),
    "bytecode": sys.dont_write_bytecode,
}))
"""


def lay_out(tmp: pathlib.Path, *, extensions: str, in_place: bool) -> tuple[pathlib.Path, pathlib.Path]:
    """``site``: the package as the bundle has it; ``copies``: the Python copies of its compiled modules.
    ``extensions``: "garbage" (files that are no loadable library), "missing" (none at all)."""
    site, copies = tmp / "site", tmp / "copies"
    for root in (site, copies):
        (root / "fakeai" / "engine").mkdir(parents=True)
    (site / "fakeai" / "__init__.py").write_text("", encoding="utf-8")
    (site / "fakeai" / "engine" / "__init__.py").write_text("", encoding="utf-8")
    # an ordinary module the compiled ones import: it stays as it is
    (site / "fakeai" / "cards.py").write_text("RANKS = 13\n", encoding="utf-8")
    for name in ("policy", "engine/hands"):
        body = "from fakeai import cards\nKIND = 'copy'\nassert cards.RANKS == 13\n"
        (copies / "fakeai" / f"{name}.py").write_text(body, encoding="utf-8")
        if in_place:
            (site / "fakeai" / f"{name}.py").write_text("KIND = 'in place'\n", encoding="utf-8")
        if extensions == "garbage":
            (site / "fakeai" / f"{name}{SUFFIX}").write_bytes(b"\x7fELF not really a library")
    return site, copies


def probe(site: pathlib.Path, copies: pathlib.Path) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k not in ("GOUJI_AI_FALLBACK", "PYTHONDONTWRITEBYTECODE")}
    env["PYTHONPATH"] = str(site)  # the bundle's import path: the package as the bundle has it
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(LAUNCHER), str(copies)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert isinstance(result, dict)
    return result


@pytest.mark.parametrize("extensions", ["garbage", "missing"])
def test_compiled_modules_that_do_not_load_give_way_to_their_python_copies(
    tmp_path: pathlib.Path, extensions: str
) -> None:
    site, copies = lay_out(tmp_path, extensions=extensions, in_place=False)
    result = probe(site, copies)
    assert result["policy"] == result["hands"] == "copy"  # every one of them, not only the first
    assert isinstance(result["reason"], str) and "fakeai" in result["reason"]
    assert result["env"] == result["reason"]  # the self-test and the diagnostics read it there
    assert result["bytecode"] is True  # nothing written into the installed bundle


def test_modules_that_load_are_kept_and_nothing_is_said(tmp_path: pathlib.Path) -> None:
    site, copies = lay_out(tmp_path, extensions="missing", in_place=True)
    result = probe(site, copies)
    assert result == {
        "reason": None,
        "policy": "in place",
        "hands": "in place",
        "env": None,
        "bytecode": False,
    }


def test_a_bundle_built_without_compiling_has_no_copies_and_the_launcher_leaves_it_alone(
    tmp_path: pathlib.Path,
) -> None:
    site, _ = lay_out(tmp_path, extensions="missing", in_place=True)
    result = probe(site, tmp_path / "no-copies")
    assert result["reason"] is None and result["policy"] == "in place"


def test_the_launcher_and_the_game_name_the_same_variable() -> None:
    from gouji_desktop.ai import AI_FALLBACK_ENV

    text = LAUNCHER.read_text(encoding="utf-8")
    assert f'FALLBACK_ENV = "{AI_FALLBACK_ENV}"' in text


def test_the_diagnostics_and_the_self_test_say_why_the_ai_runs_as_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from gouji_desktop import crashlog, selftest
    from gouji_desktop.ai import AI_FALLBACK_ENV, ai_code, compiled_ai

    if compiled_ai():
        pytest.skip("the AI runs compiled in this checkout")
    monkeypatch.setenv(AI_FALLBACK_ENV, "ImportError: libfoo.so: cannot open shared object file")
    assert (
        ai_code()
        == "Python (the compiled AI did not load: ImportError: libfoo.so: cannot open shared object file)"
    )
    assert "ai: Python (the compiled AI did not load: ImportError: libfoo.so" in crashlog.diagnostics()
    said = selftest.check_ai_code({})
    assert said.startswith("Python, fingerprint ") and said.endswith(
        "; the compiled AI did not load: ImportError: libfoo.so: cannot open shared object file"
    )
