"""The new value of a change, read where it is said: in the part of the sentence after the
change ("used to live in Manchester, moved to Bristol", "left Werner, driving for Schneider
now", 以前在百度，现在在字节, 我改名了 现在叫王若汐).

A sentence that says a change often says the old value and the new one in two parts, the
second without a subject and with a time adverb the slot readers do not skip (now, these
days, 现在, 如今). Read whole, the sentence is one clause whose first verb the frames take,
and the new value is lost. Here each part is read by itself, with the parser the whole
sentence was read with, the time adverbs taken out (they are fillers to a slot reader), and
what it says of a single-valued slot that the whole sentence did not fill is added: the
consolidation then supersedes the old value with it, as with any new value of such a slot.

Pure. Nothing is read from a question, a hypothetical, a wish or a plan, from a sentence
that names someone else, or from a part whose reading is about someone else.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import en_people
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.not_yet import en_unsaid
from memstream.processors.grammar.tokens import Clause, tokens_of
from memstream.processors.matchers.people_words import EN_RELATIONS, ZH_RELATIONS

Parse = Callable[[str], list[Fill]]

_EN_PARTS: Final = re.compile(
    r"\s*(?:[,;:]|\s[-–—]+\s|[–—]|\.\s+|!+\s*|\s\.\.\.\s*)\s*|\s+(?:but|so|and then|then)\s+"
    r"|\s+and\s+(?=(?:now|these days|nowadays|currently)\b)",
    re.IGNORECASE,
)
_ZH_PARTS: Final = re.compile(r"\s*[，,。；;！!~～…]+\s*|\s+|(?<=了)(?=现在|如今|目前|后来)")

_EN_CUE: Final = re.compile(
    r"\b(?:now|these days|nowadays|currently|anymore|any more|no longer|used to|as of|from now"
    r" on|since|left|leaving|quit|moved|relocated|switched|changed|took|became|retired|resigned"
    r"|instead|update|gone|went|sold|stopped|dropped|finally|officially|for years|before)\b",
    re.IGNORECASE,
)
"""A word that says something changed: a sentence without one is read whole only."""
_ZH_CUE: Final = re.compile(
    r"现在|現在|如今|目前|以后|以後|以前|之前|原来|原來|本来|本來|后来|後來|不再|改|换|換|搬"
    r"|跳槽|辞职|辭職|离职|離職|戒|从今|從今"
)
_EN_IF: Final = re.compile(
    r"\?|\b(?:if|would|'d|should|might|maybe|perhaps|thinking (?:of|about)|considering"
    r"|planning|plan to|plans to|want to|wants to|wanna|hope|hoping|wish|unless|whether|could"
    r"|will|'ll|going to|gonna|about to|supposed to|in case|looking to|tempted|someday|one day"
    r"|eventually|soon|next (?:week|month|year|spring|summer|autumn|fall|winter))\b",
    re.IGNORECASE,
)
"""What is asked, supposed, wished or planned: no new value is said yet."""
_ZH_IF: Final = re.compile(
    r"[?？]|如果|要是|假如|假设|的话|打算|考虑|准备|想要|想去|想换|想搬|要不要|是不是|该不该"
    r"|吗|呢|可能|也许|或许|计划|希望|下周|下个月|明年|将来|將來|未来|未來|快要|马上要|馬上要"
    r"|有一天|梦想|夢想"
)
_EN_NOW: Final = re.compile(
    r"^(?:(?:and|but|so|then|now|these days|nowadays|currently|at the moment|actually|update"
    r"|finally|officially|as of (?:this|last|next) \w+)\b,?\s*)+"
    r"|,?\s*\b(?:now|these days|nowadays|for now|as of (?:this|last) \w+|at the moment)\s*[.!]*$",
    re.IGNORECASE,
)
"""The time adverbs of a change at a part's edges: fillers to the slot readers."""
_ZH_NOW: Final = re.compile(r"现在|現在|如今|目前|这会儿|這會兒|眼下|后来|後來|然后|然後|已经|已經")
_ANIMALS: Final = frozenset("bird cat dog fish hamster horse pet rabbit turtle".split())
_EN_OTHERS: Final = frozenset(
    "he she they him her his their them you your someone somebody friend friends".split()
) | frozenset(word for word, kind in EN_RELATIONS.items() if kind not in _ANIMALS)
_ZH_OTHERS: Final = re.compile(
    "|".join(
        [
            "他",
            "她",
            "你",
            "您",
            "朋友",
            "同事",
            "别人",
            "別人",
            *sorted((w for w, k in ZH_RELATIONS.items() if k not in _ANIMALS), key=len)[::-1],
        ]
    )
)


