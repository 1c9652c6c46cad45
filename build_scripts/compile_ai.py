"""Compile the computer players' hot code to C with mypyc: the same decisions, about twice as fast.

The hard level searches within a time budget, so speed is strength: compiled, its model plays
about 1.9 times as many rollouts a second and it gets about 1.7 times the guesses (docs/ai.md,
"The compiled AI").  The modules
below are typed under ``mypy --strict``; mypyc turns each into a C extension that sits beside its
``.py`` file, and Python imports the extension first.  Everything else stays Python, and a package
without the extensions runs the same code as Python (the self-test says which it is running, and
its AI fingerprint proves the two choose alike).

    python build_scripts/compile_ai.py                  # in place, in this checkout (developers, the arena)
    python build_scripts/compile_ai.py --target SITE    # a non-editable install (the build scripts)
    python build_scripts/compile_ai.py --clean          # remove the extensions again

Needs mypy (which carries mypyc), setuptools and a C compiler for this Python.  The sources are
copied to a temporary folder and compiled there, so no build folder is left behind.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "gouji_desktop"
#: the shared library of the compiled modules, inside the package
GROUP = f"{PACKAGE}.native"
#: what the rollouts and the heuristic run (a module left out stays Python)
MODULES = (
    "engine/hands.py",
    "ai/belief/clues.py",
    "ai/belief/fresh_odds.py",
    "ai/belief/odds.py",
    "ai/belief/sampler.py",
    "ai/endgame/lines.py",
    "ai/heuristic/groups.py",
    "ai/heuristic/policy.py",
    "ai/heuristic/quick.py",
    "ai/heuristic/scoring.py",
    "ai/heuristic/situation.py",
    "ai/heuristic/style.py",
    "ai/heuristic/tactics.py",
    "ai/search/deadline.py",
    "ai/search/rollout.py",
)
SETUP = """\
from setuptools import setup
from mypyc.build import mypycify

setup(
    name="gouji-desktop-native",
    ext_modules=mypycify({paths!r}, opt_level="3", group_name={group!r}),
    script_args=["build_ext", "--inplace"],
)
"""


def extension_suffix() -> str:
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return str(suffix) if suffix else ".so"


def compiled_files(package_dir: Path) -> list[Path]:
    """The extensions this script puts into ``package_dir`` (the folder holding the package)."""
    suffix = extension_suffix()
    names = [m.removesuffix(".py") for m in MODULES] + [GROUP.split(".", 1)[1] + "__mypyc"]
    return [package_dir / PACKAGE / f"{name}{suffix}" for name in names]


def clean(package_dir: Path) -> int:
    removed = [path for path in compiled_files(package_dir) if path.exists()]
    for path in removed:
        path.unlink()
    print(f"compile_ai: removed {len(removed)} extension(s) from {package_dir / PACKAGE}")
    return 0


def compile_into(package_dir: Path) -> int:
    source = package_dir / PACKAGE
    if not (source / "ai" / "heuristic" / "policy.py").is_file():
        print(f"compile_ai: no {PACKAGE} sources under {package_dir}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="gouji-compile-") as tmp:
        work = Path(tmp)
        shutil.copytree(source, work / PACKAGE, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
        paths = [f"{PACKAGE}/{m}" for m in MODULES]
        (work / "setup_native.py").write_text(SETUP.format(paths=paths, group=GROUP), encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "setup_native.py"],
            cwd=work,
            capture_output=True,
            text=True,
            check=False,
            encoding="utf-8",
            errors="replace",
        )
        if done.returncode:
            print(done.stdout[-4000:], done.stderr[-4000:], sep="\n", file=sys.stderr)
            print("compile_ai: mypyc failed; the package stays pure Python", file=sys.stderr)
            return 1
        for built in compiled_files(work):
            if not built.is_file():
                print(f"compile_ai: {built.name} was not built", file=sys.stderr)
                return 1
            target = package_dir / built.relative_to(work)
            shutil.copy2(built, target)
    print(f"compile_ai: {len(MODULES)} modules compiled into {source}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", type=Path, default=ROOT, help="the folder holding the package")
    parser.add_argument("--clean", action="store_true", help="remove the compiled extensions")
    args = parser.parse_args(argv)
    return clean(args.target) if args.clean else compile_into(args.target)


if __name__ == "__main__":
    raise SystemExit(main())
