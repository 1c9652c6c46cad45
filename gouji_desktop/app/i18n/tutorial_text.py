"""The tutorial's texts (教程): key -> (简体中文, English), merged into the catalogue
(catalogue.STRINGS). Each lesson has a title, a goal (what to do now), the hints its tasks name and a
one-line summary (gouji_desktop/app/tutorial/lessons.py)."""

from __future__ import annotations

TUTORIAL_TEXT: dict[str, tuple[str, str]] = {
    "tutorial.title": ("教程", "Tutorial"),
    "menu.tutorial": ("教程", "Tutorial"),
    "tutorial.intro": (
        "一课一个要点,在牌局里学会够级。",
        "One idea a lesson: learn Gouji by playing it.",
    ),
    "tutorial.done": ("已学完", "Done"),
    "tutorial.bar_menu": ("返回教程", "Lessons"),
    "tutorial.row": ("第 {i} 课  {title}", "{i}. {title}"),
    "tutorial.lesson": ("第 {i} 课 / 共 {n} 课", "Lesson {i} of {n}"),
    "tutorial.next": ("下一课", "Next lesson"),
    "tutorial.again": ("再来一次", "Play it again"),
    "tutorial.menu": ("返回教程", "Back to the lessons"),
    "tutorial.offer": (
        "第一次玩够级?先花几分钟学一学吧。",
        "New to Gouji? Take a few minutes to learn it first.",
    ),
    "tutorial.offer.title": ("要先学一下够级吗?", "Learn Gouji first?"),
    "tutorial.offer.go": ("去教程", "Open the tutorial"),
    "tutorial.offer.later": ("以后再说", "Maybe later"),
    "tutorial.offer.where": (
        "教程随时可以从主菜单打开。",
        "The tutorial is always on the title screen.",
    ),
    "tutorial.refused": ("这手不行:{reason}", "Not allowed: {reason}"),
    # 1. a hand
    "tutorial.hand.title": ("一手牌", "A hand"),
    "tutorial.hand.goal": (
        "一手牌是同一点数的牌,2 可以当成这个点数(贴钱)。把三张 8 和一张 2 一起出:四张 8。",
        "A hand is cards of one rank, and a 2 counts as that rank. Lead your three 8s with the 2: four 8s.",
    ),
    "tutorial.hand.hint": (
        "选中三张 8 和那张 2,一起出。",
        "Select the three 8s and the 2, and play them together.",
    ),
    "tutorial.hand.summary": (
        "2 跟着谁就当谁用(贴钱);王永远是王(挂花)。",
        "A 2 counts as the rank it joins; a joker always stays a joker.",
    ),
    # 2. beating
    "tutorial.beat.title": ("管牌", "Beating a hand"),
    "tutorial.beat.goal": (
        "上家出了 9 9。出同样张数、每张都更大的牌就能管上:用一对更大的牌管住它。",
        "The seat before you led 9 9. Play as many cards, each one higher, to beat it: "
        "beat it with a higher pair.",
    ),
    "tutorial.beat.hint": (
        "要管 9 9,得出两张比 9 大的:10 10 就行,J 和 2 也算一对 J。",
        "To beat 9 9, play two cards higher than 9: 10 10 will do, and J with a 2 is a pair of Js.",
    ),
    "tutorial.beat.summary": (
        "管牌要张数相同,并且每张都更大。",
        "To beat a hand, play as many cards, each one higher.",
    ),
    # 3. gouji hands
    "tutorial.gouji.title": ("够级牌和对头", "Gouji hands and your opposite"),
    "tutorial.gouji.goal": (
        "对头出了 Q Q Q,这是够级牌:只有他的对头,也就是你,才能管。用 K K K 管住它。",
        "Your opposite led Q Q Q, a gouji hand: only his opposite, you, may answer it. Beat it with K K K.",
    ),
    "tutorial.gouji.hint": (
        "够级牌只有对头能管,别人都只能看着。出 K K K。",
        "Only the opposite may answer a gouji hand; everyone else is skipped. Play K K K.",
    ),
    "tutorial.gouji.summary": (
        "五个 10、四个 J、三个 Q、两个 K 或 A、一张 2,或者带王的牌,都是够级牌:只有对头能管。",
        "Five 10s, four Js, three Qs, two Ks or As, one 2, or any hand with a joker is a gouji hand: "
        "only the opposite may answer it.",
    ),
    # 4. opening
    "tutorial.open.title": ("开点", "Opening"),
    "tutorial.open.goal": (
        "用不带王的够级牌赢下一轮就是开点;没开点,下一局要给对头进贡。出 Q Q Q,把大王留着。",
        "Win a round with a gouji hand without a joker and you have opened; if you have not, you pay "
        "your opposite tribute in the next game. Lead Q Q Q and keep the big joker.",
    ),
    "tutorial.open.hint": (
        "挂上王的牌不算开点。对头管不了 Q Q Q,直接出 Q Q Q 就能开点,大王以后还有用。",
        "A hand with a joker hung on does not open. Your opposite cannot beat Q Q Q: lead it alone to "
        "open, and keep the joker for later.",
    ),
    "tutorial.open.summary": (
        "开点要用不带王的够级牌赢下一轮;开了点就不用进点贡。",
        "You open by winning a round with a gouji hand without a joker; then you owe no point tribute.",
    ),
    # 5. letting
    "tutorial.let.title": ("让牌", "Letting"),
    "tutorial.let.goal": (
        "对头出了 9 9,中间的人都过了。你可以让牌:先让下家和你的队友接,轮回来你还能再管。",
        "Your opposite led 9 9 and everyone between has passed. You may let: the seats after you, your "
        "partner among them, answer first, and the turn still comes back to you.",
    ),
    "tutorial.let.hint": (
        "点“让”。队友手里有 A A,让他来管,你的 10 10 留着。",
        "Press Let. Your partner holds A A: let him beat it and keep your 10 10.",
    ),
    "tutorial.let.summary": (
        "对头出的不是够级牌、中间的人都过了,就可以让牌,让队友先接。",
        "When your opposite's hand is not a gouji hand and everyone between has passed, you may let "
        "your partner answer first.",
    ),
    # 6. burning
    "tutorial.burn.title": ("烧牌", "Burning"),
    "tutorial.burn.goal": (
        "下家出了 K K。你能一口气出完:A A 管住它,再出带王的 5,最后出 6。这就是烧牌。",
        "The next seat played K K. You can play out your whole hand: A A beats it, then 5 with the "
        "joker, then the 6. That is a burn.",
    ),
    "tutorial.burn.hint": (
        "点“烧”,用 A A 烧他的 K K。",
        "Press Burn and burn his K K with A A.",
    ),
    "tutorial.burn.chain": (
        "烧牌时每手都要带王,只有最后一手不用。现在出 5 和小王。",
        "While burning, every hand holds a joker except the very last. Now play the 5 with the small joker.",
    ),
    "tutorial.burn.last": (
        "最后一手不用带王:出 6,走科。",
        "The last hand needs no joker: play the 6 and go out.",
    ),
    "tutorial.burn.summary": (
        "别人出够级牌时,能一口气出完的人可以烧牌;烧成了,他下一局要给你进一张烧贡。",
        "When someone plays a gouji hand, a seat that can play out its whole hand may burn it; a burn "
        "that holds earns one card of burn tribute next game.",
    ),
    # 7. 憋三
    "tutorial.bie3.title": ("憋三和闷", "Threes last, and being stuck"),
    "tutorial.bie3.goal": (
        "憋三:3 必须最后出。先出一手谁也管不了的牌,再出 3 走科。",
        "With 3s last, your 3 must be your last hand. First play a hand nobody can beat, then the 3 "
        "goes out.",
    ),
    "tutorial.bie3.hint": (
        "单出 8 会被管住,你就只剩 3 被闷了。8 带上大王一起出,谁也管不了。",
        "A lone 8 can be beaten, and then you are stuck with your 3. Play the 8 with the big joker: "
        "nobody can beat that.",
    ),
    "tutorial.bie3.last": ("现在出 3,走科。", "Now play the 3 and go out."),
    "tutorial.bie3.summary": (
        "留一手必赢的牌在 3 前面;手里只剩 3 又出不去,就是被闷。",
        "Keep a sure winner for just before your 3s; left with only 3s and no way to play them, you "
        "are stuck.",
    ),
    # 8. a whole game with the hint on
    "tutorial.game.title": ("完整一局", "A whole game"),
    "tutorial.game.goal": (
        "和电脑完整打一局。提示一直开着:每次轮到你,手牌上方会显示 AI 的建议和理由;按“提示”就选中建议的牌。",
        "Play a whole game against the computer, with the hint on: each time it is your turn, the AI's "
        "suggestion and its reason show above your hand; press Hint to select the suggested cards.",
    ),
    "tutorial.game.start": ("开始", "Start"),
    "tutorial.game.summary": (
        "你是{place},本局我方得 {a} 分,对方得 {b} 分。想复习哪一课,随时回到教程。",
        "Your place: {place}. This game: us {a}, them {b}. Come back to any lesson when you like.",
    ),
}
