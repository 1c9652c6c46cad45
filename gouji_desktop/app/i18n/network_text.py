"""The network screens' strings: 联机 on the title, hosting, joining, the lobby
(docs/network.md).  Merged into the catalogue (catalogue.py)."""

from __future__ import annotations

NETWORK_TEXT: dict[str, tuple[str, str]] = {
    "menu.online": ("联机", "Play with friends"),
    "what.network_table": ("主持的牌桌", "hosted table"),
    "menu.save_hosted": ("联机牌桌 {room} · {date}", "Your network table {room} · {date}"),
    "menu.hosted_failed": ("无法重开联机牌桌:{reason}", "Cannot reopen your network table: {reason}"),
    "net.title": ("联机", "Play with friends"),
    "net.intro": (
        "和朋友在各自的电脑上同桌打牌,空着的座位由电脑来打",
        "Friends play at one table from their own computers; the computer plays the empty seats",
    ),
    "net.host": ("创建牌桌", "Host a table"),
    "net.join": ("加入牌桌", "Join a table"),
    "net.back": ("返回", "Back"),
    # ----- hosting ------------------------------------------------------------------
    "net.host_title": ("创建牌桌", "Host a table"),
    "net.seats": ("座位", "Seats"),
    "net.seat_label": ("{n} 号座 · {team}", "Seat {n} · {team}"),
    "net.team.0": ("甲队", "Team A"),
    "net.team.1": ("乙队", "Team B"),
    "net.seat_host": ("你(房主)", "You (host)"),
    "net.seat_person": ("朋友", "A friend"),
    "net.seat_ai": ("电脑 · {level}", "Computer · {level}"),
    "net.settings": ("牌桌", "The table"),
    "net.name": ("你的名字", "Your name"),
    "net.name_default": ("房主", "Host"),
    "net.timer": ("每步限时", "Turn timer"),
    "net.timer_off": ("不限时", "No limit"),
    "net.timer_s": ("{n} 秒", "{n} s"),
    "net.reach": ("谁能加入", "Who may join"),
    "net.reach_lan": ("本局域网", "This LAN"),
    "net.reach_internet": ("互联网", "The Internet"),
    "net.reach_lan_note": (
        "只有同一局域网里的电脑能连进来",
        "Only computers on this local network can connect",
    ),
    "net.reach_internet_note": (
        "所有网卡都在听:谁知道地址都能连,只有房间码挡着,而且不加密",
        "Anyone with the address can connect: only the room code keeps them out, "
        "and nothing is encrypted",
    ),
    "net.start_hosting": ("开桌", "Open the table"),
    "net.host_failed": ("无法在 {address} 开桌:{reason}", "Cannot open a table on {address}: {reason}"),
    "net.tip.seat": (
        "点一下换:朋友(留给人坐)或电脑的水平。0 2 4 一队,1 3 5 一队,正对面是对头",
        "Click to change: a friend's seat or the computer's level. Seats 0 2 4 are one team, "
        "1 3 5 the other; the seat across the table is your opposite",
    ),
    # ----- joining -------------------------------------------------------------------
    "net.join_title": ("加入牌桌", "Join a table"),
    "net.address": ("地址:端口", "Address:port"),
    "net.room": ("房间码", "Room code"),
    "net.player_name": ("名字", "Name"),
    "net.player_default": ("玩家", "Player"),
    "net.connect": ("加入", "Join"),
    "net.connecting": ("正在连接 {address}…", "Connecting to {address}…"),
    "net.lan_tables": ("局域网上的牌桌", "Tables on this LAN"),
    "net.searching": ("正在寻找局域网上的牌桌…", "Looking for tables on this LAN…"),
    "net.found_row": ("{name} 的牌桌", "{name}'s table"),
    "net.found_free": ("{n} 个空座", "{n} free"),
    "net.found_version": ("版本不同", "Other version"),
    "net.found_pick": (
        "点一下填入地址,再问房主要房间码",
        "Click one to fill in its address; ask the host for the code",
    ),
    "net.discovery_missing": (
        "这个版本没有局域网发现:请用地址和房间码加入",
        "This copy of the game has no LAN discovery: join by address and room code",
    ),
    "net.discovery_off": ("局域网发现不可用:{reason}", "LAN discovery is not available: {reason}"),
    "net.refused.room": (
        "房间码不对,或者这张牌桌已经关了",
        "Wrong room code, or the table has closed",
    ),
    "net.refused.seat": ("牌桌满了:没有空着的座位", "The table is full: no free seat"),
    "net.refused.version": (
        "版本不同:请双方都用同一版本的够级",
        "Another version: both players need the same version of Gouji",
    ),
    "net.refused.connect": ("连不上 {address}:{reason}", "Cannot connect to {address}: {reason}"),
    "net.refused.timeout": ("{address} 没有回应", "{address} does not answer"),
    "net.refused.token": ("这个座位已经不是你的了", "That seat is no longer yours"),
    "net.refused.other": ("牌桌拒绝了:{reason}", "The table refused: {reason}"),
    "net.refused.address": (
        "地址要写成 主机:端口,比如 192.168.1.20:8765",
        "Write the address as host:port, e.g. 192.168.1.20:8765",
    ),
    "net.refused.code": ("房间码是 6 个字母和数字", "A room code is 6 letters and digits"),
    "net.refused.name": ("请填上名字", "Enter a name"),
    # ----- the lobby -----------------------------------------------------------------
    "net.lobby_title": ("等人入座", "Taking seats"),
    "net.lobby_address": ("地址", "Address"),
    "net.lobby_code": ("房间码", "Room code"),
    "net.lobby_tell": (
        "把地址和房间码告诉朋友:联机 → 加入牌桌",
        "Tell your friends the address and the room code: Play with friends → Join a table",
    ),
    "net.lobby_announced": (
        "局域网上的朋友能在加入页面看到这张牌桌",
        "Friends on this LAN see the table on their join screen",
    ),
    "net.lobby_free": ("空座 · 等人加入", "Free · waiting"),
    "net.lobby_ai": ("电脑", "Computer"),
    "net.lobby_you": ("{name}(你)", "{name} (you)"),
    "net.lobby_away": ("{name} · 掉线", "{name} · away"),
    "net.lobby_duitou": ("你的对头", "your opposite"),
    "net.lobby_mate": ("队友", "partner"),
    "net.lobby_foe": ("对手", "opponent"),
    "net.lobby_sit": ("坐这里", "Sit here"),
    "net.lobby_teams": (
        "0 2 4 一队,1 3 5 一队,正对面是对头 · 点空座上的“坐这里”换位置",
        "Seats 0 2 4 are one team, 1 3 5 the other, the seat across is the opposite: "
        "Sit here moves you to a free seat",
    ),
    "net.lobby_start": ("开始", "Start"),
    "net.lobby_leave": ("离开", "Leave"),
    "net.lobby_wait": ("等房主开始…", "Waiting for the host to start…"),
    "net.lobby_start_note": (
        "开始后,空着的座位由电脑来打",
        "Once started, the computer plays the empty seats",
    ),
    "net.lobby_lost": ("和牌桌的连接断了:{reason}", "The connection to the table was lost: {reason}"),
    "net.lobby_refused": ("牌桌拒绝了:{reason}", "The table refused: {reason}"),
}
