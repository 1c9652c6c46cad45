"""The table: the scene where a game is played (and replayed), its controller,
model, input, animation, drawing and dialogs."""
