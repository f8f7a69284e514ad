"""English habits, dated plans and endings.

- A habit is what the user does with a frequency ("every morning", "twice a week", "on
  Sundays", "most days"): the value is the predicate phrase, frequency included.
- A plan is a first-person (or subjectless) clause with a date that is not in the past
  ("flying to Lisbon tomorrow morning"): the value is the clause without its date, which
  is resolved against the message time (`processors.dates`).
- An ending says that something no longer holds ("I quit smoking", "no more soda", "X is
  over for me", "I don't drink anymore", "Bruno passed away"): it becomes a `negate` fill
  whose terms the consolidator matches against what is known, whatever the wording.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import replace
from datetime import date
from typing import Any, Final

from memstream.processors.categories import given_up_kind, kind_of_any
from memstream.processors.date_words import EN_DAY_NAME, EN_DAY_WORDS
from memstream.processors.dates import DateMention, find_dates, render
from memstream.processors.grammar import (
    en_habits,
    en_health,
    en_pos,
    plan_bare_heads,
    value_patterns,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.branch_gate import branch_gated
from memstream.processors.grammar.dated_lists import dated_list
from memstream.processors.grammar.fills import CALLED_OFF_SLOTS, NEGATE, Fill
from memstream.processors.grammar.tokens import Clause, join, tokens_of

_FREQUENCY: Final = re.compile(
    r"\b(?:every(?: single)? (?:day|morning|night|evening|afternoon|week|weekend|month|summer"
    r"|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|daily|weekly|nightly"
    r"|most (?:days|mornings|nights|evenings|weekends)|\w+ (?:days|nights|mornings) a week"
    r"|in the (?:mornings|evenings|afternoons)|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r" (?:mornings|evenings|nights|afternoons)\b"
    r"|(?:once|twice|\w+ times) a (?:day|week"
    r"|month)|a day\b|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays"
    r"|weekends)|(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)"
    r"\b|each (?:morning|day|night|week)|without fail|religiously|my (?:morning|evening|daily)"
    r" routine)"
    r"|\b(?:drink|drinks|eat|eats|smoke|smokes|snack on|vape|vapes) (?:a lot of|lots of|tons of"
    r"|(?:way )?too much|so much)\b"
)
_NOT_HABIT: Final = re.compile(
    r"^(?:\w+ )?(?:love|like|hate|enjoy|am|is|are|was|were|'s)\b(?! (?:\w+ )?at the\b)"
    r"|\b(?:allergic|diet|my job|my office)\b"
    r"|\b(?:should|could|would|ought to|need to|have to|has to|must|want to|wants to"
    r"|wish|supposed to|try to|trying to|plan to)\b"
)
"""What is liked, a state, or what one should, could or wants to do: not a habit."""
_HABIT_DROP: Final = w.words(
    "usually always generally normally typically often now nowadays instead"
)
_HABIT_STOP: Final = w.words(
    """because since but so which when while though although , . ; ! ? — – ( ) then
    honestly lol"""
)
_PAST: Final = re.compile(
    r"\b(?:ago|yesterday|last (?:week|month|year|night|summer|winter)|was|were|went|had"
    r"|did|got back|came back|finished)\b"
    r"|(?<!getting )(?<!get )(?<!be )(?<!being )(?<!been )\b\w+ed (?:on|in|at|last)\b"
    r"|\b(?:i|we) have (?!to\b|got\b|not\b|booked\b|scheduled\b|planned\b|arranged\b"
    r"|reserved\b|organi[sz]ed\b)\w+(?:ed|en|un|t)\b"
)
_ASKED_TAIL: Final = re.compile(
    r"(?:[,;.!?—]|\s-)\s*(?:so\s+|and\s+|but\s+)?(?:what|how|which|where|when|why|who|can|could"
    r"|would|should|do|does|is|are|any|please|pls|give|help|remind|tell|suggest)\b.*$"
)
"""A question or a request to the assistant after the user's own words ("…, what should I
pack for a day of birding"): its words say nothing of how often the user does anything."""
_CAUSED: Final = re.compile(
    r"\b(?:getting|having|get|have)\s+(?:my|our|the|a|an|his|her|their|some|this|that)\s+"
    r"(?:[\w'-]+\s+){0,3}?\w+ed\b"
)
"""Something the user has done to them ("getting my wisdom tooth pulled", "having the boiler
serviced"): the participle is no past tense."""
_NOT_PLAN: Final = re.compile(
    r"\b(?:is|are) (?:too|so|very|really|a bit)\b|\bit when\b|\bon an? (?:monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday)|\bnothing beats\b"
    r"|\b(?:i am|we are) (?:off|free|busy|sick|home|out)"
    r" (?:work |sick )?(?:today|tonight)\b"
    r"|\bno longer\b|\bnot going to\b|\bwill not be\b"
    r"|\b(?:it's|its|it is|both|all) due\b|, due (?:in|on|by|next|this)\b"  # a deadline
    r"|\b(?:i|we) (?:should|ought to|hope to|wish|would like to|would love to|could|may)\b"
    r"|\b(?:hoping to|probably|maybe|perhaps|might|possibly|tentatively)\b"
    r"|\b(?:is|are) (?:boring|fun|great|awful|terrible|annoying|stressful|exciting|the worst)\b"
)
_STILL_ON: Final = re.compile(
    r"(?:(?:is|'s) )?(?:still|still on|on|still happening|happening|going ahead|still going ahead"
    r"|unchanged|the same|as planned)",
    re.I,
)
"""What is left of a clause that says a day's plan holds ("Tuesday's still on")."""
_AILING: Final = re.compile(
    r"(?:(?:i'?ve |i have |i |we've )?(?:got|have|had|caught|picked up|coming down with|down with"
    r"|fighting|nursing|struggling with)\s+)?(?:a |an |the |this |some )?"
    r"(?:(?:stinking|nasty|bad|horrible|awful|rotten|heavy|mild|slight|bit of a|touch of|killer"
    r"|chest|head|summer|winter|stomach)\s+)*"
    r"(?:cold|flu|the flu|covid|fever|temperature|cough|sore throat|bug|virus|migraine|headache"
    r"|hangover|tummy bug|stomach bug|food poisoning|chest infection|ear infection|sinus infection"
    r"|strep|sniffles|lurgy|man flu)",
    re.I,
)
"""What is left of a clause that says the user is ill ("got a stinking cold", "down with the
flu"): how they are, not a plan."""
_BEING: Final = re.compile(r"\b(?:i am|we are) (?:a|an|the|now)\b")
"""What the user is ("I am a teacher"), said in the date's own clause: no plan ("I am now on
leave from Monday"); in a clause of its own beside a plan ("I'm a buyer for Liberty, off to
Marrakech on Thursday") it says nothing of the plan."""
_HABITUAL_NOW: Final = re.compile(r"\b(?:these days|nowadays|most weeks|as a rule)\b")
"""What is done now as a rule, said in a day's own clause: a habit, not a plan."""
_CALLED_OFF: Final = re.compile(r"\bcancell?ed\b|\bcalled off\b", re.I)
_CORRECTED: Final = re.compile(
    r"^\s*[,—–-]?\s*(?:i mean|i meant|sorry|no wait|wait|actually|or rather|make that|no|nope"
    r"|scratch that|oops)\s*,?\s*(?:it's|it is|its)?\s*$",
    re.I,
)


def _corrected(text: str, mentions: list[DateMention]) -> DateMention | None:
    """The day a date was corrected to in the same message ("on Thursday, I mean Friday")."""
    for before, after in itertools.pairwise(mentions):
        if _CORRECTED.match(text[before.end : after.start]):
            return after
    return None


_PLAN_DROP: Final = re.compile(
    r"^(?:(?:so|ok|okay|and|but|oh|ugh|just confirmed|finally|then)\b[\s,:]*)+|\b(?:i am|we are"
    r"|i have got|i have|we have|i will|we will|i'm|i got|got|i|we|i'll|also|finally"
    r"|just|really|actually|even|(?:need|needs|have|has|got) to|gotta|gonna"
    r"|(?:is|are) due)\b\s*|\s+(?:before|by|until|till|no later than)\s*$"
    r"|(?:\s+(?:is|are|has been|have been)|\s*'s)\s+(?:all\s+)?(?:booked|scheduled|set|planned"
    r"|fixed|confirmed|arranged|pencil+ed in)(?:\s+(?:in|for|on))?\s*$"
    r"|^\s*(?:my\s+|our\s+|the\s+)?(?:plans?|idea)\s+(?:for\s+(?:(?:the|this|next)\s+)?(?:\w+\s+)?)?"
    r"(?:is|are|was)\s+(?:to\s+)?"
    r"|^\s*my\s+|\b(?:have|has) (?:booked|scheduled|arranged|reserved)\s*"
    r"|\b(?:got |has been |was |is )?(?:moved|pushed|postponed|rescheduled|bumped)"
    r"(?: back| up| forward)?(?: to| for)?\s*$",
    re.IGNORECASE,
)
_DESTINATION: Final = re.compile(
    r"\b(?:fly|flying|flies|off|heading|head|going|travel(?:l)?ing|trip|leave|leaving|driving"
    r"|drive|train|back)\s+(?:up\s+|down\s+|back\s+|home\s+)?(?:to|for)\s+"
    r"(?:my parents' in\s+)?([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)"
)
_ENDINGS: Final = re.compile(
    r"\b(?:quit|quitted|stopped|stop|gave up(?: on)?|given up(?: on)?|cut out|kicked|ditched"
    r"|pulled out of|backed out of|bailed on|dropped out of|withdrew from|withdrawn from"
    r"|decided against|scrapped|nixed|called off"
    r"|dropped|cancell?ed|uninstalled|deleted|sold|threw out|shelved|killed|abandoned|retired"
    r"|dumped|gone off|went off|done with|so over|sworn off|swore off|traded|gave away"
    r"|(?:got|gotten|grew|grown|getting) (?:so |really |a bit |kind of |kinda )?bored (?:of|with)"
    r"|rehomed?|had to rehome|no more|not chasing|can not|cannot|do not|does not|never"
    r"|shut down|closed down|wound down|pulled the plug on|recovered from|got over|cured of"
    r"|outgrew|outgrown|grew out of|lost (?:all )?interest in|(?:fell|fallen) out of love with"
    r"|have not touched|not touched|have not played|gave it up|got rid of|no longer"
    r"|(?:am|are) (?:so |totally |completely |well |kind of |kinda |pretty much |a bit "
    r"|officially |just )?over(?! (?:at|in|to|here|there|with|on)\b)"  # "I'm over at Microsoft now"
    r"|(?:am|are|is) not|^not(?= (?:really )?into\b| \w+ing\b[^,.;!?]*\bafter all\b))\s+"
    r"(?P<what>[^,.;!?]+)"
    r"|(?:\b(?:day|week|month) (?:\d+|one|two|three|four|five|six|seven|ten) (?:without|with no|of"
    r" no)|\b(?:\d+|a|one|two|three|four|five|six|seven|ten) (?:whole |full )?"
    r"(?:days?|weeks?|months?|years?)"
    r" (?:now )?(?:without|with no|free of))\s+(?P<without>[^,.;!?]+?)\s*(?=$|[,.;!?]"
    r"|\b(?:now|and|so|but)\b)"
    r"|\b(?:have |has |'ve |'s )?been off (?!work\b|school\b|sick\b|duty\b|shift\b|today\b"
    r"|the clock\b)(?P<off>[^,.;!?]+?)\s+(?:since|for|these days|now|lately"
    r"|a while)\b"
    r"|\b(?:have|has) not (?:had|been to|been|done|eaten|drunk|touched|\w+ed(?: to)?|worn"
    r"|lit|gone to|picked up|read|seen)\s+(?P<lapsed>[^,.;!?]+?)"
    r"\s+(?:since|in (?:months|weeks|years|ages|a while|forever)|for (?:months|weeks|years"
    r"|ages|a while))\b"
)
_MOVING: Final = re.compile(
    r"\b(?:moved|pushed|postponed|rescheduled|bumped|delayed|brought forward|moved up"
    r"|(?:had to|have to|has to|need to|needed to|gotta|gonna|going to|'ll|will) (?:move|push"
    r"|postpone|reschedule|bump|delay))"
    r"(?: back| up)?(?: (?:me|us|it|(?:my|our|the) [\w'-]+(?: [\w'-]+)?))?(?: back| up)?"
    r" (?:to|till|until|for)\b",
    re.IGNORECASE,
)
"""A plan moved to the day said ("the dentist got pushed to Friday")."""
_OFF_PARTICIPLES: Final = (
    r"cancell?ed|called off|scrapped|axed|nixed|binned|pulled|abandoned|shelved|on hold"
    r"|postponed (?:indefinitely|until further notice)|put on ice"
)
"""How a plan is said to be called off, as a participle ("got axed", "is on hold")."""
_OFF_BY_SOMEONE: Final = re.compile(
    r"^(?:[\w'&.-]+ ){1,4}?(?:(?:has|have|had|just|finally) )*(?:cancell?ed|called off|scrapped"
    r"|axed|nixed|pulled the plug on|shelved|(?P<later>postponed|pushed back|put off|delayed))"
    r" (?P<what>(?:the|my|our) [^,;!?]+?)"
    r"(?(later) (?:indefinitely|until further notice)|(?: (?:indefinitely|for good|again))?)"
    r"(?: (?:too|as well))?$"
)
"""Someone else calling off one of the user's things ("they cancelled the hackathon", "Stripe
called off my interview", "the club postponed the tour indefinitely"): it ends the user's plan
of that name, if there is one (their own things, "her wedding", are not said with the/my)."""
_OFF_SAID_TO_ME: Final = re.compile(
    r"^(?:ok(?:ay)? |so |right |yeah )?(?:scrap|scratch|cancel|ditch|nix|bin|call off)"
    r" (?P<what>(?:the|my|our) [^,;!?]+?)(?: (?:then|for now|for good|altogether))?$"
)
"""A plan the user calls off as an order ("scrap the marathon", "cancel my dentist thing"): the
user's plan of that name ends."""


