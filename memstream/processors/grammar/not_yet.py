"""What is only willed, planned or supposed, told apart from modals of speaking ("gonna be
honest", "I should mention", 说实话, 我想说) and from words that only hold a modal's
characters (需要, 主要, 重要, 不想再): the guards the update readers share, kept as data.

Pure. `en_planned(low)` / `zh_planned(text)` say whether a sentence only plans a change;
`not_yet_ended(fills, low)` drops the endings a plan modal governs ("I'm gonna quit my job",
"I should quit smoking"): nothing has ended yet.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill

_EN_SAYING: Final = re.compile(
    r"\b(?:(?:i'm |i am |i'll |i will |i'd |i would |i have to |i've got to |i must |i should"
    r" |i gotta |gonna |going to |have to |got to |gotta |must |should |to )"
    r"(?:be (?:honest|real|straight|frank)|say|admit|mention|add|tell you|confess|point out"
    r"|note)|not (?:gonna|going to) lie|if i'm honest|if i am honest|i'd say|i would say"
    r"|you could say|you might say|as you (?:might|may) (?:know|remember))\b"
)
"""A modal of speaking: about the talk, not a plan ("gonna be honest, I quit my job")."""
EN_PLANNED: Final = re.compile(
    r"\b(?<!never )(?<!never ever )(?:will|would|should|could|might"
    r"|going to(?! (?:the|a|an|my|our|your|his|her|their|this"
    r"|that|school|work|bed|church|class|college|uni|university|gym|meetings|parties)\b)"
    r"|gonna|want to|wants to|wanna|plan to"
    r"|planning to|hope to|hoping to|about to|thinking of|thinking about|considering|if|unless"
    r"|trying to|try to|tryna|aiming to"
    r"|once i|wish|maybe|probably)\b"
)
"""What is only willed, planned or supposed: nothing has changed yet ("never going to touch
it again" is no plan: an ending said for good)."""
_ZH_SAYING: Final = re.compile(
    r"说实话|說實話|老实说|老實說|老实讲|老實講|讲真|講真|我想说|我想說|想说一下|想說一下"
    r"|(?:我)?要说的是|要說的是|不得不说|不得不說"
)
ZH_PLANNED: Final = re.compile(
    r"(?<![不没沒])想(?!说|說|到|起|通|法)|(?<![需主重只不想还還也就])要(?![求是不紧緊])"
    r"|打算|准备|準備|计划|計劃|考虑|考慮|如果|要是|等到|等我|希望|梦想|夢想|可能|假如|万一|萬一"
    r"|努力(?![了过過])(?![^，,。；;]*(?:终于|終於|已经|已經|成功))|争取|爭取|试着|試著"
)
"""A Chinese wish, plan, striving or supposition (想换, 打算, 如果, 正在努力戒烟); not 不想再
(an ending), 需要, 主要, 重要, 只要, 要求, 想说; nor 努力了…终于 (a striving that ended)."""


def en_unsaid(low: str) -> str:
    """The sentence without its modals of speaking."""
    return _EN_SAYING.sub(" ", low)


def en_planned(low: str) -> bool:
    """True when the English sentence (lower case) only wills, plans or supposes."""
    return EN_PLANNED.search(en_unsaid(low)) is not None


def zh_unsaid(text: str) -> str:
    """The Chinese sentence without its modals of speaking (说实话, 我想说)."""
    return _ZH_SAYING.sub("，", text)


def zh_planned(text: str) -> bool:
    """True when the Chinese sentence only wills, plans or supposes."""
    return ZH_PLANNED.search(zh_unsaid(text)) is not None


def not_yet_ended(fills: list[Fill], low: str) -> list[Fill]:
    """The fills without the user's endings that a plan modal before them governs ("I'm
    gonna quit my job", "I should quit smoking"); an ending said before the modal stays
    ("I quit smoking, should have done it years ago")."""
    said = en_unsaid(low)
    found = EN_PLANNED.search(said)
    if found is None:
        return fills
    return [f for f in fills if not _governed(f, said, found.start())]


def _governed(fill: Fill, said: str, start: int) -> bool:
    """True for the user's ending whose thing is first named after the modal at `start`."""
    if fill.action != NEGATE or fill.subject != "user":
        return False
    named = (fill.extra.get("object", ""), fill.value, fill.extra.get("verb", ""))
    words = [str(said_as).lower().split()[0] for said_as in named if str(said_as).strip()]
    at = [said.find(word) for word in words if said.find(word) >= 0]
    return bool(at) and min(at) >= start


def zh_not_yet_ended(fills: list[Fill], text: str) -> list[Fill]:
    """The fills without the user's endings whose own clause only plans them (我打算戒烟)."""
    return [
        f for f in fills if f.action != NEGATE or f.subject != "user" or not zh_planned(f.value)
    ]
