"""A sentence about someone the user names only by a description is not about the user:
"The foreman uses Emacs for his notes", "The author of this novel lives in Montréal", "A
client today told me her Pomeranian is allergic to chicken". Its subject is a noun phrase
opened by an article or a third person's possessive, followed by a verb in the third person
("uses", "lives") or the past ("wrote"), and the sentence never says "I" or "my". The
user's own slots of such a sentence are dropped; facts about people the
grammar names (a relation, a colleague) stand.

Pure: `without_described(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos, en_words
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.job_heads import job_head
from memstream.processors.grammar.occupations import occupation

_OPENERS: Final = frozenset("the this that these those his her their a an one some our".split())
_SELF: Final = re.compile(
    r"\b(?:I|I'm|I've|I'd|I'll|my|mine|myself)\b"
    r"|(?<!\btold )(?<!\btells )(?<!\basked )(?<!\bsent )(?<!\bshowed )(?<!\bgave )\bme\b"
)
"""The user speaking of themself ("makes me gag"; "a client told me ..." is no sign)."""
_STATES: Final = frozenset("is was has had does did".split())
_OURS: Final = frozenset(
    """plan plans goal idea dream hope thing problem issue reason point truth fact question
    answer best worst news update office company team job house home flat apartment place
    move commute deadline trip wedding appointment weekend week day morning""".split()
)
"""Subjects that speak of the user's own matters ("The plan is to move to Berlin", "The
office moved to Leeds"): no one else."""
_KIN: Final = frozenset(en_words.RELATIONS) | en_words.ANIMALS
"""The user's people and pets ("the dog's called Biscuit", "the kids are vegan"): the grammar
decides whose those facts are."""
_PEOPLE: Final = en_words.PERSON_NOUNS | en_words.PEOPLE_ROLES | en_words.PEOPLE_WORDS
_LONGEST: Final = 6
"""The most words of a described subject before its verb ("the author of this novel")."""


def without_described(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills, without the user's own when the sentence is about someone described."""
    described = _described(text) or _described(_APPOSITIVE.sub(" ", text, count=1))
    return [f for f in fills if f.subject != "user"] if described else fills


_APPOSITIVE: Final = re.compile(
    r"(?<=[a-z]),\s+(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?"
    r"(?:\s+from\s+[A-Z][\w'’-]+)?\s*,\s+(?=[a-z])"
)
"""A name set between commas after a described subject ("the new lad on the crew, Pete, is
allergic to bees"; "a caller this morning, Dev from Leicester, told me ..."): the subject is
read without it."""


def _described(text: str) -> bool:
    """True when the sentence opens with a described person or thing doing something and
    never speaks of the user after it ("the streamer I watch lives in Osaka": the "I" of a
    relative clause inside the subject is no sign)."""
    found = list(re.finditer(r"[A-Za-z'’-]+", text))
    words = [m.group(0).lower() for m in found]
    if len(words) < 3 or words[0] not in _OPENERS:
        return False
    verbs = [i for i, w in enumerate(words[: _LONGEST + 2]) if i >= 2 and _verb(w)]
    if not verbs:
        return False
    head = words[1 : verbs[0]]
    if _SELF.search(text, found[verbs[0]].start()) is not None or _self_heads(text, found, head):
        return False
    subject = {w.removesuffix("'s").removesuffix("’s") for w in _untimed(head)}
    if (_OURS | _KIN) & subject:
        return False
    verb = words[verbs[0]]
    from_place = verb in ("is", "was") and words[verbs[0] + 1 :][:1] == ["from"]
    if verb in _PEOPLE_VERBS or from_place:
        return True
    return words[0] != "our" and any(_a_person(word) for word in subject)


_TIME_OPENERS: Final = frozenset("this that last yesterday today tonight earlier".split())


def _untimed(head: list[str]) -> list[str]:
    """The subject's words before a time said inside it ("a caller on the line this morning":
    the caller, not a morning of the user's)."""
    for index, word in enumerate(head):
        if index and word in _TIME_OPENERS:
            return head[:index]
    return head


def _self_heads(text: str, found: list[re.Match[str]], head: list[str]) -> bool:
    """Whether the user speaks in the subject other than in a relative clause after a noun
    ("my sister", "I" first): "the Twitch streamer I watch" is someone else."""
    end = found[len(head)].end() if head else found[0].end()
    said = _SELF.search(text, 0, end)
    if said is None:
        return False
    before = [m.group(0).lower() for m in found if m.end() <= said.start()]
    return len(before) < 2 or before[-1] in _OPENERS


_PEOPLE_VERBS: Final = frozenset(
    """speaks lives works studies teaches codes told tells said says asked asks texted emailed
    mentioned""".split()
)
"""Verbs only a person does (or a verb of telling): the described subject is someone, whatever
its noun ("The new commis speaks Catalan", "Some inmate today told me ..."). After "our" only
these count ("Our rabbi is coming for dinner on Friday" is the user's plan too)."""


def _a_person(word: str) -> bool:
    """A word for a person by trade or kind ("foreman", "author", "barista", "guy"); "the
    concert", "the marathon" are things."""
    if word in _PEOPLE or occupation(word):
        return True
    return job_head(word) or word.endswith(("man", "woman", "person"))


def _verb(word: str) -> bool:
    """A verb in the third person or the past ("uses", "lives", "wrote", "is")."""
    if word in _STATES or en_pos.tag(word) in ("VBZ", "VBD"):
        return True
    return word.endswith("s") and en_pos.tag(word[:-1]) in ("VB", "VBP")
