"""Languages said by their level or their use rather than by a verb of speaking, with the
languages as the subject of the sentence: a list of them rated ("My Ukrainian and Russian
are native", "my French and German are both rusty", "Portuguese and Spanish native",
朝鲜语汉语都是母语), one said better than another (西班牙语现在说得比普通话还溜), or a list
of them in use (英语和湘西话都要用).

A single language rated ("my Spanish is rusty", 我德语一般般) is read by the frames; these
shapes add the lists and the comparisons. Only the user's own languages: the list follows
"my"/"our" or opens the clause, and a person before it (her, 我老婆) makes it theirs. Pure;
the level words are data.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_objects, zh_objects
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import tokens_of
from memstream.processors.grammar.zh_subjects import someone_in

EN_LEVELS: Final = (
    "native",
    "fluent",
    "bilingual",
    "conversational",
    "decent",
    "solid",
    "good",
    "ok",
    "okay",
    "rusty",
    "basic",
    "passable",
    "functional",
    "intermediate",
    "advanced",
    "my native languages",
    "my first languages",
    "my mother tongues",
    "my native tongues",
    "my home languages",
    "both native",
    "both fluent",
)
"""What a list of languages is said to be when the user speaks them."""
_EN_ADVERBS: Final = (
    r"(?:(?:both|all|still|now|pretty|quite|really|fairly|obviously|basically|very|so|equally)\s+)*"
)
_EN_RATED: Final = re.compile(
    r"(?:^|(?<=[,;:.!(]\s)|(?<=[,;:.!(])|\b(?:my|our|a|an)\s+)"
    r"(?P<list>[A-Za-z'-]+(?:(?:\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+)[A-Za-z'-]+)+)"
    r"\s+(?:(?:are|'re|r)\s+)?"
    + _EN_ADVERBS
    + r"(?P<level>"
    + "|".join(re.escape(level) for level in sorted(EN_LEVELS, key=len, reverse=True))
    + r")\b(?!\s+speakers\b|-)",
    re.IGNORECASE,
)
_EN_NOT_MINE: Final = re.compile(
    r"\b(?:his|her|their|your|he|she|they|you|he's|she's|they're|you're|\w+'s)\b",
    re.IGNORECASE,
)
"""Someone else in the clause before the list (her French and German; she's a native)."""
_EN_UNSURE: Final = re.compile(r"\?|\b(?:if|wish|hope|would|want|someday|one day)\b", re.IGNORECASE)

_ZH_ONE: Final = r"[\u4e00-\u9fff]{1,5}?(?:语|话|文)"
_ZH_LIST: Final = r"(?![我你他她它])(?P<list>" + _ZH_ONE + r"(?:(?:和|、|跟|与)?" + _ZH_ONE + r")+)"
_ZH_RATED: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s])|我|的时候|时)(?:的)?"
    + _ZH_LIST
    + r"(?:也)?都(?:是)?(?:我的)?(?:母语|第一语言|很?流利|说得很?(?:流利|溜|好))"
)
"""A list of languages all rated (朝鲜语汉语都是母语, 英语法语都很流利)."""
_ZH_USED: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s])|我|的时候|时)"
    + _ZH_LIST
    + r"(?:我)?都(?:要|得|会|能)(?:用|说|讲)"
)
"""A list of languages all in use (带团的时候英语和湘西话都要用)."""
_ZH_BETTER: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;：:\s])|我)(?![我你他她它])(?P<l>[\u4e00-\u9fff]{1,5}?(?:语|话|文))(?:我)?"
    r"(?:现在|已经|早就|都)?(?:说|讲)得比(?P<m>[\u4e00-\u9fff]{1,5}?(?:语|话|文))(?:还|更|都)?"
    r"(?:溜|好|流利|地道|顺|熟)"
)
"""One language spoken better than another (西班牙语现在说得比普通话还溜): both are spoken."""
_ZH_UNSURE: Final = re.compile(r"不|没|吗|？|\?|如果|要是|假如|希望|想")


def en_read(text: str, fills: list[Fill]) -> list[Fill]:
    """The languages an English sentence rates as a list, beyond the fills already read."""
    known = {f.value for f in fills if f.slot == "languages"}
    found = _en_rated(text)
    return [Fill("languages", name) for name in dict.fromkeys(found) if name not in known]


def _en_rated(text: str) -> list[str]:
    """The languages of "my X and Y are native", "X and Y native" (every word a language)."""
    if _EN_UNSURE.search(text):
        return []
    found: list[str] = []
    for rated in _EN_RATED.finditer(text):
        if _EN_NOT_MINE.search(re.split(r"[,.;!?]", text[: rated.start("list")])[-1]):
            continue
        found += _all_languages(rated["list"])
    return found


def _all_languages(listed: str) -> list[str]:
    """The languages that end a comma list when two or more end it and every word of them is
    a language ("analyst, Portuguese and Spanish": Portuguese, Spanish)."""
    parts = [p for p in re.split(r"\s*,\s*", listed) if p]
    while parts:
        tokens = tokens_of(" ".join(parts))
        words = [t for t in tokens if t.lower() not in ("and", "&", ",")]
        if all(t.lower() in w.LANGUAGES for t in words):
            names = en_objects.languages(tokens, 0)
            return names if len(names) >= 2 and len(names) == len(words) else []
        parts = parts[1:]
    return []


def zh_read(text: str, fills: list[Fill]) -> list[Fill]:
    """The languages a Chinese sentence rates or uses as a list, or says better than another."""
    known = {f.value for f in fills if f.slot == "languages"}
    found: list[str] = []
    for pattern in (_ZH_RATED, _ZH_USED):
        said = pattern.search(text)
        if said is not None and _mine(text, said):
            found += _only_languages(said["list"])
    better = _ZH_BETTER.search(text)
    if better is not None and _mine(text, better):
        found += _only_languages(better["l"]) + _only_languages(better["m"])
    return [Fill("languages", name) for name in dict.fromkeys(found) if name not in known]


def _mine(text: str, said: re.Match[str]) -> bool:
    """True when the clause of the match is the user's, said as a fact."""
    clause = re.split(r"[，,。！!；;]", text[: said.start()])[-1]
    after = re.split(r"[，,。！!；;]", text[said.end() :])[0]
    whole = clause + said.group(0) + after
    return not _ZH_UNSURE.search(whole) and not someone_in(clause)


def _only_languages(phrase: str) -> list[str]:
    """The languages of a list when every part of it is one (英语和湘西话), else none."""
    names = zh_objects.languages(phrase)
    rest = phrase
    for name in names:
        rest = rest.replace(name, "", 1)
    return names if names and not re.sub(r"和|、|跟|与", "", rest) else []
