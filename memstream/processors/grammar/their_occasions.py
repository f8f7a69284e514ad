"""An occasion in someone else's life that the user takes part in is no plan of theirs to
keep (g53o): "my sister's wedding is on April 18 and I'm giving a speech", "my son Omar has a
piano recital next Friday and I'm flying back for it", 我表妹下个月结婚，我是伴娘,
女儿下周五有钢琴考级，我得请假陪她去. The sentence is about the user's part (read as theirs
elsewhere). An occasion only mentioned stays theirs (docs/slots.md: "another person's event
the user only mentions is theirs": 我哥下个月三号结婚), and so does what the other person will
do ("my wife is flying to Rome on Friday", 她下周五要飞成都参加婚礼): the value must be the
occasion itself, not a doing that mentions one.

Pure: `kept(sentence, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.occasion_words import EN_OCCASIONS, ZH_OCCASIONS

_ZH: Final = re.compile(
    r"^(?:有|要|过|办|举行)?[\u4e00-\u9fff]{0,4}(?:" + "|".join(ZH_OCCASIONS) + r")(?:酒|宴)?$"
)
"""A value that is the occasion: 结婚, 生日, 有钢琴考级, 满月酒 (not 飞成都参加婚礼)."""
_EN: Final = re.compile(
    r"(?i)^(?:(?:has|having|have|a|an|the|his|her|their|first|big)\s+)*(?:[\w-]+\s+){0,2}(?:"
    + "|".join(sorted(EN_OCCASIONS))
    + r")$"
)
"""A value that is the occasion: "wedding", "piano recital", "getting married"."""
_EN_USER: Final = re.compile(r"\b(?:I|I'm|I'll|I've|I'd|Im|me)\b")
"""The user as someone in the sentence ("and I'm giving a speech"); "my" alone only owns."""
_ZH_OWNED: Final = (
    "的", "家", "们家", "们的", *zh_words.RELATIONS, *zh_words.CLOSE_RELATIONS
)  # fmt: skip


def kept(sentence: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` without another person's occasion when the sentence says the user's part."""
    occasions = [f for f in fills if _occasion(f)]
    kinds = tuple(f.subject.partition(":")[0] for f in occasions)
    if not occasions or not _users_part(sentence, chinese, kinds):
        return fills
    return [f for f in fills if f not in occasions]


def _users_part(sentence: str, chinese: bool, kinds: tuple[str, ...]) -> bool:
    """True when the sentence has the user in it as someone, not only as the owner of the
    people whose occasion it is (我表妹, 我的闺蜜)."""
    if not chinese:
        return _EN_USER.search(sentence) is not None
    return any(
        _zh_user(sentence[found.end() :], kinds) for found in re.finditer(r"我|俺|咱", sentence)
    )


def _zh_user(after: str, kinds: tuple[str, ...]) -> bool:
    """True when what follows 我 is no person of the user's (我是伴娘, not 我表妹)."""
    if after.startswith(_ZH_OWNED):
        return False
    return not any(kind and kind in after[: len(kind) + 2] for kind in kinds)


def _occasion(fill: Fill) -> bool:
    """True when the fill is someone else's plan that is an occasion (a wedding, 生日)."""
    if fill.slot != "plan" or fill.subject == "user":
        return False
    value = fill.value.strip()
    return _ZH.match(value) is not None or _EN.match(value) is not None
