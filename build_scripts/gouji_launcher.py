"""The bundle's entry point: PyInstaller runs this file as ``__main__``.

It does what the ``gouji`` console script does (``gouji --self-test`` and ``--version`` included).
The table runs its computer seats in a spawned process: in a frozen build that process starts this
same executable, and ``freeze_support`` turns it into the worker instead of a second game window.

The installers carry the AI compiled to C (build_scripts/compile_ai.py) and, beside the bundle's
modules, the Python source of each compiled module (``gouji_desktop-python/``, put there by
gouji.spec). A compiled module that will not load on a player's machine (an older system, a missing
runtime library, a security tool that blocks it, a damaged file) must cost speed, never the game: the
launcher imports the compiled modules first and, if any of them fails, forgets them all and imports
the Python copies instead. Both choose exactly alike (the self-test's AI fingerprint); only the hard
level's search gets fewer guesses in its time. The self-test and the diagnostics say which runs and why.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

PACKAGE = "gouji_desktop"
#: the folder, inside the bundle, of the compiled modules' Python source
PYTHON_COPIES = f"{PACKAGE}-python"
#: why the compiled AI did not load, for the self-test and the diagnostics (gouji_desktop.ai.ai_code)
FALLBACK_ENV = "GOUJI_AI_FALLBACK"


class PythonCopies(importlib.abc.MetaPathFinder):
    """Finds the named modules in the Python copies, ahead of every other finder."""

    def __init__(self, root: Path, names: Sequence[str]) -> None:
        self.root = root
        self.names = frozenset(names)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        return importlib.util.spec_from_file_location(
            fullname, self.root / (fullname.replace(".", "/") + ".py")
        )


def copied_modules(root: Path, package: str = PACKAGE) -> list[str]:
    """The dotted names of the modules whose Python copy lies under ``root``."""
    return sorted(
        ".".join(path.relative_to(root).with_suffix("").parts)
        for path in (root / package).rglob("*.py")
        if path.name != "__init__.py"
    )


def use_compiled_or_python(root: Path, package: str = PACKAGE) -> str | None:
    """Import the compiled modules; if one will not load, use the Python copies of all of them.

    All or none: mypyc's modules share one library and reach into each other's classes, so a compiled
    module beside a Python one would not do. Returns why the Python copies are used, or None (the
    compiled modules loaded, or the bundle was built without them)."""
    if not (root / package).is_dir():
        return None
    names = copied_modules(root, package)
    try:
        for name in names:
            importlib.import_module(name)
        return None
    except Exception as error:  # ImportError, OSError, or whatever a damaged module raises as it loads
        reason = f"{type(error).__name__}: {error}".replace("\n", " ")
    # forget every module of the package the failed attempt brought in, then import the copies
    for name in [n for n in sys.modules if n == package or n.startswith(package + ".")]:
        del sys.modules[name]
    sys.meta_path.insert(0, PythonCopies(root, names))
    sys.dont_write_bytecode = True  # never write __pycache__ into the installed bundle
    importlib.invalidate_caches()
    os.environ[FALLBACK_ENV] = reason
    return reason


def bundle_folder() -> Path:
    """Where PyInstaller unpacked the bundle (``_internal``), or this file's folder from source."""
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent))


if __name__ == "__main__":
    import multiprocessing

    use_compiled_or_python(bundle_folder() / PYTHON_COPIES)
    multiprocessing.freeze_support()
    from gouji_desktop.__main__ import main

    sys.exit(main())
