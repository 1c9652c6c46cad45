"""The README's two commands stay true: CI runs exactly its test command."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(.*?)\n```", text, flags=re.S)


def test_readme_gives_an_install_and_run_command_and_an_install_and_test_command() -> None:
    commands = readme_commands()
    assert any("pip install -e ." in c and c.rstrip().endswith("gouji") for c in commands)
    assert any('".[test]"' in c and "pytest" in c for c in commands)


def test_ci_runs_exactly_the_readme_test_command() -> None:
    test_command = next(c for c in readme_commands() if "pytest" in c)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test_command.strip() in [line.strip() for line in ci]


def test_the_gouji_entry_point_is_declared() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'gouji = "gouji_desktop.__main__:main"' in pyproject
