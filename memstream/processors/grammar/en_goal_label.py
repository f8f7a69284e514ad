"""Goals said as a heading or a noun phrase, not a verb ("goal for 2026: read 50 books",
"New Year's resolution: learn to swim", "the plan for this year is to run a marathon")."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_NOUNS: Final = r"(?:goals?|resolutions?|targets?|aims?|ambitions?|missions?|dreams?|plans?)"
_PERIOD: Final = (
    r"(?:(?:for|in|of|by) (?:the )?(?:this |next |the coming |the new )?"
    r"(?:year|20\d\d|summer|winter|spring|autumn|fall|decade|month|quarter)"
    r"|(?:this|next) (?:year|summer|winter|spring|autumn|fall|decade|month|quarter)"
    r"|20\d\d)"
)
_LABEL: Final = re.compile(
    rf"(?i)^\W*(?P<lead>(?:my|our|the) )?(?:(?:20\d\d|new year'?s?|this year'?s?|next year'?s?"
    rf"|big|main|one|top|personal|fitness|career|reading|end|ultimate|long-term|real|biggest)"
    rf" )*(?P<noun>{_NOUNS}|bucket list(?: item)?(?: (?:#?\d+|one|number one))?)"
    rf"(?: (?P<period>{_PERIOD}))?\s*(?P<sep>:|—|–| - | is to | is | = )\s*"
    r"(?:to )?(?:finally |actually |really )?(?P<x>[^.;!?\n]{3,80})"
)
"""A goal noun opening the sentence, perhaps with its period, then what the goal is."""

_CUT: Final = re.compile(
    r"(?i)\s*(?:,|\(|\bso (?:that )?\b|\bbecause\b|\bbut\b|\bwish me\b|\blet'?s\b|\bany\b"
    r"|\bcan you\b|\bhelp me\b|\bthoughts\b|\blol\b|\bhaha\b).*$"
)
_NOT_A_VERB: Final = re.compile(
    r"(?i)^(?:the|a|an|my|our|his|her|their|your|this|that|it|none|nothing|no|not|is|was|are"
    r"|idk|tbd|\d)\b"
)
"""What opens a noun phrase or a non-answer, not the verb phrase a goal is."""
_ENOUGH: Final = re.compile(r"(?i)\s+enough\b(?P<rest>.*?)\s+to\s.*$")
"""\"get fluent enough in Greek to talk to ...\": the goal is before the purpose clause."""
_NOT_GOALS: Final = re.compile(r"(?i)^(?:is |was |sucks|failed|done|over|going|not\b|no\b)")


_NAMED_AFTER: Final = re.compile(
    r"(?i)^\W*(?P<x>[^,;—–]{3,80}?)\s*(?:,|;|—|–| - )\s*(?:and\s+)?(?:that's|that is|thats"
    r"|that'll be|which is)\s+(?:the|my|our)\s+(?:(?:big|main|real|end|long-term|ultimate|new"
    rf" year'?s?) )?(?:{_NOUNS})\b(?! (?:for|of) (?:him|her|them|my \w+)\b)"
)
"""What one wants, named a goal after it ("I'd love to get back under 80kg this year, that's
the target")."""
_WANTING: Final = re.compile(
    r"(?i)^(?:i'd|i would|i'd really|i really)?\s*(?:love|like|want|hope|wanna|need)\s+to\s+"
    r"|^(?:i'm|i am)\s+(?:hoping|trying|aiming|planning|going|determined)\s+to\s+"
    r"|^(?:hoping|trying|aiming|planning|want|wanna)\s+to\s+|^to\s+"
)


