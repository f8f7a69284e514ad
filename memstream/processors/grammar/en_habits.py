"""An English habit said by any verb: the user (I, we), a frequency or a routine adverb, and
a verb phrase, in either order ("I usually bike to work", "Twice a week I volunteer at the
shelter", "I run five kilometres every other day"). No verb list: the verb is whatever
follows the subject, unless the lexicon (`en_pos`) or a closed list says it is no action (a
state, a modal, a past one-off, a function word). The value is the verb phrase with its
frequency, as `en_time` gives it; `en_time.habits` reads first and this reader only adds
what it missed.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from typing import Final

from memstream.processors.grammar import en_pos, en_read
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import frequency_words as fw
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.not_a_routine import en_way_there_and_back
from memstream.processors.grammar.tokens import Clause, Found, is_word, join, tokens_of

_DAYS: Final = fw.EN_DAYS
_PARTS: Final = fw.EN_PARTS
_PERIODS: Final = fw.EN_PERIODS
_FREQUENCY: Final = re.compile(
    rf"\b(?:every|each) (?:other |single |second |few |couple of |(?:{fw.EN_COUNTS}) )?"
    rf"(?:(?:{_DAYS}) )?(?:{_PERIODS})s?\b"
    rf"|\bmost (?:(?:{_DAYS}) )?(?:days|weeks|weekends|mornings|afternoons|evenings|nights)\b"
    rf"|\b(?:on )?(?:{_DAYS})s\b|\b(?:on )?(?:{_DAYS}) (?:{_PARTS})s\b|\b(?:on|at) weekends\b"
    r"|\bon (?:weeknights|weekdays|workdays|school nights|school days)\b"
    r"|\bon (?:my |our )?(?:days off|off days|rest days|free days|non-work days)\b"
    r"|\b(?:once|twice|three times|four times|five times|several times|a few times|a couple of"
    r" times|\d+ times) (?:a|per|every) (?:day|week|month|year|fortnight)\b"
    rf"|\b(?:two|three|four|five|six|\d|a few|a couple of|most|several) (?:{_PARTS}|{_DAYS}|day|"
    r"night)s (?:a|per|every) (?:week|month)\b"
    r"|\b(?:at|after|before) (?:every|each) (?!time\b)[a-z]+(?: (?:stop|shift|run|game|meal))?\b"
    r"|\b(?:daily|weekly|nightly|monthly|every now and then|now and then|from time to time"
    r"|every so often|(?:every )?once in a while|on occasion)\b"
    r"|\b(?:whenever|every (?:single )?time|each time|any ?time|as soon as|the (?:moment|minute))"
    r" (?!(?:you|i can|i want|i feel like)\b)(?:it|i|we|there's|the)\b"
)
"""How often, anywhere in the clause ("every other day", "on Friday nights", "twice a week")."""
_AMOUNT_OFTEN: Final = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|a few|a couple of|several|half a) (?:\w+ ){0,2}?"
    r"(?:cups?|coffees?|teas?|glasses|beers?|cigarettes?|cans?|bottles?|pages?|km|k|miles?"
    r"|laps?|hours?|litres?|liters?)(?: of \w+)? (?:a|per|every) (?:day|night|week)\b"
)
"""How much of a thing done again and again ("like 3 coffees a day", "10 pages a night")."""
_ROUTINE: Final = w.words(
    "usually normally typically generally regularly habitually routinely religiously"
)
"""A routine adverb that says a habit by itself ("I usually bike to work")."""
_OFTEN: Final = w.words("often always sometimes frequently mostly")
"""An adverb that says a habit only with a time ("I always stretch before bed"): alone it
says a manner as often ("I always cook in grams", "I always forget my keys")."""
_WHEN: Final = re.compile(
    r"\b(?:before|after) (?:bed|work|lunch|dinner|breakfast|school|class|sleeping|the gym)\b"
    r"|\bin the (?:mornings?|evenings?|afternoons?)\b|\bat (?:night|lunch|weekends?)\b"
    r"|\bfirst thing\b|\bfor (?:breakfast|lunch|dinner)\b|\bon (?:the |my )?(?:weekends?|commute)\b"
    r"|\b(?:with|over) (?:my |a )?(?:breakfast|lunch|dinner|morning coffee|coffee)\b"
    r"|\bon (?:the|my) (?:way (?:to|home|back)|bus|train|tube|subway|metro|walk)\b"
)
"""A time or a setting that recurs ("before bed", "over breakfast", "on the train"): with
"always" or "often" it says a habit."""
_SKIPPED: Final = (
    _ROUTINE | _OFTEN | w.words("also still now nowadays basically pretty much almost even")
)
_NOT_ACTIONS: Final = w.words(
    """am is are was were be been 'm 's 're feel feels think know believe mean like love hate
    enjoy prefer want wanna need seem wish hope guess wonder forget forgot remember tend
    have has had get gets end ends find finds can could would should will might must may shall
    do does did not never no don't doesn't didn't can't won't used try avoid avoids"""
)
"""What after the subject is a state, a modal or a negation, not an action done."""
_NOT_VERBS: Final = w.words(
    "the a an this that these those my our your his her their its it there everyone people"
)
"""What opens a clause about a thing or others ("Our office is usually empty"): no verb, with
or without the lexicon."""
_ONE_OFF: Final = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|ago|just|right now|at the moment|last|next|"
    r"this (?:morning|afternoon|evening|week|weekend|month|year|time(?! of (?:the )?year))"
    r"|if|when i|once i|maybe"
    r"|going to|gonna|plan to|want to|hope to|should|would|could|might|'d|will|'ll)\b"
)
_ROUTINE_WHEN: Final = re.compile(r"\bwhen i (?:wake up|get up|get home|get in|get back)\b")
_EVENT_WHEN: Final = re.compile(
    r"\b(?:before|after) (?:a|my|each|every|the) (?:[a-z]+ ){0,2}?[a-z]+(?=$| (?:i|we)\b| ?[,.;!])"
    r"|\b(?:when|whenever) (?:i|we) (?!(?:was|were|had|did|got|went|am|'m|used|will|'ll|would|'d"
    r"|can|could|should|might|must|need|want|have|get|feel|think)\b)[a-z]+(?: [a-z]+){0,3}"
)
"""A recurring event as the time of what is done ("after a night shift", "before my run", "when
I cook dinner"): a time only with a routine adverb ("always", "usually") beside it."""
"""A when that recurs ("when I wake up"): no one-off, unlike "when I was a kid"."""
"""One time, or not yet (a plan, a wish, a condition): not a habit."""
_ENDS: Final = w.words(
    """because since but so which when while though although whereas unless until instead rather
    , . ; ! ?
    — – ( ) lol haha honestly"""
)
_NEVER_MISS: Final = re.compile(
    r"^(?:i |we )?(?:never|rarely|hardly ever) (?:miss|skip) (?:my |our |a |the )?"
    r"(?P<what>[a-z][\w'-]*(?: [\w'-]+){0,3}?)"
    r"(?= *$| (?:for|because|since|but|even|unless|no matter)\b)"
)
"""What one never misses is done habitually ("I never miss my Sunday run")."""
_NOT_MISSED: Final = w.words(
    "it this that you him her them chance chances opportunity opportunities beat point thing"
)
"""What is never missed but no activity ("a chance to travel", "a beat", "the point")."""
_UNNAMED: Final = w.words("it them this that")
_DURATION: Final = re.compile(
    r"\bfor (?:about |around |roughly |at least )?(?:half an|an|a|one|two|three|four|five|ten"
    r"|fifteen|twenty|thirty|forty|\d+)(?: and a half)? (?:min|mins|minutes?|hours?|hrs?)\b"
)


