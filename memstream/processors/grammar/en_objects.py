"""Typed readers of English objects: each reads a whole phrase from a token index and
returns (value, end index), or None when what follows is not such an object.

A place or an organisation is a capitalised span (or a known place); a role is a noun
phrase ending in a role noun; a name is one to three capitalised words; a language list is
languages joined by commas, "and", "/"; a thing is a short phrase up to a clause boundary.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.occupations import occupation
from memstream.processors.grammar.tokens import capitalized, is_word, join

Read = tuple[str, int] | None
Reader = Callable[[tuple[str, ...], int], Read]

_CONNECTORS: Final = w.words("of de del da di la le upon on am & + and y van von der du")
_ARTICLES: Final = w.words("a an the my our")
_ROLE_LEAD: Final = _ARTICLES | w.words("sole only their his her its being")
_BOUNDARY: Final = w.words(
    """because since but so although though which who when while where if unless and
    especially mostly mainly like whereas , . ; : ! ? — – - ( ) for as with at in on from
    by to"""
)
_THING_STOP: Final = (
    w.SENTENCE_ADVERBS
    | w.words(
        """because since but so although though which who when whenever while where if unless
    especially mostly mainly like whereas ; : ! ? — – ( ) lately these days anymore
    and now too either then honestly really though well pretty fine reasonably inside
    less more lol haha"""
    )
    | {",", "."}
)
_COMMON: Final = w.FILLERS | w.words(
    """to in at of a the from with for so and not on by very good fine ok happy tired sorry
    allergic vegan vegetarian married single back here there home done ready off out up
    down over away work today tonight tomorrow yesterday now later sick free busy late early
    still just also too all"""
)
_COMMON_ENDINGS: Final = (
    "ic", "ed", "ing", "ful", "ous", "ive", "ly", "ian", "ese", "ish", "nt", "al", "less",
    "able", "ible", "ary", "ory", "ose", "ant", "ent", "ist", "er",
)  # fmt: skip


def _span(tokens: tuple[str, ...], index: int, limit: int) -> int:
    """The end of a capitalised span from `index` (connectors and a possessive inside)."""
    end = index
    while end < len(tokens) and end - index < limit:
        token = tokens[end]
        if token == "'s" and end > index and not _next_cap(tokens, end):
            end += 1  # "St. Mary's in Krakow", "a nurse at Guy's"
            break
        if token == "I":
            break  # "At Canva I'm ...": the subject, never part of a name
        if capitalized(token) or (token.lower() in _CONNECTORS and _next_cap(tokens, end)):
            end += 1
        else:
            break
    return end


def _next_cap(tokens: tuple[str, ...], index: int) -> bool:
    """A capitalised word follows that is not a day or month ("Vienna| on Saturday")."""
    if index + 1 >= len(tokens) or not capitalized(tokens[index + 1]):
        return False
    return tokens[index + 1].lower() not in _TIME_NOUNS


def place(tokens: tuple[str, ...], index: int) -> Read:
    """A place: "New York", "the Hague", "Kuala Lumpur", "copenhagen" (known), "near Cork"."""
    start = index + 1 if index < len(tokens) and tokens[index].lower() == "the" else index
    known = _known_place(tokens, start)
    if known is not None:
        return known
    if start + 1 < len(tokens) and tokens[start] in _REGION_WORDS:  # g57e: "rural Wales"
        region = place(tokens, start + 1)
        return (f"{tokens[start]} {region[0]}", region[1]) if region is not None else None
    end = _span(tokens, start, 4)
    if end == start or tokens[start].lower() in w.NOT_NAMES | w.NOT_PLACES:
        return None
    if tokens[start].lower() in w.LANGUAGES or tokens[start].lower() in w.EDITORS:
        return None
    if tokens[start].lower() in w.TECH:
        return None  # "I work in TypeScript": a skill
    if end < len(tokens) and tokens[end] == "'s":
        return None  # "Ubisoft's Quebec City studio": an owner, not a place
    return join(tokens[index:end]), end


_REGION_WORDS: Final = w.words(
    "rural central northern southern eastern western upstate downstate coastal inland"
)
"""Lower-case words that name a part of a place ("rural Wales", "central Iowa")."""


def _known_place(tokens: tuple[str, ...], index: int) -> Read:
    for size in (4, 3, 2, 1):
        words = tokens[index : index + size]
        if len(words) == size and " ".join(words).lower() in w.PLACES:
            lower_inside = size == 1 and not capitalized(words[0]) and index + 1 < len(tokens)
            if lower_inside and tokens[index + 1] not in (",", ".", "!"):
                return None  # a lower-case common word inside a sentence
            end = _span(tokens, index + size, 2) if size == 1 else index + size
            return join(tokens[index:end]), end
    return None


def loose_place(tokens: tuple[str, ...], index: int) -> Read:
    """A place, possibly after a short description: "a tiny village near Cork"."""
    found = place(tokens, index)
    if found is not None:
        return found
    for ahead in range(index, min(index + 6, len(tokens))):
        if tokens[ahead].lower() in ("near", "outside", "in") and ahead > index:
            after = place(tokens, ahead + 1)
            if after is not None:
                return f"{tokens[ahead]} {after[0]}", after[1]
        if tokens[ahead] in (",", ".", ";"):
            break
    return None


def org(tokens: tuple[str, ...], index: int) -> Read:
    """An organisation: "Foster + Partners", "the BBC", "a startup called Lumen Health"."""
    named = _called(tokens, index)
    if named is not None:
        return named
    start = index + 1 if index < len(tokens) and tokens[index].lower() == "the" else index
    end = _span(tokens, start, 5)
    if end < len(tokens) and tokens[end].lower() in w.PUBLIC_BODIES:
        return _public_body(tokens, start)  # "the Dutch government"
    if end == start and start < len(tokens) and tokens[start].islower():
        return _public_body(tokens, start)  # "the city council"
    if end == start or tokens[start].lower() in w.NOT_NAMES or _number(tokens[start:end]):
        return None
    return join(tokens[start:end]), end


def _number(words: tuple[str, ...]) -> bool:
    """True for a span of numbers only ("for 30| years"): a duration or amount, not a name."""
    return all(re.fullmatch(r"[\d.,+%]+", word) for word in words)


def _public_body(tokens: tuple[str, ...], start: int) -> Read:
    """A public employer: up to two words before a public body's noun ("Dutch government",
    "city council", "civil service")."""
    for end in range(start, min(start + 3, len(tokens))):
        if tokens[end].lower() in w.PUBLIC_BODIES:
            return join(tokens[start : end + 1]), end + 1
        if not tokens[end].isalpha():
            return None
    return None


def unnamed_end(tokens: tuple[str, ...], index: int) -> int:
    """The end of an unnamed workplace ("a clinic", "the local hospital") where "in <place>"
    follows ("a nurse manager at a clinic in Fresno"): the index of that "in", or -1."""
    if index >= len(tokens) or tokens[index].lower() not in ("a", "an", "the"):
        return -1
    end = index + 1
    while (
        end < len(tokens) and end - index <= 3 and tokens[end].isalpha() and tokens[end].islower()
    ):
        if tokens[end] == "in":
            return end if end > index + 1 else -1
        end += 1
    return -1


def _called(tokens: tuple[str, ...], index: int) -> Read:
    """ "a startup called Lumen Health", "a Dutch company (Mollie)": the name given."""
    for ahead in range(index, min(index + 6, len(tokens) - 1)):
        named = tokens[ahead].lower() in ("called", "named")
        if named or (tokens[ahead] == "(" and tokens[ahead - 1].lower() in w.ORG_NOUNS):
            end = _span(tokens, ahead + 1, 4)
            return (join(tokens[ahead + 1 : end]), end) if end > ahead + 1 else None
        if not is_word(tokens[ahead]):
            return None
    return None


def role(tokens: tuple[str, ...], index: int) -> Read:
    """A role: a noun phrase of up to five words ending in a role noun ("a pediatric nurse",
    "the sole sysadmin", "backend dev", "PhD student")."""
    start = index
    while start < len(tokens) and (tokens[start].lower() in _ROLE_LEAD or _based(tokens[start])):
        start += 1  # "a Houston-based engineer": the place is read as the home
    head = None
    for end in range(start, min(start + 5, len(tokens))):
        token = tokens[end].lower()
        if not is_word(tokens[end]) or token in _BOUNDARY:
            break
        last = token.rsplit("-", 1)[-1]  # "sous-chef", "co-founder"
        heads = token in w.ROLE_HEADS or token.rstrip("s") in w.ROLE_HEADS or last in w.ROLE_HEADS
        heads = heads or occupation(token) or occupation(last)
        heads = heads or (token in _PARENTS and end > start and tokens[end - 1].lower() in _HOME)
        if heads or token.endswith(_ROLE_SUFFIXES):
            head = end + 1
    if head is None:
        return _role_noun(tokens, start)
    if tokens[start].lower() in _NUMBER_WORDS or tokens[start].lower() in w.HOW_GOOD:
        return None  # "a decent cook", "an avid runner": how well one does it, not a job
    if any(t.lower() in w.SENTENCE_ADVERBS or t.lower() == "the" for t in tokens[start:head]):
        return None  # "apparently the CEO": someone else, not the user's role
    if any(t.lower() in _POSSESSIVES for t in tokens[start + 1 : head]):
        return None  # "seeing my dentist": someone else's role, met by the user
    if any(t.lower() in _CLAUSE_WORDS for t in tokens[start:head]):
        return None  # "say I am a welder": a clause, not a noun phrase
    if head < len(tokens) and tokens[head] == "'s":
        return None  # "doctor's orders"
    head = _of_what(tokens, head)
    words = [t if _keeps_case(t) else t.lower() for t in tokens[start:head]]
    return join(words), head


def _keeps_case(token: str) -> bool:
    """ "ICU", "PhD", "iOS", "German": a word whose capitals are its own, not the sentence's."""
    return token.isupper() or _language_word(token) or any(c.isupper() for c in token[1:])


