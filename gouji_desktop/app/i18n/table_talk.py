"""The table's 理牌 (arranging the hand) and quick phrases (快捷语): zh, en."""

from __future__ import annotations

#: the quick phrases (快捷语) a seat may say, as catalogue keys in the order the list shows them; the
#: table's list and the network protocol both use this one tuple (never free text)
PHRASES: tuple[str, ...] = (
    "phrase.nice",  # 好牌!
    "phrase.hurry",  # 快点吧
    "phrase.thanks",  # 谢谢队友
    "phrase.careless",  # 大意了
    "phrase.sorry",  # 不好意思
    "phrase.teamwork",  # 配合得好
)

TABLE_TALK: dict[str, tuple[str, str]] = {
    "btn.sort": ("理牌", "Sort"),
    "btn.talk": ("快捷语", "Chat"),
    "sort.rank": ("按点数", "By rank"),
    "sort.count": ("按张数", "By count"),
    "sort.done.rank": ("按点数理牌:2 和王放在最右", "Sorted by rank: 2s and jokers at the right"),
    "sort.done.count": (
        "按张数理牌:张数多的在左,2 和王放在最右",
        "Sorted by count: biggest groups first, 2s and jokers at the right",
    ),
    "talk.title": ("快捷语", "Quick phrases"),
    "phrase.nice": ("好牌!", "Nice hand!"),
    "phrase.hurry": ("快点吧", "Hurry up!"),
    "phrase.thanks": ("谢谢队友", "Thanks, partner"),
    "phrase.careless": ("大意了", "Careless of me"),
    "phrase.sorry": ("不好意思", "Sorry!"),
    "phrase.teamwork": ("配合得好", "Well played, team"),
}