def habits(clause: Clause, mine: bool = False) -> list[Fill]:
    """A habit in a user's clause said by any verb, with a frequency or a routine adverb, or
    a routine of a present verb after "I" (`mine`: the "I" stood before the clause)."""
    low = [t.lower() for t in clause.tokens]
    text = " ".join(low)
    if (moved := moved_habit(text)) and "?" not in low:  # "I moved my journaling to mornings"
        return moved
    never_missed = _NEVER_MISS.search(text)
    if never_missed is not None and "?" not in low:  # "I never miss my Sunday run"
        what = never_missed.group("what")
        return [] if set(what.split()) & _NOT_MISSED else [Fill("habit", what)]
    adverb = bool(set(low) & (_ROUTINE | _OFTEN))
    event = _EVENT_WHEN.search(text) if adverb else None
    unanchored = _EVENT_WHEN.sub("", text) if event is not None else text
    if "?" in low or _ONE_OFF.search(_ROUTINE_WHEN.sub("", unanchored)) is not None:
        return []
    if _CALLED.search(text) is not None:
        return []  # "Swimming laps is part of my weekly routine": read by `habit_before`
    subject = -1 if mine else next((i for i, t in enumerate(low[:8]) if t in ("i", "we")), -1)
    subject = _after_event(low, subject)  # "Whenever I get home| I make tea"
    front, body = clause.tokens[: max(subject, 0)], list(clause.tokens[subject + 1 :])
    front = () if set(low[: max(subject, 0)]) <= _FRONT_FILLERS else front  # "Honestly I ..."
    front_when = (_front_event(" ".join(front).lower()) and adverb) or _front_alone(front)
    if front and _FREQUENCY.search(" ".join(front).lower()) is None and not front_when:
        return []  # "My husband ... I": only a fronted frequency or event may stand before "I"
    routine = (_WHEN.search(text) is not None or event is not None) and bool(set(low) & _OFTEN)
    while body and body[0].lower() in _SKIPPED:
        skipped = body.pop(0).lower()  # popped first: `or` must not skip the pop
        routine = routine or skipped in _ROUTINE
    body = _past_aims(body)
    end = next((i for i, t in enumerate(body) if t.lower() in _ENDS), len(body))
    words = [t for t in body[:end] if t.lower() not in _ROUTINE | _OFTEN]
    said = _DURATION.sub("", " ".join(words)).split()
    fronted = " ".join(front).lower()
    often = _FREQUENCY.search(" ".join([*said, fronted]).lower()) is not None
    often = often or _AMOUNT_OFTEN.search(" ".join(said).lower()) is not None
    placed = _placed_often(said, often or bool(set(low) & _ROUTINE))  # "I'm usually in bed by ten"
    said = said[1:] if placed else said
    if not said or not (placed or _an_action(said[0]) or _had(said) or _does(said)):
        return []
    if len(said) > 12:
        said = _up_to_often(said)  # "walk the dog round the reservoir every morning| before ..."
    if len(said) > 12:
        return []
    done = _FREQUENCY.sub(" ", " ".join(said).lower()).split()
    if not done or not (placed or _an_action(done[0]) or _had(done) or _does(done)):
        return []  # "Twice a month.": how often, and nothing done
    plain = (subject >= 0 or mine) and _plain_routine(said, text, _front_alone(front))
    if not often and not plain and (not routine or set(low) & _UNNAMED):
        return []  # "I typically hold it for a minute": a routine adverb of nothing named
    said = _shaped(said, often, subject < 0 and not mine and not front)
    if often or routine:
        said = _ALONGSIDE.sub("", join(said)).split() or said
    return [Fill("habit", value(join(said), join(front).lower() if front_when else join(front)))]


def read_either(timed: list[Fill], clause: Clause, mine: bool = False) -> list[Fill]:
    """The habits the time reader found in a user's clause, or this module's when one of
    those still holds the subject inside its value ("every morning before shift I swim at the
    Y": the fronted time read as the doing)."""
    if any(f.slot == "habit" and _SUBJECT_INSIDE.search(f.value) for f in timed):
        return habits(clause, mine)
    if timed and moved_habit(clause.low):  # g54t: "I moved swimming to Thursdays": a move
        return habits(clause, mine)
    return timed or habits(clause, mine)


_SUBJECT_INSIDE: Final = re.compile(r"\s(?:I|we)\s")
"""The subject in the middle of a habit's value: the words before it are no doing."""


_EVENT_OPENERS: Final = w.words("whenever when once")


def _after_event(low: list[str], subject: int) -> int:
    """The user's subject after a fronted event clause ("Whenever I get home| I make tea",
    "Every time I fly| I ..."): the second "I", if the clause opens with the event; else
    `subject` as found."""
    opens = (low[:1] and low[0] in _EVENT_OPENERS) or fw.opens_event(low)
    if subject < 0 or not opens:
        return subject
    later = (i for i in range(subject + 1, min(len(low), 12)) if low[i] in ("i", "we"))
    return next(later, subject)


def _up_to_often(said: list[str]) -> list[str]:
    """A long habit cut after how often it is done, when that leaves what is done and how
    often ("walk the dog round the reservoir every morning before my shift at the bakery")."""
    joined = " ".join(said)
    often = _FREQUENCY.search(joined.lower())
    if often is None or often.start() == 0 or not _an_action(said[0]):
        return said  # "on a ferry four days a week as the captain and ...": a state, kept whole
    return joined[: often.end()].split()


_ALONGSIDE: Final = re.compile(r"\s+with (?:a|an|some) (?!(?:friend|group|club|team)\b).*$")
"""What is had alongside a habit ("do the crossword| with a cup of rooibos"): not what is
done."""


_BE_NOW: Final = w.words("am 'm are 're")
_FRONT_FILLERS: Final = w.LEAD_INS | w.words("like ngl lowkey literally basically i mean")
"""What may stand before "I" and says nothing ("so like i basically game every night")."""
_SAME_PAST: Final = w.words("hit put cut set let shut quit spread cost bet hurt beat read")
"""Verbs whose past is their present ("I hit the pool every other day"): the lexicon tags them
past, and with how often and no past time they are done again and again."""
_DONE_OBJECT: Final = w.words(
    "not n't it this that so nothing anything something everything well too more less what which"
)
"""What after "do" names no activity ("I do not", "I do it", "I do so")."""


def _does(said: list[str]) -> bool:
    """ "do the crossword", "do yoga", "do a 5k": a "do" whose object names what is done
    (not an auxiliary, "do not", nor a pointer, "do it")."""
    low = [t.lower() for t in said[:3]]
    return _got(low) or (
        len(low) >= 2
        and low[0] in ("do", "does")
        and low[1].isalpha()
        and low[1] not in _DONE_OBJECT
    )


_GOT_OPENERS: Final = w.words("up my our a an the some out home in off")
"""What after "get" makes it a doing ("get up", "get my hair cut", "get the bus")."""
_GOT_NOT_DONE: Final = w.words(
    """headache headaches migraine migraines cold colds flu sick tired bored cramps chance
    feeling sense impression idea message point call calls email emails"""
)
"""What one gets that is no doing ("get a headache", "get the feeling")."""


def _got(low: list[str]) -> bool:
    """ "get up", "get my hair cut", "get the bus": a "get" of a doing (g54t); "get tired",
    "get a migraine" are not."""
    return (
        len(low) >= 2
        and low[0] in ("get", "gets")
        and low[1] in _GOT_OPENERS
        and not set(low[1:3]) & _GOT_NOT_DONE
    )


