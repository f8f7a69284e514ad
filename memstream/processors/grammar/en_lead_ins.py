"""Chat lead-ins read as what they are: no part of the sentence after them (issue 22).

People open a sentence with chat: "oh and btw, my sister is flying to Seoul", "lol my
roommate adopted a cat", "anyway, he works at Google", "random but, would you eat insects?".
The guards of the grammar look at how a sentence opens (whose subject it is, a question,
a joke, sarcasm, a log line), so "oh and btw, she's flying to Cairo" read as the user's
plan. Before the message is screened, a run of lead-in words at the opening of a sentence
(the message, a line, or after ".", "!" or "?") is taken off once, so every guard sees the
sentence itself.

Only runs of chat words go ("oh", "and", "btw", "anyway", "fwiw", "lol", "haha", "so yeah",
"ok", "random but", "side note"); a run that holds no chat word ("and", "so", "also" alone)
stays, since it may carry a follow-up ("and climbing too") or an addition. What follows must
be a sentence of three words or more. Greetings stay ("hi, it's Jonas" is an introduction).
The sentence left opens with a capital, as a written one does.

Pure: a function of the text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

_CHAT: Final = (
    r"btw|by the way|fwiw|fyi|tbh|ngl|lol|lmao|lmfao|rofl|haha+|hah|hehe+|heh|anyway|anyways"
    r"|oh|ohh|ah|ahh|um+|uh+|erm|hmm+|ok|okay|kk|k|yeah|ya|yep|yup|welp|well|alright|aight"
    r"|random(?: but| q| question| thought| aside)?|side ?note|unrelated(?: but)?|oh yeah"
    r"|quick (?:update|note|aside)|ps|p\.s\.|also btw|oh also"
)
"""Chat words that open a sentence without saying anything of it."""
_JOINERS: Final = r"and|so|but|also|plus"
"""Words that join chat words into one lead-in ("oh and btw", "so yeah", "haha ok so")."""
_LEAD_IN: Final = re.compile(
    r"(?P<at>^|(?<=[.!?]\s)|(?<=\n))(?P<run>(?:(?:" + _CHAT + "|" + _JOINERS + r")\b[,.!:;~]*\s+)+)"
    r"(?!(?:" + _CHAT + "|" + _JOINERS + r")\b)(?P<first>\S)(?=\S*\s+\S+\s+\S)",
    re.IGNORECASE,
)
_HAS_CHAT: Final = re.compile(r"\b(?:" + _CHAT + r")\b", re.IGNORECASE)
_GREETING: Final = re.compile(r"^(?:hi|hey|hello|hiya|yo)\b", re.IGNORECASE)
_OPENER: Final = re.compile(
    r"(?:i|i'm|im|i've|ive|i'd|i'll|my|our|we|we're|he|she|he's|she's|they|they're|his|her"
    r"|their|the|a|an|this|that|it|it's|its|me|just|been|currently|still|not|no|(?-i:[A-Z])\w*)\b",
    re.IGNORECASE,
)
"""Words that open a sentence after a lead-in without a comma ("lol my roommate ...")."""
_TRAILING_JOINERS: Final = frozenset(("also", "plus"))
_AMBIGUOUS: Final = frozenset("well ok okay yeah k ya so".split())
"""Chat words that are also words of a sentence ("well paid", "ok with it"): a lead-in only
before a comma or after another chat word."""


@lru_cache(maxsize=2048)
def without_lead_ins(text: str) -> str:
    """The text with the chat lead-in of each sentence taken off ("oh and btw, my sister is
    flying to Seoul" → "My sister is flying to Seoul"); unchanged when none opens one."""
    if _GREETING.match(text) or not _HAS_CHAT.search(text):
        return text
    return _LEAD_IN.sub(_taken_off, text)


def _taken_off(match: re.Match[str]) -> str:
    """What a sentence's opening becomes: its lead-in taken off up to its last comma (the
    rest of the run may open the sentence itself: "btw, Oh sure, I LOVE ...")."""
    words = match["run"].split()
    marked = [i for i, word in enumerate(words) if word[-1] in ",.!:;~"]
    if marked and marked[-1] < len(words) - 1:
        words, kept = words[: marked[-1] + 1], words[marked[-1] + 1 :]
    else:
        kept = []
    while not kept and len(words) > 1 and words[-1].lower() in _TRAILING_JOINERS:
        kept = [words.pop()]  # "oh and also kayaking": "also" adds, it stays
    said = " ".join(words)
    alone = len(words) == 1 and words[0].lower() in _AMBIGUOUS
    if not _HAS_CHAT.search(said) or (alone and not marked):
        return match[0]
    if not marked and not kept and not _OPENER.match(match.string, match.start("first")):
        return match[0]  # "oh sure, ...", "haha nice": the chat goes on, no sentence yet
    rest = " ".join(kept)
    if rest:
        return match["at"] + rest[:1].upper() + rest[1:] + " " + match["first"]
    return match["at"] + match["first"].upper()
