"""`feedback.given` → inferred preferences and lessons, English and Chinese.

Pure. A comment that complains about a quality ("answers are too long", "回答太长了",
"too formal", "太啰嗦") proposes the opposite option of that quality's dimension
("concise", "casual"); one that asks for more of it ("more detail please", "详细一点",
"not formal enough") proposes the option itself. An imperative to stop a behaviour
("stop apologizing", "别再道歉了") is a lesson. Positive feedback reinforces what it
targets: the option its comment names ("love the bullet points"), else the visible
traits of the targeted reply (a list, emoji, a clear register).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.matchers import style
from memstream.processors.matchers.choices import (
    EMOJI,
    FORMAT,
    LENGTH,
    TONE,
    Choice,
    choice,
    opposite,
    term_choice,
    term_pattern,
)
from memstream.processors.matchers.common import Draft, prepare, unique_by_key
from memstream.processors.matchers.inferred import excerpt, inferred_candidates
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import FeedbackGiven
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk, normalize

MATCHER: Final = "feedback@1"
COMPLAINT_CONFIDENCE: Final = 0.7
PRAISE_CONFIDENCE: Final = 0.6
TARGET_CONFIDENCE: Final = 0.4
_POSITIVE: Final = re.compile(
    r"\b(?:great|perfect|excellent|love (?:it|this|that|the)|exactly|nice|good job|well done"
    r"|spot on|helpful|awesome)\b|很好|不错|完美|太棒|就是这样|好评|赞|有帮助",
    re.IGNORECASE,
)
_STOP: Final = re.compile(
    r"^(?:(?:and|but|also|so|oh|just)\s+)?(?:please\s+)?(?:stop|quit|don't|do not|never|no more)"
    r"\s+(?P<what>[a-z][a-z' -]{2,40}?)"
    r"(?:\s+(?:please|so much|all the time|every time|anymore))*[.!]*$"
    r"|^(?:还有|另外|而且|也)?(?:请)?(?:别再|不要再|别老是?|不要老是?|不要总是?|别总是?|不要|别)"
    r"(?P<zh>[\u4e00-\u9fff]{1,10}?)"
    r"(?:了|啦|吧|好吗|行吗)?[。！!]*$",
    re.IGNORECASE,
)


_QUOTES: Final = re.compile(r"(^|\s)['\"‘“]|['\"’”](?=\s|$)")
_COMPLAINT_WORDS: Final[dict[str, tuple[str, str]]] = {
    # Words of complaint the preference lexicon has no option for: what the user wants instead.
    "wordy": (LENGTH, "concise"), "rambling": (LENGTH, "concise"),
    "long-winded": (LENGTH, "concise"), "repetitive": (LENGTH, "concise"),
    "stiff": (TONE, "casual"), "robotic": (TONE, "casual"),
    "stuffy": (TONE, "casual"), "sloppy": (TONE, "formal"), "flippant": (TONE, "formal"),
    "unprofessional": (TONE, "formal"), "生硬": (TONE, "casual"), "官方": (TONE, "casual"),
    "死板": (TONE, "casual"), "不专业": (TONE, "formal"), "随便": (TONE, "formal"),
}  # fmt: skip
_EN_TOO: Final = re.compile(
    r"\b(?:too|overly|way too|far too|a bit too|so|less)\s+(?:many\s+|much\s+)?"
    r"(?P<word>[a-z-]+(?:\s[a-z]+)?)|\b(?P<bare>unprofessional|long-winded|rambling)\b",
    re.IGNORECASE,
)
_ZH_TOO: Final = re.compile(
    r"(?:太|过于|过分|有点太?)(?:过)?(?P<after>[\u4e00-\u9fff]{1,4})"
    r"|(?P<before>[\u4e00-\u9fff]{1,4})(?:太多|过多|太密|泛滥)|(?P<bare>不专业)"
)
_EN_MORE: Final = re.compile(
    r"\b(?:more|make it|keep it|be)\s+(?P<word>[a-z-]+)|\bnot\s+(?P<enough>[a-z-]+)\s+enough\b",
    re.IGNORECASE,
)
_ZH_MORE: Final = re.compile(
    r"不够(?P<after>[\u4e00-\u9fff]{1,4})|(?:再|更)(?P<after2>[\u4e00-\u9fff]{1,4})"
    r"|(?P<before>[\u4e00-\u9fff]{1,4})(?:一点|一些|点儿)"
)


def _resolve(phrase: str, *, complaint: bool) -> Choice | None:
    """The option a complaint ("long": concise) or a request ("detail": detailed) means."""
    for word in _variants(phrase.casefold().strip()):
        if complaint and word in _COMPLAINT_WORDS:
            return choice(*_COMPLAINT_WORDS[word])
        found = term_choice(word)
        if found is not None:
            return opposite(found) if complaint else found
    return None


def _variants(phrase: str) -> list[str]:
    """The phrase, its first word, simple English stems, and Chinese prefixes and suffixes."""
    if has_cjk(phrase):
        prefixes = [phrase[:n] for n in range(len(phrase), 0, -1)]
        return prefixes + [phrase[n:] for n in range(1, len(phrase))]
    first = phrase.split()[0] if phrase.split() else phrase
    return [phrase, first, first + "ed", first + "s", first.removesuffix("s")]


def _search(pattern: re.Pattern[str], comment: str, complaint: bool) -> Choice | None:
    for match in pattern.finditer(comment):
        for phrase in match.groupdict().values():
            found = None if phrase is None else _resolve(phrase, complaint=complaint)
            if found is not None:
                return found
    return None


def _complaint(comment: str) -> Choice | None:
    """ "too long" / "太长了" → what the user wants instead (concise)."""
    return _search(_EN_TOO, comment, True) or _search(_ZH_TOO, comment, True)


def _request(comment: str) -> Choice | None:
    """ "more detail", "详细一点", "not formal enough" → that option."""
    return _search(_EN_MORE, comment, False) or _search(_ZH_MORE, comment, False)


def match_feedback(event: FeedbackGiven, target_text: str | None = None) -> list[MemoryCandidate]:
    """Inferred preferences and lessons from a rating and its comment.

    `target_text` is the content of the reply the feedback is about, when the extract
    stage still holds it (the feedback's `target_id` names a buffered message).
    """
    comment = prepare(event.payload.comment or "")
    drafts = _from_comment(comment) if comment else []
    positive = event.payload.rating == "positive" or (
        event.payload.rating is None and bool(_POSITIVE.search(comment))
    )
    if positive and not drafts:
        drafts = _praise(comment, target_text)
    quoted = [_with_quote(draft, event.payload.comment) for draft in drafts]
    return inferred_candidates(event, MATCHER, quoted)


def _from_comment(comment: str) -> list[Draft]:
    """What a comment asks for: a quality of the reply, and a behaviour to stop."""
    chinese = has_cjk(comment)
    found = _complaint(comment) or _request(comment)
    drafts = [] if found is None else [_preference(found, chinese, COMPLAINT_CONFIDENCE)]
    lesson = _stop_lesson(comment, chinese)
    return unique_by_key(drafts + ([] if lesson is None else [lesson]))


def _stop_lesson(comment: str, chinese: bool) -> Draft | None:
    """ "stop apologizing" / "别再道歉了": a behaviour to avoid, as a lesson."""
    match = next(
        (m for part in re.split(r"[.!?。！？;；]\s*", comment) if (m := _STOP.match(part.strip()))),
        None,
    )
    if match is None:
        return None
    what = _QUOTES.sub(r"\1", normalize(match.group("what") or match.group("zh") or ""))
    found = _mentioned_choice(what)
    if found is not None:  # "don't use emoji" is the emoji dimension, not a free lesson
        negated = opposite(found)
        return None if negated is None else _preference(negated, chinese, COMPLAINT_CONFIDENCE)
    content = f"避免{what}（用户反馈）" if chinese else f"Avoid {what} (user feedback)"
    attributes = {"signal": "feedback", "avoid": what}
    return Draft(
        MemoryType.LESSON, f"lesson:avoid:{what}", what, content, "", attributes,
        confidence=COMPLAINT_CONFIDENCE,
    )  # fmt: skip


def _mentioned_choice(text: str) -> Choice | None:
    match = re.search(rf"(?<![a-z])(?:{term_pattern()})(?![a-z])", text, re.IGNORECASE)
    return None if match is None else term_choice(match.group(0))


def _praise(comment: str, target_text: str | None) -> list[Draft]:
    chinese = has_cjk(comment or target_text or "")
    named = _mentioned_choice(comment) if comment else None
    if named is not None:
        return [_preference(named, chinese, PRAISE_CONFIDENCE, "praise")]
    if not target_text:
        return []
    traits = target_traits(target_text)
    drafts = [_preference(found, chinese, TARGET_CONFIDENCE, "praised_reply") for found in traits]
    example = {"reply": excerpt(target_text)}
    return [
        Draft(d.type, d.key, d.value, d.content, d.quote, d.attributes | example, d.single_valued,
              d.confidence)
        for d in drafts
    ]  # fmt: skip


def target_traits(text: str) -> list[Choice]:
    """The visible style choices of a reply: a list, emoji, a clear register."""
    traits = []
    if style.list_lines(text) >= 2:
        traits.append(choice(FORMAT, "bullets"))
    if style.emoji_count(text):
        traits.append(choice(EMOJI, "use"))
    score = style.register(text).score
    if abs(score) >= 2:
        traits.append(choice(TONE, "formal" if score > 0 else "casual"))
    return traits


def _preference(found: Choice, chinese: bool, confidence: float, signal: str = "feedback") -> Draft:
    suffix = "（来自反馈）" if chinese else " (from feedback)"
    return Draft(
        MemoryType.PREFERENCE, found.key, found.value, found.describe(chinese) + suffix, "",
        {"signal": signal}, confidence=confidence,
    )  # fmt: skip


def _with_quote(draft: Draft, comment: str | None) -> Draft:
    return Draft(
        draft.type, draft.key, draft.value, draft.content, comment or "", draft.attributes,
        draft.single_valued, draft.confidence,
    )  # fmt: skip
