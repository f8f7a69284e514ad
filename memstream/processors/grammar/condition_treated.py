"""A condition said by what one does about it: a treatment taken or received for it ("I'm on
meds for ADHD", "I take omeprazole for acid reflux", "I'm in therapy for depression", "I see
a specialist for my Crohn's", 我一直在吃治哮喘的药, 我在治疗抑郁症), managing it ("I manage
my migraines with sleep", 在控制血糖), or living with it a long time (偏头痛跟了我十几年了,
哮喘是老问题了).

The object after "for" must read as a condition (`en_read.condition`, the Chinese condition
names); a passing ailment ("ibuprofen for a headache"), another person's ("for his asthma"),
a question, a wish or a time that is over learns nothing.

Pure: functions of the text.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_read
from memstream.processors.grammar import en_words as w_en
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import Clause, tokens_of
from memstream.processors.grammar.zh_condition_named import MORE_CONDITIONS

_EN_SELF: Final = (
    r"(?:(?:also|and|so|plus|yeah|currently|still|now|honestly|btw)\s+)*"
    r"(?:i|i'm|im|i am|i've|ive|i have)\s+(?:(?:also|currently|still|now|been|actually"
    r"|just|recently|always|mostly|regularly|daily)\s+)*"
)
"""The user opening a clause ("I'm", "also I've been", "I currently")."""
_EN_TREATED: Final = re.compile(
    rf"^{_EN_SELF}(?:on|taking|take|using|use|injecting|inject|getting|get|receiving"
    r"|in|seeing|see|wearing|wear|doing|do|going to|go to|having|have)\s+"
    r"(?:[\w'-]+\s+){0,4}?for\s+(?:my\s+)?(?P<rest>.+)$"
)
"""A treatment of one's own for something ("I'm on meds for ADHD", "I see a therapist for my
anxiety", "I take omeprazole for acid reflux")."""
_EN_FOR_MINE: Final = re.compile(
    rf"^{_EN_SELF}[a-z]+\s+(?:[\w'-]+\s+){{0,4}}?for\s+my\s+(?P<rest>.+)$"
)
"""Anything one does for one's own something ("I sleep with a CPAP for my sleep apnea",
"I avoid gluten for my celiac")."""
_EN_MANAGED: Final = re.compile(
    rf"^(?:{_EN_SELF}(?:manage|control|treat|handle)|managing|controlling|treating|handling)"
    r"\s+my\s+(?P<rest>.+)$"
)
"""One's own condition managed ("I manage my migraines mostly with sleep")."""
_EN_PASSING: Final = frozenset(
    """headache headaches cold colds flu hangover hangovers cramps cramp cough jet lag
    sunburn bruise bruises hiccups nausea""".split()
)
"""What a treatment is taken for once ("ibuprofen for a headache"): no condition had."""
_EN_NOT_HAD: Final = re.compile(
    r"\b(?:if|might|maybe|probably|should|would|could|want|wanted|thinking|considering|used to"
    r"|when i was|as a kid|years ago|back then|no longer|not anymore|anymore|stopped|quit"
    r"|instead of|tested|test|screened|checked)\b|\?"
)
"""A clause that is a wish, a guess, a test or a time that is over."""
_EN_CLAUSES: Final = re.compile(
    r"[,;.!\n]+|\s+(?:but|and|so|because|since)\s+(?=i\b|i')", re.IGNORECASE
)


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The user's condition said by a treatment or by managing it, when none is found yet."""
    if any(f.slot == "condition" and f.subject == "user" for f in fills):
        return []
    for clause in _EN_CLAUSES.split(text.replace("’", "'")):
        said = clause.strip()
        low = said.lower()
        if _EN_NOT_HAD.search(low):
            continue
        found = _EN_TREATED.match(low) or _EN_MANAGED.match(low) or _EN_FOR_MINE.match(low)
        if found is None:
            continue
        condition = _en_condition(said[found.start("rest") :])
        if condition:
            return [Fill("condition", condition)]
    return []


def _en_condition(rest: str) -> str:
    """The condition the words after "for" open with, or "" (a passing ailment, a thing)."""
    tokens = tokens_of(rest)
    first = tokens[0].lower() if tokens else ""
    if first in _EN_NOT_MINE or first.removesuffix("'s") in w_en.RELATIONS:
        return ""  # "for his asthma", "for a headache", "for my mom's eczema": not the user's
    found = en_read.condition(Clause(tokens), 0, 0)
    if not found:
        return ""
    value = found[0][0]
    if value.lower() in _EN_PASSING or _EN_TOPIC.search(value):
        return ""  # "for my thesis on diabetes": a topic, not a condition had
    return value


_EN_NOT_MINE: Final = frozenset("his her their our your the a an this that".split())
_EN_TOPIC: Final = re.compile(r"(?i)\b(?:on|about|of|for|into|regarding)\b")


_ZH_NAMES: Final = "|".join(
    sorted(map(re.escape, {*w.CONDITIONS, *MORE_CONDITIONS}), key=len, reverse=True)
)
_ZH_SHAPED: Final = r"[\u4e00-\u9fff]{1,6}?(?:炎|病|症|综合征|不全|紊乱)"


def _zh_cond(name: str) -> str:
    """A condition's name (a known one, or words ending as one) as the group `name`."""
    return rf"(?P<{name}>{_ZH_NAMES}|{_ZH_SHAPED})"


_ZH_TREATED: Final = re.compile(
    rf"(?:吃|服用|用|打|喷|抹|涂)着?(?:治|治疗|控制|缓解)?{_zh_cond('a')}的(?:药|针|喷雾|药膏|中药)"
    rf"|(?:在|正在|一直在|还在|长期|一直)(?:治疗|治|调理|控制){_zh_cond('b')}"
    rf"|因为{_zh_cond('c')}(?:一直|长期|每天)?(?:在)?(?:吃药|打针|住院|复查)"
)
"""A treatment for a condition of one's own (吃治哮喘的药, 在治疗抑郁症, 因为痛风一直吃药)."""
_ZH_LONG_HAD: Final = re.compile(
    rf"^(?:我的?|俺)?{_zh_cond('d')}(?:跟了我|陪了我|困扰(?:了)?我|折磨(?:了)?我"
    r"|(?:是|算是)?(?:我的)?(?:老问题|老病根|多年的?老病|顽疾))"
)
"""A condition had a long time (偏头痛跟了我十几年了, 哮喘是老问题了)."""
_ZH_NOT_HAD: Final = re.compile(
    r"吗|？|\?|如果|要是|万一|怕|担心|怀疑|疑似|是不是|会不会|预防|防止|不是|没有|没"
    r"|以前|小时候|好了|治好|痊愈|的人|的话|患者们|有哪些|什么|怎么|文章|书|资料|研究"
)
"""A condition asked of, feared, ruled out, over or only a topic."""


def zh_treated(clause: str, subject: str) -> list[Fill]:
    """The condition a Chinese clause says by its treatment or by how long it has been had
    (我一直在吃治哮喘的药 → 哮喘, 偏头痛跟了我十几年了 → 偏头痛)."""
    if _ZH_NOT_HAD.search(clause):
        return []
    found = _ZH_TREATED.search(clause) or _ZH_LONG_HAD.search(clause.strip())
    if found is None:
        return []
    said = next(found[name] for name in "abcd" if found.groupdict().get(name))
    return [Fill("condition", said, subject)]
