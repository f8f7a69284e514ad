"""The user's name said as they greet or come back, with no "my name is".

    "Yo, Dre again."             "Morning! Priya again"          "Hello hello, Amara checking in"
    "Hi Claude, it's me, Bea."   "hey claude its marco again"    "Hey, me again (Sam). Quick one."
    "Greetings from Ottawa, this is Luc."                        "Jo from yesterday, back with it"
    哈喽～我是阿杰                  嗨 我是lily                       早上好，小陈又来了
    在吗？我，老周，想问个事          你好呀 这里是小美                  哈喽 小王报到

What is read must be a name: capitalised or not a dictionary word, not the assistant's name,
a kin word, a place or a tool. A question, a denial or a wish gives nothing.

Pure: `en_read(sentence)` and `zh_read(sentence)` return the name fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zh_w
from memstream.processors.grammar.fills import Fill

_GREET: Final = (
    r"(?:(?:hi|hey|heya|hello(?: hello)?|hiya|yo|oi|g'day|howdy|sup|hola|ciao|morning"
    r"|good (?:morning|afternoon|evening)|evening|afternoon|greetings(?: from [\w ]{2,20}?)?"
    r"|ok|okay|right|so)(?: (?:there|again|all|claude|chatgpt|gpt|bot|buddy|friend))?"
    r"[\s,!.~]+)*"
)
_WHO: Final = r"(?P<n>[A-Za-zÀ-ÖØ-öø-ÿ][a-zß-öø-ÿ'’-]+)"
_BACK: Final = (
    r"(?:again|back(?: again)?|checking in|reporting in|here again|from (?:yesterday|earlier"
    r"|before|last time|last week|the other day))"
)
_BACK_NOW: Final = r"(?:checking in|reporting in|here again|from (?:yesterday|earlier|last time))"
"""A comeback said without a greeting ("Amara checking in"): "Tesco again" names no one."""
_GREETED: Final = _GREET[:-1] + "+"
_EN_SHAPES: Final = (
    re.compile(rf"(?i:^\W*{_GREET}(?:it'?s|it is|this is)(?: me|,)?[\s,]+){_WHO}"
               rf"(?i:\s+{_BACK}\b|\s*(?:[,.!—-]|$))"),
    re.compile(rf"(?i:^\W*{_GREETED}){_WHO}(?i:\s+{_BACK})(?=\s*(?:[,.!—-]|$|\W))"),
    re.compile(rf"^\W*{_WHO}(?i:\s+{_BACK_NOW})(?=\s*(?:[,.!—-]|$|\W))"),
    re.compile(rf"(?i:^\W*{_GREET}(?:it'?s )?me again\s*[(,]\s*){_WHO}(?=\s*[),.!]|\s*$)"),
)  # fmt: skip
_NOT_WHO: Final = w.words(
    """claude chatgpt gpt gemini siri alexa copilot bot me you we it this that there here
    again back everyone everybody all someone anyone nobody just only still also okay ok
    fine good great monday tuesday wednesday thursday friday saturday sunday morning
    evening night today tomorrow yesterday time"""
)
_ANOTHER: Final = re.compile(r"(?i)\s*,?\s*(?:my|our|his|her|their|the|a|an)\s")
"""A name said of someone else ("This is Sam, my coworker", "It's Mochi, my cat")."""
_UNSURE: Final = re.compile(r"(?i)\?|\b(?:if|wish|would|imagine|pretend|not|never|don't)\b")


def en_read(text: str) -> list[Fill]:
    """The name an English greeting or comeback gives ("Yo, Dre again.")."""
    if _UNSURE.search(text):
        return []
    for shape in _EN_SHAPES:
        found = shape.search(text)
        if found is not None and _a_name(found["n"]) and not _ANOTHER.match(text[found.end() :]):
            said = found["n"]
            return [Fill("name", said[:1].upper() + said[1:])]
    return []


def _a_name(said: str) -> bool:
    """A word that reads as a person's name: no dictionary word, place, kin or tool."""
    low = said.lower()
    if low in _NOT_WHO or low in w.NOT_NAMES or low in w.RELATIONS or low in w.PLACES:
        return False
    if low in {t.lower() for t in w.TECH}:
        return False
    return en_pos.tag(low) == "" and en_pos.tag(said[:1].upper() + said[1:]) in ("", "NNP")


_ZH_GREET: Final = (
    r"(?:(?:你好|您好|哈喽|哈啰|嗨|hi|hello|hey|早上好|早|晚上好|下午好|在吗|大家好)"
    r"[呀啊哈]?[\s,，!！~～。？?]*)*"
)
_ZH_WHO: Final = rf"(?P<n>老[{zh_w.SURNAMES}]|[小阿][\u4e00-\u9fff]|[A-Z][a-z]{{1,11}})"
_ZH_NOT_NAMES: Final = frozenset(
    "小白 小菜 小透明 小可爱 小仙女 小弟 小妹 小号 小孩 小编 小的 小子".split()
)
"""Words shaped as 小 names that say what one is (小白, 小编): no name."""
_ZH_END: Final = r"(?=$|[\s,，。!！~～啊呀哈啦]|又|想|来)"
_ZH_SHAPES: Final = (
    re.compile(rf"^{_ZH_GREET}(?:我是|这里是|我,|我，){_ZH_WHO}{_ZH_END}"),
    re.compile(rf"^{_ZH_GREET}{_ZH_WHO}(?:又来了|又来啦|来了|报到|报道)"),
)  # fmt: skip
_ZH_UNSURE: Final = re.compile(r"吗|呢？|\?|？.*$|如果|要是|假如|不是")
_ZH_ANOTHER: Final = re.compile(r"\s*[,，]\s*(?:我的|我们的|我家的?|他的|她的)")
"""A name said of someone else (这里是小美，我的同事)."""


def zh_read(text: str) -> list[Fill]:
    """The name a Chinese greeting or comeback gives (哈喽～我是阿杰, 小陈又来了)."""
    for shape in _ZH_SHAPES:
        found = shape.search(text.strip())
        after = text.strip()[found.end() :] if found is not None else ""
        if found is None or _ZH_UNSURE.search(after) or _ZH_ANOTHER.match(after):
            continue
        said = found["n"]
        if said in _ZH_NOT_NAMES or (said.isascii() and not _a_name(said)):
            continue
        return [Fill("name", said[:1].upper() + said[1:] if said.isascii() else said)]
    return []
