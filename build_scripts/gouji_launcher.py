"""The bundle's entry point: PyInstaller runs this file as ``__main__``.

It does what the ``gouji`` console script does (``gouji --self-test`` and ``--version`` included)."""

import multiprocessing
import sys

from gouji_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen app must not re-run itself in worker processes
    sys.exit(main())
