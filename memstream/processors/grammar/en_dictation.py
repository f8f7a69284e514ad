"""English said without punctuation, cut into the sentences it runs together (issue 22).

Voice input and hurried typing give one long run: "my name is dana i work as a nurse at st
marys and i live in leeds i hate cilantro". The grammar reads a sentence at a time, so such a
run read as one sentence gave "Dana I" as a name and lost the rest. A line with no sentence
punctuation (no ".", "!", "?" or ";" inside) and long enough to hold two statements is cut
before each place a new clause opens with its subject:

- "I" (and "I'm", "I've", "we", "we're", "he", "she", "they" ...) after
  a word that does not take a clause ("think", "that", "because", "when", a modal or a
  preposition keep it: "I think I'm", "when I was", "should I");
- "my" / "our" when a finite verb follows within four words ("my husband luis is", "my kids
  help", "my name's"), and no preposition or verb comes before it ("the name of my dog is",
  "those are my allergies");
- only where no conjunction joins the clauses ("and i", "but my" are cut by the grammar's
  own clause breaks).

The words before a cut must be a clause (a subject and a word after it, or a verb: not "every
sunday | i call my mum", "as a nurse | i"), no colon or quote may hold a text to work on, a
joke anywhere keeps the run whole, and nothing is cut after a hedge, a condition or reported
speech (it may scope over what follows: "if only i spoke japanese this trip would be ...",
"according to my wife i snore"). Lines with their punctuation come back as they are; the
cuts are line breaks, so each clause is screened and read as a sentence.

One reader (g38e): `breaks` makes a single pass over the tokens and asks each place of every
`CutRule` in `_RULES` (data: the opening words, the shortest line, the test of the words
before): the run-on rule above; a short change in one breath ("left acme im at globex now",
from `one_breath`, lines of five words or more with no punctuation inside); a request after a
statement ("... on thursday | can you find me ..."). `punctuated` writes the cuts as line
breaks, `spoken_breaks` as full stops.

Pure: a function of the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Final

from memstream.processors.date_words import EN_DAY_SHORT_WORDS, EN_DAY_WORDS
from memstream.processors.grammar import en_pos
from memstream.processors.grammar.en_pos import tag
from memstream.processors.grammar.en_words import (
    HYPOTHETICAL,
    JOKES,
    MADE_UP,
    REPORTED,
    TENTATIVE,
    words,
)
from memstream.processors.grammar.frequency_words import opens_event  # g55t: every time I …

_SENTENCE_END: Final = re.compile(r"[.!?;](?=\s|$)|[—–\u3000-\u9fff]| - ")
_FEWEST_WORDS: Final = 8
"""A line shorter than this holds one statement at most: never cut."""
_SHORTEST_PART: Final = 2
_TOKEN: Final = re.compile(r"\S+")
_SUBJECTS: Final = words(
    """i i'm im i've ive i'd i'll we we're we've he he's she she's they they're theyre"""
)
"""Words that open a clause as its subject (the user or someone named before); not "it's" or
"that's", which point back at what the clause before said ("reply in portuguese it's my
mother tongue")."""
_POSSESSIVES: Final = words("my our")
_BEING: Final = words("is are was were 's has have name's lives works")
_FINITE: Final = frozenset(("VB", "VBZ", "VBP", "VBD", "MD"))
_NAMING: Final = words("called named")
_POSSESSED_SPAN: Final = 4
"""The most words between "my" and its verb ("my husband luis is")."""
_KEEPS_CLAUSE: Final = words(
    """that if when whenever because cause cuz coz since as while until till before after
    where wherever what whatever who which how why whether than though although unless once
    think thought guess know knew hope wish mean meant say said says tell told feel felt
    believe suppose reckon bet sure glad afraid worried like unlike realize realise realized
    realised forgot remember heard hear swear figured figure admit promise dreamt dreamed
    dream imagine imagined pretend pretended wonder wondered doubt
    believes believed assume assumes assumed convinced certain guessed guesses suspect
    suspects suspected reckons imagines figures
    ideally hopefully maybe probably perhaps honestly personally apparently basically
    do does did can could should would will shall may might must am are is was were have has
    had don't doesn't didn't can't won't wouldn't shouldn't couldn't
    of with for to in at on from about by into onto than via without between against
    and or nor but so also plus then me you"""
)
"""Words after which a subject does not open a new sentence ("I think I'm", "when I was",
"should I", "me and my wife")."""
_WORK_ON: Final = words(
    """translate proofread rewrite summarize summarise fix correct check count edit
    reword paraphrase shorten format convert"""
)
"""Verbs that ask for work on the words after them ("translate to french i work as ..."):
a line that opens with one is a text to work on, not cut."""
_HEADS: Final = words(
    """one ones thing things stuff something anything everything nothing someone anyone
    everyone somebody anybody everybody kind sort way place person people list"""
)
_DETERMINERS: Final = words("the this that these those another which whatever")
"""A noun after one of these may head a clause that leaves out "that" ("the book i read")."""
_CONDITIONS: Final = words(
    """if unless whether when whenever once wish hopefully maybe suppose imagine what even
    only someday"""
)
"""Words that open a clause bound to the next one ("if i moved there i'd ..."): a line that
opens with one is not cut after it."""
_BEFORE_POSSESSIVE: Final = words(
    """of with for to in at on from about by into onto via without between against near
    that because cause cuz since when if while as than what who where love loves hate hates
    like likes miss misses call calls walk walks meet met visit visited see saw
    and but or nor so also plus then"""
)
"""Words after which "my" goes on the clause ("the name of my dog is", "I walk my dog")."""


