"""User messages whose text does not repeat, for `memstream bench --text distinct`.

The synthetic bench says a few dozen sentences over and over, so the extraction's parse
cache answers most of them from memory and the bench's events/s are figures for repeated
text. This mode keeps the synthetic data set (users, languages, sessions, ids, times,
assistant replies, recall probes) and gives every user message instead a message text of
the blind corpus (`memstream/eval/corpus/*.jsonl`) in the user's language, each used once.
The texts are the corpus's user turns and judged user messages, dev and held-out alike
(no rule is tuned by the bench), deduplicated and shuffled by the spec's seed; about 7,500
per language, so a run may hold up to about 15,000 user messages (`--preset wide` fits,
`--preset scale` does not and is refused rather than repeated).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Final, Literal, TypeGuard

from pydantic import BaseModel, ConfigDict

from memstream.eval.corpus_cases import Case, load_corpus
from memstream.schemas.events import InteractionEvent, MessagePosted

TextMode = Literal["synthetic", "distinct"]
TEXT_MODES: Final[tuple[TextMode, ...]] = ("synthetic", "distinct")
LANGUAGES: Final = ("en", "zh")


class TextPools(BaseModel):
    """Distinct user message texts per language, in the order they will be handed out."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    en: tuple[str, ...] = ()
    zh: tuple[str, ...] = ()

    def of(self, language: str) -> tuple[str, ...]:
        """The texts of one language ("en" or "zh")."""
        return self.zh if language == "zh" else self.en


class TextsExhausted(ValueError):
    """The run needs more distinct texts of a language than the corpus holds."""


def _user_texts(case: Case) -> list[str]:
    """The user's message texts of one case: its user turns, then its judged user message."""
    texts = [turn.content for turn in case.context if turn.role == "user"]
    event = case.event
    if event.type == "message" and event.role == "user" and event.content:
        texts.append(event.content)
    return texts


def corpus_pools(cases: Iterable[Case]) -> TextPools:
    """Each distinct non-blank user text once, under the language of the case it first shows in."""
    seen: set[str] = set()
    pools: dict[str, list[str]] = {language: [] for language in LANGUAGES}
    for case in cases:
        for text in _user_texts(case):
            if text.strip() and text not in seen:
                seen.add(text)
                pools[case.lang].append(text)
    return TextPools(en=tuple(pools["en"]), zh=tuple(pools["zh"]))


def shuffled(pools: TextPools, seed: int) -> TextPools:
    """The pools in an order fixed by `seed` (the same seed deals the same texts)."""
    rng = random.Random(f"distinct-text-{seed}")
    order = {language: list(pools.of(language)) for language in LANGUAGES}
    for texts in order.values():
        rng.shuffle(texts)
    return TextPools(en=tuple(order["en"]), zh=tuple(order["zh"]))


def load_pools() -> TextPools:
    """The distinct user texts of every corpus file (reads `memstream/eval/corpus`)."""
    return corpus_pools(case for corpus in load_corpus([]) for case in corpus.cases)


def _is_user_message(event: InteractionEvent) -> TypeGuard[MessagePosted]:
    return isinstance(event, MessagePosted) and event.payload.role == "user"


def texts_needed(
    events: Sequence[InteractionEvent], language_of: Mapping[str, str]
) -> dict[str, int]:
    """How many user messages each language's users post among the events."""
    needed = dict.fromkeys(LANGUAGES, 0)
    for event in events:
        if _is_user_message(event):
            needed[language_of[event.scope.user]] += 1
    return needed


def check_enough(needed: Mapping[str, int], pools: TextPools) -> None:
    """Raise `TextsExhausted` when a language needs more texts than its pool holds."""
    for language, count in needed.items():
        held = len(pools.of(language))
        if count > held:
            raise TextsExhausted(
                f"--text distinct: this run posts {count:,} user messages in {language}, but"
                f" the corpus holds {held:,} distinct ones (about {_total(pools):,} in all);"
                " use fewer users, sessions or messages (--preset wide fits)"
            )


def _total(pools: TextPools) -> int:
    return sum(len(pools.of(language)) for language in LANGUAGES)


def with_distinct_texts(
    events: Sequence[InteractionEvent], language_of: Mapping[str, str], pools: TextPools
) -> list[InteractionEvent]:
    """The events with each user message's text replaced by the next unused text of its language.

    Every other event, and every other field of a user message, is kept. Raises
    `TextsExhausted` (before replacing anything) when a pool is too small.
    """
    check_enough(texts_needed(events, language_of), pools)
    next_text = {language: iter(pools.of(language)) for language in LANGUAGES}
    dealt: list[InteractionEvent] = []
    for event in events:
        if _is_user_message(event):
            text = next(next_text[language_of[event.scope.user]])
            payload = event.payload.model_copy(update={"content": text})
            event = event.model_copy(update={"payload": payload})
        dealt.append(event)
    return dealt
