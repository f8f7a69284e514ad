"""Who an English clause is about when it opens with a quantified or pointed-at noun phrase
of people (issue 22, g38s): "One of the deacons lives in Amarillo", "Half my team is vegan",
"Everyone in my building speaks Polish", "Most of my students hate mornings", "both my kids
are lactose intolerant", "The couple at table 4 are both vegan".

One reader, by structure: a quantifier (everyone, half, most, all, both, one of …) or a
determiner (the, this, that, these, those) opens a noun phrase whose head names people (the
person, role, occupation and relation lexicons, a group word such as couple or team, or a
doer noun: -er / -or / -ist / -ian), then a predicate. The user is in no such phrase unless
it says I, me or we ("The job I have now is at Stripe", "Most mornings I run"): then the
clause is the user's and this reader says nothing. A group is nobody in particular: it
fills no slot ("nobody"); one person pointed at is that person ("the barista at my usual
spot" → barista).
"""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar import en_pos
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.occupations import OCCUPATIONS

_EVERYONE: Final = w.words("everyone everybody anyone anybody nobody")
_QUANTIFIERS: Final = w.words(
    "half most all both many few several none each some one two three four five a couple lots"
)
_DETERMINERS: Final = w.words("the this that these those")
_OWNERS: Final = w.words("my our the these those his her their")
_GROUPS: Final = w.words(
    """couple couples family families folks crowd team teams staff crew class kids people
    guys girls parents grandparents twins pair neighbours neighbors band choir group squad"""
)
_USER: Final = w.words("i me we us i'm i've we're we've i'd myself")
_DOER_ENDINGS: Final = ("er", "or", "ist", "ian")
_NOT_DOERS: Final = w.words(
    """weather water number answer paper computer letter other order power center centre
    winter summer dinner matter corner river monitor color colour border chapter error mirror
    floor door motor sector factor flavor flavour honor honour labor labour favor favour
    harbor tumor humor rumor vapor anchor manor minor major tractor elevator calculator
    printer charger router browser scanner timer trailer cover layer tower shower flower
    container controller heater cooker blender sticker poster cancer register
    playlist checklist wishlist list mist twist christian gist fist"""
)
SCENE_PEOPLE: Final = w.words(
    """captain skipper bride groom bridesmaid groomsman newlywed newlyweds widow widower diver
    tourist youngster lad lass gal fella fellow gentleman gent maid butler medic cadet rookie
    veteran sergeant lieutenant colonel chief president mayor nun deacon bishop king queen
    prince princess celebrity athlete idol hostess patron inmate commuter pedestrian crewmate
    shipmate bunkmate cellmate referee umpire pupil"""
)
"""People met in a scene (the captain, the bride, the diver on the next bell) whom the person
lexicons miss: a determiner before one points at that person, never at the user (g46p)."""
_STOPS: Final = w.words("who that which , at in on from with of next")
_MAX_PHRASE: Final = 9
NOBODY: Final = "nobody"
"""A group or people in general: no slot is filled (en_people.NOBODY)."""


def someone_opens(
    tokens: tuple[str, ...], index: int, person: frozenset[str]
) -> tuple[str, int] | None:
    """(who a quantified or pointed-at people phrase opening the clause at `index` names,
    where its predicate starts), or None; `person` is the caller's person-noun lexicon."""
    low = tokens[index].lower()
    if (named := full_name_opens(tokens, index) or named_opens(tokens, index)) is not None:
        return named  # "Gordon Ramsay can't stand truffle oil": that person, not the user
    if (placed := _placed_scene_person(tokens, index)) is not None:
        return placed  # "guest in room 12 is vegetarian": a note about that guest
    if low not in _EVERYONE and low not in _QUANTIFIERS and low not in _DETERMINERS:
        return None
    end = _predicate_at(tokens, index + 1)
    if end < 0:
        return None
    said = [t.lower() for t in tokens[index:end]]
    if set(said) & _USER:
        return None  # "The job I have now", "most mornings I run": the user's own
    if low in _EVERYONE:
        return NOBODY, end  # "everyone in my building speaks Polish": no one person
    head = _head(said, low)
    if head is None or not _people(head, person):
        return None
    if low in _DETERMINERS and head not in _GROUPS and not head.endswith("s"):
        return head, end  # "the barista at my usual spot is allergic to almonds"
    return NOBODY, end  # "half my team", "most programmers": a group, no one person


