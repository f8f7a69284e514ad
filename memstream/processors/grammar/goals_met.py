"""Goals said met with the word goal itself, English and Chinese ("Goal ticked off.", "Spanish
goal: done", "finally hit my savings goal", 目标达成, 首付的目标终于到了, 终于实现了目标).

Each is a `negate` of the goal it names (consolidation ends the known goal that shares a word
with it); a goal said met without naming it ("Goal ticked off", 目标达成) names `ONLY_GOAL`,
which ends the user's goal when they have exactly one (`negation.ended_ids`). A goal not yet
met, wished, asked about or someone else's ends nothing. Pure; the words are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.goals_won import goals_won
from memstream.processors.grammar.project_endings import ending
from memstream.processors.grammar.value_patterns import alternation

ONLY_GOAL: Final = "goal"
"""The thing of a goal said met without naming it: it ends the one goal there is."""
EN_GOAL_MET: Final = (
    "done",
    "reached",
    "achieved",
    "accomplished",
    "hit",
    "smashed",
    "crushed",
    "met",
    "nailed",
    "ticked off",
    "checked off",
    "crossed off",
    "complete",
    "completed",
    "unlocked",
)
"""What a goal is said to be once met, after the word goal ("goal ticked off", "Spanish goal:
done", "goal unlocked"), or done to it ("smashed my goal")."""
ZH_GOAL_MET: Final = ("达成", "实现", "完成", "达到", "到了", "搞定", "做到了")
"""What a goal is said to have come to once met, after 目标 (目标达成, 目标终于到了)."""


_EN_MET: Final = re.compile(
    r"(?i)(?:^|[,;.!]\s*)(?:(?:the|my|this|that|our)\s+)?(?:(?P<x>[A-Za-z0-9][\w'-]*"
    r"(?: [\w'-]+)?)\s+)?goal(?:'s|\s+is|\s+has been|\s*:|\s*[-—–])?\s*"
    rf"(?:now\s+|officially\s+|finally\s+)?(?:{alternation(EN_GOAL_MET)})\b"
    r"|(?:\b(?:i|we|i've|we've|finally|just|officially)\s+|^\s*|[,;.!]\s*)"
    r"(?:finally\s+|just\s+|officially\s+)?"
    rf"(?:{alternation(EN_GOAL_MET)}|made|beat|reached)\s+(?:my|our|the)\s+"
    r"(?:(?P<y>[A-Za-z0-9][\w'-]*)\s+)?goal\b"
    r"|(?:^|[,;.!]\s*)(?:the|my|our)\s+(?P<z>[A-Za-z0-9][\w'-]*(?: [\w'-]+){0,2}?)\s+(?:is|'s)\s+"
    r"(?:finally\s+|officially\s+)?in the bag\b"
)
_EN_NOT_MET: Final = re.compile(
    r"(?i)\b(?:almost|nearly|not yet|never|didn't|did not|hasn't|haven't|won't|if|when|until"
    r"|once|(?-i:hope|^Hope)|want|wanna|trying|try|will|gonna|going to|need to"
    r"|have to|close to|far from)\b"
    r"|\?|\b(?:he|she|they|you|his|her|their|your)\b"
)
"""A goal not met yet, wished, asked about or someone else's ("almost hit my goal"); a goal in
the bag is met ("the balloon licence is in the bag")."""
_ZH_MET: Final = re.compile(
    r"(?:(?P<x>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)的)?(?:小|大|年度|今年的?)?目标(?:终于|总算|已经|顺利|也|算是|算)*"
    rf"(?:{alternation(ZH_GOAL_MET)})(?:了|啦)?"
    r"|(?:终于|总算|已经|顺利)*(?:达成|实现|完成)了?(?:我的|这个|那个)?(?:小|大)?目标"
    r"|^(?:我的|我那个|我们的)?(?P<y>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:上礼拜|上周|上个月|昨天|今天|终于|总算|已经)*"
    r"(?:开张|开业|落成|建成|装修好)(?:了|啦)"
)
_ZH_NOT_MET: Final = re.compile(
    r"[？?吗他她你]|没|还差|快|就要|马上|争取|希望|如果|要是|离|公司|团队|店里"
)
"""A goal not met yet, wished, asked about or someone else's (离目标还差五斤, 他的目标达成了)."""
_NOT_THINGS: Final = frozenset(
    "my our the this that a big new main 算是 也算 基本 基本上 差不多 应该".split()
)
"""Words that name no goal: a goal said met with one of them is the one goal there is
(算是学会了吧)."""


_EN_LEARNED: Final = re.compile(
    r"(?i)(?:^|[,;.!]\s*|\b(?:i|i've|i have|we've)\s+)(?:finally\s+|just\s+|officially\s+)*"
    r"(?:learned|learnt)\s+(?:how\s+)?(?:to\s+)?(?!that\b|about\b|from\b|my lesson|the hard)"
    r"(?P<x>[a-z][\w'-]*(?: [\w'-]+){0,2}?)(?=\s*(?:[!.,;]|$|\bnow\b|\bat last\b))"
    r"|(?:^|[,;.!]\s*|\bi\s+)can\s+(?:finally\s+|actually\s+)?(?P<y>[a-z][\w'-]*(?: [\w'-]+)?)"
    r"\s+now\b"
    r"|\bi\s+can\s+(?:finally|officially|at last)\s+(?P<z>[a-z][\w'-]*(?: [\w'-]+)?)"
    r"(?=\s*(?:[!.,;]|$))"
)
"""A goal of learning met by saying it learned ("Finally learned to swim", "learned Welsh!",
"I can swim now"): it ends the goal of learning it."""
_ZH_LEARNED: Final = re.compile(
    r"(?<![想要得能])(?<!打算)(?<!准备)(?:终于|总算|已经|也)*学会了?(?P<x>[\u4e00-\u9fffA-Za-z]{2,6}?)(?=[了啦！!，,。～~]|$)"
    r"|^(?:我的?)?(?P<y>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:终于|总算|已经|也)*学会了"
)
"""学会了游泳, 游泳终于学会了: the goal of learning it met."""


_EN_DONE: Final = re.compile(
    r"(?i)(?:^|[,;.!]\s*)(?:(?:the|my|our)\s+)?(?!(?:i|i'm|im|we|we're|it|that|this|all|job"
    r"|well|work|dinner|lunch|homework|laundry)\b)(?P<x>[A-Za-z0-9][\w'-]*(?: [\w'-]+){0,3}?)"
    r"\s+(?:is\s+|was\s+|'s\s+)?(?:finally\s+|officially\s+|all\s+)?(?:done|passed|completed"
    r"|finished|achieved|smashed|nailed|ticked off|in the bag)\b(?!\s+(?:with|by|for|to|yet)\b)"
)
"""A thing aimed at said done with its name first ("HGV class 1 passed first time", "Munro 282
done on Saturday", "sub-40 done"): the goal that shares a word with it ends."""
_ZH_DONE: Final = re.compile(
    r"(?P<x>[\u4e00-\u9fffA-Za-z0-9]{2,4}?)(?:终于|总算|已经|也|顺利|一次)*"
    r"(?:考下来|考出来|拿下来|拿下|拿到手|拿到|到手|跑完|考过|通过|搞定)了"
)
"""A thing aimed at said got or done (A2考下来了, 半马跑完了, 驾照终于到手了): the goal that
shares a word with it ends."""
_EN_NOT_THINGS: Final = re.compile(
    r"(?i)\b(?:i|we|you|he|she|they|are|is|was|were|am|and|being|been)\b"
)
"""Words no goal's thing holds ("my sister and I are done talking"): people or a clause."""
_ZH_NOT_THINGS: Final = re.compile(r"^(?:终于|总算|已经|今天|昨天|刚刚?|我们?|上周|这个|那个)")


_ZH_CLAUSES: Final = re.compile(r"[，,。！!；;~～]+")


def _zh_met(clause: str) -> list[str]:
    """What one Chinese clause says met (驾照到手了, 学会了游泳, 目标达成), unless the clause says
    it is not yet, wished, asked or someone else's (谢谢你帮我 in another clause says nothing)."""
    if _ZH_NOT_MET.search(clause):
        return []
    found = [m["x"] or m["y"] or ONLY_GOAL for m in _ZH_MET.finditer(clause)]
    found += [m["x"] or m["y"] for m in _ZH_LEARNED.finditer(clause)]
    return found + [m["x"] for m in _ZH_DONE.finditer(clause) if not _ZH_NOT_THINGS.match(m["x"])]


def goals_met(text: str) -> list[Fill]:
    """The goals a sentence says met with the word goal (see the module), each once."""
    if re.search(r"[\u4e00-\u9fff]", text):
        found = [thing for part in _ZH_CLAUSES.split(text) for thing in _zh_met(part)]
    else:
        if _EN_NOT_MET.search(text):
            return []
        found = [m["x"] or m["y"] or m["z"] or ONLY_GOAL for m in _EN_MET.finditer(text)]
        found += [m["x"] or m["y"] or m["z"] for m in _EN_LEARNED.finditer(text)]
        found += [m["x"] for m in _EN_DONE.finditer(text) if not _EN_NOT_THINGS.search(m["x"])]
    things = [t if t.lower() not in _NOT_THINGS else ONLY_GOAL for t in found]
    met = [ending(thing, ("goal",)) for thing in dict.fromkeys(things)]
    return met or goals_won(text)  # g55u: 驾照到手！, 全马达成🎉, "I DID IT."
