"""What a seat believes about the cards it cannot see.

- :mod:`.clues`: what its view reveals (cards given before play, rebellions, passes, beats, ...).
- :mod:`.odds`: how likely a hand is to be beaten by the unseen cards.
- :mod:`.fresh_odds`: the same odds when nothing is remembered, cached for the rollouts.
- :mod:`.past_choices`: whether a guess of the hidden hands agrees with what the seats chose.
- :mod:`.sampler`: guesses of the hidden hands, consistent with the clues and the past choices.
"""
