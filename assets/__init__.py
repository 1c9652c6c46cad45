"""Game assets (fonts, images, sounds), importable as ``gouji_desktop.assets`` so
they load the same from a checkout, a pip install and a PyInstaller bundle."""