@dataclass(frozen=True, slots=True)
class CutRule:
    """One shape of sentence break, as data: the words a new sentence opens with, the
    shortest line the rule cuts and the test the words before the cut must pass."""

    name: str
    openers: frozenset[str]
    fewest_words: int
    holds: Callable[[list[str], int, list[str], list[re.Match[str]]], bool]


@lru_cache(maxsize=2048)
def punctuated(text: str) -> str:
    """The text with each unpunctuated run cut into its sentences (line breaks); a text with
    its punctuation comes back as it is."""
    if text.count(" ") < _FEWEST_ANY - 1:
        return text
    return "\n".join(_joined(line, "\n") for line in text.split("\n"))


def spoken_breaks(text: str) -> str:
    """The one-line text with a full stop before each new sentence ("left acme. im at globex
    now"); the same cuts as `punctuated`, written as a writer would."""
    return _joined(text, ". ")


def _joined(line: str, mark: str) -> str:
    tokens = list(_TOKEN.finditer(line))
    cuts = breaks(line, tokens)
    if not cuts:
        return line
    starts = [0, *(tokens[i].start() for i in cuts), len(line)]
    parts = [line[a:b].strip() for a, b in pairwise(starts)]
    return (
        mark.join(parts)
        if mark == "\n"
        else " ".join(p + "." for p in parts[:-1]) + " " + parts[-1]
    )


def breaks(line: str, tokens: list[re.Match[str]]) -> list[int]:
    """The token indices where a new sentence opens in a line said in one breath: one pass,
    each place asked of every `CutRule` (none when the line has sentence punctuation inside,
    a colon or quote, a joke, or opens asking for work on a text)."""
    if len(tokens) < _FEWEST_ANY or _SENTENCE_END.search(line.rstrip(" .!?")):
        return []
    low = [t[0].lower().strip(",").replace("’", "'") for t in tokens]
    if _OPENERS.isdisjoint(low[_SHORTEST_PART:]) or _EMBEDDED.search(line):
        return []  # most lines: one cheap test
    spaced = " " + " ".join(low) + " "
    if any(marker in spaced for marker in _WHOLE_LINE) or low[0] in _WORK_ON:
        return []  # "... jk": a joke takes back the whole run
    rules = [r for r in _RULES if len(tokens) >= r.fewest_words]
    cuts: list[int] = []
    last = 0
    for index in range(_SHORTEST_PART, len(tokens)):
        said = low[last:index]
        if said[0] in _CONDITIONS or opens_event(said) or _hedged(said):
            break  # "if only i spoke japanese this trip would be ...": one sentence
        if low[index] not in _OPENERS or tokens[index - 1][0].endswith(","):
            continue  # a comma already cuts the clause
        if any(low[index] in r.openers and r.holds(low, index, said, tokens) for r in rules):
            cuts.append(index)
            last = index
    return cuts


def _run_on(low: list[str], index: int, said: list[str], tokens: list[re.Match[str]]) -> bool:
    """A long run-on cut by its subjects: a clause before, a subject opening after."""
    return len(said) >= _SHORTEST_PART and _opens_clause(low, index, tokens) and _clause(said)


def _one_breath(low: list[str], index: int, said: list[str], tokens: list[re.Match[str]]) -> bool:
    """A short change said in one breath ("left acme im at globex now"): the words before
    are a statement that can end there, in a line with no punctuation inside ("I'm a nurse,
    ideally I'd work fewer nights" is written, not said in one breath)."""
    if any(t[0][-1] in _MARKS or t[0] in ("—", "–") for t in tokens[:-1]):
        return False
    return len(said) >= _SHORTEST_PART and ends_clause(said)