def _front_event(front: str) -> bool:
    """Whether what stands before "I" is only a recurring event ("After a midnight shift",
    "when I get home"), the time of a habit with a routine adverb."""
    found = _EVENT_WHEN.search(front) or _WHEN.search(front)
    return found is not None and found.start() == 0 and found.end() >= len(front.rstrip(" ,")) - 1


def _front_alone(front: tuple[str, ...]) -> bool:
    """Whether what stands before "I" is only a time that recurs by itself ("After dinner",
    "Before bed"): the time of a plain present verb, no adverb needed ("After dinner I go for a
    walk")."""
    said = " ".join(front).lower().rstrip(" ,")
    found = _WHEN_ALONE.match(said) or _PARTS_FRONTED.match(said)
    return found is not None and found.end() >= len(said) - 1


_PARTS_FRONTED: Final = re.compile(
    rf"(?:on )?(?:(?:{_DAYS}|weekday|weekend) )?(?:{fw.EN_PARTS_SAID})s\b"
)
"""A part of the day said bare before "I" ("Mornings I do yoga", "Weeknights I ..."): each
one."""


def _placed_often(said: list[str], often: bool) -> bool:
    """ "I'm| in bed by ten most nights", "I'm| up at 5 every day": being somewhere again and
    again, said with how often, is a habit (where one is, without a frequency, is not)."""
    return (
        often and len(said) > 2 and said[0].lower() in _BE_NOW and said[1].lower() in w.HABIT_PLACES
    )


_ANY_FREQUENCY: Final = re.compile(f"{_FREQUENCY.pattern}|{_WHEN.pattern}", re.IGNORECASE)


def says_when(text: str) -> bool:
    """Whether a text says how often or at which recurring time ("every morning", "on
    Sundays", "before bed")."""
    return _ANY_FREQUENCY.search(text) is not None


_DAY_NAME: Final = re.compile(rf"\b(?:{_DAYS})(?=s?\b)")
_UNSAID: Final = w.words("my just literally basically kinda actually really")
"""The user's own "my" and fillers: what is done is the same without them."""


_AIMS: Final = re.compile(
    r"^(?:(?:try|tries|tend|like|love|aim|prefer) to|have been|'ve been|been"
    r"|try and|make sure to|make sure i|am used to|'m used to|make it a rule to|make a habit of"
    r"|make it a point to|make a point to|make a point of"
    r"|(?:have |'ve )?(?:started|begun|taken to|got into|gotten into)(?=\s+\w{3,}ing\b))\s+(?=\S)"
)
"""How the user frames what is done again and again ("I try to read every night", "I've been
doing yoga every morning"): what follows is what is done."""


_DOING_NOW: Final = re.compile(r"^(?:am|'m|are|'re)\s+doing\s+")
"""Doing something now and again, as the present of what is done ("I am doing the sauna every
Wednesday"): with how often, a habit."""


def _past_aims(body: list[str]) -> list[str]:
    """What is done, past "try to", "tend to", "have been" and the like, an -ing form after
    them as its verb ("been doing yoga" → "do yoga")."""
    said = " ".join(body)
    aim = _AIMS.match(said.lower())
    doing = _DOING_NOW.match(said.lower())
    if aim is None and doing is not None:  # "I'm doing the sauna every Wednesday"
        rest = said[doing.end() :].split()
        return ["do", *rest] if rest and rest[0].lower() not in _DONE_OBJECT else body
    if aim is None:
        return body
    rest = said[aim.end() :].split()
    base = _base(rest[0]) if rest else ""
    if rest[:1] in (["doing"], ["Doing"]) and len(rest) > 1:  # "been doing yoga": yoga
        return rest[1:]
    return [base, *rest[1:]] if base else rest


def value(done: str, often: str = "") -> str:
    """A habit's value as the slot table writes it: what is done, then how often or when
    ("volunteer at the shelter" and "Twice a week" → "volunteer at the shelter twice a
    week"), the frequency lower-case but for a weekday's name, no "my" nor a filler word
    ("check my email first thing" → "check email first thing")."""
    said = [word for word in f"{done} {often}".split() if word.lower() not in _UNSAID]
    if not said:
        return done
    lowered = _ANY_FREQUENCY.sub(lambda m: m.group(0).lower(), " ".join(said))
    lowered = _TIME_WORD.sub(lambda m: m.group(0).lower(), lowered)  # "Before shift"
    lowered = _LOWER_I.sub("I", lowered)  # "whenever i get home" → "whenever I get home"
    return _DAY_NAME.sub(lambda m: m.group(0).capitalize(), lowered)


_LOWER_I: Final = re.compile(r"(?<= )i(?=(?: |'m|$))")
_TIME_WORD: Final = re.compile(r"(?<=\S )(?:Before|After|Every|Each|Most|During)\b")
"""A fronted time's first word, capitalised where the sentence began."""


def _shaped(said: list[str], often: bool, gerund: bool) -> list[str]:
    """What is done as the value says it: a gerund subject as its verb ("Running every
    morning keeps me sane" → "run every morning"), a route without whom with ("walk to
    school| with my brother")."""
    said = _as_done(said) if gerund else said
    route = _TO_ROUTINE.match(" ".join(said).lower()) if not often else None
    return said[: len(route.group(0).split())] if route is not None else said


_TO_ROUTINE: Final = re.compile(
    r"^\S+(?: [\w'-]+){0,2} to (?:work|school|the office|class|uni|university|college|campus"
    r"|the gym)(?=$| with | on foot$| by \w+$)"
)
"""A verb of going to where one goes every day ("cycle to work", "take the bus to school")."""
_WHEN_ALONE: Final = re.compile(fw.EN_WHEN_ALONE)
"""A time that recurs by itself, said with a plain present verb ("I stretch before bed"):
`frequency_words.EN_WHEN_ALONE`."""


def _plain_routine(said: list[str], text: str, fronted: bool = False) -> bool:
    """A present verb of the user's without a frequency that still says a routine: going to
    work or school ("I cycle to work"), or a time that recurs ("I check my email first thing
    when I wake up"), also before "I" (`fronted`: "Mornings I do yoga"); "I cycled to work"
    and "I'm cycling to work" are one-offs."""
    first = said[0].lower()
    past = en_pos.tag(first) in ("VBD", "VBN") and first not in _SAME_PAST  # "I hit the gym"
    if past or en_pos.tag(first) in ("VBG", "VBZ") or first.endswith(("ed", "ing")):
        return False
    routine_to = _TO_ROUTINE.match(" ".join(said).lower()) is not None
    replacing = _done_now(said, text)
    return routine_to or fronted or replacing or bool(_WHEN_ALONE.search(text))


def _done_now(said: list[str], text: str) -> bool:
    """Whether the user's present verb, right after "I" or "we", is said with "now" or
    "instead" at the end of its clause ("I cycle now", "so I swim after shift now"); not for
    a while ("for two seasons now", "for now"), a state or a verb of this moment."""
    first = said[0].lower()
    said_now = _DONE_NOW.search(text)
    if said_now is None or first in _NOT_DONE_NOW | _NOT_ACTIONS or not _an_action(first):
        return False
    if en_pos.tag(first) not in ("VB", "VBP", "NN"):
        return False  # "I actually like them now": an adverb, then a state
    if set(w.lower() for w in said[1:3]) & _NOT_DONE_NOW_OBJECTS:
        return False
    before = text[: said_now.start()]
    own = re.search(rf"(?:^|\b(?:i|we) ){re.escape(first)}\b(?P<rest>[^,;]*)$", before)
    return own is not None and not _FOR_A_WHILE.search(own["rest"])