_SERVED: Final = SCENE_PEOPLE | w.words(
    """guest customer client patient passenger caller visitor tenant resident buyer applicant
    kid lady guy gentleman man woman girl boy baby toddler diner shopper rider"""
)
"""People one serves or meets in a scene (a guest, a customer, a patient): never the user's
own job said bare, so a note that opens with one is about them (data)."""
_PLACING: Final = w.words("in on at from with by near")
"""How a post-modifier that places someone opens ("in room 12", "on line 2", "at table 6")."""


def _placed_scene_person(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """(the person, where the predicate starts) for a note that opens with a bare scene person
    placed by a post-modifier, then a finite verb ("guest in room 12 is vegetarian", "customer
    on line 2 is allergic to nuts", "patient in bed 4 has COPD"); None when the phrase says
    I, me or we."""
    low = tokens[index].lower()
    if low not in _SERVED or index + 2 >= len(tokens):
        return None
    if tokens[index + 1].lower() not in _PLACING:
        return None
    end = _predicate_at(tokens, index + 2)
    if end < 0 or {t.lower() for t in tokens[index:end]} & _USER:
        return None
    return low, end


def full_name_opens(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """(the full name a clause opens with, where its verb starts) when a first name no
    dictionary knows and a capitalised surname act ("Gordon Ramsay can't stand truffle oil",
    "Elon Musk lives in Texas"), the clause saying no I, me or my; else None."""
    if index + 2 >= len(tokens):
        return None
    first, last = tokens[index], tokens[index + 1]
    if not (_capitalised(first) and _capitalised(last)) or first == "I":
        return None
    if en_pos.tag(first.lower()) != "" or {first.lower(), last.lower()} & _KNOWN_WORDS:
        return None
    verb = tokens[index + 2].lower()
    if verb not in _OPENERS and en_pos.tag(verb) not in ("VBZ", "VBD", "MD"):
        return None
    if {t.lower() for t in tokens[index + 2 : index + 7]} & (_USER | _MINE):
        return None  # "Mary Beth is my sister": the grammar reads the user's words
    return f"{first} {last}", index + 2


def named_opens(tokens: tuple[str, ...], index: int) -> tuple[str, int] | None:
    """(the person a clause opens with, where its verb starts) when a name no dictionary
    knows (or any name after a title) acts, right away or after an apposition or a place
    ("Margaret lived in Dayton", "Dolores down the road is allergic", "Mr. Park, the owner of
    the corner store, opens at 5am", "Rahul sir, the team lead, is going on leave"), the
    clause saying no I, me or my after the verb; else None."""
    at = index + (tokens[index].lower().rstrip(".") in w.TITLES)
    titled = at > index
    name = _name_at(tokens, at, titled)
    if not name:
        return None
    at += len(name)
    if at < len(tokens) and tokens[at].lower() in _AFTER_NAME:
        at += 1  # "Rahul sir", "Tanaka-san"
    at = _after_apposition(tokens, at)
    verb = _verb_at(tokens, at)
    if verb < 0 or {t.lower() for t in tokens[verb : verb + 6]} & (_USER | _MINE):
        return None  # "Priya is my sister": the grammar reads the user's words
    return " ".join(name), verb


def _name_at(tokens: tuple[str, ...], at: int, titled: bool) -> list[str]:
    """The capitalised name (one or two words) at `at`: words no dictionary knows, or any
    capitalised words after a title (Mr. Park); [] when there is none."""
    name: list[str] = []
    while at < len(tokens) and len(name) < 2 and _capitalised(tokens[at]):
        low = tokens[at].lower()
        known = low in _KNOWN_WORDS or low.removesuffix("s") in _KNOWN_WORDS  # Mondays
        if tokens[at] == "I" or known or low in _CHAT_WORDS or len(low) < 3:
            break
        if low.endswith("ing") and len(low) > 5:
            break  # "Cycling is my thing": an activity
        if not titled and en_pos.tag(low) != "":
            break
        name.append(tokens[at])
        at += 1
    return name


def _after_apposition(tokens: tuple[str, ...], at: int) -> int:
    """Where the words after a name go on past an apposition (", the owner of the store,")
    or a place ("down the road", "at the bakery"); `at` itself when there is neither."""
    if at < len(tokens) and tokens[at] == ",":
        if at + 1 < len(tokens) and tokens[at + 1].lower() in _APPOSITION_OPENS:
            for end in range(at + 2, min(at + 12, len(tokens))):
                if tokens[end] == ",":
                    return end + 1
        return at
    if at < len(tokens) and tokens[at].lower() in _PLACE_WORDS:
        for end in range(at + 1, min(at + 6, len(tokens))):
            if _verb_at(tokens, end) == end:
                return end
    return at


def _verb_at(tokens: tuple[str, ...], at: int) -> int:
    """`at` when a finite verb stands there ("is", "lived", "can't"), else -1."""
    if at >= len(tokens):
        return -1
    low = tokens[at].lower()
    if low in _NOT_VERBS or low in _PLACE_WORDS:
        return -1
    return at if low in _OPENERS or en_pos.tag(low) in ("VBZ", "VBD", "MD") else -1


_AFTER_NAME: Final = w.words("sir ji san sama madam ma'am sensei")
"""A word of respect said after a name ("Rahul sir", "Tanaka san")."""
_APPOSITION_OPENS: Final = w.words("the a an my our his her their one")
"""How an apposition after a name opens (", the owner of the corner store,")."""
_PLACE_WORDS: Final = w.words("down up across over next from at on in by near downstairs upstairs")
"""How a place said after a name opens ("Dolores down the road")."""
_CHAT_WORDS: Final = w.words(
    "btw tbh ngl fyi imo imho rn pls plz ty ikr oof meh idk smh tldr afaik iirc jk lmk fwiw"
)
"""Chat abbreviations that open a sentence like a name and are none ("Btw moved to Leeds")."""


def _capitalised(token: str) -> bool:
    """True for a word written with a capital and then small letters (Gordon, McKay)."""
    return token[:1].isupper() and token.isalpha() and not token.isupper()


_MINE: Final = w.words("my our mine ours")
_KNOWN_WORDS: Final = (
    w.NOT_NAMES | frozenset(w.PLACES) | frozenset(w.LANGUAGES) | frozenset(w.EDITORS)
)
"""Capitalised words that are no person's name (New, York, Spanish, Vim)."""


def _head(said: list[str], low: str) -> str | None:
    """The noun a quantified or pointed-at phrase is about: the last word before a
    post-modifier ("the guy at the next desk" → guy, "one of the curators here" → curators)."""
    at = 1
    if low in _QUANTIFIERS and at < len(said) and said[at] == "of":
        at += 1
    if low == "a" and said[at : at + 1] == ["couple"]:
        at += 1 + (said[at + 1 : at + 2] == ["of"])
    while at < len(said) and said[at] in _OWNERS:
        at += 1
    head = None
    while at < len(said) and said[at] not in _STOPS and said[at].replace("-", "").isalpha():
        if head is not None and en_pos.tag(said[at]).startswith(("RB", "DT", "PDT")):
            break  # "one of the curators here", "these commenters all": after the head
        head = said[at]
        at += 1
    if head is None and low in _QUANTIFIERS - {"one", "a"}:
        return None
    return head


def _people(word: str, person: frozenset[str]) -> bool:
    """True for a word that names a person or people."""
    singular = word[:-3] + "man" if word.endswith("men") else word
    for form in (singular, word[:-1] if word.endswith("s") else word, word[:-2]):
        if form in person or form in OCCUPATIONS or form in _GROUPS or form in SCENE_PEOPLE:
            return True
    base = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
    if base in _NOT_DOERS or len(base) < 5 or not base.endswith(_DOER_ENDINGS):
        return False
    return en_pos.tag(base) in ("", "NN", "NNS")  # "commenter": not in the lexicon


def _predicate_at(tokens: tuple[str, ...], start: int) -> int:
    """Where the predicate of a phrase opening at `start` begins, or -1."""
    for at in range(start, min(start + _MAX_PHRASE, len(tokens))):
        low = tokens[at].lower()
        if low in (".", "!", "?", ";", "—"):
            return -1
        if low in _OPENERS and at > start:
            return at
        tag = en_pos.tag(low)
        if at > start and tag in ("VBZ", "VBD", "MD") and low not in _NOT_VERBS:
            return at
    return -1


_OPENERS: Final = w.words(
    """is are was were 's 're has have had can can't will won't does doesn't don't do did
    lives live speaks speak works work loves love hates hate codes code plays play eats eat
    teaches teach runs run uses use keeps just always never"""
)
_NOT_VERBS: Final = w.words("'s us")