_NOT_MINE_TO_END: Final = re.compile(
    r"\b(?:his|her|their|your|please|pls|for me|can you|could you)\b"
)
"""What leaves a thing called off not the user's, or only asked for ("cancel it for me")."""


def called_off(clause: Clause) -> list[Fill] | None:
    """An ending of the user's plan, goal or project that someone else called off or that the
    user calls off as an order ("they cancelled the hackathon", "scrap the marathon"), or None."""
    found = _OFF_BY_SOMEONE.match(clause.low) or _OFF_SAID_TO_ME.match(clause.low)
    if found is None or _NOT_MINE_TO_END.search(clause.low):
        return None
    return _only_slots(_negation(found.group("what")), ["plan", "goal", "project"])


_CALLING_OFF: Final = re.compile(
    r"(?:pulled out of|backed out of|bailed on|dropped out of|withdrew from|withdrawn from"
    r"|decided against|scrapped|nixed|called off|cancell?ed)\b"
)
"""Verbs that call something off: they end a plan as well as a goal, project or habit."""
_NOT_CALLED_OFF: Final = w.words("i i'm it that this we he she they you everything all work")
"""What "is off" says of that names no plan ("I'm off today", "it's off")."""
_PRECISE: Final = ("day", "week", "weekend")
_ANYMORE: Final = re.compile(
    r"\b(?:anymore|any more|any longer|no longer|for good|these days|after all)\b"
)
GROUP_GONE: Final = (
    r"(?:has\s+|have\s+|just\s+|finally\s+)?(?:broke up|broken up|disbanded|folded|fell apart"
    r"|wound up|shut down|closed down|split up|fizzled out)\b"
)
"""What a group the user met with is said to have done when it ended ("broke up", "folded")."""
_PASSED_WHEN: Final = (
    r"passed(?: on)?(?=\s*(?:$|[,.;!]|(?i:on (?:monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday)|last|yesterday|this morning|overnight|peacefully|in (?:his|her|their) sleep)\b))"
)
"""Died said as "passed" with when or how after it ("Walt passed on Sunday", "passed
peacefully"), not "passed on the message" or "passed the test"."""
_AFTER_ENDS: Final = re.compile(
    r"(?P<what>[\w' -]{2,40}?)(?<!\b[iI])(?<!\b[wW]e)(?<!\b[yY]ou)(?<!\b[tT]hey)(?<!\b[hH]e)"
    r"(?<!\b[sS]he)"
    r"\s+(?:is|are|'s|has|have)\s+(?:completely |totally |kind of |all )?"
    r"(?:over|gone|not a thing for me anymore|finished|stopped|come to an end|ended)\b"
    r"|(?P<called>[\w' -]{2,40}?)\s+(?:is|are|'s|was|were|got|has been|have been)\s+"
    r"(?:officially |now |all |just )?(?:off|called off|scrapped|not happening|a no-go|axed)"
    r"(?! (?:to|for|work|duty|today|tonight|tomorrow|limits|menu)\b)(?!-limits)\b"
    r"|(?P<who>[A-Z]\w+)\s+(?:passed away|died|crossed the rainbow bridge|went over the rainbow"
    rf" bridge|was put to sleep|was put down|{_PASSED_WHEN})"
    rf"|\b(?:[Mm]y|[Oo]ur) (?:old |sweet |poor |beloved |dear |late )?(?P<pet>{'|'.join(w.ANIMALS)}"
    rf"|{'|'.join(sorted(w.CLOSE_RELATIONS | w.KIN_CALLED, key=len, reverse=True))})"
    r"\s+(?:just |finally )?"
    rf"(?:passed away|{_PASSED_WHEN}|passed|died|was put down|crossed the rainbow bridge)\b"
    r"|\b(?:had to |have to )?put (?P<putdown>[A-Z]\w+|(?:[Mm]y|[Oo]ur) \w+) down\b"
    r"|\b(?:had|have) (?P<slept>[A-Z]\w+|(?:[Mm]y|[Oo]ur) \w+) put to sleep\b"
    r"|\b(?:had to |have to |finally )?(?:say|said) (?:our |my )?(?:final |last )?goodbyes? to"
    r" (?:(?:my|our) (?:old |sweet |good |poor )?(?:boy|girl|\w+) )?(?P<goodbye>[A-Z]\w+)\b"
    r"(?! (?:at|in|on the|and|for)\b)"
    r"|(?P<gone>[\w' -]{2,40}?)\s*(?:'s|has|have)\s+been\s+(?:completely |totally )?gone\b"
    r"|(?P<healed>[\w' -]{2,40}?)\s+(?:is|are|'s|has|have)\s+"
    r"(?:now |finally |completely |fully |basically |officially |been )*"
    r"(?:back to normal|under control|cured|healed|in remission|cleared up|gone away|been cured"
    r"|normal|all clear)(?=\s*(?:$|[,.;!?]|(?:now|again|and|since|after|apparently|for)\b))"
    r"|(?P<cleared>[\w' -]{2,40}?)\s+(?:finally |completely |fully )?(?:cleared up|went away"
    r"|healed up|disappeared|cured)\b"
    r"|(?P<thing>[\w' -]{2,40}?)\s+(?:is|are|'s) not (?:really )?(?:my thing|for me|my cup of tea"
    r"|my jam|my scene)\s+(?:any ?more|any longer)\b"
    r"|(?P<bother>[\w' -]{2,40}?)\s+(?:does|do) not (?:bother|affect|trouble) me (?:any ?more|any"
    r" longer)\b"
    r"|(?P<boring>[\w' -]{2,40}?)\s+(?:is|are|got|has gotten|have gotten|became)\s+(?:so |really "
    r"|kind of |kinda |pretty |a bit )?(?:boring|dull|stale|old)\s+(?:now|these days|to me)\b"
    r"|(?P<fell>[\w' -]{2,40}?)\s+(?:kind of\s+)?fell by the wayside"
    r"|(?P<done>[\w' -]{2,40}?)\s+(?:is|are|'s)\s+(?:all\s+)?(?:done for me|dead to me|a thing of"
    r" the past|history now|in the past now)\b"
    r"|(?P<group>[\w' -]{2,40}?)\s+(?:group|club|league|class|band|choir|crew|circle|team)\s+"
    + GROUP_GONE
    + r"|\b(?:put|packed)\s+(?:the|my|our)\s+(?P<away>[\w' -]{2,30}?)\s+away for good\b"
)
_AFTER_ENDS_GATED: Final = branch_gated(_AFTER_ENDS)
"""`_AFTER_ENDS` searched through only the branches a clause could match (same matches)."""
_TERM_STOP: Final = w.words(
    """the a an my our your his her it them that this for me my i to of in on at with and
    or anymore any more longer good all completely totally every day morning night week
    weekend month year one since last first thing things stuff habit doing whole more
    account membership project idea nights night times time really just so now too also
    even bit lot as well there again actually honestly"""
)


def habits(clause: Clause) -> list[Fill]:
    """A habit stated in a user's clause (a predicate with a frequency, or a routine adverb
    with a time of day: "I usually read before bed")."""
    said = _HABIT_SAID.sub(r"\g<1>usually ", join(clause.tokens))  # "I tend to skip lunch"
    low = said.lower()
    routine = _ROUTINE.search(low) is not None and _TIME_OF_DAY.search(low) is not None
    alone = _ROUTINE_ALONE.search(low) is not None and _NOT_DONE.search(low) is None
    routine = routine or alone
    if (_FREQUENCY.search(low) is None and not routine and said == join(clause.tokens)) or (
        _NOT_HABIT.search(low.split(",")[0]) is not None or _thing_does(clause)
    ):
        return []
    tokens = Clause(tokens_of(_DURATION.sub(" ", said))).tokens
    words = [t for t in tokens if t.lower() not in _HABIT_DROP | {"about", "almost"}]
    end = next((i for i, t in enumerate(words) if _habit_ends(words, i)), len(words))
    words, often = _frequency_last(words[:end])
    while words and words[0].lower() in w.LEAD_INS | w.FIRST_PERSON | _HABIT_LEAD:
        words.pop(0)
    if not 2 <= len(words) + len(often) <= 10 or not _an_activity([*words, *often]):
        return []
    done = _MEASURE.sub(" ", join(words))  # "drink a can of Coke": the verb says the habit
    done = re.sub(r"(?:\s+(?:as well|too|either))+$", "", done)
    return [Fill("habit", en_habits.value(done, join(often)))]


_HABIT_SAID: Final = re.compile(
    r"^((?:(?!am\b)\w+ )?)(?:tend to|make a point of|(?:have|have got|got) (?:a|this) habit of"
    r"|(?:am )?in the habit of|make a habit of|got into the habit of|never fail to)\s+",
    re.IGNORECASE,
)
"""Words that say by themselves that something is done habitually."""
_THINGS_START: Final = w.words(
    "the a an this that these those everyone everybody nobody people it there my our your"
)


def _thing_does(clause: Clause) -> bool:
    """ "The gym opens every day at 6", "My alarm goes off at 6": what a thing or others do;
    "I have a meeting every Monday": a schedule, not something the user does."""
    first = next((t.lower() for t in clause.tokens if t.lower() not in w.LEAD_INS), "")
    return first in _THINGS_START or _SCHEDULED.search(clause.low) is not None


_SCHEDULED: Final = re.compile(
    r"^(?:\w+ )?(?:have|has|got) (?:a |an |our |my |the )?(?:\w+ )?(?:meetings?|stand-?ups?|calls?"
    r"|syncs?|appointments?)\b"
)


_TIMING: Final = w.words(
    """a an the every each per once twice thrice times time day days daily week weeks weekly
    month months monthly year morning mornings night nights evening evenings afternoon
    weekend weekends at least most almost usually always often one two three four five six
    seven eight nine ten few couple of monday tuesday wednesday thursday friday saturday
    sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays on in"""
)
_JUDGED: Final = w.words("is are was were feels seems")


