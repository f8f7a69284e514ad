"""English readers of taste: what "I could eat X every day" likes, and what "I can't stand
it when X" dislikes. They add to the readers of `en_read` under the names the frames use."""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import (
    en_habits,
    en_objects,
    en_pos,
    en_read,
    en_shapes,
    taste_who,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.en_health import FOOD_DIETS
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.reply_words import EN_REPLY_THING
from memstream.processors.grammar.tokens import Clause, Found, join, tokens_of
from memstream.processors.grammar.value_patterns import alternation

_FOREVER: Final = (
    ("every", "day"), ("every", "single"), ("all", "day"), ("forever",), ("on", "repeat"),
    ("for", "days"), ("any", "day"), ("every", "week"), ("every", "night"), ("nonstop",),
    ("non-stop",), ("all", "the"),
)  # fmt: skip
"""What says the wish has no end ("could eat it every day", "could watch it on repeat")."""


def _forever_at(tokens: tuple[str, ...], index: int) -> bool:
    return any(
        tuple(t.lower() for t in tokens[index : index + len(words)]) == words for words in _FOREVER
    )


def taste_forever(clause: Clause, index: int, start: int) -> Found:
    """ "I could eat dumplings every day", "I could watch Friends on repeat": what one could
    have without end is liked ("I could eat a horse" says nothing)."""
    tokens = clause.tokens
    end = next((i for i in range(index, len(tokens)) if _forever_at(tokens, i)), -1)
    if not index < end <= index + 6:
        return []
    return en_read.taste(Clause(tokens[:end]), index, start)


_WHENS: Final = (["when"], ["if"], ["whenever"])
_STOP: Final = w.words(", . ; ! ? because since but so and — –")


def taste_when(clause: Clause, index: int, start: int) -> Found:
    """ "I can't stand it when people chew loudly": what happens is what is disliked; any
    other object is read as a taste."""
    tokens = clause.tokens
    lowered = [t.lower() for t in tokens]
    who = index + 1 < len(tokens) and lowered[index] in _WHO
    if who and lowered[index + 1] in ("who", "that"):  # "people who chew loudly"
        end = next((i for i in range(index, len(tokens)) if lowered[i] in _STOP), len(tokens))
        return [(join(tokens[index:end]), end)] if end - index <= 10 else []
    bare_when = lowered[index : index + 1] in _WHENS[:1] + _WHENS[2:]  # "I hate when ..."
    it_when = lowered[index : index + 1] == ["it"] and lowered[index + 1 : index + 2] in _WHENS
    if bare_when or it_when:
        skip = 1 if bare_when else 2
        end = next(
            (i for i in range(index + skip, len(tokens)) if lowered[i] in _STOP), len(tokens)
        )
        words = _bounded(tokens[index + skip : end])
        return [(join(words), end)] if 2 <= len(words) <= 8 else []
    found = en_read.taste(clause, index, start)
    return [(_trimmed(value), at) for value, at in found if value.lower() not in _SENSES]


_SENSES: Final = w.words("taste smell texture look sound feel idea thought sight")
"""A sense of what was just named ("just can't do the taste"): no thing disliked."""


def _bounded(words: tuple[str, ...]) -> tuple[str, ...]:
    """A clause of what happens cut before its first preposition past its verb when it runs
    long ("my phone dies| in the middle of a call"); a short one is kept whole."""
    if len(words) <= 8:
        return words
    cut = next((i for i in range(3, len(words)) if en_pos.tag(words[i]) == "IN"), len(words))
    return words[:cut]


_WHO: Final = w.words("people anyone someone those drivers guys men women kids")
_NOT_KINDS: Final = w.words("the this that these those your his her their our its my")
_NOW: Final = w.words("today tonight yesterday tomorrow week weekend morning evening")
_PRONOUNS: Final = w.words("it they this that he she")
_GENERAL: Final = w.words(
    "life everything things all work business stuff everyone everybody nothing something it"
)


def before_kind(clause: Clause, index: int, start: int) -> Found:
    """ "Tacos are the best", "Crowds make me anxious": a kind of thing judged is a taste;
    a thing at hand ("The weather is the best today", "your answer ...") is not."""
    clause, index, start = _judged_part(clause, index, start)
    said = [t for t in clause.tokens[:start] if t.isalpha() or "-" in t]
    words = [t.lower() for t in said if t.lower() not in w.LEAD_INS | w.FIRST_PERSON]
    if not words or words[0] in _NOT_KINDS or set(clause.low.split()) & _NOW:
        return []
    if words[-1] in _PRONOUNS:  # "Cilantro-haters unite, it tastes like soap": "it" is judged
        return []
    if set(words) <= _GENERAL:
        return []  # "Life is good", "Everything is great": how things are, no taste
    tokens = clause.tokens
    called = any(t[:1].isupper() and tokens[i + 1 : i + 2] == (",",) for i, t in enumerate(tokens))
    if set(words) & w.INTERJECTIONS or called:
        return []  # "Wow, Mel, family love is the best!": an exclamation to someone
    return [(_common(value), at) for value, at in en_read.before(clause, index, start)]


def _common(value: str) -> str:
    """ "Pets are the best" -> "pets": a kind of thing is capitalised only as the sentence's first
    word (an acronym or a brand written with an inner capital keeps its case: "BBQ", "iPhone")."""
    first = value.split(" ", 1)[0]
    if first.isupper() or any(c.isupper() for c in first[1:]):
        return value
    return value[:1].lower() + value[1:]


_PRONOUN_TASTE: Final = re.compile(
    r"\b(?P<verb>love|loved|loving|like|liked|enjoy|enjoyed|enjoying|adore|adored|hate|hated"
    r"|can not stand|really dig|am into|'m into|am obsessed with|'m obsessed with|am hooked on"
    r"|'m hooked on)\s+(?P<it>it|them|those|these|(?:that|this) (?:stuff|genre|kind of thing"
    r"|sort of thing|kind of stuff))\b(?!\s+(?:when|if|that|to)\b)",
    re.IGNORECASE,
)
_BARE_TASTE: Final = re.compile(
    r"^\W*(?:and |but |now |so )*(?:i am |i'm |am |now i am )?(?:totally |completely |so |now "
    r"|already |officially |well and truly )*(?P<how>hooked|obsessed|in love|sold|a convert"
    r"|addicted)\W*$",
    re.IGNORECASE,
)
"""A clause that likes what the clause before it named ("Tried padel, I'm hooked")."""
_TASTE_VERBS: Final = w.words(
    "love loved like liked enjoy enjoyed hate hated dislike disliked adore adored into"
)
_AUX: Final = (
    w.LEAD_INS
    | w.FIRST_PERSON
    | w.FILLERS
    | w.words("have has 've had am is are was were just recently finally also plus then even")
)


def with_antecedent(part: str, previous: str, fills: list[Fill]) -> list[str]:
    """A clause whose taste names only "it" or "them", or none ("I'm hooked"), with the thing
    the sentence named before it put in ("I used to hate olives but now I love them"); a
    taste at the end of a clause becomes a clause of its own ("Tried padel, loved it")."""
    if who := _theirs_unsaid(part, previous):
        return [f"{who} {part.strip()}"]  # h36t: "Got a parrot, screams every morning"
    for comma in re.finditer(r"\s*,\s*", part):
        head, tail = part[: comma.start()], part[comma.end() :]
        if who := _theirs_unsaid(tail, head):  # the same, the two clauses in one part
            return [*with_antecedent(head, previous, fills), f"{who} {tail}"]
    pronoun = _PRONOUN_TASTE.search(part)
    exclaimed = _EXCLAIMED.match(part)
    if pronoun is None and exclaimed is not None and _BARE_TASTE.match(exclaimed["tail"]):
        thing = _bare_thing(exclaimed["head"])  # "Matcha lattes! I'm obsessed"
        return [f"I am into {thing}"] if thing else [part]
    bare = _BARE_TASTE.match(part) if pronoun is None else None
    if pronoun is None and bare is None:
        return [part]
    head = part[: pronoun.start()] if pronoun is not None else ""
    own = bool(re.search(r"[\w']\s*(?:,|\band)\s*$", head))  # "..., loved it"
    thing = _named_before(head if own else previous, fills)
    if not thing and _ASKED_FOR.match(head if own else previous):
        return [head] if head.strip() else []  # "recommend a podcast, love it": one at hand
    if not thing:
        return [part]
    if pronoun is None:
        return [f"I am into {thing}"]
    said = f"{pronoun.group('verb')} {thing}{part[pronoun.end('it') :]}"
    return [head, f"I {said}"] if own else [head + said]


_THIRD_PERSON_VERB: Final = re.compile(
    r"^\W*(?:(?:and|but|so|also|still|always|usually|just|never|often|basically),?\s+)*"
    r"(?P<v>[a-z]{2,}(?<!ss)(?<!us)(?<!is)s)\b(?!\s*(?:,|$|(?:are|were|is|was|and|or)\b))"
)
"""A clause that opens with a verb of the third person and no subject ("screams every
morning", "also sheds everywhere"): the user drops "I" before a plain verb, never this one."""
_PEOPLE_NAMED: Final = frozenset(w.RELATIONS) | w.CLOSE_RELATIONS | w.PERSON_NOUNS


def _theirs_unsaid(part: str, previous: str) -> str:
    """Who a clause with no subject is about when the clause before it named an animal or a
    person of the user's and its verb is of the third person ("We got a parrot, screams every
    morning" → "it", "I live with my mom, cooks every night" → "my mom"); "" when it is the
    user's or carries on as it is (a bio of the user's own: "mum of two, runs marathons")."""
    found = _THIRD_PERSON_VERB.match(part)
    if found is None or found["v"] in w.NOT_THIRD_PERSON:
        return ""
    if {found["v"][:-1], found["v"][:-2]} & (w.ANIMALS | _PEOPLE_NAMED):
        return ""  # "I love dogs, cats and birds": a list of kinds, no verb
    said = [t.lower() for t in tokens_of(previous)]
    if said[:1] in (["my"], ["our"]):
        return ""  # "our dog Rex, loves the beach": the subject carries on as it is
    people = [
        f"{said[i - 1]} {word}"
        for i, word in enumerate(said)
        if i and word in _PEOPLE_NAMED and said[i - 1] in ("my", "our")
    ]
    if people:
        return people[-1]
    return "it" if set(said) & w.ANIMALS else ""


def _named_before(previous: str, fills: list[Fill]) -> str:
    """What the sentence named before: the last taste or ending read, else the object of the
    clause before ("Started climbing last month" → climbing)."""
    for fill in reversed(fills):
        if fill.subject == "user" and fill.slot in ("like", "dislike", "ending"):
            said = str(fill.extra.get("object") or fill.value).split()
            while said and said[0].lower() in _TASTE_VERBS:
                said.pop(0)
            return " ".join(said) if 1 <= len(said) <= 5 else ""
    named = _bare_thing(previous)
    if named:  # "Matcha lattes! I'm obsessed"
        return named
    left_out = _LEFT_OUT.match(previous)
    if left_out is not None and left_out.group("x").split()[0].lower() not in _NOT_LEFT_OUT:
        return left_out.group("x")  # "no mushrooms on mine please, can't stand them"
    asked = _ASKED_FOR.match(previous)
    if asked is not None:  # "Find me a recipe with okra, I'm obsessed with it"
        return asked["y"] or ("" if _A_CARRIER.match(asked["x"]) else asked["x"])
    judged = _JUDGED_TOPIC.match(previous)
    if judged is not None:  # "Turns out cilantro is fine, I kind of like it now"
        return judged.group("x")
    tokens = tokens_of(previous)
    at = next((i for i, t in enumerate(tokens) if t.lower() not in _AUX), len(tokens))
    if at >= len(tokens) or not _DONE.search(tokens[at].lower()):
        return ""  # "My sister got a puppy": not the user's doing
    at += 1
    if at < len(tokens) and tokens[at].lower() in ("up", "into", "out", "on", "me", "us", "to"):
        at += 1  # "picked up", "got into"
    found = en_objects.thing(tokens, at, 5) if at < len(tokens) else None
    if found is None or found[0].lower().split()[0] in _NOT_THINGS:
        return ""
    words = found[0].split()
    cut = next((i for i, word in enumerate(words) if i and word.lower() in _THING_ENDS), None)
    return " ".join(words[:cut])


_CARRIERS: Final = (
    r"(?:recipes?|dishes|dish|podcasts?|books?|novels?|shows?|series|playlists?|songs?|albums?"
    r"|movies?|films?|documentar(?:y|ies)|restaurants?|places?|spots?|ideas?|videos?|channels?"
    r"|apps?|games?|recs|recommendations|suggestions|options)"
)
"""What is asked for that carries the thing liked after it ("a recipe with okra", "a
podcast about true crime"): the thing is what follows."""
_ASKED_FOR: Final = re.compile(
    r"(?i)^\W*(?:ok |so |hey |hi |please |pls |can you |could you |would you |will you )*"
    r"(?:recommend|suggest|find|show|list|name)\s+(?:me\s+|us\s+)?"
    r"(?!(?:the|my|your|our|his|her|their|this|that|these|those|it|them|something|anything)\b)"
    r"(?:some |a |an |more |a few |few |any |good |great |new |other |similar |\d+ )*"
    rf"(?:{_CARRIERS}\s+(?:with|about|on|featuring|using|like)\s+(?:some\s+|a\s+|the\s+)?"
    r"(?P<y>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2})"
    r"|(?P<x>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}))\s*(?:please|pls)?\W*$"
)
"""A thing asked for (recommend me more sci-fi novels, find me a recipe with okra): what a
taste of "it" or "that stuff" said after it in the sentence names."""
_A_CARRIER: Final = re.compile(rf"(?i)^{_CARRIERS}\b")
"""A carrier asked for with no thing in it ("a recipe for dinner"): one thing at hand, no
kind a taste of "it" names."""


_LEFT_OUT: Final = re.compile(
    r"(?i)^\W*(?:and |but |oh |also |pls |please |can you |could you )*(?:no|hold|hold off on"
    r"|leave out|leave off|skip|without|minus|no extra)\s+(?:the\s+|any\s+)?"
    r"(?P<x>[a-z][\w'-]*(?: [a-z][\w'-]*){0,3}?)(?:\s+(?:on|in|for|from|with)\s+(?:mine|it|that"
    r"|my\s+\w+|the\s+\w+))?(?:\s*,?\s*(?:please|pls|plz|thanks|thx))?\W*$"
)
"""A thing asked left out of what one orders ("no mushrooms on mine please", "hold the
onions"): what a taste said after it of "them" names."""
_NOT_LEFT_OUT: Final = w.words(
    """worries worry problem problems prob probs thanks thank way idea doubt clue rush pressure
    offense offence need chance kidding joke question questions stress biggie big sweat
    matter wonder comment comments spoilers spoiler judgement judgment shame regrets regret
    one body thing things time hurry"""
)
"""What "no ..." says that is no thing left out ("no worries", "no problem", "no way")."""
_THING_ENDS: Final = w.words("for at in on with from last yesterday today this and")
_NOT_NAMED: Final = frozenset("VB VBD VBZ VBP VBN MD PRP PRP$ UH WP WRB DT CD IN CC".split())
"""Tags of words that make a short clause more than a thing named ("That's it", "Thanks")."""


def _bare_thing(previous: str) -> str:
    """A clause that only names a thing ("Matcha lattes!", "Korean fried chicken"): what a
    taste that follows it names; "Wow!", "Thanks so much", "Nice one" name nothing."""
    words = [t for t in tokens_of(previous) if t.isalpha() or "-" in t]
    if not 1 <= len(words) <= 4 or len(words) < len(tokens_of(previous.strip(" !.")) or []):
        return ""
    low = [t.lower() for t in words]
    if set(low) & (w.INTERJECTIONS | w.LEAD_INS | w.FIRST_PERSON | _NOT_THINGS | _COURTESY):
        return ""
    if any(en_pos.tag(t) in _NOT_NAMED for t in low) or en_pos.tag(low[-1]) in ("JJ", "RB"):
        return ""
    return _common(" ".join(words))


_EXCLAIMED: Final = re.compile(r"^(?P<head>[^!.?]+)[!.]+\s*(?P<tail>\S.*)$")
"""A thing exclaimed, then what is said of it ("Matcha lattes! I'm obsessed")."""
_COURTESY: Final = w.words("thanks thank sorry please welcome bye cheers")


_JUDGED_TOPIC: Final = re.compile(
    r"^\W*(?:(?:ok|okay|so|well|honestly|actually|turns out|it turns out|turned out)\W+)*"
    r"(?P<x>(?!(?:i|it|this|that|he|she|they|we|you|there|the|a|an|my|our|his|her|their)\b)"
    r"[a-z][\w' -]{1,30}?)"
    r" (?:is|are|was|were|'s) ",
    re.IGNORECASE,
)
"""The thing a clause judges ("cilantro is fine"): what a taste after it may name by "it"."""
_DONE: Final = re.compile(
    r"^(?:\w+ed|got|bought|took|found|saw|read|began|made|went|did|watched|heard|picked"
    r"|tried|started|discovered|joined|recommend|suggest|find|pick|show"
    r"|play|do|watch|knit|bake|grow|brew|collect|paint|draw|sing|practi[cs]e|listen)$"
)
"""The user's own doing that names a thing (a past verb: "Tried padel", "I bought a ...";
an activity: "I play pickleball on Tuesdays, love it"), or what the user asks for
("recommend a thriller, I devour those")."""
_NOT_THINGS: Final = w.words("it that this them him her me you to a an the my")


_NOW_SAID: Final = re.compile(
    r"\s+(?:(?:at the moment|right now|these days|lately|nowadays|at the minute|atm|rn|lol|haha"
    r"|tbh|to be honest|s?o+ much|that much|a lot|big time|too)\b\W*)+$"
    r"|\s+since (?:last|i was|\d|forever|childhood|high school|college|uni)\b.*$",
    re.I,
)
"""When a taste is said, not part of what is liked ("synthwave| at the moment")."""


def taste_phrase(clause: Clause, index: int, start: int) -> Found:
    """What is liked or disliked as a whole phrase: a gerund phrase may run to eight words
    ("spending time in my vegetable garden"), unless a list follows (read as a list); any object
    loses a trailing "at the moment"."""
    clause = _before_next_taste(clause, index)
    tokens = clause.tokens
    if tuple(t.lower() for t in tokens[index : index + 2]) in _ANY_OF:
        index += 2  # "I avoid anything with blue cheese": the kind of food is what it holds
    listed = {",", "and", "or"} & {t.lower() for t in tokens[index:]}
    if index < len(tokens) and _gerund(tokens[index]) and not listed:
        found = en_objects.thing(tokens, index, 8)
        said = found[0].lower().split() if found is not None else []
        if (
            found is not None
            and len(said) > 1
            and not set(said) & _UNSAID
            and not set(said[-2:]) & _HOW_MUCH
        ):
            return [(_trimmed(found[0]), found[1])]
    return [(_trimmed(value), at) for value, at in en_read.taste(clause, index, start)]


def _before_next_taste(clause: Clause, index: int) -> Clause:
    """The clause cut before a second taste predicate that shares its subject ("a sucker for
    thrillers| and can't stand romcoms"): that one is read as a clause of its own."""
    low = [t.lower() for t in clause.tokens]
    for i in range(index + 1, len(low) - 1):
        if low[i] in ("and", "but") and _NEXT_TASTE.match(" " + " ".join(low[i:])):
            return Clause(clause.tokens[:i])
    return clause


_ANY_OF: Final = {
    (any_, with_)
    for any_ in ("anything", "everything", "stuff", "food", "foods", "dishes")
    for with_ in ("with", "containing")
}
_ANY_WITH: Final = re.compile(
    r"^(?:anything|everything|stuff|food|foods|dishes|things) (?:with|containing|made with|that"
    r" has|that have) (?=\S)",
    re.I,
)


_SAID_AGAIN: Final = re.compile(r"\b([A-Za-z]{2,})(?:\s*,\s*\1\b)+", re.IGNORECASE)
"""A word said again after a comma for stress ("really, really", "hate, hate, hate")."""


def unrepeated(text: str) -> str:
    """The text with a word said again for stress said once ("I really, really love board
    games" → "I really love board games") and an aside between commas left out ("Byzantine
    silk is, I admit, my weakness"), so that the comma splits no clause."""
    return _ASIDE.sub(" ", _SAID_AGAIN.sub(r"\1", text))


_ASIDE: Final = re.compile(
    r"\s*,\s*(?:i (?:admit|confess|must say|have to say|gotta say|guess|think|suppose|'ll admit"
    r"|will admit)|admittedly|frankly|to be honest|to be fair|if i'm honest|i'm not gonna lie"
    r"|not gonna lie)\s*,\s*(?=\S)",
    re.IGNORECASE,
)
"""A speaker's aside between two commas, inside a clause ("X is, I admit, my weakness")."""


_REPEATED: Final = re.compile(r"^(?:(?:love|hate|like)\s+)+(?=\S)", re.IGNORECASE)
"""A taste verb said again for stress ("I hate hate hate running")."""


def _trimmed(value: str) -> str:
    """A taste's object without when it is said or how much ("mushrooms| sooo much lol"), a
    sense of it ("the smell of coffee" → "coffee"), a taste verb said again ("hate hate
    running"), and a kind of food by what it holds ("anything with blue cheese" → "blue
    cheese")."""
    said = _REPEATED.sub("", _SENSE_OF.sub("", _NEXT_TASTE.sub("", value)))
    return headed(_ANY_WITH.sub("", _NOW_SAID.sub("", said)))


_TAIL: Final = re.compile(rf"(?:[\s,]+(?:{alternation(w.TASTE_TAILS)})\W*)+$", re.IGNORECASE)
"""What a speaker adds after the thing ("| ngl", "|, fight me")."""
_WARMTH: Final = re.compile(
    rf"^(?:an?|the) (?:(?:really|very|super|proper) )?(?:{alternation(w.TASTE_WARMERS)})"
    r" (?=\S)",
    re.IGNORECASE,
)
"""The speaker's warmth before a kind of thing ("a good| thunderstorm")."""
_SETTING: Final = re.compile(
    r"\s+(?:after|before|on|during|over)\s+(?:(?:a|an|the|my|our|long|short|hot"
    r"|cold|rainy|lazy|late|early|big|busy|quiet|slow|sunny|summer|winter|night|day)\s+)*"
    rf"(?:{alternation(w.TASTE_SETTINGS)})\b.*$"
    r"|\s+(?:once|one time|that time)\s*$",
    re.IGNORECASE,
)
"""When or where a thing is liked ("a cold beer| after a long hike", "sushi| once")."""


_MEASURE: Final = re.compile(
    r"^(?:\d[\d.,]*k?|a few|a couple|several|hundreds|thousands)\s*(?:\+\s*)?"
    r"(?:hours?|hrs?|years?|yrs?|days?|weeks?|months?|times|minutes?|mins?)"
    r"(?: (?:in|of|so far|now|logged|played))?$",
    re.I,
)
"""A measure alone said after a taste ("2k hours", "10 years"): how much, no thing liked."""
_NO_THINGS: Final = w.words("counting going not sorry")
"""What a list after a taste may end with that is no thing ("... and counting"), or a word
of an aside left as the thing ("sorry not sorry")."""


def headed_all(fills: list[Fill]) -> list[Fill]:
    """Every like and dislike as the thing alone (`headed`), each value once."""
    kept: list[Fill] = []
    seen: set[tuple[str, str, str]] = set()
    for fill in fills:
        if fill.slot in ("like", "dislike"):
            if fill.value.split()[0].lower() in w.NOT_TASTE_VERBS:
                continue  # "love old roses, speak Gujarati": a fragment, no taste
            if _MEASURE.match(fill.value) or fill.value.lower() in _SENSES | _NO_THINGS:
                continue  # h36t: "Factorio, 2k hours and counting", "the texture is a no"
            if EN_REPLY_THING.search(fill.value):
                continue  # "I like long detailed answers": a preference of the replies
            fill = dataclasses.replace(fill, value=headed(fill.value))
            key = (fill.subject, fill.slot, fill.value.lower())
            if key in seen:
                continue
            seen.add(key)
        kept.append(fill)
    return kept


_ANY_KIND: Final = re.compile(r"^(?:anything|everything|all things|all) (?=[a-z][\w-]*$)", re.I)
"""A kind said as all of it ("anything miso" → "miso")."""


def headed(value: str) -> str:
    """A taste's value as the thing alone: without the speaker's tail ("thunderstorm| ngl"),
    warmth ("a good| mystery novel"), setting ("cold beer| after a hike") or "anything"
    ("anything| miso"); a value the cuts would empty is kept as it is."""
    said = _TAIL.sub("", value)
    said = _SETTING.sub("", said) or said
    said = _WARMTH.sub("", said)
    said = _ANY_KIND.sub("", said)
    return said.strip() or value


_NEXT_TASTE: Final = re.compile(
    r"\s+(?:and|but)\s+(?:i\s+)?(?:also\s+|really\s+|just\s+)?(?:can not stand|can't stand"
    r"|cannot stand|do not like|don't like|hate|love|like|enjoy|adore|dislike|avoid|never)\b.*$",
    re.IGNORECASE,
)
"""A second taste said after the object ("thrillers| and can't stand romcoms"): its own
clause, not part of the first thing."""


_UNSAID: Final = w.words("you your yours it them this that these those his her their")
"""Whom or what a liked activity is about is not said, or is the one spoken to."""
_HOW_MUCH: Final = w.words("some any all both")
"""A quantifier without its noun ("having some| of these"): what is liked is not said."""


def _gerund(word: str) -> bool:
    """An -ing form that opens an activity ("spending", "restoring"), not a noun ("ceiling")."""
    low = word.lower()
    if not low.endswith("ing") or len(low) < 6 or en_pos.tag(low) not in ("VBG", "NN", ""):
        return False
    stem = low[:-3]
    stems = (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else stem)
    return any(en_pos.tag(s) in _STEM_TAGS for s in stems)  # "spend", not "someth"


_STEM_TAGS: Final = frozenset("VB VBP VBD NN JJ".split())
"""The lexicon's one tag a word is often not the verb's ("bake" JJ, "cook" NN): any open
class stem will do."""


_SAYING: Final = re.compile(
    r"^(?:(?:i )?(?:gotta|got to|have to|must|'ve got to) say|ngl|not gonna lie|i swear"
    r"|in my opinion|imo|for me|personally)\b[\s,]*",
    re.IGNORECASE,
)
"""How the speaker opens a judgement ("gotta say, ..."): not part of what is judged."""


_SENSE_OF: Final = re.compile(
    r"^(?:the |just the |even the )?(?:smell|taste|texture|sight|sound|thought|feel|flavou?r)"
    r" of (?=\S)",
    re.IGNORECASE,
)
"""A sense of the thing judged ("the smell of durian makes me gag"): the thing is disliked."""
_WHERE: Final = frozenset(("IN", "RP", "RB"))
"""Tags of a word that may open where a thing is found ("from Brodhaus", "down the street")."""


def _judged_part(clause: Clause, index: int, start: int) -> tuple[Clause, int, int]:
    """The clause from what is judged on, past the speaker's opening ("gotta say, ...") and
    cut before where it is found (its second preposition: "sourdough from Brodhaus| down the
    street"), with the predicate's index and start in it."""
    tokens = clause.tokens
    said = join(tokens[:start])
    opening = _SAYING.match(said)
    skip = len(tokens_of(opening.group(0))) if opening is not None else 0
    sense = _SENSE_OF.match(join(tokens[skip:start]))
    skip += len(tokens_of(sense.group(0))) if sense is not None else 0
    words = tuple(t for t in tokens[skip:start] if t not in (",", "—", "-"))
    prepositions = [i for i, t in enumerate(words) if i and en_pos.tag(t.lower()) in _WHERE]
    if len(words) > 4 and len(prepositions) > 1:
        words = words[: prepositions[1]]
    return Clause(words + tokens[start:]), index - start + len(words), len(words)


_GOOD: Final = w.words(
    "relaxing calming soothing therapeutic fun satisfying fascinating addictive meditative"
    " delightful comforting peaceful energising energizing uplifting enjoyable rewarding"
)
_BAD: Final = w.words(
    "exhausting annoying boring tedious gross disgusting unbearable awful draining intolerable"
    " insufferable stressful pointless depressing creepy nauseating infuriating overwhelming"
)


def find_judged(clause: Clause, index: int, start: int, good: bool) -> Found:
    """ "I find baking really relaxing", "I find golf incredibly boring": the thing found so,
    without how much ("really"); "I find it relaxing" names nothing."""
    tokens = clause.tokens
    end = next((i for i in range(index, len(tokens)) if tokens[i].lower() in _STOP), len(tokens))
    if not index < end <= index + 7:
        return []
    *thing, judgement = tokens[index:end]
    while thing and en_pos.tag(thing[-1].lower()) == "RB":
        thing.pop()  # "golf incredibly| boring"
    if not thing or thing[0].lower() in _NOT_KINDS | _PRONOUNS:
        return []
    judged = judgement.lower().strip(".!,")
    return [(join(tuple(thing)), end)] if judged in (_GOOD if good else _BAD) else []


def find_good(clause: Clause, index: int, start: int) -> Found:
    """ "I find baking really relaxing": a thing found pleasant is liked."""
    return find_judged(clause, index, start, True)


def find_tiresome(clause: Clause, index: int, start: int) -> Found:
    """ "I find golf incredibly boring": a thing found tiresome is disliked."""
    return find_judged(clause, index, start, False)


def taste_ongoing(clause: Clause, index: int, start: int) -> Found:
    """ "I'm really enjoying learning the cello": a taste said as it goes on, of a kind of thing
    (not "the sunshine today", "this conversation")."""
    said = clause.tokens[index : index + 1]
    if not said or said[0].lower() in _NOT_KINDS or set(clause.low.split()) & _NOW:
        return []
    return taste_phrase(clause, index, start)


READERS: Final = {
    "taste_phrase": taste_phrase,
    "taste_forever": taste_forever,
    "taste_when": taste_when,
    "before_kind": before_kind,
    "find_good": find_good,
    "taste_ongoing": taste_ongoing,
    "find_tiresome": find_tiresome,
}
"""The readers of this module by the names the frames use."""


_KINDS_LIKED: Final = (
    "thing things food foods snack drink hobby hobbies sport pastime activity genre music band game"
    " show series movie film book meal dessert cuisine season way place kind type part treat"
)
_WORKS: Final = w.words("show series movie film book band game album song artist author")
"""Kinds of named works: what is liked as one keeps its title's case."""
_NOT_A_KIND: Final = (
    w.PERSON_NOUNS | w.PEOPLE_WORDS | w.PEOPLE_ROLES | w.CLOSE_RELATIONS | frozenset(w.RELATIONS)
)
"""Who "my favourite ..." may name that is no kind of thing ("my favourite cousin")."""
_LIKED_AS: Final = (
    rf"(?:favou?rite|fave|fav)(?: (?!(?:{'|'.join(sorted(_NOT_A_KIND))})\b)[a-z][\w'-]*"
    r"(?: \w+){0,3})?(?= |$|[.!])|thing|jam|escape|happy place|guilty pleasure|passion"
    r"|obsession|weakness|go-to|comfort food|comfort|cup of tea|kind of thing|therapy"
    r"|meditation|idea of fun|idea of a good time|vice|soul food|favou?rite thing"
)
"""What the user's own thing is called when it is liked ("X is my jam", "X is my escape");
"my favourite" only of a kind of thing, not of a person ("my favourite cousin")."""
_DISLIKED_AS: Final = (
    r"nemesis|enemy|arch-?enemy|kryptonite|pet peeve|worst nightmare|least favou?rite(?: \w+){0,3}"
    r"|idea of hell|idea of a nightmare|personal hell|bane|bugbear|bête noire|bete noire"
    r"|hard limit|dealbreaker|deal-breaker|achilles heel"
)
"""What the user's own thing is called when it is disliked ("X is my nemesis")."""
_THING_SUBJECT: Final = (
    r"^\W*(?:(?:and|but|so|honestly|tbh|well|ok|okay|yeah|man|ngl|look),?\s+)*"
    r"(?P<x>(?!(?:i|it|this|that|these|those|he|she|they|we|you|there|here|what|which|who"
    r"|everything|nothing|life|work|today|tonight|if|when|whether|my|your|his|her|their|our)\b)"
    r"[a-z][\w'-]*(?: (?!(?:is|are|was|were|isn't|aren't|and|i)\b)[\w'-]+){0,4}?)"
)
"""A kind of thing that opens a clause as its subject (not a pronoun, a time or a person's)."""
_COPULA: Final = (
    r"\s*(?:'s|'re|\s+is|\s+are)|\s+isn't|\s+aren't"
    r"|\s*(?:'s|'ve|\s+has|\s+have)(?:\s+(?:always|never|not|ever|long|forever|basically))*"
    r"\s+been|\s+(?:hasn't|haven't)\s+(?:ever\s+)?been"  # g57e: "Chess has always been my thing"
)
_HOW: Final = (
    r"(?:\s+(?:honestly|really|totally|truly|definitely|just|kind of|kinda|sort of|so|still"
    r"|always|officially|basically|literally|absolutely))*"
)
_NOT: Final = r"(?:\s+not|n't)"
_MY: Final = (
    r"\s+my (?:(?:absolute|all-time|very|biggest|top|number one|#1|new|current|personal)\s+)*"
)
_THING_IS_MINE: Final = re.compile(
    _THING_SUBJECT
    + rf"{_HOW}(?P<be>{_COPULA})(?P<not>{_NOT})?{_HOW}(?P<neg2>\s+not)?"
    + rf"(?:\s+(?:really|exactly|quite|at all))?{_MY}"
    + rf"(?:(?P<bad>{_DISLIKED_AS})|(?P<good>{_LIKED_AS})|(?P<friend>friend|friends|buddy|pal))"
    + r"\b(?P<rest>[^,.;!?]*)[\s.!]*$",
    re.IGNORECASE,
)
"""A thing that is the user's own by a name for a taste ("Reading is my escape")."""
_NOT_BEEN: Final = re.compile(r"n't|\bnever\b|\bnot\b", re.IGNORECASE)
"""A copula said negated ("isn't", "has never been", "has not ever been")."""
_SINCE_WHEN: Final = re.compile(
    r"\s*(?:since [\w' -]+|for (?:years|ages|decades|a while|a long time|\w+ years)|lately"
    r"|these days|forever|this year|now)\s*",
    re.IGNORECASE,
)
"""How long a taste has held, after its name ("Jazz has been my thing since college")."""
_NOT_FOR_ME: Final = re.compile(
    _THING_SUBJECT
    + rf"{_HOW}(?P<be>{_COPULA})(?P<not>{_NOT})?{_HOW}"
    + r"\s+(?:(?:really|just|definitely|so|totally)\s+)*(?:not )?for me\b[\s.!]*$",
    re.IGNORECASE,
)
"""A thing said to be not for the user ("Opera just isn't for me", "Camping is not for me")."""
_AT_ODDS: Final = re.compile(
    _THING_SUBJECT
    + r" and (?:i|me)(?: just| really| never| simply)*"
    + r" (?:don't|do not|never|can't|cannot|just don't) (?:really )?"
    + r"(?:get along|mix|agree|go together|see eye to eye)|"
    + _THING_SUBJECT[1:].replace("(?P<x>", "(?P<y>", 1)
    + r" and (?:i|me) (?:are|'re) (?:just |really |definitely )?not (?:friends|a match|compatible)",
    re.IGNORECASE,
)
"""The thing and the user at odds ("Spicy food and I don't get along"): a dislike."""
_NOT_SAID: Final = re.compile(r"^\W*(?:if|when|whether|maybe|perhaps|is|are|does|do)\b|\?", re.I)


def _alternatives(phrases: tuple[str, ...] | frozenset[str]) -> str:
    """A regex alternation of word phrases, the longest first."""
    return "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))


_EFFECT: Final = re.compile(
    _THING_SUBJECT
    + rf"{_HOW}(?:{_COPULA})?(?:\s+(?:what|the thing that|the one thing that))?{_HOW}"
    + rf"\s+(?:{_alternatives(w.EFFECT_VERBS)})\s+me(?:\s+(?:so|feel|really|totally))*\s+"
    + rf"(?:(?P<good>{_alternatives(w.LIKED_EFFECTS)})"
    + rf"|(?P<bad>{_alternatives(w.DISLIKED_EFFECTS)}))"
    + r"\b(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A thing that acts on the user as its object ("Jazz keeps me sane", "Horror films give me
nightmares", "Gardening is what keeps me going"): the effect's sense says like or dislike."""
_IDENTITY: Final = re.compile(
    _THING_SUBJECT
    + rf"{_HOW}(?P<be>{_COPULA}){_HOW}\s+my (?:(?:whole|entire|actual|literal)\s+)?"
    + rf"(?:{_alternatives(w.IDENTITY_TASTES)})\b[\s.!]*(?:lol|haha|tbh|honestly)?[\s.!]*$",
    re.IGNORECASE,
)
"""A thing that is the user's identity ("Coffee is basically my personality", "Jazz is my
religion"): liked, unless said of a person ("Tom is my everything")."""


def _by_effect(part: str) -> str:
    """ "Jazz keeps me sane" → "I like jazz", "Clowns give me the creeps" → "I hate clowns",
    "Coffee is my whole personality" → "I like coffee"; else ""."""
    effect = _EFFECT.match(part)
    if effect is not None and _a_kind(effect["x"]) and "n't" not in effect[0]:
        verb = "like" if effect["good"] else "hate"
        rest = effect["rest"] if _JOINED.match(effect["rest"]) else ""
        return f"I {verb} {_common(effect['x'])}{rest}"
    identity = _IDENTITY.match(part)
    if identity is not None and _a_kind(identity["x"]) and "n't" not in identity["be"]:
        return f"I like {_common(identity['x'])}"
    return ""


_RUINED: Final = re.compile(
    _THING_SUBJECT
    + rf"{_HOW}\s+(?:(?P<bad>{_alternatives(w.RUIN_VERBS)})"
    + rf"|(?P<good>{_alternatives(w.IMPROVE_PHRASES)}))"
    + r"\s+(?:(?:any|every|a|an|the|my|each|whatever)\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?"
    + r"(?:\s+(?:better|tastier|nicer|worth it|amazing|instantly))?"
    + r"(?:\s+(?:for me|for us))?[\s.!]*$",
    re.IGNORECASE,
)
"""A thing said by what it does to what holds it ("cilantro ruins any dish for me", "truffle
makes any pasta better"): a dislike or a like of the thing."""
_PREFERRED_TO: Final = re.compile(
    r"\b(?P<v>prefer|preferring|prefers)\s+(?!to\b)(?P<x>[^,.;!?]+?)\s+"
    r"(?:to|over|rather than|instead of)\s+(?!(?:be|do|go|have|get|make|use|see|talk|work)\b)"
    r"[^,.;!?]+",
    re.IGNORECASE,
)
"""A thing preferred to another ("I prefer audiobooks to podcasts"): the first is liked, the
other left out of its value."""
_GOT_ME_INTO: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|honestly|tbh|ngl|yeah|well),?\s+)*)"
    r"(?P<who>(?:my|our) [a-z][\w'-]*(?: [a-z][\w'-]*)?)\s+"
    r"(?:has |have |'s |'ve )?(?:got|gotten|turned|converted|introduced) me"
    r"\s+(?:hooked on|into|onto|addicted to|obsessed with|to)\s+"
    r"(?!(?:trouble|debt|a mess|a fight|the car|the house|bed|work|it|that|this|them)\b)"
    r"(?P<x>[^,.;!?]+?)\s*$",
    re.IGNORECASE,
)
"""Someone of the user's who made the user a fan ("My grandson got me hooked on Wordle"):
the user likes the thing; the person is still named."""
_DEVOURED: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|honestly|tbh|ngl|yeah|well),?\s+)*)(?P<me>i|we)\s+"
    r"(?:(?:just|really|absolutely|literally|basically|totally)\s+)*"
    rf"(?:{_alternatives(w.DEVOUR_VERBS - {'devoured', 'binged', 'inhaled'})})\s+(?=\S)",
    re.IGNORECASE,
)
"""The user taking a kind of thing in eagerly, in the present ("I devour thrillers", "we
binge K-dramas"): a like; a past one ("devoured the pizza") is a one-off."""


