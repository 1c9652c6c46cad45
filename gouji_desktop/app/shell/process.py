"""The game's window belongs to the game's own process, never to its AI process.

The computer seats think in a process the table starts (``gouji_desktop/app/table/thinker.py``)
under :data:`AI_PROCESS_NAME`.  Kept here, free of pygame, so that the shell can refuse a window
there without importing the table, and the AI process imports no pygame.
"""

from __future__ import annotations

import multiprocessing

#: the AI process's name (multiprocessing gives it to the process before anything is imported there)
AI_PROCESS_NAME = "gouji-ai"


def refuse_window_in_ai_process() -> None:
    """Called as a window opens.  A script that opens the game without ``if __name__ ==
    "__main__":`` is imported again by the spawned AI process, which would then play a hidden
    game of its own and never answer: end that process at once instead (the real game sees
    it end and its seats think in a thread), saying why."""
    if multiprocessing.current_process().name == AI_PROCESS_NAME:  # set before the script is imported
        raise RuntimeError(
            "the game's AI process imported a script that opens the game window: start the game"
            ' in that script under `if __name__ == "__main__":` (multiprocessing spawn)'
        )
