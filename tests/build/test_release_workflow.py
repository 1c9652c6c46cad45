"""The release workflow would run on GitHub's current hosted runners: every leg tests before it builds,
only the release job may write, the release carries SHA256SUMS, and a tag must match the version."""

from __future__ import annotations

import importlib.util
import pathlib
from types import ModuleType
from typing import Any

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def workflow() -> dict[Any, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def check_version() -> ModuleType:
    path = ROOT / "build_scripts" / "check_version.py"
    spec = importlib.util.spec_from_file_location("check_version", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def legs() -> list[dict[str, str]]:
    return workflow()["jobs"]["build"]["strategy"]["matrix"]["include"]


def step_index(steps: list[dict[str, Any]], needle: str) -> int:
    return next(i for i, step in enumerate(steps) if needle in str(step.get("run", "")))


def test_every_system_and_both_mac_architectures_are_built() -> None:
    """The labels themselves are checked against build_scripts/runners.toml (test_workflows.py)."""
    runners = {leg["os"] for leg in legs()}
    assert runners == {"ubuntu-24.04", "windows-2025", "macos-15", "macos-15-intel"}
    assert workflow()["jobs"]["build"]["strategy"]["fail-fast"] is False


def test_linux_is_built_in_debian_12_so_the_bundle_needs_no_newer_glibc_than_2_36() -> None:
    [linux] = [leg for leg in legs() if leg["os"].startswith("ubuntu")]
    assert linux["container"] == "python:3.11-bookworm"
    assert workflow()["jobs"]["build"]["container"] == "${{ matrix.container }}"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "glibc 2.36" in readme


def test_the_whole_build_runs_every_week_and_publishes_nothing_then() -> None:
    triggers = workflow()[True]
    [schedule] = triggers["schedule"]
    _minute, _hour, day, month, weekday = schedule["cron"].split()
    assert (day, month) == ("*", "*") and weekday != "*"  # once a week
    release = workflow()["jobs"]["release"]
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"  # a scheduled run has no tag


def test_every_leg_runs_the_test_suite_before_it_builds() -> None:
    steps = workflow()["jobs"]["build"]["steps"]
    tests = step_index(steps, "pytest")
    build = step_index(steps, "${{ matrix.build }}")
    assert tests < build
    assert "pip install" in steps[tests]["run"] and '".[test]"' in steps[tests]["run"]
    assert "if" not in steps[tests]  # on every leg, not only some
    assert all("build_scripts/build_" in leg["build"] for leg in legs())


def test_only_the_release_job_may_write_to_the_repository() -> None:
    data = workflow()
    assert data["permissions"] == {"contents": "read"}
    writers = [
        name for name, job in data["jobs"].items() if job.get("permissions", {}).get("contents") == "write"
    ]
    assert writers == ["release"]


def test_the_release_publishes_sha256sums_of_every_installer() -> None:
    release = workflow()["jobs"]["release"]
    assert release["needs"] == "build"
    assert release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    steps = release["steps"]
    checksums = step_index(steps, "sha256sum")
    upload = step_index(steps, "gh release create")
    assert checksums < upload
    assert steps[checksums]["working-directory"] == "installers"
    assert ">SHA256SUMS" in steps[checksums]["run"].replace(" ", "")
    assert "installers/*" in steps[upload]["run"]  # SHA256SUMS sits there with the installers


def test_a_tag_that_differs_from_the_version_stops_the_workflow_before_any_build() -> None:
    jobs = workflow()["jobs"]
    check = next(s for s in jobs["version"]["steps"] if "check_version.py" in s.get("run", "") and "if" in s)
    assert '"$GITHUB_REF_NAME"' in check["run"]
    assert check["if"] == "startsWith(github.ref, 'refs/tags/')"
    assert jobs["build"]["needs"] == "version"


def test_the_workflow_runs_on_a_version_tag_and_by_hand() -> None:
    triggers = workflow()[True]  # YAML 1.1 reads the key `on` as true
    assert triggers["push"] == {"tags": ["v*"]}
    assert "workflow_dispatch" in triggers and "schedule" in triggers


@pytest.mark.parametrize(
    ("tag", "matches"),
    [("v0.1.0", True), ("refs/tags/v0.1.0", True), ("v0.1.1", False), ("0.1.0", False), ("v0.1", False)],
)
def test_check_version_accepts_only_the_tag_v_plus_the_version(tag: str, matches: bool) -> None:
    problem = check_version().tag_problem(tag, "0.1.0")
    assert (problem is None) == matches
    if problem:
        assert "0.1.0" in problem and tag.removeprefix("refs/tags/") in problem


def test_check_version_reads_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    from gouji_desktop import __version__

    module = check_version()
    assert module.package_version() == __version__
    assert module.main([f"v{__version__}"]) == 0
    assert module.main(["v999.0.0"]) == 1
    assert "does not match" in capsys.readouterr().err