_SINGLE: Final = re.compile(
    r"(?:name|role|employer|home_location|work_location|timezone|diet|pref\.\w+)$"
)
"""The single-valued slots (docs/slots.md): a new value of one supersedes the old."""
_QUOTED: Final = re.compile(r"[\"“”「」『』]|(?:^|[\s:])'\w")
_THIRD: Final = re.compile(r"(?:[a-z]+[^su\W]s|is|has|does|goes)\b", re.IGNORECASE)
"""A part opening with a verb of the third person ("Giles, works for Harlow now"): someone
else's."""


def changed_parts(
    fills: list[Fill], text: str, chinese: bool, parse: Parse, readable: Callable[[str], bool]
) -> list[Fill]:
    """The sentence's fills and the new values of single-valued slots its parts say after a
    change that the whole reading missed (only in a statement the grammar reads whole: no
    question, hypothetical, joke or tentative talk, which a part alone would not show)."""
    parts = _parts(text, chinese)
    if len(parts) < 2 or not _says_change(text, chinese) or _not_yours(text, chinese):
        return fills
    if not readable(text):
        return fills
    if _QUOTED.search(text):  # "the character says: 'I've been vegan since ...'"
        return fills
    if any(f.subject != "user" for f in fills) or (not chinese and _someone_named(parts)):
        return fills  # "Tom used to live in Pune, moved to Delhi": Tom's move
    filled = {f.slot for f in fills if f.subject == "user" and _SINGLE.match(f.slot)}
    found: list[Fill] = []
    for part in parts:
        for fill in _read(part, chinese, parse):
            if fill.slot in filled or not _SINGLE.match(fill.slot):
                continue
            filled.add(fill.slot)
            found.append(fill)
    return fills + found


def _parts(text: str, chinese: bool) -> list[str]:
    pattern = _ZH_PARTS if chinese else _EN_PARTS
    return [part.strip() for part in pattern.split(text) if part and part.strip()]


def _says_change(text: str, chinese: bool) -> bool:
    if chinese:
        return _ZH_CUE.search(text) is not None and _ZH_IF.search(text) is None
    said = en_unsaid(text.lower())
    return _EN_CUE.search(said) is not None and _EN_IF.search(said) is None


def _not_yours(text: str, chinese: bool) -> bool:
    """True when the sentence names someone else: whose change it is, is unclear."""
    if chinese:
        return _ZH_OTHERS.search(text) is not None
    said = en_unsaid(text.lower()).replace("'", " ")  # "to tell you the truth"
    words = set(re.findall(r"[a-z]+", said))
    return bool(words & _EN_OTHERS)


_NOT_NAMED: Final = frozenset(("user", "someone", en_people.NOBODY))
"""Subjects that name no other person ("Just a heads up": someone, unnamed)."""


_NAMED_FIRST: Final = re.compile(
    r"^(?P<w>[A-Z][a-z]+(?<!ly)) (?:used to|left|quit|moved|relocated|was|is|has|had|got|went"
    r"|took|became|retired|lives|works|just|finally|recently|now|still|switched|joined)\b"
)
"""A capitalised word before a verb of change: a person's name as the subject."""
_LEADS: Final = frozenset(
    "update so well ok okay also anyway honestly then now btw and but yeah yes sadly".split()
)


def _someone_named(parts: list[str]) -> bool:
    """True when a part of the sentence is about a person the grammar knows is not the user."""
    named = _NAMED_FIRST.match(parts[0])
    if named is not None and named.group("w").lower() not in _LEADS:
        return True  # "Tom used to live in Pune", "Priya left Google"
    for part in parts:
        subject, _ = en_people.subject(Clause(tokens_of(part)))
        if subject not in _NOT_NAMED:
            return True
    return False


_NOW_VALUE: Final = re.compile(r"(?:now|these days|nowadays|currently)\b", re.I)
_PREDICATE: Final = re.compile(r"(?:a|an|the|in|at|with|based|living|working|out of)\b", re.I)
"""How a part without its subject and verb opens ("now a teacher", "now in Leeds")."""


def _read(part: str, chinese: bool, parse: Parse) -> list[Fill]:
    """The user's fills of one part, read without its time adverbs (in Chinese, with 我 put
    before a part without a subject; as said when that reads nothing); none when the part
    is about someone else."""
    plain = _ZH_NOW.sub("", part) if chinese else _EN_NOW.sub("", part).strip()
    if not chinese and _THIRD.match(plain):
        return []
    bare = plain and plain != part and not plain.startswith(("我", "本人", "咱"))
    mine = f"我{plain}" if chinese and bare else ""  # 现在叫王若汐, not 公司，叫极光能源
    if not chinese and bare and _PREDICATE.match(plain):
        mine = f"I'm {plain}"  # "now a teacher in Leeds": "I'm a teacher in Leeds"
    for said in dict.fromkeys((plain, mine, part)):
        if not said:
            continue
        fills = parse(said)
        if any(f.subject != "user" for f in fills):
            return []
        kept = [f for f in fills if f.action != NEGATE and not _NOW_VALUE.match(f.value)]
        if kept:
            return kept
    return []