def _language_word(token: str) -> bool:
    """ "German-to-English", "Spanish": a language's name keeps its capital in a role."""
    return any(part in w.LANGUAGES for part in token.lower().split("-")) and capitalized(token)


def _based(token: str) -> bool:
    """ "Houston-based": a capitalised place word with "-based"."""
    return token.lower().endswith("-based") and capitalized(token)


_CLAUSE_WORDS: Final = w.FIRST_PERSON | w.words("am")
_POSSESSIVES: Final = w.words("my his her their our your")
_NOT_ROLES: Final = w.words(
    """new current first old dream day main second full-time part-time different better
    bigger great good real proper permanent temporary my this that same"""
)
_OF_HEADS: Final = w.words("head director vp chief professor lecturer manager dean")
"""Roles said with their domain: "head of marketing", "VP of sales"."""


def _of_what(tokens: tuple[str, ...], head: int) -> int:
    """The end of a role that goes on with "of <domain>" ("head of marketing")."""
    if head >= len(tokens) - 1 or tokens[head].lower() != "of":
        return head
    if tokens[head - 1].lower() not in _OF_HEADS:
        return head
    end = head + 1
    while end < len(tokens) and end - head <= 2 and tokens[end].lower() not in _BOUNDARY:
        end += 1
    return end if end > head + 1 else head


