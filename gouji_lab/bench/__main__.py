"""``python -m gouji_lab.bench NAME``: see :mod:`gouji_lab.bench`."""

import sys

from gouji_lab.bench import main

if __name__ == "__main__":
    sys.exit(main())
