"""A partner who is a thing (g55o): "my boyfriend is my bed", "my girlfriend is my job",
我的对象是工作，我们已经相爱相杀五年了, 我的前任是Excel，天天跟它吵架, and the other way round
("work is my wife now", 显示器就是我对象). A partner word said
to be a thing (work, a bed, coffee, a program), or called 它 in Chinese, is a joke about
the thing: no partner, and nothing the sentence says of the user. Only a liking of the thing
itself stays (我的真爱是火锅 still likes 火锅).

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_PARTNERS: Final = (
    r"(?:boyfriend|girlfriend|bf|gf|partner|husband|wife|hubby|ex|soul\s?mate|true\s+love"
    r"|one\s+true\s+love|other\s+half|significant\s+other|spouse|bae|crush|valentine"
    r"|first\s+love|situationship)"
)
_EN_THINGS: Final = (
    r"(?:work|job|bed|couch|sofa|pillow|duvet|coffee|tea|pizza|food|phone|laptop|computer"
    r"|desk|fridge|netflix|excel|spreadsheets?|inbox|emails?|the\s+gym|gym|books?|money"
    r"|sleep|wifi|wi-fi|playstation|xbox|switch|videogames?|video\s+games?|office|thesis"
    r"|dissertation|code|codebase|deadlines?|homework|chocolate|wine|beer|snacks?|takeaway)"
)
_EN_THING_PARTNER: Final = re.compile(
    r"(?i)\bmy\s+(?:current\s+|new\s+|only\s+|real\s+)?" + _EN_PARTNERS + r"\s+(?:is|'s|was)\s+"
    r"(?:(?:my|the|a|an|basically|literally|honestly)\s+){0,2}(?P<thing>" + _EN_THINGS + r")"
    r"(?=\s*(?:$|[,.;:!?)…—–-]|at\b|and\b|now\b|lol|haha|honestly|tbh))"
)
"""'my boyfriend is my bed', 'my one true love is coffee'."""
_ZH_PARTNERS: Final = "对象|男朋友|女朋友|男友|女友|老公|老婆|前任|现任|爱人|另一半|真爱|媳妇|初恋"
_ZH_THINGS: Final = (
    "工作|上班|床|被窝|沙发|枕头|咖啡|奶茶|火锅|外卖|手机|电脑|游戏|钱|代码|论文|学习|睡觉"
    "|空调|冰箱|工位|办公室|键盘|表格|加班|房子|酒|零食|美食|书|健身房|打印机|显示器|鼠标|椅子|办公桌"
    "|猫砂盆|方向盘|快递|题库|报表"
)
_ZH_THING_PARTNER: Final = re.compile(
    r"(?:" + _ZH_PARTNERS + r")(?:就|其实|大概|应该)?是(?:我的)?"
    r"(?P<thing>(?:" + _ZH_THINGS + r")(?=$|[，,。！!？?~～了啊吧呀哈…\s])"
    r"|[A-Za-z][A-Za-z0-9 ]*(?=[^，,。！!？?]*[，,][^。！!？?]*[跟和与同给对被把]它))"
)
"""我的对象是工作, 前任是Excel，天天跟它吵架 (a Latin name counts only when called 它)."""
_EN_PARTNER_THING: Final = re.compile(
    rf"(?i)\b(?:the\s+|my\s+)?(?P<thing>{_EN_THINGS})\s+(?:is|'s)\s+(?:basically\s+|literally\s+"
    rf"|now\s+|officially\s+)?my\s+(?:new\s+|only\s+|real\s+)?{_EN_PARTNERS}\b(?!'s)"
)
"""The same said the other way round: 'work is basically my wife now'."""
_ZH_PARTNER_THING: Final = re.compile(
    rf"(?P<thing>{_ZH_THINGS})(?:就|才|简直|已经|现在)?(?:就)?是我(?:的)?(?:唯一的|真正的|新)?"
    rf"(?:{_ZH_PARTNERS})"
)
"""打印机就是我对象, 工作才是我的真爱."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without what the sentence says of the user or the partner (but a liking of
    the thing) when a partner word is said to be a thing."""
    if not fills:
        return fills
    thing = thing_partner(text)
    if thing is None:
        return fills
    return [f for f in fills if f.subject == "user" and f.slot == "like" and f.value == thing]


def thing_partner(text: str) -> str | None:
    """The thing a partner of the user's is said to be ("bed", 工作), or None."""
    found = (
        _EN_THING_PARTNER.search(text)
        or _ZH_THING_PARTNER.search(text)
        or _EN_PARTNER_THING.search(text)
        or _ZH_PARTNER_THING.search(text)
    )
    return found["thing"].strip() if found else None
