"""A name change announced, then the new name in a later clause of the same message
("I changed my name, it's Jane Park now"; 我改名了，现在叫张语桐): the new name fills `name`.

The announcement alone names nothing; the clause after it must read as a name (a Chinese
full name with a known surname, or capitalised English words), never a question."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar.fills import Fill

_EN: Final = re.compile(
    r"(?i:\b(?:changed|change) my (?:last |first |sur)?name\b.*?[,.;:!—-]\s*(?:so |and )?"
    r"(?:it'?s|it is|i'?m|i am)\s+(?:now\s+)?)(?P<v>[A-Z][a-z]+(?: [A-Z][a-z]+){0,2})"
    r"(?=\s+now\b|\s*[,.;!]|\s*$)"
)
_ZH: Final = re.compile(
    r"(?:改名|改了名|换了名字|更名)了?[，,。；;][^？?]{0,8}?(?:现在|以后|今后)?(?:是|叫|改成)"
    r"(?P<v>[\u4e00-\u9fff]{2,4}?)(?=$|[，,。；;！!]|了)"
)


_ZH_CALL: Final = re.compile(
    r"^(?:(?:以后|今后|之后|往后|从现在起|从现在开始|从今天起)[，,]?(?:就|都|大家)?"
    r"|(?:大家|朋友们|同事们|朋友|同事|别人)(?:现在|最近|如今)(?:都)?)(?:叫|喊|称呼)我"
    r"(?P<v>[\u4e00-\u9fff]{2,3}?)(?:吧|就行|就好|就可以了|好了|呗)?[。！!~]*$"
)
"""A name asked for from now on (以后叫我老王吧) or used now (大家现在都叫我小明哥)."""


_EN_CALLED: Final = re.compile(
    r"(?i:\b(?:everyone|everybody|people|friends|folks|most people|they all) (?:now )?(?:calls?"
    r"|know) me(?: as)? )(?P<v>[A-Z][a-z]+)(?=\s+(?:now|these days|nowadays)\b)"
)
"""A name others use now ("everyone calls me Kate these days"): the name goes by it."""


def renamed(text: str) -> list[Fill]:
    """The new name a message gives after announcing a name change, or nothing."""
    if "?" in text or "？" in text:
        return []
    found = _EN.search(text) or _EN_CALLED.search(text)
    if found is not None and found.group("v")[0].isupper():
        return [Fill("name", found.group("v"))]
    found = _ZH.search(text)
    if found is not None and zh_objects.full_name(found.group("v")):
        return [Fill("name", found.group("v"))]
    found = _ZH_CALL.search(text.strip())
    return [Fill("name", found.group("v"))] if found and zh_objects.name(found["v"]) else []