def _role_noun(tokens: tuple[str, ...], start: int) -> Read:
    """ "a data science role", "a sales position": the role named before role|position."""
    for end in range(start + 1, min(start + 4, len(tokens))):
        if tokens[end].lower() in ("role", "position", "job"):
            words = tokens[start:end]
            if all(t.isalpha() and t.lower() not in _BOUNDARY | _NOT_ROLES for t in words):
                return join([t.lower() for t in words]), end + 1
            return None
        if not is_word(tokens[end]):
            return None
    return None


_PARENTS: Final = w.words("mom mum dad parent mother father homemaker")
_HOME: Final = w.words("stay-at-home full-time homeschooling work-at-home")
"""A parent is a role only at home full time ("a stay-at-home dad"), not "a dad of two"."""
_ROLE_SUFFIXES: Final = ("ographer", "ologist", "ician", "iatrist", "therapist", "ographers")
"""Endings that make a noun a trade ("radiographer", "hydrologist", "technician")."""
_NUMBER_WORDS: Final = w.words("one two three four five six 1 2 3 4 5 6 both all very tired")


def name(tokens: tuple[str, ...], index: int) -> Read:
    """A person's name: one to three capitalised words ("Tom Becker", "Soo-ah")."""
    end = index
    while end < len(tokens) and end - index < 3 and tokens[end][:1].isupper():
        if tokens[end].lower() in w.NOT_NAMES and end == index:
            return None
        end += 1
    if end == index or (end < len(tokens) and tokens[end].lower() in _ZONE_AFTER):
        return None  # "go by Sydney time": a time zone, no name
    return join(tokens[index:end]), end


