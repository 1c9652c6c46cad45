"""``gouji`` / ``python -m gouji_desktop``: open the window and play."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time

START = time.perf_counter()


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="gouji", description="Gouji (够级) against the computer")
    p.add_argument("--size", default="1280x720", help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--lang", choices=("zh", "en"))
    p.add_argument("--first-frame", action="store_true", help="print the time to the first frame and exit")
    return p.parse_args(argv)


def run(argv: list[str] | None = None) -> int:
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    import pygame

    from gouji_desktop.app.shell.app import App
    from gouji_desktop.app.shell.persist import Persistence

    w, h = (int(x) for x in args.size.lower().split("x"))
    store = Persistence.open()  # GOUJI_DATA_DIR or the user data dir
    settings = store.load_settings()
    if args.lang:
        settings.language = args.lang
    app = App((w, h), settings, fullscreen=True if args.fullscreen else None, store=store)
    app.nav.title()
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
