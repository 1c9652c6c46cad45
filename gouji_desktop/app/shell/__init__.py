"""The shell: the window, the frame loop, the scene stack and the navigator
(the one place that builds scenes); the settings and saved data the app keeps."""
