"""The installers are built from exact versions (build_scripts/build-lock.txt), the same on every leg."""

from __future__ import annotations

import pathlib
import re
import tomllib

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = pathlib.Path(__file__).resolve().parents[2]
LOCK = ROOT / "build_scripts" / "build-lock.txt"
SCRIPTS = ("build_linux.sh", "build_macos.sh", "build_windows.ps1")


def pins() -> dict[str, Requirement]:
    found: dict[str, Requirement] = {}
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            found[canonicalize_name(requirement.name)] = requirement
    return found


def test_every_pin_is_one_exact_version() -> None:
    for name, requirement in pins().items():
        [spec] = requirement.specifier
        assert spec.operator == "==" and "*" not in spec.version, f"{name}: {requirement}"


def test_every_dependency_of_the_game_and_of_the_build_is_pinned_inside_its_range() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    wanted = [Requirement(r) for r in project["dependencies"] + extras["build"] + extras["lan"]]
    locked = pins()
    for requirement in wanted:
        name = canonicalize_name(requirement.name)
        assert name in locked, f"{name} is not in build-lock.txt"
        [spec] = locked[name].specifier
        assert requirement.specifier.contains(spec.version, prereleases=True), f"{name} {spec.version}"
    # what PyInstaller needs on each system is pinned for that system
    markers = {name: str(r.marker) for name, r in locked.items() if r.marker}
    assert markers["pefile"] == 'sys_platform == "win32"'
    assert markers["macholib"] == 'sys_platform == "darwin"'


@pytest.mark.parametrize("script", SCRIPTS)
def test_every_build_script_installs_from_the_lock(script: str) -> None:
    text = (ROOT / "build_scripts" / script).read_text(encoding="utf-8")
    # the build tools and LAN discovery (the `lan` extra), which the installers carry
    installs = [line for line in text.splitlines() if re.search(r"pip.*install.*\[build,lan\]", line)]
    assert installs, script
    assert all("build-lock.txt" in line for line in installs), installs