_ANYTHING_OF: Final = re.compile(
    r"\b(?P<v>with|love|into|adore|hate|like|enjoy|for|of)\s+(?:anything|everything)\s+"
    r"(?=[a-z][\w-]*(?:[\s.!,]|$))(?!(?:with|that|i|you|else|at|about|but|in|on|to|from|for"
    r"|and|or|really|is|but)\b)",
    re.IGNORECASE,
)
"""A kind said as anything of it ("obsessed with anything miso"): the kind is what is liked."""


_UNMOVED: Final = re.compile(
    _THING_SUBJECT
    + rf"{_HOW}\s+(?:{_alternatives(w.UNMOVED_PHRASES)})"
    + r"(?:\s+(?:at all|whatsoever|honestly|tbh|really))*[\s.!]*$",
    re.IGNORECASE,
)
"""A thing that leaves the user cold or sets them against it ("jazz does nothing for me",
"Reality TV makes my skin crawl", "natto is a hard pass"): a dislike."""


def _by_consequence(part: str) -> str:
    """ "cilantro ruins any dish for me" → "I hate cilantro", "truffle makes any pasta
    better" → "I like truffle", "jazz does nothing for me" → "I hate jazz"; else ""."""
    unmoved = _UNMOVED.match(part)
    if unmoved is not None and _a_kind(unmoved["x"]):
        return f"I hate {_common(unmoved['x'])}"
    found = _RUINED.match(part)
    if found is None or not _a_kind(found["x"]) or "n't" in found[0]:
        return ""
    if found["good"] and not re.search(r"better|tastier|nicer|worth it|amazing", found[0], re.I):
        return ""  # "it makes every day": no betterment said
    return f"I {'hate' if found['bad'] else 'like'} {_common(found['x'])}"


