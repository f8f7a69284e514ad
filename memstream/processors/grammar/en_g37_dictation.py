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

Pure: a function of the text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise
from typing import Final

from memstream.processors.grammar.en_pos import tag
from memstream.processors.grammar.en_words import (
    HYPOTHETICAL,
    JOKES,
    MADE_UP,
    REPORTED,
    TENTATIVE,
    words,
)

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


@lru_cache(maxsize=2048)
def punctuated(text: str) -> str:
    """The text with each unpunctuated run cut into its sentences (line breaks); a text with
    its punctuation comes back as it is."""
    if text.count(" ") < _FEWEST_WORDS - 1:
        return text
    return "\n".join(_cut(line) for line in text.split("\n"))


def _cut(line: str) -> str:
    tokens = list(_TOKEN.finditer(line))
    if len(tokens) < _FEWEST_WORDS or _SENTENCE_END.search(line) or _EMBEDDED.search(line):
        return line
    low = [t[0].lower().strip(",").replace("’", "'") for t in tokens]
    spaced = " " + " ".join(low) + " "
    if any(marker in spaced for marker in _WHOLE_LINE) or low[0] in _WORK_ON:
        return line  # "... jk": a joke takes back the whole run
    cuts: list[int] = []
    last = 0
    for index in range(_SHORTEST_PART, len(tokens)):
        said = low[last:index]
        if said[0] in _CONDITIONS or _hedged(said):
            break  # "if only i spoke japanese this trip would be ...": one sentence
        if _opens_clause(low, index, tokens) and _clause(said):
            cuts.append(index)
            last = index
    if not cuts:
        return line
    starts = [0, *(tokens[i].start() for i in cuts), len(line)]
    return "\n".join(line[a:b].strip() for a, b in pairwise(starts))


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
    after it, or a verb ("my name is dana"; not "every sunday", "as a nurse", "the client")."""
    if any(w in _SUBJECTS or w in _POSSESSIVES for w in said[:-1]):
        return True
    return any("'" in w or tag(w)[:2] in ("VB", "MD") for w in said)


def _hedged(said: list[str]) -> bool:
    """True when the words hold a hedge, a hypothetical or reported speech, which may scope
    over what follows ("there's a chance i'll be in madrid", "according to my wife i snore")."""
    spaced = " " + " ".join(said) + " "
    return _SCOPING_ANY.search(spaced) is not None  # p38x: one alternation, not a scan


_EMBEDDED: Final = re.compile(r":|(?:^|\s)['\"“‘]|[\"”’]")
"""A colon or a quote: a text to work on may follow ("translate: i work as ...")."""
_SCOPING: Final = tuple(m for m in (*HYPOTHETICAL, *TENTATIVE, *REPORTED) if m.strip())
_WHOLE_LINE: Final = tuple(m for m in (*JOKES, *MADE_UP) if m.strip())
_SCOPING_ANY: Final = re.compile("|".join(map(re.escape, _SCOPING)))
"""Any of `_SCOPING` anywhere in a text (p38x)."""
