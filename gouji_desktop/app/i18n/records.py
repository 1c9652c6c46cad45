"""Strings of the player's records: statistics, replays (and replay files)
and storage notices: key -> (简体中文, English), merged into catalogue.STRINGS."""

from __future__ import annotations

RECORDS: dict[str, tuple[str, str]] = {
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
    "notice.read_only_lock": (
        "存档文件夹里的 gouji.lock 不是能写的文件,这里只读:不保存设置、牌局和录像。把它移走,再打开够级就好了",
        "gouji.lock in the data folder is not a file this window can write, so it is read-only: settings, "
        "the game in progress and replays are not saved. Remove it and start Gouji again",
    ),
    "notice.reason.read_only": ("磁盘是只读的", "the disk is read-only"),
    "notice.reason.full": ("磁盘已满", "the disk is full"),
    "notice.reason.quota": ("磁盘配额已用完", "the disk quota is used up"),
    "notice.reason.denied": ("没有写入权限", "no permission to write there"),
    "notice.reason.unknown": ("未知错误", "unknown error"),
}
