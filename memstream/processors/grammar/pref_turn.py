"""A preference turned round in the next message: the previous message set a preference
(`pref.*`), this one names another value of the same preference ("back to light please",
"Fahrenheit and miles again", "casual is fine now", 回我中文就行) or drops the one set
("scratch the bullets", "leave them out", "drop the formality", 别用表情了) - of a preference
with two values, the other one.

The previous message says which preference is talked about, so a bare value word is enough:
each preference has a small closed lexicon of the words for its values (English and
Chinese). Pure: the previous message's fills are given by the caller.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import value_patterns
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.matchers.people_words import EN_RELATIONS, ZH_RELATIONS

_WORDS: Final[dict[str, dict[str, str]]] = {
    "pref.format": {
        "bullets": r"bullet(?:s| points?| lists?)?|list form|要点|列表|分点",
        "prose": r"paragraphs?|prose|full sentences|complete sentences|段落|整段|成段",
        "tables": r"tables?|表格",
    },
    "pref.theme": {
        "dark": r"dark(?: mode| theme)?|深色|暗色|暗黑|夜间模式",
        "light": r"light(?: mode| theme)?|浅色|亮色|白色主题|日间模式",
    },
    "pref.tone": {
        "formal": r"formal|professional|正式|严肃",
        "casual": r"casual|informal|relaxed|chill|随意|随便|轻松|口语",
    },
    "pref.units": {
        "metric": r"metric|celsius|kilomet(?:er|re)s|km|kilos|kg|公制|摄氏|公里",
        "imperial": r"imperial|fahrenheit|miles|pounds|lbs|feet|inches|英制|华氏|英里",
    },
    "pref.indentation": {"tabs": r"tabs?|制表符", "spaces": r"(?:\d+ |two |four )?spaces|空格"},
    "pref.response_length": {
        "concise": r"short(?:er)?|brief|concise|简短|简洁",
        "detailed": r"detailed|long(?:er)|in depth|in-depth|详细",
    },
    "pref.reply_language": {
        "english": r"english|英文|英语",
        "chinese": r"chinese|mandarin|中文|汉语|普通话",
    },
    "pref.emoji": {"use": r"emojis?|emoticons?|表情(?:包|符号)?"},
}
"""Each preference's words for its values (emoji: one word for both; the verb says which)."""
_OTHER: Final = {
    "pref.theme": {"dark": "light", "light": "dark"},
    "pref.tone": {"formal": "casual", "casual": "formal"},
    "pref.units": {"metric": "imperial", "imperial": "metric"},
    "pref.indentation": {"tabs": "spaces", "spaces": "tabs"},
    "pref.response_length": {"concise": "detailed", "detailed": "concise"},
    "pref.emoji": {"use": "avoid", "avoid": "use"},
    "pref.format": {"bullets": "prose"},
}
"""The value left when one of a preference's two is dropped ("scratch the bullets": prose)."""
_EN_DROP: Final = (
    r"\b(?:scratch|drop|forget|ditch|lose|skip|kill|cut|remove|stop(?: using| with)?|no more"
    r"|leave out|get rid of|enough with|enough of|done with|over|without|less|fewer|not|no"
    r"|don't|do not|never|nix)\s+(?:the\s+|all\s+(?:the\s+)?|those\s+|these\s+|with\s+(?:the\s+)?"
    r"|using\s+|any\s+)?(?:{0})"
    r"|\b(?:{0})\s+(?:are|is)\s+(?:getting\s+)?(?:a bit much|too much|annoying|distracting|a lot)"
    r"|\bleave\s+(?:them|it|those|the\s+(?:{0}))\s+out"
)
_ZH_DROP: Final = (
    r"(?:别|不要|不用|去掉|取消|少用|别再|不想要|停用|不再用)(?:再)?(?:用|加|发|放)?了?(?:{0})"
)
_EN_NOT_NOW: Final = re.compile(
    r"\?|\b(?:if|whether|would|could|should i|do you|can you|maybe|might)\b", re.IGNORECASE
)
_ZH_NOT_NOW: Final = re.compile(r"[?？吗]|如果|要是|可能|也许")
_EN_TURN: Final = re.compile(
    r"\b(?:now|again|back|instead|actually|scratch|drop|forget|ditch|please|pls|plz"
    r"|from now on|switch\w*|rather|prefer|fine|go with|let's|leave|stop|no more|on|do use"
    r"|easier|better|getting|enough|mistake|wrong|past)\b",
    re.IGNORECASE,
)
"""Words of a change or a request: a value word without one is no preference turned."""
_ZH_TURN: Final = re.compile(
    r"以后|现在|改|换|还是|就行|吧|回|别|不要|不用|去掉|了|switch|back", re.I
)
_EN_OTHERS: Final = re.compile(
    r"\b(?:he|she|his|her|they|their)\b|\bmy (?:"
    + "|".join(sorted(EN_RELATIONS, key=len, reverse=True))
    + r"|friends?|boss|colleagues?|coworkers?|team|clients?)\b",
    re.IGNORECASE,
)
_ZH_OTHERS: Final = re.compile(
    "他|她|(?:我|我的)(?:" + "|".join(sorted(ZH_RELATIONS, key=len, reverse=True)) + ")"
)
"""Someone else the sentence is about: a value word of theirs turns nothing of the user's."""
_ALL: Final = re.compile(
    "|".join(p for words in _WORDS.values() for p in words.values()), re.IGNORECASE
)


