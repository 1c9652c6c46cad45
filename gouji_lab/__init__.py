"""The lab: tools that measure and study the AI, kept out of the shipped game."""
