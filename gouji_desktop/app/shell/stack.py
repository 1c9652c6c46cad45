"""The scene stack: only the top scene gets input and time; a scene that
leaves the stack is told so (``on_exit``) by the stack itself."""

from __future__ import annotations

from typing import TypeVar

from gouji_desktop.app.shell.scene import Scene

#: a scene of any kind: push gives back the scene it was given, as its own kind
SceneT = TypeVar("SceneT", bound=Scene)


class SceneStack:
    """Push, pop, replace and clear scenes; every scene that leaves gets
    exactly one ``on_exit``."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: SceneT) -> SceneT:
        self.scenes.append(scene)
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        scene = self.scenes.pop() if self.scenes else None
        if scene is not None:
            scene.on_exit()
        if self.top:
            self.top.on_enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes.pop().on_exit()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack down to ``scene`` alone."""
        self.exit_all()
        return self.push(scene)

    def exit_all(self) -> None:
        """Empty the stack, topmost first, each scene told it is leaving."""
        while self.scenes:
            self.scenes.pop().on_exit()

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None
