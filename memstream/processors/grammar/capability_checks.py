"""A request the user says is only a test of what the assistant can do sets no preference
(g54o): "Can you reply in Korean? Just checking if you can, I don't need it", "Could you do
bullet points, just to test?", 能用韩语回复吗？只是测试一下, 你能用日语回答吗？随便问问. Nor does a
question that weighs one way against another (用英文回复会不会比中文更准确？, "would English
replies be more accurate?"): it asks, it does not choose. The request's own preference fills
(reply language, format, length, tone...) are dropped; the rest of the message stands.

Pure: `kept(sentence, message, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_TEST: Final = re.compile(
    r"(?i)\b(?:just|only|merely|simply) (?:checking|testing|curious|wondering|asking|a test"
    r"|to (?:test|check|see))\b|\bjust to (?:test|check|see if)\b"
    r"|\bi (?:don't|do not|dont) (?:actually |really )?need (?:it|that|you to)\b"
    r"|\bno need to (?:actually |really )?(?:switch|change|do (?:it|that)|keep (?:it|that) up)\b"
    r"|\bout of (?:pure )?curiosity\b|\b(?:curious|wondering) (?:if|whether) you (?:can|could)\b"
    r"|\btesting (?:you|your|whether|if)\b"
)
"""Words that make a request a test of the assistant ("just checking", "I don't need it")."""
_ZH_TEST: Final = re.compile(
    r"(?:只是|就是|单纯|纯粹|随便|我就)(?:测试|试试|试一下|测一下|问问|好奇|看看你)"
    r"|(?:测试|考考|试探)一下你|好奇问问|随便问问|问问而已|不用真的|不是真的要|并不需要|不需要真的"
    r"|看看你(?:能不能|会不会|行不行)"
)
"""The same in Chinese (只是测试一下, 随便问问, 不用真的换)."""
_ZH_WEIGHED: Final = re.compile(
    r"(?:会不会|是不是|会|能不能)(?:比[^，,。？?]{1,10})?更[^，,。]{0,8}[？?吗]"
)
_EN_WEIGHED: Final = re.compile(
    r"(?i)\b(?:would|will|is|are|do|does)\b[^.?!]{0,60}\b(?:better|more accurate|more natural"
    r"|easier|clearer|worse)\b[^.?!]{0,30}\?"
)
"""A question that weighs one way against another (会不会更准确？, "would it be better?")."""
_STANDING: Final = re.compile(
    r"(?i)\b(?:from now on|going forward|always|every time|by default|for (?:all|every)"
    r" (?:future|reply|answer))\b|以后|今后|从现在(?:开始|起)|一直|每次|默认"
)
"""A request said to hold from now on: a preference, whatever follows it."""
_AFTER: Final = 80
"""How much of the message after the request its disclaimer may take."""


def kept(sentence: str, message: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the preferences of a request said only to test the assistant."""
    if not any(f.slot.startswith("pref.") and f.subject == "user" for f in fills):
        return fills
    if not tested(sentence, message):
        return fills
    return [f for f in fills if not (f.slot.startswith("pref.") and f.subject == "user")]


def tested(sentence: str, message: str) -> bool:
    """True when the sentence, or what follows it, says the request only tests the assistant,
    or the sentence weighs one way against another."""
    if _STANDING.search(sentence):
        return False
    at = message.find(sentence) if sentence else -1
    after = message[at + len(sentence) : at + len(sentence) + _AFTER] if at >= 0 else ""
    said = sentence + " " + after
    if _EN_TEST.search(said) or _ZH_TEST.search(said):
        return True
    return _ZH_WEIGHED.search(sentence) is not None or _EN_WEIGHED.search(sentence) is not None
