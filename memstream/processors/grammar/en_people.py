"""Who an English clause is about, and the people and pets it names.

The subject is the user for "I", "we", "me and my ...", "my wife and I", a possessive of
the user's own attributes ("my name", "my office") and for a clause that names no one
("living in Leeds"); someone else for "my wife (Ingrid)", "my friend Sam", "he", "she",
or a name that acts ("Rania ... is a data scientist"). People and pets close to the user
are relations: "my son Leo", "our cat Mochi", "two cats, Pickle and Mango", "I'm married".
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.kinds_data import KINDS
from memstream.processors.grammar import en_pos
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.en_subjects import someone_opens
from memstream.processors.grammar.engine import verb_forms
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.pet_kinds import is_animal
from memstream.processors.grammar.tokens import Clause, capitalized, is_word, tokens_of
from memstream.processors.matchers.people_words import EN_NOT_SELF_NAMES

_MODIFIERS: Final = w.words(
    """little big older younger old baby twin eldest oldest youngest best new two three four
    one very extremely rescue retired late sweet lovely crazy lazy fat tiny huge
    grumpy needy senior adopted step dear single high school college university uni
    childhood former previous longtime long-time closest dearest work gym"""
)
_SIBLINGS: Final = w.words("brother sister bro sis")


def _modifies(tokens: tuple[str, ...], at: int) -> bool:
    """A word before a person noun that says which one ("my little", "our new"), "kid"
    before a sibling too ("my kid brother": a younger brother, not a child)."""
    word = tokens[at].lower()
    if word == "kid":
        return at + 1 < len(tokens) and tokens[at + 1].lower() in _SIBLINGS
    return word in _MODIFIERS


_PRONOUNS: Final = {"he": "he", "she": "she", "they": "they"}
_TIMES: Final = w.words("lately nowadays today tonight recently")
_PERSONS: Final = w.words(
    """guy girl man woman kid boy person friend hire tenant intern neighbour neighbor
    coworker colleague manager boss teammate student lady dude someone folks people
    patient guest speaker influencer landlord landlady customer client visitor stranger
    courier driver delivery waiter waitress receptionist"""
)
_ROLES: Final = (w.PEOPLE_ROLES | w.ROLE_HEADS) - {"team"}
"""Jobs and roles whose head word names a person ("the new accountant lives in ...")."""
_NUMBERS: Final = w.words("a an one two three four five six 2 3 4 5 6 some")
_ACTS: Final = w.words(
    """is 's was works lives speaks runs has just got became moved plays writes teaches
    studies loves likes hates does drives who knows from keeps wants needs
    swears insists thinks says said told uses"""
)


def subject(clause: Clause) -> tuple[str, int]:
    """(who the clause is about, the index where its predicate starts)."""
    tokens = clause.tokens
    index = _after_lead_ins(tokens)
    if index >= len(tokens):
        return "user", index
    low = tokens[index].lower()
    if low in w.FIRST_PERSON:
        return "user", index + 1
    if (mine := _said_as_mine(tokens, index)) is not None:
        return mine  # "the missus wants", "my other half is"
    if (of_mine := _of_mine(tokens, index)) is not None:
        return of_mine, index + 4  # "a friend of mine has celiac disease": the friend
    if _some_of_my_people(tokens, index):
        return "someone", index  # "one of my students is allergic to bees"
    timed = _after_time_phrase(tokens, 0 if tokens[0].lower() in _TIME_LEADS else index)
    if timed is not None:  # "as of this month I'm ...", "since March we ..."
        return "user", timed
    if low == "you":
        return "assistant", index + 1
    if low in _PRONOUNS:
        return _PRONOUNS[low], index + 1
    if low in ("his", "her", "their", "its") and index + 1 < len(tokens):
        return "someone", index
    if low in ("my", "our"):
        return _possessed(tokens, index)
    if low in w.PEOPLE_WORDS and index + 1 < len(tokens):
        return "someone", index
    if (named := _bare_relation(tokens, index) or _described(tokens, index)) is not None:
        return named  # "grandpa smokes a pipe", "a guy on my team is vegan"
    if (pointed := _pointed_at(tokens, index)) is not None:
        return pointed  # "the new intern, Raj, speaks Tamil", "a customer is allergic to"
    if low in ("a", "an") and _present_fragment(tokens, index):
        return "user", index  # g57e: "Currently a barista.", "Still a nurse, still in Leeds"
    if low in w.OTHER_STARTS or (low in w.RELATIONS and index + 1 < len(tokens)):
        near = {t.lower() for t in tokens[index + 1 : index + 5]}
        people = {word.rstrip("s") for word in tokens_low(tokens, index + 1, index + 3)}
        people_said = bool(people & (_PERSONS | _PEOPLE_NOUNS | _ROLES | w.RELATIONS.keys()))
        if (low in w.RELATIONS or near & _PERSONS or people_said) and not near & {"i", "me"}:
            return "someone", index
    pointer = index - (index > 0 and tokens[index - 1].lower() in _LEAD_POINTERS)  # "these"
    quantified = someone_opens(tokens, pointer, _ALL_PERSON_NOUNS)  # "half my team is vegan"
    return quantified or _by_name(tokens, index) or ("user", index)


_LEAD_POINTERS: Final = w.words("this that these those")
"""Pointers the lead-in skipper may pass over ("these days"): a people phrase may open there."""
_OPENS_PEOPLE: Final = w.words(
    "the this that these those half most all both one everyone everybody"
)


def others_open(low: str) -> bool:
    """True when a sentence opens with a determiner or quantifier phrase naming people who
    act ("the guy at the next desk codes in Emacs", "half my team uses vim"): theirs."""
    if low.split(" ", 1)[0] not in _OPENS_PEOPLE:
        return False
    return subject(Clause(tokens_of(low)))[0] not in ("user", "assistant", NOBODY)


def _by_name(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """A capitalised subject that acts ("Rania ... is a data scientist"): the person, or
    nobody for a word that is no name ("Life's all about ...")."""
    low = tokens[index].lower()
    if not capitalized(tokens[index]) or index + 1 >= len(tokens) or tokens[index] == "I":
        return None
    following = {t.lower() for t in tokens[index + 1 : index + 3]}
    acts = bool(following & _ACTS) and not following & {"i", "me"}
    acts = acts or _modified_name(tokens, index)  # "Kevin on the night shift is diabetic"
    known = low in w.NOT_NAMES or low in w.PLACES or low in w.LANGUAGES or low in w.EDITORS
    known = known or (low.endswith("ing") and len(low) > 5)  # "Cycling is ...": an activity
    known = known or low in ("name", "names")  # "Name's Dovydas, working as ...": the user
    known = known or low in ("work", "job", "office")  # g52w: "Work's in Croydon": no name
    if acts and not known and not _user_after(tokens, index):
        if not _a_name(tokens, index):
            return NOBODY, index + 1
        return tokens[index], _after_post_modifier(tokens, index + 1)
    return None


def _modified_name(tokens: tuple[str, ...], index: int) -> bool:
    """A capitalised name, then a modifier ("in the warehouse", "on the night shift"), then a
    predicate: the name is the subject (not when the user is named in the modifier)."""
    if index + 1 >= len(tokens) or tokens[index + 1].lower() not in _PLACED_BY:
        return False  # "One of my goals is", "Can you write": no modifier of a person
    end = _after_post_modifier(tokens, index + 1)
    said = {t.lower() for t in tokens[index + 1 : end]}
    return end > index + 1 and not said & {"i", "me", "i'm", "we"}


_PLACED_BY: Final = w.words("from at on in with downstairs upstairs nearby")


def _said_as_mine(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """ "the missus wants", "my other half is": (the user's person, where the predicate
    starts)."""
    if tokens[index].lower() not in ("the", "my"):
        return None
    mine = _the_mine(tokens[index : index + 4])
    if not mine:
        return None
    halves = " ".join(t.lower() for t in tokens[index + 1 : index + 3]) in _THE_MINE
    return mine[0], index + (3 if halves else 2)


def _bare_relation(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """A close relation said as a name at the start ("grandpa smokes", "mum's allergic to"),
    acting: (that relation, where the predicate starts)."""
    low = tokens[index].lower()
    if low not in w.RELATIONS or index + 1 >= len(tokens):
        return None
    if low not in w.CLOSE_RELATIONS and w.RELATIONS[low] not in w.CLOSE_RELATIONS:
        return None
    follows = tokens[index + 1].lower()
    return (w.RELATIONS[low], index + 1) if follows in _ACTS | _DOES_TOO else None


_DOES_TOO: Final = w.words(
    """has had can can't cannot does doesn't won't will 'll smokes drinks eats cooks goes went
    swears refuses gets got keeps always never still just only really"""
)
_PLACES_OF: Final = {
    "team": "teammate", "squad": "teammate", "work": "colleague", "office": "colleague",
    "job": "colleague", "company": "colleague", "class": "classmate", "building": "neighbour",
    "street": "neighbour",
}  # fmt: skip
"""Where someone described is from ("a guy on my team"): the relation that makes them."""
_DESCRIBED: Final = w.words("guy girl man woman lady dude kid person bloke chap")


def _described(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """ "a guy on my team", "the new girl at work", "this woman in my class": (the relation
    the place makes, the index after the place)."""
    words = [t.lower() for t in tokens[index : index + 7]]
    if not words or words[0] not in ("a", "an", "the", "this", "one", "some"):
        return None
    at = 1 + (len(words) > 2 and words[1] in ("new", "other", "older", "young", "nice"))
    if at >= len(words) or words[at] not in _DESCRIBED:
        return None
    rest = words[at + 1 : at + 4]
    for size in (3, 2):
        place = rest[:size]
        if (
            len(place) == size
            and place[0] in ("on", "at", "in", "from")
            and place[-1] in _PLACES_OF
        ):
            mine = size == 2 or place[1] in ("my", "our", "the")
            return (_PLACES_OF[place[-1]], index + at + 1 + size) if mine else None
    return None


_POINTERS: Final = w.words("a an the this that one some another")
_COMPOUND_MAX: Final = 3
"""How many words a described person's noun phrase may take ("new guest speaker")."""


