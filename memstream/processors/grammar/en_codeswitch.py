"""English with Spanish self-statements in it (Spanglish), read as the English it means.

Bilingual users switch language mid-sentence: "I'm Marisol, vivo en San Antonio, y trabajo
de dental hygienist", "me encanta el menudo on Sunday mornings", "soy intolerante a la
lactosa so no cheese". The English grammar read none of the Spanish, or read it as part of
a value ("y trabajo de dental hygienist" as a role). Before an English sentence is read, the
few Spanish phrases that open a statement about the speaker (where they live, where they
come from, their work, what they love or hate, their allergies, their family) are written
in English; the rest of the sentence is left as it is.

A phrase is only rewritten where a clause opens (the sentence's start, after a comma or
"y" / "pero"), so "soy sauce" or "I ordered the mi goreng" stay; never in a sentence that
asks about words ("translate", "how do you say", "what does ... mean") or quotes them.

Pure: a function of the text; a sentence with no Spanish cue comes back as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

_PHRASES: Final[tuple[tuple[str, str], ...]] = (
    (r"me llamo|mi nombre es", "my name is"),
    (r"vivo en", "I live in"),
    (r"soy de|vengo de", "I'm from"),
    (r"trabajo (?:de|como)", "I work as"),
    (r"trabajo (?:en|para)", "I work at"),
    (r"soy al[eé]rgic[oa] (?:a la|a las|a los|al|a)", "I'm allergic to"),
    (r"soy intolerante (?:a la|a las|a los|al|a) lactosa", "I'm lactose intolerant"),
    (r"soy intolerante (?:a la|a las|a los|al|a)", "I'm intolerant to"),
    (r"soy (?:vegan[oa]|vegetarian[oa]|cel[ií]ac[oa]|diab[eé]tic[oa])", ""),
    (r"(?:no me gustan?|odio|detesto)(?: el| la| los| las)?", "I hate"),
    (r"me (?:encantan?|fascinan?)(?: el| la| los| las)?", "I love"),
    (r"me gustan?(?: el| la| los| las)?", "I like"),
    (r"hablo", "I speak"),
    (r"mi (?:esposo|marido)", "my husband"),
    (r"mi (?:esposa|mujer)", "my wife"),
    (r"mi novia", "my girlfriend"),
    (r"mi novio", "my boyfriend"),
    (r"mi hijo", "my son"),
    (r"mi hija", "my daughter"),
    (r"mis hij[oa]s", "my kids"),
    (r"mi (?:mam[aá]|madre)", "my mom"),
    (r"mi (?:pap[aá]|padre)", "my dad"),
    (r"mi hermano", "my brother"),
    (r"mi hermana", "my sister"),
    (r"mi abuela", "my grandma"),
    (r"mi abuelo", "my grandpa"),
    (r"mi perr[oa]", "my dog"),
    (r"mi gat[oa]", "my cat"),
)
_INSIDE: Final = (
    (re.compile(r"\bvive en\b"), "lives in"),
    (re.compile(r"\btrabaja (?:de|como)\b"), "works as"),
)
"""Spanish verbs of someone named before, inside a statement already rewritten ("my sister
vive en Miami")."""
"""Spanish openings of a statement about the speaker and their English; an empty English
keeps the words but for "soy" ("soy vegana" → "I'm vegana" is read by the diet words)."""
_WORDS: Final = {
    "español": "Spanish", "espanol": "Spanish", "inglés": "English", "ingles": "English",
    "portugués": "Portuguese", "francés": "French", "alemán": "German",
    "vegano": "vegan", "vegana": "vegan", "vegetariano": "vegetarian",
    "vegetariana": "vegetarian", "celíaco": "celiac", "celíaca": "celiac",
    "celiaco": "celiac", "celiaca": "celiac", "diabético": "diabetic", "diabética": "diabetic",
    "diabetico": "diabetic", "diabetica": "diabetic",
    "mariscos": "shellfish", "cacahuates": "peanuts", "cacahuetes": "peanuts",
    "maní": "peanuts", "nueces": "nuts", "gatos": "cats", "perros": "dogs",
}  # fmt: skip
"""Spanish words a rewritten statement may hold, in English (languages, diets, allergens)."""
_CLAUSE_OPEN: Final = r"(?:^|(?<=[,;.!?]\s)|(?<=\s[yY]\s)|(?<=\spero\s)|(?<=\sand\s)|(?<=\sbut\s))"
_OPENING: Final = re.compile(
    _CLAUSE_OPEN + r"(" + "|".join(f"(?:{p})" for p, _ in _PHRASES) + r")\b",
    re.IGNORECASE,
)
_CUE: Final = re.compile(
    r"\b(?:vivo|soy|trabajo|vengo|llamo|nombre|gustan?|encantan?|fascinan?|odio|detesto|"
    r"hablo|mis?|vive|trabaja)\b",
    re.IGNORECASE,
)
"""A cheap test: a sentence without one of these words holds no Spanish statement."""
_ABOUT_WORDS: Final = re.compile(
    r"translat|how (?:do|would) (?:you|i) say|what does|what do .* mean|\bmeans?\b"
    r"|(?<!\w)[\"“‘']|[\"”]|\bin spanish\b|\bspanish for\b|\bspell",
    re.IGNORECASE,
)
"""A sentence that asks about words or quotes them: its Spanish is a text, not a statement."""
_JOINS: Final = re.compile(r"(?<=\s)(?:y|pero)(?=\s+(?:I|my)\b)")
_WORD: Final = re.compile(r"[^\W\d_]+", re.UNICODE)


@lru_cache(maxsize=4096)
def in_english(text: str) -> str:
    """The sentence with its Spanish statement openings about the speaker written in English
    ("vivo en San Antonio" → "I live in San Antonio"); unchanged when none applies."""
    if _CUE.search(text) is None or _ABOUT_WORDS.search(text) is not None:
        return text
    rewritten = _OPENING.sub(_english, text)
    if rewritten == text:
        return text
    for pattern, english in _INSIDE:
        rewritten = pattern.sub(english, rewritten)
    rewritten = _JOINS.sub(lambda m: "and" if m[0].lower() == "y" else "but", rewritten)
    return _WORD.sub(lambda m: _WORDS.get(m[0].lower(), m[0]), rewritten)


def _english(match: re.Match[str]) -> str:
    said = match[1]
    for pattern, english in _PHRASES:
        if re.fullmatch(pattern, said, re.IGNORECASE):
            return english or "I'm " + said.split(" ", 1)[1]
    return said
