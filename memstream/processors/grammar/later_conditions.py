"""What a sentence states before a later clause said as a condition or a wish (issue 22, l54).

A condition or a wish belongs to the clause it opens or closes, not to the whole sentence:
"I'm vegan, so if you suggest recipes keep them plant-based" still says the user is vegan,
"I hate cilantro, I'll pick it out even if it's a garnish" still says they hate it, and
我住在杭州，要是中了彩票我就搬去大理 still says where they live. What comes before such a clause
is the user's statement when:

* the marker is not in the first clause (a sentence that opens with "if" or 如果 says
  nothing as a fact);
* the condition does not bend back onto what came before: a condition that closes the
  sentence with no consequence of its own ("I'm moving to Berlin in May, if the visa comes
  through", 我下个月搬去成都，如果签证下来的话, "…, but only if …") makes the plan before it
  tentative, and then nothing is said;
* the clauses before it are no wish themselves ("I'd be a chef, if I could").

`en_head` / `zh_head` give those clauses, or "" when the sentence says nothing before its
condition. When `en_head` finds nothing, `stated` (g54t) reads a condition attached to the
statement itself: "I run 5k every morning if it's not raining" still says a habit, and `kept`
keeps only the lasting facts after a plain "if" ("even if" keeps all). The caller reads them as
a sentence of their own only when the sentence was set aside for its hypothetical markers alone
(not a joke, a made-up text or pasted data). Pure: functions of the text.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import zh_words as zw
from memstream.processors.grammar.fills import Fill

# --- English ---------------------------------------------------------------------------

_EN_MARKER: Final = re.compile(
    r"(?<![\w'])(?:"
    + "|".join(re.escape(m.strip()) for m in sorted(w.HYPOTHETICAL, key=len, reverse=True))
    + r")(?![\w'])",
    re.IGNORECASE,
)
"""A hypothetical's marker as a whole word or phrase ("if", "someday", "in another life")."""
_EN_CONDITIONS: Final = re.compile(
    r"^(?:only |but only |just )?(?:if|assuming|supposing|provided|providing"
    r"|as long as|say i|what if)\b",
    re.IGNORECASE,
)
"""Markers that make a condition: the ones that can bend back onto the clause before them."""
_EN_BACKWARD: Final = re.compile(r"^(?:(?:but )?only if|provided|providing|as long as)\b", re.I)
"""A condition that always restricts what was said before it ("…, but only if it's sunny")."""
_EN_CONNECTIVE: Final = re.compile(
    r"^(?:(?:and|so|but|then|plus|also|fyi|btw|oh|well|anyway|and so|so yeah|which means)\b"
    r"[,\s]*)+",
    re.IGNORECASE,
)
"""Words that start a new clause of consequence ("…, so if you could …", "… and if …")."""
_EN_BOUNDARY: Final = re.compile(
    r"[,;:!?()]|\s[-–—]+\s|—|\s(?=(?:and|so|but|then|plus)\s+(?:even |only )?if\b)",
    re.IGNORECASE,
)
"""Where a clause may start: punctuation, a dash, or a connective right before "if"."""
_EN_CONSEQUENT: Final = re.compile(
    r"[,;]\s*\S+\s+\S+|\b(?:i'm|i'll|i'd|i will|we'll|we're|you can|you could|please|pls|just"
    r"|send|tell|remind|let me know|give me|keep|feel free|skip|use|avoid|make)\b",
    re.IGNORECASE,
)
"""A main clause after a condition ("if anyone asks, I'm the quiet one", "if you have ideas
send them"): the condition leads into it, not back."""
_EN_UNREAL: Final = re.compile(
    r"\b(?:would|wish|hope|hoping|someday)\b(?! (?:like|prefer|rather|appreciate))"
    r"|'d\b(?! (?:like|prefer|rather|appreciate))",
    re.IGNORECASE,
)
"""A wish or an unreal mood in the clauses before the condition: nothing stated there."""


def en_head(sentence: str) -> str:
    """The English clauses stated before a later condition or wish that does not take them
    back ("I'm vegan, so if you suggest recipes keep them plant-based" → "I'm vegan"); ""."""
    marker = _EN_MARKER.search(sentence)
    if marker is None or _has_joke(sentence.lower()):
        return ""
    start = _en_clause_start(sentence, marker.start())
    if start == 0:
        return ""
    clause = sentence[start : marker.start()].strip(" ,;:-–—()")
    lead = _EN_CONNECTIVE.sub("", clause)
    rest = sentence[marker.start() :]
    if lead.lower() in _EN_LIMITS:  # "…, but only if …", "…, even if …"
        lead, rest = "", f"{lead} {rest}"
    if not lead and _en_bends_back(rest, opened=clause.lower() in ("", *_EN_LIMITS)):
        return ""
    head = _EN_TRAILING.sub("", sentence[:start])
    if len(head.split()) < 2 or _EN_UNREAL.search(head):
        return ""
    return head


_EN_LIMITS: Final = frozenset(("only", "even", "just", "but only"))
_EN_TRAILING: Final = re.compile(r"[\s,;:(\-–—]*(?:\b(?:and|so|but|then|plus)\s*)?$", re.I)


def _en_clause_start(sentence: str, at: int) -> int:
    """Where the clause holding position `at` starts (0 when it is the first)."""
    ends = [b.end() for b in _EN_BOUNDARY.finditer(sentence) if b.end() <= at]
    return ends[-1] if ends else 0