def _an_activity(words: list[str]) -> bool:
    """Whether a habit's words say what is done, not only how often ("three times a week")
    or how it is ("every day on set is awesome")."""
    folded = [word.lower() for word in words]
    return any(word not in _TIMING for word in folded) and not set(folded) & _JUDGED


def _habit_ends(words: list[str], index: int) -> bool:
    """Where a habit's phrase ends: a clause word, or "and" once its frequency is said ("I do
    CrossFit four times a week| and eat high-protein")."""
    word = words[index].lower()
    if word in _HABIT_STOP and index > 1:
        return True
    said = " ".join(words[:index]).lower()
    return word == "and" and _FREQUENCY.search(said) is not None


_ROUTINE: Final = re.compile(
    r"\b(?:usually|always|often|regularly|normally|typically|generally|tend to|never miss)\b"
)
_ROUTINE_ALONE: Final = re.compile(
    r"^(?:\w+ )?(?:usually|normally|typically|generally|regularly)"
    r" (?!(?:am|is|are|was|were|be|feel|think|know|prefer|believe|mean|need|want|like|love|hate"
    r"|enjoy|get asked|forget|end up|have no|have trouble|have a hard)\b)\w+"
)
"""A routine adverb before an activity says a habit by itself ("I usually grab lunch at my
desk"); before a state or a feeling it does not ("I usually feel tired")."""
_NOT_DONE: Final = re.compile(r"\b(?:not|never|it|them|this|that)\b|\bdo not\b")
"""A routine adverb alone says no habit of what is not done or not named ("I generally don't
get competitive", "I typically hold it for a minute")."""
_TIME_OF_DAY: Final = re.compile(
    r"\b(?:before|after) (?:bed|work|lunch|dinner|breakfast|school|class|sleeping|waking up"
    r"|the gym|my shift)|\bin the (?:mornings?|evenings?|afternoons?)\b|\bat (?:night|lunch"
    r"|weekends?|noon|midnight|\d{1,2}(?:[:.]\d\d)?(?: ?[ap]\.?m\.?)?)(?!\w)|\bfirst thing\b"
    r"|\bfor (?:breakfast|lunch|dinner)\b|\bon (?:the )?weekends?\b"
    r"|\b(?:over|with|during) (?:breakfast|lunch|dinner|coffee)\b|\bon (?:my|the) (?:commute|way to"
    r" work)\b"
)
"""A routine adverb with a time of day is a habit ("I always have green tea in the afternoon");
the adverb alone is not ("I always forget my keys")."""
_DURATION: Final = re.compile(
    r"\b(?:for )?(?:about |around |roughly )?(?:half an|an|a|one|two|three|four|five|ten|fifteen"
    r"|twenty|thirty|forty|\d+)(?: and a half)?[ -](?:min|mins|minutes?|hours?|hrs?)\b",
    re.IGNORECASE,
)
"""How long a habit lasts is left out ("read for half an hour before sleeping")."""
_HABIT_LEAD: Final = w.words("do have a started begun began doing am")


_DOERS: Final = w.words(
    """smoker smokers vaper drinker gamer runner jogger cyclist biker swimmer climber hiker
    surfer skier snowboarder reader knitter meditator lifter snacker napper gambler"""
)
"""Who does a pastime: "a pack-a-day smoker", "a heavy coffee drinker" say a habit."""
_DOER: Final = re.compile(
    r"^(?:i am|we are) (?:a|an) (?!(?:former|ex|ex-|reformed|recovering|retired|quit|lapsed)\b)"
    r"(?P<what>(?:[\w-]+ ){0,3}?(?P<doer>[a-z]+))\s*(?:now|too|,|\.|!|$)"
)
_BARE_HABIT: Final = re.compile(r"^(?:i|we) (?:still )?(?P<verb>smoke|vape|drink|gamble)\s*[.!]?$")


def doer_habits(clause: Clause, fills: list[Fill]) -> list[Fill]:
    """ "I'm a pack-a-day smoker", "I'm a big gamer", "I smoke": a habit, never a role."""
    found = _DOER.match(clause.low)
    if found is not None and found.group("doer") in _DOERS:
        kept = [f for f in fills if f.slot != "role"]
        return [*kept, Fill("habit", _done_how_often(found.group("what").removeprefix("big ")))]
    bare = _BARE_HABIT.match(clause.low)
    return [*fills, Fill("habit", bare.group("verb"))] if bare is not None else fills


_PER: Final = re.compile(
    r"^(?:(?P<count>one|two|three|four|five|half|\d+)-)?(?P<amount>[a-z]+)-an?-"
    r"(?P<period>day|week|month|night)$"
)
_DONE: Final = {"smoker": "smoke", "drinker": "drink", "runner": "run", "swimmer": "swim"}


def _done_how_often(what: str) -> str:
    """A doer with a frequency said as the habit ("pack-a-day smoker" → "smoke a pack a
    day"); any other doer as said ("heavy coffee drinker")."""
    *before, doer = what.split()
    per = _PER.match(before[-1]) if before else None
    if per is None or doer not in _DONE:
        return what
    amount, count = per.group("amount"), per.group("count") or "one"
    how_much = {"one": f"a {amount}", "half": f"half a {amount}"}.get(count, f"{count} {amount}s")
    return f"{_DONE[doer]} {how_much} a {per.group('period')}"


_MEASURE: Final = re.compile(
    r"(?<=\w) (?:a|one|two|three|a couple of|a few) (?:cans?|cups?|glass(?:es)?|bottles?|mugs?"
    r"|pints?|bowls?|slices?|pieces?|shots?) of ",
    re.IGNORECASE,
)
"""How much is left out of a habit said with its verb ("drink a can of Coke every afternoon");
without one, the amount names the habit ("a glass of wine every night")."""


def _frequency_last(words: list[str]) -> tuple[list[str], list[str]]:
    """What is done and a frequency said before "I" ("every sunday I call my grandma" →
    "call my grandma", "every sunday"); no such frequency, the words and nothing."""
    subject = next((i for i, t in enumerate(words) if t.lower() in ("i", "we")), None)
    if subject is None or subject == 0 or subject > 4:
        return words, []
    said = " ".join(words[:subject]).lower()
    if _FREQUENCY.search(said) is None and _TIME_OF_DAY.search(said) is None:
        return words, []
    moved = words[:subject]
    if len(moved) == 1 and moved[0].lower() in _BARE_DAYS:
        moved = ["on", *moved]  # "Saturdays I ..." → "... on Saturdays"
    return words[subject + 1 :], moved


_BARE_DAYS: Final = w.words(
    "mondays tuesdays wednesdays thursdays fridays saturdays sundays weekends"
)


_ARRANGING: Final = w.words(
    """booked scheduled planned arranged reserved organised organized signed registered
    confirmed set moved rescheduled bought got need needed wanted decided promised agreed"""
)


def _told_past(low: str) -> bool:
    """True when the first person's verb is a simple past ("I biked", "we cooked"), not one that
    arranges what is still to come ("I booked a table for Friday")."""
    found = re.search(r"\b(?:i|we)\s+(?:just\s+|already\s+|finally\s+)?([a-z]+)\b", low)
    if found is None or found.group(1) in _ARRANGING:
        return False
    verb = found.group(1)
    return en_pos.past(verb) or (verb.endswith("ed") and en_pos.tag(verb) == "VBN")


_AS_OF_NOW: Final = re.compile(
    r"\bas of (?:today|now|this (?:morning|week))\b|\b(?:\d+|a|one|two|three|four|five|six"
    r"|ten) (?:days?|weeks?|months?|years?) (?:\w+[- ])?(?:free|sober|clean|in|old|strong)\b"
)
"""A state that holds from now on or a span reached ("senior designer as of today", "3 months
smoke-free today"): no plan."""


def _done_today(low: str, mentions: list[DateMention], anchor: date) -> bool:
    """True when the only day said is today and the sentence tells what happened or holds
    ("Bubbles passed away this morning", "as of today"), not what is still to come."""
    if any(m.day > anchor for m in mentions):
        return False
    if _AS_OF_NOW.search(low):
        return True
    words = re.findall(r"[a-z']+", low)
    return any(
        word not in _ARRANGING and (en_pos.past(word) or _done(word, before))
        for before, word in itertools.pairwise(["", *words])
    )


_BE_BEFORE: Final = w.words("am is are 'm 're be been being get got getting to")


def _done(word: str, before: str) -> bool:
    """A past participle that tells what happened ("passed away"), not a state after a verb of
    being ("I'm supposed to", "we're booked")."""
    return en_pos.tag(word) == "VBN" and before not in _BE_BEFORE


_ABBREVIATED: Final = (
    ("Mon", "Monday"),
    ("Tues?", "Tuesday"),
    ("Wed", "Wednesday"),
    ("Thu(?:rs?)?", "Thursday"),
    ("Fri", "Friday"),
    ("Sat", "Saturday"),
    ("Sun", "Sunday"),
)
"""A weekday written short with its capital ("Flying out Fri, back Mon")."""
_DAY_AFTER: Final = (
    r"(?i:(?<=\bon )|(?<=\bthis )|(?<=\bnext )|(?<=\bby )|(?<=\bfrom )|(?<=\btill )"
    r"|(?<=\buntil )|(?<=\bbefore )|(?<=\bafter )|(?<=\bback )|(?<=\bout )|(?<=\bhome )"
    r"|(?<=\bdue )|(?<=, )|(?<=— ))"
)
"""Words after which a short weekday is a day ("back Mon", "out Fri", "due Thu")."""
_DAY_SAID: Final = r"(?=\s*(?:[,.;!?)—]|$|\s))"
"""What follows a short weekday said as a day: a stop, a space or the end."""
_HOUR_SAID: Final = r"(?=\s(?:morning|night|evening|afternoon|arvo|at\s|\d))"
"""The time of that day after a short weekday ("Haircut Tue at 10", "Fri morning")."""
_SHORT_DAYS: Final = (
    (re.compile(r"(?i)\b(?:tmrw|tmr|tmrow|tomoz|2moro|2morrow|2mrw)\b"), "tomorrow"),
    (re.compile(r"(?i)\b(?:wknd|wkend)\b"), "weekend"),
    (
        re.compile(r"(?i)(?:(?<=\bon )|(?<=\bthis )|(?<=\bnext )|(?<=\bcoming ))thurs?\b\.?"),
        "Thursday",
    ),
    (
        re.compile(r"(?i)(?:(?<=\bon )|(?<=\bthis )|(?<=\bnext )|(?<=\bcoming ))tues\b\.?"),
        "Tuesday",
    ),
    (
        re.compile(r"(?i)(?:(?<=\bon )|(?<=\bthis )|(?<=\bnext )|(?<=\bcoming ))weds\b\.?"),
        "Wednesday",
    ),
    (re.compile(r"(?i)(?<=\bnext )wk\b|(?<=\bthis )wk\b"), "week"),
    *(
        (re.compile(rf"{_DAY_AFTER}(?-i:{short})\.?{_DAY_SAID}"), day)
        for short, day in _ABBREVIATED
    ),
    *((re.compile(rf"(?<=\S )(?-i:{short})\.?{_HOUR_SAID}"), day) for short, day in _ABBREVIATED),
    (re.compile(r"(?i)\bnxt\b(?= (?:week|wk|month|mon|tue|wed|thu|fri|sat|sun))"), "next"),
    (
        re.compile(
            r"\b(january|february|march|april|june|july|august|september|october|november"
            r"|december)(?= \d{1,2}(?:st|nd|rd|th)?\b)"
        ),
        "",
    ),
)
"""Days as typed in a hurry ("tmrw", "next wk", "april 12th"): the words the date reader
knows ("tomorrow", "next week", "April 12th")."""


def spelled_out(text: str) -> str:
    """The text with hurried day words written out (same meaning, same clauses)."""
    for pattern, full in _SHORT_DAYS:
        text = pattern.sub(full or (lambda m: m.group(1).capitalize()), text)
    return text