_GIVE_ME: Final = re.compile(
    r"(?:^\W*|,\s*)(?:(?:but|just|now|so|honestly),?\s+)*(?:give me (?:a |an |some |my )?"
    r"(?P<x>[a-z][\w'-]*(?: [\w'-]+){0,4}?) "
    r"(?:any day|every time|anytime|any time|over (?:a |an |the )?[\w'-]+)"
    r"|(?:i'll|i'd|i will|i would|i) (?:take|pick|choose) (?:a |an |some |my )?"
    r"(?P<y>[a-z][\w'-]*(?: [\w'-]+){0,3}?) over (?:a |an |the )?[\w'-]+(?: [\w'-]+)?"
    r" (?:any day|every time|anytime|any time|every day of the week))\b",
    re.IGNORECASE,
)
"""What the user asks for over anything else ("give me a hot flat white any day"): liked."""
_JOINED: Final = re.compile(r"^\s*(?:[,;]|(?:and|but|so)\b)", re.IGNORECASE)
"""What after an effect starts a clause of its own ("..., so no thanks"), kept; anything else
("keep me going| on long drives") is the effect's own and dropped."""


def _a_kind(subject: str) -> bool:
    """A kind of thing as a subject: not a person, not a thing at hand ("the noise"), not a
    habit with its frequency ("Running every morning keeps me sane" is a habit)."""
    first = subject.split()[0].lower()
    return not (_a_person(subject) or first in _NOT_KINDS or en_habits.says_when(subject))


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def thing_first(part: str) -> str:
    """A clause whose subject is the liked or disliked thing, in the order the frames read:
    "Jazz isn't really my thing" → "I hate jazz", "Reading is my escape" → "I like
    reading", "Opera is not for me" → "I hate opera", "Spicy food and I don't get along" →
    "I hate spicy food"; a question, a condition or any other clause as it is."""
    part = en_shapes.reshaped(part)  # h36t: "cant stand X", "Fav food: pho", "3x/wk"
    if _NOT_SAID.search(part):
        return part
    part = _TAIL.sub("", part) or part  # "Durian is my favourite fruit|, fight me"
    consequence = _by_consequence(part)
    if consequence:
        return consequence
    part = _PREFERRED_TO.sub(r"\g<v> \g<x>", part)  # "I prefer audiobooks to podcasts"
    part = _GOT_ME_INTO.sub(r"\g<lead>I am hooked on \g<x>, thanks to \g<who>", part)
    part = _DEVOURED.sub(r"\g<lead>\g<me> love ", part)  # "I devour thrillers": a like
    part = taste_who.said_plain(part)  # "I'm a nurse who can't stand X": the user's taste
    part = _ANYTHING_OF.sub(r"\g<v> ", part)  # "obsessed with anything miso": miso
    mine = _THING_IS_MINE.match(part)
    named = (mine["good"] or mine["bad"] or "") if mine else ""
    kind_named = re.search(r"(?:favou?rite|fave|fav) \S", named)
    if mine is not None and _a_person(mine["x"]) and not kind_named:
        return part  # "Tom is my favourite"; "Durian is my favourite fruit" names a kind
    if mine is not None and (not mine["rest"].strip() or _SINCE_WHEN.fullmatch(mine["rest"])):
        negated = bool(mine["not"] or mine["neg2"] or _NOT_BEEN.search(mine["be"]))
        if mine["friend"] and not negated:
            return part  # "Tom is my friend": a person; "Mornings are not my friend": a dislike
        liked = bool(mine["good"]) != negated and not mine["friend"]
        titled = set(re.findall(r"[a-z]+", mine[0].lower())) & _WORKS or any(
            word[:1].isupper() for word in mine["x"].split()[1:]
        )  # "Dune is my favourite film", "Harry Potter is ...": a title keeps its case
        thing = mine["x"] if titled else _common(mine["x"])
        return f"I {'like' if liked else 'hate'} {thing}"  # "hate": no habit of "dislike"
    against = _NOT_FOR_ME.match(part)
    food = against is not None and set(against["x"].lower().split()) & set(FOOD_DIETS)
    if against is not None and not food and re.search(r"\bnot\b|n't", against[0], re.I):
        return f"I hate {_common(against['x'])}"
    given = _GIVE_ME.search(part)
    if given is not None and not _NOT_SAID.search(part):
        return f"{part[: given.start()]}, I like {given['x'] or given['y']}".lstrip(", ")
    by_effect = _by_effect(part)
    if by_effect:
        return by_effect
    odds = _AT_ODDS.match(part)
    if odds is not None and not _a_person(odds["x"] or odds["y"]):
        return f"I hate {_common(odds['x'] or odds['y'])}{part[odds.end() :]}"
    return part


_PERSON_WORDS: Final = (
    frozenset(w.RELATIONS) | w.PEOPLE_WORDS | w.PERSON_NOUNS | w.PEOPLE_ROLES | w.CLOSE_RELATIONS
)


def _a_person(subject: str) -> bool:
    """Whether a clause's subject names a person ("Tom", "Mom", "my boss"), not a thing: a
    person word, or a capitalised word the lexicon does not know (a name)."""
    said = subject.split()
    if {word.lower() for word in said} & _PERSON_WORDS:
        return True
    first = said[0]  # "Tom", not a plural kind ("Mondays")
    return first[:1].isupper() and en_pos.tag(first.lower()) == "" and not first.endswith("s")
