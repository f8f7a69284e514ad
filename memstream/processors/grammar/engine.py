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
from functools import cache
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.prefilter import (
    Gate,
    Need,
    compiled,
    compiled_with,
    gate,
    open_to,
    source_literals,
)

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


def _options(word: str) -> list[str]:
    """The strings a predicate word stands for: its alternatives, verbs in all their forms."""
    options: list[str] = []
    for option in word.split("|"):
        if option.endswith("~"):
            options += verb_forms(option[:-1])
        else:
            options.append(option.replace("_", " "))
    return options


def _alternatives(word: str) -> str:
    options = _options(word)
    return "(?:" + "|".join(re.escape(o) for o in sorted(options, key=len, reverse=True)) + ")"


def _optional(word: str) -> bool:
    return word.endswith("?") and len(word) > 1


def required_words(predicate: str) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """Per alternative phrase, its required words, each as the strings " form " one of which a
    match holds in " " + the clause's text.

    Exact as a gate: the pattern puts every required word after the text's start or a space
    (a filler's or the previous word's) and before a space, so a phrase one of whose required
    words is missing cannot match; a frame none of whose phrases is complete is not run.
    """
    return tuple(
        tuple(
            tuple(dict.fromkeys(f" {option} " for option in _options(word)))
            for word in phrase.split()
            if not _optional(word)
        )
        for phrase in predicate.split(" | ")
    )


def complete(phrases: tuple[tuple[tuple[str, ...], ...], ...], padded: str) -> bool:
    """True when some phrase has every required word in `padded` (see `required_words`)."""
    for phrase in phrases:  # loops, not nested generators: this runs for every frame tried
        for forms in phrase:
            for form in forms:
                if form in padded:
                    break
            else:
                break  # a required word is missing: the next phrase
        else:
            return True
    return False


def compile_predicate(predicate: str) -> re.Pattern[str]:
    """The pattern of a predicate: its words in order, fillers allowed between them (phrases
    separated by " | " are alternatives)."""
    return _pattern_of(predicate_source(predicate))


def predicate_source(predicate: str) -> str:
    """The source of a predicate's pattern (see `compile_predicate`), not yet compiled."""
    phrases = [_phrase(phrase) for phrase in predicate.split(" | ")]
    return r"(?:^|(?<= ))(?:" + "|".join(phrases) + ")"


@cache
def _pattern_of(source: str) -> re.Pattern[str]:
    """A frame's pattern, compiled the first time a clause holds one of its triggers.

    Each word of a frame carries the filler alternation, so the 150 English frames are about
    900,000 characters of pattern: compiling them all at import cost about 1.7 s of CPU in
    every process that imports the grammar (the CLI, each worker, each test process). The
    gap is parsed once, not at each word (`prefilter.compiled_with`): parsing it again was
    nine tenths of parsing a frame.
    """
    return compiled_with(source, _GAP, _GAP_STANDIN) if _GAP in source else compiled(source)


_GAP_STANDIN: Final = "(?:\x00 )*"
"""What `_needs_of` reads in place of the filler gap: a run that may be empty, like the gap."""


@cache
def _needs_of(source: str) -> frozenset[str]:
    """`literals` of a frame's pattern, read with the gap stood in for (the gap needs nothing
    and splits runs of literals in both; reading 58 fillers before every word cost as much as
    compiling)."""
    return source_literals(source.replace(_GAP, _GAP_STANDIN))


def _phrase(phrase: str) -> str:
    parts = []
    for word in phrase.split():
        optional = _optional(word)
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
    """A frame ready to match: its slot, pattern, trigger words and object reader.

    The pattern is compiled on first use: a process pays only for the frames its clauses
    reach."""

    slot: str
    source: str
    """The pattern's source (`predicate_source`)."""
    triggers: tuple[str, ...]
    reader: str
    required: tuple[tuple[tuple[str, ...], ...], ...]
    """Per phrase, its required words' forms (`required_words`): the last gate before the
    pattern runs."""
    anchored: bool = False
    """True when the predicate must follow the subject directly ("^ " in the lexicon)."""

    @property
    def pattern(self) -> re.Pattern[str]:
        """The compiled pattern (compiled once per process, on first use)."""
        return _pattern_of(self.source)

    @property
    def needs(self) -> frozenset[str]:
        """Strings one of which every match holds (read off the pattern; `required` is the
        gate `matches` uses)."""
        return _needs_of(self.source)


def compile_frames(frames: Sequence[tuple[str, str, str]]) -> tuple[CompiledFrame, ...]:
    """Every frame ready to match (patterns compiled lazily, see `CompiledFrame`)."""
    return tuple(_compiled(slot, predicate, reader) for slot, predicate, reader in frames)


def _compiled(slot: str, predicate: str, reader: str) -> CompiledFrame:
    bare = predicate.removeprefix("^ ")
    return CompiledFrame(
        slot,
        predicate_source(bare),
        trigger_of(bare),
        reader,
        required_words(bare),
        predicate.startswith("^ "),
    )


@dataclass(frozen=True, slots=True)
class Frames:
    """Compiled frames, in order, with the index of their trigger words."""

    frames: tuple[CompiledFrame, ...]
    gate: Gate


def compile_now(frames: Sequence[CompiledFrame]) -> int:
    """Compile the frames' patterns now (at warm-up) rather than on the first clause that
    reaches each; the number of frames. Compiled patterns are cached per process."""
    for frame in frames:
        _pattern_of(frame.source)
    return len(frames)


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
    trying only the frames whose trigger the text holds and then only those with every
    required word of a phrase (most frames a trigger opens do not match, and a pattern costs
    most where it fails: it is tried at every word)."""
    text = low + " "
    padded = " " + text
    for at in open_to(frames.gate, text, text.split()):
        frame = frames.frames[at]
        if not complete(frame.required, padded):
            continue
        for found in frame.pattern.finditer(text):
            if frame.anchored and text[: found.start()].strip(" ,"):
                continue
            yield frame, found.start(), found.end()
