"""A sentence's mode holds for every reader (g56o). `modes` finds the span of a sentence said
in a mode that asserts nothing about the user (a counterfactual world, a text asked for,
irony, a saying); the grammar's own parse leaves it out, but the readers that run after it
(a list read again, a labelled field, a taste from the lexicon, a named being) read the whole
sentence again. A value of the user's said only inside that span is dropped here, whoever
read it ("in my dream life I'd run a bookshop with two cats": no cat; "in my ideal world I live
in a cabin in Montana": no home). A frame the sentence splitter set apart holds for the
sentence after it. Two figures are read here for every reader too (g57o): a dreamed-of thing
("dream job: marine biologist", `wished_states.en_dreamed`) and a part of the user said to live
somewhere ("my heart lives in Paris", `inner_homes`).

Pure: `kept(text, chinese, fills)`.
"""

from __future__ import annotations

from memstream.processors.grammar import inner_homes, modes, wished_states
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_reported import only_in


def kept(text: str, chinese: bool, fills: list[Fill], unreal: bool = False) -> list[Fill]:
    """`fills` without the user's own said only in the span the sentence's mode sets aside;
    without all of them when the sentence before was only a counterfactual frame (`unreal`:
    "In my dream life." / "I'd run a bookshop")."""
    if not any(f.subject == "user" for f in fills):
        return fills
    if not chinese:
        fills = wished_states.en_dreamed(text, fills)  # "dream job: marine biologist" (g57o)
    fills = inner_homes.kept(text, chinese, fills)  # "my heart lives in Paris" (g57o)
    if unreal:
        return [f for f in fills if f.subject != "user"]
    span = modes.zh_span(text) if chinese else modes.en_span(text)
    if span is None:
        return fills
    start, end = span
    low = text if chinese else text.lower()
    said = (modes.zh_said(text) if chinese else modes.en_said(text)) or ""
    kept_said = said if chinese else said.lower()  # "a card for my aunt Rose": Rose still named
    return [
        f
        for f in fills
        if f.subject != "user"
        or not only_in(f.value.split(": ")[-1].lower(), low, start, end)
        or f.value.split(": ")[-1].lower() in kept_said
    ]


def frames(text: str, chinese: bool) -> bool:
    """True when the sentence is only a counterfactual frame ("in my ideal world", 下辈子): what
    the next sentence of the message says is in it."""
    return modes.only_frame(text, chinese)
