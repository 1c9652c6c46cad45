"""The workflows stay runnable without a network to ask: every runner label is one GitHub still supports
(build_scripts/runners.toml keeps the labels with their announced retirement dates), every action is at
a major that runs on the runners' current Node, the tests run on all three systems at every push, and
the Windows build installs the Inno Setup release its script is written for."""

from __future__ import annotations

import datetime
import pathlib
import re
import tomllib
from collections.abc import Iterator
from typing import Any

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
RUNNERS = ROOT / "build_scripts" / "runners.toml"
#: a label whose announced retirement is nearer than this fails here first
WARNING = datetime.timedelta(days=90)
#: the first major of each action that runs on Node 24 (the Node 20 majors run with warnings, then not)
NODE24_MAJORS = {
    "actions/checkout": 5,
    "actions/setup-python": 6,
    "actions/upload-artifact": 6,
    "actions/download-artifact": 7,
}


def load(path: pathlib.Path) -> dict[Any, Any]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def labels() -> dict[str, dict[str, str]]:
    return tomllib.loads(RUNNERS.read_text(encoding="utf-8"))["labels"]


def used_labels(workflow: dict[Any, Any]) -> Iterator[tuple[str, str]]:
    """(job, label) for every runner a job may ask for, its matrix expanded."""
    for name, job in workflow["jobs"].items():
        runs_on = job["runs-on"]
        matrix = job.get("strategy", {}).get("matrix", {})
        if runs_on == "${{ matrix.os }}":
            for label in matrix.get("os", []):
                yield name, label
            for leg in matrix.get("include", []):
                yield name, leg["os"]
        else:
            assert "${{" not in runs_on, f"{name}: a runs-on this test cannot read: {runs_on}"
            yield name, runs_on


def actions(workflow: dict[Any, Any]) -> Iterator[tuple[str, str]]:
    for job in workflow["jobs"].values():
        for step in job.get("steps", []):
            if "uses" in step:
                name, _, ref = step["uses"].partition("@")
                yield name, ref


def test_there_are_the_tests_and_the_release_workflows() -> None:
    assert {p.name for p in WORKFLOWS} == {"ci.yml", "release.yml"}


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_every_runner_label_is_supported_and_not_about_to_retire(path: pathlib.Path) -> None:
    known, today = labels(), datetime.date.today()
    for job, label in used_labels(load(path)):
        assert label in known, f"{path.name} {job}: {label} is not in build_scripts/runners.toml"
        entry = known[label]
        assert entry["status"] == "supported", f"{path.name} {job}: {label} is {entry['status']}"
        if entry["retires"]:
            retires = datetime.date.fromisoformat(entry["retires"])
            assert retires - today > WARNING, f"{path.name} {job}: {label} retires on {retires}: move on"


def test_the_label_list_says_what_each_label_is() -> None:
    for label, entry in labels().items():
        assert entry["status"] in ("supported", "deprecated", "retired"), label
        assert entry["arch"] in ("x86_64", "arm64"), label
        if entry["status"] != "supported":
            assert entry["retires"], f"{label}: a deprecated or retired label has its date"
        if entry["retires"]:
            datetime.date.fromisoformat(entry["retires"])
    retired = {label for label, e in labels().items() if e["status"] == "retired"}
    assert {"macos-14", "macos-13", "windows-2019", "ubuntu-20.04"} <= retired
    assert labels()["ubuntu-22.04"]["status"] == "deprecated"


def test_the_label_check_refuses_a_retired_runner() -> None:
    workflow = {
        "jobs": {
            "build": {
                "runs-on": "${{ matrix.os }}",
                "strategy": {"matrix": {"include": [{"os": "macos-14"}, {"os": "ubuntu-24.04"}]}},
            }
        }
    }
    found = dict((label, labels()[label]["status"]) for _, label in used_labels(workflow))
    assert found == {"macos-14": "retired", "ubuntu-24.04": "supported"}


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_every_action_is_at_a_node_24_major(path: pathlib.Path) -> None:
    for name, ref in actions(load(path)):
        assert name in NODE24_MAJORS, f"{path.name}: {name} is not one of the actions this test knows"
        major = re.fullmatch(r"v(\d+)", ref)
        assert major, f"{path.name}: {name}@{ref}: pin a major (vN)"
        assert int(major.group(1)) >= NODE24_MAJORS[name], f"{path.name}: {name}@{ref} runs on Node 20"


def test_the_tests_run_on_windows_macos_and_linux_at_every_push() -> None:
    ci = load(ROOT / ".github" / "workflows" / "ci.yml")
    triggers = ci[True]  # YAML 1.1 reads `on` as true
    assert "push" in triggers and "pull_request" in triggers
    [job] = ci["jobs"].values()
    systems = {labels()[label]["image"].split()[0] for _, label in used_labels(ci)}
    assert systems == {"Ubuntu", "Windows", "macOS"}
    assert {labels()[label]["arch"] for _, label in used_labels(ci) if label.startswith("macos")} == {"arm64"}
    assert job["strategy"]["fail-fast"] is False
    assert job["env"]["PYTHONWARNDEFAULTENCODING"] == "1"
    run = "\n".join(step.get("run", "") for step in job["steps"])
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert '.venv/bin/pip install -e ".[test]" && .venv/bin/python -m pytest' in readme
    assert '"$bin/pip" install -e ".[test]" && "$bin/python" -m pytest' in run  # the same, on every system


def test_pytest_turns_an_encoding_warning_into_an_error() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "error::EncodingWarning" in config["tool"]["pytest"]["ini_options"]["filterwarnings"]
    assert "PYTHONWARNDEFAULTENCODING=1" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_windows_build_installs_the_inno_setup_release_its_script_pins() -> None:
    script = (ROOT / "build_scripts" / "build_windows.ps1").read_text(encoding="utf-8")
    pinned = re.search(r'^\$InnoSetupVersion = "(\d+\.\d+\.\d+)"$', script, re.M)
    assert pinned, "build_windows.ps1 pins the Inno Setup release"
    release = load(ROOT / ".github" / "workflows" / "release.yml")
    installs = [s["run"] for s in release["jobs"]["build"]["steps"] if "choco" in s.get("run", "")]
    assert installs == [
        f"choco install innosetup --version {pinned.group(1)} --allow-downgrade -y --no-progress"
    ]
    # found wherever the installed version put it, with a clear message otherwise
    assert "Uninstall\\Inno Setup *_is1" in script and "Inno Setup *\\ISCC.exe" in script
    assert "only this was found" in script and "was not found" in script
    assert pinned.group(1).startswith("6.")  # gouji.iss: written for Inno Setup 6
    iss = (ROOT / "build_scripts" / "gouji.iss").read_text(encoding="utf-8-sig")
    assert "EncodeVer(6, 3, 0)" in iss
