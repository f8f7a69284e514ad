"""A taste said of a thing just asked for, by a word that points back to it (issue 22, round
48): 给我推荐几部悬疑剧吧，我超爱这种 likes 悬疑剧; 帮我找个榴莲千层的做法，我超爱吃这个 likes
榴莲千层. The English shape ("recommend some thrillers, I love them") is read where "it" and
"them" are (`en_taste.with_antecedent`). Pure: a sentence in, fills out."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

LIKE: Final = "like"
DISLIKE: Final = "dislike"

POINTERS: Final = (
    "这种",
    "这类",
    "这一类",
    "这个",
    "这些",
    "这口",
    "它",
    "它们",
    "这玩意儿",
    "这玩意",
)
"""Words that point back to a thing named before (我超爱这种): no thing themselves."""
ZH_TASTES: Final[dict[str, str]] = {
    **dict.fromkeys(("爱", "喜欢", "迷", "好", "钟意", "偏爱", "沉迷"), LIKE),
    **dict.fromkeys(("讨厌", "受不了", "烦", "怕"), DISLIKE),
}
"""The taste verbs said of the thing pointed back to, and their polarity."""

_ASK: Final = (
    r"^(?:请|帮我|给我|麻烦|求|跪求|能不能|可以)?(?:给我|帮我)?"
    r"(?:推荐|找|介绍|安利|搜|整理|列)(?:一下|下)?"
)
_HOW_MANY: Final = r"(?:几|一些|点|些|一|两|三|五|十)?(?:个|部|本|首|款|家|道|种|份|篇|张)?"
_CARRIED: Final = r"(?:的(?:做法|菜谱|教程|店|餐厅|攻略|推荐|歌单|书单|片单))?"
_POINTER: Final = "|".join(sorted(POINTERS, key=len, reverse=True))
_TASTE: Final = "|".join(sorted(ZH_TASTES, key=len, reverse=True))
_ASKED_THEN_SAID: Final = re.compile(
    rf"{_ASK}{_HOW_MANY}(?P<x>[\u4e00-\u9fffA-Za-z]{{2,8}}?){_CARRIED}(?:吧|呗|呀|啊)?[，,]\s*"
    r"(?:我|俺)?(?:是)?(?:真的|超级?|特别|最|很|好|巨|可|太|贼|老)*"
    rf"(?P<v>{_TASTE})(?:死)?(?:吃|喝|看|听|玩)?(?:{_POINTER})(?:了|的|啊|呀)?(?=$|[，,。！!~～])"
)
_NOT_THINGS: Final = re.compile(r"^(?:什么|啥|一下|东西|点子|办法|方法|理由|工作|人)")


def zh(text: str) -> list[Fill]:
    """The taste of a thing just asked for, said by a word pointing back to it
    (给我推荐几部悬疑剧吧，我超爱这种 → like 悬疑剧); [] when none."""
    found = _ASKED_THEN_SAID.search(text)
    if found is None or _NOT_THINGS.match(found["x"]):
        return []
    return [Fill(ZH_TASTES[found["v"]], found["x"])]


_POINTER_ONLY: Final = re.compile(rf"^(?:吃|喝|看|听|玩)?(?:{_POINTER})$")


def points_back(value: str) -> bool:
    """Whether a taste's value only points back to a thing named before (这种, 吃这个)."""
    return _POINTER_ONLY.match(value) is not None
