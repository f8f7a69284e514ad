"""Surface shapes of a taste or a habit put into the shape the frames read (h36t): an
apostrophe dropped ("cant stand", "im into"), a subject dropped before a negated taste ("Don't
like olives"), chat spellings of a taste verb or an intensifier ("rly", "luv"), a taste said
by degree ("big into", "all about"), by appetite ("could live on ramen"), by refusal ("hard
pass on natto"), a favourite as a label ("Fav food: pho") and a frequency abbreviated
("3x/wk", "twice weekly"). Pure text to text; each rewrite is a small lexicon kept as data."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar.en_case import with_apostrophes

_CHAT: Final = {
    "rly": "really",
    "rlly": "really",
    "realy": "really",
    "srsly": "seriously",
    "luv": "love",
    "luvv": "love",
    "lurve": "love",
    "h8": "hate",
    "absolutly": "absolutely",
    "defo": "definitely",
    "deffo": "definitely",
    "lowkey": "really",
    "low-key": "really",
    "highkey": "really",
    "high-key": "really",
    "wknd": "weekend",
    "wknds": "weekends",
    "wkend": "weekend",
    "wkends": "weekends",
    "wk": "week",
    "wks": "weeks",
    "wkdays": "weekdays",
}
"""Chat spellings of a taste verb, an intensifier or a time word, and the word they say."""
_CHAT_AT: Final = re.compile(
    r"(?<![\w'-])(?P<w>" + "|".join(sorted(map(re.escape, _CHAT), key=len, reverse=True)) + r")"
    r"(?![\w'-])",
    re.IGNORECASE,
)
_TASTE_VERB: Final = (
    r"(?:like|love|enjoy|stand|handle|bear|stomach|care for|get into|deal with|dig)"
)
_SUBJECTLESS_NOT: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|also|honestly|tbh|ngl|lol|ok|okay|yeah|nah|just),?\s+)*)"
    rf"(?P<not>(?:(?:really |just )?(?:do not|don['’]t)|can not|can['’]t|cannot|could not"
    r"|couldn['’]t|never)"
    rf"(?: (?:really|even|just|ever|actually))? {_TASTE_VERB}\b)",
    re.IGNORECASE,
)
"""A negated taste with no subject ("Don't like olives", "Never liked jazz"): the user's."""
_ROUTINE_OPENING: Final = re.compile(
    r"(?:^|(?<=[,;.!] ))(?P<adv>(?:almost |nearly )?(?:always|usually|normally|typically|generally"
    r"|often|mostly|religiously))\s+(?!(?:use|reply|answer|respond|write|give|keep|show|format"
    r"|include|add|put|call|make|say|tell|ask|send|check|remember|be|been|being|is|are|was|were"
    r"|the|a|an|my|your|this|that|it|there|i|we|you|he|she|they)\b)(?=[a-z]+ \S)"
    r"(?=[^,.;!?]*\b(?:every|each|after|before|on weekends|at night|in the (?:morning|evening)s?"
    r"|most (?:days|nights|mornings|evenings)|daily|weekly|nightly)\b)",
    re.IGNORECASE,
)
"""A routine adverb opening a clause with no subject before a plain verb and a time that
recurs ("Always have a green tea after lunch"): the user's routine, unless the verb asks the
assistant for something ("Always reply in French")."""
_DEGREE: Final = re.compile(
    r"\b(?:(?:big|huge|way|mad|heavily|hugely|deep|deeply|massively|seriously) into|all about)\b",
    re.IGNORECASE,
)
"""A taste said by degree ("big into bouldering", "all about spreadsheets")."""
_DIG: Final = re.compile(
    r"(?:(?<=^)|(?<=\bi )|(?<=\bi really )|(?<=\bi kinda )|(?<=\bi totally )|(?<=\bam )"
    r"|(?<='m )|(?<=\bkinda )|(?<=\breally )|(?<=\btotally )|(?<=\bbeen ))"
    r"(?P<v>dig|digging)\b(?= (?!(?:a|the|up|out|in|into|through|deep|holes?)\b)[a-z])",
    re.IGNORECASE,
)
""""dig" of a taste ("I really dig synthwave", "kinda digging it"), not of a hole."""
_APPETITE: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|honestly|tbh|ngl|also),?\s+)*)(?:i |we )?"
    r"(?:(?:honestly|literally|basically|totally|really|seriously) )?"
    r"(?:could|can|would|could happily|would happily) (?:live|survive) (?:on|off) ",
    re.IGNORECASE,
)
"""What one could live on is liked ("could live on ramen")."""
_REFUSED: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|honestly|tbh|ngl|also|yeah|nah),?\s+)*)"
    r"(?:(?:(?:a|it's a|that's a) )?(?:hard|big|firm|solid) (?:pass|no) (?:on|for|to) "
    r"|(?:i )?(?:can't|cannot|can not) (?:be doing|be bothered|be arsed|abide|hack|handle|deal) "
    r"with )",
    re.IGNORECASE,
)
"""A refusal of a kind of thing ("hard pass on natto", "big no to horror films", "can't be doing
with jazz")."""
_LABEL: Final = re.compile(
    r"^(?P<lead>\W*)(?:fav|fave|favou?rite) (?P<kind>[a-z]+(?: [a-z]+)?)\s*[:=]\s*(?=\S)",
    re.IGNORECASE,
)
"""A favourite of a kind as a label of an intake form or a bio ("Fav food: pho")."""
_LEAD: Final = (
    r"(?P<lead>\W*(?:(?:and|but|so|also|honestly|tbh|ngl|lol|ok|okay|yeah|nah|oh),?\s+)*)"
)
_THING: Final = (
    r"(?P<x>(?!(?:i|it|this|that|he|she|they|we|you|there|the|my|your|his|her)\b)"
    r"[a-z][\w'-]*(?: [a-z][\w'-]*){0,3}?)"
)
_JUDGED: Final = re.compile(
    rf"^{_LEAD}{_THING}\s*(?:(?P<eq>=+)|[-–—:?]+)\s*(?:(?P<bad>y+uck|ew+|gross|blech|bleh|nope"
    r"|no thanks|no thank you|hard pass|hate (?:it|them)|can't stand (?:it|them)|not for me)"
    r"|(?P<good>yum+|yes please|love (?:it|them)|obsessed)"
    r"|(?P<life>life|my life|bliss|heaven))\W*$",
    re.IGNORECASE,
)
"""A thing, then a one-word verdict on it ("mushrooms - yuck", "coriander? no thanks",
"cycling = life"; "life" only after "=")."""
_NOTHING_MORE: Final = re.compile(
    r"\b(?:there(?:'s| is) (?:really |honestly |just )?)?nothing (?:that )?i"
    r" (?P<v>hate|love|like|enjoy|dislike) more than ",
    re.IGNORECASE,
)
"""What nothing is liked or hated more than ("Nothing I hate more than traffic")."""
_PERSON_KIND: Final = re.compile(
    rf"^{_LEAD}(?=(?:not (?:really |much of )?|more of |such |kind of |kinda |very much )?an? "
    r"[a-z]+ (?:person|guy|gal|girl|type)\b)",
    re.IGNORECASE,
)
"""A kind of person with no subject ("Such a cat person"): the user is it."""
_BUFF: Final = re.compile(
    r"^(?P<lead>\W*(?:(?:and|but|so|honestly|tbh|ngl|also)\W+)*)(?:(?:i am|i'm|im) )?(?:an? )?"
    r"(?:(?:total|huge|big|real|massive|self-confessed|proud|bit of an?|complete|such an?) )*"
    r"(?P<x>(?!(?:not|a|an|the|my)\b)[a-z][\w-]*(?: [a-z][\w-]*)?) "
    r"(?:snob|nerd|geek|junkie|addict|fanatic|fiend|obsessive)(?: here)?\b"
    r"(?!\s+(?:me|us|you|them|out|about|over)\b)",
    re.IGNORECASE,
)
"""One who cannot get enough of a thing ("I'm a coffee snob", "chocolate addict here")."""
_NUMBERS: Final = r"\d+|one|two|three|four|five|six|seven"
_TIMES_PER: Final = re.compile(
    rf"\b(?P<n>{_NUMBERS})\s*(?:x|times|X)\s*(?:/\s*|a |per |an |every |each )?"
    r"(?P<p>week|day|month|year|fortnight|wk|d|mo|yr)\b",
    re.IGNORECASE,
)
"""A count per period abbreviated ("3x/wk", "2x a day", "4 times/week")."""
_PERIOD: Final = {"wk": "week", "d": "day", "mo": "month", "yr": "year"}
_ADVERB_PER: Final = re.compile(
    r"\b(?P<n>once|twice|three times|\d+ times) (?P<p>daily|weekly|monthly|nightly)\b", re.I
)
""""twice weekly" → "twice a week"."""
_PER: Final = {"daily": "day", "weekly": "week", "monthly": "month", "nightly": "night"}