def plans(text: str, anchor: date) -> list[Fill]:
    """Dated plans in a user's sentence (dates not in the past; not habits)."""
    text = spelled_out(text)
    listed = dated_list(text, anchor) if ":" in text or "：" in text else None
    if listed is not None:
        return listed  # "Thursday: dentist, Friday: flight to Rome"
    low = text.lower()
    future = re.search(
        r"\b(?:will|going to|am \w+ing|are \w+ing|plan to|next)\b|'(?:m|re) \w+ing\b"
        r"|^\W*(?:heading|flying|going|driving|moving|travel+ing|visiting|off)"
        r" (?:to|up|down|over)\b",
        low,
    )
    precise = _PRECISE + (("month",) if future else ())
    said = _one_day(text, [m for m in find_dates(text, anchor) if m.precision in precise])
    said = [m for m in said if not _names_a_kind(text, m)]  # "my Tuesday book club"
    said = [m for m in said if not _word_explained(text, m)]  # "when I say tonight, I mean …"
    said = [m for m in said if not _NAMED_DAY.search(text[: m.start])]  # "Black Friday"
    mentions = [m for m in said if m.day >= anchor]  # "Thursday the 12th": one day, the 12th
    moved = _moved_to_day(text, mentions)
    if (said_moved := _moved_by_pointing(text, mentions)) is not None:
        return said_moved  # "it's Thursday now not tomorrow", "they pushed me to Friday"
    if mentions and _other_subject(low) and (joined := _joining(text, mentions[0])):
        return joined  # "my son has a recital next Friday and I'm flying back for it"
    if not mentions or _FREQUENCY.search(_ASKED_TAIL.sub("", low)):
        return []  # "taking the ferry tomorrow, what should I pack for a day of birding"
    if _PAST.search(_CAUSED.sub("", _sentence_of(low, mentions[0]))) and not moved:
        return []
    if _other_subject(low) and not (moved and _MOVED_MINE.search(low)):
        return []
    if _NAMED_DOER.match(text) and _FIRST_PERSON.search(low) is None:
        return []
    if (
        _told_past(_sentence_of(low, mentions[0]))
        or _done_today(low, mentions, anchor)
        or _arranged_today(text, mentions)
    ):
        return []  # "I biked to work this morning": done, not planned
    if _NOT_PLAN.search(low) or _BEING.search(_sentence_of(low, mentions[0])):
        return []
    if _HABITUAL_NOW.search(_sentence_of(low, mentions[0])):
        return []  # "Friday's a cider night these days": a habit, not a plan
    if _TO_THE_ASSISTANT.search(_sentence_of(low, mentions[0])):
        return []  # "I'll be asking about ski wax today": talk with the assistant, no plan
    corrected = _corrected(text, mentions)
    if corrected is not None:  # "Thursday, I mean Friday": one plan, on the day said last
        return _plan_at(text, mentions[0], corrected)
    if (halves := _and_between(text, mentions)) is not None:  # "… on Tuesday and a … on Thursday"
        each = {f.value.lower(): f for half in halves for f in plans(half, anchor)}
        return list(each.values())
    if not _apart(text, mentions):  # "from Monday to Friday": one clause, one plan
        return _plan_at(text, mentions[0], mentions[0])
    found: dict[str, Fill] = {}
    for mention in mentions:  # "tomorrow I finish the slides, Thursday I fly to Oslo"
        for fill in _plan_at(text, mention, mention):
            if not found or len(fill.value.split()) > 1:  # not "..., back on Sunday"
                found.setdefault(fill.value.lower(), fill)
    return list(found.values())


_BEEN_LEFT: Final = re.compile(
    r"(?:'s|\s+(?:has|have|had|is|was|were|got))(?:\s+been)?\s*$", re.IGNORECASE
)
"""A verb left at a plan's end once the move and the day are out ("Interview's been")."""
_OTHER_DAY: Final = re.compile(
    rf"\s+(?:and|or|to|till|until|through|thru|-)\s+(?:on\s+)?{EN_DAY_NAME}\b",
    re.I,
)
"""A second day of a span left in the plan once the first is out ("… and Tuesday")."""
_DAY_LEFT: Final = re.compile(r"^(?:this coming|this|coming)\s+(?:(?:i|we)?\s*'ve\s+)?", re.I)
"""What a day said with "this coming" leaves before the plan once the day is out."""
_SPAN_AFTER: Final = re.compile(
    r"\s+(?:for|over) the (?:weekend|week|night|day)\b|\s+for (?:a |an )?(?:(?:one|two|three|four"
    r"|five|six|seven|ten|\d+|few|couple of|long|short|quick|day|night|week|month)[- ])*"
    r"(?:nights?|days?|weeks?|weekend|layover|stopover|break|stay|getaway)\b",
    re.I,
)
"""How long a plan lasts, said after its day ("this Friday for the weekend"): not what is
planned."""


_BARE_IS: Final = re.compile(
    r"\s+(?:is|are)(?:\s+(?:early|late|mid|set for|scheduled for|planned for|booked for))?$"
    r"|^(?:is|are|'s)\s+(?:my\s+|our\s+|the\s+)?",
    re.I,
)
"""A verb of being left at either end once the date is out: the event alone is the plan."""


_MOVED_MINE: Final = re.compile(
    r"\b(?:moved|pushed|postponed|rescheduled|bumped|delayed)(?: back| up)? (?:me|us|my|our)\b"
    r"(?! [\w-]+'s\b)"
)
"""Someone else moving the user's plan ("they pushed me to Friday", "she moved my session")."""


_MOVE_VERB: Final = (
    r"(?:moved|pushed|postponed|rescheduled|bumped|delayed|brought forward|changed|put off)"
)
_POINTED_MOVE: Final = re.compile(
    rf"\b(?:{_MOVE_VERB}(?: back| up)? (?:me|us|it|them)|(?:it|that|they)(?: got| has been"
    rf"| have been| was| were| 's been| is| 's)? {_MOVE_VERB})(?: back| up)?"
    r" (?:to|till|until|for)(?: the)?\s*$",
    re.IGNORECASE,
)
"""A plan moved and pointed at, not named ("they pushed me to Friday", "it moved to the
28th"): the plan there is moves."""
_NOW_ON: Final = re.compile(
    r"(?:^|[,;.!—-]\s*|\b(?:the \w+ )?(?:rang|called|texted|emailed),?\s+)"
    r"(?P<what>it|that|(?:the|my|our) [\w' -]{2,40}?|[\w'-]+)"
    r"(?: is| 's|'s)(?P<now> now)?(?: on| for)?(?: the)?\s*$",
    re.IGNORECASE,
)
"""Before a day said to be the new one: "it's (now) Thursday", "the dentist is now Friday"."""
_NOW_AFTER: Final = re.compile(r"^\s*(?:now\b|instead\b|,?\s*not\b)", re.IGNORECASE)
"""After it, what says the day changed ("Thursday now", "Friday instead", "April 4, not the
28th")."""


def _moved_by_pointing(text: str, mentions: list[DateMention]) -> list[Fill] | None:
    """A plan moved to the day said, pointed at or named before the day ("it's Thursday now
    not tomorrow", "new flat handover is April 4 now, not the 28th", "it got pushed to the
    31st"): a moved plan, or None when the sentence says no such move."""
    for mention in mentions:
        before = text[max(0, mention.start - 60) : mention.start]
        after = text[mention.end :]
        if re.search(r"\bnot\s+(?:on\s+)?(?:the\s+)?$", before, re.IGNORECASE):
            continue  # "not tomorrow": the day given up
        said = _NOW_ON.search(before)
        pointed = _POINTED_MOVE.search(before) is not None
        if said is not None and (said["now"] or _NOW_AFTER.match(after)):
            what = re.sub(r"^(?:the|my|our) ", "", said["what"], flags=re.IGNORECASE)
            return [_moved_plan(what if what.lower() not in ("it", "that") else "it", mention)]
        if pointed:
            return [_moved_plan("it", mention)]
    return None


def _moved_plan(what: str, day: DateMention) -> Fill:
    """A plan moved to `day`: "that plan" when pointed at by "it" (the one plan there is
    moves, `negation.moved_plan_id`)."""
    if what != "it":
        return Fill("plan", what, dates=(day.iso,), extra={"when": render(day, ""), "moved": "yes"})
    extra = {"when": render(day, ""), "moved": "it"}
    return Fill("plan", "that plan", dates=(day.iso,), extra=extra)


def _moved_to_day(text: str, mentions: list[DateMention]) -> bool:
    """True when a word of moving is followed right by a day said ("pushed my cleaning to
    Thursday"): a plan moved, said in the past tense of the one who moved it."""
    return any(
        not text[found.end() : mention.start].strip()
        for found in _MOVING.finditer(text)
        for mention in mentions
        if mention.start >= found.end()
    )


def _sentence_of(low: str, mention: DateMention) -> str:
    """The part of the text between the separators around a date mention (commas too, and
    a second clause of the user's own)."""
    joins = [m.start() for m in _I_JOINED.finditer(low)]  # "I'm a nurse and I start …"
    left = max([low.rfind(sep, 0, mention.start) for sep in ",;.!?—"] + [-1])
    left = max([left, *(at for at in joins if at < mention.start)])
    rights = [at for at in (low.find(sep, mention.end) for sep in ",;.!?—") if at > 0]
    rights += [at for at in joins if at >= mention.end]
    return low[left + 1 : min(rights or [len(low)])]


def _one_day(text: str, mentions: list[DateMention]) -> list[DateMention]:
    """A weekday and the day of the month said together ("Monday the 16th", "Friday, March
    13") as one mention, dated by the day of the month."""
    joined: list[DateMention] = []
    for mention in mentions:
        last = joined[-1] if joined else None
        if (
            last is not None
            and last.precision == mention.precision == "day"
            and re.fullmatch(r"[\s,]*", text[last.end : mention.start])
        ):
            joined[-1] = dataclasses.replace(
                mention, start=last.start, text=text[last.start : mention.end]
            )
            continue
        joined.append(mention)
    return joined


def _and_between(text: str, mentions: list[DateMention]) -> tuple[str, str] | None:
    """The text cut at an "and" that opens a second dated thing between two dates ("parents'
    evening on Tuesday| and |a hospital appointment on Thursday"), or None."""
    if len(mentions) != 2:
        return None
    found = _AND_ANOTHER.search(text, mentions[0].end, mentions[1].start)
    return None if found is None else (text[: found.start()], text[found.end() :])


_AND_ANOTHER: Final = re.compile(
    r"\s+and\s+(?:then\s+|also\s+)?(?=(?:a|an|the|my|our|i'm|i've|i|we|we're)\b)", re.I
)
"""An "and" that opens a second thing of its own, not the end of a span ("Monday and Friday")."""


def _apart(text: str, mentions: list[DateMention]) -> bool:
    """True when every two dates said stand in clauses of their own (a comma or a stop
    between them)."""
    return all(
        re.search(r"[,;.!?—]", text[before.end : after.start]) is not None
        for before, after in itertools.pairwise(mentions)
    )


