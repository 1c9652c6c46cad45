"""The rules screen's pages: key -> (简体中文, English), merged into the
catalogue (catalogue.STRINGS).  Long texts, kept apart from the short labels."""

from __future__ import annotations

RULES_PAGES: dict[str, tuple[str, str]] = {
    "rules.title": ("够级规则", "How to play Gouji"),
    "rules.page": ("{i} / {n}", "{i} / {n}"),
    "rules.prev": ("上一页", "Previous"),
    "rules.next": ("下一页", "Next"),
    "rules.p1.title": ("六人两队", "Six players, two teams"),
    "rules.p1.body": (
        "六个人用四副牌(216张),每人36张。隔一个座位是队友:你和两个队友对抗另外三人。"
        "正对面的是你的对头,够级主要是和对头较量。谁先出完牌谁走科:头科、二科、三科、四科、二落、大落。"
        "走科的那一手赢了这一轮,就由他后面还在打的下一家接着出,叫接风。"
        "场上只剩一队的人时这局结束,剩下的人按手里剩牌少的在前排名次。",
        "Six players share four decks (216 cards), 36 each. Every other seat is a partner: you and two "
        "partners play against the other three. The seat opposite is your opposite, your main rival. "
        "Players go out in order: 1st, 2nd, 3rd, 4th, 5th and last. When the hand a player went out with "
        "wins its round, the next seat still playing after him leads (he takes the lead). The game ends "
        "when only one team's players are left: they take the places left, fewest cards first.",
    ),
    "rules.p2.title": ("一手牌", "What you may play"),
    "rules.p2.body": (
        "一手牌是同一点数的牌,没有顺子。2和王是百搭,可以跟任何一手:2当同点数的牌,王还是王。"
        "大小依次是 3 4 5 6 7 8 9 10 J Q K A 2 小王 大王。",
        "A hand is cards of one rank; there are no straights. 2s and jokers are wild and join any hand: "
        "a 2 counts as the hand's rank, a joker stays a joker. Ranks run 3 4 5 6 7 8 9 10 J Q K A 2, "
        "small joker, big joker.",
    ),
    "rules.p3.title": ("管牌", "Beating a hand"),
    "rules.p3.body": (
        "张数相同,并且从大到小一张一张比,每张都更大,才能管上。有大王的牌谁也管不了。",
        "To beat a hand, play as many cards, each bigger than its counterpart when both are sorted high "
        "to low. Nothing beats a hand that holds a big joker.",
    ),
    "rules.p4.title": ("够级牌与开点", "Gouji hands and opening"),
    "rules.p4.body": (
        "够级牌:带王的牌,或至少五个10、四个J、三个Q、两个K、两个A、一个2;管够级牌的牌也是够级牌。"
        "头上还有对头的人出够级牌时,只有他的对头能管(还有无头的人和烧牌的人)。"
        "你有一手够级牌没人管住(赢了这一轮)就是开点;带王的牌和单张2不算开点。不开点下局要交点贡。",
        "Gouji hands: any hand with a joker, or at least five 10s, four Js, three Qs, two Ks, two As or "
        "one 2; a hand that beats a gouji hand is one too. When a headed player plays a gouji hand, only "
        "his opposite may beat it (and headless or burning players). A gouji hand of yours that nobody "
        "beats (it wins its round) opens you; hands with a joker and a single 2 do not count. "
        "Not opening costs point tribute next game.",
    ),
    "rules.p5.title": ("开打之前", "Before the first lead"),
    "rules.p5.body": (
        "发完牌依次是:进贡与还贡(第二局起)、宣点、买三、革命、要头或无头、上班。宣点:牌好可以宣点,只影响点贡。"
        "买三:憋三时没有3的人要买一个3,用自己最小的2或王,先向对头买(对头要有两个以上的3),"
        "再向对方另两家买,都买不到就向队友要。革命:手里没有2也没有王的人可以革命,这局不打,算四科"
        "(两个队友拿了头科二科就算三科)。革命者的对头选要头或无头:要头,他头三手够级牌都是够死级,之后无头;"
        "无头,马上无头。两家或更多人革命,这副牌作废重发;没有3、也没有2和王拿来买三的人必须革命。"
        "上班:同一花色的4最多的人先出牌(憋三关时看3)。",
        "After the deal, in order: tribute and returns (from the second game), declaring, buying a "
        "3, revolution, taking the head or not, the first lead. Declaring: "
        "with a strong hand you may declare; it only changes point tribute. Buying a 3: with Bie San on, "
        "a seat without a 3 buys one with its lowest 2 or joker, from its opposite first (if he holds two "
        "or more 3s), then from the other two opponents; failing that a partner gives one. Revolution: a "
        "seat with no 2 and no joker may revolt and sit the game out, placed 4th (3rd if its partners "
        "take 1st and 2nd). The rebel's opposite then chooses: take the head (his first three gouji hands "
        "are deadly, then he is headless) or go headless at once. If two or more seats revolt, the deal is "
        "void and dealt again; a seat with no 3 and no 2 or joker to buy one with must revolt. "
        "First lead: the seat with the most 4s "
        "of one suit (3s with Bie San off) leads.",
    ),
    "rules.p6.title": ("让牌、烧牌、无头", "Letting, burning, headless"),
    "rules.p6.body": (
        "让牌:对头出的普通牌(不是够级牌),他和你之间的人都过了,你可以让:你后面、对头前面的两家先管"
        "(下家是对方的人,另一家是你的队友);都不管就轮回你,你再管或过,你过了对头就赢这一轮。"
        "这两家都已经过过、不能再管时,让了也马上回到你,所以不给让。"
        "烧牌:头上还有对头的人出够级牌时,除了他和他的对头,谁能一口气出完整手牌(第一手管上,以后每手都带王,"
        "最后一手可以不带)就可以烧;先问他的队友,再问对方。烧的时候被管住叫解烧;烧到走科叫烧成,"
        "被烧的人下局交烧贡。无头:对头走了或革命了,你就无头:什么牌都能管,过了也能再管;"
        "你的牌谁都能管,也不能被烧。",
        "Letting: when your opposite plays a plain (not gouji) hand and everyone between him and you has "
        "passed, you may let: the two seats after you (your next seat, an opponent, and your partner) "
        "answer first; if neither beats it, the turn comes back to you to beat or pass, and if you pass he "
        "wins the round. When both of them have passed already and may not answer, a let would come "
        "straight back, so it is not offered. Burning: when a headed player plays a gouji hand, anyone "
        "but him and his opposite may burn it who can play out his whole hand at once: the first hand "
        "beats it, every later hand holds a joker (the last one need not). His partners are asked first, "
        "then his opponents. A burner whose hand is beaten is broken; one who goes out has burned "
        "and the burned player pays him burn tribute next game. Headless: when your opposite has "
        "gone out or revolted you are headless: you may beat anything, again after passing; anyone may "
        "beat your hands, and they cannot be burned.",
    ),
    "rules.p7.title": ("够死级与四户乱缠", "Deadly hands and the four-way scramble"),
    "rules.p7.body": (
        "够死级:只有烧牌能管,连无头的人也管不了。有两种:要头的人头三手够级牌;"
        "头科或二科用够级牌走科时,他的对头管上这最后一手,管上的这手牌本身就是够死级"
        "(照样可以被烧;没人烧就赢这一轮,由这个对头接着出)。"
        "四户乱缠:场上只剩四家或更少时,从下一次出牌开始乱缠(有人走科的那一轮照常打完):"
        "没有够级、让牌、烧牌、够死级和无头,谁轮到都能管,过了也能再管;别人连着都过,这一轮才结束。",
        "A deadly hand can only be answered by a burn, not even by headless players. Two kinds: "
        "the first three gouji hands of a player who took the head; and when 1st or 2nd place goes out "
        "with a gouji hand and his opposite beats that last hand, the beating hand itself is deadly (it "
        "may still be burned; if nobody burns it, it wins the round and that opposite leads next). "
        "The four-way scramble: once four or fewer seats are active, it begins with the next "
        "lead (the round in which a seat went out finishes under the ordinary rules): no gouji rule, no "
        "letting, no burning, no deadly hands, nobody headless; every seat may beat whenever its turn "
        "comes, passing or not before, and a round ends when all the others pass in a row.",
    ),
    "rules.p8.title": ("憋三与闷", "Bie San and being stuck"),
    "rules.p8.body": (
        "憋三(默认开):3只能单独出,而且剩下的全是3才能出,所以3总是留到最后。"
        "出3之前的那手牌被管住,就被闷了,下局要给管住他的人交一张闷贡;那手没人管住,他就出3走科。",
        "Bie San (on by default): 3s may only be played alone, and only as your whole remaining hand, so "
        "they are always kept to the end. If the hand you played before your 3s is beaten, you are stuck "
        "and owe the player who beat it one stuck tribute next game; if it wins its round, you lead "
        "your 3s and go out.",
    ),
    "rules.p9.title": ("计分与进贡", "Scores and tribute"),
    "rules.p9.body": (
        "头科+4,二科+2,三科+1,四科-1,二落-2,大落-4。一队拿了头科、二科、三科叫串三户:分数翻倍,下局不进贡。"
        "一场五局,第二局起开打前先进贡,依次是闷贡、烧贡、点贡、落贡,交的是自己最大的牌;"
        "落贡:大落给头科两张,二落给二科一张。收到几张贡就还几张(还贡),还哪张自己挑。"
        "不还单张(默认开):还给对方的人时,只能还他手里现在还有的点数(他一张都没有就随便还);队友之间随便还。",
        "1st +4, 2nd +2, 3rd +1, 4th -1, 5th -2, last -4. A team that takes the top three places "
        "scores double and pays no tribute next game. A match is five games; from the second game, "
        "tribute is paid before play in this order: stuck, burn, point and place tribute, always the "
        "giver's highest cards. Place tribute: last gives 1st two cards, 5th gives 2nd one. For every card "
        "received the receiver returns one of his choice. No lone returns (on by default): to an "
        "opponent you may only return ranks he still holds (any card if he holds none of them); between "
        "partners anything goes.",
    ),
    "rules.p10.title": ("点贡", "Point tribute"),
    "rules.p10.body": (
        "点贡在每一对对头之间算,看谁宣点、谁开点(革命的人算没开点,他的对头算开点)。",
        "Point tribute is settled between each pair of opposite seats, from who declared and who opened "
        "(a rebel counts as not opened, his opposite as opened).",
    ),
    "dg.col.a_open": ("A开点,B没开", "A opened, B not"),
    "dg.col.none_open": ("都没开点", "neither opened"),
    "dg.col.both_open": ("都开点", "both opened"),
    "dg.row.both": ("都宣点", "both declared"),
    "dg.row.none": ("都没宣点", "neither declared"),
    "dg.row.a": ("只有A宣点", "only A declared"),
    "dg.give": ("{a}给{b} {n}张", "{a} gives {b} {n}"),
    "dg.each": ("互相给{n}张", "each gives the other {n}"),
    "dg.nothing": ("不交", "nothing"),
    "dg.note": (
        "只有A宣点、B开点而A没开:A给B 3张。",
        "Only A declared, B opened and A did not: A gives B 3.",
    ),
    "rules.ok": ("✓ 可以", "✓ legal"),
    "rules.no": ("× 不行", "× not allowed"),
    "rules.beats": ("管得住", "beats"),
    "rules.not_beats": ("管不住", "does not beat"),
}
