"""Someone the user met, then what they said with the speaker left unsaid (g55o):
公交上遇到一个阿婆，讲她孙子在北大读博, 在医院碰到个阿姨，聊起她女儿在华为上班. The clause
after the meeting opens with a verb of saying and 他 / 她: the met person's words, not the
user's. What the user says before the meeting stays (我在杭州上班，…).

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_MET_THEN_SAID: Final = re.compile(
    r"(?:遇到|碰到|碰见|遇见|认识了?|撞见|偶遇|加了)(?:了)?(?:一个|一位|个|位|俩|两个)"
    r"[^，,。！!？?；;]{1,10}[，,]\s*(?:一直|就|还|又|非)?"
    r"(?:说|讲|聊|聊起|聊到|提到|念叨|夸|吹)(?:起|了)?(?:她|他)(?!们)"
)
"""遇到一个阿婆，讲她…: the met person's words."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own not said before the met person's words."""
    if not any(f.subject == "user" for f in fills):
        return fills
    found = _MET_THEN_SAID.search(text)
    if found is None:
        return fills
    before = text[: found.start()]
    return [f for f in fills if f.subject != "user" or (f.value and f.value in before)]
