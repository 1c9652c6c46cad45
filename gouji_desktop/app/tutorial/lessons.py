"""The tutorial's lessons, in the order a newcomer follows them: one idea each, on a fixed deal.

Each lesson's texts are in the catalogue (``tutorial.<key>.title``, ``.goal``, ``.summary`` and the
hints its tasks name). The computer seats play scripted moves, so a lesson always goes the way it
teaches; seat 0 is the player. tests/app/test_tutorial.py plays every lesson with its moves and
checks that a wrong move is refused with its hint.
"""

from __future__ import annotations

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
    # 4. 开点: win a round with a plain gouji hand; a joker hung on it does not count
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
    # 5. 让牌: over the 对头's plain hand, let the teammate between answer first
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
    # 6. 烧牌: play out the whole hand as a chain of joker hands over an opponent's gouji hand
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
    # 7. 憋三: the 3s go last, after a hand nobody can beat, or the 3s are stuck (闷)
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
)

#: every lesson's key in the order of the list: the scripted lessons, then the whole game
COURSE: tuple[str, ...] = (*(lesson.key for lesson in LESSONS), WHOLE_GAME)
