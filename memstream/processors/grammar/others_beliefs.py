"""What someone else believes of the user is no fact the user states (g57o): "my gran still
believes I live in Ohio", "the recruiter assumed I speak German", "half the office is
convinced I'm vegan", 导航一直以为我住在郊区, 面试官把我当成了应届生. The belief's clause asserts
nothing about the user; a clause after it ("..., but I moved to Denver") is said again in the
user's voice.

The user's own belief ("I think I'm allergic to cats", "we figured we'd move") and a
clinician's ("my doctor thinks I have asthma": a finding, see `en._CLINICIAN_SAYS`) are not
someone else's. Pure: `en_span(low)`, `zh_span(text)` give the span to leave out, or None.
The run-on splitter (`en_dictation`) keeps a verb of believing with what is believed.
"""

from __future__ import annotations

import re
from typing import Final

_EN_BELIEF: Final = re.compile(
    r"\b(?P<v>believes?|believed|beleives?|belives?|assumes?|assumed"
    r"|(?:is|are|was|were|seems?|seemed|'s|'re)\s+"
    r"(?:convinced|sure|certain|positive|under the impression)|guess(?:es|ed)|figures|figured"
    r"|suspects?|suspected|reckons?|reckoned|imagines?|imagined|thinks?|thought)\b"
    r"(?:\s+that)?\s+(?=(?:i|i'm|im|i've|i'd)\b)"
    r"|\b(?P<m>(?:mistakes?|mistook|takes?|took) me for)\s+(?=(?:a|an|the|some)\b)"
)
"""A verb of believing, then the user as what the belief is about ("believes I ...")."""
_EN_SKIPPED: Final = frozenset(
    """still always all both apparently probably somehow kinda kind of totally just really
    honestly genuinely actually even seriously mistakenly wrongly clearly obviously definitely
    somehow secretly firmly half also too never once do don't does doesn't did didn't would
    wouldn't could couldn't might may must sort of""".split()
)
"""Adverbs between a believer and the verb ("my mom still thinks I ...")."""
_EN_SELF: Final = frozenset(
    """i i'd i've we we'd we've and or but so then just who what would would've have had ever
    never could could've""".split()
)
"""Words before the verb that make the believer the user ("I think I'm ...", "and thought") or
no one ("who would have thought I'd end up a nurse": an exclamation, the fact holds)."""
_EN_PRAISED: Final = re.compile(
    r"(?:i'm|i am|im)\s+(?:really\s+|such\s+)?(?:the|a|an)\s+(?:really\s+|very\s+|pretty\s+)?"
    r"(?:best|greatest|worst|only|top|most|smartest|fastest|nicest|good|great|better|terrible|bad"
    r"|amazing|awesome|brilliant|natural|decent|excellent|fantastic|lousy|genius|strict|tough"
    r"|hardest-working|hard-working|favou?rite)\b"
)
"""A belief that judges the user as what they are ("my boss thinks I'm the best engineer at
Tesla"): it takes the fact as given, so the fact stays."""
_EN_CLINICIANS: Final = frozenset(
    """doctor doc dr gp physician specialist cardiologist allergist dermatologist
    endocrinologist neurologist rheumatologist oncologist nurse dentist therapist
    psychiatrist consultant surgeon""".split()
)
"""Those whose belief about the user's health is a finding, not hearsay."""
_EN_CLAUSE_END: Final = re.compile(
    r"[,;.!?—:()]|\s(?:but|though|although|yet|whereas|while|when|because|cause|since|so|until"
    r"|till|only|and (?:i|i'm|im|i've|we|we're|my))\s|\s(?:actually|really|in fact)\b"
)
"""Where the belief's clause ends: a mark, a conjunction, or the user taking the word back
("... when I'm actually a senior developer at Shopify")."""


def en_span(low: str) -> tuple[int, int] | None:
    """The span of the clause that says what someone else believes of the user (lower-cased
    English), or None."""
    for found in _EN_BELIEF.finditer(low):
        who = [word for word in re.findall(r"[a-z'-]+", low[: found.start()]) if word]
        while who and who[-1] in _EN_SKIPPED:
            who.pop()
        if not who or who[-1] in _EN_SELF or who[-1] in _EN_CLINICIANS:
            continue
        if _EN_PRAISED.match(low, found.end()):
            continue
        end = _EN_CLAUSE_END.search(low, found.end())
        return (found.start(), end.start() if end else len(low))
    return None


_ZH_BELIEF: Final = re.compile(
    r"(?:(?<![可所足难引])以为|误认为|错认为|错当|当我是|把(?:我|俺)(?:当成|当作|当做|看成|看作|错当成|误认成|认成))"
    r"(?:了)?(?=[^，,。！!？?；;]*?(?:我|俺|是|在|住|对))"
)
"""A belief that is mistaken or someone else's (以为我…, 把我当成…)."""
_ZH_CLAUSE: Final = re.compile(r"[，,。！!？?；;~]|结果|其实|实际上|但是?|可是|不过")


def zh_span(text: str) -> tuple[int, int] | None:
    """The span of the Chinese clause that says what is only believed of the user (以为我住在郊区,
    把我当成了应届生), or None."""
    found = _ZH_BELIEF.search(text)
    if found is None:
        return None
    end = _ZH_CLAUSE.search(text, found.end())
    return (found.start(), end.start() if end else len(text))
