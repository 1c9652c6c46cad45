"""The tutorial's lessons, in the order a newcomer follows them: one idea each, on a fixed deal.

Each lesson's texts are in the catalogue (``tutorial.<key>.title``, ``.goal``, ``.summary`` and the
hints its tasks name). The computer seats play scripted moves, so a lesson always goes the way it
teaches; seat 0 is the player. tests/app/test_tutorial.py plays every lesson with its moves and
checks that a wrong move is refused with its hint.
"""

from __future__ import annotations

from gouji_desktop.engine import Rules, Tribute, TributeKind

from .run import Lesson, task

#: A hand that can beat nothing below and never burns (no 2s, no jokers): the seats that only pass.
WEAK = "4 5 6 7 3"

#: the last lesson (完整一局): a whole game against the normal AI with the hint on, no script
WHOLE_GAME = "game"

LESSONS: tuple[Lesson, ...] = (
    # 1. a hand is one rank; a 2 counts as that rank (贴钱), a joker stays a joker (挂花)
    Lesson(
        key="hand",
        rule_ids=("R-HAND", "R-TIE", "R-HANG"),
        hands=("8 8 8 2 K 5 3", WEAK, WEAK, WEAK, WEAK, WEAK),
        leader=0,
        steps=(
            task("tutorial.hand.hint", "8 8 8 2"),
            "1: pass",
            "2: pass",
            "3: pass",
            "4: pass",
            "5: pass",
        ),
    ),
    # 2. beat with as many cards, each higher (管牌)
    Lesson(
        key="beat",
        rule_ids=("R-BEAT", "R-ANSWER"),
        hands=("10 10 J 2 5 3", WEAK, WEAK, WEAK, WEAK, "9 9 4 3"),
        leader=5,
        steps=(
            "5: 9 9",
            task("tutorial.beat.hint", "10 10", "10 2", "J 2"),
            "1: pass",
            "2: pass",
            "3: pass",
            "4: pass",
            "5: pass",
        ),
    ),
    # 3. a gouji hand: only the 对头 may answer it
    Lesson(
        key="gouji",
        rule_ids=("R-GOUJI", "R-GOUJIANSWER", "R-OPP"),
        hands=("K K K 5 3", WEAK, WEAK, "Q Q Q 4 3", WEAK, WEAK),
        leader=3,
        steps=(
            "3: Q Q Q",
            task("tutorial.gouji.hint", "K K K"),
            "3: pass",
        ),
    ),
    # 4. R-WIN: the round's winner leads the next; out on a hand nobody beats, the lead passes on (接风)
    Lesson(
        key="round",
        rule_ids=("R-WIN", "R-OUT"),
        hands=("A 8 8", WEAK, WEAK, WEAK, WEAK, "Q 9 4 3"),
        leader=5,
        steps=(
            "5: Q",
            task("tutorial.round.hint", "A"),
            "1: pass",
            "2: pass",
            "3: pass",
            "4: pass",
            "5: pass",
            task("tutorial.round.last", "8 8"),
            "1: pass",
            "2: pass",
            "3: pass",
            "4: pass",
            "5: pass",
        ),
    ),
    # 5. 开点: win a round with a plain gouji hand; a joker hung on it does not count
    Lesson(
        key="open",
        rule_ids=("R-OPEN", "R-OPENKIND", "R-DIANGONG"),
        hands=("Q Q Q BJ 5 5 3", WEAK, WEAK, "J J 6 3", WEAK, WEAK),
        leader=0,
        steps=(
            task("tutorial.open.hint", "Q Q Q"),
            "3: pass",
        ),
    ),
    # 6. 让牌: over the 对头's plain hand, let the teammate between answer first
    Lesson(
        key="let",
        rule_ids=("R-LET",),
        hands=("10 10 5 3", WEAK, "A A 6 3", "9 9 8 8 3", WEAK, WEAK),
        leader=3,
        steps=(
            "3: 9 9",
            "4: pass",
            "5: pass",
            task("tutorial.let.hint", "let"),
            "1: pass",
            "2: A A",
        ),
    ),
    # 7. 烧牌: play out the whole hand as a chain of joker hands over an opponent's gouji hand
    Lesson(
        key="burn",
        rule_ids=("R-BURN",),
        hands=("A A SJ 5 6", "K K 7 7 3", WEAK, "8 8 4 3", WEAK, "9 9 4 3"),
        leader=1,
        steps=(
            "1: K K",
            task("tutorial.burn.hint", "burn A A"),
            "3: pass",
            task("tutorial.burn.chain", "5 SJ"),
            "3: pass",
            task("tutorial.burn.last", "6"),
        ),
    ),
    # 8. 憋三: the 3s go last, after a hand nobody can beat, or the 3s are stuck (闷)
    Lesson(
        key="bie3",
        rule_ids=("R-BIE3", "R-MEN"),
        hands=("BJ 8 3", "9 9 4 3", WEAK, "10 10 4 3", WEAK, "J J 4 3"),
        leader=0,
        steps=(
            task("tutorial.bie3.hint", "8 BJ"),
            "3: pass",
            task("tutorial.bie3.last", "3"),
        ),
    ),
    # 9. R-HEAD: the 对头 of a rebel chooses 要头 (three deadly gouji hands, R-DEADLY) or 无头 (R-HEADLESS)
    Lesson(
        key="head",
        rule_ids=("R-HEAD", "R-DEADLY", "R-HEADLESS", "R-REVOLT"),
        hands=("4S 4S K K A A 2 3", "2 9 9 3", "2 8 8 3", "10 10 6 3", "2 7 7 3", "2 J 5 3"),
        leader=None,
        rules=Rules(tribute=False),
        steps=(
            "0: pass",  # 宣点 (the last lesson's idea): nobody declares
            "1: pass",
            "2: pass",
            "3: pass",
            "4: pass",
            "5: pass",
            "3: revolt",  # no 2 and no joker: seat 3 lays its cards down
            task("tutorial.head.hint", "head"),
            task("tutorial.head.deadly", "K K", "A A"),
        ),
    ),
    # 10. 四户乱缠: with four seats left, no gouji rule: anyone beats anything (R-SCRAMBLE)
    Lesson(
        key="scramble",
        rule_ids=("R-SCRAMBLE",),
        hands=("A A 5 3", "8", WEAK, "Q Q 6 3", "A", "K K 6 3"),
        leader=1,
        steps=(
            "1: 8",  # seat 1 goes out
            "2: pass",
            "3: pass",
            "4: A",  # seat 4 goes out: four seats left
            "5: pass",
            "0: pass",  # nothing beats a lone A without a 2
            "5: K K",  # 接风, and the scramble's first lead
            task("tutorial.scramble.hint", "A A"),
            "2: pass",
            "3: pass",
            "5: pass",
        ),
    ),
    # 11. going out (R-OUT), the game's end (R-END), the score (R-SCORE), 串三户 (R-CHUAN3)
    Lesson(
        key="out",
        rule_ids=("R-OUT", "R-END", "R-SCORE", "R-CHUAN3"),
        hands=("10 10 6 6", "9 4 3", "Q", "9 9 5 3", "J", "8 7 4 3"),
        leader=4,
        steps=(
            "4: J",  # seat 4 goes out: 头科
            "5: pass",
            "0: pass",
            "1: pass",
            "2: Q",  # seat 2 goes out: 二科
            "3: pass",
            "5: pass",
            "1: pass",
            "3: 9 9",  # 接风, in the scramble
            "5: pass",
            task("tutorial.out.hint", "10 10"),
            "1: pass",
            "3: pass",
            "5: pass",
            task("tutorial.out.last", "6 6"),
        ),
    ),
    # 12. tribute (R-TRIBORDER, R-TRIBCARD: all four kinds) and 还贡 (R-NORETURNSINGLE)
    Lesson(
        key="tribute",
        rule_ids=(
            "R-TRIBORDER",
            "R-TRIBCARD",
            "R-MENGONG",
            "R-SHAOGONG",
            "R-DIANGONG",
            "R-LUOGONG",
            "R-NORETURNSINGLE",
        ),
        hands=(
            "K K 9 9 6 5 3 3",
            "2 Q 8 8 4 3 3",
            "2 A 7 7 4 3 3",
            "SJ K 9 6 4 3 3",
            "2 10 8 7 5 3 3",
            "BJ J J 7 4 4 3 3",
        ),
        leader=None,
        rules=Rules(declare=False, revolution=False),
        tribute=(
            Tribute(5, 4, TributeKind.MEN, 1),  # seat 4 left seat 5 stuck with its 3s
            Tribute(1, 2, TributeKind.SHAO, 1),  # seat 2 burned seat 1
            Tribute(3, 0, TributeKind.DIAN, 1),  # the player opened, the 对头 did not
            Tribute(5, 2, TributeKind.LUO, 2),  # 大落 to 头科
            Tribute(1, 4, TributeKind.LUO, 1),  # 二落 to 二科
        ),
        steps=(
            "4: return 7",
            "2: return 4",
            task("tutorial.tribute.hint", "return 6"),
            "2: return 7",
            "2: return 7",
            "4: return 8",
        ),
    ),
    # 13. 宣点 (R-DECLARE, R-DIANGONG) and 革命 (R-REVOLT) with a hand without a 2 or a joker; seat 1,
    # with no 3, buys one from its 对头 with a 2 on the way (R-BUY3)
    Lesson(
        key="declare",
        rule_ids=("R-DECLARE", "R-DIANGONG", "R-BUY3", "R-REVOLT", "R-HEAD"),
        hands=("9 8 8 7 6 5 4 3", "2 2 Q 8", "2 A 7 7 3", "SJ K 9 6 3", "2 10 8 3 3", "BJ J 4 3"),
        leader=None,
        steps=(
            task("tutorial.declare.hint", "pass"),
            "1: pass",
            "2: pass",
            "3: pass",
            "4: pass",
            "5: pass",
            task("tutorial.declare.revolt", "revolt"),
            "3: nohead",
        ),
    ),
)

#: every lesson's key in the order of the list: the scripted lessons, then the whole game
COURSE: tuple[str, ...] = (*(lesson.key for lesson in LESSONS), WHOLE_GAME)
