"""A plan said under a condition on the world keeps it a plan (issue 22, g46p).

"if the weather holds we're hiking Saturday", "I'm splitting three colonies next Tuesday if
the rain holds off", "weather permitting, I'm driving up on Friday", 如果不下雨，我们周六去爬山,
航班不取消的话我周四飞成都: the condition is on the weather, a flight, a permit or luck, not on
the user's life, so the rest of the sentence is stated (slots.md: a plan is something the
user will do at a stated time). A condition on the user ("if I were", "if I won the lottery",
要是我中了彩票) or a main clause in the conditional mood ("I'd", "could", 就能) stays a
hypothetical: this reader says nothing then.

One reader per language: a condition clause whose subject is a thing of the world (the
lexicons below, kept as data) and whose verb is in the present, or a fixed proviso
("weather permitting", "all being well", 不出意外的话); its span is what the sentence leaves
out. Pure: functions of the text.
"""

from __future__ import annotations

import re
from typing import Final

Span = tuple[int, int]

_EN_WORLD: Final = (
    "weather forecast rain snow storm wind sun sky skies it traffic roads road flight flights"
    " plane train trains ferry ferries bus visa visas permit permits paperwork tickets ticket"
    " things everything nothing all plans plan schedule dates budget funding money loan"
    " surgery results test tests boat car van truck bike tide tides river trail trails pass"
    " passes event game match race show concert booking reservation venue"
).split()
"""Things of the world a plan may wait on (the weather, a flight, a permit, the tide)."""
_EN_CONDITION: Final = re.compile(
    r"(?P<cond>\b(?:if|as long as|provided(?: that)?|assuming|so long as)"
    r" (?:the |my |our |this |that )?(?:\w+ ){0,2}?(?P<head>"
    + "|".join(sorted({w for w in _EN_WORLD}, key=len, reverse=True))
    + r")(?: |'s )(?:(?:still|actually|really|finally) )?"
    r"(?:holds?(?: off| up)?|stays?|clears?(?: up)?|cooperates?|behaves?|permits?|allows?"
    r"|goes(?: ahead| well| to plan| through)?|works? out|comes? through|gets? (?:approved|sorted"
    r"|fixed|confirmed|through)|is(?:n't| not)?|are(?:n't| not)?|does(?:n't| not)|don't"
    r"|lets? up|lands?|arrives?|opens?|stops?|runs?|turns? out|(?:ain't|is) (?:cancelled|canceled)"
    r"|(?:is )?(?:good|nice|ok|okay|fine|dry|clear|sunny|decent|on time)|rains?)"
    r"\b[^,;.!?]{0,30}?)(?=,|;|$|\s(?:i|i'm|we|we're|i'll|we'll)\b)"
    r"|(?P<proviso>\b(?:weather|time|budget|health) permitting|\ball being well"
    r"|\bif all goes (?:well|to plan)|\bif nothing (?:changes|comes up)"
    r"|\bbarring (?:any )?(?:disasters?|delays?|accidents?|surprises?|rain|storms?))"
)
"""A condition on the world ("if the weather holds", "assuming the flight isn't cancelled")
or a fixed proviso ("weather permitting", "all being well"); a hope ("fingers crossed",
"hopefully") stays tentative talk."""
_EN_MOODS: Final = re.compile(
    r"\b(?:i'd|we'd|would|could|might|may|maybe|wish|hope|hoping|dream|i were|i was|won)\b"
)
"""A main clause in the conditional mood or a wish: the sentence stays a hypothetical."""
_EN_USER_CONDITION: Final = re.compile(r"\b(?:if|unless|assuming|as long as) (?:i|we|you)\b")

_ZH_WORLD: Final = (
    r"天气|天晴|下雨|不下雨|雨停|雨|下雪|刮风|台风|晴|航班|飞机|高铁|火车|车票|机票|票|签证|手续"
    r"|审批|路况|不堵车|一切顺利|顺利|不出意外|没有意外|没意外|不出岔子|老天|计划不变|不变卦|不取消|不延误"
)
"""Things of the world a plan may wait on, in Chinese (天气, 航班, 签证, 不出意外)."""
_ZH_CONDITION: Final = re.compile(
    r"^(?:(?:如果|要是|假如|只要|若是|万一)(?P<cond>[^，,。！？!?；;我俺咱]{0,8}?(?:"
    + _ZH_WORLD
    + r")"
    r"[^，,。！？!?；;我俺咱]{0,6}?)(?:的话)?|[^，,。！？!?；;我俺咱]{0,8}?(?:" + _ZH_WORLD + r")"
    r"[^，,。！？!?；;我俺咱]{0,6}?的话)[，,\s]"
)
"""A condition on the world that opens a Chinese sentence (如果不下雨，…; 天气好的话，…)."""
_ZH_MOODS: Final = re.compile(r"就能|就可以|该多好|多好|就好了|想|希望|但愿|梦|彩票|中奖|是我|我是")
"""A Chinese main clause in the conditional mood or a wish (就能去爬山了, 就好了)."""
_ZH_MINE: Final = re.compile(r"我|俺|咱")


def en_condition(sentence: str) -> Span | None:
    """The span of a condition on the world around an English statement said by the user,
    or None (a condition on the user or a main clause in the conditional mood)."""
    low = sentence.lower()
    if _EN_USER_CONDITION.search(low):
        return None
    found = _EN_CONDITION.search(low)
    if found is None:
        return None
    rest = low[: found.start()] + low[found.end() :]
    if _EN_MOODS.search(rest):
        return None
    return found.start(), found.end()


def zh_condition(sentence: str) -> Span | None:
    """The span of a condition on the world opening a Chinese statement by the user, or
    None (a condition on the user, a wish, a main clause in the conditional mood)."""
    found = _ZH_CONDITION.match(sentence)
    if found is None:
        return None
    rest = sentence[found.end() :]
    if _ZH_MOODS.search(sentence) or not _ZH_MINE.search(rest):
        return None
    return 0, found.end()
