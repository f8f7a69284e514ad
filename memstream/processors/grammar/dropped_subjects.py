"""Sentences that go on about someone the sentence before brought in, with the subject left
out (issue 22, g44p): "Talked to my cousin yesterday. Works at Tesla now, lives in Austin.",
"Customer called about the order. Lives in Leeds, allergic to nuts.", "Got a new patient
today. 45, type 2 diabetes.", "My buddy Mike? Works at Tesla now.", 我表哥？在特斯拉上班.

One reader, by structure. English drops a subject in two ways: "Moved to Leeds" is the user's,
but a verb with the third person's -s ("Works at Tesla", "Lives in Leeds") or an age opening
a list ("45, type 2 diabetes") says someone else; after a sentence that names someone else
(my cousin, a customer, the candidate), that someone. A person said alone as a question
("My buddy Mike?", 我表哥？) is the topic the next sentences answer about. Such sentences are
left out up to the first that speaks of the user again (I, my, 我). The lexicons are the
grammar's own (`en_words`).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_pos, zh_words
from memstream.processors.grammar import en_words as w

_EN_PEOPLE: Final = frozenset(w.RELATIONS) | w.PEOPLE_ROLES | w.PERSON_NOUNS | w.PEOPLE_WORDS
_EN_POINTERS: Final = w.words("my our a an the this that some")
"""Words that open a noun phrase naming someone ("my cousin", "a new patient")."""
_EN_WORD: Final = re.compile(r"[a-z][a-z'-]*")
_THIRD_VERBS: Final = w.words(
    """works lives loves likes hates speaks smokes drinks eats runs teaches plays wants needs
    drives owns keeps studies goes knows writes cooks swims uses rents sells makes thinks
    commutes codes trains coaches manages leads volunteers vapes bakes paints sings walks
    rides flies travels stays"""
)
"""Verbs with the third person's -s that open a sentence whose subject is left out ("Works
at Tesla now"): data, since the tagger's most frequent tag of "works" is a noun's."""
_EN_MINE: Final = re.compile(r"\b(?:i|i'm|im|i've|i'd|i'll|me|my|mine|we|we're|our|us)\b")
_EN_LEAD: Final = re.compile(r"^\W*(?:(?:and|so|also|oh|btw|plus|apparently),?\s+)*")
_EN_AGE_LIST: Final = re.compile(r"^(?:[1-9]\d?|1[01]\d)\s*(?:,|yo\b|y/o\b|years old\b)")
_BEING: Final = w.words("i'm im am was be been being as")
"""Words before a person noun that make it what the user is ("I'm a nurse", "as a teacher"),
not someone brought in."""
_NOT_THIRD: Final = w.words("is has was does")
"""Third-person verbs that open questions and remarks more than a dropped subject ("Is it
ok", "Has anyone", "Does that work")."""
_ZH_PERSON_ASKED: Final = re.compile(r"^(?:我|我的|我们)?[\u4e00-\u9fffA-Za-z]{1,6}[？?]$")
_ZH_MINE: Final = re.compile(r"我|咱|俺|本人")


def continued_about_someone(sentences: list[str]) -> list[str]:
    """The sentences without those that go on about someone the sentence before brought in,
    their subject left out, up to the first that speaks of the user again."""
    kept: list[str] = []
    topic = False
    for sentence in sentences:
        chinese = re.search(r"[\u4e00-\u9fff]", sentence) is not None
        if topic and _continues(sentence, chinese):
            continue
        topic = _brings_in(sentence, chinese)
        kept.append(sentence)
    return kept


def _brings_in(sentence: str, chinese: bool) -> bool:
    """True when a sentence names someone other than the user ("Talked to my cousin", "A
    customer called", "My buddy Mike?"; 我表哥？)."""
    if chinese:
        said = sentence.strip()
        return _ZH_PERSON_ASKED.match(said) is not None and _zh_person(said.rstrip("？?"))
    words = _EN_WORD.findall(sentence.lower())
    if words and words[0] in _EN_PEOPLE:
        return True  # "Customer called about the order"
    return any(
        word in _EN_POINTERS
        and set(words[at + 1 : at + 4]) & _EN_PEOPLE
        and (at == 0 or words[at - 1] not in _BEING)
        for at, word in enumerate(words)
    )


def _zh_person(phrase: str) -> bool:
    """True for a Chinese phrase that names one of the user's people or someone (我表哥)."""
    said = re.sub(r"^(?:我的|我们|我)", "", phrase)
    return said in zh_words.RELATIONS or said in zh_words.PERSON_NOUNS


def _continues(sentence: str, chinese: bool) -> bool:
    """True for a sentence with no subject and none of the user's words that goes on about
    someone: a third person's verb first ("Works at Tesla now"), an age opening a list ("45,
    type 2 diabetes"); in Chinese, anything without 我 after a person asked alone."""
    if chinese:
        return _ZH_MINE.search(sentence) is None
    low = _EN_LEAD.sub("", sentence.lower())
    if _EN_MINE.search(low) is not None or not low:
        return False
    if _EN_AGE_LIST.match(low) is not None:
        return True
    first = low.split()[0].strip(",.!?")
    if first in _NOT_THIRD:
        return False
    return first in _THIRD_VERBS or en_pos.tag(first) == "VBZ"
