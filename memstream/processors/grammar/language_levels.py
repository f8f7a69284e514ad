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
    found = _en_rated(text) + _en_bare_list(text) + _en_rated_one(text)
    return [Fill("languages", name) for name in dict.fromkeys(found) if name not in known]


EN_QUALIFIERS: Final = (
    "some",
    "a bit of",
    "a little",
    "a little bit of",
    "bits of",
    "basic",
    "broken",
    "fluent",
    "native",
    "conversational",
    "decent",
    "passable",
    "also",
    "plus",
)
"""Words before a language of a bare list that say how well it is spoken (some Italian)."""
_EN_QUALIFIER: Final = re.compile(
    r"^(?:and\s+|&\s+)?(?:(?:"
    + "|".join(re.escape(q) for q in sorted(EN_QUALIFIERS, key=len, reverse=True))
    + r")\s+)*",
    re.IGNORECASE,
)
_EN_TAIL: Final = re.compile(
    r"\s+(?:(?:obviously|of course|too|as well|mostly|natively|fluently|ofc|lol)\b"
    r"|(?:because|since|thanks to|from|for)\b).*$",
    re.IGNORECASE,
)
"""What may close a part of a bare list (obviously, because of the clients)."""
_EN_SELF: Final = re.compile(r"\b(?:i|i'm|im|i've|my|me)\b", re.IGNORECASE)
_EN_NOT_SPOKEN: Final = re.compile(
    r"\?|\b(?:translate|translation|reply|respond|answer|write|subtitles?|versions?|menu"
    r"|learning|learn|study|studying|wish|want|hope|he|she|they|his|her|their|your)\b",
    re.IGNORECASE,
)
"""A sentence whose list of languages is no one the user speaks: a request, a wish, a
lesson, someone else."""


def _en_bare_list(text: str) -> list[str]:
    """The languages of a list standing as a clause of its own in the user's sentence about
    themself ("I'm a court interpreter, Spanish and Haitian Creole", "tour guide — Swahili,
    English, some Italian because of the clients"): two or more, every part one."""
    if not _EN_SELF.search(text) or _EN_NOT_SPOKEN.search(text):
        return []
    found: list[str] = []
    for segment in re.split(r"[.;!:()]|\s[—–-]\s|—", text)[: None if ":" not in text else 1]:
        run: list[str] = []
        for part in re.split(r"\s*,\s*", segment.strip()):
            names = _part_languages(part)
            if not names:
                found += run if len(run) >= 2 else []
                run = []
                continue
            run += names
        found += run if len(run) >= 2 else []
    return found


def _part_languages(part: str) -> list[str]:
    """The languages of one comma part when it holds nothing else ("Spanish and Haitian
    Creole", "some Italian because of the clients"), else none."""
    said = _EN_TAIL.sub("", _EN_QUALIFIER.sub("", part.strip()))
    pieces = [p for p in re.split(r"\s+(?:and|&)\s+(?:" + _QUALIFIED + r")?", said) if p]
    names: list[str] = []
    for piece in pieces:
        tokens = tokens_of(piece)
        if not tokens or not all(t.lower() in w.LANGUAGES for t in tokens):
            return []
        found = en_objects.languages(tokens, 0)
        if len(found) != 1:
            return []
        names += found
    return names


_QUALIFIED: Final = "|".join(
    re.escape(q) + r"\s+" for q in sorted(EN_QUALIFIERS, key=len, reverse=True)
)
_EN_RATED_ONE: Final = re.compile(
    r"\b(?:(?:my|our)\s+(?P<a>[A-Za-z]+)\s+(?:is|'s)\s+(?:\w+\s+)?(?:better|best|stronger)"
    r"|(?<![a-z] )(?:ok|okay|decent|good|fluent|conversational|passable|alright|all right)"
    r"\s+in\s+(?P<b>[A-Za-z]+)(?:\s+(?:too|as well|also))?\s*(?:$|[,.;!]))"
    r"|\b(?:but|and|also)\s+(?P<c>[A-Za-z]+)\s+(?:is|'s)\s+(?:\w+\s+)?(?:better|best|stronger)\b",
    re.IGNORECASE,
)
"""One language rated on its own in a list of clauses about the user's languages ("my
english is ok but russian is better", "native Hindi speaker here, ok in Marathi too")."""


def _en_rated_one(text: str) -> list[str]:
    """The languages rated one by one in the user's sentence about their languages."""
    if _EN_UNSURE.search(text) or _EN_NOT_MINE.search(text):
        return []
    found: list[str] = []
    for rated in _EN_RATED_ONE.finditer(text):
        word = (rated["a"] or rated["b"] or rated["c"]).lower()
        found += [w.LANGUAGES[word]] if word in w.LANGUAGES and word != "sign" else []
    return found


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