def _plan_at(text: str, mention: DateMention, day: DateMention) -> list[Fill]:
    """The plan of the clause around a date mention, dated by `day`."""
    clause = _clause_around(text, mention.start, mention.end)
    clause = re.sub(r"\s+(?:and|so|but) (?:i|i'm|i am|we)\b.*$", "", clause, flags=re.I)
    clause = _SPAN_AFTER.split(clause, maxsplit=1)[0]  # "in Leeds this Friday| for the weekend|"
    if _CALLED_OFF.search(clause):
        return []  # "my flight on Friday got cancelled": an ending, read apart
    done = _done_before(clause) and not _MOVING.search(clause)  # "Had to move the dentist to"
    if done or _thing_happens(clause) or _liked_on(clause):
        return []  # "Took the kids to the coast this weekend", "the store closes early Sunday"
    if _someone_elses(text, clause):
        return []  # "I have two kids, my daughter flies to Boston on Friday"
    what = _LEAD_FILLER.sub("", _PLAN_DROP.sub("", _moved_what(clause)).strip(" ,.!?:;-—"))
    what = re.sub(
        r"^(?:the\s+|my\s+)?plans?\s+(?:for\s+)?(?:(?:is|are)\s*)?:\s*"
        r"|\bfor the first time\b|\b(?:a|\w+) (?:days?|weeks?|months?) from\b"
        r"|\b(?:from|by|on|till|until|til)\s*$|\btonight\b|\btoday\b|^(?:booked|scheduled|arranged|reserved)?\s*"
        r"(?:a|an|the)\s+|^(?:booked|scheduled|arranged|reserved)\s+",
        "",
        what,
        flags=re.I,
    )
    what = _ASKED_BARE.split(_ASIDE.sub("", what))[0]  # "(filling lol) what can I eat"
    what = _TAKING.sub("", _LEAD_FILLER.sub("", _ASKED_AFTER.split(what)[0]).strip())
    what = re.sub(r"\s+from\s+(?:to|until|till|through)\b.*$", "", what, flags=re.I)
    wished = _WISHED_BY.search(what)  # "want to be fluent by our trip to Rome": the trip
    what = wished["event"] if wished else what
    what = _THERE_FOR.sub(r"\g<what> in \g<place>", re.sub(r"\s+", " ", what).strip(" ,.:"))
    what = _BARE_IS.sub("", what)  # "the concert is (on Saturday)", "(Friday) is my birthday"
    what = _IS_AT.sub(" ", what)  # "visa appointment is (on the 4th) at VFS": appointment at VFS
    what = _SITTING.sub("", what)  # "taking my GRE": the GRE
    what = _PURPOSE.sub(r"\g<trip>", what)  # "flying to Boston| to see my parents|"
    what = _FOR_WHAT.sub(r"\g<event>", what)  # "dentist| for a filling|"
    what = re.sub(r"(?<=\w) 's\b", "'s", what)  # "mum 's 70th" as expanded: "mum's 70th"
    what = _BEEN_LEFT.sub("", what)  # "Interview's been (moved to Thursday)": the interview
    what = _DAY_LEFT.sub("", what)  # "this coming (Thursday) I've got the MRI": the MRI
    what = _OTHER_DAY.sub("", what)  # "in Leeds on (Monday) and Tuesday": in Leeds
    if _FREE_DAY.fullmatch(what.lower()):  # "I'm off this Friday, and I'm driving up to …"
        return _free_day_for(text, mention, day)
    if len(what.split()) > 10:  # "Taking the ferry to Orkney| for a three-week cook job on …|"
        what = _LONG_TAIL.split(what, maxsplit=1)[0]
    if not 1 <= len(what.split()) <= 10 or _UNABLE.match(what):
        return []  # "Can't do Tuesday": a day the user is not free, no plan
    if _AILING.fullmatch(what) or _STILL_ON.fullmatch(what) or plan_bare_heads.no_doing(what):
        return []  # "Got a cold this week": how the user is; "Tuesday's still on": nothing new
    extra: dict[str, str] = {"when": render(day, "")}
    if _MOVING.search(clause) or _MOVED_BY.match(clause):  # "Stripe rescheduled to Thursday"
        extra["moved"] = "yes"
    if (destination := _DESTINATION.search(clause)) is not None:
        extra["destination"] = destination.group(1)
    return [Fill("plan", what, dates=(day.iso,), extra=extra)]


_OWNERS: Final = w.words("my our the his her their your")
_NOT_A_KIND: Final = w.words(
    """after before of morning night evening afternoon and or to at in on is are was were will
    's"""
)


_NAMED_DAY: Final = re.compile(
    r"\b(?:black|good|cyber|casual|freaky|ash|palm|maundy|holy|super|fat|giving|small business)"
    r"\s*$",
    re.I,
)
"""A weekday that is part of a day's name ("Black Friday", "Good Friday", "Cyber Monday"): no
day of the user's plan by itself."""


def _word_explained(text: str, mention: DateMention) -> bool:
    """True for a day word the user explains rather than uses ("when I say tomorrow I mean
    Mountain time", "by tonight I mean Seoul time"): a word about words, no day of a plan."""
    before, after = text[: mention.start], text[mention.end :]
    return bool(_WHEN_I_SAY.search(before) or _I_MEAN_AFTER.match(after))


_WHEN_I_SAY: Final = re.compile(
    r"\b(?:when|if|whenever) (?:i|we) (?:say|write|type|text|put)\s+(?:[\"'“‘]\s*)?$", re.I
)
_I_MEAN_AFTER: Final = re.compile(
    r"\s*[\"'”’]?\s*(?:morning|evening|night)?\s*,?\s*(?:i mean|i'm meaning|means|that's|that is)"
    r"\s+(?:\w+\s+){0,3}(?:time|timezone|time zone|hours?)\b",
    re.I,
)
_TO_THE_ASSISTANT: Final = re.compile(
    r"\b(?:be asking(?: you)?|ask(?:ing)? you|be picking your brain|bug(?:ging)? you"
    r"|(?:chat|talk)(?:ting|ing)? (?:to|with) you)\b"
)
"""Talk with the assistant itself ("I'll be asking about ski wax chemistry today", "I'll bug you
about it tomorrow"): what the user will say here, not a plan of their life."""
_EVENT_NOUNS: Final = (
    r"appointment|appt|dentist|doctor|gp|evening|interview|meeting|session|check-?up|exam|test"
    r"|class|call|consultation|visit|surgery|scan|mri|x-ray|review|hearing|recital|audition"
    r"|fitting|viewing|physio|vet"
)
_FOR_WHAT: Final = re.compile(
    rf"^(?P<event>.*\b(?:{_EVENT_NOUNS})(?:\s+(?:at|with|in)\s+[^,]+?)?)"
    r"\s+for\s+(?:a|an|the|my|our|his|her|their)\s+[\w' -]{2,40}$",
    re.I,
)
"""An appointment and what or whom it is for ("dentist for a filling", "parents' evening for the
middle one"): the appointment is the plan."""
_LONG_TAIL: Final = re.compile(
    r"\s+(?:for|because|since|so that|as|which|where|while|but)\s+", re.I
)
"""Where a plan said at length turns to why or what for: the plan is what comes before."""
_SITTING: Final = re.compile(
    r"^(?:taking|sitting|doing|writing|resitting|retaking)\s+(?:my|our|the)\s+"
    r"(?=(?:[A-Z]{2,}\w*|\w+ (?:exam|test|finals|boards|theory)|\w*exams?|\w*tests?|finals)$)"
)
"""Sitting an exam ("taking my GRE", "sitting my driving test"): the exam is the plan."""
_IS_AT: Final = re.compile(r"\s+(?:is|are|'s)\s+(?=(?:at|with)\s)", re.I)
"""A verb of being between an event and where or with whom it is ("appointment is at VFS")."""


def _names_a_kind(text: str, mention: DateMention) -> bool:
    """True for a weekday said as a kind of thing, between an owner word and a noun ("my
    Tuesday book club", "the Sunday roast"): a recurring thing, not a day of a plan."""
    if mention.text.lower() not in EN_DAY_WORDS:
        return False
    before = re.findall(r"[\w']+", text[: mention.start])[-1:]
    after = re.match(r"\s+([a-z][\w-]*)", text[mention.end :])
    return (
        bool(before)
        and before[0].lower() in _OWNERS
        and after is not None
        and after.group(1) not in _NOT_A_KIND
    )


_LIKING: Final = w.words(
    "love loves like likes enjoy enjoys adore adores hate hates prefer prefers luv"
)


def _liked_on(clause: str) -> bool:
    """True for a clause whose verb is one of liking ("I just enjoy pancakes on Saturday
    morning", "I love brunch on Sundays"): a taste, not a plan ("I'd love to …" is a wish,
    read elsewhere)."""
    words = re.findall(r"[\w']+", _LEAD_FILLER.sub("", clause).lower())
    while words and words[0] in ("i", "we", "honestly", "just", "really", "also", "still"):
        words = words[1:]
    return bool(words) and words[0] in _LIKING


_SUBJECTLESS: Final = re.compile(
    r"^\W*(?:is|are|was|will|has|have)\s+(?!(?:be\s+)?(?:coming|visiting|staying|dropping|popping)\b)\w+"
)
"""A clause that opens with its verb, not one of someone coming to the user ("Our rabbi,
Rabbi Feld, is coming for dinner on Friday": the user's evening too)."""


def _someone_elses(text: str, clause: str) -> bool:
    """True when the clause of the date is someone else's: it opens with them ("…, my
    daughter flies to Boston on Friday") or has no subject of its own after one set apart by
    commas ("Priya, my manager, is going on leave from Monday")."""
    low = clause.strip().lower()
    if _MOVED_MINE.search(low):
        return False  # "They moved my dentist appointment to Monday": the user's plan
    if _other_subject(low) and not _FIRST_PERSON.search(low):
        return True
    if not _SUBJECTLESS.match(clause):
        return False
    parts = re.split(r"[,—]", text, maxsplit=1)
    opening = parts[0].strip()
    return (
        len(parts) == 2
        and bool(opening)
        and _FIRST_PERSON.search(opening.lower()) is None
        and clause.strip() in parts[1]
    )


def _arranged_today(text: str, mentions: list[DateMention]) -> bool:
    """True for a plan word said with "today" alone ("got the keys to my new place today",
    "signed the lease today"): arranged and done today, not still to come ("booked a table for
    tonight" is one)."""
    if len(mentions) != 1 or mentions[0].text.lower() != "today":
        return False
    if re.search(r"\bfor\s+$", text[: mentions[0].start], re.I):
        return False
    words = re.findall(r"[a-z']+", text.lower())
    return any(word in _PLANNED for word in words[:4])


_JOINING: Final = re.compile(
    r"\s+and\s+(?:i'm|i am|i'll|i will|we're|we are|we'll)\s+(?:be\s+)?"
    r"(?P<what>[a-z]+ing\b[^,.;!?]{2,60})",
    re.I,
)
"""The user's own doing joined to someone else's dated event ("… and I'm giving a speech"),
not how they feel about it ("… and I'm so nervous")."""
_THEIR_EVENT: Final = re.compile(
    r"^\W*(?i:my|our)\s+(?P<who>[a-z]+(?:-in-law)?)(?:\s+(?P<name>[A-Z][a-z]+))?"
    r"(?:(?:\s*'s|\s+is|\s+are)\s+getting married|\s+gets? married"
    r"|\s+(?:has|have)\s+(?:(?:a|an|her|his|their)\s+)?(?P<thing>[\w' -]{3,40}?)"
    r"|\s*'s\s+(?P<own>[\w' -]{3,40}?)\s+(?:is|are))\s*$"
)
"""Someone close and their event, said before its day ("my son Omar has a piano recital", "my
sister gets married", "my sister's wedding is")."""


def _joining(text: str, mention: DateMention) -> list[Fill]:
    """The user's part in someone else's dated event, said after it ("my son Omar has a piano
    recital next Friday and I'm flying back for it", "my sister gets married on the 14th and
    I'm giving a speech"): the user's plan on that day, named with the event."""
    joined = _JOINING.search(text, mention.end)
    event = _THEIR_EVENT.match(text[: mention.start].strip())
    if joined is None or event is None:
        return []
    owner = event["name"] or f"my {event['who']}"
    thing = event["thing"] or event["own"] or "wedding"
    said = joined["what"].strip()
    what = re.sub(r"\s+(?:it|that)$", f" {owner}'s {thing}", said)
    what = re.sub(r"\s+there$", f" to {owner}'s {thing}", what)
    what = f"{what} at {owner}'s {thing}" if what == said else what
    return [Fill("plan", what, dates=(mention.iso,), extra={"when": render(mention, "")})]


