"""Settings, saves, statistics and replays under the user data dir."""