_ZONE_AFTER: Final = w.words("time timezone hours")
"""Words after a capitalised place that make it a time zone, not a name ("Sydney time")."""


def lower_name(tokens: tuple[str, ...], index: int) -> Read:
    """A name written in lower case, when it ends the clause ("i am tomasz nowak")."""
    words = tokens[index:]
    if not 2 <= len(words) <= 3 or any(not t.isalpha() for t in words):
        return None
    if any(t.lower() in _COMMON or t.lower().endswith(_COMMON_ENDINGS) for t in words):
        return None
    if any(t.lower() in w.NOT_NAMES | w.ROLE_HEADS or t.lower() in w.LANGUAGES for t in words):
        return None
    return " ".join(words), len(tokens)


_LIST_WORDS: Final = w.words(
    """and an , / or too as well a bit of fluent some basic decent little native both also
    conversational broken passable rusty intermediate good okay ok restaurant working"""
)


def languages(tokens: tuple[str, ...], index: int) -> list[str]:
    """The languages listed from `index` ("Tagalog and English", "PT, EN, NL and FR")."""
    found: list[str] = []
    split = [part for token in tokens[index : index + 12] for part in _split_slash(token)]
    for at, token in enumerate(split):
        low = token.lower()
        if _modifier(token) and _names_language(split[at + 1 :]):
            continue  # "Ancient| Greek", "Old| Church Slavonic": read with the language
        if low in w.LANGUAGES or low in _COMPOUND_HEADS:
            found.append(_with_modifiers(split[:at], w.LANGUAGES.get(low, token)))
        elif low in w.LANGUAGE_CODES and token.isupper():
            found.append(w.LANGUAGE_CODES[low])
        elif _language_shaped(token):
            found.append(token)  # h36r: "Faroese", "Cebuano": a language the lexicon lacks
        elif low not in _LIST_WORDS | _SETTINGS:
            break
    return list(dict.fromkeys(found))


LANGUAGE_MODIFIERS: Final = w.words(
    """ancient old middle classical biblical koine cajun haitian swiss scottish low church
    pennsylvania jamaican egyptian levantine moroccan gulf sudanese algerian tunisian iraqi
    syrian lebanese palestinian"""
)
"""Words that make a language's name with the language after them ("Ancient Greek", "Haitian
Creole", "Old Church Slavonic", "Egyptian Arabic"): one name, not two languages."""
_COMPOUND_HEADS: Final = w.words("slavonic norse")
"""Language words said only after a modifier ("Old Church Slavonic", "Old Norse")."""


def _names_language(rest: list[str]) -> bool:
    """True when the words after a modifier go on to a language through modifiers only."""
    for token in rest[:3]:
        low = token.lower()
        if low in w.LANGUAGES or low in _COMPOUND_HEADS:
            return True
        if not _modifier(token):
            return False
    return False


