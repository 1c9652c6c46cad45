"""``gouji`` / ``python -m gouji_desktop``: open the window and play."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

START = time.perf_counter()


def window_size(text: str) -> tuple[int, int]:
    """``--size 1280x720``; anything else is refused with a message, not a traceback."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 1280x720") from None
    if w <= 0 or h <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 1280x720")
    return w, h


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="gouji", description="Gouji (够级) against the computer")
    p.add_argument("replay", nargs="?", help="a .gouji-replay file to open in the replay viewer")
    p.add_argument("--size", default="1280x720", type=window_size, help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--lang", choices=("zh", "en"))
    p.add_argument("--first-frame", action="store_true", help="print the time to the first frame and exit")
    args, unknown = p.parse_known_args(argv)
    unknown = [a for a in unknown if not a.startswith("-psn_")]  # old macOS Finder adds a process id
    if unknown:
        p.error(f"unrecognized arguments: {' '.join(unknown)}")
    return args


def run(argv: list[str] | None = None) -> int:
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    import pygame

    from gouji_desktop.app.routes import ROUTES
    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.persist import Persistence

    w, h = args.size
    store = Persistence.open()  # GOUJI_DATA_DIR or the user data dir
    settings = store.load_settings()
    if args.lang:
        settings.language = args.lang
    app = App((w, h), settings, fullscreen=True if args.fullscreen else None, store=store, routes=ROUTES)
    app.nav.start()  # the title (the first start offers the tutorial)
    if args.replay:  # `gouji game.gouji-replay`, or a double-click on one
        app.nav.open_replay_file(Path(args.replay))
    app.step(0.0)
    pygame.display.flip()
    if args.first_frame:
        print(f"first frame after {time.perf_counter() - START:.3f} s")
        app.shutdown()
        pygame.quit()
        return 0
    if not app.sounds.available:
        print(f"Gouji: no audio device ({app.sounds.problem}); running silent.", file=sys.stderr)
    app.run()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(run())