_MARKS: Final = frozenset(",;:!?.…")


def _opens_clause(low: list[str], index: int, tokens: list[re.Match[str]]) -> bool:
    """True when a new sentence opens with its subject at `index` ("... dana | i work")."""
    word, before = low[index], low[index - 1]
    if tokens[index - 1][0].endswith(","):
        return False  # a comma already cuts the clause
    if before in _HEADS or _DETERMINERS.intersection(low[max(0, index - 3) : index - 1]):
        return False  # "another one i can't do", "the client i'm training": "that" left out
    if tag(before) == "RB" and low[index - 2] in _KEEPS_CLAUSE:
        return False  # "but now i love them", "and then we": the adverb goes with its clause
    if word in _SUBJECTS:
        named = bool(_NAMING.intersection(low[index + 1 : index + 3]))
        return before not in _KEEPS_CLAUSE and not named  # "a bearded dragon he's called gary"
    if word in _POSSESSIVES:
        ahead = _before_comma(tokens, low, index + 1)
        verb = before in _BEFORE_POSSESSIVE or tag(before)[:2] in ("VB", "MD")
        finite = any(w in _BEING or tag(w) in _FINITE for w in ahead[1:])
        return not verb and (finite or ahead[:1] == ["name's"])  # not "those are my allergies"
    return False


def _before_comma(tokens: list[re.Match[str]], low: list[str], start: int) -> list[str]:
    """Up to four words from `start`, none after a comma."""
    ahead: list[str] = []
    for index in range(start, min(len(low), start + _POSSESSED_SPAN)):
        ahead.append(low[index])
        if tokens[index][0].endswith(","):
            break
    return ahead


def _clause(said: list[str]) -> bool:
    """True when the words before a cut are a clause of their own: a subject and a word
    after it, or a verb ("my name is dana"; not "every sunday", "as a nurse", "the client",
    "after my run", "before my shift")."""
    if said[0] in _ADJUNCT_OPENERS and _SUBJECTS.isdisjoint(said):
        return False  # g53h: "every morning before my shift | I swim": a time, no clause
    if any(w in _SUBJECTS or w in _POSSESSIVES for w in said[:-1]):
        return True
    return any("'" in w or tag(w)[:2] in ("VB", "MD") for w in _without_day_words(said))


_ADJUNCT_OPENERS: Final = words("before after during every each most on at once")
"""Words that open a time said before the clause it belongs to ("after my run I ...")."""


def _without_day_words(said: list[str]) -> list[str]:
    """The words without "coming" that names a day ("this coming thursday"): no verb."""
    return [w for w, after in zip(said, [*said[1:], ""], strict=True) if not _coming_day(w, after)]


def _coming_day(word: str, after: str) -> bool:
    return word == "coming" and after.rstrip(",") in _DAY_NAMES


_DAY_NAMES: Final = EN_DAY_WORDS | EN_DAY_SHORT_WORDS | words("week weekend month year")


def _hedged(said: list[str]) -> bool:
    """True when the words hold a hedge, a hypothetical or reported speech, which may scope
    over what follows ("there's a chance i'll be in madrid", "according to my wife i snore")."""
    spaced = " " + " ".join(said) + " "
    return _SCOPING_ANY.search(spaced) is not None  # p38x: one alternation, not a scan


_EMBEDDED: Final = re.compile(r":|(?:^|\s)['\"“‘]|[\"”’]")
"""A colon or a quote: a text to work on may follow ("translate: i work as ...")."""
_SCOPING: Final = tuple(m for m in (*HYPOTHETICAL, *TENTATIVE, *REPORTED) if m.strip())
_WHOLE_LINE: Final = tuple(m for m in (*JOKES, *MADE_UP) if m.strip())


