"""`memstream eval variants`: how much of what the rules learn survives a change of surface.

People say the same fact in many shapes: lowercase, without apostrophes, without "I",
after a filler, beside a request, dictated without punctuation, in traditional characters.
Each variant here rewrites the judged message of a corpus case in one such way that keeps
what it says (and so what it must and must not teach), and the case is scored again. The
figure that matters is the *kept* share: of the expectations the original wording met, how
many its variant still meets; and for negatives, how many variants gain a false memory the
original did not have. Unlike a blind set, this can be run at any time; like one, it rewards
structure and punishes rules that read one shape only.

The rewrites are pure functions of the text; one that does not apply returns None and the
case is left out of that variant's figures.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from pydantic import BaseModel, ConfigDict

from memstream.eval.corpus_cases import Case, Split
from memstream.eval.extraction import SPLITS, run_case
from memstream.eval.slot_scoring import CaseScore, score_case

Rewrite = Callable[[str], str | None]


@dataclass(frozen=True, slots=True)
class Variant:
    """One change of surface: its name, the languages it applies to and the rewrite."""

    name: str
    langs: frozenset[str]
    rewrite: Rewrite
    about: str


def _changed(before: str, after: str) -> str | None:
    return after if after != before else None


def lowercase(text: str) -> str | None:
    """The message typed all in lower case ("i live in leeds")."""
    return _changed(text, text.lower())


_APOSTROPHE: Final = re.compile(r"(?<=[A-Za-z])['’](?=[A-Za-z])")


def no_apostrophes(text: str) -> str | None:
    """Contractions without their apostrophe, as typed on a phone ("Im", "dont")."""
    return _changed(text, _APOSTROPHE.sub("", text))


_EXPANSIONS: Final = {
    "i'm": "I am", "i've": "I have", "i'll": "I will", "i'd": "I would", "don't": "do not",
    "doesn't": "does not", "can't": "cannot", "won't": "will not", "it's": "it is",
    "we're": "we are", "we've": "we have", "that's": "that is", "isn't": "is not",
}  # fmt: skip
_CONTRACTION: Final = re.compile(
    r"\b(?:" + "|".join(re.escape(c) for c in _EXPANSIONS) + r")\b", re.IGNORECASE
)


def expanded(text: str) -> str | None:
    """Contractions written out, as a formal writer does ("I am", "do not")."""
    plain = text.replace("’", "'")
    return _changed(plain, _CONTRACTION.sub(lambda m: _EXPANSIONS[m[0].lower()], plain))


_OPENING_I: Final = re.compile(
    r"(^|[.!;]\s+|\n)(?:(?:I'm|I’m|I am)(?:\s+an?(?=\s))?|I)\s+(?=[a-z])"
)


def no_subject(text: str) -> str | None:
    """ "I" left out where a sentence opens with it ("Work at Acme. Live in Leeds.", "Nurse
    at St Mary's."); a name after "I'm" keeps it ("I'm Tom" stays)."""

    def drop(match: re.Match[str]) -> str:
        return match[1]

    dropped = _OPENING_I.sub(drop, text)
    return _changed(text, _capitalised_openings(dropped))


def _capitalised_openings(text: str) -> str:
    return re.sub(r"(^|[.!;]\s+|\n)([a-z])", lambda m: m[1] + m[2].upper(), text)


_ZH_OPENING_I: Final = re.compile(r"(^|[。！；，\n])我(?![是叫的们们])")


def zh_no_subject(text: str) -> str | None:
    """我 left out where a clause opens with it (在杭州上班, 每天跑步); 我是 / 我叫 keep it."""
    return _changed(text, _ZH_OPENING_I.sub(lambda m: m[1], text))


_PLAIN_OPENING: Final = re.compile(r"^(?:My|Our|We|The|Just|Been|Currently|Not|No|Yes|Yeah)\b")


def filler_before(text: str) -> str | None:
    """A chat filler before the message ("oh and btw, my ...")."""
    if _PLAIN_OPENING.match(text):
        text = text[:1].lower() + text[1:]
    return "oh and btw, " + text


def zh_filler_before(text: str) -> str | None:
    """A chat filler before the message (对了顺便说一下，…)."""
    return "对了顺便说一下，" + text


_REQUEST_EN: Final = "Can you draft a short email to my landlord about the heating?"
_REQUEST_ZH: Final = "帮我给房东写个关于暖气的短信吧。"


def request_after(text: str) -> str | None:
    """The message followed by an unrelated request, the fact said in passing."""
    return f"{_ended(text)} Anyway, {_REQUEST_EN[0].lower()}{_REQUEST_EN[1:]}"


def request_before(text: str) -> str | None:
    """An unrelated request first, then the message."""
    return f"{_REQUEST_EN} {text}"


def zh_request_after(text: str) -> str | None:
    """The message followed by an unrelated request (另外帮我…)."""
    return f"{_zh_ended(text)}另外{_REQUEST_ZH}"


def zh_request_before(text: str) -> str | None:
    """An unrelated request first, then the message."""
    return _REQUEST_ZH + text


def _ended(text: str) -> str:
    text = text.rstrip()
    return text if text[-1:] in ".!?" else text + "."


def _zh_ended(text: str) -> str:
    text = text.rstrip()
    return text if text[-1:] in "。！？!?." else text + "。"


def dictated(text: str) -> str | None:
    """The message as voice input gives it: no punctuation inside or at the end, lower case."""
    spoken = re.sub(r"\s*[,;:!.?]+(?=\s|$)", "", text.replace("—", " ").replace(" - ", " "))
    return _changed(text, re.sub(r"\s+", " ", spoken).strip().lower())


def zh_dictated(text: str) -> str | None:
    """The message as voice input gives it: no punctuation, clauses run together."""
    return _changed(text, re.sub(r"[，。！？；、：,.!?;:~～…]+", "", text))


@lru_cache(maxsize=1)
def _to_traditional() -> Callable[[str], str]:
    import opencc  # a core dependency (grammar/zh_norm.py reads the other way)

    convert: Callable[[str], str] = opencc.OpenCC("s2t").convert
    return convert


def traditional(text: str) -> str | None:
    """The message in traditional characters (as typed in Taiwan or Hong Kong)."""
    return _changed(text, _to_traditional()(text))


_EN: Final = frozenset({"en"})
_ZH: Final = frozenset({"zh"})
VARIANTS: Final[tuple[Variant, ...]] = (
    Variant("lowercase", _EN, lowercase, "all lower case"),
    Variant("no_apostrophes", _EN, no_apostrophes, "Im, dont"),
    Variant("expanded", _EN, expanded, "I am, do not"),
    Variant("no_subject", _EN, no_subject, "sentence-opening I dropped"),
    Variant("filler_before", _EN, filler_before, "oh and btw, ..."),
    Variant("request_after", _EN, request_after, "... Anyway, can you draft ...?"),
    Variant("request_before", _EN, request_before, "Can you draft ...? ..."),
    Variant("dictated", _EN, dictated, "no punctuation, lower case"),
    Variant("zh_no_subject", _ZH, zh_no_subject, "clause-opening 我 dropped"),
    Variant("zh_filler_before", _ZH, zh_filler_before, "对了顺便说一下，…"),
    Variant("zh_request_after", _ZH, zh_request_after, "…另外帮我…"),
    Variant("zh_request_before", _ZH, zh_request_before, "帮我…。…"),
    Variant("zh_dictated", _ZH, zh_dictated, "no punctuation"),
    Variant("traditional", _ZH, traditional, "繁體"),
)
"""Every change of surface, English then Chinese."""


def variant_case(case: Case, variant: Variant) -> Case | None:
    """The case with its judged message rewritten, expected values also accepted in the
    rewrite's form (traditional characters); None when the variant does not apply."""
    event = case.event
    if case.lang not in variant.langs or event.type != "message" or event.role != "user":
        return None
    said = variant.rewrite(event.content or "")
    if said is None:
        return None
    expect = tuple(
        e.model_copy(update={"alts": _alts(e.value, e.alts, variant)}) for e in case.expect
    )
    return case.model_copy(
        update={"event": event.model_copy(update={"content": said}), "expect": expect}
    )


def _alts(value: str, alts: tuple[str, ...], variant: Variant) -> tuple[str, ...]:
    if variant.rewrite is not traditional:
        return alts
    extra = [_to_traditional()(text) for text in (value, *alts)]
    return tuple(dict.fromkeys([*alts, *extra]))


class VariantFigures(BaseModel):
    """One variant's figures on one split, beside the original wording of the same cases."""

    model_config = ConfigDict(frozen=True)

    variant: str
    about: str
    split: Split
    cases: int
    met_original: int
    kept: int
    gained: int
    expected: int
    negatives: int
    false_original: int
    false_variant: int

    @property
    def kept_share(self) -> float | None:
        """Of the expectations the original met, the share the variant still meets."""
        return self.kept / self.met_original if self.met_original else None


def compare(
    variant: Variant, split: Split, pairs: Iterable[tuple[CaseScore, CaseScore]]
) -> VariantFigures:
    """The figures of one variant from (original, variant) scores of the same cases."""
    cases = met = kept = gained = expected = negatives = false_before = false_after = 0
    for original, rewritten in pairs:
        cases += 1
        hits = [_index(original, e) for e in original.hits]
        now = {_index(rewritten, e) for e in rewritten.hits}
        met += len(hits)
        kept += sum(1 for index in hits if index in now)
        gained += len(now - set(hits))
        expected += sum(1 for e in original.case.expect if not e.optional)
        if original.case.kind == "negative":
            negatives += 1
            false_before += bool(original.false_about_user)
            false_after += bool(rewritten.false_about_user)
    return VariantFigures(
        variant=variant.name, about=variant.about, split=split, cases=cases,
        met_original=met, kept=kept, gained=gained, expected=expected, negatives=negatives,
        false_original=false_before, false_variant=false_after,
    )  # fmt: skip


def _index(score: CaseScore, expected: object) -> int:
    """The position of an expectation in its case (the same in a case and its variant)."""
    return next(i for i, e in enumerate(score.case.expect) if e is expected)


def evaluate_variants(
    cases: Iterable[Case],
    variants: tuple[Variant, ...] = VARIANTS,
    tick: Callable[[int], None] | None = None,
) -> list[VariantFigures]:
    """Every variant's figures per split: each case scored as written and as rewritten."""
    pairs: dict[tuple[str, Split], list[tuple[CaseScore, CaseScore]]] = defaultdict(list)
    for case in cases:
        original: CaseScore | None = None
        for variant in variants:
            rewritten = variant_case(case, variant)
            if rewritten is None:
                continue
            original = original or _scored(case)
            pairs[(variant.name, case.split)].append((original, _scored(rewritten)))
        if tick is not None:
            tick(1)
    return [compare(v, split, pairs[(v.name, split)]) for v in variants for split in SPLITS]


def _scored(case: Case) -> CaseScore:
    return score_case(case, *run_case(case))
