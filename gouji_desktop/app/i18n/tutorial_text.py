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
    # 4. winning a round, 接风
    "tutorial.round.title": ("赢一轮和接风", "Winning a round"),
    "tutorial.round.goal": (
        "上家出了一张 Q。用 A 管上:谁也管不了 A,轮回到你,这一轮就是你赢的,下一轮由你先出。"
        "然后出完最后两张 8,看看谁接着出。",
        "The seat before you led a Q. Beat it with your A: nobody can beat the A, the turn comes back "
        "to you, you win the round and lead the next one. Then play your last two 8s, and see who "
        "leads after you.",
    ),
    "tutorial.round.hint": (
        "单张 A 比 Q 大,别人都管不了它:出 A。",
        "A single A beats the Q, and nobody can beat the A: play it.",
    ),
    "tutorial.round.last": (
        "这一轮你赢了,由你先出。两张 8 一起出:牌出完就走科。",
        "You won the round, so you lead. Play both 8s together: they are your last cards, and you go out.",
    ),
    "tutorial.round.summary": (
        "你走科了,是{place}。没人管的一手牌赢下这一轮;出牌的人已经走科,就由他的下家先出,这叫接风。",
        "You went out: {place}. A hand nobody beats wins its round; when its player has gone out, the "
        "next seat after him leads instead: the lead passes on.",
    ),
    # 5. opening
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
    # 6. letting
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
    # 7. burning
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
    # 8. 憋三
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
    # 9. 要头, 无头, 够死级
    "tutorial.head.title": ("要头、无头和够死级", "Head, headless, deadly hands"),
    "tutorial.head.goal": (
        "对头革命了:他没有 2 也没有王,把牌放下不打了。你来选:要头,你的前三手够级牌都是够死级,"
        "谁也管不了,只能被烧;无头,你马上就是无头。选好了,再出一手够级牌试试。",
        "Your opposite has revolted: with no 2 and no joker he lays his cards down. Now you choose: "
        "take the head, and your first three gouji hands are deadly, nobody may answer them but by a "
        "burn; or go headless at once. Then lead a gouji hand and see.",
    ),
    "tutorial.head.hint": (
        "你有 K K 和 A A 两手够级牌:选要头,它们都是够死级。",
        "You hold two gouji hands, K K and A A: take the head, and both will be deadly.",
    ),
    "tutorial.head.deadly": (
        "你先出。出一手够级牌,K K 或 A A:够死级,没人能管。",
        "You lead. Play a gouji hand, K K or A A: it is deadly, and nobody may answer it.",
    ),
    "tutorial.head.summary": (
        "要头:前三手够级牌是够死级,一出就赢下这一轮(还开了点);第三手之后你就无头了。"
        "无头的人什么牌都能管,谁也都能管他的牌;对头走科了,你也是无头。",
        "With the head, your first three gouji hands are deadly: this one won its round at once, and "
        "opened. After the third you are headless: a headless seat may beat any hand and anyone may beat "
        "its hands. You are headless too once your opposite has gone out.",
    ),
    # 10. 四户乱缠
    "tutorial.scramble.title": ("四户乱缠", "Four-way scramble"),
    "tutorial.scramble.goal": (
        "两家已经走科,只剩四家:从这一轮起是四户乱缠,没有够级牌的规矩了。上家接风出了 K K,"
        "你不是他的对头,现在也能管:用 A A 管住它。",
        "Two seats have gone out and four are left: from this round on it is a four-way scramble, with "
        "no gouji rule. The seat before you took the lead and played K K; you are not his opposite, but "
        "now you may beat it: play A A.",
    ),
    "tutorial.scramble.hint": (
        "四户乱缠里谁都能管,不用是对头:出 A A。",
        "In the scramble anyone may beat any hand, opposite or not: play A A.",
    ),
    "tutorial.scramble.summary": (
        "剩四家就乱缠:没有够级牌、让牌、烧牌和够死级,轮到谁谁都能管,过了牌也还能再管。",
        "With four seats left it is a scramble: no gouji rule, no letting, no burning, no deadly hands; "
        "each seat may beat the top when its turn comes, even after passing.",
    ),
    # 11. going out, places, the score, 串三户
    "tutorial.out.title": ("走科、名次和计分", "Going out, places and the score"),
    "tutorial.out.goal": (
        "按走科的先后排名:头科 +4,二科 +2,三科 +1,四科 -1,二落 -2,大落 -4。两个队友已经是头科、二科,"
        "你再拿三科就是串三户,分数翻倍。对头出了 9 9:管上它,再走科。",
        "Places go by the order of going out: 1st +4, 2nd +2, 3rd +1, 4th -1, 5th -2, last -4. Your "
        "partners are 1st and 2nd already; go out 3rd and your team sweeps the top three, and the scores "
        "double. Your opposite led 9 9: beat it, then go out.",
    ),
    "tutorial.out.hint": (
        "用 10 10 管住 9 9。过牌的话,对方可能先走科,串三户就没了。",
        "Beat 9 9 with 10 10. If you pass, an opponent may go out first, and the sweep is lost.",
    ),
    "tutorial.out.last": (
        "两张 6 一起出,一手走科。单出一张 6 会被管住。",
        "Lead both 6s together and go out in one hand; a single 6 can be beaten.",
    ),
    "tutorial.out.summary": (
        "你是{place},得 {mine:+d} 分;队友头科、二科:串三户,分数翻倍,我方 {us:+d},对方 {them:+d}。"
        "对方剩下的人按手里剩牌多少排名。串三户之后不进贡:下一局进贡 {owed} 张。",
        "You are {place}, {mine:+d}; your partners are 1st and 2nd: a sweep, the scores double, us "
        "{us:+d}, them {them:+d}. The others are placed by the cards they hold. A sweep pays no tribute: "
        "next game's tribute is {owed} cards.",
    ),
    # 12. tribute and 还贡
    "tutorial.tribute.title": ("进贡和还贡", "Tribute and returns"),
    "tutorial.tribute.goal": (
        "新一局先进贡:闷贡给闷你的人,烧贡给烧你的人,点贡给开了点的对头,落贡是大落给头科两张、"
        "二落给二科一张。进贡给最大的牌,自动给。你上一局开了点、对头没开:他进你一张点贡,你还他一张。",
        "A new game starts with tribute: stuck tribute to whoever left you stuck with 3s, burn tribute "
        "to whoever burned you, point tribute to an opposite who opened when you did not, and place "
        "tribute (last gives 1st two cards, 5th gives 2nd one). Tribute is the giver's highest cards, "
        "paid for him. You opened last game and your opposite did not: he paid you one card; return one.",
    ),
    "tutorial.tribute.hint": (
        "还给对手的牌只能是他手里有的点数(不还单张):K、9、6 或 3。还那张单 6,对子留着。",
        "A card returned to an opponent must be of a rank he holds: K, 9, 6 or 3. Return the lone 6 and "
        "keep your pairs.",
    ),
    "tutorial.tribute.summary": (
        "这一局共进贡 {paid} 张,你收到 {got},还了 {gave}。进贡给最大的牌,还贡还自己用不着的;"
        "串三户之后不进贡。",
        "This deal paid {paid} cards of tribute; you got {got} and returned {gave}. Tribute is the "
        "giver's best cards, a return is a card you can spare; after a sweep of the top three nothing "
        "is paid.",
    ),
    # 13. 宣点 and 革命
    "tutorial.declare.title": ("宣点和革命", "Declaring and revolting"),
    "tutorial.declare.goal": (
        "开打前每家可以宣点。宣点只改变点贡的多少(见表):开了点收得多,没开点给得多。"
        "你的牌没有 2 也没有王,很难开点:不宣。接着还要决定革不革命。",
        "Before play each seat may declare. A declaration only changes the point tribute (see the "
        "table): you take more if you open and pay more if you do not. Your hand has no 2 and no joker "
        "and will hardly open: do not declare. Then decide whether to revolt.",
    ),
    "tutorial.declare.hint": (
        "这手牌开不了点,宣了点要多给对头点贡:选“不宣”。",
        "This hand will not open, and a declaration would cost you more tribute: choose not to declare.",
    ),
    "tutorial.declare.revolt": (
        "没有 2 也没有王就可以革命:把牌放下,这局不打,坐四科(队友拿了头科、二科就坐三科)。"
        "这手牌打不出名堂:革命。",
        "A seat with no 2 and no joker may revolt: it lays its cards down and sits the game out, placed "
        "4th (3rd if its partners take 1st and 2nd). This hand can do little: revolt.",
    ),
    "tutorial.declare.summary": (
        "革命的人算没开点,他的对头算开了点,对头再选要头还是无头;两家革命这副牌就作废重发。"
        "你没宣点,只欠对头一张点贡;宣了点就是三张。宣点之后,没有 3 的人拿一张 2 或王买三,先找对头买;"
        "连 2 和王都没有,就只能革命。",
        "A rebel counts as not opened and his opposite as opened, and the opposite chooses the head or "
        "headless; if two seats revolt, the deal is void. Not declared, you owe your opposite one card "
        "of point tribute; declared, it would be three. After the declarations a seat with no 3 buys one, "
        "from its opposite first, paying a 2 or a joker; with neither, it must revolt.",
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