_ONE_BREATH_SUBJECTS: Final = words("i i'm im i've ive i'd i'll we we're we've we'd we'll weve")
"""The user as the subject of a new sentence after a short change ("... im at globex now")."""
_BINDING: Final = words(
    """and but or so nor because cause cuz coz cos bc since when whenever while if unless
    once until till before after as than that though although whether where what who why
    how which like think thought thinks guess guessed know knew hope hoped wish wished say
    says said mean meant believe feel felt suppose reckon tell told tells bet realized
    realised realize realise heard hear assume promise swear figured figure forgot remember
    sure afraid glad worried scared maybe probably perhaps even just also really actually
    honestly basically literally finally now then still only not never ever is are was were
    be been am do does did have has had can could will would should might must one ones
    thing things stuff something anything everything nothing all place places way time
    times reason kind sort type person people guy guys much another other called named
    titled according quote quoting dreamt dreamed dream dreams imagine imagined pretend
    pretended wonder wondered decided noticed found learned discovered joked
    joking kidding believes believed assumes assumed convinced certain guessed guesses
    suspects suspected reckons imagines"""
)
"""Words after which I / we go on the same sentence (a conjunction, a verb that takes a
clause, a noun a clause describes: "another one I can't do", "the place we stay")."""
_CONDITION: Final = words(
    """where who which according called titled named if unless when whenever once until till
    before after whether because cause since although though while as"""
)
"""Words that make a part a condition, a reason or a time, not a statement of its own."""
_PARTICLES: Final = words("through up out off over down away back in on")
"""A verb's particle that can end a clause ("the transfer went through", "gave it up")."""
_NOT_STATED: Final = words(
    """were had should translate write draft rewrite say type correct fix proofread
    summarize summarise check repeat spell convert format reword polish"""
)
"""Words a part opens with that make what follows no statement of the user's (a request
about a text: "translate to french i work as a nurse"; "were i to take the job")."""
_SUPERLATIVE: Final = words("best worst only most least")
CHANGE: Final = words("not no anymore longer now nowadays quit")
"""Words that say a change by themselves ("not vegan anymore")."""


def ends_clause(part: list[str]) -> bool:
    """True for words (lower case) that can stand as a sentence before a new one: a verb
    or a change, no condition, quote or describing clause, not ending on a word that takes
    a clause after it."""
    last = part[-1]
    month = last == "may" and len(part) > 1 and part[-2] in ("in", "since", "last", "of", "until")
    particle = last in _PARTICLES and len(part) > 1 and _verb(part[-2])  # "went through"
    if not (month or particle) and (
        last in _BINDING or last in _ONE_BREATH_SUBJECTS or en_pos.function_word(last)
    ):
        return False
    if _CONDITION.intersection(part) or part[0] in _NOT_STATED:
        return False
    if any(word[:1] in "'\"‘“" for word in part):
        return False  # a quote is open: someone's words
    if any(
        a in ("the", "my") and (b.endswith("est") or b in _SUPERLATIVE) for a, b in pairwise(part)
    ):
        return False  # "the longest relationship I've had": a clause that describes
    return bool(CHANGE.intersection(part)) or any(_verb(word) for word in _without_day_words(part))


def _verb(word: str) -> bool:
    found = tag(word)
    if found.startswith("VB"):
        return True
    return not found and word.endswith("ed") and len(word) > 4


_REQUESTS: Final = {
    "can": words("you u ya"),
    "could": words("you u ya"),
    "would": words("you u ya"),
    "help": words("me us"),
    "any": words("ideas idea tips suggestions recommendations advice thoughts"),
    "what": words("should would do can"),
    "how": words("should do can would"),
    "please": words("help write make give suggest recommend find draft tell explain"),
    "pls": words("help write make give suggest recommend find draft tell explain"),
}
"""Two words that open a request to the assistant ("... can you find me a hotel", "... any
ideas"), the first word keyed."""


def _request(low: list[str], index: int, said: list[str], _: list[re.Match[str]]) -> bool:
    """A request after a statement ("im flying to oslo on thursday | can you find me ..."):
    the words before are a clause and the word before takes no clause after it."""
    follows = low[index + 1] if index + 1 < len(low) else ""
    return (
        follows in _REQUESTS[low[index]]
        and len(said) >= _SHORTEST_PART + 1
        and low[index - 1] not in _KEEPS_CLAUSE
        and _clause(said)
    )


_RULES: Final = (
    CutRule("run-on", _SUBJECTS | _POSSESSIVES, _FEWEST_WORDS, _run_on),
    CutRule("one breath", _ONE_BREATH_SUBJECTS, 5, _one_breath),
    CutRule("request", frozenset(_REQUESTS), 6, _request),
)
"""Each shape of break the reader knows; a place is cut when one rule holds there."""
_OPENERS: Final = frozenset().union(*(r.openers for r in _RULES))
_FEWEST_ANY: Final = min(r.fewest_words for r in _RULES)
_SCOPING_ANY: Final = re.compile("|".join(map(re.escape, _SCOPING)))
"""Any of `_SCOPING` anywhere in a text (p38x)."""
