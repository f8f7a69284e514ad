"""A Chinese condition named right after the one who has it, whatever follows (我贫血要补点
蛋白, 我轻度抑郁在吃舍曲林, 我高血压得长期吃药了, 我鼻炎老犯), left by a time of strain (落下了
关节炎, 熬出了胃病) or said as who one is (作为一个哮喘患者): the words of a known condition close
on the person, not a topic talked about.

Pure: the reader takes a clause and its subject and returns fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill

MORE_CONDITIONS: Final = ("抑郁", "风湿", "焦虑", "胃溃疡", "颈椎病", "腰突", "荨麻疹")
"""Conditions said short in speech (轻度抑郁, 有风湿), beside the known ones."""
_NAMES: Final = "|".join(
    sorted(map(re.escape, {*w.CONDITIONS, *MORE_CONDITIONS}), key=len, reverse=True)
)
_NAMED: Final = re.compile(
    rf"(?:[我俺]|本人)(?:是|有|得了|患有|还有|也有)?(?P<d>轻度|中度|重度|轻微|严重)?(?P<c>{_NAMES})"
    r"(?![吗呢？?])"
    rf"|^(?P<f>{_NAMES})(?=(?:也|又|老是?|总是?|还|经常)*(?:犯|发作|复发))"
    rf"|(?:落下了?|落下的|熬出了?|累出了?|站出了?|坐出了?|干出了?|练出了?)(?:一身|个|了)?(?P<g>{_NAMES})"
    rf"|作为(?:一[个名位])?(?P<p>{_NAMES})患者"
)
"""A condition right after the person (我贫血), opening a clause that says it flares (鼻炎
也老犯: the user's, no one else named), left by a time of strain (坐月子落下了腰肌劳损, 长期熬夜
熬出了胃病), or who one is (作为一个哮喘患者)."""
_NOT_HAD: Final = re.compile(
    r"吗|？|\?|如果|要是|万一|怕|担心|怀疑|疑似|是不是|会不会|预防|防止|避免|不是|没有|没"
    r"|以前|小时候|好了|治好|痊愈"
)
"""A condition asked of, feared, ruled out or over (我是不是贫血, 怕得糖尿病): not had."""


def named_condition(clause: str, subject: str) -> list[Fill]:
    """The condition named right after the person (我贫血要补点蛋白 → 贫血, 我轻度抑郁在吃
    舍曲林 → 轻度抑郁), none asked of, feared or over."""
    found = _NAMED.search(clause)
    if found is None or _NOT_HAD.search(clause):
        return []
    named = found["c"] or found["f"] or found["g"] or found["p"]
    return [Fill("condition", (found["d"] or "") + named, subject)]
