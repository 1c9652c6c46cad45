"""The hint's texts (提示): key -> (简体中文, English), merged into the catalogue (catalogue.STRINGS).

``hint.why.<kind>`` is the one line that says why the normal AI chooses a move, one sentence for
each kind of reason of :class:`gouji_desktop.ai.explain.Why`, with the move's cards filled in
(``{cards}``, ``{rest}``: the hands that follow on a way out), the seat it concerns (``{name}``,
``{count}`` cards left) and the chance that the hand wins its round (``{pct}`` percent).
"""

from __future__ import annotations

HINT_TEXT: dict[str, tuple[str, str]] = {
    "hint.label": ("AI 建议", "AI suggests"),
    "hint.why.go_out": ("{cards} 是最后一手:出完走科", "{cards} is your last hand: play it and go out"),
    "hint.why.line_out": (
        "{cards} 必赢这一轮,然后 {rest} 走科",
        "{cards} wins this round, then {rest} takes you out",
    ),
    "hint.why.open": (
        "{cards} 是够级牌,谁也管不了:开点",
        "{cards} is a gouji hand nobody can answer: you open",
    ),
    "hint.why.sure_win": ("{cards} 没人管得了:这一轮是你的", "Nobody can beat {cards}: the round is yours"),
    "hint.why.burn_out": ("烧牌:{cards} 起烧,一口气出完", "Burn with {cards} and play out your whole hand"),
    "hint.why.let_mate": ("让牌:让后面的队友先接", "Let: your partner after you answers first"),
    "hint.why.leave_mate": ("过:上面是队友{name}的牌,别管他", "Pass: your partner {name} is on top"),
    "hint.why.stop": (
        "{cards} 管上:{name}只剩 {count} 张了",
        "Beat it with {cards}: {name} has only {count} cards left",
    ),
    "hint.why.answer_duitou": (
        "{cards} 管对头的够级牌:只有你能管",
        "{cards} answers your opposite's gouji hand: only you may",
    ),
    "hint.why.beat": ("{cards} 管上,{pct}% 能赢这一轮", "Beat it with {cards}: {pct}% to win the round"),
    "hint.why.shed": (
        "先出 {cards}:小牌早晚要出,大牌留着",
        "Lead {cards}: a weak hand goes now, the strong cards wait",
    ),
    "hint.why.lead_win": ("出 {cards},{pct}% 能赢这一轮", "Lead {cards}: {pct}% to win the round"),
    "hint.why.keep": ("过:大牌留着以后用", "Pass: your strong cards are worth more later"),
    "hint.why.no_burn": ("不烧:烧不到底", "Do not burn: the chain would break"),
    "hint.why.only": ("只能出 {cards}", "{cards} is the only move"),
    "hint.why.only_pass": ("只能过", "Passing is the only move"),
    # the settings screen: what 提示 offers first
    "set.hint_mode": ("提示方式", "Hint"),
    "hint.mode.ai": ("AI 建议", "AI suggestion"),
    "hint.mode.weakest": ("从小到大", "Weakest first"),
}