_MOVED_BY: Final = re.compile(
    r"^\W*(?:(?P<agent>[\w' -]+?)\s+)?(?:(?:has|have|had|just|called|rang)[\s,]+(?:and\s+)?)*"
    r"(?:moved|pushed|postponed|rescheduled|bumped|delayed|(?:(?:had|have|has|need|needed) to"
    r"|gotta|gonna|going to|'ll|will) (?:move|push|postpone|reschedule|bump|delay))"
    r"(?: back| up)?\s+"
    r"(?:(?:me|us)\b|(?:my|our|the)\s+(?P<thing>[\w' -]+?))(?: back| up)?"
    r"(?:\s+(?:to|till|until|for)\b|\s*$)",
    re.I,
)
"""Someone moving a plan ("the dentist moved my cleaning to", "Dentist called, pushed me
to"): the plan is the thing moved, or, when it is the user who was moved, the one who moved
them."""


def _moved_what(clause: str) -> str:
    """What a clause that moves a plan names as the plan; any other clause as it is."""
    found = _MOVED_BY.match(clause)
    if found is None:
        return clause
    return found["thing"] or re.sub(r"^(?:the|my|our)\s+", "", found["agent"], flags=re.I)


def _done_before(clause: str) -> bool:
    """True for a clause that opens with a verb in the past tense ("Took the kids to the
    coast this weekend", "we drove up Saturday") other than one that makes a plan ("booked",
    "got tickets"): something done, not planned."""
    words = _LEAD_FILLER.sub("", clause).split()
    words = words[1:] if words[:1] in (["I"], ["i"], ["we"], ["We"]) else words
    words = words[1:] if words[:1] and words[0].lower() in ("just", "finally", "also") else words
    if not words or (len(words[0]) > 1 and words[0].isupper()):
        return False  # "SAT retake on the 14th": a name, not "sat"
    verb = words[0].lower()
    return en_pos.tag(verb) in ("VBD", "VBN") and verb not in _PLANNED


_PLANNED: Final = w.words(
    """booked got made scheduled arranged reserved signed registered planned bought set
    organized organised confirmed entered enrolled locked lined paid invited agreed promised
    moved pushed postponed rescheduled bumped delayed"""
)
"""Verbs in the past tense that make or move a plan ("booked a table for Friday")."""


def _thing_happens(clause: str) -> bool:
    """True for a clause about a thing that does something on the day (a shop that closes,
    a parcel that should arrive, a season that drops), the user not in it: no plan of theirs."""
    words = re.findall(r"[\w'-]+", clause.lower())
    if words[:1] not in (["the"], ["a"], ["an"], ["this"], ["that"]) or _FIRST_PERSON.search(
        clause.lower()
    ):
        return False
    for at, word in enumerate(words[2:5], start=2):
        if word in _MODALS:
            return words[at + 1 : at + 2] not in (["be"], ["have"], ["get"], [])
        if en_pos.tag(word) == "VBZ":
            return word not in ("is", "has", "does", "gets", "'s")
    return False


_MODALS: Final = w.words("should will would might may could can must")


_ASKED_AFTER: Final = re.compile(
    r"\s*[,;]\s*(?=(?:can|could|would|will|any|anything|how|what|why|where|should|help|pls"
    r"|please|thoughts|ideas|tips)\b)",
    re.I,
)
"""A request or question after the plan ("dentist on Thursday, can you distract me"): not
part of what is planned."""
_FREE_DAY: Final = re.compile(
    r"(?:off|free|off work|(?:a |the )?day off|not working|on leave|home|finally off|off finally)"
)
"""A day said free ("I'm off this Friday"): the plan is what the user does with it, said next."""


def _free_day_for(text: str, mention: DateMention, day: DateMention) -> list[Fill]:
    """The plan of the user's clause after a free day ("I'm off this Friday, finally, and
    I'm driving up to Point Reyes"), dated by that day; none when nothing follows."""
    later = _I_JOINED.search(text, mention.end)
    if later is None:
        return []
    said = text[later.end() :].rstrip(" .!")
    moved = dataclasses.replace(mention, start=len(said) + 1, end=len(said) + 1 + len(mention.text))
    return _plan_at(f"{said} {mention.text}", moved, day)


_UNABLE: Final = re.compile(r"(?i)(?:can not|cannot|can't|won't|will not|couldn't)\b")
_ASIDE: Final = re.compile(r"\s*\([^)]*(?:\)|$)")
"""An aside in brackets ("for a filing (filling lol)"), closed or not: not part of the plan."""
_ASKED_BARE: Final = re.compile(
    r"\s+(?=(?:what|how|where|which|when|who)\s+(?:can|should|do|does|would|will|is|are)\b)",
    re.I,
)
"""A question run on after the plan with no comma ("dentist Friday what can I eat after")."""
_LEAD_FILLER: Final = re.compile(
    r"^(?:(?:ugh|argh|ok|okay|so|oh|btw|fyi|also|anyway|lol|welp|well|heads up|reminder"
    r"|(?:just )?(?:a )?reminder (?:for|to) (?:myself|me)|remind me(?: that)?)\b[\s,:!.-]*)+",
    re.I,
)
"""Fillers before a plan ("btw", "ugh", "heads up"): not part of it."""
_PURPOSE: Final = re.compile(
    r"^(?P<trip>(?:[\w'-]+\s+){0,2}?(?i:fly|flying|flies|head|heading|go|going|travel(?:l)?ing"
    r"|travel|drive|driving|ride|riding|take|taking|catch|catching|off|pop|popping|nip|nipping"
    r"|come|coming|get|getting|back)\s+(?:(?:[\w'-]+\s+){0,3}?(?:to|into)\s+"
    r"(?:[A-Z][\w'-]*|home|the \w+|my \w+(?: \w+)?)(?:\s+[A-Z][\w'-]*)*|home))"
    r"\s+(?:to\s+(?:be with|(?!(?:the|a|an|my|our|his|her|their|your|this|that|these|those"
    r"|some|be|[A-Z]|\d)\b)[a-z]+\b)|for\s+(?:the|a|an|my|our|his|her|their|some|\w+'s)\s"
    r"|so\s+(?:i|we)\b).*$"
)
"""Why one travels, said after where to ("flying to Boston to see my parents", "driving to
Denver for the conference"): the trip is the plan, its purpose is dropped."""
_THERE_FOR: Final = re.compile(
    r"^(?:be )?in (?P<place>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) for (?:a |an |the |my )?"
    r"(?P<what>(?!(?:work|fun|business|pleasure|good|now|while|few|couple|week|two|three|a while"
    r"|the week|the weekend)\b)[\w' -]+)$"
)
"""Being somewhere for an event ("in Singapore for a conference"): the event there is the plan
("conference in Singapore")."""


def _other_subject(low: str) -> bool:
    """True for a sentence whose plan is someone else's ("she flies on Friday", "my sister
    is…", "the contractor is flying to Miami on Friday")."""
    first = low.split()[0] if low.split() else ""
    return (
        first in ("he", "she", "they")
        or bool(
            re.match(r"(?:my|our) (?:\w+ )?(?:" + "|".join(w.RELATIONS) + r")\b(?! and i)", low)
        )
        or (_SOMEONE_DOING.match(low) is not None and _FIRST_PERSON.search(low) is None)
    )


_SOMEONE_DOING: Final = re.compile(
    r"^\W*(?:the|a|an|this|that|our|my|their|his|her)\s+(?:[\w-]+\s+){0,2}?[\w-]+"
    r"\s+(?:is|are|was|were|'s|will|has|have)\s+(?:(?:also|still|just|finally|now)\s+)?"
    r"(?:\w+ing|going|gonna|off|away|out|back)\b"
)
"""A noun phrase doing something ("the contractor is flying…", "our new hire is starting…")."""
_NAMED_DOER: Final = re.compile(
    r"^\W*(?!(?:I|Today|Tonight|Tomorrow|Next|This|That|It|There|Here|Monday|Tuesday|Wednesday"
    r"|Thursday|Friday|Saturday|Sunday|Weekend|Everything|Nothing|What|Who|Where)\b)"
    r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?:\s*'s|\s+is|\s+are|\s+will|\s+has)\s+"
    r"(?:(?:also|still|just|finally)\s+)?(?:\w+ing|going|gonna|off|away|back)\b"
)
"""Someone named doing something ("Tom's flying to Oslo on Friday", "Jess is getting
married"): their plan, not the user's."""
_FIRST_PERSON: Final = re.compile(r"\b(?:i|i'm|i'll|i've|i'd|im|we|we're|we'll|me|us)\b")


def _clause_around(text: str, start: int, end: int) -> str:
    """The clause holding a date, the date itself removed."""
    left = max(text.rfind(sep, 0, start) for sep in (",", ";", "—", ".", "!", "?", " so "))
    joins = [m.start() for m in _I_JOINED.finditer(text)]  # "I live in Leeds and I'm flying"
    left = max([left, *(at for at in joins if at < start)])
    rights = [
        i for i in (text.find(sep, end) for sep in (",", ";", "—", "!", "?", " so ")) if i > 0
    ] + [at for at in joins if at >= end]
    rights += [m.start() for m in _CLAUSE_AFTER.finditer(text, end)][:1]
    right = min(rights) if rights else len(text)
    after = _PART_OF_DAY.sub("", text[end:right])  # "tomorrow| morning", "Friday| night"
    before = re.sub(r"\ball\s*$", "", text[left + 1 : start])  # "in Chicago all| next week"
    clause = before + " " + after
    alone = plan_bare_heads.stands_alone(before) and _OWN_CLAUSE.match(text[right:]) is not None
    if len(clause.split()) < 2 and rights and not alone:  # "Friday, dentist"; "Exam …, stats, ugh"
        nexts = [i for i in (text.find(sep, right + 1) for sep in ",;—!?.") if i > 0]
        stop = len(text) if not text[left + 1 : start].strip() else min(nexts or [len(text)])
        rest = text[end:stop]
        clause = text[left + 1 : start] + " " + _PART_OF_DAY.sub("", rest)
    clause = _CLOCK.sub(" ", clause)
    return re.sub(r"\b(?:on|at|by|this|the|in|for)\s*$", "", clause.strip()).strip()


_OWN_CLAUSE: Final = re.compile(r"[,;—!?]\s*(?:then\s+)?(?:[\w'-]+\s+){1,}\S")
"""A clause of two words or more after the day ("…, wish me luck", "…, flying tomorrow"):
another thing than the one-word plan before the day ("Exam on Friday")."""
_CLAUSE_AFTER: Final = re.compile(
    r" (?:and|but|if|unless|because|cause|since|though|although|as long as|provided)"
    r" (?=(?:there|it|it's|that|this|would|could|can|need|i'd|i|i'm|we|we're|the|my|our|you"
    r"|[a-z]+ (?:is|are|was|were|holds?|works?))\b)",
    re.I,
)
"""A second clause after the date ("moving on the 21st| and there are boxes everywhere", "next
Tuesday| if the weather holds"): not part of what is planned."""
_PART_OF_DAY: Final = re.compile(r"^\s*(?:morning|night|evening|afternoon|lunchtime)\b", re.I)
_WISHED_BY: Final = re.compile(
    r"\b(?:want|wanna|hope|hoping|aim|aiming|trying|would like|'d like)\b.*?\b(?:by|before"
    r"|ahead of|in time for) (?:my|our|the) (?P<event>[\w' -]{3,40})$",
    re.I,
)
"""A wish to be ready by a dated event: the event is the plan, the wish is no plan."""
_TAKING: Final = re.compile(
    r"^(?:taking|bringing|take|bring|dragging)\s+(?:my|our|the)\s+(?:\w+\s+){0,2}?\w+\s+to\s+"
    r"(?=(?:see|watch|visit|meet|hear|try)\b)",
    re.I,
)
"""Whom one takes along to do something ("taking my mum to see Les Mis"): the plan is what
is done (see Les Mis)."""
_I_JOINED: Final = re.compile(r" (?:and|but|so) (?=(?:i|i'm|i am|we|we're|we are)\b)", re.I)
"""Where a second clause of the user's own begins ("... and I'm flying to Rome")."""
_CLOCK: Final = re.compile(
    r"\b(?:at|by|around|from|until)\s+(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon"
    r"|midnight)(?=\W|$)",
    re.I,
)
"""A time of day said with the date ("at 3pm", "at 2"): when, not what is planned."""