def _modifier(token: str) -> bool:
    """A capitalised word that can begin a language's name ("Ancient", "Haitian")."""
    return token[:1].isupper() and token.lower() in LANGUAGE_MODIFIERS


def _with_modifiers(before: list[str], language: str) -> str:
    """The language with the modifiers right before it ("Old Church" + "Slavonic")."""
    start = len(before)
    while start > 0 and _modifier(before[start - 1]):
        start -= 1
    return " ".join([*before[start:], language])


_LANGUAGE_ENDINGS: Final = re.compile(
    r"^[A-Z][a-zà-ÿ]{2,}(?:ese|ish|ian|ic|ali|abi|ati|ili|alog|ano|ongo|sa|ndi|aans|ch)$"
)
_NOT_LANGUAGES: Final = w.PEOPLES | w.words(
    """catholic islamic arctic atlantic pacific clinic music magic public classic logic
    comic panic mechanic technic garlic english italian spanish polish danish christian
    russian finnish swedish turkish"""
)
"""Words that end like a language but are not one the lexicon lacks (known ones are read
from the lexicon first; nationalities the lexicon does not list as languages stay out)."""


def _language_shaped(token: str) -> bool:
    """A capitalised word shaped like a language's name ("Faroese", "Cebuano", "Tigrinya"
    is not): read only in a list after a speaking cue."""
    return bool(_LANGUAGE_ENDINGS.match(token)) and token.lower() not in _NOT_LANGUAGES


_SETTINGS: Final = w.words(
    "at home work school with my the parents kids family friends wife husband partner mostly"
)
"""Where or with whom a language is spoken, between two of a list ("Tagalog at home and
English at work")."""


def _split_slash(token: str) -> list[str]:
    """ "English/Urdu" → English, /, Urdu (a pair of languages written as one token)."""
    parts = token.split("/")
    if len(parts) < 2 or not all(p.lower() in w.LANGUAGES for p in parts):
        return [token]
    return [item for part in parts for item in (part, "/")][:-1]


def thing(tokens: tuple[str, ...], index: int, limit: int = 6) -> Read:
    """A short phrase up to a clause boundary, articles dropped ("a good red wine")."""
    start = index
    while start < len(tokens) and tokens[start].lower() in _ARTICLES | _QUANTIFIERS:
        start += 1
    if start + 2 < len(tokens) and tokens[start].lower() in _KINDS and tokens[start + 1] == "of":
        start += 2  # "all kinds of| horror movies": the kind said, not "kinds"
    end = start
    while end < len(tokens) and tokens[end].lower() not in _THING_STOP and end - start < limit:
        if end > start and _time_starts(tokens, end):
            break  # "dbt| last quarter", "Kotlin| this year"
        end += 1
    if end - start >= limit and end < len(tokens) and tokens[end].lower() not in _THING_STOP:
        cuts = [i for i in range(start + 1, end) if tokens[i].lower() in _CUT_AT]
        if not cuts:
            return None
        end = cuts[-1]  # "a glass of red wine| with dinner"
    if end == start:
        return None
    return join(tokens[start:end]), end


_QUANTIFIERS: Final = w.words("some any all every both")
_KINDS: Final = w.words("kinds sorts types kind sort type")
_CUT_AT: Final = w.words("with at in on for during after before from by that which who")
"""Where a phrase that runs on is cut: a preposition or a relative pronoun."""
_TIME_NOUNS: Final = w.words(
    """week weekend month year quarter semester term summer winter spring autumn fall night
    morning evening afternoon monday tuesday wednesday thursday friday saturday sunday
    january february march april may june july august september october november december
    time days weeks months years mondays tuesdays wednesdays thursdays fridays saturdays
    sundays weekends weekdays christmas easter"""
)
_TIME_WORDS: Final = w.words("yesterday today tonight tomorrow recently ago lately")