def goal_labels(text: str) -> list[Fill]:
    """The goal a heading or goal-noun sentence names; a plan noun only with a period (a plan
    for tonight is a dated plan, read elsewhere); none in a question or about someone else."""
    if "?" in text:
        return []
    found = _LABEL.match(text)
    if found is None:
        return _named_after(text) or aimed_by(text)
    noun, period, sep = found["noun"].lower(), found["period"], found["sep"].strip()
    if noun.startswith("plan") and not period:
        return []
    if sep == "is" and not period and not found["lead"]:
        return []  # "goals is a word ...": no goal said
    value = _CUT.sub("", found["x"]).strip(" -—–'\"")
    value = _ENOUGH.sub(lambda m: m["rest"], value).strip()
    if len(value) < 3 or _NOT_GOALS.match(value) or _NOT_A_VERB.match(value):
        return []
    return [Fill("goal", value)]


def _named_after(text: str) -> list[Fill]:
    """The goal a clause names when the next one calls it the goal ("…, that's the target"):
    what the user wants done, the words of wanting left out; none that is not a doing."""
    found = _NAMED_AFTER.match(text)
    if found is None or not _WANTING.match(found["x"].strip()):
        return []
    value = _WANTING.sub("", found["x"].strip()).strip(" '\"")
    if len(value) < 3 or _NOT_GOALS.match(value) or _NOT_A_VERB.match(value):
        return []
    return [Fill("goal", value)]


_BY: Final = (
    r"(?:by|before) (?:the end of )?(?:the )?(?:(?:this|next) )?(?:20\d\d|spring|summer|autumn"
    r"|fall|winter|christmas|xmas|easter|year|year end|year-end|january|february|march|april"
    r"|may|june|july"
    r"|august|september|october|november|december|(?:my|our) (?:\w+ )?birthday|[2-9]0)"
    r"|before i (?:turn|hit|retire|move|leave|graduate)\b[^,.;!?]*"
    r"|(?:this|next) (?:year|spring|summer|autumn|fall|winter)"
)
"""A deadline a goal is aimed at ("by June", "before I turn 40", "this year"); a day or a week
("next Friday") makes a plan instead."""
_AIM: Final = re.compile(
    rf"(?i)^\W*(?P<front>(?:(?:this|next) year|in 20\d\d|20\d\d),? )?(?:i'm |i am |im |i'll |i will"
    rf" |i |we're |we are |we'll |we )?"
    rf"(?:(?:finally|really|definitely|totally|seriously|actually) )?"
    rf"(?P<v>gonna|going to|gunna|going for|shooting for|gunning for|determined to|set on"
    rf"|dead set on|committed to|pushing for|pushing to) (?P<x>[^,.;!?]{{3,60}}?)"
    rf"(?: (?P<by>{_BY}))?\s*(?:[,.;!]|$|\bno excuses\b|\bfingers crossed\b)"
)
"""An intent aimed at a deadline: "gonna get my CPA by 2027", "this year I'm finally gonna
learn to drive", "I'm going for my private pilot licence next year", "shooting for a sub-20
5k by June"."""
_ACHIEVE: Final = frozenset(
    """get learn pass finish complete run hit reach save lose quit become make earn read write
    build launch open buy pay master start finally qualify graduate swim climb cycle do
    speak drop gain sell publish ship""".split()
)
"""Verbs of what one achieves: "gonna learn to drive" aims at something, "gonna visit mum" or
"going to Spain" is a trip."""
_TO_VERB: Final = frozenset(
    ("gonna", "going to", "gunna", "determined to", "committed to", "pushing to")
)
"""Intents a verb follows ("gonna learn to drive"); the others take what is aimed at."""


def aimed_by(text: str) -> list[Fill]:
    """The goal an intent aimed at a deadline names ("gonna get my CPA by 2027", "this year
    I'm finally gonna learn to drive", "shooting for a sub-20 5k by June"); none without a
    deadline (a plan, a wish) or for a verb of no achievement ("gonna visit mum this year")."""
    found = _AIM.match(text)
    if found is None or not (found["by"] or found["front"]):
        return []
    value = found["x"].strip()
    first = value.split()[0].lower()
    if found["v"].lower() in _TO_VERB and first not in _ACHIEVE:
        return []
    if _NOT_A_VERB.match(value) and found["v"].lower() in _TO_VERB:
        return []
    return [Fill("goal", value)] if len(value) >= 3 else []