_FOR_A_WHILE: Final = re.compile(r"\bfor\b|\bsince\b|\bwhenever\s*$")
"""How long, not what is done in place of what was ("for two seasons| now", "for| now")."""
_DONE_NOW: Final = re.compile(r"\b(?:now|instead|these days|nowadays)(?: [.!,;]+)*$")
"""A present verb said with "now" or "instead" at its end ("I cycle now", "I do the rowing
machine Tuesdays instead"): what is done in place of what was, a habit."""
_NOT_DONE_NOW: Final = w.words(
    "see understand realise realize go leave agree get sleep eat live work teach study own run"
)
"""A present verb that with "now" tells of this moment ("I see now", "I go now") or of a home
or a job ("I live in Berlin now", "I teach now"), no habit."""
_NOT_DONE_NOW_OBJECTS: Final = w.words("you it that this him her them")
"""Whom or what a verb of this moment is done to ("I call you now"): no habit."""


_NOT_TAKEN: Final = re.compile(r"\s+(?:rather than|instead of)\b.*$", re.IGNORECASE)
"""The way not taken ("cook at home most nights| rather than ordering in")."""
_DAYS_LISTED: Final = re.compile(
    rf"\b(?P<first>(?:every|on) (?:{_DAYS})s?)(?P<more>(?:(?:,| and| &| or|, and) (?:{_DAYS})s?)+)"
)
"""Days listed after a frequency ("every Tuesday and Thursday", "on Mondays, Wednesdays")."""


def _all_days(said: str, text: str) -> str:
    """A habit's value with every day the clause lists, not the first alone ("swim every
    Tuesday| and Thursday")."""
    listed = _DAYS_LISTED.search(text.lower())
    if listed is None or listed["more"] in said.lower():
        return said
    at = said.lower().find(listed["first"])
    if at < 0:
        return said
    end = at + len(listed["first"])
    return said[:end] + listed["more"] + said[end:]


_DISTANCE: Final = re.compile(
    r"\s(?:the |about |around |like |roughly )?(?:\d+(?:\.\d+)?|a|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|half a)\s?(?:km|k|kms|miles?|kilometres?|kilometers?|blocks?)"
    r"(?= (?:to|into|from|across)\b)",
    re.IGNORECASE,
)
"""How far, said between a verb of going and where to ("walk| the 4km| to the office")."""
_SINCE: Final = re.compile(
    r"\s+(?:for (?:(?:a|the past|the last|about|over|nearly|almost|like|a few|a couple of|two"
    r"|three|four|five|ten|many|several|\d+)\s+){0,2}(?:years?|months?|weeks?|days?|decades?|ages)"
    r"(?: now| straight| in a row)?"
    r"|since (?:last|i was|\d|forever|childhood|high school|college|uni|covid|lockdown)\b.*)$",
    re.IGNORECASE,
)
"""How long a habit has been kept ("| for a year now", "| since college"): not what is done."""
_FILLER: Final = re.compile(
    r"\b(?:for )?(?:like|about|around) (?=\d|an? (?:hour|min)|before|after)"
)
_COPULA: Final = re.compile(r"\s(?:is|are|was|were|'s|keeps|makes|helps)\s.*$", re.IGNORECASE)


_NOT_YET: Final = re.compile(
    r"(?:^|\b(?:i|we) )(?:(?:really|just|definitely|seriously|honestly|totally|probably|also|so"
    r"|kinda|actually|still|finally|badly|desperately) )*"
    r"(?:will|'ll|shall|should|must|need to|have to|want to|wanna|hope to|plan to|gotta|got to"
    r"|ought to|would like to|'d like to|'d love to|intend to|mean to|aim to"
    r"|am going to|'m going to|'m gonna|am gonna|am planning to|'m planning to|might|may)\s"
    r"|\bstarting (?:tomorrow|next|on)\b"
)
"""What the user will, should or wants to do, however often: a plan, a goal or a wish, no
habit yet ("I will go to the gym every day next month", "we should run every morning")."""
_STARTS_LATER: Final = re.compile(
    r"^(?:so |ok |okay |right |alright )?(?:starting|beginning|from|as of|come)"
    r" (?:tomorrow|tmrw|next \w+|(?:this |on )?(?:monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday)|the \d+(?:st|nd|rd|th)?|january|february|march|april|may|june|july"
    r"|august|september|october|november|december|new year'?s?)\b"
    r"(?! ?(?:to|through|thru|till|until|-)\b)"
)
"""A start still to come said before the clause ("Starting tomorrow I run every morning!",
"from next week I swim on Mondays"): a plan, no habit begun yet."""


def begun(fills: list[Fill], sentence: str) -> list[Fill]:
    """The fills without a habit when the sentence opens with a start still to come."""
    if _STARTS_LATER.search(sentence.lower().lstrip()) is None:
        return fills
    return [f for f in fills if f.slot != "habit"]


_PAST_IRREGULAR: Final = w.words(
    "ran went swam did took ate drank rode wrote drove flew spent slept woke sang kept taught"
    " bought brought caught fought thought sat stood left lost won met paid sent told wore"
)
"""Past forms not made with -ed ("I swam every morning in Crete")."""
_PAST_REGULAR: Final = re.compile(r"[a-z]{2,}[^e]ed|[a-z]+ied")
"""A past form made with -ed ("walked", "cooked", "studied"), not "need" or "bed"."""
_PERFECT: Final = re.compile(
    r"\b(?:have|'ve|has|'s|had|'d)\s+(?:(?:always|just|also|been)\s+)*\S+$"
)


def done_then(habit: str, text: str) -> bool:
    """Whether a habit is said in the past simple, its past form right after "I" or "we" ("I
    walked 20k steps every day on holiday", "for two weeks I jogged every morning"): a time
    that is over, no habit now; the present perfect ("I've walked every day since May") and an
    -ed word that is no verb ("I do guided meditation every night") still hold."""
    words = habit.lower().split()
    verbs = words[:1] + [after for me, after in itertools.pairwise(words) if me == "i"]
    low = text.lower()
    for verb in verbs:
        if verb not in _PAST_IRREGULAR and _PAST_REGULAR.fullmatch(verb) is None:
            continue
        said = re.search(
            rf"(?:^|\b(?:i|we)\s+)(?:(?:always|usually|often|also|just|\w+ly)\s+)?{verb}\b", low
        )
        return said is not None  # "I do guided meditation": an -ed word that is no verb of mine
    return False


def tidy(fills: list[Fill], text: str = "") -> list[Fill]:
    """Habit values without a filler ("read for like 30 min before bed") or the way not taken
    ("rather than ordering in"), a gerund subject as
    its verb ("Running every morning keeps me sane" → "run every morning"); a commute to a
    named place is the work place, and a state that recurs is no habit."""
    if _NOT_YET.search(text) or _STRETCH.search(text):
        return [f for f in fills if f.slot != "habit"]  # "I will go to the gym every day"
    fills = [f for f in fills if f.slot != "habit" or not done_then(f.value, text)]
    tidied = [
        dataclasses.replace(f, value=value(_tidy(_all_days(f.value, text))))
        if f.slot == "habit"
        else f
        for f in fills
    ]
    kept = [
        f
        for f in tidied
        if f.slot != "habit"
        or (
            _COMMUTE_TO.match(f.value) is None
            and not _bare_way(f.value)
            and _ONE_TIME_VALUE.search(f.value) is None
            and not en_way_there_and_back(_FREQUENCY.sub(" ", f.value.lower()), text)
            and not a_state(f.value)
            and _CALLED.search(f.value) is None
            and not _unnamed(f.value)
            and f.value.split()[0].lower() not in ("avoid", "avoids")  # a dislike, no doing
            and _UNWILLING.match(f.value.lower()) is None
            and _MEDICINE.search(f.value.lower()) is None
            and not _done_then(f.value, text)
        )
    ]
    kept += conjoined(text, kept)
    kept = [f for f in kept if f.slot != "habit" or not _their_doing(f.value)]
    return [f for f in kept if f.slot != "habit" or not _within(f.value, kept)]


