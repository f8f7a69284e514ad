"""A like said as a taking without end: the user could have the thing all day, every day or
for ever ("mango sticky rice I can eat every day forever", "I could listen to Fleetwood Mac
all day", X我能天天吃, 我可以吃一辈子火锅).

The verbs of taking and the spans without end are data (EN and ZH). The thing is a bare noun
phrase, before the clause (its topic) or after the verb; never a pronoun or one thing at hand
("I could eat this every day" of one dish). Pure: text in, fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.value_patterns import alternation
from memstream.processors.grammar.zh_subjects import someone_in

LIKE: Final = "like"

EN_TAKING: Final = ("eat", "drink", "watch", "listen to", "read", "play", "live on")
"""Verbs by which a thing of taste is taken."""
EN_ENDLESS: Final = (
    "every day", "every single day", "all day", "all day every day", "all day long",
    "forever", "for ever", "for days", "on repeat", "every day forever",
    "for the rest of my life", "every night", "every meal", "nonstop",
    "on anything", "on everything", "with everything", "with anything", "at every meal",
    "for breakfast, lunch and dinner", "by the handful", "by the bucketload",
)  # fmt: skip
"""How long the user could keep taking it: without end."""
ZH_TAKING: Final = ("吃", "喝", "看", "听", "玩")
ZH_ENDLESS: Final = ("天天", "每天", "一辈子", "一整天", "一直", "顿顿", "天天都", "每天都")
"""Chinese verbs of taking and spans without end (天天吃, 吃一辈子)."""


_EN_CAN: Final = (
    r"(?:(?:i|i'd|id)\s+(?:could|can|would)|i'd|id)\s+(?:honestly\s+|literally\s+|happily\s+)*"
)
_EN_ENDLESS: Final = rf"(?:{alternation(EN_ENDLESS)})"
_EN_AFTER: Final = re.compile(
    rf"(?i)\b{_EN_CAN}(?:{alternation(EN_TAKING)})\s+(?:(?:a|an|the|some)\s+)?"
    rf"(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){{0,4}}?)\s+{_EN_ENDLESS}\b"
)
_EN_BEFORE: Final = re.compile(
    rf"(?i)^\W*(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){{0,4}}?),?\s+{_EN_CAN}"
    rf"(?:{alternation(EN_TAKING)})(?: (?:it|them))?\s+{_EN_ENDLESS}\b"
)
_EN_PLAIN: Final = re.compile(
    r"(?i)\bi\s+(?:eat|drink|put|pour|sprinkle|add)\s+(?:(?:a|an|the|some)\s+)?"
    r"(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){0,4}?)\s+(?:on everything|on anything|with everything"
    r"|by the handful|by the bucketload)\b"
)
"""A taking without end said plainly, no "could" ("I put carob syrup on everything")."""
_EN_NOT_THING: Final = re.compile(
    r"(?i)^(?:it|this|that|these|those|them|the|he|she|they|you|your|his|her|their|our|its|i|we"
    r"|something|anything|everything|nothing|what|which|there|here|whatever|breakfast|lunch"
    r"|dinner|food|meals?|out|in|at|every|all|for|on|nonstop)\b"
)
_ZH_BEFORE: Final = re.compile(
    rf"^(?P<x>[^，,。！!？?；;\s我你他她它]{{2,8}}?)(?:我|俺)(?:真的|是|都|也)*(?:能|可以|愿意)"
    rf"(?:{alternation(ZH_ENDLESS)})(?:{alternation(ZH_TAKING)})"
    rf"|^(?P<y>[^，,。！!？?；;\s我你他她它]{{2,8}}?)(?:我|俺)(?:真的|是|都|也)*(?:能|可以|愿意)"
    rf"(?:{alternation(ZH_TAKING)})(?:一辈子|一整天|上一辈子)"
)
_ZH_AFTER: Final = re.compile(
    r"(?:我|俺)(?:真的|是|都|也)*(?:能|可以|愿意)(?:天天|每天|顿顿)(?:都)?"
    rf"(?:{alternation(ZH_TAKING)})(?P<x>[^，,。！!？?；;\s了的]{{2,8}})"
    rf"|(?:我|俺)(?:真的|是|都|也)*(?:能|可以|愿意)(?:{alternation(ZH_TAKING)})一辈子"
    r"(?P<y>[^，,。！!？?；;\s了的]{2,8})"
)
_ZH_NOT_THING: Final = re.compile(r"^(?:这|那|今天|昨天|什么|东西|饭|菜$)")
_ZH_KEEN: Final = r"(?:能|总归要|总要|少说也要|怎么也得|少不了要|必须)"
"""How keenly a taking recurs (一周能吃三回, 一礼拜总归要吃三四趟): not 得 or 要 alone (a rule
one keeps, 一天得吃三次药)."""
_ZH_SPAN: Final = r"(?:一|每)(?:天|周|星期|礼拜|个礼拜|个星期|个月)(?:都)?"
_ZH_COUNT: Final = r"(?:上)?(?:[两三四五六七八九十几\d]+|三四|四五|五六)[回次趟顿杯碗]"
_ZH_OFTEN: Final = rf"(?:{_ZH_SPAN}{_ZH_KEEN}|{_ZH_KEEN}{_ZH_SPAN})(?:吃|喝|嗦|来|整){_ZH_COUNT}"
"""Takings counted in a span of days (一周能吃三回, 能一周吃三回): a taste kept up, not a meal's
amount (一顿能吃两斤肉)."""
_ZH_OFTEN_BEFORE: Final = re.compile(
    rf"^(?P<x>[^，,。！!？?；;\s我你他她它]{{2,8}}?)(?:我|俺)?(?:真的|是|都|也)*{_ZH_OFTEN}"
)
_ZH_OFTEN_AFTER: Final = re.compile(rf"(?:我|俺){_ZH_OFTEN}(?P<x>[^，,。！!？?；;\s了的]{{2,8}})")
_CLAUSES: Final = re.compile(r"[,.;!?—–，。！？；]+")


def read(text: str, chinese: bool) -> list[Fill]:
    """The likes a sentence gives as a taking without end; nothing else."""
    things: list[str] = []
    for clause in (c.strip() for c in _CLAUSES.split(text)):
        things += _zh_things(clause) if chinese else _en_things(clause)
    return [Fill(LIKE, thing) for thing in dict.fromkeys(things)]


def _en_things(clause: str) -> list[str]:
    """The things an English clause says the user could take without end."""
    found = (_EN_AFTER.search(clause), _EN_BEFORE.match(clause), _EN_PLAIN.search(clause))
    things = [m["x"] for m in found if m is not None and not _EN_NOT_THING.match(m["x"])]
    return things[:1]


def _zh_things(clause: str) -> list[str]:
    """The things a Chinese clause says the user could take without end."""
    found = (
        _ZH_BEFORE.match(clause)
        or _ZH_AFTER.search(clause)
        or _ZH_OFTEN_BEFORE.match(clause)
        or _ZH_OFTEN_AFTER.search(clause)
    )
    if found is None:
        return []
    thing = found["x"] or found["y"] or ""
    if _ZH_NOT_THING.match(thing) or someone_in(thing, pets=True):
        return []
    return [thing]
