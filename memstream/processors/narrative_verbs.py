"""English word forms the narrative needs to speak of the user in the third person.

Kept as data: common verbs in their base form (a habit "cycle to work" becomes "cycles to
work"; a phrase whose first word is not a known verb is not conjugated), and the first-
person words a value may carry ("my grandma" → "their grandma").
"""

from __future__ import annotations

import re
from typing import Final

VERBS: Final = frozenset(
    """
    accept act add answer arrange ask attend avoid bake bathe be begin bike binge blog boil
    book bounce bowl box brew bring brush build buy call camp care carry catch change chat
    check chew clean climb close coach code collect come commute compete complete cook count
    crochet cut cycle dance deliver design dive do doodle draw dream dress drink drive drop
    dry eat edit email exercise fast feed fetch file fill find finish fish fix floss fly
    follow forget garden get give go golf grab grind grow have help hike hit hold host hunt
    iron jog join journal juggle jump keep kick knit learn leave lift light listen live lock
    look lose make manage meal meditate meet mentor mop move nap need open order pack paint
    pay pick plan plant play post practice practise pray prep prepare print put quilt race
    read record relax rent repair rest review ride row run sail save say scroll see sell send
    serve sew shave shop shower sing sit skate sketch ski skip sleep smoke snack snowboard
    speak spend spin sprint stay stop stream stretch study surf swim take talk teach tell
    text think throw tidy train travel try turn tutor type use visit volunteer wake walk
    wash watch water wear work write yell
    """.split()
)
"""Common English verbs in their base form."""

_THIRD: Final[dict[str, str]] = {"have": "has", "be": "is", "do": "does", "go": "goes"}
_FIRST_PERSON: Final[dict[str, str]] = {
    "my": "their", "mine": "theirs", "myself": "themselves", "me": "them", "our": "their",
    "ours": "theirs", "ourselves": "themselves",
}  # fmt: skip
_PERSON_WORD: Final = re.compile(r"\b(" + "|".join(_FIRST_PERSON) + r")\b", re.IGNORECASE)


def conjugated(verb: str) -> str:
    """The third person singular of a base-form verb ("run" → "runs", "study" → "studies")."""
    if verb in _THIRD:
        return _THIRD[verb]
    if re.search(r"(?:s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def base_of(word: str) -> str | None:
    """The known verb a word is (in its base or third person form), or None."""
    word = word.casefold()
    if word in VERBS:
        return word
    for verb in (word[:-1], word[:-2], word[:-3] + "y"):
        if verb in VERBS and conjugated(verb) == word:
            return verb
    again = word.removeprefix("re")  # "rewatch", "reread": the verb done again
    found = base_of(again) if again != word and len(again) > 2 else None
    return "re" + found if found else None


def base_form(word: str) -> str:
    """A known verb's base form from its -ing or third person form ("eating" → "eat",
    "running" → "run", "making" → "make", "watches" → "watch"); other words as they are."""
    folded = word.casefold()
    if folded.endswith("ing") and len(folded) > 4:
        stem = folded[:-3]
        for verb in (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else ""):
            if verb in VERBS:
                return verb
    return base_of(folded) or word


def with_article(noun: str) -> str:
    """ "an architect", "a son", "an HR manager"; a plural ("parents") or a phrase with its own
    article is kept."""
    first = noun.split()[0]
    if first.casefold() in ("a", "an", "the", "my", "their") or _plural(first):
        return noun
    acronym = first.isupper() and len(first) > 1
    vowel = first[0] in "AEFHILMNORSX" if acronym else first[:1].casefold() in "aeiou"
    return ("an " if vowel else "a ") + noun


def _plural(word: str) -> bool:
    """A plural noun ("parents", "huskies", "in-laws"), not "boss" or "walrus"."""
    word = word.casefold()
    return word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3


def said_of_them(text: str) -> str:
    """The text with the user's own first-person words as a third person's ("my" → "their")."""
    return _PERSON_WORD.sub(lambda m: _FIRST_PERSON[m.group(1).casefold()], text)
