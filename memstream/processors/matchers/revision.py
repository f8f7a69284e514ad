"""`text.revised` → inferred preferences, English and Chinese: what the user's edits show.

Pure. Comparing the original with the revised text, each rule proposes a candidate in
the dimension the said-preference matchers use, so evidence from edits and from words
meets in one memory:

- register: formal markers removed or casual ones added (and the reverse) → tone;
- length: the revision much shorter or longer → response length;
- emoji removed or added → emoji;
- paragraphs turned into a list (or a list into paragraphs) → format;
- replaced words (word choice) → one "avoided phrase" per removed phrase.

Every candidate is inferred (`provenance.explicit` false): it waits in the candidate pool
and keeps the removed and added phrases and an example pair in its attributes. Each
revision is one observation of `CONFIDENCE`, so two consistent revisions are enough
evidence to promote it (consolidation reinforces 0.6 to 0.72, above the policy's 0.7 at
two pieces of evidence). Word choices are read from light edits only: a text rewritten
or restructured (prose turned into a list) says nothing about single words.
"""

from __future__ import annotations

import difflib
import re
from typing import Any, Final

import jieba

from memstream.processors.matchers import style
from memstream.processors.matchers.choices import (
    EMOJI,
    FORMAT,
    LENGTH,
    TONE,
    Choice,
    choice,
    extra_key,
)
from memstream.processors.matchers.common import Draft
from memstream.processors.matchers.inferred import excerpt, inferred_candidates
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import TextRevised
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk

MATCHER: Final = "revision@2"
AVOID_PHRASES: Final = "avoid_phrases"
TONE_SHIFT: Final = 2
SHORTER: Final = 0.7
LONGER: Final = 1.4
MIN_UNITS: Final = 8
"""A text shorter than this (words, or Chinese characters) is not shortened meaningfully."""
LONGER_BY: Final = 5
"""A revision must add at least this many units to count as longer."""
MIN_SIMILARITY: Final = 0.5
MAX_PHRASE_TOKENS: Final = 3
MAX_WORD_CHOICES: Final = 3
CONFIDENCE: Final = 0.6
_WORD: Final = re.compile(r"[A-Za-z0-9_]+(?:'[A-Za-z]+)?")
_TOKEN: Final = re.compile(r"\w")


def match_revision(event: TextRevised) -> list[MemoryCandidate]:
    """Inferred preferences from one revision (nothing when the text did not change)."""
    original, revised = event.payload.original, event.payload.revised
    if original.strip() == revised.strip():
        return []
    chinese = has_cjk(revised) or has_cjk(original)
    base = {
        "example": {"from": excerpt(original), "to": excerpt(revised)},
        "artifact_kind": event.payload.artifact_kind,
    }
    drafts = [
        draft
        for rule in (_tone, _length, _emoji, _format)
        if (draft := rule(original, revised, chinese, base)) is not None
    ]
    if not any(draft.key == choice(FORMAT, "bullets").key for draft in drafts):
        drafts += _word_choices(original, revised, chinese, base)
    return inferred_candidates(event, MATCHER, drafts)


def _draft(found: Choice, signal: str, chinese: bool, base: dict[str, Any], **extra: Any) -> Draft:
    content = found.describe(chinese) + ("（从修改中看出）" if chinese else " (shown by edits)")
    attributes = base | {"signal": signal} | extra
    return Draft(
        MemoryType.PREFERENCE, found.key, found.value, content, "", attributes,
        confidence=CONFIDENCE,
    )  # fmt: skip


def _tone(original: str, revised: str, chinese: bool, base: dict[str, Any]) -> Draft | None:
    before, after = style.register(original), style.register(revised)
    shift = before.score - after.score
    if abs(shift) < TONE_SHIFT:
        return None
    to = "casual" if shift > 0 else "formal"
    removed = style.lost(before.formal, after.formal) if to == "casual" else []
    removed += style.lost(before.casual, after.casual) if to == "formal" else []
    added = style.lost(after.casual, before.casual) if to == "casual" else []
    added += style.lost(after.formal, before.formal) if to == "formal" else []
    return _draft(
        choice(TONE, to), "tone", chinese, base,
        avoid_phrases=_unique(removed), added_phrases=_unique(added),
    )  # fmt: skip