_ONE_TIME_VALUE: Final = re.compile(
    r"\b(?:yesterday|today|tonight|tomorrow|ago|(?:next|last) (?:week|weekend|month|year|time)"
    r"|this (?:morning|afternoon|evening|week|weekend|month|year))\b",
    re.IGNORECASE,
)
"""One day in a habit's own words ("taking the ferry to Cape Clear tomorrow"): a plan or a
day gone by, no habit."""
_OVER: Final = re.compile(
    r"(?<!since )(?<!from )\b(?:last (?:summer|winter|spring|fall|autumn|year|semester|term)"
    r"|back (?:in|when|then)|as a (?:kid|child|teen|teenager)|when i was)\b"
)
"""A time that is over, said with what was done ("went swimming every day last summer",
"played every afternoon back in college"): what was done again and again then is no habit
now; one since then ("since last year") still is."""
_STREAK_OVER: Final = re.compile(r"\b(?:streak|run) (?:ended|is over|broke|was broken)\b")
"""A streak said to be over ("I ran every day for 100 days but that streak ended")."""


def _done_then(value: str, text: str) -> bool:
    """Whether a habit was done in a time that is over, said in its own words ("every day last
    summer") or as a streak that ended."""
    return _OVER.search(value.lower()) is not None or _STREAK_OVER.search(text) is not None


_STRETCH: Final = re.compile(
    r"\bfor the (?:next|coming|rest of the)\b|\b(?:this|next) (?:week|month|term|semester)\b"
    rf"|\b(?:every|each) (?:\w+ ){{1,2}}(?:in|during|throughout) (?:{fw.EN_MONTHS})\b(?! every)"
)
"""A recurring doing bound to a stretch ("For the next two weeks I have physio every Tuesday",
"Every Friday in March I have a workshop"): a plan for a while, no habit."""
_MEDICINE: Final = re.compile(
    r"\b(?:pills?|meds|medication|medicine|tablets?|antibiotics|insulin|inhaler|injections?"
    r"|\d+ ?mg)\b"
)
"""A medicine taken ("take my blood pressure pills every morning"): a treatment, no habit."""


def _their_doing(value: str) -> bool:
    """Whether a habit opens with a verb in the third person ("opens at 5am every day" after
    "Mr. Park, the owner of the corner store, ...", "Netflix charges me every month"):
    someone's or something's doing, never the user's, who says "I open"."""
    said = value.split()
    while said and said[0].lower() in _SKIPPED:
        said.pop(0)  # "still opens at 5am every day"
    first = said[0] if said else ""
    if said and all(word[:1].isupper() for word in said):
        return True  # "Mr. Okafor": a name, no doing
    if first.islower() and en_pos.tag(first) == "VBZ" and first not in _ACTIVITY_NOUNS:
        return True
    return (
        len(said) > 1
        and first[:1].isupper()
        and en_pos.tag(said[1]) in ("VBZ", "NNS")
        and (not _an_action(first.lower()))
    )


_ACTIVITY_NOUNS: Final = w.words("runs walks swims rides hikes lifts climbs drills")
"""Plurals the lexicon tags as verbs that name a session done ("long runs", "lifts on
Mondays")."""


_UNWILLING: Final = re.compile(
    r"^(?:(?:do |does )?(?:not|n't|never|don't|doesn't|can't|cannot|can not) )(?:really |even )?"
    r"(?:feel like|want|wanna|bother|care to|have (?:the )?(?:time|energy)|be bothered|get to)\b"
)
"""A doing that is only not wished ("don't feel like cooking after work most days", "never
want to do anything after work"): a mood said as often, no habit."""


_PIECES: Final = re.compile(r",\s*|\s+and\s+(?!then\b)|;\s*")
_PIECE_LEAD: Final = w.words("i we also then plus and so usually always")
_NOT_MINE: Final = w.words(
    """he she they it this that there my our his her their the a an everyone people is are
    was were be been 's 'm 're has have had"""
)
"""What makes a piece a clause of its own (a subject, a copula), not a verbless habit."""


def conjoined(text: str, found: list[Fill]) -> list[Fill]:
    """The habits of a user's clause said in pieces after the first, each with how often of
    its own: a second conjunct ("I swim on mondays| and climb on thursdays"), a gapped one
    ("I do a 10k every saturday| and yoga on wednesdays"), a verbless fragment ("I'm a creature
    of habit,| oatmeal every morning", "doing Duolingo every day"); a piece with a subject or a
    copula of its own ("the gym is packed every day") or a one-off is read elsewhere."""
    if "?" in text or _NOT_YET.search(text):
        return []
    said = " ".join(f.value.lower() for f in found if f.slot == "habit")
    extra: list[Fill] = []
    for piece in _PIECES.split(text)[1:]:
        if _ONE_OFF.search(_ROUTINE_WHEN.sub("", piece)):
            continue  # "..., went for a run yesterday"
        words = piece.split()
        while words and words[0] in _PIECE_LEAD:
            words.pop(0)
        often = _FREQUENCY.search(" ".join(words))
        if often is None or not words or set(words) & _NOT_MINE:
            continue
        what = " ".join(words)[: often.start()].split()
        if not 1 <= len(what) <= 5 or what[0] in _NOT_ACTIONS or not what[0].isalpha():
            continue
        if en_pos.past(what[0]) or en_pos.tag(what[0]) in ("VBD", "VBN", "VBZ", "PRP"):
            continue  # "went swimming every day last year", "walks every day": not the user's
        what = _past_aims(what)
        if what and what[0] == "doing" and len(what) > 1:
            what = what[1:]  # "doing Duolingo every day": Duolingo
        value_said = value(" ".join(what), often.group(0))
        if value_said.lower() in said or " ".join(what) in said:
            continue
        extra.append(Fill("habit", value_said))
    return extra


_CALLED: Final = re.compile(
    r"\b(?:is|are|has become|have become|'s become)\b.*\b(?:habit|routine|ritual|thing|must"
    r"|tradition)\b"
)
"""A habit's value that still holds what calls it one ("yoga is a daily thing"): read whole
by `habit_before`."""


def _unnamed(value: str) -> bool:
    """Whether a habit names no activity: a bare "go" or "do" ("we go a few times a week"), or
    a verb whose object is only pointed at ("see them once a week", "do it every day")."""
    said = _FREQUENCY.sub(" ", value.lower()).split()
    if said[:1] in (["go"], ["do"], ["goes"], ["does"]) and len(said) == 1:
        return True
    pointed = ("them", "it", "that", "this", "those", "these")
    return bool(said) and (said[0] in pointed or (len(said) >= 2 and said[1] in pointed))


def _within(said: str, fills: list[Fill]) -> bool:
    """Whether another habit says this one and more ("swim laps" in "swim laps every week")."""
    words = said.lower().split()
    for other in fills:
        longer = other.value.lower().split()
        if other.slot == "habit" and len(longer) > len(words):
            rest = iter(longer)
            if all(word in rest for word in words):
                return True
    return False


_COMMUTE_TO: Final = re.compile(r"^commute (?:from \S+(?: \S+)? )?(?:in)?to (?:the )?[A-Z]")
"""A commute to a named place says where one works ("I commute to Canary Wharf every day"),
read as the work place; the going itself is no habit of its own."""


