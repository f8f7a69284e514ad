"""Goals said won in the clipped shapes of good news (g55u, issue 22 point 2), English and
Chinese: the thing aimed at with a word of winning at the end of its clause and no 了
(驾照到手！, 全马达成🎉, 中级证到手, 全马四小时完赛), a score or part passed beside the clause that
names the thing (N2成绩出了，121分过了), and the bare shout of a win ("I DID IT.", "PASSED!!",
上岸了！, 我做到了), which names no thing and so ends the one goal the user has.

Each is the `negate` of the goal that shares a word with what it names (`ONLY_GOAL` for a
shout). Never a thing not yet won, hoped for, asked about or someone else's, nor what a
clause of the next step names (接下来冲N1, "next up: the AOW"). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.project_endings import ending

ONLY_GOAL: Final = "goal"
_ZH_WON: Final = re.compile(
    r"^(?P<x>[\u4e00-\u9fffA-Za-z0-9]{0,9}?)(?:终于|总算|已经|也|顺利|一次|都|全|正式)*"
    r"(?:到手|完赛|达成|全过|过了|考过|通过|考下来|拿下|跑完|跑下来|存到|存够|攒够|攒到|凑够|赚到)"
    r"(?:了|啦|喽|咯)?$"
    r"|^(?:我|终于|总算|成功|顺利|也)*上岸(?P<y>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:了|啦)?(?:啊|呀|哈)*$"
)
"""A clause that ends on a win: what it names comes first (驾照到手, 全马达成, 121分过了)."""
_ZH_SHOUT: Final = re.compile(r"^(?:我|终于|总算)*(?:上岸了?|做到了|成功了|考上了)(?:啦|了)?$")
"""A win shouted without its thing (上岸了, 我做到了)."""
_ZH_NOT_WON: Final = re.compile(
    r"[吗他她你]|没|还差|快|就要|马上|争取|希望|如果|要是|想|打算|准备|祝"
)
_ZH_NEXT: Final = re.compile(r"接下来|下一步|下一个|下个|然后|再冲|冲|继续|准备|打算|想")
_ZH_PIECES: Final = re.compile(r"[，,。！!？?；;~～…\s]+|[\U0001f300-\U0001faff\u2600-\u27bf]+")
_ZH_NOT_THING: Final = re.compile(r"^(?:今天|昨天|刚刚?|终于|总算|成绩|分数|结果|通知|这次|这回)$")
_EN_SHOUT: Final = re.compile(
    r"^\W*(?:i\s+(?:finally\s+)?did\s+it|we\s+did\s+it|passed|done\s+it|nailed\s+it"
    r"|smashed\s+it|i\s+passed)\W*$",
    re.IGNORECASE,
)
"""A win shouted without its thing ("I DID IT.", "PASSED!!")."""
_EN_SHOUT_FIRST: Final = re.compile(
    r"^\W*(?:certified|qualified|passed|i passed|i did it|did it|nailed it|smashed it)\s*!+",
    re.IGNORECASE,
)
"""The same shout opening a longer message ("certified!!! did my last dives yesterday")."""


def _zh_pieces(text: str) -> list[str]:
    return [piece for piece in _ZH_PIECES.split(text) if piece]


def _zh_won(text: str) -> list[str]:
    """What a Chinese sentence says won (see the module), `ONLY_GOAL` for a shout."""
    pieces = _zh_pieces(text)
    found: list[str] = []
    for index, piece in enumerate(pieces):
        if _ZH_NOT_WON.search(piece):
            continue
        if _ZH_SHOUT.match(piece):
            found.append(ONLY_GOAL)
            continue
        won = _ZH_WON.match(piece)
        if won is None:
            continue
        thing = won.group("x") or won.group("y")
        if thing and not _ZH_NOT_THING.match(thing):
            found.append(thing)
        found += [p for p in pieces[max(0, index - 1) : index] if not _ZH_NEXT.search(p)]
    return found


def goals_won(text: str) -> list[Fill]:
    """The goals a sentence says won in the clipped shapes of good news (see the module)."""
    if re.search(r"[\u4e00-\u9fff]", text):
        found = _zh_won(text)
    else:
        shout = _EN_SHOUT.match(text) or _EN_SHOUT_FIRST.match(text)
        found = [ONLY_GOAL] if shout else []
    return [ending(thing, ("goal",)) for thing in dict.fromkeys(found)]
