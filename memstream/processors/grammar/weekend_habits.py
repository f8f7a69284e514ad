"""周末 with no 这 / 下 in a description of the user's life is every weekend, a habit, not a plan
(g51p): 我叫王小北，在养老院当护理员，上夜班，会手语，周末去教堂唱诗班; 平时上班，周末在家陪孙女;
最近开始小酌了，周末喝点红酒. A dated plan needs a weekend the sentence points at (这周末, 下周末,
周末要去…); said among the user's standing facts (three clauses or more) or beside a word of
routine (平时, 每天, 一般, 最近开始), the plan read is the habit `周末<doing>`.

Kept as plans: 这周末去爬山, 下周末回老家, 周末要去杭州, and 我周末去爬山 said alone (one clause:
as likely this weekend).

Pure: `read(sentence, fills)`.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_BARE_WEEKEND: Final = re.compile(
    r"(?<![这下本上每])(?<!这个)(?<!下个)周末[^，,。；;！!？?\s]{0,3}$"
)
"""周末 just before the value (周末去…, 周末在家…), with no 这 / 下 / 本 pointing at one weekend."""
_TO_COME: Final = re.compile(r"要|得|准备|打算|会|想|明天|后天|下周|下个|这周|本周|计划|约了")
_ROUTINE: Final = re.compile(r"平时|平常|每天|每周|一般|经常|常常|最近开始|现在|工作日|上夜班|上班")
_CLAUSES: Final = re.compile(r"[，,；;。]")
_ASKS: Final = re.compile(r"[?？]|吗|啥|什么|怎么|如何|哪|有没有|咋")


def read(sentence: str, fills: list[Fill]) -> list[Fill]:
    """`fills` with a user's plan on a bare 周末, said as routine, read as a weekend habit."""
    if "周末" not in sentence or not any(f.slot == "plan" for f in fills):
        return fills
    if _ASKS.search(sentence):
        return fills  # 周末带出去玩总吵架，有啥好办法: a question's setting, no habit said
    return [_habit(f) if _routine(f, sentence) else f for f in fills]


def _routine(fill: Fill, sentence: str) -> bool:
    """True when the fill is a user's plan right after a bare 周末 in a routine's sentence."""
    if fill.slot != "plan" or fill.subject != "user":
        return False
    at = sentence.find(fill.value)
    if at < 0 or not _BARE_WEEKEND.search(sentence[:at]):
        return False
    clause = _CLAUSES.split(sentence[:at])[-1] + fill.value
    if _TO_COME.search(clause):
        return False
    return len(_CLAUSES.split(sentence)) >= 3 or bool(_ROUTINE.search(sentence))


def _habit(fill: Fill) -> Fill:
    """The plan as the weekend habit: 周末去教堂唱诗班."""
    return dataclasses.replace(fill, slot="habit", value=f"周末{fill.value}", dates=(), extra={})
