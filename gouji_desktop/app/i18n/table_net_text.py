"""The table's strings at a network table: who sits where, waiting for the deal, a lost
connection, what a network table cannot do (docs/network.md).  Merged into the catalogue."""

from __future__ import annotations

TABLE_NET_TEXT: dict[str, tuple[str, str]] = {
    "tnet.bar": ("联机 · 牌桌 {room}", "Online · table {room}"),
    # a computer in the table's seat 0 (the catalogue's seat 0 is "you")
    "tnet.computer_at_0": ("老赵", "Zhao"),
    "tnet.waiting_deal": ("等待发牌…", "Waiting for the deal…"),
    "tnet.waiting_next": ("等待下一局发牌…", "Waiting for the next deal…"),
    # the seat panel's tag: the computer's level, a dropped player, 托管
    "tnet.seat_ai": ("电脑 · {level}", "Computer · {level}"),
    "tnet.seat_away": ("掉线", "Offline"),
    "tnet.seat_auto": ("托管", "Auto"),
    "tnet.err.stale": ("这一步已经过去了", "That decision has passed"),
    "tnet.err.rate": ("操作太快了,请稍等", "Too fast: wait a moment"),
    "tnet.err.not_started": ("还没有发牌", "The table has not dealt yet"),
    "tnet.refused": ("牌桌没有接受:{reason}", "The table refused: {reason}"),
    "tnet.no_review": (
        "联机牌局不能复盘:你看不到别家的牌",
        "No review at a network table: you do not see the other hands",
    ),
    # a lost connection
    "tnet.lost": ("与牌桌的连接断开了", "The connection to the table was lost"),
    "tnet.lost_body": (
        "座位为你留着:重新连接即可回到牌桌;一会儿后托管会替你出牌",
        "Your seat is kept: reconnect to return to the table; after a while the computer plays for you",
    ),
    "tnet.lost_reason": ("原因:{reason}", "Reason: {reason}"),
    "tnet.rejoin": ("重新连接", "Reconnect"),
    "tnet.leave": ("返回", "Back"),
    "tnet.rejoining": ("正在重新连接…", "Reconnecting…"),
    "tnet.rejoin_failed": ("重新连接失败:{reason}", "Could not reconnect: {reason}"),
    # why the connection ended, or could not be made again (the client's own words go to the log)
    "tnet.why.closed": ("主机关闭了牌桌", "The host closed the table"),
    "tnet.why.lost": (
        "连接中断了:网络断开,或主机的游戏退出了",
        "The connection broke: the network, or the host's game quit",
    ),
    "tnet.why.replaced": ("这个座位在另一个窗口连上了", "Your seat was taken back from another window"),
    "tnet.why.refused": (
        "连不上牌桌,主机可能已经关了它",
        "The table cannot be reached: the host may have closed it",
    ),
    "tnet.why.timeout": ("牌桌没有回应", "The table does not answer"),
    "tnet.why.unreachable": ("网络不通,到不了牌桌", "The network does not reach the table"),
    "tnet.why.protocol": (
        "牌桌发来了看不懂的消息(版本可能不同)",
        "The table sent something this game cannot read (another version?)",
    ),
    "tnet.why.room": ("牌桌已经不在了", "The table is gone"),
    "tnet.why.token": ("这个座位已经不是你的了", "That seat is no longer yours"),
    "tnet.why.seat": ("牌桌满了:没有空着的座位", "The table is full: no free seat"),
    "tnet.why.version": ("牌桌的版本不同", "The table runs another version"),
    "tnet.why.other": ("连接意外断开了", "The connection ended unexpectedly"),
    "tnet.results_lost": ("与牌桌的连接断开了:{reason}", "The connection to the table was lost: {reason}"),
    "tnet.match_over": ("比赛结束", "The match is over"),
}
