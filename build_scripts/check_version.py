"""Print the game's version; with a tag, fail unless the tag is exactly ``v`` + that version.

    python build_scripts/check_version.py            -> 0.1.0
    python build_scripts/check_version.py v0.1.0     -> ok, exit 0
    python build_scripts/check_version.py v0.2.0     -> a message naming both, exit 1

The release workflow runs it on the pushed tag before anything is built. It reads
``gouji_desktop/__init__.py`` as text, so it needs no install of the game.
"""

from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
VERSION_LINE = re.compile(r'^__version__ = "([^"]+)"$', flags=re.M)
TAG_PREFIX = "refs/tags/"


def package_version(root: pathlib.Path = ROOT) -> str:
    text = (root / "gouji_desktop" / "__init__.py").read_text(encoding="utf-8")
    found = VERSION_LINE.search(text)
    if not found:
        raise ValueError('gouji_desktop/__init__.py has no line __version__ = "X.Y.Z"')
    return found.group(1)


def tag_problem(tag: str, version: str) -> str | None:
    """Why ``tag`` may not release ``version``, or None when it may."""
    tag = tag.removeprefix(TAG_PREFIX)
    if not re.fullmatch(r"\d+\.\d+\.\d+([a-z0-9.+-]*)", version):
        return f"the version {version!r} in gouji_desktop/__init__.py is not of the form X.Y.Z"
    if tag != f"v{version}":
        return (
            f"the tag {tag!r} does not match the game's version {version!r} "
            f"(gouji_desktop/__init__.py): tag v{version}, or change __version__ and tag again"
        )
    return None


def main(argv: list[str]) -> int:
    version = package_version()
    if not argv:
        print(version)
        return 0
    problem = tag_problem(argv[0], version)
    if problem:
        print(f"check_version.py: {problem}", file=sys.stderr)
        return 1
    print(f"tag {argv[0].removeprefix(TAG_PREFIX)} matches version {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
