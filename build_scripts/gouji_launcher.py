"""The bundle's entry point: PyInstaller runs this file as ``__main__``.

It does what the ``gouji`` console script does (``gouji --self-test`` and ``--version`` included).
The game starts no worker processes, so the bundle leaves multiprocessing out (see the spec)."""

import sys

from gouji_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
