"""A computer player over the network client: the AI at a remote seat, as the
tests, the load benchmark and the self-test use it."""

from __future__ import annotations

import asyncio
from typing import Any

from .client import GameResult, TableClient


async def play_bot(client: TableClient, agent: Any, timeout: float = 60.0, most: int = 100_000) -> GameResult:
    """Play ``client``'s seat with ``agent`` (``agent.decide(view, legal)``) from the
    state it holds until the match (or single game) is over; returns the last
    result.  Each wait for the server is bounded by ``timeout`` seconds and the
    whole by ``most`` messages."""
    loop = asyncio.get_running_loop()
    answered: tuple[int, int] | None = None
    readied = 0
    for _ in range(most):
        st = client.state
        if st.result is not None:
            if st.result.match_over:
                return st.result
            if readied != st.game:
                readied = st.game
                await client.ready()
        elif st.legal and st.view is not None and answered != (st.game, st.at):
            answered = (st.game, st.at)
            view, legal = st.view, list(st.legal)
            action = await loop.run_in_executor(None, agent.decide, view, legal)
            await client.act(action)
        kind, data = await client.next_update(timeout)
        if kind == "closed":
            raise ConnectionError(f"the table closed the connection: {data}")
        if kind == "error" and data.get("code") == "rate":
            await asyncio.sleep(0.2)  # the action was dropped: send it again
            answered = None
    raise TimeoutError(f"the match did not end within {most} messages")