def _en_bends_back(rest: str, opened: bool) -> bool:
    """True when a condition opening its clause restricts what came before: it closes the
    sentence with no main clause of its own, or says so ("only if", "as long as")."""
    if _EN_BACKWARD.match(rest):
        return True
    if not _EN_CONDITIONS.match(rest):
        return False  # "…, someday I'll open a bakery": a wish of its own
    if not opened:
        return False  # "…, and if it's icy I skip it": a consequence starts a new clause
    return _EN_CONSEQUENT.search(rest, 3) is None


def _has_joke(low: str) -> bool:
    return any(marker in low for marker in (*w.JOKES, *w.MADE_UP))


# --- Chinese ---------------------------------------------------------------------------

_ZH_MARKER: Final = re.compile("|".join(map(re.escape, sorted(zw.HYPOTHETICAL, key=len)[::-1])))
_ZH_CONDITIONS: Final = frozenset("如果 要是 假如 倘若 若是 假使 万一 假设".split())
"""Markers of a condition: the ones that can bend back onto the clause before them."""
_ZH_BOUNDARY: Final = re.compile(r"[，,；;。！!？?、：:（(）)～~]|\s")
_ZH_CONNECTIVE: Final = re.compile(
    r"^(?:所以|那么|那|因此|然后|另外|而且|但是|不过|可是|就是|但|还有|对了|顺便说一?下?)+"
)
_ZH_CONSEQUENT: Final = re.compile(
    r"[，,；;]\s*\S{2,}|(?:就|便|那就|的话)(?!$)\S{2,}|就好了|记得|帮我|麻烦|请|别|不要|我就|我会"
)
"""A main clause after a condition (如果你推荐菜谱的话记得避开花生, 要是…我就搬去大理)."""
_ZH_UNREAL: Final = re.compile(r"想要?|希望|打算|要是|如果|可能|也许|或许|梦想")


def zh_head(sentence: str) -> str:
    """The Chinese clauses stated before a later condition or wish that does not take them
    back (我住在杭州，要是中了彩票我就搬去大理 → 我住在杭州); ""."""
    marker = _ZH_MARKER.search(sentence)
    if marker is None or any(joke in sentence for joke in zw.JOKES):
        return ""
    start = 0
    for boundary in _ZH_BOUNDARY.finditer(sentence, 0, marker.start()):
        start = boundary.end()
    if start == 0:
        return ""
    lead = _ZH_CONNECTIVE.sub("", sentence[start : marker.start()].strip())
    rest = sentence[marker.start() :]
    if not lead and marker[0] in _ZH_CONDITIONS and not _ZH_CONSEQUENT.search(rest, 2):
        return ""  # 我下个月搬去成都，如果签证下来的话: the plan hangs on it
    head = sentence[:start].rstrip("，,；;。！!？?、：:（(～~ ")
    if len(head) < 2 or _ZH_UNREAL.search(head):
        return ""
    return head


# --- English: a condition on the statement itself (g54t) ---------------------------------

_CLAUSES: Final = re.compile(
    r"(?<=[,;:—–])\s*|\s+(?=(?:(?:so|and|but|because|cause|even)\s+)?if\b)", re.IGNORECASE
)
"""Where a sentence is cut into clauses: after a comma, or before "(so / even) if"."""
_IF: Final = re.compile(r"(?i)\bif\b")
_LINK: Final = re.compile(r"(?i)so|and|but|because|cause|even")
"""A word that only links the clause after it (cut off before "if")."""
_NOT_THIS: Final = re.compile(
    r"(?i)\b(?:what if|if only|as if|even as|only if|wish|suppose|imagine|pretend|someday"
    r"|one day|dream|hypothetically|in theory|joke|kidding)\b"
)
"""Words that make the condition more than one on what follows (a wish, a supposition)."""
_MODAL: Final = re.compile(
    r"(?i)\b(?:would|'d|could|might|may|should|will|'ll|going to|gonna|want|wanna|hope|plan"
    r"|planning|thinking|if|whether|maybe|perhaps|probably)\b|\?"
)
"""A statement that is itself not said as the case (a modal, a plan, a question)."""
_EVEN: Final = re.compile(r"(?i)\b(?:even if|even though|even when|no matter)\b")
"""A condition said as not mattering: what was said holds whatever comes."""
_ONE_TIME: Final = frozenset({"plan", "trip", "event", "goal"})
"""Slots whose value a plain condition after it makes uncertain."""


def stated(sentence: str) -> str:
    """The plain statement before a later clause with "if" and the clauses it bears on
    ("" when there is none)."""
    if _NOT_THIS.search(sentence):
        return ""
    clauses = [c for c in _CLAUSES.split(sentence.strip()) if c and not _LINK.fullmatch(c)]
    first_if = next((i for i, c in enumerate(clauses) if _IF.search(c)), 0)
    told = clauses[:first_if]
    while told and _MODAL.search(told[-1]):  # "I'd listen to it all day| if I could": the
        told.pop()  # clause the condition is on
    before = " ".join(told).rstrip(" ,;:—–")
    if not before or _MODAL.search(before) or len(before.split()) < 2:
        return ""
    return before


def kept(sentence: str, fills: tuple[Fill, ...]) -> tuple[Fill, ...]:
    """The fills of the statement that still hold after the condition: all after "even if",
    only lasting ones after a plain "if"."""
    if _EVEN.search(sentence):
        return fills
    return tuple(f for f in fills if f.slot not in _ONE_TIME)
