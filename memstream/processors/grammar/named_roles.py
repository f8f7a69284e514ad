"""A job said in apposition to the user's name: "I am Noa Peretz, agronomist, ...", "Name's
Jory, toll collector on the Tamar Bridge", "Kenji here, ferry captain", 我是张伟，一名中学老师,
我叫李娜，护士，在杭州, 本人王强，电工，坐标成都.

Right after one gives one's name, a bare noun phrase set off by a comma describes the one
named, so a job noun there is the user's role, even one a lexicon keeps out of bare fragments
for fear of an address (护士, 医生: "医生，我想问…" calls someone, "我叫李娜，护士" does not).
The noun phrase must end in a job head: known, shaped like a doer (agronomist, collector), or
a kind of work before a head that is a job only with a kind (ferry captain, tour guide, ranch
hand). Nothing from a phrase that says whose ("Tom's wife", "your biggest fan"), a taste or a
state ("a night owl"), or where one is from. Read only when the sentence gave no role. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.en_self_shapes import person_phrase
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.kind_roles import kind_job
from memstream.processors.grammar.zh_trade_nouns import NOT_TRADES, TRADE_HEADS
from memstream.processors.grammar.zh_words import ROLE_ENDINGS

_EN_NAMED: Final = re.compile(
    r"(?:^|[.!?]\s+|\b(?i:hi|hello|hey|hiya|greetings|evening|morning)[,!]?\s+)"
    r"(?:(?P<intro>(?i:i'm|i am|im|my name is|my name's|name's|name is|this is|it's))\s+)?"
    r"(?P<name>[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+){0,2})(?P<here>\s+here)?\s*[,—–:]\s*"
    r"(?:\d{1,2}\s*,\s*)?(?P<np>[^,.;!?—–():]+)"
)
_EN_CUT: Final = re.compile(
    r"\s+(?:at|on|in|for|from|with|out of|based|by|here|who|and|but|living|working|writing"
    r"|since|of|up|down|over|out|near|outside|these|this|now|mostly|currently)\b.*$",
    re.IGNORECASE,
)
_NOT_NAMES: Final = frozenset(
    """i i'm im hi hello hey so ok okay well yes no sorry thanks btw lol the this that my
    here""".split()
)


def en_named_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the job said in apposition to the user's name added (see the
    module), when the sentence read no role."""
    if any(f.slot == "role" and f.subject == "user" for f in fills):
        return fills
    plain = text.replace("’", "'")
    for found in _EN_NAMED.finditer(plain):
        if found["name"].split()[0].lower() in _NOT_NAMES:
            continue
        if not found["intro"] and not found["here"]:
            continue  # "Photographer, self-employed": no name given, so no apposition
        role = _en_role(_EN_CUT.sub("", found["np"].strip()))
        if role:
            return [*fills, Fill("role", role)]
    return fills


def _en_role(said: str) -> str:
    """The job a bare noun phrase names, or ""."""
    words = said.split()
    if not words or len(words) > 5 or "'s" in said or words[0].lower() in ("your", "his", "her"):
        return ""
    phrase = person_phrase(words)
    if phrase:
        return phrase
    bare = words[1:] if words[0].lower() in ("a", "an") else words
    if len(bare) == 2 and kind_job(bare[0], bare[1].lower()):
        return " ".join(bare)
    return ""


_ZH_NAMED: Final = re.compile(
    r"(?:^|[，,。！!；;～~\s])(?:大家好|你好|您好|哈喽|嗨)?[，,！!]?"
    r"(?:我是|我叫|本人|俺是|俺叫|我的名字是|我名字叫)(?P<name>[\u4e00-\u9fffA-Za-z]{1,6}?)"
    r"[，,](?P<said>(?:是)?(?:一名|一个|一位|一枚|个|名)?)(?P<np>[\u4e00-\u9fffA-Za-z]{1,10}?)"
    r"(?:一枚|一个|一名)?(?=[，,。！!；;～~\s]|$)(?P<after>[^。！!？?]*)"
)
_VOCATIVE: Final = frozenset(
    "老师 医生 大夫 师傅 老板 律师 教授 同学 警察 护士 主任 经理 总监 校长 院长 司机 教练".split()
)
"""Titles one also calls others by: said bare after one's name (我叫李明，老师), an address."""
_ASKING: Final = re.compile(r"你|您|请|问|帮|麻烦|吗|？|\?|好")
_ZH_NOT_NAMES: Final = re.compile(r"的|他|她|你|们|这|那")
_ZH_NOT_NOW: Final = re.compile(r"的|是|以前|之前|曾经|原来|退休|前|想|要|会员|粉丝")
_ZH_NOT_JOBS: Final = ("妈妈", "爸爸", "宝妈", "学生", "粉丝")
"""Role words that name a family part or a learner when said after a name (两个娃的妈妈)."""


def zh_named_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the job said right after the user's name added (我叫李娜，护士), when
    the sentence read no role; a role read as a past (以前是护士) or a member's word (会员) is
    no role."""
    fills = [f for f in fills if not (f.slot == "role" and _zh_not_a_role(f.value))]
    if any(f.slot == "role" and f.subject == "user" for f in fills):
        return fills
    found = _ZH_NAMED.search(text)
    if found is None or _ZH_NOT_NAMES.search(found["name"]):
        return fills
    role = found["np"]
    if role in _VOCATIVE and not found["said"] and _addressed(found["after"]):
        return fills  # 我叫李明，老师，我想请假: the teacher is called
    if (
        _ZH_NOT_NOW.search(role)
        or role.endswith(_ZH_NOT_JOBS)
        or role in NOT_TRADES
        or not (role.endswith(tuple(ROLE_ENDINGS)) or _zh_trade(role))
    ):
        return fills
    return [*fills, Fill("role", role)]


def _addressed(after: str) -> bool:
    """True when nothing describes the user after a bare title, or a request follows."""
    rest = after.strip("，,；;～~ \t")
    return not rest or bool(_ASKING.search(rest))


_ZH_PAST: Final = re.compile(r"^(?:以前|之前|曾经|原来|过去|当年)")


def _zh_not_a_role(value: str) -> bool:
    """True for a role value that says a past (以前是护士), a shift (夜班) or a member (会员)."""
    if _ZH_COUNTED.match(value) and not value.endswith((*ROLE_ENDINGS, *TRADE_HEADS)):
        return True  # 我们公司正在搞一个会员小程序: a thing counted, no job
    return bool(_ZH_PAST.match(value) or _ZH_SHIFT.fullmatch(value)) or value in _ZH_MEMBERS


_ZH_SHIFT: Final = re.compile(r"(?:上)?(?:夜|白|早|晚|中|大夜|小夜|夜间|通宵)班")
"""A shift one works (上夜班), not a job."""
_ZH_COUNTED: Final = re.compile(r"^一(?:个|款|套|种|部|本|家|座|份)")


_ZH_MEMBERS: Final = frozenset("会员 成员 学员 社员 党员 团员 新手 老手 高手 粉丝".split())
"""Words for a member, a learner or a knack: never a job, said alone."""


def _zh_trade(role: str) -> bool:
    """True for a noun phrase ending in a trade head (电工, 调音师), not a member's word."""
    return len(role) >= 2 and role.endswith(TRADE_HEADS) and role not in NOT_TRADES
