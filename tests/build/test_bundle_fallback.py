"""A built bundle whose compiled AI will not load still starts, plays a whole game and passes its self-test.

Runs on a bundle that was built (``GOUJI_BUNDLE=dist/gouji-desktop``; build_scripts/ci_linux_selftest.sh
sets it after building, in .ci/run) and skips otherwise. Each case damages a copy of the bundle the way
a player's machine can: the extensions gone (a security tool quarantined them), the shared library of
the compiled modules not a loadable library (another architecture, a damaged download), an extension
needing a runtime library the machine lacks.
"""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

BUNDLE = os.environ.get("GOUJI_BUNDLE", "")
pytestmark = pytest.mark.skipif(not BUNDLE, reason="no built bundle (GOUJI_BUNDLE)")

ROOT = pathlib.Path(__file__).resolve().parents[2]


def executable(bundle: pathlib.Path) -> pathlib.Path:
    return bundle / ("gouji.exe" if sys.platform == "win32" else "gouji")


def extensions(bundle: pathlib.Path) -> list[pathlib.Path]:
    package = bundle / "_internal" / "gouji_desktop"
    return sorted(p for p in package.rglob("*") if p.suffix in (".so", ".pyd"))


def damaged_copy(tmp: pathlib.Path) -> pathlib.Path:
    copy = tmp / "gouji-desktop"
    shutil.copytree(BUNDLE, copy, symlinks=True)
    assert extensions(copy), "the bundle carries no compiled AI (built with GOUJI_PURE_AI=1?)"
    return copy


def self_test(bundle: pathlib.Path) -> str:
    env = {
        k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "GOUJI_AI_FALLBACK")
    }
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [str(executable(bundle)), "--self-test"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        env=env,
        timeout=180,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0 and "self-test passed" in report.splitlines(), report
    return report


def ai_code_line(report: str) -> str:
    [line] = [line for line in report.splitlines() if line.startswith("ok") and " ai code " in line]
    return line


def fingerprint(line: str) -> str:
    return line.split("fingerprint ", 1)[1][:16]


@pytest.fixture(scope="module")
def intact() -> str:
    """The bundle as built: compiled, and the fingerprint every damaged copy must match."""
    line = ai_code_line(self_test(pathlib.Path(BUNDLE)))
    assert ": compiled, fingerprint " in line
    return fingerprint(line)


def test_without_its_extensions_the_bundle_plays_from_the_python_copies(
    tmp_path: pathlib.Path, intact: str
) -> None:
    bundle = damaged_copy(tmp_path)
    for path in extensions(bundle):
        path.unlink()
    report = self_test(bundle)
    line = ai_code_line(report)
    assert ": Python, fingerprint " in line and "the compiled AI did not load: ModuleNotFoundError" in line
    assert fingerprint(line) == intact  # the same decisions
    assert any(row.startswith("ok") and " ai game " in row for row in report.splitlines())  # a whole game


def test_a_compiled_library_that_is_no_library_costs_speed_not_the_game(
    tmp_path: pathlib.Path, intact: str
) -> None:
    bundle = damaged_copy(tmp_path)
    [shared] = [p for p in extensions(bundle) if p.name.startswith("native__mypyc")]
    shared.write_bytes(b"MZ this is not a library for this machine\0" * 200)
    line = ai_code_line(self_test(bundle))
    assert ": Python, fingerprint " in line and "the compiled AI did not load: ImportError" in line
    assert fingerprint(line) == intact


@pytest.mark.skipif("not sys.platform.startswith('linux') or shutil.which('patchelf') is None")
def test_an_extension_needing_a_missing_runtime_library_costs_speed_not_the_game(
    tmp_path: pathlib.Path, intact: str
) -> None:
    bundle = damaged_copy(tmp_path)
    policy = next(p for p in extensions(bundle) if p.name.startswith("policy."))
    subprocess.run(["patchelf", "--add-needed", "libgouji-missing-runtime.so.1", str(policy)], check=True)
    line = ai_code_line(self_test(bundle))
    assert "the compiled AI did not load: ImportError: libgouji-missing-runtime.so.1" in line
    assert fingerprint(line) == intact
