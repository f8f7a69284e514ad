"""A Chinese condition said bare, with no person before it: a clause that is only the
condition (膝盖半月板损伤, 轻度抑郁, 有风湿, 站久了腰椎间盘突出), or the condition put first
and then its diagnosis (桥本甲状腺炎确诊两年了, 乳糖不耐查出来了).

The clause is the user's when the sentence gives it to no one else (the caller's subject);
a question, a fear, a condition ruled out or over, or one said of people in general (有风湿的人)
is none.

Pure: the reader takes a clause and its subject and returns fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_condition_named import MORE_CONDITIONS

_NAMES: Final = "|".join(
    sorted(map(re.escape, {*w.CONDITIONS, *MORE_CONDITIONS}), key=len, reverse=True)
)
_BODY: Final = (
    r"(?:膝盖|腰|颈椎|腰椎|肩膀|肩|脚踝|手腕|膝|背|后背|胃|肠|皮肤|眼睛|耳朵|鼻子|嗓子|心脏|左膝|右膝"
    r"|左肩|右肩)"
)
_DEGREE: Final = r"(?:轻度|中度|重度|轻微|严重的?)"
_STRAIN: Final = r"(?:(?:站|坐|蹲|跑|走|累|练|干)(?:久|多|狠)了(?:就)?)"
_ALONE: Final = re.compile(
    rf"^(?:{_STRAIN})?(?:还|也|又)?(?:有|得了)?(?:{_BODY})??"
    rf"(?P<c>{_DEGREE}?(?:{_NAMES}))(?:了|啊|呢|哈)?$"
)
"""A clause that is only a condition: the body part before it and a strain that gave it
left out of the value, its degree kept (轻度抑郁)."""
_SHAPED: Final = r"[\u4e00-\u9fff]{1,7}?(?:炎|病|症|瘤|不耐受?|综合征|损伤|突出|增生|结节)"
_FRONTED: Final = re.compile(
    rf"^(?:我的?|俺)?(?P<c>{_NAMES}|{_SHAPED})(?:是)?(?:[去前今]年|上个?月|上回|最近|刚|才)*"
    r"(?:被)?(?:确诊|查出来|诊断出来|查出|检查出来)(?:的|了|[一两三四五六七八九十几半\d]+(?:个)?(?:多)?"
    r"(?:年|月|周|礼拜|星期)(?:多)?了)"
)
"""The condition first, then that it was diagnosed (桥本甲状腺炎确诊两年了)."""
_NOT_HAD: Final = re.compile(
    r"吗|？|\?|如果|要是|万一|怕|担心|怀疑|疑似|是不是|会不会|预防|防止|避免|不是|没有|没"
    r"|以前|小时候|好了|治好|痊愈|的人|的话|患者们|排除"
)


def bare_condition(clause: str, subject: str) -> list[Fill]:
    """The condition a clause says bare (膝盖半月板损伤 → 半月板损伤, 有风湿 → 风湿,
    桥本甲状腺炎确诊两年了 → 桥本甲状腺炎), none asked of, feared, over or said of people in
    general."""
    said = clause.strip(" 。！!~～")
    if _NOT_HAD.search(said):
        return []
    found = _ALONE.match(said) or _FRONTED.match(said)
    if found is None:
        return []
    return [Fill("condition", found["c"], subject)]
