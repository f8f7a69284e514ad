"""English updates said in wordings the clause readers miss, read over the whole sentence:
an ending whose subject is the thing that ended ("jazz doesn't do it for me anymore",
"my stomach can't take spicy stuff anymore"), a span free of a habit ("3 months
smoke-free"), no diet at all ("no restrictions now"), and a new value said with its slot's
own noun ("my new employer is Apple", "I'm in Montreal these days").

Pure. `updated(text, fills)` adds what the sentence says beyond `fills`, never a second
ending or a second value of a slot already read.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import Final

from memstream.processors.grammar import (
    consumed_no_more,
    denied_health,
    en_changes,
    en_habits,
    en_objects,
    en_pos,
    ending_lexicon,
    given_up,
    habit_over,
    health_aside,
    not_yet,
    still,
    workplace_moves,
)
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.in_its_place import en_in_its_place
from memstream.processors.grammar.tokens import Clause, expand, tokens_of
from memstream.processors.matchers.people_words import EN_RELATIONS
from memstream.processors.noise import sarcastic

_NOT_DONE: Final = re.compile(
    r"\b(?:will|would|should|could|might|going to|gonna|want to|wanna|plan to|planning to"
    r"|hope to|about to|thinking of|if|unless|once i|wish|maybe|probably)\b"
)
"""What is only willed, planned or supposed: nothing has changed yet."""
_PARTS: Final = re.compile(r"[,;.!?:()\n]+|\s+(?:but|and|so|because|cause|since)\s+|\s+-+\s+|—")
_LEAD: Final = re.compile(
    r"^(?:(?:honestly|tbh|ok|okay|well|yeah|lol|oh|ugh|also|and|but|so|man|sadly|turns out)"
    r",?\s+)+"
)
_CHANGED: Final = {"changed": True}
_THING: Final = r"(?P<x>[a-z][\w' -]{1,30}?)"
_TASTES: Final = ["like", "habit"]


_FICTION: Final = re.compile(
    r"^(?:in|on) (?:the|this|that|a|my favou?rite) (?:movie|film|book|novel|show|series|episode"
    r"|game|story|comic|manga|anime|play|song|sitcom|drama)\b"
)
_RATHER: Final = re.compile(
    r"\b(?:would|'d) (?:rather|sooner) (?:die|starve|eat glass|walk|quit|move)\b"
    r".*?\bthan\b(?P<x>.*)"
)
_ENVY: Final = re.compile(r"\b(?:envy|jealous of|wish i were|wish i was)\b")
_ABILITY: Final = frozenset(("skill", "languages"))


def guarded(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without what the sentence does not say of the user: a like said in sarcasm
    ("I just LOVE Mondays"), a story's ("in the movie the hero works at Google"), what one
    would rather die than do ("I'd rather die than go vegan"), what one envies in others."""
    if not fills:
        return fills  # most sentences fill nothing
    low = expand(text).lower().replace("’", "'")
    if _FICTION.match(low):
        return [f for f in fills if f.subject != "user"]
    rather = _RATHER.search(low)
    envied = _ENVY.search(low) is not None
    names = {f.value for f in fills if f.slot == "name" and f.subject == "user"}
    fills = [_no_weekday(f) for f in fills if f.slot != "pref.editor" or f.value not in names]
    return [
        f
        for f in fills
        if f.subject != "user"
        or not (
            sarcastic(f.slot, f.value, text)
            or (rather is not None and f.value.lower() in rather.group("x"))
            or (envied and f.slot in _ABILITY)
        )
    ]


_IS: Final = re.compile(r" 's (?=not |no longer |been |lost )")
_CUES: Final = re.compile(
    r"-free|\b(?:not|no|longer|more|cannot|can|could|switched|changed|exchanged|subbed"
    r"|substituted|traded|put|rehomed|forgotten|forgot|re-homed|gave|lost|hold|pause|paused|done|finished"
    r"|through|restrictions|eat|eating|employer|company|workplace|job|gig|position|these days"
    r"|nowadays|for good|permanently|full - time|anymore|barely|hardly|grown|growing|warmed"
    r"|through|history|past|behind|dead|over|parted|split|broken"
    r"|warming|until|till|happening|given|give|shelved|scrapped|abandoned|dropped|gone|off"
    r"|lost|outgrew|outgrown|grew|grown|tired|sick|went|let|burnt|burned|moved|walked|stepped|break"
    r"|packed|binned|kicked|round|around|cut|ditched|axed|option|zero|made|forced)\b"
)
"""Words one of this module's readers needs: a sentence without any is passed over."""


_WEEKDAY_END: Final = re.compile(
    r"\s+(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu"
    r"|fri|sat|sun)$",
    re.I,
)


def _no_weekday(fill: Fill) -> Fill:
    """An employer read with the day after it ("starting at Aldi Monday"): the employer."""
    if fill.slot != "employer" or not _WEEKDAY_END.search(fill.value):
        return fill
    return replace(fill, value=_WEEKDAY_END.sub("", fill.value))