def used_to(clause: Clause) -> list[Fill]:
    """ "I used to love coffee", "I used to run every morning": what stopped holding."""
    found = re.search(r"\bused to (?:be )?(?P<what>[^,.;!?]+)", clause.low)
    if found is None:
        return []
    taste = _USED_TASTE.match(found.group("what"))
    what = re.sub(
        r"^(?:love|like|enjoy|adore|hate|dislike|detest|loathe|can not stand|do|go|play|have"
        r"|live in|work at|work for)\s+",
        "",
        found.group("what"),
    )
    ended = _negation(what) or []
    if taste is None:
        return ended
    slots = ["like"] if taste.group("like") else ["dislike"]  # "used to hate olives"
    return [_only(fill, slots) for fill in ended]


_FOR_GOOD: Final = re.compile(r"\b(?:for good|anymore|any more|permanently|forever|for ever)\b")
"""An ending said to last: a routine called off, not one day of it ("parkrun's off the calendar
for good")."""
_USED_TASTE: Final = re.compile(
    r"^(?:(?P<like>love|like|enjoy|adore)|(?P<dislike>hate|dislike|detest|loathe|can not stand))"
    r"\s"
)
"""A taste that used to hold: it ends only that taste (a like that follows stays)."""


def ending(clause: Clause, start: int) -> list[Fill] | None:
    """A `negate` fill when the clause says something stopped holding, else None (not for a
    request to the assistant: "please stop using bullet points" is a preference)."""
    low = clause.low
    if re.match(r"^(?:please |pls )?(?:stop|do not|never|no more)\b", low) and "for me" not in low:
        return None
    if re.search(r"\b(?:please|you)\b", low):
        return None
    turned = _turned(clause, low)
    if turned is not None:
        return turned
    finished = _FINISHED_GATED.search(low)
    if finished is not None and (finished.group("off") or finished.group("through")):
        said = finished.group("what") or finished.group("through")  # "Paris got cancelled",
        return _only_slots(_negation(said), ["project", "goal", "plan"])  # "Rome fell through"
    if finished is not None:  # "the chess app is done": a project or a goal, nothing else
        return _only_work(_negation(finished.group("what")))
    found = _AFTER_ENDS_GATED.search(" ".join(clause.tokens))
    if found is not None and found.group("called"):  # "Rome's off": a plan called off
        if found.group("called").strip().lower() in _NOT_CALLED_OFF:
            return None  # "I'm off", "it's off": no plan named
        called = ["goal", "plan", "project"] + (["habit"] if _FOR_GOOD.search(low) else [])
        return _only_slots(_negation(found.group("called")), called)  # "parkrun's off for good"
    if found is not None:
        what = next((said for said in found.groups() if said), "")
        return _negation(en_health.with_measured(what) if not found.group("thing") else what)
    switched = _SWITCHED.search(low)
    if switched is not None:
        old = next(said for said in switched.groups() if said)
        new = _cased(_new_thing(switched, low), clause)
        return _with_new(_only_tastes(_negation(old)), old, new)
    match = _ENDINGS.search(low)
    if match is None:
        left = _left(low)
        return [_recased(fill, clause) for fill in left] if left else left
    if match.group("lapsed") or match.group("off") or match.group("without"):
        said = match.group("lapsed") or match.group("off") or match.group("without")
        said = kind_of_any(said) or said  # "Day 40 without a cigarette": no smoking at all
        if match.group("without") and not given_up_kind(said):
            return None  # "a week without the gym": a break, not an ending
        return _only_slots(_negation(said), [*_TASTES, "condition"])  # (never a person)
    first, second = [*match.group(0).split(), ""][:2]
    if match.group("what").split()[0] in _NOT_ENDED and first not in _STOP_VERBS:
        return None  # "I'm no longer sure", "I'm not able to anymore": a state of mind
    plain = first in ("do", "does", "can", "cannot", "never", "not") or (
        first in ("am", "are", "is") and second == "not"
    )
    if plain and _ANYMORE.search(low) is None:
        return None  # "I don't eat meat": a diet or a dislike, not an ending
    what = _ANYMORE.sub("", match.group("what")).strip()
    if _CALLING_OFF.match(match.group(0)) or (first == "not" and "after all" in low):
        return _only_slots(_negation(what), sorted(CALLED_OFF_SLOTS))  # "scrapped the trip"
    return _negation(what)


def _turned(clause: Clause, low: str) -> list[Fill] | None:
    """Endings that name what ends in their own way: a food eaten again ends the diets that
    exclude it, a break-up the relation, an accepted thing the dislike, a food one can eat
    again the allergy."""
    back = _BACK_ON.search(low)
    if back is not None:
        drinks = back.group("alcohol") is not None or back.group("booze") is not None
        return _diets_without("alcohol" if drinks else back.group("food") or back.group("back"))
    parted = _parted(" ".join(clause.tokens))
    if parted is not None:
        return parted
    lost = laid_off(" ".join(clause.tokens))
    if lost:  # "I was laid off from Aviva on Friday": the employer ends
        return lost
    warmed = _WARMED.search(low)
    if warmed is not None:  # "olives have grown on me": the dislike ends
        liked = any(warmed.group(name) for name in ("on", "to", "grown"))  # not "not bad"
        return _came_to_accept(next(said for said in warmed.groups() if said), liked)
    again = _AGAIN.search(low)
    if again is not None:  # "I can eat shellfish again": the allergy or diet ends
        food = next(said for said in again.groups() if said)
        return _only_slots(_negation(food), ["allergy", "diet", "dislike"])
    return None


_LEFT: Final = re.compile(
    r"\b(?:left|moved out of|moved away from|resigned from|was laid off from|got laid off from"
    r"|(?:handed|handed in|put in|gave|given|turned in)(?: in)? (?:my )?(?:notice|resignation)"
    r"(?: in)? (?:at|to))"
    r"\s+(?P<what>[^,.;!?]+)"
)
_PLACES_AND_WORK: Final = ["employer", "work_location", "home_location", "project"]


def _left(low: str) -> list[Fill] | None:
    """ "I left Barclays", "we moved out of Leeds": an employer, a place or a project that
    no longer holds (never a person: "I left my son at school")."""
    found = _LEFT.search(low)
    what, _, new = found.group("what").partition(" for ") if found is not None else ("", "", "")
    ended = _negation(what) if found is not None else None
    kept = [*_PLACES_AND_WORK, "habit"] if _A_GROUP.search(what) else _PLACES_AND_WORK
    ended = [_only(fill, kept) for fill in ended] if ended else None
    return _with_new(ended, what, _trimmed(new))


_A_GROUP: Final = re.compile(
    r"\b(?:band|choir|club|team|league|group|class|orchestra|society|crew|troupe|squad|rota"
    r"|ensemble|congregation|bible study|book club)\b"
)
"""A group one meets with: leaving it ends the routine of meeting too ("Left the pipe band")."""


_SWITCHED: Final = re.compile(
    r"\b(?:switched|moved|went|gone|changed|converted|graduated)(?: over| back)? from"
    r" (?P<old>[^,.;!?]+?) to\b"
    r"|\b(?:swapped|traded|replaced|ditched|dropped) (?P<old2>[^,.;!?]+?) (?:for|with)\b"
    r"|\b(?:am|are) off (?P<off>[^,.;!?]+?)(?: now| these days| for good| anymore)\b"
    r"|\binstead of (?P<instead>[^,.;!?]+)"
)
_TASTES: Final = ["like", "dislike", "habit", "diet", "skill", "pref.editor", "project"]


_STOP_VERBS: Final = w.words("stopped quit gave given kicked")
"""Verbs that end an activity: "I stopped going to the gym" ends going there."""
_NOT_ENDED: Final = w.words(
    """sure certain able allowed welcome needed required possible available convinced aware
    allowed going gonna worried afraid scared mad angry upset happy sad tired hungry here
    there"""
)


_FINISHED: Final = re.compile(
    r"(?P<what>[\w' -]{2,40}?)\s*(?:(?:\s(?:is|are|got|was|were|has been|have been)"
    r"|'s(?: been)?)\s+"
    r"(?:finally |now |officially |just )?(?:done|shipped|wrapped up|launched"
    rf"|(?P<off>dead|{_OFF_PARTICIPLES})))\b(?! for me\b| to me\b)"
    r"|^(?:the |my |our )?(?P<through>(?:[\w'-]+ ){0,3}[\w'-]+) (?:has |have |just )?(?:fell"
    r"|fallen) through\s*$"
)
_FINISHED_GATED: Final = branch_gated(_FINISHED)
"""`_FINISHED` searched through only the branches a clause could match (same matches)."""


_WARMED: Final = re.compile(
    r"\b(?:come|came|coming) around (?:on|to) (?P<on>[^,.;!?]+)|\b(?:warmed|warming) up to"
    r" (?P<to>[^,.;!?]+)|\bmade (?:my )?peace with (?P<peace>[^,.;!?]+)"
    r"|^(?P<grown>[\w' -]{2,40}?) (?:have|has) (?:really |kind of |actually )?grown on me\b"
    r"|^(?P<bad>[\w' -]{2,40}?) (?:is|are|'s) (?:actually |really |honestly )?not (?:so |that |too "
    r"|as |half )?bad\b"
)
"""What the user came to accept: the dislike of it ends."""
_AGAIN: Final = re.compile(
    r"\b(?:can|could|am able to|am allowed to) (?:now )?(?:eat|have|drink|touch|be around)"
    r" (?P<food>[^,.;!?]+?) again\b"
    r"|\b(?:am|are) (?:totally |completely )?(?:fine|ok|okay) with (?P<with>[^,.;!?]+?)"
    r" (?:now|again|after all)\b"
    r"|^(?P<safe>[\w' -]{2,30}?) (?:is|are) (?:totally |completely )?(?:fine|ok|okay|safe) for me"
    r" (?:now|again|after all)\b"
)


def _came_to_accept(what: str, liked: bool) -> list[Fill] | None:
    """The dislike of what the user came to accept ends, and it is liked ("olives have grown
    on me")."""
    words = tuple(t for t in re.findall(r"[\w'-]+", what.lower()) if t not in _TERM_STOP)
    if not words:
        return None
    extra = {"object": "", "verb": "", "slots": ["dislike"], "replaced": True}
    like = [Fill("like", what.strip())] if liked and 1 <= len(what.split()) <= 4 else []
    return [Fill("ending", what.strip(), action=NEGATE, terms=words, extra=extra), *like]


_NEW_END: Final = re.compile(
    r"\s+(?:now|instead|these days|nowadays|recently|lately|last \w+|this \w+|in \w+|a while ago"
    r"|(?:a|one|two|three|few) \w+ ago|since \w+|because\b.*|as\b.*|and\b.*|but\b.*)$"
)


def _new_thing(switched: re.Match[str], low: str) -> str:
    """What a change "from X to Y" / "swapped X for Y" took up: Y (up to four words)."""
    if not (switched.group("old") or switched.group("old2")):
        return ""
    return _trimmed(re.split(r"[,.;!?]", low[switched.end() :], maxsplit=1)[0])


def _trimmed(said: str) -> str:
    """The new thing without when or why it changed (up to four words, else none)."""
    said = said.strip()
    while _NEW_END.search(said):
        said = _NEW_END.sub("", said)
    said = re.sub(r"^(?:a |an |the |my |some )", "", said)
    return said if 0 < len(said.split()) <= 4 else ""