_BARE_WAY: Final = re.compile(
    r"(?:take (?:the|a) (?:train|bus|tube|ferry|subway|metro|tram)|fly|drive|commute|ride|head"
    r"|come|go|pop) (?:in|down|up|over|back|across)"
)
"""A going with a direction and no place ("take the train in", "fly down"): the way to a work
or a home said beside it ("the office is in Oslo, I fly down twice a month"), no habit."""


def _bare_way(value: str) -> bool:
    """Whether a habit's value, without how often, is only a going in a direction."""
    done = " ".join(_FREQUENCY.sub(" ", value.lower()).split())
    return _BARE_WAY.fullmatch(done) is not None


_SYMPTOMS: Final = en_read.CONDITIONS | w.words(
    """headache headaches nosebleed nosebleeds cramps cramp colds flu nightmares
        hives rash rashes heartburn panic attacks hangovers hangover spasms chills"""
)
"""What one gets or has that is no doing ("I get headaches twice a week")."""
_BEING: Final = w.words("feel feels am is are be been seem look looks 'm")
_GETTING: Final = w.words("get gets have has suffer")
_BREAKING: Final = w.words("break breaks broke come comes came flare flares")


def a_state(value: str) -> bool:
    """Whether a habit's value says a state that recurs, not a doing: a feeling ("feel anxious
    every Sunday night"), a symptom ("get headaches a few times a week", "migraines twice a
    month"), what is done to the user ("get bitten by mosquitoes every summer", "get stuck in
    traffic"), or someone else's doing after a fronted frequency ("every day boss asks me")."""
    said = _FREQUENCY.sub(" ", value.lower()).split()
    if not said:
        return False
    first, second = said[0], (said[1] if len(said) > 1 else "")
    if first in _BEING or first in _SYMPTOMS:
        return True
    if first in _GETTING and (second in _SYMPTOMS or second in ("them", "it", "one")):
        return True
    if first in _BREAKING and second in ("out", "up") and set(said[2:5]) & _SYMPTOMS:
        return True  # "break out in hives every time I eat shellfish": a reaction (l55)
    if first in ("get", "gets") and en_pos.tag(second) in ("VBN", "JJ"):
        return True
    fronted = _FREQUENCY.match(value.lower()) is not None
    return fronted and (not _an_action(first) or en_pos.tag(second) == "VBZ")


_CONDITION: Final = re.compile(
    r"\s+(?:unless|except|except when|except if|if it's|if it is|when it's|whenever it's|now that"
    r"|like the plague|no matter what)\b.*$",
    re.IGNORECASE,
)
"""A condition or a simile after what is done ("bike to work| unless it's pouring")."""


_GONE_TO: Final = w.words("work school class church bed town uni college campus market gym")


def _no_purpose(value: str) -> str:
    """A habit cut before "to" + a verb that follows its frequency: the purpose, not what is
    done ("up at 4 every day| to get the dough going")."""
    often = _FREQUENCY.search(value.lower())
    if often is None:
        return value
    after = re.match(r"\s+to\s+(?P<verb>[a-z]+)\b", value[often.end() :])
    verb = after["verb"] if after is not None else ""
    if not (_an_action(verb) or en_pos.tag(verb) in ("VB", "VBP")) or verb in _GONE_TO:
        return value  # "walk every day to school": where, not why
    return value[: often.end()]


_WHEN_CLAUSE: Final = re.compile(
    r"\s+(?:before|after|until|till|while|once|when|whenever|as soon as|the moment|the minute)"
    r" (?:i|we|he|she|they|the \w+|my \w+|our \w+)"
    r" (?!of\b)\w+.*$",
    re.IGNORECASE,
)
"""A clause of its own that says when, after how often ("every morning| before the kids wake
up", "| as soon as I wake up", "| when I get home"): not what is done."""


_DANGLING: Final = re.compile(r"\s+(?:before|after|until|till|while|when|once)$", re.IGNORECASE)
"""A word of when left with nothing after it ("walk the dog every evening| after")."""


def _no_when_clause(value: str) -> str:
    """A habit cut before a when-clause that follows its frequency."""
    often = _FREQUENCY.search(value.lower())
    if often is None:
        return value
    rest = _DANGLING.sub("", _WHEN_CLAUSE.sub("", value[often.end() :]))
    return value[: often.end()] + rest


_WITH_POINTED: Final = re.compile(r"\s+with (?:him|her|them|us)\b(?= |$)", re.IGNORECASE)
"""Whom a habit is done with, only pointed at ("running| with him| every evening"): the one
named before, no part of what is done."""


def _tidy(value: str) -> str:
    value = _NOW_SAID.sub("", value)  # "swim every Saturday| these days"
    value = _no_purpose(_no_when_clause(_CONDITION.sub("", _WITH_POINTED.sub("", value))))
    said = _FILLER.sub("", _NOT_TAKEN.sub("", _SINCE.sub("", _DISTANCE.sub("", value)))).split()
    said = _past_aims(said[1:] if said[:1] in (["I've"], ["I"], ["i've"]) else said)
    if said and _COPULA.search(" ".join(said)) and _base(said[0]):
        said = _as_done(said)  # "Running every morning keeps me sane"
    return " ".join(said) or value


def _as_done(said: list[str]) -> list[str]:
    """A gerund subject as its verb, cut before what is said of it ("Journaling every morning
    is non-negotiable" → "journal every morning")."""
    words = _COPULA.sub("", " ".join(said)).split()
    base = _base(words[0]) if words else ""
    return [base, *words[1:]] if base else said


def _base(word: str) -> str:
    """The verb of an -ing form that opens a habit ("Journaling" → "journal", "hiking" →
    "hike", "running" → "run"), or "" for a word that is no such form."""
    low = word.lower()
    if not low.endswith("ing") or len(low) < 6:
        return ""
    stem = low[:-3]
    cvc = re.search(r"[^aeiou][aeiou][^aeiouwxy]$", stem) is not None
    stems = [stem[:-1]] if stem[-1] == stem[-2] else []
    stems += [stem + "e", stem] if cvc else [stem, stem + "e"]
    return next((s for s in stems if en_pos.tag(s) in ("VB", "VBP", "NN", "JJ")), "")


def _had(said: list[str]) -> bool:
    """ "have a nap", "have porridge for breakfast": a "have" of what is taken or done (a
    meal, a drink, a nap, a bath) is an action; "have a headache", "have two kids" are not."""
    low = [t.lower() for t in said[:4]]
    if not low or low[0] not in ("have", "has"):
        return False
    rest = low[1:]
    while rest and rest[0] in _HAD_OPENERS:
        rest.pop(0)
    return bool(rest) and (rest[0] in w.HAD_DONE or rest[0].rstrip("s") in w.HAD_DONE)


_HAD_OPENERS: Final = w.words("a an my our some the quick little long big cold hot")


def _an_action(word: str) -> bool:
    """Whether a verb phrase's first word may be a verb of an action ("bike", "journal"),
    not a state, a modal, a past one-off ("rode") or a function word ("the"). The lexicon
    has one tag a word, so open classes are not trusted ("bake" is JJ there)."""
    low = word.lower()
    low = low.split("-")[0] if re.fullmatch(r"[a-z]+-[a-z]+", low) else low  # "fly-fish": fly
    if low in _NOT_ACTIONS | _NOT_VERBS or not low.isalpha() or en_pos.function_word(low):
        return False
    return (not en_pos.past(low) or low in _SAME_PAST) and en_pos.tag(low) != "CD"


