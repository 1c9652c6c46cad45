"""`gouji` / `python -m gouji_desktop`: start the game.

``gouji --server ...`` is ``gouji-server ...`` (host tables headless, docs/network.md): the
installers ship one executable, and the .deb's and the .tar.gz's ``gouji-server`` run it so."""

from __future__ import annotations

import multiprocessing
import sys

from gouji_desktop import __version__


def version_line() -> str:
    """What ``gouji --version`` prints; the build scripts compare it with the installers' names."""
    return f"Gouji Desktop {__version__}"


def main(argv: list[str] | None = None) -> int:
    # a spawned worker of a frozen build (the table's computer seats) must not start the game
    multiprocessing.freeze_support()
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--version" in argv:
        print(version_line())
        return 0
    if argv[:1] == ["--server"]:  # everything after it is the server's own options
        from .app.net.cli import main as serve

        return serve(argv[1:])
    if "--self-test" in argv:
        from .selftest import main as self_test

        return self_test()
    # from here on a crash is written to the log file and shown in a message box (a windowed
    # build has no terminal for the traceback)
    from .crashlog import install

    install()
    try:
        from .app.main import run
    except ImportError:  # the GUI has not landed in this build
        print("Gouji Desktop: GUI coming. The rules engine is ready: see README.md.")
        return 0
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
