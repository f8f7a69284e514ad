"""A job named as the one who says something is that person's, not the user's role (g51p):
"I'm allergic to Mondays, doctor confirmed", "doctor says my stomach can't take it", "the
vet reckons she's fine", 医生说我血糖偏高, 律师建议我先别签. The role word stands right before a
verb of saying, advising or judging, and the sentence never gives it to the user ("I'm a
doctor", "as a vet", 我是医生, 当医生): such a user role is dropped.

Pure: `kept(sentence, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_EN_SAYING: Final = (
    r"\s+(?:says|said|say|confirmed|confirms|told|tells|thinks|thought|reckons|reckoned"
    r"|recommends|recommended|advised|advises|suggested|suggests|ordered|prescribed|wants"
    r"|insists|insisted|warned|diagnosed|agrees|agreed|cleared)\b"
)
_EN_MINE: Final = r"\b(?:i'm|i am|im|as|i work as|i was|i've been|became|become)\s+(?:an?\s+)?"
_ZH_SAYING: Final = r"(?:说|讲|建议|让|叫|要求|嘱咐|交代|告诉|诊断|觉得|认为|确认|开了)"
_ZH_MINE: Final = r"(?:我是|我当|我做|当|做|身为|作为)(?:一名|一个|个|名)?"


def kept(sentence: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without a user's role that names only the one who says something."""
    if not any(f.slot == "role" and f.subject == "user" for f in fills):
        return fills
    return [f for f in fills if not _speaker(f, sentence, chinese)]


def _speaker(fill: Fill, sentence: str, chinese: bool) -> bool:
    """True when the fill is a user's role said only as a speaker."""
    if fill.slot != "role" or fill.subject != "user" or not fill.value:
        return False
    word = re.escape(fill.value)
    if chinese:
        said = re.search(word + _ZH_SAYING, sentence)
        return said is not None and re.search(_ZH_MINE + word, sentence) is None
    said = re.search(r"(?i)\b" + word + _EN_SAYING, sentence)
    return said is not None and re.search(r"(?i)" + _EN_MINE + word, sentence) is None
