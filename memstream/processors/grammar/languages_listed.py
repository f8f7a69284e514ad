"""Languages listed bare as one item of the user's own self-description, with no verb of
speaking: "I'm a forklift trainer in Rotterdam, Dutch and English, tabs over spaces",
"Introductions: Rahul, Pune, backend dev, Marathi/Hindi/English", "About me: teacher in
Lyon, French/English/Arabic"; 我叫次仁卓玛，藏语汉语都行, 本人会计，杭州，普通话粤语英语,
我是翻译，英语、法语、西语.

An item counts only when every word of it is a language (or a word of how well: mostly,
fluent, 都行), and the list must name two languages or more. The sentence must be the
user's (I, my, 我, 本人, or an introduction's lead) and ask, wish, learn, translate or ask
for a reply in nothing ("Spanish or French, which should I learn?", "Dutch and English
versions of the menu", 翻译成英语和日语, 你用中文英文回我都行), nor one language named
twice as a joke (精通八国语言：中文、普通话、汉语、国语…).

Pure: `english(text)` and `chinese(text)` return the languages' names.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.zh_words import LANGUAGE_CANON, LANGUAGE_WORDS

_EN_SELF: Final = re.compile(
    r"(?i)\b(?:i|i'm|im|i am|my|me)\b"
    r"|^\W*(?:(?:quick\s+)?(?:about\s+me|intro(?:duction)?s?|bio|context|profile))\b"
)
_EN_UNSURE: Final = re.compile(
    r"(?i)\?|\b(?:please|pls|plz|translat\w*|versions?|subtitles?|menus?|reply|replies|respond|answer\w*"
    r"|learn\w*|study\w*|studying|which|or|want|wish|hope|if|would|could|should|my\s+(?:son"
    r"|daughter|kids?|wife|husband|partner|mum|mom|dad|parents?|friend)\b)\b"
)
"""What makes a list of languages no language the user has: a question, a translation, a
wish, learning, someone else's speaking (my son …), a choice (or, which)."""
_EN_HOW: Final = w.words(
    "and & + plus mostly fluent fluently native spoken here both only some a bit of little"
    " basic conversational also too"
)
"""Words an item of languages may hold besides the languages."""
_EN_SEGMENTS: Final = re.compile(r"[;|.:!]|\s[—–-]\s|[—–]")
_EN_WORDS: Final = re.compile(r"[/+&]|\s+")


def english(text: str) -> list[str]:
    """The languages an English sentence of the user's lists bare among its items."""
    if not _EN_SELF.search(text) or _EN_UNSURE.search(text):
        return []
    found: list[str] = []
    for segment in _EN_SEGMENTS.split(text):
        found += _runs([_en_item(item) for item in segment.split(",")])
    return list(dict.fromkeys(found))


def _en_item(item: str) -> list[str] | None:
    """The languages of an item made only of them ("Marathi/Hindi/English", "Dutch and
    English"), None when any other word is in it."""
    words = [word for word in _EN_WORDS.split(item.strip()) if word]
    names = [w.LANGUAGES.get(word.lower()) for word in words if word.lower() not in _EN_HOW]
    if not names or None in names or any(word.lower() == "sign" for word in words):
        return None
    return [name for name in names if name]


def _runs(items: list[list[str] | None]) -> list[str]:
    """The languages of each run of items made only of languages, when a run names two or
    more."""
    found: list[str] = []
    run: list[str] = []
    for item in [*items, None]:
        if item is not None:
            run += item
            continue
        if len(dict.fromkeys(run)) >= 2:
            found += run
        run = []
    return found


_ZH_SELF: Final = re.compile(r"我|本人|俺|咱")
_ZH_UNSURE: Final = re.compile(
    r"[？?]|吗|请|翻译成|译成|翻成|回复|回答|回我|字幕|学|想|打算|希望|如果|要是|你用|用.{0,6}回"
    r"|他|她|儿子|女儿|孩子|老公|老婆"
)
_ZH_HOW: Final = re.compile(
    r"^(?:都|也)?(?:会|能|可以)?(?:说|讲|听|写)?(?:得)?(?:行|会|可以|没问题|ok|OK|流利|懂|能说|能讲"
    r"|会说|会讲|能听懂)?$"
)
"""What may follow the languages of an item (都行, 都会讲, 都可以)."""
_ZH_LANGUAGES: Final = "|".join(
    sorted({*LANGUAGE_WORDS, "西语", "葡语", "俄文"}, key=len, reverse=True)
)
_ZH_ITEM: Final = re.compile(rf"^(?P<langs>(?:(?:{_ZH_LANGUAGES})(?:和|跟|与|及)?)+)(?P<how>.*)$")


def chinese(text: str) -> list[str]:
    """The languages a Chinese sentence of the user's lists bare among its items."""
    if not _ZH_SELF.search(text) or _ZH_UNSURE.search(text):
        return []
    found: list[str] = []
    for segment in re.split(r"[。；;！!|｜\n]", text):
        found += _runs([_zh_item(item) for item in re.split(r"[，,、/]", segment)])
    canon = [LANGUAGE_CANON.get(name, name) for name in found]
    return [] if len(set(canon)) < len(canon) else list(dict.fromkeys(found))


def _zh_item(item: str) -> list[str] | None:
    """The languages of an item made only of them and a word of how well (藏语汉语都行),
    None when any other word is in it."""
    said = _ZH_ITEM.match(item.strip())
    if said is None or not _ZH_HOW.match(said["how"].strip()):
        return None
    return re.findall(_ZH_LANGUAGES, said["langs"])