def _time_starts(tokens: tuple[str, ...], index: int) -> bool:
    """True when a time expression starts at `index` ("last quarter", "this year", "ago")."""
    low = tokens[index].lower()
    if low in _TIME_WORDS or (low == "right" and tokens[index + 1 : index + 2] == ("now",)):
        return True  # "Minecraft| right now"
    after = tokens[index + 1].lower() if index + 1 < len(tokens) else ""
    if low == "for" and _duration(tokens[index + 1 : index + 4]):
        return True  # "jazz| for years", "tennis| for 10 years"
    if low in ("in", "during") and _season_after(tokens[index + 1 : index + 3]):
        return True  # g55q: "iced coffee| in summer", "mulled wine| during the winter"
    return low in ("last", "next", "this", "every", "each") and after in _TIME_NOUNS


_SEASONS: Final = w.words("summer winter spring autumn fall summertime wintertime")


def _season_after(tokens: tuple[str, ...]) -> bool:
    """True when the words open with a season, bare or after "the" ("summer", "the winter")."""
    words = [token.lower() for token in tokens]
    if words[:1] == ["the"]:
        words = words[1:]
    return bool(words) and words[0] in _SEASONS


_LONG: Final = w.words("years ages decades months weeks ever life")
_UNITS: Final = w.words("years year months month weeks week decades decade days")


def _duration(after: tuple[str, ...]) -> bool:
    """True when the words after "for" say how long ("years", "10 years", "a long time")."""
    said = [t.lower() for t in after]
    if not said:
        return False
    if said[0] in _LONG or " ".join(said[:3]) in ("a long time", "a while now", "so long now"):
        return True
    counted = said[0].isdigit() or said[0] in _COUNTS
    return counted and len(said) > 1 and said[1] in _UNITS


_COUNTS: Final = w.words("a two three four five six seven eight nine ten twenty many several few")


_ZONE_WORDS: Final = w.TIMEZONE_WORDS | w.words(
    """european standard daylight summer central western eastern southern northern
    indian british irish china japan korea india australian australia new zealand
    greenwich universal coordinated moscow arabian gulf east west coast uk us usa"""
)


def _zone_word(token: str) -> bool:
    """A word a time zone's name is made of ("Central European", "Japan"), not "Netflix"."""
    return token.lower() in _ZONE_WORDS or token.lower() in w.PLACES


def timezone(tokens: tuple[str, ...], index: int) -> Read:
    """A time zone as said: "UTC+5:30", "AEST", "Pacific time", "Central European Time"."""
    the = index + 2 < len(tokens) and tokens[index].lower() == "the"
    after = [token.lower() for token in tokens[index + 2 : index + 5]]
    if the and {"timezone", "zone"} & set(after):  # "in the CET timezone", "the Eastern time zone"
        return timezone(tokens, index + 1)
    if index >= len(tokens):
        return None
    token, low = tokens[index], tokens[index].lower()
    if low.startswith(("utc", "gmt")) and any(c in token for c in "+-"):
        return token.upper(), index + 1
    if token in w.TIMEZONE_ABBREVIATIONS:
        if index + 2 < len(tokens) and tokens[index + 1] in "+-" and tokens[index + 2].isdigit():
            return token + tokens[index + 1] + tokens[index + 2], index + 3
        return token, index + 1
    if "/" in token and capitalized(token):
        return token, index + 1
    end = index
    while end < len(tokens) and end - index < 3 and (capitalized(tokens[end]) or end == index):
        if tokens[end].lower() in ("time", "standard"):
            break
        end += 1
    said_time = end < len(tokens) and tokens[end].lower() == "time" and end > index
    if said_time and all(_zone_word(t) for t in tokens[index:end]):
        return join(tokens[index : end + 1]), end + 1
    part_of_a_name = index + 1 < len(tokens) and capitalized(tokens[index + 1])
    if low in w.TIMEZONE_WORDS and capitalized(token) and not part_of_a_name:
        return token, index + 1  # "I'm on Eastern now" (not "in Mountain View")
    return None