def _chat(match: re.Match[str]) -> str:
    word = match["w"]
    said = _CHAT[word.lower()]
    return said[:1].upper() + said[1:] if word[:1].isupper() else said


def _label(match: re.Match[str]) -> str:
    return f"{match['lead']}my favourite {match['kind'].lower()} is "


_EMPHATIC_DO: Final = re.compile(
    r"(?P<lead>^|[,;.!]\s*)do\s+(?=(?:use|keep|give|make|write|reply|answer|stick|include|add|put"
    r"|format|show|list|switch|send|try|go|stop|avoid|skip|drop)\b)",
    re.IGNORECASE,
)
"""An imperative said with an emphatic "do" ("Actually, do use bullets"): the imperative."""
_CONCEDED: Final = re.compile(
    r"\bI (?:suppose|guess|reckon) (?=I (?:really |actually |kind of |kinda )?(?:like|love|enjoy"
    r"|dig|hate|can't stand|don't mind)\b[^?]*\b(?:now|these days|after all)\b)",
    re.IGNORECASE,
)
"""A taste conceded, not guessed ("I suppose I like mushrooms now"): said."""
_SO_ASKED: Final = re.compile(
    r"(?<=\w) so (?=(?:please |pls |just |can you |could you )?(?:give|use|set|keep|make|write"
    r"|reply|answer|switch|stop|don't|do not|avoid|skip|put|call|talk|speak|send|show|list"
    r"|stick)\b)",
    re.IGNORECASE,
)
"""A request after "so" with no comma ("my clients are in the US now so give everything in
imperial"): a clause of its own, whoever the first clause was about."""


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def reshaped(part: str) -> str:
    """The clause with the surface shapes above put into the frames' shape ("cant stand
    cilantro" → "can't stand cilantro", "Don't like olives" → "I do not like olives",
    "could live on ramen" → "I love ramen", "swim 3x/wk" → "swim 3 times a week")."""
    said = _CHAT_AT.sub(_chat, with_apostrophes(part))  # "cant stand", "im into": en_case
    said = _CONCEDED.sub("", _EMPHATIC_DO.sub(lambda m: m["lead"], said))
    said = _SO_ASKED.sub(", so ", said)
    said = _SUBJECTLESS_NOT.sub(lambda m: f"{m['lead']}I {m['not']}", said)
    said = _ROUTINE_OPENING.sub(lambda m: f"I {m['adv'].lower()} ", said)
    said = _DEGREE.sub("really into", said)
    said = _DIG.sub(lambda m: "like" if m["v"].lower() == "dig" else "loving", said)
    said = _APPETITE.sub(lambda m: f"{m['lead']}I love ", said)
    said = _REFUSED.sub(lambda m: f"{m['lead']}I hate ", said)
    said = _LABEL.sub(_label, said)
    judged = _JUDGED.match(said)
    if judged is not None and (judged["eq"] or not judged["life"]):  # "cycling = life"
        said = f"{judged['lead']}I {'hate' if judged['bad'] else 'love'} {judged['x']}"
    said = _NOTHING_MORE.sub(lambda m: f"I {m['v'].lower()} ", said)
    said = _PERSON_KIND.sub(lambda m: f"{m['lead']}I am ", said)
    said = _BUFF.sub(lambda m: f"{m['lead']}I love {m['x']}", said)
    said = _TIMES_PER.sub(
        lambda m: f"{m['n']} times a {_PERIOD.get(m['p'].lower(), m['p'].lower())}", said
    )
    return _ADVERB_PER.sub(lambda m: f"{m['n']} a {_PER[m['p'].lower()]}", said)
