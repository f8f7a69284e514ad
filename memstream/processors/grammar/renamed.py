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


_EN_CALL_ME: Final = re.compile(
    r"(?i:\b(?:you can|you may|you could|feel free to|free to|please|pls|plz)\s+"
    r"(?:just |always |now |simply )?(?:call|address) me(?: as)? )(?P<v>[A-Z][a-z]+)"
    r"(?=\s*(?:$|[,.;!]|\s(?:from now on|now|instead|going forward|then|too|for short)\b))"
)
"""A name the user asks to be called by ("you can call me Kate", "feel free to call me Sasha
instead"): the name goes by it."""

_ZH_ASKED: Final = re.compile(
    r"^(?:(?:以后|今后|往后|之后|从现在起|从今天起)?[，,]?(?:你们?|您)?(?:以后|今后)?(?:也|就|都)?"
    r"(?:可以)?(?:直接)?(?:就)?|(?:大家|朋友们?|同事们?|身边的人|别人)(?:平时|一般|现在|都)*)"
    r"(?:叫|喊|称呼)我(?P<v>[\u4e00-\u9fff]{2,3}?|[A-Z][a-z]+)"
    r"(?:就成|就行了?|就好|就可以了?|好了|吧|呗|得了|嘛|啦|就是了)?"
    r"(?:[，,]你(?:们)?(?:也|就)?(?:这么|这样)?(?:叫|喊)(?:吧|就行|就好|就成|就可以了?)?)?"
    r"[。！!~]*$"
)
"""A name asked for (你也叫我老王就行, 叫我华子就可以了) or used by everyone and offered (大家都
叫我华子，你也这么叫吧)."""
_ZH_NOT_NAME: Final = re.compile(r"[你我他她们帮去来做吃喝看买回到干的了着过把被给让在查什么啥]")
"""Characters no nickname holds: 叫我帮你查, 叫我回家 ask a doing, not a name."""


def renamed(text: str) -> list[Fill]:
    """The new name a message gives after announcing a name change, or nothing."""
    if "?" in text or "？" in text:
        return []
    found = _EN.search(text) or _EN_CALLED.search(text) or _EN_CALL_ME.search(text)
    if found is not None and found.group("v")[0].isupper():
        return [Fill("name", found.group("v"))]
    found = _ZH.search(text)
    if found is not None and zh_objects.full_name(found.group("v")):
        return [Fill("name", found.group("v"))]
    found = _ZH_CALL.search(text.strip()) or _ZH_ASKED.search(text.strip())
    if found is None or _ZH_NOT_NAME.search(found["v"]):
        return []
    return [Fill("name", found.group("v"))] if zh_objects.name(found["v"]) else []