def _person_noun(token: str) -> bool:
    """True for a word that names a person (the person-noun, role and relation lexicons)."""
    low = token.lower()
    nouns = _ALL_PERSON_NOUNS
    return token.isalpha() and (low in nouns or (low.endswith("s") and low[:-1] in nouns))


def _pointed_at(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """A person pointed at by a determiner and a person noun, with a name in apposition or a
    modifier after it ("the new intern, Raj, speaks Tamil", "a customer is allergic to",
    "the guy who runs the bakery moved to Leeds"): (the noun, with the name, and where the
    predicate starts), or None when no predicate of theirs follows."""
    if tokens[index].lower() not in _POINTERS:
        return None
    at = index + 1
    while at < len(tokens) and _modifies(tokens, at):
        at += 1
    head = _person_head(tokens, at)
    if head < 0:
        return None
    noun = tokens[head].lower()
    who, start = _with_name(tokens, w.RELATIONS.get(noun, noun), head + 1)
    return (who, start) if _acts_at(tokens, start) else None


def _person_head(tokens: tuple[str, ...], at: int) -> int:
    """The index of the person noun that ends a short noun phrase from `at` ("guest
    speaker", "new VP"), or -1."""
    head = -1
    for end in range(at, min(at + _COMPOUND_MAX, len(tokens))):
        if not (tokens[end].isalpha() and (tokens[end].islower() or tokens[end].isupper())):
            break  # "the new VP", "the guest speaker"
        if _person_noun(tokens[end]):
            head = end
    return head


def _with_name(tokens: tuple[str, ...], who: str, at: int) -> tuple[str, int]:
    """(`who`, with a name said right after or between commas, and where the predicate
    starts, past a modifier such as "from accounts" or "who runs the bakery")."""
    name, end = _name_after(tokens, at)
    if name.lower().split("'")[0].split()[:1] == ["i"]:
        name = ""  # "the girl I'm seeing": the user, no name
    if not name:
        later = _after_post_modifier(tokens, at)
        name, end = _name_after(tokens, later) if later > at else ("", at)
        if not name:
            return who, later  # "Sam from the gym is ...", "the plumber we hired lives ..."
    name = " ".join(part for part in name.split() if part.rstrip(".").lower() not in w.TITLES)
    return (f"{who}:{name}" if name else who), _after_post_modifier(tokens, end)


_AFTER_PERSON: Final = w.words("from at on in of with")
_NEARBY: Final = w.words("downstairs upstairs nearby")


def _after_post_modifier(tokens: tuple[str, ...], at: int) -> int:
    """The index after a modifier that follows a person ("from accounts", "at my gym", "next
    door", "who runs the bakery downstairs") when a predicate follows it, else `at`."""
    if at >= len(tokens):
        return at
    low = tokens[at].lower()
    if low in _NEARBY or (low == "next" and tokens_low(tokens, at + 1, at + 2) == ["door"]):
        after = at + (2 if low == "next" else 1)
        return after if _acts_at(tokens, after) else at
    if low in _AFTER_PERSON:
        for end in range(at + 2, min(at + 6, len(tokens))):
            if _acts_at(tokens, end) and tokens[end - 1] != ",":
                return end
            if not is_word(tokens[end]) and tokens[end] != ",":
                break
            if tokens[end] == ",":  # "from uni, Tom, is": the name comes next
                named = end + 1 < len(tokens) and capitalized(tokens[end + 1])
                return end + 1 if _acts_at(tokens, end + 1) else (end if named else at)
        return at
    if (low in ("who", "that") or low in _CONTACT) and at + 2 < len(tokens):
        for end in range(at + 3 - (low in _CONTACT), min(at + 10, len(tokens))):
            if tokens[end] == "," and end + 1 < len(tokens) and capitalized(tokens[end + 1]):
                return end  # "the girl I'm seeing, Maya, is": the name comes next
            if not is_word(tokens[end]):
                return at
            if tokens[end].lower() in _MAIN_VERBS:
                return end
    return at


_CONTACT: Final = w.words("i we you i'm we're i've we've you're")
"""A relative clause without "who" ("the plumber we hired lives in ..."): its doer opens it."""
_MAIN_VERBS: Final = _ACTS | w.words(
    """moved lives works speaks has is was just recently got became started quit retired
    plays teaches loves hates"""
)
"""Verbs that open the predicate of a person after a relative clause ("who ... moved to")."""


def _acts_at(tokens: tuple[str, ...], at: int) -> bool:
    """True when a predicate opens at `at` ("is", "speaks", "just moved", "can't eat")."""
    if at >= len(tokens):
        return False
    low = tokens[at].lower()
    if low in _PREDICATE_OPENERS:
        return True
    return low.isalpha() and low.endswith(("es", "ed")) and len(low) > 4 and low not in _NOT_VERBS


_NOT_VERBS: Final = w.words("series species glasses clothes shoes kisses wishes fries dishes")


NOBODY: Final = "nobody"
"""The subject of a clause about no person ("Life's all about ..."): it fills no slot."""


def _a_name(tokens: tuple[str, ...], index: int) -> bool:
    """True when a capitalised subject reads as a person's name: not a common word that opens
    a sentence ("Life", "Let"), not a noun by its ending ("Kindness"), not an adjective before
    its noun ("Unconditional love is")."""
    low = tokens[index].lower()
    if low in w.NOT_PEOPLE or (low.endswith(w.NOUN_ENDINGS) and len(low) > 5):
        return False
    if low in _SPORTS:
        return False  # "Tennis is on hold, hurt my wrist": a sport, no one's name
    after = tokens[index + 1]
    adjective = low.endswith(_ADJECTIVE_ENDINGS) and len(low) > 5
    return not (adjective and after.isalpha() and after.islower() and after not in _ACTS)


_ADJECTIVE_ENDINGS: Final = ("al", "ous", "ful", "ive", "able", "ible", "less", "ic")
_SPORTS: Final = frozenset(
    word.strip()
    for kind in ("sport", "martial_art")
    for word in KINDS[kind][1].split(",")
    if word.strip().isascii() and " " not in word.strip()
)
"""Sports said in one word ("Tennis", "Yoga"): the everyday kinds lexicon's, never a name."""


def _after_time_phrase(tokens: tuple[str, ...], index: int) -> int | None:
    """After a time phrase that opens the clause ("as of this month", "since March", "last
    spring", "starting today"), the index just after the first person that follows."""
    if tokens[index].lower() not in _TIME_LEADS:
        return None
    for at in range(index + 1, min(index + 6, len(tokens))):
        word = tokens[at].lower()
        if word in ("i", "we"):
            said = {t.lower() for t in tokens[index:at]}
            return at + 1 if said & _TIME_WORDS or any(t.isdigit() for t in said) else None
        if not is_word(tokens[at]) or word in w.FIRST_PERSON:
            return None
    return None


def tokens_low(tokens: tuple[str, ...], start: int, end: int) -> list[str]:
    """The lower-case tokens from `start` to `end`."""
    return [token.lower() for token in tokens[start:end]]


def _of_mine(tokens: tuple[str, ...], index: int) -> str | None:
    """The relation of "a friend of mine", "a cousin of ours", or None."""
    words = [t.lower() for t in tokens[index : index + 4]]
    if (
        len(words) < 4
        or words[0] not in ("a", "an")
        or words[2:] not in (["of", "mine"], ["of", "ours"])
    ):
        return None
    return w.RELATIONS.get(words[1])


def _some_of_my_people(tokens: tuple[str, ...], index: int) -> bool:
    """ "one of my students", "a few of our neighbours": some of the user's people."""
    words = [t.lower() for t in tokens[index : index + 6]]
    if words[:1] == ["a"]:
        words = words[1:]
    if len(words) < 4 or words[0] not in _SHARES or words[1] != "of" or words[2] not in _WHOSE:
        return False
    nouns = words[3:5] if words[3] in _MODIFIERS else words[3:4]  # "one of the new hires"
    people = w.RELATIONS.keys() | w.PEOPLE_ROLES | _PERSONS | _PEOPLE_NOUNS | w.PERSON_NOUNS
    noun = nouns[-1]
    return noun in people or noun.rstrip("s") in people or noun.removesuffix("ren") in people


_WHOSE: Final = w.words("my our the these those his her their")


_SHARES: Final = w.words("one two three some several few many most all none half each both any")
_PEOPLE_NOUNS: Final = w.words(
    """friend student client patient kid child coworker colleague classmate neighbour neighbor
    employee teammate cousin guest customer reader follower roommate flatmate sibling"""
)
_ALL_PERSON_NOUNS: Final = (
    w.PERSON_NOUNS | _PERSONS | _PEOPLE_NOUNS | _ROLES | frozenset(w.RELATIONS)
)
"""Every word that names a person: the person-noun, role and relation lexicons."""
_TIME_LEADS: Final = w.words("as since starting from last this next earlier back over in on")
_TIME_WORDS: Final = w.words(
    """today now week weeks month months year years spring summer autumn fall winter monday
    tuesday wednesday thursday friday saturday sunday weekend january february march april
    may june july august september october november december jan feb mar apr jun jul aug
    sep sept oct nov dec morning ago"""
)


def _user_after(tokens: tuple[str, ...], index: int) -> bool:
    return any(t.lower() in ("i", "me") for t in tokens[index + 1 : index + 3])


def present_lead(tokens: list[str] | tuple[str, ...]) -> int:
    """How many words of a present-time opener start a fragment ("Currently", "At the moment",
    "Still"), 0 when none."""
    low = tuple(t.lower() for t in tokens)
    for lead in w.PRESENT_LEADS:
        if low[: len(lead)] == lead:
            return len(lead)
    return 0


def _present_fragment(tokens: tuple[str, ...], index: int) -> bool:
    """A noun phrase with no verb after a present-time opener ("Currently a barista"): the user
    said what they are, no one else acts ("Now a guy at work says ...")."""
    words = [t for t in tokens[:index] if is_word(t)]
    if not words or present_lead(words) != len(words):
        return False
    rest = [t for t in tokens[index + 1 :] if is_word(t)]
    return not any(en_pos.tag(t).startswith(("VB", "MD")) for t in rest)


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def _after_lead_ins(tokens: tuple[str, ...]) -> int:
    index = 0
    while index < len(tokens):
        said = _aside_at(tokens, index)
        if said:
            index += said
        elif tokens[index].lower() in _LEADS or not is_word(tokens[index]):
            index += 1
        else:
            break
    return index


_LEADS: Final = w.LEAD_INS | w.FILLERS | _TIMES | w.SENTENCE_ADVERBS


def _aside_at(tokens: tuple[str, ...], index: int) -> int:
    """The length of an aside to the listener at `index` ("so you know", "for the record",
    "to be honest"), or 0: the clause's subject comes after it."""
    said = tuple(t.lower() for t in tokens[index : index + _ASIDE_MOST])  # p38x: once
    for aside in w.ASIDES:
        size = len(aside)
        if said[:size] == aside:
            return size
    return 0


_ASIDE_MOST: Final = max(map(len, w.ASIDES))
"""The words of the longest aside (p38x)."""


def _possessed(tokens: tuple[str, ...], index: int) -> tuple[str, int]:
    """ "my wife Ingrid is ..." → ("wife:Ingrid", after the name); "my wife and I" → user."""
    at = index + 1
    while at < len(tokens) and _modifies(tokens, at):
        at += 1
    if at < len(tokens) and tokens[at] in w.PARTNER_ABBREVIATIONS:
        return _with_name(tokens, "partner", at + 1)  # "my SO is allergic to shellfish"
    if at < len(tokens) and tokens[at].lower() in w.PEOPLE_ROLES - w.RELATIONS.keys():
        return tokens[at].lower(), at + 1  # "my therapist thinks ...", "our CTO uses ..."
    head = _person_head(tokens, at)
    if head >= 0 and tokens[head].lower() not in w.RELATIONS:
        who, start = _with_name(tokens, tokens[head].lower(), head + 1)
        if _acts_at(tokens, start):
            return who, start  # "our new hire speaks Korean", "our guest lecturer, Dr. Lind,"
    if _a_child_by_rank(tokens, index, at):
        return "child", at  # "my eldest is ...", "my little one has ..."
    if at < len(tokens) and (pet := _pet_subject(tokens, at)) is not None:
        return pet  # "my dog is allergic to chicken": the dog's, not the user's
    if at >= len(tokens) or tokens[at].lower() not in w.RELATIONS:
        return "user", index
    relation = w.RELATIONS[tokens[at].lower()]
    after = at + 1
    if after < len(tokens) and tokens[after].lower() in ("tongue", "language"):
        return "user", index  # "my mother tongue is Dutch": no mother
    if after + 1 < len(tokens) and tokens[after].lower() == "and" and tokens[after + 1] == "I":
        return "user", after + 2
    if after < len(tokens) and tokens[after] == "'s":
        if _names_follow(tokens, after):
            return "user", index
        kin = tokens[after + 1].lower() if after + 1 < len(tokens) else ""
        if kin in w.RELATIONS and w.RELATIONS[kin] not in w.ANIMALS:
            return f"{relation}'s {w.RELATIONS[kin]}", after + 2  # "my flatmate's girlfriend"
        if kin in w.PEOPLE_ROLES | _PERSONS | _PEOPLE_NOUNS:
            return f"{relation}'s {kin}", after + 2  # "my kid's teacher is vegan"
        if kin == "been":
            return relation, after + 1  # "my mum's been a nurse": "'s been" is "has been"
        if kin in _IS_NEXT or kin.endswith("ly"):
            return relation, after  # "my sister's a lawyer": "'s" is "is", the predicate
        return relation, after + 1  # "my boss's dog ..."
    name, end = _name_after(tokens, after)
    if not name and (later := _after_post_modifier(tokens, after)) > after:
        name, end = _name_after(tokens, later)  # "my roommate from uni, Tom, is a nurse"
        end = end if name or _acts_at(tokens, later) else after
    if name and [t.lower() for t in tokens[end : end + 2]] == ["and", "i"]:
        return "user", end + 2  # "my daughter Mila and I bake every Sunday"
    who = f"{relation}:{name}" if name else relation
    return (who, end) if relation not in w.ANIMALS else ("user", index)


def _a_child_by_rank(tokens: tuple[str, ...], index: int, at: int) -> bool:
    """ "my little one", "my eldest is ...", "our youngest has ...": a child named by rank."""
    if at == index + 1 or at >= len(tokens):
        return False
    rank, next_word = tokens[at - 1].lower(), tokens[at].lower()
    if rank == "one" and at >= index + 3:  # "one" is read as a count: "my little one is"
        return tokens[at - 2].lower() in _RANKS | _LITTLE and next_word in _DOES
    return rank in _RANKS and next_word in _DOES


_RANKS: Final = w.words("eldest oldest youngest middle firstborn")
_LITTLE: Final = w.words("little older younger big baby")
_DOES: Final = w.words(
    """is 's was has had just can can't cannot does doesn't did gets got loves hates started
    turned will 'll goes went plays wants needs"""
)


def _pet_subject(tokens: tuple[str, ...], at: int) -> tuple[str, int] | None:
    """ "my dog is allergic to chicken", "my cat Miso hates the vacuum": (the pet, where its
    predicate starts) when a verb follows the pet (not "my dog and I", "my dog's name")."""
    end = _kind_end(tokens, at)
    if end == at or tokens[at].lower() in w.RELATIONS:
        return None
    kind = _singular(" ".join(t.lower() for t in tokens[at:end]), "pet")
    name, after = _name_after(tokens, end)
    follows = tokens[after].lower() if after < len(tokens) else ""
    if follows not in _ACTS | _DOES_TOO | _DOES | _PET_DOES:
        return None
    return (f"{kind}:{name}" if name else kind), after


_PET_DOES: Final = w.words("loves hates likes gets sleeps barks bites eats refuses knocked")


_IS_NEXT: Final = w.words(
    """a an the so very not always never from in at on allergic vegan vegetarian veggie
    pescatarian diabetic asthmatic retired married pregnant still also now just currently
    originally working living been got gluten-free lactose dairy-free keto halal kosher
    teetotal sober coeliac celiac epileptic autistic dyslexic deaf blind"""
)
"""Words after "my sister's" that make the "'s" an "is" ("my sister's a lawyer")."""


def _names_follow(tokens: tuple[str, ...], index: int) -> bool:
    return index + 1 < len(tokens) and tokens[index + 1].lower() == "name"


def _name_after(tokens: tuple[str, ...], index: int) -> tuple[str, int]:
    words = [t.lower() for t in tokens[index : index + 4]]
    if (
        words[:1] == ["of"]
        and words[2:3] in (["years"], ["yrs"], ["months"])
        and words[3:] == [","]
    ):
        index += 3  # "my partner of 10 years, Alex, is a teacher"
    at = index + 1 if index < len(tokens) and tokens[index] == "," else index
    if at + 1 < len(tokens) and tokens[at].rstrip(".").lower() in w.TITLES:
        at += 2 if tokens[at + 1] == "." else 1  # "Prof. Adeyemi", "Dr Ito": the name after
    end = at
    while end < len(tokens) and end - at < 2 and capitalized(tokens[end]):
        if tokens[end].lower() in w.NOT_NAMES or tokens[end].isdigit():
            break  # "my dad is 74": an age, no name
        end += 1
    if end == at:
        return "", index
    if end < len(tokens) and tokens[end] == ",":
        end += 1
    return " ".join(tokens[at:end]).rstrip(" ,"), end


def people(clause: Clause) -> list[Fill]:
    """The relations and pets a user's clause names."""
    tokens = clause.tokens
    fills: list[Fill] = [Fill("relation", kind, kind=kind) for kind in _the_mine(tokens)]
    if tokens and tokens[0].lower() in w.OTHER_STARTS - {"our"}:
        return fills
    had = False
    if _AT_HOME.match(clause.low):  # "there's a budgie at home too"
        fills += _had(tokens, 2)
    for index, token in enumerate(tokens):
        low = token.lower()
        if low in ("my", "our") or (low == "'s" and index > 0 and _is_names(tokens, index)):
            fills += _owned(tokens, index)
        elif low in _GOT and index + 1 < len(tokens):
            fills += _had(tokens, index + 1)
            had = True
        elif low == "and" and had and index + 1 < len(tokens):
            fills += _had(tokens, index + 1)  # "I have an older brother and a younger sister"
        elif low in _NUMBERS - {"a", "an", "some"} and (
            index == 0 or tokens[index - 1].lower() in (",", "and")
        ):
            fills += _had(tokens, index)
        elif low in ("of", "to") and index > 0 and tokens[index - 1].lower() in _PARENTS:
            fills += _had(tokens, index + 1)  # "a single dad of two girls", "mum to three boys"
        elif (
            low == "engaged"
            and index > 0
            and tokens[index - 1].lower() in ("am", "got", "just")
            and _users_state(tokens, index)
        ):
            fills += _engaged(tokens, index + 1)
        elif low in _CARE and tokens_low(tokens, index + 1, index + 2) == ["the"]:
            fills += _cared_for(tokens, index + 2)  # "walking the dog", "feed the cats"
        elif low == "married" and _wed(tokens, index):
            fills.append(Fill("relation", "spouse", kind="spouse"))
    return _dedupe(fills)


_AT_HOME: Final = re.compile(
    r"^there (?:is|'s|are) (?:a|an|two|three|\w+) [\w ]{1,20}? (?:at home|at my place|in my flat"
    r"|in my house|in our house|at our place)\b"
)
"""An animal said to live at one's home ("there's a budgie at home too"): the user's pet."""
_CARE: Final = frozenset(
    form for verb in ("walk", "feed", "groom", "bathe", "brush") for form in verb_forms(verb)
)
"""What one does for one's own pet ("walking the dog", "I have to feed the cats")."""


def _cared_for(tokens: tuple[str, ...], at: int) -> list[Fill]:
    """The pet after a verb of care and "the" ("walk the dog"), the animal word alone."""
    if at >= len(tokens) or not _animal(tokens[at]) or _kind_end(tokens, at) != at + 1:
        return []
    kind = _singular(tokens[at].lower(), "pet")
    return [Fill("pet", kind, kind=kind)]


_THE_MINE: Final = {
    "wife": "wife", "missus": "wife", "husband": "husband", "hubby": "husband",
    "kids": "child", "other half": "partner", "better half": "partner",
    "significant other": "partner",
}  # fmt: skip
"""Close people said with "the" ("me and the wife", "the missus wants"): the user's own."""


def _the_mine(tokens: tuple[str, ...]) -> list[str]:
    """The user's people said with "the" or as a half ("me and the wife", "my other half")."""
    found = []
    for index in range(len(tokens) - 1):
        low, after = tokens[index].lower(), tokens[index + 1].lower()
        two = f"{after} {tokens[index + 2].lower()}" if index + 2 < len(tokens) else ""
        if low == "the" and after in _THE_MINE and after != "kids":
            acts = index + 2 < len(tokens) and tokens[index + 2].lower() in _ACTS | _DOES_TOO
            starts = (index == 0 and acts) or _listed_with_me(tokens, index)
            found += [_THE_MINE[after]] if starts else []
        elif low in ("my", "the") and two in _THE_MINE:
            found.append(_THE_MINE[two])
    return found


def _listed_with_me(tokens: tuple[str, ...], index: int) -> bool:
    """ "the" at `index` follows the user in a list ("me and the wife", "with the wife",
    "me, the wife and our two lads")."""
    before = tokens[index - 1].lower() if index > 0 else ""
    if before in ("and", "with", "me"):
        return True
    return before == "," and index > 1 and tokens[index - 2].lower() in ("me", "myself")


def _engaged(tokens: tuple[str, ...], index: int) -> list[Fill]:
    """ "I'm engaged to Daniel": a fiancé named after "to" ("engaged in talks" is none)."""
    named = index + 1 < len(tokens) and tokens[index].lower() == "to"
    name = tokens[index + 1] if named and capitalized(tokens[index + 1]) else ""
    return [Fill("relation", name, kind="fiance")] if name else []  # not "engaged in a project"


def _wed(tokens: tuple[str, ...], index: int) -> bool:
    """ "I am married", "got married (to Tom)", "married with two kids", not "married to my
    job"."""
    said = index == 0 or tokens[index - 1].lower() in ("am", "got", "happily")
    return said and _users_state(tokens, index) and not _married_to_a_thing(tokens, index + 1)


def _users_state(tokens: tuple[str, ...], index: int) -> bool:
    """True when the user is the one said to be married or engaged ("I got married", "Tom and
    I just got engaged", "Married, two kids"), not someone else ("my sister got married")."""
    at = index - 1
    while at >= 0 and tokens[at].lower() in _STATE_LEADS:
        at -= 1
    return at < 0 or tokens[at].lower() in _USER_WORDS or not tokens[at][:1].isalnum()


_STATE_LEADS: Final = frozenset(
    "am 'm are 're got just finally recently happily officially now have 've been".split()
)
_USER_WORDS: Final = frozenset("i we i'm we're im".split())


def _married_to_a_thing(tokens: tuple[str, ...], index: int) -> bool:
    """ "married to my job", "married to the gym": a figure of speech, not a spouse (a spouse
    is a name or a person word: "married to Tom", "married to my high-school sweetheart")."""
    words = [t.lower() for t in tokens[index : index + 4]]
    if not words or words[0] != "to" or len(words) < 2:
        return False
    if tokens[index + 1][:1].isupper():
        return False
    said = set(words[1:])
    persons = w.RELATIONS.keys() | _PERSONS | w.ROLE_HEADS | w.PEOPLE_ROLES
    return not said & (persons | {"sweetheart", "love", "partner", "someone"})


def mentioned(clause: Clause) -> list[Fill]:
    """The relations a clause about someone else names ("my coworker Dana lives ...")."""
    return people(clause)


def their_pets(clause: Clause, subject: str) -> list[Fill]:
    """ "my boss's dog is called Ziggy": someone else's pet (with its name), theirs."""
    tokens = clause.tokens
    for index, token in enumerate(tokens[:-1]):
        if token == "'s" and index > 0 and is_animal(tokens[index + 1]):
            end = _kind_end(tokens, index + 1)
            kind = " ".join(t.lower() for t in tokens[index + 1 : end])
            found = _named(tokens, kind, end) if end > index + 1 else []
            return [
                Fill("pet", _kind_named(f), subject, kind=f.kind) for f in found if f.slot == "pet"
            ]
    for index, token in enumerate(tokens[:-1]):  # "my landlord has like six cats"
        if token.lower() in ("has", "owns", "got", "adopted") and subject not in _PRONOUNS.values():
            found = [f for f in _had(tokens, index + 1) if f.slot == "pet"]
            return [Fill("pet", _kind_named(f), subject, kind=f.kind) for f in found]
    return []


def _kind_named(fill: Fill) -> str:
    """ "dog: Ziggy" (someone else's pet is remembered as a fact, its kind with its name)."""
    return fill.value if fill.value == fill.kind else f"{fill.kind}: {fill.value}"


def _is_names(tokens: tuple[str, ...], index: int) -> bool:
    return False


_GOT: Final = w.words("have got adopted keep with plus own owns rescued fostering raise")
"""Verbs before a count and a kind: "I have a hamster", "I own a bearded dragon"."""


def _owned(tokens: tuple[str, ...], index: int) -> list[Fill]:
    at = _after_age(tokens, index + 1)
    while at < len(tokens) and _modifies(tokens, at):
        at = _after_age(tokens, at + 1)
    kind_end = _kind_end(tokens, at)
    if kind_end == at and _taught_by(tokens, at):
        at, kind_end = at + 1, at + 2  # g56e: "my swim coach Marguerite": the coach, named
    if kind_end == at:
        return []
    at, kind_end = _joined_kind(tokens, kind_end) or (at, kind_end)
    kind = " ".join(t.lower() for t in tokens[at:kind_end])
    found = _named(tokens, kind, kind_end)
    name = _name_before(tokens, index)
    if name and len(found) == 1 and found[0].value == found[0].kind:
        return [Fill(found[0].slot, name, kind=found[0].kind)]
    return found


def _joined_kind(tokens: tuple[str, ...], end: int) -> tuple[int, int] | None:
    """(start, end) of a second word for who someone is, after "and", when a name follows it
    ("my coworker and best friend Jake": the person is named after the last, as with 兼)."""
    if end >= len(tokens) or tokens[end].lower() != "and":
        return None
    at = end + 1
    while at < len(tokens) and _modifies(tokens, at):
        at += 1
    second = _kind_end(tokens, at)
    if second == at or second >= len(tokens) or not capitalized(tokens[second]):
        return None
    listed = second + 1 < len(tokens) and tokens[second + 1].lower() in ("and", ",", "&")
    return None if listed else (at, second)  # "my son and daughter Mia and Leo": two people


_TAUGHT_BY: Final = w.words("coach teacher tutor")
"""Who teaches the user, said after what they teach ("my swim coach", "my cello teacher")."""


def _taught_by(tokens: tuple[str, ...], at: int) -> bool:
    """A lower-case word, then a word for who teaches it ("swim coach"), then a name."""
    return (
        at + 2 < len(tokens)
        and tokens[at].isalpha()
        and tokens[at].islower()
        and tokens[at + 1].lower() in _TAUGHT_BY
        and capitalized(tokens[at + 2])
    )


def _name_before(tokens: tuple[str, ...], index: int) -> str:
    """The name a clause opens with before "my <kind>" ("Ava is my daughter", "Bella, my
    beagle, hates rain")."""
    if index < 2 or tokens[index - 1].lower() not in (",", "is", "'s"):
        return ""
    if index > 2 and tokens[index - 1] != ",":
        return ""  # "Ava is my daughter" opens the clause; "meet Biscuit, my beagle" anywhere
    first = tokens[index - 2]
    return first if capitalized(first) and first.lower() not in w.NOT_NAMES | {"i"} else ""


_NOT_KIN: Final = w.words("tongue language ship board nature land country company")


def _kind_end(tokens: tuple[str, ...], at: int) -> int:
    """The end of a relation word or an animal phrase ("golden retriever", "leopard gecko")."""
    if at < len(tokens) and (tokens[at].lower() in w.RELATIONS or tokens[at].lower() in _CHILDREN):
        follows = tokens[at + 1].lower() if at + 1 < len(tokens) else ""
        return at if follows in _NOT_KIN else at + 1  # "my mother tongue": no mother
    end = at
    while end < len(tokens) and end - at < 3 and tokens[end].isalpha() and tokens[end].islower():
        end += 1
        if _animal(tokens[end - 1]) and (end >= len(tokens) or not _animal(tokens[end])):
            compound = end < len(tokens) and tokens[end].lower() in w.COMPOUND_HEADS
            return at if compound else end  # "my horse painting": a painting, no horse
    return at


def _animal(word: str) -> bool:
    """An animal word, or its plural ("ragdolls")."""
    return is_animal(word)


def _named(tokens: tuple[str, ...], kind: str, index: int) -> list[Fill]:
    """The kind and its name(s): "cat Mochi", "dog's name is Kimchi", "kids are Noor and Idris"."""
    slot = "pet" if _animal(kind.split()[-1]) else "relation"
    rest = [t for t in tokens[index : index + 8]]
    low = [t.lower() for t in rest]
    at = 0
    if low[:3] == ["'s", "name", "is"] or low[:3] == ["'s", "name", "'s"]:
        at = 3
    elif low[:1] in (["called"], ["named"]) or low[:2] in (["is", "called"], ["is", "named"]):
        at = 2 if low[0] == "is" else 1
    elif low[:2] in (["'s", "called"], ["'s", "named"]):
        at = 2  # "my cat's called Pumpkin"
    elif low[:1] in ([","], ["are"], ["is"]) or low[:1] == ["("]:
        at = 1
    state = at < len(low) and low[at] in _STATES  # "my sister is vegan", "my sister, vegan,"
    names = _names(rest, at, lower_ok=not state)
    if not names:
        if slot == "relation" and w.RELATIONS.get(kind, kind) not in w.CLOSE_RELATIONS:
            return []  # "my coworker": not remembered without a name
        single = _singular(kind, slot)
        return [Fill(slot, single, kind=single)]
    return [Fill(slot, name, kind=_singular(kind, slot)) for name in names]


def _names(rest: list[str], at: int, lower_ok: bool = True) -> list[str]:
    names: list[str] = []
    lower = lower_ok and not any(c.isupper() for t in rest if t != "I" for c in t)
    while at < len(rest):
        token = rest[at]
        if _describes(token):
            break  # "my wife is French", "my parents and English": a nationality, a language
        if lower and _lower_name(rest, at):  # "my daughter ava and my son max"
            names.append(token.capitalize())
        elif capitalized(token) and token.lower() not in w.NOT_NAMES and token != "I":
            name = token
            if at + 1 < len(rest) and capitalized(rest[at + 1]) and rest[at + 1] != "I":
                name += " " + rest[at + 1]
                at += 1
            names.append(name)
        elif token.lower() not in ("and", "&", ",", "(", ")") and not token.isdigit():
            break
        at += 1
    return names


_STATES: Final = w.words(
    """vegan vegetarian pescatarian keto halal kosher coeliac celiac lactose paleo teetotal
    sober diabetic asthmatic epileptic pregnant gluten-free dairy-free vegans vegetarians
    home away sick ill fine ok okay busy single married engaged divorced retired"""
)
"""What "my sister is ..." says someone is, typed in lower case: never a name."""
_LOWER_AFTER: Final = frozenset(("and", "&", ",", "'s", "is", "was", "are", "has", "just", "who"))
"""Tokens a lowercase name is followed by ("my son max is 6", "cat mochi and dog rex")."""
_CHAT_WORDS: Final = frozenset("lol lmao rn tho btw idk imo tbh ngl pls plz ok omg haha".split())


def _lower_name(rest: list[str], at: int) -> bool:
    """A name typed in lowercase in an all-lowercase message ("my daughter ava", "cat
    mochi"): a word the lexicon does not know as a lowercase word (or knows only as a
    common noun whose capitalised form is a proper name: max, Max), followed by a verb, "and"
    or the end; chat words (lol, rn) are none."""
    token = rest[at]
    if not token.isalpha() or len(token) < 2 or token in _CHAT_WORDS or token in w.NOT_NAMES:
        return False
    if _animal(token) or token in w.RELATIONS or token.rstrip("s") in w.RELATIONS:
        return False  # "my cat and dog", "my son and daughters": kinds, not names
    own, proper = en_pos.tag(token), en_pos.tag(token.capitalize())
    unknown = own in ("", "FW") and proper in ("", "NNP", "FW")
    if not (unknown or (own == "NN" and proper == "NNP")):
        return False
    after = rest[at + 1] if at + 1 < len(rest) else ""
    return not after or after in _LOWER_AFTER or en_pos.tag(after).startswith("VB")


def _describes(token: str) -> bool:
    """A capitalised word that says what someone is or speaks, not who: "French", "Catholic"."""
    low = token.lower()
    return capitalized(token) and (low in w.LANGUAGES or low in EN_NOT_SELF_NAMES)


def _singular(kind: str, slot: str) -> str:
    if slot == "pet":
        last = kind.split()[-1]
        single = _PLURAL_PETS.get(last, last[:-1] if last.endswith("s") else last)
        kind = kind[: -len(last)] + single if single in w.ANIMALS else kind
    return _KINDS.get(kind, kind)


_PLURAL_PETS: Final = {"puppies": "puppy", "huskies": "husky", "mice": "mouse", "geese": "goose"}
"""Plural pet kinds not made by an "s"."""
_KINDS: Final = {
    "kids": "child",
    "children": "child",
    "kid": "child",
    "toddler": "child",
    "kiddo": "child",
    "teenager": "child",
    "teen": "child",
    "newborn": "baby",
    "infant": "baby",
}


def _had(tokens: tuple[str, ...], index: int) -> list[Fill]:
    """ "I have a hamster", "we've got two cats, Pickle and Mango", "with two huskies"."""
    at = index
    if at < len(tokens) and tokens[at].lower() == "got":
        at += 1
    while at < len(tokens) and tokens[at].lower() in _ABOUT:
        at += 1  # "I have like six cats"
    if at < len(tokens) and _bare_plural_pets(tokens, index, at):
        return _named(tokens, tokens[at].lower(), at + 1)  # "I keep chickens"
    if at >= len(tokens) or tokens[at].lower() not in _NUMBERS | {"twin"}:
        return []  # "I have two cats", "I have twin daughters"
    if _a_parent_of(tokens, index, at):
        return [Fill("relation", "child", kind="child")]  # "a single mom of three"
    at = _after_age(tokens, at + 1)
    while at < len(tokens) and (
        tokens[at].lower() in _MODIFIERS | {"very", "loud"} or _compound_adjective(tokens, at)
    ):
        at = _after_age(tokens, at + 1)
    end = _kind_end(tokens, at)
    if end == at:
        return []
    kind = " ".join(t.lower() for t in tokens[at:end])
    kind = _CHILDREN.get(kind, kind)  # "I have two girls": daughters
    if not _animal(kind.split()[-1]) and kind not in w.RELATIONS:
        return []
    return _named(tokens, kind, end)


def _a_parent_of(tokens: tuple[str, ...], index: int, at: int) -> bool:
    """ "a mom of three", "dad to two": a count of children with no noun after a parent."""
    parent = index >= 2 and tokens[index - 2].lower() in _PARENTS
    follows = tokens[at + 1] if at + 1 < len(tokens) else ","
    return (parent and at == index and not is_word(follows)) or (parent and follows == "and")


def _bare_plural_pets(tokens: tuple[str, ...], index: int, at: int) -> bool:
    """ "I keep chickens", "we have cats": animals owned, counted by no word (not "great with
    cats", not "I have cats' hair everywhere")."""
    verb = tokens[index - 1].lower() if index > 0 else ""
    word = tokens[at].lower()
    follows = tokens[at + 1].lower() if at + 1 < len(tokens) else ""
    plural = word.endswith("s") and word in w.ANIMALS and word[:-1] in w.ANIMALS
    return verb in _KEEP and plural and follows not in w.COMPOUND_HEADS and follows != "'s"


_KEEP: Final = w.words("keep keeps have has own owns raise raises got")


def _after_age(tokens: tuple[str, ...], at: int) -> int:
    """The index after an age said before a kind ("a 3 year old beagle", "a 12-year-old
    tabby", "a two month old kitten"), or `at`."""
    words = [t.lower() for t in tokens[at : at + 4]]
    if words[:1] and re.fullmatch(r"\d+-(?:year|month|week)s?-old", words[0]):
        return at + 1
    count = bool(words) and (words[0].isdigit() or words[0] in _NUMBERS - {"a", "an", "some"})
    if count and words[1:2] and words[1].rstrip("s") in _AGE_UNITS and words[2:3] == ["old"]:
        return at + 3
    return at


_AGE_UNITS: Final = w.words("year month week yr")


def _compound_adjective(tokens: tuple[str, ...], at: int) -> bool:
    """ "one-eyed", "well-behaved" before a noun: a modifier, not the kind."""
    follows = tokens[at + 1] if at + 1 < len(tokens) else ""
    return "-" in tokens[at] and tokens[at].islower() and follows.isalpha() and follows.islower()


_ABOUT: Final = w.FILLERS | w.words("like about around roughly maybe")
"""Hedges before a count ("like six cats", "about three kids")."""
_PARENTS: Final = w.words("dad mum mom mother father parent mama papa mommy daddy mummy")
_CHILDREN: Final = {"girls": "daughters", "boys": "sons", "girl": "daughter", "boy": "son"}
"""A parent's "girls" and "boys" are daughters and sons."""


def _dedupe(fills: list[Fill]) -> list[Fill]:
    seen: set[tuple[str, str, str]] = set()
    kept = []
    for fill in fills:
        if (fill.slot, fill.kind, fill.value) not in seen:
            seen.add((fill.slot, fill.kind, fill.value))
            kept.append(fill)
    return kept


_LATER_NAME: Final = re.compile(
    r"\b(?:(?:his|her|its|their) name (?:is|'s)|(?:he|she|it) (?:is|'s) (?:called|named)"
    r"|(?:the \w+ )?one (?:of them )?(?:is|'s) (?:called|named)"
    r"|(?:calling|call|called|named|naming) (?:him|her|it))"
    r" ([A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
)
_NAME_FIRST: Final = re.compile(
    r"^\W*(?!(?:I|My|Our|The|This|That|So|And|But|Well|Yes|No|Oh|Hi|Hey)\b)([A-Z][\w'-]+),"
    r" (?:my|our) \w+(?: \w+)?,"
    r"|\b(?i:meet|say hi to|say hello to|this is|introducing) ([A-Z][\w'-]+), (?:my|our) "
)
"""A name, then whom it names between commas ("Bella, my beagle, hates the rain")."""
_GIVEN_NAME: Final = re.compile(
    r"^\W*(?i:(?:his|her|its|their) name(?: is| 's|'s)|(?:he|she|it)(?: is| 's|'s)"
    r" (?:called|named)|(?:we|i) (?:named|called) (?:him|her|it))\s+([A-Z][\w'-]*)\W*$"
)
"""A sentence that only gives a name ("Her name is Comet", "We named him Rocket")."""
_FRIENDS_WITH: Final = re.compile(r"\bfriends with ([A-Z][\w'-]+)")


def named_later(text: str, fills: list[Fill]) -> list[Fill]:
    """Names given after the kind ("we adopted a greyhound, her name's Comet"; "I've been
    friends with Oskar since kindergarten"); "he"/"she" is the person named last; an unnamed
    kind goes when the same kind is named."""
    friends = [Fill("relation", m.group(1), kind="friend") for m in _FRIENDS_WITH.finditer(text)]
    found = _apposed(text, resolve_pronouns(list(fills) + friends))  # "Taking Max, my husky,"
    later = _LATER_NAME.search(text) or _NAME_FIRST.search(text)
    unnamed = [
        i for i, f in enumerate(found) if f.slot in ("pet", "relation") and f.value == f.kind
    ]
    if later is not None and unnamed:
        index = unnamed[-1]
        name = next(group for group in later.groups() if group)
        found[index] = Fill(found[index].slot, name, kind=found[index].kind)
        found = [
            f for f in found if not (f.subject == "user" and f.slot == "name" and f.value == name)
        ]
    return without_unnamed_twins(found)


_APPOSITION: Final = re.compile(
    r"(?<=[\w:-] )(?!(?:I|My|Our|The|This|That)\b)([A-Z][\w'-]+), (?:my|our) (?:\w+ )?(\w+)"
    r"(?=[,.!]|\s\(|$)"
)
"""A name inside a clause, then whom it names between commas ("taking Max, my husky, to the
vet", "I told Tom, my brother, everything")."""


def _apposed(text: str, fills: list[Fill]) -> list[Fill]:
    """The unnamed pet or relation of the kind an apposition names, given its name."""
    for found in _APPOSITION.finditer(text):
        name, kind = found.group(1), found.group(2).lower()
        for i, fill in enumerate(fills):
            unnamed = fill.slot in ("pet", "relation") and fill.value == fill.kind
            if unnamed and fill.kind.split()[-1] == kind:
                fills[i] = Fill(fill.slot, name, fill.subject, kind=fill.kind)
                break
    return fills


def name_given(text: str) -> str:
    """The name a sentence gives and nothing else ("His name's Rocket!"), or ""."""
    found = _GIVEN_NAME.match(text.strip())
    return found.group(1) if found is not None else ""


def resolve_pronouns(fills: list[Fill]) -> list[Fill]:
    """Fills about "he"/"she" go to the person named last in the message."""
    people = [
        f"{f.kind}:{f.value}" if f.value != f.kind else f.kind
        for f in fills
        if f.slot == "relation"
    ]
    others = [
        f.subject for f in fills if f.subject not in ("user", "he", "she", "they", "他", "她")
    ]
    last = (others or people or [""])[-1]
    if not last:
        return fills
    return [
        Fill(f.slot, f.value, last, f.action, f.kind, f.dates, f.terms, f.extra)
        if f.subject in ("he", "she", "他", "她")
        else f
        for f in fills
    ]


def without_unnamed_twins(fills: list[Fill]) -> list[Fill]:
    """ "my wife ... Yuki" gives one relation: the unnamed one goes when the same kind is
    named."""
    named = {(f.slot, f.kind) for f in fills if f.slot in ("pet", "relation") and f.value != f.kind}
    return [
        f
        for f in fills
        if not (f.slot in ("pet", "relation") and f.value == f.kind and (f.slot, f.kind) in named)
    ]


def named_in_passing(text: str) -> list[Fill]:
    """The people and pets a request or question names by name ("help me pick a gift for my
    girlfriend Ana", "should I take my dog Rex?"): facts said in passing (nothing unnamed)."""
    fills = [f for f in people(Clause(tokens_of(text))) if f.value != f.kind]
    return [f for f in fills if f.slot == "pet" or f.kind in w.CLOSE_RELATIONS]


def name_the_unnamed(text: str, fills: list[Fill]) -> list[Fill]:
    """The last unnamed pet or relation named in a later part of the message ("we just got a
    puppy!! his name is Rocket")."""
    later = _LATER_NAME.search(text)
    unnamed = [
        i
        for i, f in enumerate(fills)
        if f.slot in ("pet", "relation") and f.value == f.kind and f.subject == "user"
    ]
    if later is None or not unnamed or any(later.group(1) == f.value for f in fills):
        return fills
    index = unnamed[-1]
    named = Fill(fills[index].slot, later.group(1), kind=fills[index].kind)
    return [named if i == index else f for i, f in enumerate(fills)]


_PREDICATE_OPENERS: Final = (
    _ACTS | _DOES_TOO | _DOES | _PET_DOES | _MAIN_VERBS | {"are", "were", "have"}
)
"""Words that open a person's predicate ("is", "speaks", "just", "can't")."""
