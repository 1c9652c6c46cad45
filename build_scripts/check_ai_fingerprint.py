"""Check a bundle's self-test report: its AI runs compiled, and chooses exactly as this checkout's Python.

    check_ai_fingerprint.py REPORT      # the report's file, or - for standard input

The self-test's ``ai code`` line names how the AI runs and the fingerprint of its decisions
(``gouji_desktop.selftest.ai_fingerprint``); this script computes the fingerprint from the
checkout's sources and fails when they differ, or when the bundle's AI is not compiled
(``GOUJI_PURE_AI=1``: a build that skipped build_scripts/compile_ai.py on purpose).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# "...: Python, fingerprint X; the compiled AI did not load: ..." when the launcher fell back
LINE = re.compile(
    r"^ok\s+ai code \(.*\): (compiled|Python), fingerprint ([0-9a-f]{16})(?:; .*)?$", re.MULTILINE
)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    report = sys.stdin.read() if argv[0] == "-" else Path(argv[0]).read_text(encoding="utf-8")
    found = LINE.search(report)
    if found is None:
        print("check_ai_fingerprint: the report has no passed 'ai code' line", file=sys.stderr)
        return 1
    kind, bundled = found.groups()
    want_compiled = os.environ.get("GOUJI_PURE_AI") != "1"
    if want_compiled and kind != "compiled":
        print(
            "check_ai_fingerprint: the bundle's AI is not compiled (GOUJI_PURE_AI=1 allows it)",
            file=sys.stderr,
        )
        return 1
    sys.path.insert(0, str(ROOT))  # this checkout's sources, not the installed package
    from gouji_desktop.ai import compiled_ai
    from gouji_desktop.selftest import ai_fingerprint

    source = ai_fingerprint()
    how = "compiled" if compiled_ai() else "Python"
    if source != bundled:
        print(
            f"check_ai_fingerprint: the bundle's AI ({kind}) chooses otherwise: {bundled} != {source}",
            file=sys.stderr,
        )
        return 1
    print(f"check_ai_fingerprint: the bundle's {kind} AI chooses as the checkout's {how} does ({source})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