_PERIODS_SAID: Final = {
    "daily": "every day", "nightly": "every night", "weekly": "every week",
    "morning": "every morning", "evening": "every evening", "bedtime": "before bed",
    "weekend": "on weekends",
}  # fmt: skip
"""How often a routine word says a habit is done ("part of my morning routine")."""
_WHEN_WORD: Final = re.compile(rf"\b(?:{_DAYS}|{_PARTS}|weekend|weekly|daily|nightly)s?\b")
_NOT_HABITS: Final = w.words(
    "it this that these those which what he she they salary price rent deadline rule"
)


def habit_before(clause: Clause, index: int, start: int) -> Found:
    """What the user does as a routine, said before it is called one ("Journaling is part of
    my morning routine" → "journaling every morning", "My Sunday run is non-negotiable" →
    "Sunday run"): a thing that is a must or sacred must name when it is done."""
    words = [t for t in clause.tokens[:start] if is_word(t)]
    while words and words[0].lower() in w.LEAD_INS | w.FIRST_PERSON | _UNSAID | {"the", "a"}:
        words.pop(0)
    low = [t.lower() for t in words]
    if not 1 <= len(words) <= 6 or set(low) & _NOT_HABITS or "i" in low:
        return []
    said = " ".join(low)
    predicate = " ".join(t.lower() for t in clause.tokens[start:index])
    routine = re.search(r"routine|habit|ritual|thing", predicate) is not None
    if not routine and _WHEN_WORD.search(said) is None:
        return []  # "The salary is non-negotiable": no doing that recurs
    often = next((v for k, v in _PERIODS_SAID.items() if re.search(rf"\b{k}\b", predicate)), "")
    often = "" if _WHEN_WORD.search(said) else often
    first = words[0]
    if not first.isupper() and not any(c.isupper() for c in first[1:]):
        words[0] = _base(first) or first.lower()  # "Journaling" → "journal"; "Sunday" stays
    return [(value(join(tuple(words)), often), index)]


READERS: Final = {"habit_before": habit_before}
"""The readers of this module by the names the frames use."""


_ADVERB_FIRST: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|well|honestly|tbh),?\s+)*)"
    r"(?P<adv>usually|normally|typically|generally|mostly|regularly|habitually|routinely)\s*,?\s+"
    r"(?P<me>i|we)\s+(?=[a-z])(?!(?:am|'m|was|were|would|'d|will|'ll|might|could|should|think"
    r"|guess|feel|suppose|mean|say|said)\b)",
    re.IGNORECASE,
)
"""A routine adverb said before the user ("Usually I cook at home", "Normally, we walk")."""


def _anchor_said(anchor: str) -> str:
    """How often a recurring time says it ("Sundays" → "on Sundays", "mornings" → "every
    morning")."""
    low = anchor.lower()
    several = re.split(r"\s*(?:,|\band\b|&)\s*", low)
    if len(several) > 1:  # "Tuesdays and Thursdays" → "on Tuesdays and Thursdays"
        named = [_DAY_NAME.sub(lambda m: m.group(0).capitalize(), day) for day in several if day]
        return f"on {', '.join(named[:-1])} and {named[-1]}"
    if low in ("mornings", "evenings", "nights", "afternoons", "lunchtimes", "summers", "winters"):
        return f"every {low[:-1]}"
    if " " in low:  # "Sunday mornings" → "every Sunday morning"
        return f"every {_DAY_NAME.sub(lambda m: m.group(0).capitalize(), low[:-1])}"
    return f"on {_DAY_NAME.sub(lambda m: m.group(0).capitalize(), low)}"


_ANCHOR_FIRST: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|well|honestly|tbh|ngl|yeah|basically),?\s+)*)"
    rf"(?:(?:my|our)\s+)?(?P<anchor>{w.TIME_ANCHORS}(?:(?:,|\s+and|\s+&)\s+{w.TIME_ANCHORS})*)\s+"
    rf"(?:(?:{'|'.join(w.FILLERS - {'kind of', 'sort of'})})\s+)*"
    rf"(?P<link>{'|'.join(re.escape(x) for x in sorted(w.ANCHOR_LINKS, key=len, reverse=True))})"
    r"\s+(?:(?:the|a|an|my|our)\s+)?(?P<what>[a-z][\w'-]*(?:\s+[\w'-]+){0,5}?)"
    r"(?P<rest>\s*(?:[,.;!?—]|\s(?:but|so|because|unless|which)\b).*|\s*)$",
    re.IGNORECASE,
)
"""A recurring time as a clause's subject, linked to what is done then ("Sundays are for long
runs", "weekends mean the farmers market", "my mornings start with a swim")."""
_NOT_DONE: Final = w.words(
    "the a an so too very really quite pretty busy hard tough long short slow quiet crazy hectic"
    " rough best worst great good bad fine nice my it me you"
)
"""What after the link says how the time is, not what is done ("Mondays are rough")."""


_ROUTINE_NOUNS: Final = w.words("night nights day days time evening morning session sessions")
"""What names a routine by a bare "are" ("Fridays are pizza night", "Tuesdays are leg day")."""


_PLACE_AFTER: Final = re.compile(r"\s+(?:at|in|with|round|around) (?:our|my|the|home\b).*$")
"""Where or with whom a routine is kept, after what it is ("pizza night| at our place")."""


def anchor_first(part: str) -> str:
    """A clause whose subject is a recurring time, with the user as the doer ("Sundays are for
    long runs" → "I do long runs on Sundays"); a judgement of the time ("Mondays are the
    worst") or any other clause as it is."""
    found = _ANCHOR_FIRST.match(part)
    if found is None or "?" in part:
        return part
    what = _PLACE_AFTER.sub("", found["what"]) or found["what"]  # "pizza night| at our place"
    first, last = what.split()[0].lower(), what.split()[-1].lower()
    if first in _UNNAMED | w.FIRST_PERSON | {"you", "him", "her"}:
        return part  # "Sundays are for it": nothing named
    bare = found["link"].lower() in ("are", "=")
    if bare and (first in _NOT_DONE or last not in _ROUTINE_NOUNS):
        return part  # "Mondays are rough"; "Fridays are pizza night" (a routine noun) is one
    when = _anchor_said(found["anchor"])
    return f"{found['lead']}I do {what} {when}{found['rest']}"


def adverb_inside(part: str) -> str:
    """A clause whose routine adverb stands before the user, with it after the subject as the
    habit readers read it ("Usually I cook dinner at home" → "I usually cook dinner at home");
    before a state or a modal ("Usually I'd say yes") or any other clause it is as it is."""
    part = progressive_often(_comma_after_when(anchor_first(part)))
    found = _ADVERB_FIRST.match(part)
    if found is None:
        return part
    return f"{found['lead']}{found['me']} {found['adv'].lower()} {part[found.end() :]}"


def done_instead(head: str) -> list[Fill]:
    """The habit said before "instead of" or "rather than" ("I run every morning now| instead
    of drinking at night", "I walk to the office most days| instead of taking the tram"): what
    is done in the place of what ends, read as a clause of its own."""
    clause = Clause(tokens_of(head))
    low = head.lower()
    found = [f for f in tidy(habits(clause), low) if f.slot == "habit"]
    return [dataclasses.replace(f, value=_NOW_SAID.sub("", f.value)) for f in found]


_NOW_SAID: Final = re.compile(r"\s+(?:now|these days|nowadays)$", re.IGNORECASE)
"""A "now" after what is done in the place of another ("run every morning| now")."""


