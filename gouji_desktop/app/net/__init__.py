"""Network tables (docs/network.md): friends at one table over a LAN or the
Internet, the computer in the empty seats.

- :mod:`.wire`: a seat's view, events and actions as JSON (the engine's public face only)
- :mod:`.protocol`: the messages, their version, the limits, room codes and seat tokens
- :mod:`.table`: one table (the server owns its ``Match``) and its flow; saving it
- :mod:`.connection`: one client's connection, its limits and its hello
- :mod:`.server`: ``TableServer``, the tables by room code, and ``ServerThread``
- :mod:`.client`: one seat's connection; :mod:`.bot`: the AI playing over it
- :mod:`.session`: what the table scene talks to, local or over the network
- :mod:`.cli`: ``gouji-server``

No pygame here, and ``websockets`` is imported only when something listens or
connects: a single-player game opens no socket.
"""
