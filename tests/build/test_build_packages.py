"""Every package of the game is listed in pyproject.toml, or a pip install and the bundle lack it."""

import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_package_with_code_is_listed_in_pyproject() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    listed = set(pyproject["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "gouji_desktop").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found - listed == set()
