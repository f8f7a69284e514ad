"""Follow-ups: a clause that names a thing but no predicate of its own takes the slot of what
the user said just before.

"I like hiking" then "oh, and climbing too"; "I can't stand country music" then "same goes
for opera"; 我花粉过敏 then 还有酒精. The clause has a follow-up marker (too, as well, same
goes for, add X to the list, another one, 还有, 也, 另外, 又多了) and an object, but no
predicate of its own (or only a generic one: "is off limits for me", 还会做). It fills the
slot of the user's last multi-valued statement in the previous message (likes, dislikes,
skills, allergies, conditions, habits, goals), never a single-valued one, and nothing when
that message stated none. A bare ending ("quit", 戒了, 没碰了) with no object ends the habit
or like the previous message stated.

Pure: the previous message is given by the caller (the extract stage's session buffer).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import habit_moved
from memstream.processors.grammar.fills import NEGATE, Fill

FOLLOWED: Final = frozenset("like dislike skill allergy condition habit goal".split())
"""The multi-valued slots a follow-up can add to."""
AGAINST: Final = frozenset("dislike allergy condition".split())
"""What a follow-up saying the thing is bad for the user ("off limits", 也不行) can add to."""
ENDABLE: Final = frozenset("like habit".split())
"""What a bare ending ("quit", 戒了) can end."""

_EN_LEAD: Final = r"^(?:(?:oh|ah|and|plus|also|ok|okay|yeah|right|btw)[ ,]+)*"
_EN_START: Final = re.compile(
    r"^(?:(?:oh|ah|ok|okay|yeah|right|btw|so|well)\s*,\s*)+", re.IGNORECASE
)
_EN_OBJECT: Final = r"(?P<obj>[a-z0-9][\w'&+ -]{1,48}?)"
_EN_TAIL: Final = r"(?: (?:honestly|really|actually|though|lol|haha|i guess|i think))*$"
_EN_FOLLOW: Final = tuple(
    (re.compile(_EN_LEAD + pattern + _EN_TAIL, re.IGNORECASE), against)
    for pattern, against in (
        (_EN_OBJECT + r",? (?:too|as well)", False),
        (r"(?:the )?same (?:goes|is true|applies) (?:for|with) " + _EN_OBJECT, False),
        (r"(?:the )?same (?:for|with) " + _EN_OBJECT, False),
        (r"ditto (?:for|with) " + _EN_OBJECT, False),
        (r"add(?:ing)? " + _EN_OBJECT + r" to (?:the|my|that) list(?: too| as well)?", False),
        (r"put " + _EN_OBJECT + r" on (?:the|my|that) list(?: too| as well)?", False),
        (r"(?:another|one more)(?: one)?(?: for (?:the|my) list)?[:,]? " + _EN_OBJECT, False),
        (r"also[:,]? " + _EN_OBJECT, False),
        (r"(?:and|plus) " + _EN_OBJECT, False),
        (
            _EN_OBJECT
            + r",? (?:also|is another(?: one)?|counts too|same thing|same deal|same story)",
            False,
        ),
        (r"throw " + _EN_OBJECT + r" in (?:there|the mix)(?: too| as well)?", False),
        (_EN_OBJECT + r",? on top of (?:that|this|it|everything|all that|the \w+(?: \w+)?)", False),
        (
            _EN_OBJECT + r" (?:is|are) (?:off limits|a no-go|out|a problem|bad news)"
            r"(?: for me)?,? (?:too|as well|either)",
            True,
        ),
        (r"(?:and )?no " + _EN_OBJECT + r" either", True),
    )
)
"""Each pattern and whether it says the thing is bad for the user (it then follows only a
dislike, an allergy or a condition)."""
_EN_NOT_OBJECT: Final = frozenset(
    """i i'm i've me my you your he she him her we us our they them it its this that there
    what which who how why when where so not no yes just question one thing things thanks
    thank please pls ok okay sure lol haha then now yeah well is are was were am""".split()
)
"""Words no follow-up object holds: pronouns, fillers, and a verb ("and LeBron is the man"
has a predicate of its own)."""
_EN_DROP: Final = re.compile(
    r"^(?:(?:a|an|the|some|finally|maybe|also|really|probably) )+", re.IGNORECASE
)
_EN_CLAUSE: Final = re.compile(r"\s*(?:[,;.!?]|\s[—–-]\s|\sbut\s|\sbecause\s)", re.IGNORECASE)

_ZH_OBJECT: Final = r"(?P<obj>[^，,。！!？?：:；;~～\s]{1,12}?)"
_ZH_FOLLOW: Final = tuple(
    (re.compile(pattern), against)
    for pattern, against in (
        (
            r"^(?:另外还有|还有就是|再加上|对了|哦|噢|嗯|还有|另外|此外|加上|以及|外加)+[，,]?"
            + _ZH_OBJECT
            + r"(?:也是|也一样|也算)?[吧啊呀哈]*$",
            False,
        ),
        (r"^" + _ZH_OBJECT + r"也(?:是一样|是|一样|算一个|算|同理)[吧啊呀哈的]*$", False),
        (
            r"^(?:最近|现在)?(?:还|又)多了(?:一)?(?:个|样|种|项)(?:心头好|爱好|毛病|新爱好)?"
            r"[—\-－：:，,]*" + _ZH_OBJECT + r"[吧啊呀哈]*$",
            False,
        ),
        (
            r"^(?:每天|平时|晚上|早上|睡前|周末|下班后)*还(?:会|要|得|经常|常)?(?:做|练|去)"
            + _ZH_OBJECT
            + r"$",
            False,
        ),
        (
            r"^" + _ZH_OBJECT + r"也(?:不行|不能吃|不能喝|不能碰|碰不得|碰不了|吃不了|受不了)"
            r"[吧啊呀哈的]*$",
            True,
        ),
    )
)
_ZH_NOT_OBJECT: Final = re.compile(
    r"[我你他她它您谁啥吗呢么事]|什么|怎么|一下|^(?:想|要|是|在|有|说|问|的)|(?:的|了)$"
    r"|就是|然后|那个|这个|那些|这些|一点|别的|其他|其它|等等|没了"
    r"|^[\d一二两三四五六七八九十百千万几半]+(?:个|天|年|月|周|次|点|分钟|小时|块|元|岁)?$"
)
_ZH_COUNT: Final = re.compile(
    r"^(?:[一二两三四五六七八九十半几\d]+(?:个)?(?:分钟|小时|次|杯|组|趟|公里))+"
)
_ZH_CLAUSE: Final = re.compile(r"[，,。！!？?；;～~]")

_EN_BARE_END: Final = re.compile(
    r"^(?:(?:so|and|well|ok|yeah)[ ,]+)*(?:i |i've |i have )?(?:quit|stopped|"
    r"gave (?:it|them|that) up|kicked (?:it|the habit)|"
    r"(?:haven't|have not|never) (?:touched|had) (?:it|one|any) since)"
    r"(?: (?:now|already|for good|last \w+|\w+ ago))*$"
)
_ZH_BARE_END: Final = re.compile(
    r"^(?:我)?(?:已经|早就|终于|彻底)?(?:戒(?:掉)?了|不(?:碰|弄)了|"
    r"(?:半年|[一二两三四五六七八九十几\d]+(?:个多?)?(?:年|月|星期|礼拜|周)多?|好久|很久)?"
    r"没(?:再)?碰(?:过)?了)[吧啊呀哈]*$"
)


def follow_object(text: str, chinese: bool) -> str | None:
    """The object of an elliptical follow-up clause (the sentence's first clause), or None."""
    found = follow_up(text, chinese)
    return found[0] if found is not None else None


def follow_up(text: str, chinese: bool) -> tuple[str, bool] | None:
    """(object, whether it is said to be bad for the user) of an elliptical follow-up."""
    if chinese:
        return _zh_object(_ZH_CLAUSE.split(text.strip(), maxsplit=1)[0].strip())
    return _en_object(_en_clause(text))


def _en_clause(text: str) -> str:
    """The first clause, interjections before it left out ("oh, and climbing too"), as
    written (capitals name things: "and Radiohead too")."""
    said = _EN_START.sub("", text.strip().replace("’", "'"))
    return _EN_CLAUSE.split(said, maxsplit=1)[0].strip()


def _en_object(clause: str) -> tuple[str, bool] | None:
    for pattern, against in _EN_FOLLOW:
        found = pattern.match(clause)
        if found is None:
            continue
        thing = _EN_DROP.sub("", found.group("obj").strip())
        words = thing.lower().split()
        if words and not set(words) & _EN_NOT_OBJECT and len(words) <= 6 and "n't" not in thing:
            return thing, against
    return None


def _zh_object(clause: str) -> tuple[str, bool] | None:
    for pattern, against in _ZH_FOLLOW:
        found = pattern.match(clause)
        if found is None:
            continue
        thing = _ZH_COUNT.sub("", found.group("obj"))
        if len(thing) >= 1 and _ZH_NOT_OBJECT.search(thing) is None:
            return thing, against
    return None


def bare_ending(text: str, chinese: bool) -> bool:
    """True for a sentence whose first clause ends something without naming it ("quit",
    "haven't touched one since", 戒了, 三个月没碰了)."""
    if chinese:
        clauses = [c.strip() for c in _ZH_CLAUSE.split(text) if c.strip()]
        return any(_ZH_BARE_END.match(clause) for clause in clauses[:2])
    return _EN_BARE_END.match(_en_clause(text).lower()) is not None


_EN_LISTED: Final = re.compile(
    r"^(?:(?:also|and|plus|ok|so)[ ,]+)*(?:i'm |i am |i'll |i will )?(?:also )?add(?:ing|ed)? "
    r"(?P<obj>[\w'&+ -]{2,48}?) to (?:the|my) list of (?:the )?(?:\w+ ){0,2}?(?:that )?"
    r"i (?P<pred>(?:(?:really|absolutely|truly) )?(?:love|like|hate|enjoy|adore|dislike|"
    r"can't stand|am allergic to))$"
)
_ZH_LISTED: Final = re.compile(
    r"^(?:再|也|还|另外)?把(?P<obj>[^，,。！!？?]{1,12}?)(?:也)?(?:加|列|放|算|写)(?:到|进|入|在)?"
    r"(?:我)?(?P<pred>喜欢|讨厌|爱吃|爱喝|不吃|不喝|受不了)的(?:东西|清单|列表|名单|单子)"
)


def listed(text: str, chinese: bool) -> str | None:
    """A sentence that adds something to a named list, said plainly ("adding Taylor Swift to
    the list of things I love" → "I love Taylor Swift", 把榴莲加到我讨厌的清单 → 我讨厌榴莲)."""
    if chinese:
        found = _ZH_LISTED.match(_ZH_CLAUSE.split(text.strip(), maxsplit=1)[0])
        return f"我{found.group('pred')}{found.group('obj')}" if found else None
    clause = _EN_CLAUSE.split(text.strip(), maxsplit=1)[0]
    found = _EN_LISTED.match(clause.lower().replace("’", "'"))
    if found is None:
        return None
    start, end = found.span("obj")  # the object as written (its capitals name it)
    return f"I {found.group('pred')} {clause[start:end]}"


def marked(text: str, chinese: bool) -> bool:
    """True for a sentence a follow-up could be: an elliptical object or a bare ending (so
    the previous message is read only then)."""
    return follow_object(text, chinese) is not None or bare_ending(text, chinese)


def last_followed(previous: list[Fill]) -> Fill | None:
    """The user's last multi-valued statement among the previous message's fills."""
    kept = [f for f in previous if f.subject == "user" and f.action != NEGATE]
    return next((f for f in reversed(kept) if f.slot in FOLLOWED), None)


def followed(text: str, chinese: bool, previous: list[Fill]) -> list[Fill]:
    """What an elliptical sentence adds or ends, given the previous message's fills."""
    before = last_followed(previous)
    if before is None:
        return []
    found = follow_up(text, chinese)
    if found is not None:
        thing, against = found
        if against and before.slot not in AGAINST:
            return []
        return [Fill(before.slot, thing, kind=before.kind, extra={"follows": before.value})]
    if before.slot in ENDABLE and bare_ending(text, chinese):
        said = str(before.extra.get("said") or before.value)
        terms = tuple(said.split()) if not chinese else (before.value,)
        extra = {"object": "", "verb": "", "said": said}
        return [replace(before, slot="ending", action=NEGATE, terms=terms, extra=extra)]
    return []


_EN_TRADED: Final = re.compile(
    r"\b(?:traded|swapped|switched|exchanged|replaced)\s+(?P<old>[\w' -]{2,40}?)\s+"
    r"(?:for|with|to)\s+(?P<new>[\w' -]{2,30}?)(?:\s+(?:now|instead|these days))?$"
)
_ZH_TRADED: Final = re.compile(
    r"(?:把)?(?P<old>[^，,。！!？?]{1,10}?)(?:都|也)?(?:换成|改成|换)了?(?P<new>[^，,。！!？?了]{1,8})"
)
_WHEN_WORDS: Final = frozenset(
    """every each daily morning mornings afternoon afternoons evening evenings night nights
    day days week weekend weekends a an the my before after 早上 晚上 中午 下午 每天 睡前 周末
    的""".split()
)


_ZH_WHEN: Final = re.compile("|".join(w for w in _WHEN_WORDS if not w.isascii()))


def traded_words(text: str, chinese: bool) -> tuple[str, str] | None:
    """(what was given up, what replaced it) in "I traded X for Y", 把X换成了Y; or None."""
    if chinese:
        found = _ZH_TRADED.search(_ZH_CLAUSE.split(text.strip(), maxsplit=1)[0])
    else:
        found = _EN_TRADED.search(_en_clause(text).lower())
    return (found.group("old"), found.group("new").strip()) if found else None


def traded(text: str, chinese: bool, previous: list[Fill]) -> list[Fill]:
    """The habit the previous message stated, with what the user traded it for in its place
    ("every morning I have a green tea", then "I traded the morning green tea for coffee":
    "coffee every morning"); nothing when no habit of it names what was given up."""
    words = traded_words(text, chinese)
    habits = [f for f in previous if f.subject == "user" and f.slot == "habit"]
    if words is None or not habits:
        return []
    old, new = words
    if habit_moved.is_time(new, chinese):
        return []  # 打网球改成每周六了: the habit moved (`habit_moved`), not traded
    units = _units(habits[-1].value, chinese)
    if chinese:
        old = _ZH_WHEN.sub("", old)
    given = set(_units(old.lower(), chinese)) - _WHEN_WORDS
    named = [i for i, unit in enumerate(units) if unit.lower() in given]
    if not named or named[-1] - named[0] + 1 != len(named):
        return []
    joiner = "" if chinese else " "
    value = joiner.join([*units[: named[0]], new, *units[named[-1] + 1 :]])
    return [Fill("habit", value, extra={"follows": habits[-1].value})]


def _units(text: str, chinese: bool) -> list[str]:
    """Words of English text, characters of Chinese."""
    return [c for c in text if not c.isspace()] if chinese else text.split()


_EN_DOMAIN_END: Final = re.compile(
    r"\b(?:haven't|have not|hasn't|never|not)\s+(?:even\s+)?(?P<verb>lit|smoked|drunk|drank|"
    r"had a (?:drink|drop|smoke|cigarette|cig))\b(?:\s+(?:one|any|a single one|a drop|a thing))?"
    r"(?:\s+(?:at all|ever))?\s+(?:since|in)\b"
)
_EN_NON_DOER: Final = re.compile(
    r"\b(?:i'm|i am)\s+(?:now\s+)?(?:an?\s+)?(?:non|ex)-?(?P<verb>smoker|drinker)\b"
)
_ZH_DOMAIN_END: Final = re.compile(
    r"(?P<what>一根|一支|一口|一滴)(?:烟|酒)?(?:都|也)?(?:没|不)(?:再)?(?P<verb>点|抽|沾|喝|碰)(?:过)?"
    r"|(?P<rising>起不来|起不了床|早起不了|起不了早)"
)
_DOMAINS: Final = {
    "lit": "smoking",
    "smoked": "smoking",
    "smoke": "smoking",
    "cigarette": "smoking",
    "cig": "smoking",
    "drunk": "alcohol",
    "drank": "alcohol",
    "drink": "alcohol",
    "drop": "alcohol",
    "点": "smoking",
    "抽": "smoking",
    "一根": "smoking",
    "一支": "smoking",
    "沾": "alcohol",
    "一口": "alcohol",
    "一滴": "alcohol",
    "smoker": "smoking",
    "drinker": "alcohol",
}
"""The habit a verb of taking or lighting names when it ends with no object ("haven't lit
one since", 一根都没抽过): what it can only be about, by a general word of its category
(`processors/categories.py`)."""


def domain_ending(text: str, chinese: bool) -> list[Fill]:
    """An ending whose verb names its habit by itself ("haven't lit one since January" ends
    smoking, 一口酒都没沾过了 drinking), though it names no object."""
    low = text.lower()
    found = (_ZH_DOMAIN_END if chinese else _EN_DOMAIN_END).search(low)
    found = found or (None if chinese else _EN_NON_DOER.search(low))
    if found is None:
        return []
    if chinese and found.group("rising"):
        domain: str | None = "早起"  # a general word of its category, as the others
    else:
        words = [found.group("verb").split()[-1]] + ([found.group("what")] if chinese else [])
        domain = next((_DOMAINS[w] for w in words if w in _DOMAINS), None)
    if domain is None:
        return []
    extra = {"object": "", "verb": "", "said": found.group(0)}
    return [Fill("ending", found.group(0), action=NEGATE, terms=(domain,), extra=extra)]