def cued(text: str) -> bool:
    """True when the sentence names a value word of some preference (cheap)."""
    return _ALL.search(text) is not None


def names_any(said: str, slots: set[str]) -> bool:
    """True when the words name a value of one of the preferences ("read it as paragraphs")."""
    words = "|".join(p for slot in slots for p in _WORDS.get(slot, {}).values())
    found = value_patterns.search(rf"(?<![a-z])(?:{words})(?![a-z])", said, re.I) if words else None
    return found is not None


def turned(text: str, chinese: bool, stated: list[Fill]) -> list[Fill]:
    """The preference the previous message set, with the value this sentence turns it to."""
    prefs = [f for f in stated if f.slot in _WORDS and f.action != NEGATE]
    if not prefs or (_ZH_NOT_NOW if chinese else _EN_NOT_NOW).search(text):
        return []
    if (_ZH_TURN if chinese else _EN_TURN).search(text) is None:
        return []  # "the tables in my database are slow": no word of a change or a request
    if (_ZH_OTHERS if chinese else _EN_OTHERS).search(text) is not None:
        return []  # "my husband prefers miles now": his, not the user's
    for pref in reversed(prefs):
        value = _turned_to(text, chinese, pref.slot, pref.value)
        if value and value != pref.value:
            return [Fill(pref.slot, value, extra={"follows": pref.value, "changed": True})]
    return []


def _turned_to(text: str, chinese: bool, slot: str, held: str) -> str:
    """The value of `slot` the sentence names and does not drop; else, when it drops the one
    held, the other value of a preference with two."""
    named, dropped = [], []
    for value, words in _WORDS[slot].items():
        drop = (_ZH_DROP if chinese else _EN_DROP).format(words)
        said = value_patterns.search(rf"(?<![a-z])(?:{words})(?![a-z])", text, re.IGNORECASE)
        dropping = value_patterns.search(drop, text, re.IGNORECASE)
        if dropping or (said and _negated(text, said.start(), chinese)):
            dropped.append(value)
        elif said is not None:
            named.append(value)
    if slot == "pref.emoji":  # one word for both: the verb says which
        return "avoid" if dropped else ("use" if named and _EN_USE.search(text) else "")
    fresh = [v for v in named if v != held]
    if fresh:
        return fresh[0]
    if held in dropped:
        return _OTHER.get(slot, {}).get(held, "")
    return ""


def _negated(text: str, at: int, chinese: bool) -> bool:
    """True when the clause before a value word denies or forbids it ("I never switched to
    light mode", 千万别给我换成浅色)."""
    clause = re.split(r"[,;，；。.!！]", text[:at])[-1]
    return (_ZH_NEGATOR if chinese else _EN_NEGATOR).search(clause) is not None


_EN_NEGATOR: Final = re.compile(
    r"\b(?:not|never|no|don't|do not|didn't|won't|without)\b|n't\b", re.I
)
_ZH_NEGATOR: Final = re.compile(r"别|不要|不用|不想|没|千万|甭|不")
_EN_USE: Final = re.compile(
    r"\b(?:use|go ahead|bring back|add|more|fine|ok|okay)\b|可以用|用吧", re.I
)
