"""Languages said by what the user does in them, not by a verb of speaking:

    "I think in Spanish"          "we still count in German"      "I pray in Arabic"
    "I journal in Italian"        "my notes are all in Dutch"     "with clients I switch to Spanish"
    我们全家用客家话聊天            我用法语写日记                   我们每天用韩语追剧

The clause is the user's own (I, we, 我, 我们) and states what is: a wish, a question, a
hypothetical, a denial, a plan to learn or a request for the reply's language gives nothing
("I'd love to read in French", "can I write in French?", 你用英语回我, 我想用日语写).

Pure: `english(text)` and `chinese(text)` return the language names, as the user wrote them.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zh_w

USE_VERBS: Final = w.words(
    """dream dreams dreamt dreamed think thinks count counts pray prays swear swears curse
    curses journal journals read reads write writes text texts chat chats talk talks sing
    sings joke jokes argue argues teach teaches lecture lectures tweet tweets post posts blog
    blogs email emails message messages converse gossip banter flirt flirts preach preaches
    mutter mutters shout shouts rap raps narrate narrates translate translates"""
)
"""Doing something in a language shows one has it: thinking, counting, praying, writing."""
SWITCH_VERBS: Final = w.words("switch switches slip slips drop drops lapse lapses fall falls")
"""Going over into a language ("I switch to Spanish with clients")."""
TEXT_NOUNS: Final = w.words(
    """notes diary journal journals texts messages emails dreams thoughts lists prayers
    sermons lectures posts tweets lyrics poems songs"""
)
"""What one keeps or makes in a language ("my notes are all in German")."""
_ADVERBS: Final = (
    r"(?:(?:still|always|usually|mostly|often|even|sometimes|also|just|only|actually|now"
    r"|literally|honestly|really|naturally|automatically|instinctively|basically|totally"
    r"|secretly|then|can|tend to|do)\s+)*"
)
_OPEN: Final = r"(?:^|[,;:.!—–(]\s*|\b(?:and|but|so|plus|though)\s+)"
_USED: Final = re.compile(
    rf"(?i){_OPEN}(?:i|we)\s+{_ADVERBS}(?P<verb>[a-z]+)\b(?P<mid>[^,.;!?]{{0,40}}?)"
    r"\s(?:in|into)\s+(?P<lang>[A-Za-zà-ÿ]+)(?P<next>\s+[A-Za-z]+)?"
)
_SWITCHED: Final = re.compile(
    rf"(?i){_OPEN}(?:[^,.;!?]{{0,30}}?\b)?(?:i|we)\s+{_ADVERBS}(?P<verb>[a-z]+)"
    r"\s+(?:back\s+)?(?:in)?to\s+(?P<lang>[A-Za-zà-ÿ]+)(?P<next>\s+[A-Za-z]+)?"
)
_KEPT: Final = re.compile(
    r"(?i)\b(?:my|our)\s+(?P<noun>[a-z-]+)\s+(?:are|is)\s+(?:all\s+|mostly\s+|usually\s+"
    r"|always\s+|still\s+|only\s+)?in\s+(?P<lang>[A-Za-zà-ÿ]+)(?P<next>\s+[A-Za-z]+)?"
)
_UNSURE: Final = re.compile(
    r"(?i)\?|\b(?:if|wish|imagine|pretend|would|could|should|might|may|want|hope|plan"
    r"|someday|one day|learn|learning|try|trying|never|not|don't|can't|cannot|won't|haven't"
    r"|used to)\b|'d\b"
)
_CODES: Final = frozenset(("sign", "pt", "en", "bsl", "asl", "nzsl"))
_NOT_AFTER: Final = w.words(
    """class classes course courses lessons school mode version it its it's they you the that
    this there people"""
)
"""A language word that names something else ("I teach in French class"), or a clause going on
("I think in Spanish it's called ...": a hedge, no language in use)."""


def english(text: str) -> list[str]:
    """The languages the user's English clauses show in use ("I dream in Portuguese")."""
    found: list[str] = []
    for clause in re.split(r"(?<=[.!?;])\s+|\n+", text):
        found += _clause_languages(clause)
    return list(dict.fromkeys(found))


def _clause_languages(clause: str) -> list[str]:
    """The languages one English clause shows in use, none when it is unsure or asked."""
    found = []
    for shape, words, key in ((_USED, USE_VERBS, "verb"), (_SWITCHED, SWITCH_VERBS, "verb")):
        for said in shape.finditer(clause):
            if said[key].lower() in words and not _UNSURE.search(clause[: said.end()]):
                found += _language(said["lang"], said["next"])
    for said in _KEPT.finditer(clause):
        if said["noun"].lower() in TEXT_NOUNS and not _UNSURE.search(clause[: said.end()]):
            found += _language(said["lang"], said["next"])
    return found


def _language(word: str, after: str | None) -> list[str]:
    """The language a word names, none for a code, a tool or a word before "class"."""
    low = word.lower()
    if low not in w.LANGUAGES or low in _CODES:
        return []
    if after is not None and after.strip().lower() in _NOT_AFTER:
        return []
    return [w.LANGUAGES[low]]


_ZH_LANGS: Final = "|".join(sorted(set(zh_w.LANGUAGE_WORDS) - {"手语"}, key=len, reverse=True))
_ZH_USED: Final = re.compile(
    rf"(?:^|[，,。；;！!\s])(?:我们|我|俺们|俺|咱们|咱)(?P<mid>[^，,。；;！!？?]{{0,10}}?)"
    rf"用(?P<lang>{_ZH_LANGS})(?P<after>[^，,。；;！!？?]{{0,10}})"
)
_ZH_UNSURE: Final = re.compile(
    r"想|要|打算|准备|希望|如果|要是|假如|学|练|试|能不能|可不可以|会不会|帮|请|让|给你|跟你"
    r"|不用|没用|不会|不能|别|吗|？|\?"
)
_ZH_REPLY: Final = re.compile(
    r"^(?:回|答|跟我|和我|给我|写给我|对我|告诉我|翻译|解释|说一下|讲一下)"
)
"""After the language, a reply asked for (用英语回我): the reply's language, not one spoken."""
_ZH_DONE: Final = re.compile(r"[\u4e00-\u9fff]")


def chinese(text: str) -> list[str]:
    """The languages the user's Chinese clauses show in use (我用法语写日记)."""
    found = []
    for said in _ZH_USED.finditer(text):
        if _ZH_UNSURE.search(said["mid"]) or _ZH_UNSURE.search(said["after"]):
            continue
        if _ZH_REPLY.match(said["after"]) or not _ZH_DONE.search(said["mid"] + said["after"]):
            continue
        found.append(said["lang"])
    return list(dict.fromkeys(found))
