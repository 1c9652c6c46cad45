"""The other screens: title, pause, settings, new game, results, rules,
statistics and the replay list.  Scenes never import one another: they ask
``app.nav``."""
