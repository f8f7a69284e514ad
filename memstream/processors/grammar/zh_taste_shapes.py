"""Chinese surface shapes of a taste put into the shape the frames read (h36t): a dropped
subject before 对 (对芝士蛋糕没抵抗力 → 我对芝士蛋糕没抵抗力), a favourite as a form's label
(喜欢的食物：火锅 → 我最喜欢的食物是火锅), and a degree adverb the frames do not list read as
one they do (极度讨厌 → 特别讨厌). Pure text to text; the lexicons are data."""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_TOWARD_TASTES: Final = (
    "抵抗力 无感 没感觉 感兴趣 兴趣 反感 上瘾 上头 情有独钟 零容忍 敬而远之 深恶痛绝 感冒 好感"
    " 避之不及 着迷 痴迷"
).split()
"""What 对X says of the user's taste toward X (对X没抵抗力, 对X无感)."""
_TOPIC_TASTES: Final = "抵抗力 无感 情有独钟 零容忍 敬而远之 深恶痛绝 避之不及 不感兴趣".split()
"""Of those, what says a taste toward a thing even when the 对 before it is gone (the clause's
opening 对 is read elsewhere as "yes" and dropped): 芝士蛋糕完全没抵抗力."""
_NOT_PERSON: Final = r"(?!了|的|啊|呀|吧|不起|面|象|方|手|于|比|待|话|我|你|他|她|它|人|这|那)"


def _alternation(words: list[str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


_LEAD_WORDS: Final = r"(?P<lead>(?:但是?|而且|可是|不过|其实|说实话|讲真|本人)?)"
_TOWARD: Final = re.compile(
    rf"^{_LEAD_WORDS}对{_NOT_PERSON}(?P<t>[^，,。！？!?]{{1,12}}?)"
    rf"(?P<p>(?:完全|真的|简直|根本|一点|有点|已经|彻底)?(?:都)?(?:没有?|毫无|没啥|很|挺|不)?"
    rf"(?:{_alternation(_TOWARD_TASTES)}))"
)
"""A clause that opens with 对 and says a taste toward the thing, its subject dropped."""
_TOPIC: Final = re.compile(
    rf"^{_LEAD_WORDS}{_NOT_PERSON}(?P<t>[^，,。！？!?对]{{1,10}}?)"
    rf"(?P<p>(?:完全|真的|简直|根本|一点|有点|已经|彻底)?(?:都)?(?:没有?|毫无|没啥)?"
    rf"(?:{_alternation(_TOPIC_TASTES)}))"
)
"""A thing, then a taste toward it that needs 对 (芝士蛋糕没抵抗力): its 对 was dropped."""
_LABEL: Final = re.compile(
    r"^(?P<how>最)?(?P<verb>喜欢|爱|讨厌|不喜欢)的(?P<kind>[\u4e00-\u9fff]{1,4})\s*[：:]\s*(?=\S)"
)
"""A favourite (or least favourite) kind as a form's label (喜欢的食物：火锅)."""
_DEGREES: Final = {
    "极度": "特别",
    "极其": "特别",
    "十分": "特别",
    "格外": "特别",
    "相当": "特别",
    "巨": "超",
    "贼": "超",
    "灰常": "特别",
    "特": "特别",
    "忒": "特别",
}
_DEGREE_AT: Final = re.compile(
    r"(?P<d>" + "|".join(sorted(_DEGREES, key=len, reverse=True)) + r")"
    r"(?=(?:喜欢|讨厌|爱|烦|反感|怕)(?!了解|国|人|心|情))"
)
"""A degree adverb before a taste verb that the frames would read as the thing (极度讨厌开会)."""


def reshaped(clause: str) -> str:
    """The clause with the shapes above put into the frames' shape."""
    toward = _TOWARD.match(clause) or _TOPIC.match(clause)
    said = clause
    if toward is not None:
        said = f"{toward['lead']}我对{toward['t']}{toward['p']}{clause[toward.end() :]}"
    label = _LABEL.match(said)
    if label is not None:
        what = "不喜欢" if label["verb"] == "不喜欢" else label["verb"]
        said = f"我最{what}的{label['kind']}是" + said[label.end() :]
    return _DEGREE_AT.sub(lambda m: _DEGREES[m["d"]], said)


_THE_PERSON: Final = re.compile(r"^(?:吃|喝|看|听|玩)?(?P<x>.+?)的(?:那种|那类|这种)?人$")
"""A taste said as the kind of person one is (我是个讨厌香菜的人): the thing before 的人."""


_I_AM_ONE: Final = re.compile(
    r"我(?:就|也|其实|本来|一直|从来)?是(?:个|一个|那种|这种|一个那种|那类)"
)
"""The user saying what kind of person they are (我是个…的人); 我喜欢安静的人 likes people."""


def without_the_person(fill: Fill, text: str) -> Fill:
    """A like or dislike without the 的人 of "I am one who ..." (我是个讨厌香菜的人 → 香菜)."""
    if fill.slot not in ("like", "dislike") or not _I_AM_ONE.search(text):
        return fill
    found = _THE_PERSON.match(fill.value)
    return dataclasses.replace(fill, value=found["x"]) if found else fill