_ONE_OFF_THINGS: Final = w.words(
    "meeting appointment call flight party dinner game match deadline interview delivery"
)
"""What is moved to another day but is one date's, not a doing of the user's (g54t)."""
_MOVED_TO: Final = re.compile(
    r"^(?:(?:fyi|so|ok|okay|also|and|update:?)\s+)*(?:i |we )?(?:have |'ve )?"
    r"(?:moved|switched|shifted|changed|pushed) (?:(?:my|our|the) )?(?!from\b)(?P<what>[a-z][\w-]*)"
    rf" (?:to|over to) (?:the )?(?P<when>(?:(?:{fw.EN_DAYS}) )?(?:{fw.EN_PARTS_SAID})s"
    rf"|(?:{fw.EN_DAYS})s(?: and (?:{fw.EN_DAYS})s)?"  # g54t: "moved swimming to Thursdays"
    r"|(?<=the )(?:morning|afternoon|evening)"
    r"|weekends|lunchtime|lunch|(?:after|before) (?:work|dinner|lunch|breakfast|school|bed))\b"
)
"""A habit moved to another time ("I moved my journaling to mornings", "Moved my lifts to
evenings"): what is done, and when it now is."""


def moved_habit(text: str) -> list[Fill]:
    """A habit moved to another time: the old one of the same doing ends, and the doing at
    its new time is the habit ("moved my journaling to mornings" → "journal in the
    mornings")."""
    found = _MOVED_TO.match(text)
    if found is None:
        return []
    what, when = found["what"], found["when"]
    people = {*w.RELATIONS, *w.PEOPLE_ROLES, *_ONE_OFF_THINGS}
    if what in people or what.removesuffix("s") in people:
        return []  # "I moved the kids to Tuesdays": someone's time, not a doing (g54t)
    said = f"in the {when}" if re.fullmatch(r"(?:morning|afternoon|evening)s?", when) else when
    said = f"on {when}" if re.match(rf"(?:{fw.EN_DAYS})", when) else said  # on Thursdays
    return _moved(what, "on weekends" if when == "weekends" else said)


def _moved(what: str, said: str) -> list[Fill]:
    """The ending of a doing and the doing at its new time (`said`), for a doing said as a
    verb or its noun ("journaling", "runs")."""
    verb = _base(what) or (what[:-1] if what.endswith("s") and _an_action(what[:-1]) else what)
    if not _an_action(verb):
        return []
    extra = {"object": "", "verb": "", "slots": ["habit"], "replaced": True}
    ending = Fill("ending", verb, action=NEGATE, terms=(verb,), extra=extra)
    return [ending, Fill("habit", value(f"{verb} {said}"))]


_WHEN_COMMA: Final = re.compile(
    r"^(?P<front>\W*(?:(?:and|but|so|well|honestly|tbh|ngl|yeah|basically|also),?\s+)*"
    r"[a-z][\w'-]*(?:\s+[\w'-]+){0,5}?)\s*,\s+(?P<rest>(?:i|we)\s+[a-z].*)$",
    re.IGNORECASE,
)
"""How often or a recurring time before the user, set off by a comma ("Every morning, I run",
"On Sundays, I call my mum", "After dinner, I go for a walk")."""
_LEAD_WORDS: Final = re.compile(
    r"^\W*(?:(?:and|but|so|well|honestly|tbh|ngl|yeah|basically|also),?\s+)*", re.IGNORECASE
)


def _comma_after_when(part: str) -> str:
    """A clause whose fronted frequency or recurring time is set off by a comma, without it,
    so that the time stays with what is done ("Every morning, I run 5k" → "Every morning I run
    5k"); any other comma as it is."""
    found = _WHEN_COMMA.match(part)
    if found is None:
        return part
    front = _LEAD_WORDS.sub("", found["front"]).lower()
    often = _FREQUENCY.match(front)
    whole = often is not None and often.end() >= len(front)
    if not (whole or _front_alone((front,)) or _front_event(front)):
        return part
    return f"{found['front']} {found['rest']}"


_PROGRESSIVE: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|well|honestly|tbh|ngl|yeah|basically|also|lately|recently"
    r"|these days|nowadays|currently),?\s+)*)"
    r"(?P<me>i|we)(?:\s+am|'m|\s+are|'re)\s+(?P<adv>(?:now|still|currently|also|usually)\s+)?"
    r"(?P<verb>[a-z]{2,}ing)\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
"""The user doing something again and again in the present progressive ("I'm swimming every
Saturday these days", "we're going to the gym every morning")."""
_PROGRESSIVE_BASE: Final = {"going": "go", "doing": "do", "having": "have", "getting": "get"}
"""The -ing forms too short or too irregular for `_base`."""
_NOT_PROGRESSIVE: Final = re.compile(
    r"^(?:to\s+(?!(?:the|my|our|a|an|church|work|school|class|mass|bed|town|uni|college"
    r"|campus|yoga|pilates|spin|choir|practice|training)\b)\S+"
    r"|on\s+(?:a|an|the)\b|through\b|with\s+(?:him|her|them)\b)",
    re.IGNORECASE,
)
"""What after the -ing form says no doing that recurs: an intention ("going to start"), being
on something ("going on a trip"), a stretch ("going through a rough patch")."""
_BOUNDED: Final = re.compile(
    r"\b(?:for the (?:next|coming|rest of)|until|till|through|throughout|during"
    rf"|in (?:{fw.EN_MONTHS})"
    rf"|(?:this|that|next|the) (?:week|month|term|semester|season|summer|winter|spring|fall)"
    r"|for (?:now|a while|a bit|a few weeks|two weeks|a month)|temporarily|for the time being)\b",
    re.IGNORECASE,
)
"""A stretch the recurring doing is bound to ("every Tuesday for the next two weeks", "in
March"): a plan for a while, no lasting habit."""
_NOT_DOINGS: Final = w.words(
    "being feeling thinking wondering hoping planning trying wanting needing starting beginning"
    " considering looking struggling dying loving hating liking"
    " building making writing developing creating designing coding learning studying working"
    " training renovating restoring fixing saving preparing"
)
"""What in the progressive says a state, an intention or a mood, not a doing; or a thing in
the making or a learning under way ("I'm building a recipe app on weekends"), a project or a
skill."""
_ONE_THING: Final = re.compile(r"^(?:a|an|my own|our own|this|that)\s", re.IGNORECASE)
"""One thing as the object ("I'm knitting a scarf every evening"): a work under way."""


def progressive_often(part: str) -> str:
    """A user's clause in the present progressive with how often, as the simple present the
    habit readers read ("I'm swimming every Saturday these days" → "I swim every Saturday
    these days"); a one-off, an intention ("I'm going to run every day"), a stretch ("every
    Tuesday this month") or a clause without how often as it is."""
    found = _PROGRESSIVE.match(part)
    if found is None or "?" in part:
        return part
    verb, rest = found["verb"].lower(), found["rest"]
    if verb in _NOT_DOINGS or _NOT_PROGRESSIVE.match(rest) or _ONE_THING.match(rest):
        return part
    if _BOUNDED.search(rest):
        return part
    if _FREQUENCY.search(rest.lower()) is None or _ONE_OFF.search(_GOING_TO.sub("", rest.lower())):
        return part
    base = _PROGRESSIVE_BASE.get(verb) or _base(verb)
    if not base or not (verb in _PROGRESSIVE_BASE or _an_action(base)):
        return part
    adverb = found["adv"] or ""
    return f"{found['lead']}{found['me']} {adverb}{base} {rest}"


_GOING_TO: Final = re.compile(r"^to\b")
"""The "to" of going somewhere, which `_ONE_OFF` would read as "going to"."""
