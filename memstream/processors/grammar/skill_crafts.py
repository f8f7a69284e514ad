"""A craft the user says they practise, in the present, with what they make or mend: "I
restore vintage Schwinns in the garage" (`restoring vintage Schwinns`), "I fix pinball
machines", "I set metal type by hand", "I carve spoons from green wood", "I do raku firing",
"I do leadlight repair for churches", "I do a bit of leatherwork".

The verb is one of a craft (restore, repair, fix, rebuild, carve, weld, forge, bind, sew,
knit, upholster, tune ...), its object says what is worked on, and the sentence says no
frequency (that is a habit: "I knit every evening"). "I do" reads a craft's noun (…work,
…repair, …firing, calligraphy, pottery). Nothing is learned from a chore, a meal, a drink or
a pronoun ("I fix dinner", "I make coffee", "I fix it"), from someone else, a question, a
wish or a past; nor from a craft said as a job for a named employer ("I fix elevators for Otis",
or a sentence with an employer read), which the role readers read. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.skill_learned_from import gerund

SKILL: Final = "skill"
_CRAFT_VERBS: Final = (
    "restore|repair|fix|rebuild|refurbish|renovate|carve|whittle|weld|solder|forge|bind|sew"
    "|knit|crochet|quilt|embroider|upholster|tune|sculpt|shoe|shear|set|cane|thatch"
    "|engrave|weave|frame|reupholster|service|overhaul|rewire|build"
)
"""Verbs of a craft said with what it works on (restore bikes, carve spoons, set type); not
those said of much else (throw parties, tan easily, spin on Tuesdays)."""
_STOP: Final = (
    r"(?:in|at|on|for|from|with|and|but|so|because|when|while|every|each|most|as|to|out"
    r"|of|into|like|since|after|before|then|lol|haha|which|that|who)"
)
_EN_CRAFT: Final = re.compile(
    r"(?:^|[,;.!]\s*|\band\s+)(?:i|I)\s+(?:(?:also|mostly|mainly|still|professionally"
    r"|actually)\s+)?"
    rf"(?P<v>{_CRAFT_VERBS})\s+(?P<o>(?:(?!{_STOP}\b)[a-z0-9'-]+\s+){{0,3}}"
    rf"(?!{_STOP}\b)[a-z0-9'-]+)(?P<h>\s+by hand)?(?=\W|$)",
    re.IGNORECASE,
)
_CRAFT_NOUNS: Final = (
    r"[a-z]*work|[a-z]+ repair|[a-z]+ restoration|[a-z]+ firing|glazing|calligraphy|pottery"
    r"|taxidermy|upholstery|joinery|carpentry|bookbinding|embroidery|letterpress|stained glass"
    r"|leadlight|close-up magic|sign ?writing|blacksmithing|farriery|marquetry|gilding"
)
_EN_DO: Final = re.compile(
    r"(?:^|[,;.!]\s*|\band\s+)(?:i|I)\s+(?:also\s+)?do\s+(?:(?:a (?:little )?bit of|some|a lot of"
    rf"|mostly)\s+)?(?P<n>(?:[a-z-]+\s+)?(?:{_CRAFT_NOUNS}))\b",
    re.IGNORECASE,
)
_NOT_OBJECTS: Final = frozenset(
    """it this that them these those things stuff everything something anything dinner lunch
    breakfast coffee tea drinks sure time up out off down money friends mistakes plans bed
    alarm alarms table point sense deals myself yourself himself herself meals food snacks
    goals boundaries records reminders priorities mood tone relationships trust confidence
    muscle habits strength stamina character bridges momentum parties walls fires""".split()
)
"""What a craft verb works on that is no craft (fix dinner, make coffee, set goals)."""
_NOT_DO: Final = frozenset("homework housework paperwork schoolwork overwork work".split())
_ASIDE: Final = re.compile(
    r"\b(?:would|could|will|gonna|want|wanna|wish|hope|if|used to|learning|trying|try"
    r"|every|each|daily|weekly|nightly|always|usually|sometimes|often|once a|twice|on (?:mondays"
    r"|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends))\b|\?",
    re.IGNORECASE,
)
"""A wish, a question, a past, learning, or a frequency (a habit, not a craft)."""


_AS_WORK: Final = re.compile(r"\bfor (?:an? [a-z]+ [A-Z]|the [A-Z]|[A-Z])")
"""The craft done for a named employer ("I fix elevators for Otis"): a job, which the role
readers read."""


def english(text: str) -> list[Fill]:
    """The crafts an English sentence says the user practises (see the module)."""
    if _ASIDE.search(text) or _AS_WORK.search(text):
        return []
    found: list[str] = []
    for match in _EN_CRAFT.finditer(text):
        words = match["o"].lower().split()
        if words[0] in _NOT_OBJECTS or words[-1] in _NOT_OBJECTS or words[0] in ("my", "a"):
            continue
        found.append(f"{gerund(match['v'].lower())} {match['o']}{match['h'] or ''}")
    for match in _EN_DO.finditer(text):
        noun = match["n"].lower()
        if noun.split()[-1] not in _NOT_DO:
            found.append(match["n"])
    return [Fill(SKILL, value) for value in dict.fromkeys(found)]


def added(fills: list[Fill], found: list[Fill]) -> list[Fill]:
    """The fills with the crafts found when no skill or employer was read already."""
    if any(f.slot in (SKILL, "employer") and f.subject == "user" for f in fills):
        return fills
    return fills + found
