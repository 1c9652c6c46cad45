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
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# "...: Python, fingerprint X; the compiled AI did not load: ..." when the launcher fell back
LINE = re.compile(
    r"^ok\s+ai code \(.*\): (compiled|Python), fingerprint ([0-9a-f]{16})(?:; .*)?$", re.MULTILINE
)


#: run in a child started in the checkout, whose sources then come before any installed package
FINGERPRINT = (
    "from gouji_desktop.ai import compiled_ai; from gouji_desktop.selftest import ai_fingerprint; "
    "print(ai_fingerprint(), 'compiled' if compiled_ai() else 'Python')"
)


def checkout_fingerprint() -> tuple[str, str]:
    """The fingerprint of this checkout's sources (not the installed package) and how its AI runs."""
    path = os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH"))))
    env = {**os.environ, "PYTHONPATH": path}
    env.pop("PYTHONSAFEPATH", None)  # the child's working folder, the checkout, comes first
    done = subprocess.run(
        [sys.executable, "-c", FINGERPRINT],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"check_ai_fingerprint: the checkout's fingerprint failed:\n{done.stderr}")
    source, how = done.stdout.split()
    return source, how


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
    source, how = checkout_fingerprint()
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
