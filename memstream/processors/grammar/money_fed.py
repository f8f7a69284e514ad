"""Money told as a pet or a medicine (g55o): a debt named as the pet or child one keeps and
feeds (我养了一只宠物叫房贷，每个月喂它八千块, 家里有只吞金兽, "my baby is named Student
Loan"), or a sum of money fed, taken or supplemented like food or a dose (每天补充五千元,
"I feed it $400 a month"). The sentence is a joke about money: nothing about the user.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_ZH_DEBTS: Final = "房贷|车贷|花呗|借呗|白条|信用卡|网贷|贷款|账单"
_EN_DEBTS: Final = (
    r"(?:the\s+)?(?:mortgage|student\s+loans?|credit\s+cards?|car\s+(?:loan|payment)s?"
    r"|overdraft|debts?)"
)
_DEBT_NAMED: Final = re.compile(
    r"(?:叫|名叫|叫做|名字是|取名|起名)(?:作|为|叫)?[“\"「]?(?:" + _ZH_DEBTS + r")|吞金兽"
    r"|(?i:\b(?:named|called|name\s+is|name's)\s+[\"'“‘]?)" + _EN_DEBTS + r"\b"
)
"""叫房贷, 吞金兽, "named Student Loan", "called Mortgage"."""
_MONEY_FED: Final = re.compile(
    r"(?:喂[它他她牠]|投喂[它他她牠]?|补充|服用)[^，,。！？!?]{0,3}?"
    r"[0-9零一二两三四五六七八九十]+[百千万]\s*(?:块钱?|元|刀)?"
    r"|(?:喂[它他她牠]|补充|服用)[^，,。！？!?]{0,3}?[0-9零一二两三四五六七八九十百千万]+\s*(?:块钱?|元|刀)"
    r"|(?i:\b(?:feed(?:ing)?\s+(?:it|him|her)|take|taking|supplement(?:ing)?)\s+"
    r"(?:about\s+|around\s+)?(?:[$£€]\s?\d[\d,]*|\d[\d,]*\s*(?:dollars|bucks|quid|pounds|euros)))"
)
"""喂它八千块, 每天补充五千元, "feed it $400", "take 500 dollars a day"."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own when the sentence tells money as a pet or a dose."""
    if not any(f.subject == "user" for f in fills):
        return fills
    if not money_told_as_kept(text):
        return fills
    return [f for f in fills if f.subject != "user"]


def money_told_as_kept(text: str) -> bool:
    """True when a debt is named as a pet or child, or money is fed or taken as a dose."""
    return _DEBT_NAMED.search(text) is not None or _MONEY_FED.search(text) is not None