def _length(original: str, revised: str, chinese: bool, base: dict[str, Any]) -> Draft | None:
    before, after = style.length_units(original), style.length_units(revised)
    if before >= MIN_UNITS and 0 < after <= before * SHORTER:
        value = "concise"
    elif after >= before * LONGER and after - before >= LONGER_BY:
        value = "detailed"
    else:
        return None
    return _draft(choice(LENGTH, value), "length", chinese, base, units=[before, after])


def _emoji(original: str, revised: str, chinese: bool, base: dict[str, Any]) -> Draft | None:
    before, after = style.emoji_count(original), style.emoji_count(revised)
    if before and not after:
        removed = _unique(style.EMOJI.findall(original))
        return _draft(choice(EMOJI, "avoid"), "emoji", chinese, base, avoid_phrases=removed)
    if after and not before:
        added = _unique(style.EMOJI.findall(revised))
        return _draft(choice(EMOJI, "use"), "emoji", chinese, base, added_phrases=added)
    return None


def _format(original: str, revised: str, chinese: bool, base: dict[str, Any]) -> Draft | None:
    before, after = style.list_lines(original), style.list_lines(revised)
    if before < 2 <= after:
        return _draft(choice(FORMAT, "bullets"), "format", chinese, base, list_items=after)
    if after == 0 and before >= 2:
        return _draft(choice(FORMAT, "prose"), "format", chinese, base, list_items=0)
    return None


def _tokens(text: str, chinese: bool) -> list[str]:
    if chinese:
        return [t for t in jieba.lcut(text) if _TOKEN.search(t)]
    return _WORD.findall(text.replace("’", "'"))


def replaced_phrases(original: str, revised: str) -> list[tuple[str, str]]:
    """(removed, added) phrases of a light edit, in order; none when the text was rewritten."""
    chinese = has_cjk(original) or has_cjk(revised)
    before, after = _tokens(original, chinese), _tokens(revised, chinese)
    matcher = difflib.SequenceMatcher(
        None, [t.casefold() for t in before], [t.casefold() for t in after], autojunk=False
    )
    if matcher.ratio() < MIN_SIMILARITY:
        return []
    joiner = "" if chinese else " "
    pairs = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or max(i2 - i1, j2 - j1) > MAX_PHRASE_TOKENS:
            continue
        removed, added = joiner.join(before[i1:i2]), joiner.join(after[j1:j2])
        if _is_word_choice(removed, added, at_start=i1 == 0):
            pairs.append((removed, added))
    return pairs


def _is_word_choice(removed: str, added: str, at_start: bool) -> bool:
    """Not a number or name changed (a correction of content), nor only a change of case."""
    if removed.casefold() == added.casefold() or re.search(r"\d", removed + added):
        return False
    names = removed[:1].isupper() and added[:1].isupper() and removed.isascii()
    return not (names and not at_start)


def _word_choices(original: str, revised: str, chinese: bool, base: dict[str, Any]) -> list[Draft]:
    drafts = []
    for removed, added in replaced_phrases(original, revised)[:MAX_WORD_CHOICES]:
        if chinese:
            content = f"修改时避免用“{removed}”，改用“{added}”"
        else:
            content = f'Avoids "{removed}" in edits (uses "{added}" instead)'
        attributes = base | {"signal": "word_choice", "removed": removed, "added": added}
        key = extra_key(AVOID_PHRASES)
        draft = Draft(
            MemoryType.PREFERENCE, key, removed.casefold(), content, "", attributes,
            single_valued=False, confidence=CONFIDENCE,
        )  # fmt: skip
        drafts.append(draft)
    return drafts


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))