def _with_new(ended: list[Fill] | None, old: str, new: str) -> list[Fill] | None:
    """The endings of a change that names what came instead: the ended memory's new value
    (`extra["from"]`, `extra["instead"]`, put in place of the old one by consolidation)."""
    if not ended or not new:
        return ended
    old = re.sub(r"^(?:a |an |the |my |some |being )", "", old.strip())
    return [replace(f, extra=f.extra | {"from": old, "instead": new}) for f in ended]


def _cased(said: str, clause: Clause) -> str:
    """A lower-cased part of the clause as the user wrote it ("globex" → "Globex")."""
    found = value_patterns.search(re.escape(said), join(clause.tokens), re.I) if said else None
    return found.group(0) if found is not None else said


def _recased(fill: Fill, clause: Clause) -> Fill:
    new = str(fill.extra.get("instead") or "")
    return replace(fill, extra=fill.extra | {"instead": _cased(new, clause)}) if new else fill


def _only_slots(ended: list[Fill] | None, slots: list[str]) -> list[Fill] | None:
    return [_only(fill, slots) for fill in ended] if ended else None


def _only_work(ended: list[Fill] | None) -> list[Fill] | None:
    """What is done is a project or a goal (not "dinner is done")."""
    return [_only(fill, ["project", "goal"]) for fill in ended] if ended else None


def _only_tastes(ended: list[Fill] | None) -> list[Fill] | None:
    """ "I switched from lattes to matcha", "swapped reading for podcasts", "I'm off sushi
    now": what was left behind ends (a like, a habit, a diet, a tool), never a person or a
    place (the new value of those supersedes by itself)."""
    return [_only(fill, _TASTES) for fill in ended] if ended else None


def _only(fill: Fill, slots: list[str]) -> Fill:
    extra = fill.extra | {"slots": slots}
    return Fill(fill.slot, fill.value, action=NEGATE, terms=fill.terms, extra=extra)


_BACK_ON: Final = re.compile(
    r"\b(?:eat|eats|eating|ate|having|had|back on|started on)\s+(?:some\s+)?(?P<food>meat|fish"
    r"|chicken|beef|pork|seafood|dairy|cheese|eggs|animal products)\b[^,.;!?]*"
    r"\b(?:again|now|these days|nowadays)\b"
    r"|\b(?:back on |back to (?:eating |having )|(?:started|starting) (?:to eat |eating |on )"
    r"|(?:went|gone) back to (?:eating )?)(?:some )?(?P<back>meat|fish|dairy|cheese)\b"
    r"|\b(?:drink|drinks|drinking|drank)(?: (?:alcohol|booze|wine|beer|a bit|socially|a little))?"
    r" (?:again|occasionally now|socially now)\b(?P<alcohol>)"
    r"|\bback on (?:the )?(?:booze|alcohol|wine|beer)\b(?P<booze>)"
)
_EXCLUDED_BY: Final[dict[str, tuple[str, ...]]] = {
    "meat": ("vegan", "vegetarian", "pescatarian", "plant-based"),
    "fish": ("vegan", "vegetarian", "plant-based"),
    "dairy": ("vegan", "dairy-free", "lactose-free", "plant-based"),
    "alcohol": ("no alcohol",),
}
_FOOD_KIND: Final = {
    "chicken": "meat", "beef": "meat", "pork": "meat", "seafood": "fish",
    "cheese": "dairy", "eggs": "dairy", "animal products": "dairy",
}  # fmt: skip


_PARTNERS: Final = "girlfriend|boyfriend|partner|fiance|fiancee|fiancé|fiancée"
_SPOUSES: Final = "wife|husband|spouse"
_PARTED: Final = re.compile(
    rf"(?:(?:my|My) (?P<kind>{_PARTNERS}|{_SPOUSES})(?: (?P<name>[A-Z]\w+))?|(?P<who>[A-Z]\w+))"
    r" and (?:i|I) (?:have |had |just |finally |recently )*(?P<verb>broke up|split up|separated"
    r"|divorced|got divorced|called it quits|went our separate ways)"
    r"|\b(?:i|I|we|We) (?:have |had |just |finally |recently |officially )*(?P<verb2>broke up"
    r"|split up|separated|got divorced|divorced|called it quits)"
    rf"(?: (?:with )?(?:my |My )?(?P<kind2>{_PARTNERS}|{_SPOUSES})?(?: ?(?P<name2>[A-Z]\w+))?)?"
)
"""A relationship that ended: the partner named, or the kind the verb ends."""


def _parted(text: str) -> list[Fill] | None:
    """ "Ana and I split up", "I divorced my husband", "we broke up": the relation ends (by
    its name when said, else every partner of the kind the verb ends)."""
    found = _PARTED.search(text)
    if found is None:
        return None
    name = found.group("name") or found.group("who") or found.group("name2")
    kind = found.group("kind") or found.group("kind2")
    verb = found.group("verb") or found.group("verb2") or ""
    kinds = _SPOUSES if "divorce" in verb else (kind or _PARTNERS)
    terms = (name.lower(),) if name else tuple(kinds.split("|"))
    extra = {"object": "", "verb": "", "slots": ["relation"]}
    return [Fill("ending", name or kinds, action=NEGATE, terms=terms, extra=extra)]


_SPLIT: Final = (
    r"(?:(?:have|had|just|finally|recently|officially|are|were|got|now)\s+)*(?:broke up|split up"
    r"|separated|divorced|called it quits|went our separate ways|called off (?:the|our) engagement"
    r"|broke off (?:the|our) engagement|ended (?:the|our) engagement)\b"
)
_PARTED_BY_NAME: Final = re.compile(
    rf"\b(?:[Mm]e|I) and (?P<name>[A-Z][a-z]\w*),? {_SPLIT}"
    rf"|\b(?P<name2>[A-Z][a-z]\w*) and (?:me|I),? {_SPLIT}"
    rf"|\b(?:[Ww]e|[Ww]e've|[Ww]e have|[Ww]e're|[Ww]e are),? {_SPLIT}\s*[,;:—–-]+\s*(?:[Mm]e|I) and"
    r" (?P<name3>[A-Z][a-z]\w*)\b"
)
"""A break-up said with the partner's name beside the user's ("me and Dev split up", "We've
split up, me and Dev", "Dev and I are divorced now")."""


def parted_by_name(sentence: str, fills: list[Fill]) -> list[Fill]:
    """The fills with a break-up said by the partner's name across clauses ("We've split up,
    me and Dev"): the named relation ends, in place of an ending of every partner."""
    found = _PARTED_BY_NAME.search(sentence)
    if found is None:
        return fills
    name = found.group("name") or found.group("name2") or found.group("name3")
    kept = [f for f in fills if not (f.slot == "ending" and f.extra.get("slots") == ["relation"])]
    extra = {"object": "", "verb": "", "slots": ["relation"]}
    return [*kept, Fill("ending", name, action=NEGATE, terms=(name.lower(),), extra=extra)]


_ORG: Final = r"[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3}"
_LAID_OFF: Final = re.compile(
    rf"\b(?i:{w.JOB_LOST})\s+(?:from|by|at)\s+(?P<org>{_ORG})"
    rf"|^\W*(?P<by>{_ORG})\s+(?i:just\s+|finally\s+)?(?i:{w.JOB_LOST_ME})\b"
)
"""Losing a job at a named employer ("laid off from Aviva", "made redundant by BT",
"Deloitte let me go")."""


def laid_off(text: str) -> list[Fill]:
    """The employer a job was lost at ("laid off from Aviva"), as its ending, or nothing."""
    found = _LAID_OFF.search(text)
    if found is None:
        return []
    org = (found.group("org") or found.group("by")).rstrip(".")
    extra = {"object": org, "verb": "", "slots": ["employer"]}
    terms = tuple(word.lower() for word in org.split())
    return [Fill("ending", org, action=NEGATE, terms=terms, extra=extra)]


def _diets_without(food: str | None) -> list[Fill] | None:
    """ "I eat meat again", "back on cheese": the diets that exclude that food end."""
    kind = _FOOD_KIND.get(food or "", food or "")
    diets = _EXCLUDED_BY.get(kind, ())
    if not diets:
        return None
    extra = {"object": "", "verb": "", "slots": ["diet"]}
    return [Fill("ending", f"eats {food} again", action=NEGATE, terms=diets, extra=extra)]


def _negation(what: str) -> list[Fill] | None:
    terms = tuple(dict.fromkeys(stem(t) for t in re.findall(r"[\w'-]+", what.lower())))
    terms = tuple(t for t in terms if t and t not in _TERM_STOP and len(t) > 1)
    if not terms:
        return None
    verb, thing = _object_of(what)
    extra: dict[str, Any] = {"object": thing, "verb": verb}
    where = _WHERE.get(" ".join(what.lower().split()[:2]))
    if where is not None and thing:  # "I don't live in Ghent anymore": only where one lives
        extra["slots"] = where
    return [Fill("ending", what.strip(), action=NEGATE, terms=terms, extra=extra)]


_WHERE: Final = {
    f"{verb} {at}": slots
    for verbs, slots in (
        (("live", "living"), ["home_location"]),
        (("work", "working"), ["employer", "work_location"]),
    )
    for verb in verbs
    for at in ("in", "at", "for", "from")
}
"""A verb of where one lives or works with its preposition: the slots its ending names."""


_USE_VERBS: Final = w.words(
    """eat eating drink drinking watch watching play playing do doing have having smoke
    smoking use using like love enjoy bother touch live living work working follow following
    into liking loving enjoying hating"""
)


def _object_of(what: str) -> tuple[str, str]:
    """(verb, object) of what ends: "eat spicy food anymore" → ("eat", "spicy food")."""
    words = _TRAILING.sub("", _ANYMORE.sub("", what).strip(" ,.")).split()
    while words and words[0].lower() in w.FILLERS:
        words.pop(0)  # "don't really drink coffee": drink coffee
    verb = words.pop(0).lower() if words and words[0].lower() in _USE_VERBS else ""
    if verb in ("live", "living", "work", "working") and words and words[0].lower() in _AT:
        words.pop(0)  # "live in Oslo": Oslo
    while words and words[0].lower() in ("the", "a", "an", "my", "with", "on", "it"):
        words.pop(0)
    cut = next((i for i, word in enumerate(words) if word.lower() in _TAIL_STARTS), len(words))
    thing = " ".join(words[:cut]).strip(" ,.")
    if thing.lower() in _PERSONS:
        thing = ""  # "I don't like her anymore": a person, not a thing the user gave up
    if not thing and verb in ("drink", "drinking"):
        thing = "alcohol"  # "I quit drinking"
    if not thing and verb in _PASTIMES:
        return "", verb  # "I quit smoking two months ago": smoking is what ends
    return verb, thing


_PASTIMES: Final = w.words("smoking smoke vaping gaming running jogging drinking")
"""Gerunds that are the pastime themselves when no object follows."""


_AT: Final = w.words("in at for from")
_PERSONS: Final = w.words("her him them he she they you us me")
_TRAILING: Final = re.compile(
    r"(?:\s+(?:as well|too|either|at all|any ?more|now|these days|for good|since \w+"
    r"|in (?:months|years|ages|weeks)|lately|really|honestly|completely|totally|entirely"
    r"|altogether|cold turkey|(?:a|an|one|two|three|four|five|six|a few|several|\d+) (?:days?"
    r"|weeks?|months?|years?) ago|last (?:week|month|year|spring|summer|autumn|fall|winter)))+$",
    re.IGNORECASE,
)
_TAIL_STARTS: Final = w.words(
    """in at on since for after before during when because last this next ago when while
    until so but and"""
)
"""Words that start what follows an object ("drinking *in January*", "soda *since May*")."""


def stem(word: str) -> str:
    """A crude English stem for matching endings with what is known ("running" ~ "run")."""
    word = word.strip("'").removesuffix("'s")
    for suffix, keep in (("ning", 3), ("ing", 3), ("ers", 3), ("er", 4), ("es", 4), ("s", 3)):
        if word.endswith(suffix) and len(word) - len(suffix) >= keep:
            return word[: -len(suffix)]
    return word


NEGATE_ACTION: Final = NEGATE
