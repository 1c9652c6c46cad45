"""Every string the player sees: key -> (简体中文, English).  Gouji's own terms
stay Chinese in the zh column; the en column is complete English.

Placeholders are ``str.format`` fields; :func:`gouji_desktop.app.i18n.tr` fills them.
"""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # ----- title ----------------------------------------------------------
    "app.title": ("够级", "Gouji"),
    "app.subtitle": ("山东六人四副牌 · 两队对抗", "Shandong's six-player, four-deck team card game"),
    "menu.new": ("新游戏", "New game"),
    "menu.continue": ("继续", "Continue"),
    "menu.settings": ("设置", "Settings"),
    "menu.rules": ("规则", "Rules"),
    "menu.stats": ("统计", "Statistics"),
    "menu.quit": ("退出", "Quit"),
    "menu.replays": ("录像", "Replays"),
    "menu.no_save": ("还没有存档的牌局", "No saved game yet"),
    "menu.save_match": ("第 {n}/5 局 · {date}", "Game {n} of 5 · {date}"),
    "menu.save_single": ("单局 · {date}", "Single game · {date}"),
    "menu.save_bad": ("存档无法读取", "The saved game could not be read"),
    "menu.save_loading": ("正在读取存档…", "Reading the saved game…"),
    "menu.read_only": (
        "只读:另一个够级在用这个存档文件夹",
        "Read-only: another Gouji window is using this data folder",
    ),
    "ask.title": ("有一局还没打完", "A game is not finished yet"),
    "ask.body": ("开始新游戏会放弃它。", "Starting a new game gives it up."),
    "ask.keep": ("继续", "Continue"),
    "ask.discard": ("放弃并开始新游戏", "Give up, new game"),
    "ask.cancel": ("取消", "Cancel"),
    "menu.footer": (
        "Esc 暂停 · Enter 出牌 · 空格 过 · H 提示",
        "Esc pause · Enter play · Space pass · H hint",
    ),
    # ----- new game -------------------------------------------------------
    "new.title": ("新游戏", "New game"),
    "new.rules": ("规则选项", "Rule options"),
    "new.bie_san": ("憋三", "Bie San (3s last)"),
    "new.tribute": ("进贡与还贡", "Tribute between games"),
    "new.no_return_single": ("不还单张", "No lone returns"),
    "new.declare": ("允许宣点", "Allow declaring"),
    "new.revolution": ("允许革命", "Allow revolution"),
    "new.mode": ("模式", "Mode"),
    "new.mode_match": ("整场(五局)", "Match (five games)"),
    "new.mode_single": ("单局", "Single game"),
    "new.seed": ("种子", "Seed"),
    "new.seed_random": ("换一个", "Reroll"),
    "new.seed_hint": (
        "同一个种子发同样的牌,可以重玩或分享",
        "The same seed deals the same cards: replay or share it",
    ),
    "new.seed_empty": (
        "种子是空的:请输入数字,或点“换一个”",
        "The seed is empty: type a number or press Reroll",
    ),
    "new.ai": ("电脑水平", "Computer players"),
    "new.start": ("开始", "Start"),
    "tip.bie_san": (
        "憋三:3只能单独出,而且要剩下全是3才能出;出3之前那手被管住就被闷,下局交闷贡。没有3的人开打前要买三。",
        "Bie San: 3s go alone and only as your whole remaining hand; if the hand before them is beaten "
        "you are stuck and pay stuck tribute. Seats without a 3 buy one before play.",
    ),
    "tip.tribute": (
        "进贡与还贡:一场五局,第二局起按上一局的结果进贡(闷贡、烧贡、点贡、落贡),收到几张还几张。",
        "Tribute: a match of five games; from game 2 the last result is paid in cards (stuck, burn, point "
        "and place tribute), and each card received is answered with a returned card.",
    ),
    "tip.no_return_single": (
        "不还单张:还贡给对方的人时,只能还他手里现在还有的点数;他一张都没有就随便还。队友之间不限。",
        "No lone returns: returning to an opponent, only ranks he still holds (any card if he holds none "
        "of them). Between partners anything goes.",
    ),
    "tip.declare": (
        "允许宣点:开打前牌好的人可以宣点。宣了点,开点与否的点贡更大(见规则“点贡”)。",
        "Allow declaring: before play a strong hand may declare; it raises the point tribute for opening "
        "or not (see the rules, Point tribute).",
    ),
    "tip.revolution": (
        "允许革命:没有2也没有王的人可以革命,这局不打,算四科;他的对头选要头或无头。",
        "Allow revolution: a seat with no 2 and no joker may sit the game out, placed 4th; its opposite "
        "then takes the head or goes headless.",
    ),
    "tip.ai": (
        "电脑水平:简单,出得像样但弱;普通,一套很强的打法;困难,在普通之上每步用约一秒模拟后面的牌局。",
        "Computer level: easy plays plausibly but weakly; normal follows a strong set of heuristics; hard "
        "adds about a second a move of simulating how the game could go on.",
    ),
    "tip.mode": (
        "整场五局,累计总分,局间进贡;单局只打一局,不进贡。",
        "A match is five games with running totals and tribute between games; a single game is one game, "
        "no tribute.",
    ),
    "tip.seed": (
        "种子决定发牌:同一个种子、同样的出牌,牌局完全一样,可以和朋友打同一副牌。",
        "The seed decides the deal: the same seed and the same moves give the same game, so friends can "
        "play the same cards.",
    ),
    "new.back": ("返回", "Back"),
    "level.easy": ("简单", "Easy"),
    "level.normal": ("普通", "Normal"),
    "level.hard": ("困难", "Hard"),
    "level.random": ("随机", "Random"),
    "opt.on": ("开", "On"),
    "opt.off": ("关", "Off"),
    # ----- seats and teams ------------------------------------------------
    "seat.0": ("你", "You"),
    "seat.1": ("小李", "Li"),
    "seat.2": ("老王", "Wang"),
    "seat.3": ("阿强", "Qiang"),
    "seat.4": ("大刘", "Liu"),
    "seat.5": ("小陈", "Chen"),
    "rel.1": ("下家", "next"),
    "rel.2": ("队友", "partner"),
    "rel.3": ("对头", "opposite"),
    "rel.4": ("队友", "partner"),
    "rel.5": ("上家", "previous"),
    "team.0": ("我方", "Us"),
    "team.1": ("对方", "Them"),
    # ----- table ----------------------------------------------------------
    "btn.play": ("出牌", "Play"),
    "btn.pass": ("过", "Pass"),
    "btn.let": ("让", "Let"),
    "btn.burn": ("烧", "Burn"),
    "btn.hint": ("提示", "Hint"),
    "btn.auto": ("托管", "Autoplay"),
    "btn.auto_off": ("取消托管", "Stop autoplay"),
    "btn.log": ("记录", "Log"),
    "btn.menu": ("菜单", "Menu"),
    "btn.return": ("还贡", "Return"),
    "turn.lead": ("轮到你发牌:选牌后出牌", "Your lead: choose cards and play"),
    "turn.burn_offer": (
        "可以烧牌!选第一手后按烧,或过",
        "You may burn: choose the first hand and burn, or pass",
    ),
    "turn.yours": ("轮到你:{options}", "Your turn: {options}"),
    "turn.let_back": ("让回来了:{options}", "The let came back: {options}"),
    "turn.only_pass": ("要不起:只能过", "Nothing beats it: pass"),
    "turn.opt.play": ("上牌", "beat it"),
    "turn.opt.pass": ("过", "pass"),
    "turn.opt.let": ("让", "let"),
    "join.sep": ("、", ", "),
    "join.or": ("或", " or "),
    "timer.left": ("{text} · {s}秒", "{text} · {s} s"),
    "timer.took_over": ("时间到:托管替你出了这一手", "Time is up: autoplay made this move for you"),
    "turn.thinking": ("{name} 思考中", "{name} is thinking"),
    "turn.revolt_phase": ("革命阶段", "Revolution phase"),
    "turn.autoplay": ("托管中:电脑替你出牌", "Autoplay: the computer plays for you"),
    "turn.return": ("请选一张牌还给 {name}", "Choose a card to return to {name}"),
    "mark.declared": ("宣点", "Declared"),
    "mark.opened": ("开点", "Opened"),
    "mark.headless": ("无头", "Headless"),
    "mark.burning": ("烧牌中", "Burning"),
    "mark.rebel": ("革命", "Revolted"),
    "place.0": ("头科", "1st"),
    "place.1": ("二科", "2nd"),
    "place.2": ("三科", "3rd"),
    "place.3": ("四科", "4th"),
    "place.4": ("二落", "5th"),
    "place.5": ("大落", "Last"),
    "cards.n": ("{n}张", "{n} cards"),
    "bubble.pass": ("过", "Pass"),
    "bubble.let": ("让", "Let"),
    "bubble.burn": ("烧!", "Burn!"),
    "bubble.opened": ("开点!", "Opened!"),
    "bubble.men": ("闷!", "Stuck!"),
    "bubble.broken": ("解烧", "Burn broken"),
    "bubble.burn_success": ("烧成!", "Burned!"),
    "bubble.declare": ("宣点!", "Declares!"),
    "bubble.revolt": ("革命!", "Revolts!"),
    "bubble.head": ("要头", "Takes the head"),
    "bubble.nohead": ("无头", "Headless"),
    "bubble.deadly": ("够死级", "Deadly"),
    "bubble.gouji": ("够级!", "Gouji!"),
    "chip.gouji": ("够级", "Gouji"),
    "chip.deadly": ("够死级", "Deadly"),
    "line.gouji": ("够级牌:只有对头({name})能管", "Gouji hand: only the opposite ({name}) may beat it"),
    "line.deadly": ("够死级:只有烧牌能管({name})", "Deadly hand: only a burn may answer {name}"),
    "line.burning": ("烧牌中:{name} 烧 {target}", "Burning: {name} burns {target}"),
    "line.scramble": ("四户乱缠:谁都能管", "Four-way scramble: anyone may beat"),
    "round.title": ("上一轮", "Last round"),
    "round.none": ("还没有打完的一轮", "No round finished yet"),
    "round.won": ("{name} 赢了这一轮", "{name} won the round"),
    "btn.round": ("上一轮", "Last round"),
    "bubble.takes_lead": ("接风", "Takes the lead"),
    "banner.scramble": ("四户乱缠!", "Four-way scramble!"),
    "banner.void_deal": ("这副牌作废,重新发牌", "Void deal: dealing again"),
    "banner.first_lead": ("{name} 上班,先出牌", "{name} leads first"),
    "banner.chuan3": ("串三户!", "Top three places!"),
    "banner.buy3": ("{name} 用 {paid} 向 {target} 买三", "{name} buys a 3 from {target} for {paid}"),
    "banner.ask3": ("{name} 向队友 {target} 要三", "{name} asks partner {target} for a 3"),
    "counter.title": ("记牌器", "Unseen"),
    "counter.r0": ("3", "3"),
    "counter.r1": ("4", "4"),
    "counter.r2": ("5", "5"),
    "counter.r3": ("6", "6"),
    "counter.r4": ("7", "7"),
    "counter.r5": ("8", "8"),
    "counter.r6": ("9", "9"),
    "counter.r7": ("10", "10"),
    "counter.r8": ("J", "J"),
    "counter.r9": ("Q", "Q"),
    "counter.r10": ("K", "K"),
    "counter.r11": ("A", "A"),
    "counter.r12": ("2", "2"),
    "counter.r13": ("小", "SJ"),
    "counter.r14": ("大", "BJ"),
    "drop.here": ("拖到这里出牌", "Drop here to play"),
    "hint.none": ("没有能出的牌", "Nothing can be played"),
    "game.n": ("第 {n}/{total} 局", "Game {n} of {total}"),
    "game.single": ("单局", "Single game"),
    "game.seed": ("种子 {seed}", "Seed {seed}"),
    "game.score": ("我方 {a} : {b} 对方", "Us {a} : {b} Them"),
    # the word down a joker's edge: as on real decks, English cards say JOKER on both,
    # told apart by colour (black small, red big) and the crown
    "card.sj": ("小王", "JOKER"),
    "card.bj": ("大王", "JOKER"),
    "joker.small": ("小王", "Small Joker"),
    "joker.big": ("大王", "Big Joker"),
    # ----- log ------------------------------------------------------------
    "log.title": ("最近记录", "Recent events"),
    "log.lead": ("{name} 出 {cards}", "{name} leads {cards}"),
    "log.beat": ("{name} 上 {cards}", "{name} beats with {cards}"),
    "log.pass": ("{name} 过", "{name} passes"),
    "log.let": ("{name} 让牌", "{name} lets"),
    "log.burn": ("{name} 烧 {target} 的牌", "{name} burns {target}'s hand"),
    "log.burn_broken": ("{target} 解了 {name} 的烧", "{target} breaks {name}'s burn"),
    "log.burn_success": ("{name} 烧成,{target} 交烧贡", "{name}'s burn succeeds: {target} owes burn tribute"),
    "log.men": ("{name} 被 {target} 闷了", "{name} is stuck by {target}"),
    "log.round_won": ("{name} 赢了这一轮", "{name} wins the round"),
    "log.opened": ("{name} 开点", "{name} opens"),
    "log.out": ("{name} 走科:{place}", "{name} goes out: {place}"),
    "log.takes_lead": ("{name} 接风", "{name} takes the lead"),
    "log.headless": ("{name} 无头了", "{name} is headless"),
    "log.scramble": ("四户乱缠开始", "The four-way scramble begins"),
    "log.game_over": ("本局结束", "The game is over"),
    "log.deal": ("发牌", "Cards are dealt"),
    "log.declare": ("{name} 宣点", "{name} declares"),
    "log.buy3": ("{name} 向 {target} 买三", "{name} buys a 3 from {target}"),
    "log.ask3": ("{name} 向 {target} 要三", "{name} asks {target} for a 3"),
    "log.revolt": ("{name} 革命", "{name} revolts"),
    "log.head": ("{name} 要头", "{name} takes the head"),
    "log.nohead": ("{name} 选无头", "{name} goes headless"),
    "log.void_deal": ("作废重发", "Void deal: dealt again"),
    "log.first_lead": ("{name} 先出", "{name} leads first"),
    "log.tribute": ("{name} 向 {target} 交{kind} {n}张", "{name} pays {target} {n} ({kind})"),
    "log.return": ("{name} 还给 {target} 一张", "{name} returns a card to {target}"),
    "log.empty": ("还没有记录", "Nothing yet"),
    # ----- tribute --------------------------------------------------------
    "trib.title": ("进贡", "Tribute"),
    "trib.men": ("闷贡", "stuck tribute"),
    "trib.shao": ("烧贡", "burn tribute"),
    "trib.dian": ("点贡", "point tribute"),
    "trib.luo": ("落贡", "place tribute"),
    "trib.why.men": ("被闷了", "was stuck with 3s"),
    "trib.why.shao": ("被烧了", "was burned"),
    "trib.why.dian": ("开点/宣点结算", "opening and declaring"),
    "trib.why.luo": ("落后的给领先的", "the last pay the first"),
    "trib.row": ("{giver} → {receiver}", "{giver} → {receiver}"),
    "trib.detail": ("{kind} {n}张 · {why}", "{kind}, {n} · {why}"),
    "trib.return_to": ("选一张牌还给 {name}({i}/{n})", "Choose a card to return to {name} ({i} of {n})"),
    "trib.rule": (
        "不还单张:只能还 {name} 手里还有的点数;亮的牌可以还",
        "No lone returns: only ranks {name} still holds; lit cards are allowed",
    ),
    "trib.free": ("队友之间,任意一张都可以", "Between partners any card will do"),
    "trib.waiting": ("等待还贡", "Waiting for returns"),
    "trib.none": ("串三户后不进贡", "No tribute after a team took the top three places"),
    # ----- dialogs --------------------------------------------------------
    "dlg.declare.title": ("宣点吗?", "Declare?"),
    "dlg.declare.body": (
        "宣点是押注你一定能开点:开点了对头多交点贡,没开点你多交。",
        "Declaring bets that you will open: if you do, your opposite pays more; if not, you pay more.",
    ),
    "dlg.declare.yes": ("宣点", "Declare"),
    "dlg.declare.no": ("不宣", "Don't"),
    "dlg.revolt.title": ("革命吗?", "Revolt?"),
    "dlg.revolt.body": (
        "你没有2也没有王,可以革命:亮牌不玩这局,排四科(队友拿头科二科时排三科)。",
        "You hold no 2 and no joker: you may revolt, sit this game out and take 4th (3rd if your partners "
        "take 1st and 2nd).",
    ),
    "dlg.revolt.yes": ("革命", "Revolt"),
    "dlg.revolt.no": ("不革命", "Play on"),
    "dlg.head.title": ("要头还是无头?", "Head or headless?"),
    "dlg.head.body": (
        "你的对头革命了。要头:你的前三手够级牌是够死级;无头:你马上无头,谁的牌都能管。",
        "Your opposite revolted. Head: your first three gouji hands are deadly. Headless: you are headless "
        "at once and may beat anything.",
    ),
    "dlg.head.yes": ("要头", "Head"),
    "dlg.head.no": ("无头", "Headless"),
    # ----- results --------------------------------------------------------
    "res.title": ("第 {n} 局结果", "Game {n} results"),
    "res.title_single": ("本局结果", "Results"),
    "res.place": ("名次", "Place"),
    "res.player": ("玩家", "Player"),
    "res.opened": ("开点", "Opened"),
    "res.declared": ("宣点", "Declared"),
    "res.score": ("得分", "Score"),
    "res.total": ("总分", "Total"),
    "res.chuan3": ("串三户!得分翻倍,不进贡", "Top three places! Scores double, no tribute"),
    "res.next": ("下一局", "Next game"),
    "res.menu": ("主菜单", "Menu"),
    "res.again": ("再来一局", "Play again"),
    "res.again_match": ("再来一场", "New match"),
    "res.per_game": ("各局我方 {scores}", "our games {scores}"),
    "res.match_over": ("整场结束", "Match over"),
    "res.win_us": ("我方获胜!", "Our team wins!"),
    "res.win_them": ("对方获胜", "Their team wins"),
    "res.draw": ("平局", "A draw"),
    "res.match_total": ("比赛总分:我方 {a} : {b} 对方", "Match total: us {a} : {b} them"),
    "res.game_total": ("本局:我方 {a} : {b} 对方", "This game: us {a} : {b} them"),
    "res.tribute_next_list": ("下局进贡:{items}", "Tribute next game: {items}"),
    "res.tribute_item": ("{giver}→{receiver} {kind}{n}张", "{giver} → {receiver}, {n} ({kind})"),
    "res.tribute_none": ("下局不用进贡", "No tribute next game"),
    "res.yes": ("✓", "✓"),
    "res.no": ("-", "-"),
    # ----- settings -------------------------------------------------------
    "set.title": ("设置", "Settings"),
    "set.language": ("语言", "Language"),
    "lang.zh": ("中文", "中文"),
    "lang.en": ("English", "English"),
    "set.anim": ("动画速度", "Animation speed"),
    "speed.slow": ("慢", "Slow"),
    "speed.normal": ("正常", "Normal"),
    "speed.fast": ("快", "Fast"),
    "speed.instant": ("瞬间", "Instant"),
    "set.ai_delay": ("电脑出牌间隔", "Computer move delay"),
    "set.seconds": ("{s} 秒", "{s} s"),
    "set.volume": ("音量", "Volume"),
    "set.muted": ("静音", "Muted"),
    "set.fullscreen": ("全屏", "Full screen"),
    "set.card_back": ("牌背", "Card back"),
    "back.0": ("蓝格", "Blue lattice"),
    "back.1": ("红纹", "Red weave"),
    "back.2": ("绿云", "Green clouds"),
    "set.no_audio": ("没有音频设备:静音运行", "No audio device: running silent"),
    "set.mute": ("静音", "Mute"),
    "set.replays_kept": ("保留录像", "Replays kept"),
    "set.counter": ("记牌器", "Card counter"),
    "set.auto_pass": ("要不起自动过", "Auto-pass when nothing beats"),
    "set.turn_timer": ("出牌计时", "Turn timer"),
    "set.replays_n": ("{n} 局", "{n} games"),
    "set.replays_none": ("不保留", "None"),
    "set.data_dir": ("存档文件夹", "Data folder"),
    "set.config_dir": ("设置文件夹", "Settings folder"),
    "set.no_storage": ("不保存(测试模式)", "Not saved (test mode)"),
    "set.saved": ("设置已自动保存", "Settings are saved automatically"),
    "set.write_problem": (
        "× 现在无法保存到这个文件夹;游戏照常进行,会自动再试",
        "× Saving to this folder fails right now; play goes on and saving is retried",
    ),
    "set.log_dir": ("日志文件夹", "Log folder"),
    "set.copy_diag": ("复制诊断信息", "Copy diagnostics"),
    "set.diag_copied": (
        "诊断信息已复制,可以粘贴到问题报告里",
        "Diagnostics copied: paste them into your bug report",
    ),
    "set.diag_saved": ("没有剪贴板:诊断信息已保存到 {path}", "No clipboard: diagnostics saved to {path}"),
    "set.diag_failed": ("无法复制诊断信息", "The diagnostics could not be copied"),
    # ----- crash (a message box from gouji_desktop.crashlog) --------------
    "crash.title": ("够级 · 出错了", "Gouji · Something went wrong"),
    "crash.body": (
        "游戏遇到错误,必须关闭。\n错误记录在:\n{path}\n\n报告问题时请附上这个文件。",
        "The game hit an error and must close.\nThe details are in:\n{path}\n\n"
        "Please attach this file when you report the problem.",
    ),
    "common.back": ("返回", "Back"),
    "common.ok": ("确定", "OK"),
    # ----- statistics -----------------------------------------------------
    "stats.title": ("统计", "Statistics"),
    "stats.overall": ("总体", "Overall"),
    "stats.by_level": ("按电脑水平", "By computer level"),
    "stats.empty": (
        "还没有打完的牌局。打完一局就会记在这里。",
        "No finished games yet. Finish a game and it shows here.",
    ),
    "stats.games": ("局数", "Games"),
    "stats.matches": ("整场", "Matches"),
    "stats.match_line": ("{n} 场 · 赢 {won} · 平 {drawn}", "{n} · won {won} · drawn {drawn}"),
    "stats.places": ("名次分布", "Places"),
    "stats.team_win": ("我方胜率", "Team win rate"),
    "stats.open_rate": ("开点率", "Opening rate"),
    "stats.burns": ("烧牌", "Burns"),
    "stats.burns_line": ("烧成 {made} · 被烧 {burned}", "made {made} · suffered {burned}"),
    "stats.chuan3": ("串三户", "Top three places"),
    "stats.chuan3_line": ("我方 {ours} · 对方 {theirs}", "us {ours} · them {theirs}"),
    "stats.points": ("总得分", "Total points"),
    "stats.avg_place": ("平均名次", "Average place"),
    "stats.level": ("水平", "Level"),
    "stats.col.games": ("局数", "Games"),
    "stats.col.team_win": ("胜率", "Win %"),
    "stats.col.open": ("开点率", "Open %"),
    "stats.col.avg": ("平均名次", "Avg place"),
    "stats.col.points": ("总得分", "Points"),
    "stats.notes": (
        "胜率:你和两个队友总分为正的局数比例。\n开点率:你开点的局数比例。\n平均名次:1 是头科,6 是大落。"
        "\n分水平统计:五个电脑同一水平时记在该水平下,否则记为混合。",
        "Win %: games in which your team (you and your two partners) scored above zero.\n"
        "Open %: games in which you opened.\nAvg place: 1 is first out, 6 is last.\n"
        "A game counts under a level when all five computer players had it, else under Mixed.",
    ),
    "stats.none": ("-", "-"),
    "stats.replays": ("录像", "Replays"),
    "level.mixed": ("混合", "Mixed"),
    # ----- replays --------------------------------------------------------
    "rep.title": ("录像", "Replays"),
    "rep.empty": (
        "还没有录像。打完的牌局会自动保存在这里。",
        "No replays yet. Finished games are kept here.",
    ),
    "rep.game": ("局", "Game"),
    "rep.in_match": ("整场 第{n}局", "Match, game {n}"),
    "rep.single": ("单局", "Single game"),
    "rep.date": ("日期", "Date"),
    "rep.place": ("你的名次", "Your place"),
    "rep.score": ("你的得分", "Your score"),
    "rep.order": ("走科顺序", "Finishing order"),
    "rep.steps": ("步数", "Moves"),
    "rep.page": ("{i} / {n}", "{i} / {n}"),
    "rep.bar": ("录像 · {date}", "Replay · {date}"),
    "rep.step": ("第 {k}/{n} 步", "Move {k} of {n}"),
    "rep.to_start": ("|◀", "|◀"),
    "rep.back": ("◀", "◀"),
    "rep.play": ("播放", "Play"),
    "rep.pause": ("暂停", "Pause"),
    "rep.forward": ("▶", "▶"),
    "rep.to_end": ("▶|", "▶|"),
    "rep.keys": ("← → 单步 · 空格 播放/暂停 · Home/End 开头/结尾", "← → step · Space play/pause · Home/End"),
    "act.play": ("{name} 出 {cards}", "{name} plays {cards}"),
    "act.burn": ("{name} 烧 {cards}", "{name} burns with {cards}"),
    "act.return": ("{name} 还贡 {cards}", "{name} returns {cards}"),
    "act.pass": ("{name} 过", "{name} passes"),
    "act.let": ("{name} 让", "{name} lets"),
    "act.declare": ("{name} 宣点", "{name} declares"),
    "act.no_declare": ("{name} 不宣点", "{name} does not declare"),
    "act.revolt": ("{name} 革命", "{name} revolts"),
    "act.no_revolt": ("{name} 不革命", "{name} does not revolt"),
    "act.head": ("{name} 要头", "{name} takes the head"),
    "act.nohead": ("{name} 无头", "{name} goes headless"),
    "act.no_burn": ("{name} 不烧", "{name} does not burn"),
    "rep.next_by": ("下一步:{name}", "Next: {name}"),
    "rep.over": ("本局结束", "The game is over"),
    "rep.unknown_date": ("日期不详", "Date unknown"),
    # ----- replays as files (.gouji-replay) ---------------------------------
    "rep.export": ("导出", "Export"),
    "rep.exported": ("已导出,可发给朋友:{path}", "Exported for sharing: {path}"),
    "rep.export_failed": ("无法导出这个录像", "This replay could not be exported"),
    "rep.import": ("导入", "Import"),
    "imp.title": ("导入录像", "Import a replay"),
    "imp.pick": (
        "点一个录像文件:它会加入录像列表并打开",
        "Click a replay file: it joins your replays and opens",
    ),
    "imp.empty": ("没有找到 .gouji-replay 录像文件", "No .gouji-replay files found"),
    "imp.drop": (
        "也可以把录像文件拖进游戏窗口,或者双击它",
        "You can also drop a replay file on the game window, or double-click it",
    ),
    "imp.looked_in": ("找过的文件夹:", "Folders looked in:"),
    # ----- storage notices ------------------------------------------------
    "what.settings": ("设置", "settings"),
    "what.autosave": ("存档", "saved game"),
    "what.statistics": ("统计", "statistics"),
    "what.replay": ("录像", "replay"),
    "notice.bad_file": (
        "{what}文件已损坏,原文件另存为 {aside}",
        "The {what} file was damaged; it was kept aside as {aside}",
    ),
    "notice.future_version": (
        "{what}文件来自更新版本的游戏,已另存为 {aside}",
        "The {what} file comes from a newer version of the game; it was kept aside as {aside}",
    ),
    "notice.move_failed": (
        "{what}文件已损坏,也无法移开({aside}),已忽略",
        "The {what} file is damaged and could not be moved aside ({aside}); it is ignored",
    ),
    "notice.restored_backup": (
        "{what}文件有问题,已用备份恢复",
        "The {what} file was restored from its backup",
    ),
    "notice.field_reset": (
        "{what}中有 {n} 项无效,已改用默认值",
        "{n} invalid value(s) in the {what} were replaced by defaults",
    ),
    "notice.read_failed": ("无法读取{what}文件", "The {what} file could not be read"),
    "notice.write_failed": (
        "{what}没能保存:{reason}。游戏照常进行,稍后会再试",
        "Saving failed ({what}): {reason}. Play goes on; saving will be retried",
    ),
    "notice.write_recovered": ("{what}又能保存了", "Saving works again ({what})"),
    "notice.upgraded": ("{what}文件已从旧版本升级", "The {what} file was upgraded from an older version"),
    "notice.small_screen": (
        "屏幕({size})小于游戏最小尺寸 1024×640,部分画面可能超出屏幕",
        "The screen ({size}) is smaller than the game's 1024×640: parts may not fit",
    ),
    "notice.no_audio": ("没有找到声音设备,游戏静音运行", "No audio device found: playing without sound"),
    "notice.not_found": ("找不到这个录像", "That replay was not found"),
    "notice.thread_crash": (
        "后台任务出错了,游戏照常进行。错误记录在 {path}",
        "A background task failed; play goes on. The details are in {path}",
    ),
    "notice.replay_file": ("无法打开录像 {name}:{reason}", "The replay {name} could not be opened: {reason}"),
    "notice.replay_reason.unreadable": ("文件无法读取", "the file cannot be read"),
    "notice.replay_reason.too_big": ("文件太大,不是录像", "the file is too big to be a replay"),
    "notice.replay_reason.not_a_replay": (
        "不是够级录像,或者已经损坏",
        "it is not a Gouji replay, or it is damaged",
    ),
    "notice.replay_reason.missing": ("文件不存在", "the file does not exist"),
    "notice.internal_error": ("存储出了问题,游戏照常进行", "A storage problem occurred; play goes on"),
    "notice.read_only": (
        "另一个够级正在用这个存档文件夹,这里只读:不保存设置、牌局和录像,打完的牌局照样计入统计",
        "Another Gouji window is using this data folder, so this one is read-only: settings, "
        "the game in progress and replays are not saved; finished games still count in the statistics",
    ),
    "notice.reason.read_only": ("磁盘是只读的", "the disk is read-only"),
    "notice.reason.full": ("磁盘已满", "the disk is full"),
    "notice.reason.quota": ("磁盘配额已用完", "the disk quota is used up"),
    "notice.reason.denied": ("没有写入权限", "no permission to write there"),
    "notice.reason.unknown": ("未知错误", "unknown error"),
    # ----- pause ----------------------------------------------------------
    "pause.title": ("暂停", "Paused"),
    "pause.resume": ("继续游戏", "Resume"),
    "pause.menu": ("回主菜单", "Main menu"),
    # ----- rules screen ---------------------------------------------------
    "rules.title": ("够级规则", "How to play Gouji"),
    "rules.page": ("{i} / {n}", "{i} / {n}"),
    "rules.prev": ("上一页", "Previous"),
    "rules.next": ("下一页", "Next"),
    "rules.p1.title": ("六人两队", "Six players, two teams"),
    "rules.p1.body": (
        "六个人用四副牌(216张),每人36张。隔一个座位是队友:你和两个队友对抗另外三人。"
        "正对面的是你的对头,够级主要是和对头较量。谁先出完牌谁走科:头科、二科、三科、四科、二落、大落。",
        "Six players share four decks (216 cards), 36 each. Every other seat is a partner: you and two "
        "partners play against the other three. The seat opposite is your opposite, your main rival. "
        "Players go out in order: 1st, 2nd, 3rd, 4th, 5th and last.",
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
        "无头,马上无头。上班:同一花色的4最多的人先出牌(憋三关时看3)。",
        "After the deal, in order: tribute and returns (from the second game), declaring, buying a "
        "3, revolution, taking the head or not, the first lead. Declaring: "
        "with a strong hand you may declare; it only changes point tribute. Buying a 3: with Bie San on, "
        "a seat without a 3 buys one with its lowest 2 or joker, from its opposite first (if he holds two "
        "or more 3s), then from the other two opponents; failing that a partner gives one. Revolution: a "
        "seat with no 2 and no joker may revolt and sit the game out, placed 4th (3rd if its partners "
        "take 1st and 2nd). The rebel's opposite then chooses: take the head (his first three gouji hands "
        "are deadly, then he is headless) or go headless at once. First lead: the seat with the most 4s "
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
    # ----- engine reasons (IllegalAction / IllegalHand codes) --------------
    "err.not_your_turn": ("还没轮到你", "It is not your turn"),
    "err.game_over": ("这局已经结束", "The game is over"),
    "err.not_held": ("你没有 {cards}", "You do not hold {cards}"),
    "err.empty": ("请先选牌", "Choose the cards to play"),
    "err.mixed_ranks": ("一手牌只能是同一点数:{a} 和 {b} 不同", "A hand holds one rank: {a} and {b} differ"),
    "err.straight": ("够级没有顺子:一手牌只能是同一点数", "No straights in Gouji: a hand holds one rank"),
    "err.bie3_wild": ("憋三:3 只能单独出,不能带2或王", "Bie San: 3s go alone, without 2s or jokers"),
    "err.bie3_last": ("憋三:3 要留到最后一手出", "Bie San: 3s are played last, as your whole hand"),
    "err.burn_chain_lead": (
        "烧牌中:除最后一手外每手都要带王",
        "You are burning: every hand but your last must hold a joker",
    ),
    "err.burn_chain": (
        "烧牌:这手之后剩下的牌要能一手手带王出完",
        "To burn, the cards left must go out in hands that each hold a joker, but the last",
    ),
    "err.wrong_size": ("上家是 {n} 张({top}),要出 {n} 张", "The top is {n} cards ({top}): answer with {n}"),
    "err.unbeatable": ("{top} 带大王,管不住", "Nothing beats {top}: it holds a big joker"),
    "err.too_low": ("{cards} 管不住 {top}", "{cards} does not beat {top}"),
    "err.must_lead": ("该你发牌:请出一手牌", "You lead this round: play a hand"),
    "err.no_let": (
        "只能让对头的普通牌,而且中间的人都已经过",
        "You may let only your opposite's plain hand after the seats between passed",
    ),
    "err.no_burn": ("现在不能烧牌", "No burn is open to you now"),
    "err.burn_offer": ("现在只能烧牌或过", "Burn or decline the burn now"),
    "err.wrong_phase": ("现在不能这样做", "That is not possible now"),
    "err.one_card": ("一次还一张", "Return one card at a time"),
    "err.no_return_single": (
        "不还单张:只能还 {giver} 手里还有的点数({ranks})",
        "No lone returns: return a rank {giver} still holds ({ranks})",
    ),
    "err.illegal": ("{cards} 现在不能出", "{cards} cannot be played now"),
    "err.not_action": ("这不是一个动作", "That is not an action"),
}