def updated(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills, guarded, with the updates the sentence says that they do not hold yet, what
    the user does in place of what ended (`in_its_place`: "quit coffee, tea now") and where
    the user works when the workplace moved (`workplace_moves`: "moved the studio to Brooklyn")."""
    found = workplace_moves.en_moved(text, en_in_its_place(text, _updated(text, fills)))
    return still.marked(text, found, False)  # "still a nurse": no change


def _updated(text: str, fills: list[Fill]) -> list[Fill]:
    fills = guarded(text, fills)
    expanded = expand(text)
    low = _IS.sub(" is ", expanded.lower().replace("’", "'")).replace(" is lost ", " has lost ")
    fills = health_aside.aside(expanded, fills)  # "can't do gluten, celiac"
    fills = denied_health.denied(expanded, fills, False)  # "no celiac", "misdiagnosed"
    never = _never_again(low)  # "never going to touch cilantro again": an ending for good
    if never:
        return [f for f in fills if f.subject != "user" or f.slot not in ("plan", "goal")] + never
    if (trip_off := _trip_off(expanded)) is not None:
        return [*fills, trip_off]  # "we're not going to Rome anymore": the trip ends
    if not_yet.en_planned(low):  # "I'm gonna quit coffee": no ending yet ("gonna be honest": one)
        return not_yet.not_yet_ended(fills, low)
    fills = [f for f in fills if not _ended_plan(f)]  # "climbing is over" is no plan
    fills = given_up.en_diets(fills, low)  # "I cut out dairy": dairy-free
    fills = _done_instead(expanded, fills)  # "I cycle to work now instead of taking the tram"
    fills = _new_commute(expanded, fills)  # "the car died so now I walk to work"
    if (told_not := _value_not_that(expanded, fills)) is not None:
        return [*fills, told_not]  # "My dog is Rocky, not Rocco": Rocco ends
    if _CUES.search(low) is None:  # most sentences say no change: one search
        said = {f.slot for f in fills if f.subject == "user" and f.action != NEGATE}
        return fills + [f for f in _taken_on_or_moved(expanded) if f.slot not in said]
    if any(_left_org(_LEAD.sub("", part.strip())) for part in _PARTS.split(low)):
        fills = [f for f in fills if f.action != NEGATE or "slots" in f.extra]  # "at google"
    ends = [f for f in fills if f.action == NEGATE and f.subject == "user"]
    found = _endings(low) or _corrected(expanded)
    fills = consumed_no_more.not_a_taste(fills, found)  # "off caffeine": no dislike
    if not ends and not found:
        found = _not_any_more_all(low)
    fills = _not_also_stated(fills, found)
    if ends:  # "tennis is on hold": an ending already read also ends what this one names
        said = {str(f.extra.get("object", "")).lower() for f in ends}
        fills = [_widened(f, found) for f in fills]
        found = [f for f in found if f.extra.get("object") not in said]
    free = {f"{f.extra.get('object')}-free" for f in found}
    fills = [f for f in fills if f.slot != "plan" or not any(x in f.value.lower() for x in free)]
    said = {f.slot for f in fills if f.subject == "user" and f.action != NEGATE}
    found += [f for f in _new_values(expanded) + _taken_on_or_moved(expanded) if f.slot not in said]
    return fills + found


_ENDED: Final = re.compile(
    r"\b(?:is|are|was|were|'s) (?:off|over|cancelled|canceled|called off|dead)\b|\bbroke up\b"
    r"|^(?:do|does|did) not\b|\bnot\b.*\b(?:anymore|any more|any longer)\b|\bno longer\b",
    re.IGNORECASE,
)
"""A plan's value that says something ended ("climbing is over", "do not do the long run
anymore"): the ending was read as a plan, by its weekday."""


def _ended_plan(fill: Fill) -> bool:
    """True for a plan of the user's whose value says something ended."""
    return fill.slot == "plan" and fill.subject == "user" and _ENDED.search(fill.value) is not None


_INSTEAD: Final = re.compile(r"\s+(?:instead of|rather than)\s+", re.IGNORECASE)


def _done_instead(text: str, fills: list[Fill]) -> list[Fill]:
    """ "I cycle to work now instead of taking the tram": what is given up ends (read by the
    clause readers) and what is done in its place is a habit of the user's, read off the
    words before "instead of" (a commute by its means, or any habit they say)."""
    found = _INSTEAD.search(text)
    if found is None or any(f.slot == "habit" and f.subject == "user" for f in fills):
        return fills
    head = text[: found.start()]
    if not re.search(r"\b(?:i|we)\b", head, re.IGNORECASE):
        return fills
    commute = en_changes.new_way(Clause(tokens_of(f"{head} instead")))
    habits = [f for f in commute if f.slot == "habit"] or en_habits.done_instead(head)
    return fills + habits


def _new_commute(text: str, fills: list[Fill]) -> list[Fill]:
    """A commute by another means said in a part of the sentence after a reason ("the car
    died so now I walk to work"): it ends the commute by any other means, when the clause
    readers did not read it."""
    if any(f.action == NEGATE and "or" in str(f.extra.get("object", "")).split() for f in fills):
        return fills  # the clause readers read it
    for part in _PARTS.split(text):
        found = en_changes.new_way(Clause(tokens_of(part.strip())))
        if found:
            values = {f.value.lower() for f in fills if f.slot == "habit"}
            kept = [f for f in fills if not (f.action == NEGATE and f.value in values)]
            return kept + [f for f in found if f.value.lower() not in values or f.slot != "habit"]
    return fills


def _widened(fill: Fill, found: list[Fill]) -> Fill:
    """An ending read elsewhere, with the slots of an ending found here of the same thing."""
    same = [f for f in found if f.extra.get("object") == str(fill.extra.get("object", "")).lower()]
    if fill.action != NEGATE or not same or "slots" not in fill.extra:
        return fill
    slots = sorted({*fill.extra["slots"], *same[0].extra["slots"]})
    return replace(fill, extra=fill.extra | {"slots": slots})


def _endings(low: str) -> list[Fill]:
    for chunk in _PUNCTUATION.split(low):  # "coffee and I are done": "and" inside
        if parted := _parted(_LEAD.sub("", chunk.strip())):
            return parted
    for part in _PARTS.split(low):
        part = _LEAD.sub("", part.strip())
        found = (
            consumed_no_more.read(part)  # "off caffeine for 3 weeks now"
            or _in_lexicon(part)
            or _free_of(part)
            or _lost_on_me(part)
            or _cannot_any_more(part)
            or _swapped(part)
        )
        found = found or _pet_gone(part) or _left_org(part) or _lapsed(part) or _paused(part)
        found = found or _done_with(part) or _forgotten(part) or _was_until(part)
        found = found or _dropped(part) or _grown_on(part) or _gave_up(part) or _gone(part)
        found = found or _not_done_in(part) or _off_for_me(part) or _no_option(part)
        found = found or habit_over.en_over(part)  # "5-a-side's done for me"
        if found:
            return found
    return _no_diet(low) or _elliptic(low) or _topic_ended(low) or _not_done_since(low)


_NEVER_AGAIN: Final = re.compile(
    r"(?:^|[,.;!] )(?:(?:honestly|ok|okay|yeah|nope|nah|so)[, ]+)?(?:(?:i|we) )?"
    r"(?:am |are |will |would )?"
    r"never(?: ever)?(?: going to| gonna| will| again)? (?P<v>(?:touch|eat|drink|hav|do|play"
    r"|watch|buy|us|smok|order|cook|read)(?:e|es|ing)?|listen(?:ing)? to|go(?:ing)? to"
    r"|go(?:ing)? back to|set(?:ting)? foot in)"
    rf" (?:the |my |any |that |those )?{_THING} (?:ever )?again\b"
)
"""A thing the user will never take or do again ("never going to touch cilantro again",
"I'll never eat sushi again"): said for good, so it ends now, whatever the modal."""


def _never_again(low: str) -> list[Fill]:
    """The like or habit the user says they will never take or do again."""
    if "never" not in low:
        return []  # most sentences: one look
    found = _NEVER_AGAIN.search(low.replace(" 'll ", " will ").replace("i'll ", "i will "))
    if found is None or found.group("x").split()[0] in _PRONOUNS:
        return []
    return [_ending(found.group("x"), [*_TASTES, "goal"])]


def _not_done_since(low: str) -> list[Fill]:
    """ "haven't run since the marathon": a lapse said with "since", which the parts above
    cut off (each sentence read whole)."""
    if " since " not in low:
        return []
    for chunk in _PUNCTUATION.split(low):
        if found := _not_done_in(_LEAD.sub("", chunk.strip())):
            return found
    return []


def _in_lexicon(part: str) -> list[Fill]:
    """ "lost my taste for sushi", "grown out of anime", "over sushi at this point": an ending
    by a predicate of `ending_lexicon` ends the like or habit it names."""
    found = ending_lexicon.en_ended(part)
    if found is None or found[0].split()[0] in _PRONOUNS:
        return []
    return [_ending(found[0], list(_TASTES))]


_GAVE_UP: Final = re.compile(
    r"^(?:(?:i|we) )?(?:have |had |'ve )?(?:had to |have to |finally |just )?(?:give|gave|given)"
    rf" up (?:on )?(?:the |my |our )?{_THING}(?= now| for good| completely| entirely| altogether|$)"
)


def _gave_up(part: str) -> list[Fill]:
    """ "had to give up cheese", "we've given up on the allotment": the like, habit, goal or
    project ends."""
    found = _GAVE_UP.search(part)
    thing = found.group("x") if found is not None else ""
    thing = re.split(r" (?:to|for|so|because|in order) ", thing)[0]  # "teaching to be a nurse"
    if not thing or thing.split()[0] in _PRONOUNS:
        return []
    return [_ending(thing, [*_TASTES, "goal", "project", "skill", "languages"])]


_GONE: Final = re.compile(
    rf"^my {_THING} (?:is|are|has|have|'s) (?:completely |totally |all |pretty much |basically"
    r" |long |just )?(?:gone|vanished|disappeared|lost|evaporated)\b"
)


def _named_ending(
    pattern: re.Pattern[str],
    part: str,
    slots: Sequence[str],
    not_first: Collection[str] = (),
    article: bool = False,
) -> list[Fill]:
    """The ending of what a pattern names in a clause (its first named group that matched,
    without "the " when `article`), none when it opens with a pronoun or a `not_first` word."""
    found = pattern.search(part)
    named = found.groupdict() if found is not None else {}
    thing = next((value for value in named.values() if value), "")
    thing = thing.removeprefix("the ") if article else thing
    if not thing or thing.split()[0] in _PRONOUNS or thing.split()[0] in not_first:
        return []
    return [_ending(thing, list(slots))]


def _gone(part: str) -> list[Fill]:
    """ "my German is completely gone": the language or skill (or the condition) ends."""
    return _named_ending(_GONE, part, ["skill", "languages", "condition", "allergy"])


_NOT_DONE_IN: Final = re.compile(
    r"^(?:(?:i|we) )?(?:have not|has not|had not) (?:really |even |actually )?"
    r"(?P<v>[a-z]+ed|run|swum|ridden|written|drawn|done|played|gone)"
    r"(?: (?P<x>[a-z][\w' -]{0,25}?))?"
    r" (?:(?:in|for) (?:months|weeks|years|ages|forever|a while|a long time|over a \w+"
    r"|\w+ (?:months|weeks|years))|since (?:the |my |last |early |late )?(?:january|february"
    r"|march|april|may|june|july|august|september|october|november|december|christmas|easter|summer|spring"
    r"|autumn|fall|winter|covid|lockdown|college|uni|school|\d{4}|[a-z]+ (?:was born|got hurt"
    r"|happened)|surgery|operation|injury|accident|marathon|wedding|baby|move|breakup|divorce"
    r"|pandemic))\b"
)
"""A habit not done in a span or since a time ("haven't journaled in months", "haven't run
since the marathon", "haven't played since March")."""


_BASE_OF: Final = {"swum": "swim", "ridden": "ride", "written": "write", "drawn": "draw"}
"""Irregular participles a lapse is said with, as the verb the habit was stated with."""


_NOT_A_HABIT_DONE: Final = frozenset("been seen heard needed wanted missed skipped".split())


def _not_done_in(part: str) -> list[Fill]:
    """ "I haven't journaled in months", "haven't played the piano for years": the habit
    ends (its verb, with its object when it has one)."""
    found = _NOT_DONE_IN.search(part)
    if found is None or found.group("v") in _NOT_A_HABIT_DONE:
        return []  # "haven't missed a Sunday run in 3 years": a streak, nothing ends
    thing = re.sub(r"^(?:the|my|our|a|an|any) ", "", (found.group("x") or "").strip())
    if thing and thing.split()[0] in _PRONOUNS:
        return []
    verb = _BASE_OF.get(found.group("v"), found.group("v"))  # "swum" ends "swim"
    said = thing if verb in ("done", "played", "gone") and thing else f"{verb} {thing}".strip()
    return [_ending(said, ["habit", "skill"])]


_PEOPLE: Final = frozenset(EN_RELATIONS) | {"friend", "friends", "boss", "team", "ex"}
"""Who one parts with that is no taste ("my sister and I are done")."""
_PUNCTUATION: Final = re.compile(r"[,;.!?:()\n]+|\s+-+\s+|—")
_PARTED: Final = re.compile(
    rf"^(?:the |my )?{_THING} and (?:i|me) (?:are|have|'re|'ve)(?: so| officially| totally"
    r"| definitely)? (?:done|over|through|finished|history|split up|broken up|parted ways)\b"
    r"|^(?:me|i) and (?:the |my )?(?P<y>[a-z][\w' -]{1,30}?) (?:are|have)(?: so| officially"
    r"| totally| definitely)? (?:done|over|through|finished|history|split up|broken up"
    r"|parted ways)\b"
    r"|^(?:the |my )?(?P<z>[a-z][\w' -]{1,30}?) (?:is|are|'s) (?:dead to me|history for me"
    r"|history for us|a thing of the past|behind me|behind us|out of my life)\b"
)
"""A like or habit the user parted with, said as a break-up or a past ("coffee and I are
done", "me and sugar are through", "F1 is dead to me", "late-night gaming is a thing of the
past")."""


def _parted(part: str) -> list[Fill]:
    """The like or habit (or goal, project) the user says they parted with."""
    if re.search(r"\b(?:done|through|finished|over) (?:\w+ing|with|talking)\b", part):
        return []  # "my sister and I are done talking": no taste ends
    return _named_ending(_PARTED, part, [*_TASTES, "goal", "project"], _PEOPLE)


_OFF_FOR_ME: Final = re.compile(
    rf"^(?:the |my )?{_THING} (?:is|are|'s) (?:off|out) (?:for me|for us|the menu|the table"
    r"|the cards)\b"
)


_NO_OPTION: Final = re.compile(
    rf"^(?:the |my )?{_THING} (?:is|are|'s) (?:not|no longer) (?:an option|a thing|possible"
    r"|on the cards|doable)(?: for me| for us)?(?= anymore| any more| any longer| now|$)"
)


def _no_option(part: str) -> list[Fill]:
    """ "walking's not an option anymore": the habit or like ends."""
    found = _NO_OPTION.search(part)
    if found is None or ("not " in found.group(0) and _ANY_MORE.search(part) is None):
        return []
    return _named_ending(_NO_OPTION, part, [*_TASTES, "goal"])


def _off_for_me(part: str) -> list[Fill]:
    """ "bouldering is off for me since the surgery", "dairy is off the menu": the like or
    habit ends."""
    return _named_ending(_OFF_FOR_ME, part, [*_TASTES, "goal", "project"])


_NAME: Final = r"[A-Z][\w&'.+-]*(?: (?:of |de |la )?[A-Z][\w&'.+-]*){0,3}"
_VALUE: Final = r"[\w&'.+-]+(?: [\w&'.+-]+){0,2}"
"""A corrected value said bare, in any case ("Porto, not Lisbon", "oat milk not soy")."""
_NOT_VALUES: Final = frozenset(
    """a an the my your his her our their this that these those it i you he she we they me
    him them us what which who just only even also really so very too now then here there
    is are was were be do does did have has had can will would should could not no yes""".split()
)
"""Words a corrected value never opens with (a clause, not a value: "it is not that")."""
_CORRECTED: Final = re.compile(
    rf"^(?:(?:sorry|oops|correction|actually|my bad|wait|no|ah|sorry about that)[,:!.]*\s+)*"
    rf"(?:(?:it is|it's|it was|that is|that's) )?not (?P<x>{_NAME})[,;]?\s+"
    rf"(?:(?:it is|it's|it was|that is|that's|but|i meant|i mean) )?(?P<y>{_NAME})[.!]*$"
    rf"|^(?:(?:sorry|oops|correction|actually|my bad|wait)[,:!.]*\s+)+"
    rf"(?:(?:i meant|i mean|make that|that should be|should have said|it is|it's) )?"
    rf"(?P<y2>{_NAME}),? not (?P<x2>{_NAME})[.!]*$"
    rf"|^(?:(?:no|nope|nah|sorry|oops|wait|correction|actually|ah|uh|er|um)[,:!.]*\s+)*"
    rf"(?:(?:i said|i meant|i mean|i wrote|i typed|i put|make that|it is|it's|its|it was"
    rf"|that is|that's|that should be|should be) )?"
    rf"(?P<y3>{_VALUE}),? (?:and |but |rather than )?not (?P<x3>{_VALUE})[.!]*$",
    re.IGNORECASE,
)
"""A correction of an earlier message by its value ("sorry, not Berlin, Munich", "actually I
meant Lyon, not Lille", "oops, Cambridge, not Boston"): the names must be capitalised (places,
firms, people, tools)."""
_AFTERWORD: Final = re.compile(r"\s+(?:actually|then|sorry|lol|haha|btw|now|though)$", re.I)
"""A word said after a corrected value, not part of it ("Rocky actually")."""
_CORRECTABLE: Final = sorted(
    """home_location work_location employer role like dislike habit diet skill languages
    relation pet project goal pref.editor timezone""".split()
)


def _trip_off(text: str) -> Fill | None:
    """The ending of a trip the user says they are no longer making ("we're not going to Rome
    anymore", "I'm no longer flying to Oslo"): a plan to a named place, not a habit or a job."""
    found = _TRIP_OFF.search(text)
    if found is None:
        return None
    place = found["x"]
    ending = _ending(place.lower(), ["plan"])
    return replace(ending, extra=ending.extra | {"object": place})


_TRIP_OFF: Final = re.compile(
    r"\b(?i:i|we) (?i:am|are) (?i:not|no longer) (?i:going|flying|driving|heading|travell?ing)"
    r" (?:back )?to (?:the )?(?P<x>[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"
    r"(?= any ?more| after all| this (?:year|time|month|week)| now| either|\s*[,.;!]|\s*$)"
)
"""A trip to a named place said to be off ("we are not going to Rome anymore")."""


def _value_not_that(text: str, fills: list[Fill]) -> Fill | None:
    """The ending of a name the sentence says its value is not, right after that value ("My
    dog is Rocky, not Rocco", "my sister is Hannah not Anna"): a value of a slot that holds
    several (a pet, a relation, a language) does not replace the one it corrects by itself."""
    found = _NOT_THAT.search(text)
    if found is None or found["x"].split()[0].lower() in _PRONOUNS | _NOT_VALUES:
        return None
    before = text[: found.start()].rstrip(" ,")
    for fill in fills:
        named = fill.value.split(": ")[-1]
        if fill.subject == "user" and fill.slot in _SEVERAL and before.endswith(named):
            ending = _ending(found["x"].lower(), [fill.slot])
            return replace(ending, extra=ending.extra | {"from": found["x"], "instead": named})
    return None


_NOT_THAT: Final = re.compile(rf",?\s+(?:and |but )?not (?P<x>{_NAME})[.!]*$")
"""A name the value just said is not, at the sentence's end (", not Rocco")."""
_SEVERAL: Final = frozenset("pet relation languages skill like dislike allergy project".split())
"""Slots that hold several values: a correction there must end the old value itself."""


def _corrected(text: str) -> list[Fill]:
    """A value the user said before, corrected to another: the memory that holds it ends and
    the new value takes its place in the same slot (`from`, `instead`)."""
    found = _CORRECTED.search(re.sub(r" '(?=s\b)", "'", text.strip()))
    if found is None:
        return []
    old = (found.group("x") or found.group("x2") or found.group("x3") or "").rstrip(".")
    new = (found.group("y") or found.group("y2") or found.group("y3") or "").rstrip(".")
    new = _AFTERWORD.sub("", new)  # "it's Rocky actually, not Rocco": Rocky
    if not old or not new or old.casefold() == new.casefold():
        return []
    bare = found.group("x3") is not None  # "Porto, not Lisbon", "oat milk not soy"
    if not bare and not (old[0].isupper() and new[0].isupper()):
        return []
    if {old.split()[0].lower(), new.split()[0].lower()} & (_PRONOUNS | _NOT_VALUES):
        return []
    fill = _ending(old.lower(), _CORRECTABLE)
    return [replace(fill, extra=fill.extra | {"from": old, "instead": new})]


def _not_also_stated(fills: list[Fill], found: list[Fill]) -> list[Fill]:
    """The fills without a value that an ending found here names ("I barely speak French any
    more" does not also say "speaks French"): what a sentence ends, it does not state."""
    ended = [set(str(f.extra.get("object", "")).split()) for f in found if f.action == NEGATE]
    if not any(ended):
        return fills
    return [
        f
        for f in fills
        if f.subject != "user"
        or f.action == NEGATE
        or f.slot not in _ENDABLE
        or not any(words and set(f.value.lower().split()) <= words for words in ended)
    ]


_ENDABLE: Final = frozenset("like habit diet skill languages role condition goal project".split())


def _not_any_more_all(low: str) -> list[Fill]:
    """The first part of the sentence that says the user no longer does something."""
    for part in _PARTS.split(low):
        found = _not_any_more(_LEAD.sub("", part.strip()))
        if found:
            return found
    return []


_NOT_NOW: Final = re.compile(
    r"^(?:(?:i|we) )?(?:really |just |honestly |actually )?"
    r"(?P<neg>do not|does not|did not|no longer|barely|hardly|rarely|never|seldom)"
    r" (?:really |even |actually |ever )?(?P<v>[a-z]+)(?: (?P<x>[a-z0-9][\w' -]{0,40}?))?"
    r"(?P<end> anymore| any more| any longer| these days| nowadays|$)"
)
"""The user's own clause with a negator and a time that says "no longer" ("don't do the 5am
plunges anymore", "I barely speak French any more", "no longer cook at home"): only "no
longer" says it alone; a plain negator needs "anymore" or the like after it."""
_LIGHT: Final = frozenset("do does doing go goes going get have has play take make".split())
"""Verbs that say little: what ends is their object ("do the 5am plunges": "5am plunges")."""
_NOT_VERBS: Final = frozenset(
    "know think want need care mind remember understand mean see feel believe".split()
)
"""Verbs of the mind: "I don't know it anymore" says nothing that ends."""


def _not_any_more(part: str) -> list[Fill]:
    """ "don't do the 5am plunges anymore", "I barely speak French any more", "I no longer
    cook at home": the thing the user no longer does ends (a like, habit, skill or language)."""
    found = _NOT_NOW.search(part)
    if found is None or (found.group("neg") != "no longer" and not found.group("end").strip()):
        return []
    verb, thing = found.group("v"), (found.group("x") or "").strip()
    thing = re.sub(r"^(?:the|my|our|a|an|any|that|those|these) ", "", thing)
    if verb in _NOT_VERBS or verb in _PRONOUNS or (thing and thing.split()[0] in _PRONOUNS):
        return []
    said = thing if verb in _LIGHT and thing else f"{verb} {thing}".strip()
    return [_ending(said, [*_TASTES, *sorted(_ABILITY)])]


_WAS_UNTIL: Final = re.compile(
    r"^(?:i|we) (?:was|were|had been) (?:a |an )?(?P<x>[a-z][\w' -]{1,30}?)"
    r" (?:until|till|up until|up to) (?:last|this|a few|recently|a couple|earlier|about|around"
    r"|\d|january|february|march|april|may|june|july|august|september|october|november"
    r"|december|\w+ (?:ago|back))"
)


def _was_until(part: str) -> list[Fill]:
    """ "I was vegetarian until last year": what held until then no longer does."""
    slots = ["diet", "role", "habit", "like", "condition"]
    return _named_ending(_WAS_UNTIL, part, slots, {"there", "here", "at", "in", "on"})


_DROPPED: Final = re.compile(
    r"\b(?:gave up on|given up on|shelved|scrapped|abandoned|dropped) (?:the |my |our |that )?"
    rf"{_THING}(?= (?:goal|plan|idea|project)\b| for good| for now| now|$)"
    r"|^(?:the |my |our |that )?(?P<y>[a-z][\w' -]{1,30}?) (?:is not|is no longer|isn't)"
    r" (?:happening|going to happen|on the cards|on the table)\b"
)


def _dropped(part: str) -> list[Fill]:
    """ "the marathon isn't happening", "gave up on the novel": the goal or project ends."""
    found = _DROPPED.search(part)
    thing = (found.group("x") or found.group("y")) if found is not None else ""
    thing = re.sub(r" (?:goal|plan|idea|project)$", "", thing or "")
    if not thing or thing.split()[0] in _PRONOUNS:
        return []
    return [_ending(thing, ["goal", "project", "plan", "habit"])]


_GROWN_ON: Final = re.compile(
    rf"^(?:the |my )?{_THING}(?: 's| has| have| is| are)? (?:grown|growing|grew) on (?:me|us)\b"
    r"|^(?:[a-z]+ly,? )?(?:(?:i|we) )?(?:have |'ve )?(?:come around|come round|warmed up|warmed"
    r"|am warming up|am warming|started warming up) (?:to|on) (?:the )?(?P<y>[a-z][\w' -]{1,30}?)"
    r"(?= now| lately| these days|$)"
)


_NOT_TASTES: Final = frozenset("idea thought fact notion possibility plan job city place".split())
"""What grows on someone without being a taste ("the idea has grown on me")."""


def _grown_on(part: str) -> list[Fill]:
    """ "coriander's grown on me", "I've come around to olives": the user likes it now (the
    like ends a dislike of the same thing)."""
    found = _GROWN_ON.search(part)
    thing = (found.group("x") or found.group("y")) if found is not None else ""
    if not thing or thing.removeprefix("the ").split()[0] in _PRONOUNS | _NOT_TASTES:
        return []
    return [Fill("like", thing, extra=_CHANGED)]


_FORGOTTEN: Final = re.compile(
    r"\b(?:have|'ve|had)?\s*(?:totally |completely |basically |pretty much )?(?:forgotten|forgot)"
    r" (?:all |most |everything )?(?:of )?(?:my |the )?(?P<x>[a-z][\w+#-]*(?: [a-z][\w+#-]*)?)"
    r"(?= now| by now| already|$)"
)


def _forgotten(part: str) -> list[Fill]:
    """ "I've forgotten all my Perl", "forgot most of my French": the skill or language ends."""
    not_things = {"about", "to", "how", "that", "what"}
    return _named_ending(_FORGOTTEN, part, ["skill", "languages"], not_things)


_PAUSED: Final = re.compile(
    rf"^(?:my )?{_THING} (?:is|are|has been|have been|is been) (?:on (?:hold|pause|ice|a break"
    r"|the back burner)|paused)\b"
)


def _paused(part: str) -> list[Fill]:
    """ "tennis is on hold", "yoga's been on pause for months": the habit ends."""
    return _named_ending(_PAUSED, part, ["habit"], article=True)


_DONE_WITH: Final = re.compile(
    r"^(?:(?:i am|we are) )?(?:so |totally |completely |officially )?"
    rf"(?:done|finished|through) with"
    rf" (?:my )?{_THING}(?= now| for good| forever|$)"
    r"|^no more (?P<y>[a-z]+ing(?: [a-z]+)?(?: (?:on|at|in|during|before|after) [a-z]+)?)"
    r"(?= for me| now| forever| for \w+| until \w+|$)"
)


def _done_with(part: str) -> list[Fill]:
    """ "done with cycling", "no more jogging for me": the like or habit ends."""
    return _named_ending(_DONE_WITH, part, _TASTES)


_ELLIPTIC: Final = re.compile(
    r"(?:^|[,.!] )(?:(?:meh|nah|eh|ugh|honestly|well),? )?(?P<x>[a-z][a-z ]{1,25}?)[,.!?]+ "
    r"(?:(?:not|no) (?:anymore|any more|longer)"
    r"|(?:i am|i'm) (?:so |totally )?(?:over|done with) it)\b"
)


def _elliptic(low: str) -> list[Fill]:
    """ "meh, running, not anymore", "baking? I'm over it": the like or habit named before
    ends."""
    found = _ELLIPTIC.search(low)
    thing = found.group("x").strip() if found is not None else ""
    if not thing or thing.split()[0] in _PRONOUNS or len(thing.split()) > 3:
        return []
    return [_ending(thing, _TASTES)]


_ENDS_IT: Final = re.compile(
    r"^(?:(?:and|so|but|honestly|tbh|yeah|now|i'm|i am|im|we're|i've|i have|totally|so|just"
    r"|officially|pretty much|kinda)\s+)*"
    r"(?:done with|over|through with|finished with|sick of|gave up on|given up on|quit|ditched"
    r"|kicked|dropped|cut out|sworn off|swore off|off|not into|no longer into) (?:it|that|them)"
    r"(?: now| for good| forever| completely| anymore| any more)*$"
    r"|^(?:not|no) (?:anymore|any more|longer)$"
    r"|^(?:so |and )?(?:that|it) (?:is|was) (?:all )?(?:over|done|finished|history)"
    r"(?: now| for good| for me)?$"
)
"""A bare ending whose object is a pronoun ("done with it", "over it", "quit it", "not
anymore"): it ends the topic the sentence named first."""
_TOPIC_WORD: Final = re.compile(r"^[a-z][a-z'-]*$")


def _topic_ended(low: str) -> list[Fill]:
    """ "oat milk has started to taste like cardboard to me, done with it", "sushi? over it":
    the thing the first part of the sentence opens with (before its verb) ends, as a like or
    habit, when a later part ends "it"."""
    parts = [p.strip() for p in _PARTS.split(low) if p and p.strip()]
    if len(parts) < 2 or not any(_ENDS_IT.match(_LEAD.sub("", p)) for p in parts[1:]):
        return []
    words: list[str] = []
    for word in _LEAD.sub("", parts[0]).split():
        if words and (en_pos.tag(word).startswith(("VB", "MD")) or word in _TOPIC_STOPS):
            break
        words.append(word)
    while words and words[0] in ("the", "my", "our", "a", "an", "all", "that", "this"):
        words = words[1:]
    if not words or len(words) > 3 or words[0] in _PRONOUNS or words[0] in _TOPIC_STOPS:
        return []
    if not all(_TOPIC_WORD.match(w) and not en_pos.function_word(w) for w in words):
        return []
    return [_ending(" ".join(words), list(_TASTES))]


_TOPIC_STOPS: Final = frozenset(
    "is are was were has have had 's do does did i me you honestly ok okay yes no not".split()
)


_PET_GONE: Final = re.compile(
    r"\b(?:put|had to put) (?:our |my )?(?P<x>[a-z]+) (?:down|to sleep)\b"
    r"|\b(?:rehomed|re-homed|gave away|had to give away|had to rehome|lost) (?:our|my)"
    r" (?P<y>[a-z]+)\b"
    r"|^(?:our |my )?(?P<z>[a-z]+) (?:crossed the rainbow bridge|is no longer with us"
    r"|did ?n[o']?t make it|didn't make it)\b"
    r"|^(?:(?:we|i) )?(?:just |recently |sadly )?lost (?:our |my )?(?P<w>[a-z]+)"
    r" (?:in|on|last|this|over|to|a few|two|three|yesterday|recently)\b"
    r"|\blet (?:our |my |little )?(?P<a>[a-z]+) go(?! (?:off|out|outside|for|to|in|on|and|of)\b)"
    r"|^(?:our |my )?(?P<b>[a-z]+)(?: ?'s| is| has) (?:gone|passed)"
    r"(?=\s*(?:$|[.!;])| now\b| forever\b)"
    r"|^(?:our |my )?(?P<c>[a-z]+) (?:went|has gone|'s gone|moved) (?:off )?to live with\b"
    r"|^(?:our |my )?(?P<d>[a-z]+)(?: ?'s| is| lives| stays) (?:with|at) [^,.;]{1,30}?"
    r" (?:for good|permanently)\b"
)


def _pet_gone(part: str) -> list[Fill]:
    """ "we had to put Max down", "we rehomed our cat": the pet ends (only a pet)."""
    found = _PET_GONE.search(part)
    said = next((g for g in found.groups() if g), "") if found is not None else ""
    return [_ending(said, ["pet"])] if said and said not in _PRONOUNS | {"him", "her"} else []


_LEFT_ORG: Final = re.compile(
    r"\b(?:am|are) (?:no longer|not) (?:at|with|working at|working for|employed at|employed by)"
    r" (?P<x>[a-z][\w&' -]{1,30}?)(?= anymore| any more| any longer|$)"
)


def _left_org(part: str) -> list[Fill]:
    """ "I'm no longer at Google", "I'm not with Acme anymore": the employer ends."""
    found = _LEFT_ORG.search(part)
    if found is None or (" not " in found.group(0) and not _NO_MORE.search(part)):
        return []
    return [_ending(found.group("x"), ["employer", "work_location"])]


_LAPSED: Final = re.compile(
    r"\b(?:have not|has not|had not) (?:been to|gone to|set foot in|hit) (?:the |a |my )?"
    rf"{_THING} (?:in|for) (?:months|weeks|years|ages|forever|a while|a long time|over a \w+)\b"
)


def _lapsed(part: str) -> list[Fill]:
    """ "I haven't been to the gym in months": the habit ends."""
    found = _LAPSED.search(part)
    return [_ending(found.group("x"), ["habit"])] if found is not None else []


_FREE: Final = re.compile(r"\b(?P<x>[a-z]+)-free\b")
_SPAN: Final = re.compile(
    r"\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few"
    r"|couple of|several) (?:days?|weeks?|months?|years?)\b|\b(?:been|went|gone|going|stayed"
    r"|staying|since|officially)\b"
)
_DIET_FREE: Final = frozenset(
    "gluten dairy lactose nut peanut meat egg soy wheat carb grain fodmap sugar".split()
)
"""What a diet leaves out ("gluten-free" is a diet, not a habit that ended)."""


def _free_of(part: str) -> list[Fill]:
    """ "3 months smoke-free", "been alcohol-free since May": the habit or like ends."""
    free = _FREE.search(part)
    if free is None or free.group("x") in _DIET_FREE or _SPAN.search(part) is None:
        return []
    return [_ending(free.group("x"), _TASTES)]


_LOST: Final = re.compile(
    rf"^(?:my )?{_THING} (?:does not|do not|no longer|is not|are not|has stopped|have stopped"
    r"|stopped)(?: really| quite| even| exactly)? (?:do(?:es|ing)? (?:it|anything|much) for me"
    r"|agree(?:s|ing)? with me|appeal(?:s|ing)? to me|interest(?:s|ing)? me|excit(?:e|es|ing) me"
    r"|work(?:s|ing)? for me|for me|my thing|my cup of tea|my jam|my vibe|fun|enjoyable"
    r"|interesting|exciting|the same|doing it for me)\b"
    r"|^(?:my )?(?P<y>[a-z][\w' -]{1,30}?)(?: 's| has| have)? lost (?:its|their|all its|all their)"
    r" (?:appeal|charm"
    r"|magic|shine)\b"
)
_ANY_MORE: Final = re.compile(r"\b(?:anymore|any more|any longer|no longer|these days|now)\b")
_NO_MORE: Final = re.compile(r"\b(?:anymore|any more|any longer)\b")
_PRONOUNS: Final = frozenset("it that this they he she you we i there what which".split())


def _lost_on_me(part: str) -> list[Fill]:
    """ "jazz doesn't do it for me anymore", "golf's not for me anymore": the like ends, and
    the routine of doing it ("play golf every Sunday")."""
    found = _LOST.search(part)
    lost = found is not None and " lost " in found.group(0)
    if found is None or (not lost and _ANY_MORE.search(part) is None):
        return []
    thing = (found.group("x") or found.group("y")).removeprefix("the ")
    return [] if thing.split()[0] in _PRONOUNS else [_ending(thing, ["like", "habit"])]


_CANNOT: Final = re.compile(
    rf"\b(?:can not|cannot|can no longer|could not) (?:really |even )?(?:take|handle|tolerate"
    rf"|stomach|digest|do|face|bear|stand) {_THING}"
    r"(?= (?:anymore|any more|any longer|these days)\b)"
)


def _cannot_any_more(part: str) -> list[Fill]:
    """ "my stomach can't take spicy stuff anymore": the like or habit ends."""
    return _named_ending(_CANNOT, part, _TASTES, article=True)


_SWAP: Final = re.compile(
    r"\b(?:switched|changed|exchanged|subbed|substituted|traded) (?:out )?(?:my |our |the )?"
    r"(?P<x>[a-z][\w' -]{1,30}?) (?:for|with) (?:a |an |some )?[a-z]"
)
_SWAP_SLOTS: Final = ["like", "habit", "diet"]


def _swapped(part: str) -> list[Fill]:
    """ "switched my morning coffee for green tea": what was given up ends."""
    return _named_ending(_SWAP, part, _SWAP_SLOTS)


_NO_DIET: Final = re.compile(
    r"\bno (?:more )?(?:dietary |diet |food )?restrictions\b|\b(?:i|we) (?:can )?eat (?:everything"
    r"|anything) (?:again|now)\b|\bback to eating (?:everything|anything|normally)\b"
)


def _no_diet(low: str) -> list[Fill]:
    """ "no restrictions now", "I eat everything again": every diet ends."""
    if _NO_DIET.search(low) is None:
        return []
    extra = {"object": "", "verb": "", "slots": ["diet"], "whole": True, "replaced": True}
    return [Fill("ending", "diet", action=NEGATE, terms=("diet",), extra=extra)]


def _ending(thing: str, slots: list[str]) -> Fill:
    thing = thing.strip()
    terms = tuple(word for word in re.findall(r"[a-z]+", thing) if len(word) > 1)
    extra = {"object": thing, "verb": "", "slots": slots}
    return Fill("ending", thing, action=NEGATE, terms=terms or (thing,), extra=extra)


_EMPLOYER_NOUN: Final = re.compile(
    r"^(?:(?:got a |started a |my )?new job|new gig|new position) (?:at|with) "
    r"|\bmy (?:new |current )?(?:employer|company|workplace) (?:is|'s) (?:now )?(?:at |with )?"
    r"|\b(?:new|current) (?:employer|company|workplace)[:,] (?:now )?"
)
_HOME_NOW: Final = re.compile(
    r"^(?:(?:honestly|well|so|yeah|oh|but),? )?(?:i am|we are) (?:now |currently |actually )?"
    r"(?:living |based |settled )?in (?=\S+(?: \S+){0,2}?,? (?:these days|nowadays|for good"
    r"|permanently|full - time)\b)"
)


_START: Final = r"(?:^|(?<=, )|(?<=\band )|(?<=\bso )|(?<=\bbut )|(?<=\bthen ))"
"""Where a clause of the sentence starts."""
_TAKEN_ON: Final = re.compile(
    _START + r"(?:(?:i|we) )?(?:just |recently |finally )?(?:got |was |have been |'ve been |been )"
    r"(?:poached|hired|headhunted|recruited|snapped up|taken on) by "
    r"|" + _START + r"(?:(?:i|we) )?(?:have |'ve )?(?:just |finally )?accepted (?:a|an|the) "
    r"(?:[a-z]+ ){0,2}?"
    r"(?:position|job|offer|chair|role|post|professorship|fellowship|lectureship) (?:at|with) "
)
"""A new employer said as being taken on ("got poached by Anthropic", "accepted a chair at
King's College London")."""
_MOVED_OUT: Final = re.compile(
    _START + r"(?:(?:i|we) )?(?:have |'ve )?(?:finally |just |recently )?(?:moved|relocated)"
    r" (?:out |back |up |down |over )?to (?:the|a|an|our|my) (?:[a-z]+ ){0,2}?in "
    r"|" + _START + r"(?:(?:i|we) am |(?:i|we) are |i'm |we're )back home in "
    r"|^(?:(?:just |finally )?(?:got |moved |came |went )?)back home in "
    r"(?=\S+(?: \S+){0,2}?(?:\s*(?:$|[.;!])| (?:now|for good|permanently|again)\b))"
)
"""A move said with the home's kind before its place ("moved out to the farm in Vermont",
"I'm back home in Bangalore", "back home in Bangalore for good"); "back home in Lagos we eat
this every Sunday" tells of where one comes from, no home."""


def _taken_on_or_moved(text: str) -> list[Fill]:
    """ "got poached by Anthropic": the employer; "moved out to the farm in Vermont": the
    home (read where no cue of the other readers is)."""
    clause = Clause(tokens_of(text))
    made = _MADE_ME.search(clause.low)
    if made is not None and _NOT_DONE.search(clause.low[: made.start()]) is None:
        read = en_objects.role(clause.tokens, clause.index_at(made.end()))
        return [Fill("role", read[0], extra=_CHANGED)] if read is not None else []
    post = _post_taken(clause)
    if post:
        return post
    taken = _TAKEN_ON.search(clause.low)
    if taken is not None:
        read = en_objects.org(clause.tokens, clause.index_at(taken.end()))
        return [Fill("employer", read[0], extra=_CHANGED)] if read is not None else []
    home = _MOVED_OUT.search(clause.low)
    if home is not None:
        read = en_objects.place(clause.tokens, clause.index_at(home.end()))
        return [Fill("home_location", read[0], extra=_CHANGED)] if read is not None else []
    return _moved_along(clause)


_MADE_ME: Final = re.compile(
    r"\b(?:made|promoted|appointed|named|bumped|moved|kicked|voted|elected) me"
    r"(?: up| over)?(?: to(?: be)?| as)?(?: the| a| an| our| their)?(?: new| acting| interim)?"
    r"(?= [a-z])"
)
"""A role others gave the user ("they made me ward manager", "bumped me up to team lead",
"the board appointed me interim CEO"): the role read after it."""


_POST: Final = re.compile(
    r"\b(?:(?P<me>gave me|offered me|handed me|given me)|got|get|landed|took|accepted|won"
    r"|been given|was given|were given|stepped into|moved into) the (?=[a-z])"
)
_POST_NOUNS: Final = frozenset("job role position post gig spot seat".split())
_POST_OWN: Final = re.compile(
    r"^(?:(?:so|and|finally|just|also|actually|officially|i|i've|i have|i had|we|we've|have"
    r"|has|had|now|today|yesterday|guess what|big news|news)[,!:]?\s+)*$"
)
"""What may stand before "got the … job" in the user's own clause: the user, a time, a lead
(not "my colleague got the …")."""


def _post_taken(clause: Clause) -> list[Fill]:
    """ "I got the head of department role", "they gave me the night manager job": the role
    named by the post, when the user took it or was given it."""
    found = _POST.search(clause.low)
    if found is None or _NOT_DONE.search(clause.low[: found.start()]) is not None:
        return []
    before = re.split(r"[,;.!?]", clause.low[: found.start()])[-1].strip()
    if found["me"] is None and before and not _POST_OWN.match(before + " "):
        return []
    read = en_changes.role_at(clause, clause.index_at(found.end()))
    if read is None or read[1] >= len(clause.tokens):
        return []
    if clause.tokens[read[1]].lower() not in _POST_NOUNS:
        return []
    return [Fill("role", read[0], extra=_CHANGED)]


_MOVED_ALONG: Final = re.compile(
    r"\b(?:we|i) (?:have |'ve )?(?:also |just |finally |all )?(?:moved|relocated)"
    r"(?= there| over| too| as well| in [a-z]+| last [a-z]+| this [a-z]+| with| to be| ?[,.;]| ?$)"
)
_THERE: Final = re.compile(
    r"\b(?:go|goes|going|went) to (?:school|college|uni|university) in "
    r"|\b(?:school|college|uni|university|job|office|work) is (?:now )?in "
    r"|\b(?:got|found|took|started) (?:a |my )?(?:new )?(?:job|position|post) in "
)


def _moved_along(clause: Clause) -> list[Fill]:
    """ "the kids go to school in Denver now, we moved in August": a move said without its
    place, to the place another part of the sentence names (a school, a job)."""
    if _MOVED_ALONG.search(clause.low) is None:
        return []
    found = _THERE.search(clause.low)
    if found is None:
        return []
    at = clause.index_at(found.end())
    if at >= len(clause.tokens) or not clause.tokens[at][:1].isupper():
        return []
    read = en_objects.place(clause.tokens, at)
    return [Fill("home_location", read[0], extra=_CHANGED)] if read is not None else []


def _new_values(text: str) -> list[Fill]:
    """ "my new employer is Apple", "I'm in Montreal these days"."""
    clause = Clause(tokens_of(text))
    found = _EMPLOYER_NOUN.search(clause.low)
    if found is not None:
        read = en_objects.org(clause.tokens, clause.index_at(found.end()))
        return [Fill("employer", read[0], extra=_CHANGED)] if read is not None else []
    home = _HOME_NOW.search(clause.low)
    if home is not None:
        read = en_objects.place(clause.tokens, clause.index_at(home.end()))
        return [Fill("home_location", read[0], extra=_CHANGED)] if read is not None else []
    return []
