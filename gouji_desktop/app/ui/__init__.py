"""Building blocks every screen uses: widgets, layout, fonts, card art, sound, notices and animation."""
