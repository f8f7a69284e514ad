"""Compiling predicate frames into patterns, and matching them on a clause.

A frame's predicate words become one pattern over the clause's lower-case text, with
filler words allowed between them and verb forms expanded; a trigger word (the
predicate's rarest literal) gates each frame: the frames are indexed by their triggers, so
a clause pays only for the frames that could match it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.prefilter import Gate, Need, gate, literals, open_to

_IRREGULAR: Final[dict[str, tuple[str, ...]]] = {
    "speak": ("speaks", "spoke", "spoken", "speaking"),
    "teach": ("teaches", "taught", "teaching"),
    "go": ("goes", "went", "gone", "going"),
    "make": ("makes", "made", "making"),
    "write": ("writes", "wrote", "written", "writing"),
    "get": ("gets", "got", "gotten", "getting"),
    "run": ("runs", "ran", "running"),
    "swim": ("swims", "swam", "swimming"),
    "shift": ("shifts", "shifted", "shifting"),
    "quit": ("quits", "quitting"),
    "stop": ("stops", "stopped", "stopping"),
    "begin": ("begins", "began", "begun", "beginning"),
    "drive": ("drives", "drove", "driven", "driving"),
    "leave": ("leaves", "left", "leaving"),
    "sell": ("sells", "sold", "selling"),
    "give": ("gives", "gave", "given", "giving"),
}


def verb_forms(verb: str) -> tuple[str, ...]:
    """A verb and its forms: "live" → live, lives, lived, living."""
    if verb in _IRREGULAR:
        return (verb, *_IRREGULAR[verb])
    stem = verb[:-1] if verb.endswith("e") else verb
    plural = verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "o")) else "s")
    past = verb + "d" if verb.endswith("e") else verb + "ed"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        plural, past = verb[:-1] + "ies", verb[:-1] + "ied"
    return (verb, plural, past, stem + "ing")


_FILLER: Final = "(?:(?:" + "|".join(sorted(map(re.escape, w.FILLERS), key=len, reverse=True))
_GAP: Final = _FILLER + r") )*"


def _alternatives(word: str) -> str:
    options: list[str] = []
    for option in word.split("|"):
        if option.endswith("~"):
            options += verb_forms(option[:-1])
        else:
            options.append(option.replace("_", " "))
    return "(?:" + "|".join(re.escape(o) for o in sorted(options, key=len, reverse=True)) + ")"


def compile_predicate(predicate: str) -> re.Pattern[str]:
    """The pattern of a predicate: its words in order, fillers allowed between them (phrases
    separated by " | " are alternatives)."""
    phrases = [_phrase(phrase) for phrase in predicate.split(" | ")]
    return re.compile(r"(?:^|(?<= ))(?:" + "|".join(phrases) + ")")


def _phrase(phrase: str) -> str:
    parts = []
    for word in phrase.split():
        optional = word.endswith("?") and len(word) > 1
        core = _alternatives(word.rstrip("?") if optional else word) + " "
        parts.append(f"(?:{_GAP}{core})?" if optional else _GAP + core)
    return "".join(parts)


def trigger_of(predicate: str) -> tuple[str, ...]:
    """Per alternative phrase, the words of its longest non-optional part (one of them must
    occur in the clause for the frame to be tried)."""
    found: list[str] = []
    for phrase in predicate.split(" | "):
        candidates = [word for word in phrase.split() if not word.endswith("?")]
        longest = max(candidates, key=lambda word: min(len(o) for o in word.split("|")))
        for option in longest.split("|"):
            forms = verb_forms(option[:-1]) if option.endswith("~") else (option,)
            found += [form.replace("_", " ") for form in forms]
    return tuple(dict.fromkeys(found))


@dataclass(frozen=True, slots=True)
class CompiledFrame:
    """A frame ready to match: its slot, pattern, trigger words and object reader."""

    slot: str
    pattern: re.Pattern[str]
    triggers: tuple[str, ...]
    reader: str
    anchored: bool = False
    """True when the predicate must follow the subject directly ("^ " in the lexicon)."""
    needs: frozenset[str] = frozenset()
    """Strings one of which every match holds (read off the pattern): a second, finer gate."""


def compile_frames(frames: Sequence[tuple[str, str, str]]) -> tuple[CompiledFrame, ...]:
    """Every frame compiled."""
    return tuple(_compiled(slot, predicate, reader) for slot, predicate, reader in frames)


def _compiled(slot: str, predicate: str, reader: str) -> CompiledFrame:
    pattern = compile_predicate(predicate.removeprefix("^ "))
    triggers = trigger_of(predicate.removeprefix("^ "))
    return CompiledFrame(
        slot, pattern, triggers, reader, predicate.startswith("^ "), literals(pattern)
    )


@dataclass(frozen=True, slots=True)
class Frames:
    """Compiled frames, in order, with the index of their trigger words."""

    frames: tuple[CompiledFrame, ...]
    gate: Gate


def indexed(frames: Sequence[CompiledFrame]) -> Frames:
    """The frames indexed by trigger: a word must be a word of the clause, a phrase occur in it."""
    needs = [
        Need(
            frozenset(t for t in frame.triggers if " " not in t),
            frozenset(t for t in frame.triggers if " " in t),
        )
        for frame in frames
    ]
    return Frames(tuple(frames), gate(needs))


def matches(frames: Frames, low: str) -> Iterator[tuple[CompiledFrame, int, int]]:
    """(frame, start, end) for every frame that matches the text (a trailing space added),
    trying only the frames whose trigger the text holds."""
    text = low + " "
    for at in open_to(frames.gate, text, text.split()):
        frame = frames.frames[at]
        if frame.needs and not any(need in text for need in frame.needs):
            continue
        for found in frame.pattern.finditer(text):
            if frame.anchored and text[: found.start()].strip(" ,"):
                continue
            yield frame, found.start(), found.end()
