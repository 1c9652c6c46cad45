"""The bundle's entry point: PyInstaller runs this file as ``__main__``.

It does what the ``gouji`` console script does (``gouji --self-test`` and ``--version`` included).
The table runs its computer seats in a spawned process: in a frozen build that process starts this
same executable, and ``freeze_support`` turns it into the worker instead of a second game window."""

import multiprocessing
import sys

from gouji_desktop.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
