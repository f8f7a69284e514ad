"""An amount said roughly is no doubt about the fact (issue 22, l54).

"maybe", "probably", 可能 and 大概 before an amount ("I get migraines maybe twice a month", "I've
been a welder for probably 20 years", 我在上海住了可能有十年了, 一周可能跑三次) guess at how often
or how long, not at whether: the sentence is still the user's statement. The words stay a
doubt before anything else ("maybe I'll try yoga", 我可能下个月搬家) and before an amount of time
still to come ("in maybe two years", 可能两年后): there they hedge a plan.

`en_plain` / `zh_plain` give the text with such approximations taken out, for the readers
that decide whether a sentence is said tentatively. Pure: functions of the text.
"""

from __future__ import annotations

import re
from typing import Final

_EN_AMOUNT: Final = (
    r"(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty"
    r"|thirty|forty|fifty|sixty|a hundred|hundreds|once|twice|half|a couple|a few|a dozen"
    r"|an? (?:hour|day|week|month|year|dozen|hundred|thousand|couple|few|bit|little))\b)"
)
_EN_ROUGHLY: Final = re.compile(
    rf"(?<!\bin )\b(?:maybe|perhaps|probably|possibly|prob|probs)\s+(?={_EN_AMOUNT})"
    r"(?!one day\b|one of these days\b)",
    re.IGNORECASE,
)
"""An approximation before an amount ("maybe twice a month", "probably 20 years"), not after
"in" (a time still to come: "in maybe two years")."""

_ZH_ROUGHLY: Final = re.compile(
    r"(?:可能|也许|或许|大概|估计)(?:有|要|得|是)?"
    r"(?=(?:[一二三四五六七八九十两几半百千万\d]+)(?:个|多个?|来)?"
    r"(?:次|回|趟|遍|年|个?月|周|星期|礼拜|天|小时|钟头|分钟|杯|瓶|包|根|公里|km|斤|本|顿)"
    r"(?!后|以后|之后|内|以内))"
)
"""可能 and its kin before an amount of times, time spent or things (一个月可能发作两次, 住了可能有
十年), not before a time still to come (可能两年后)."""


def en_plain(text: str) -> str:
    """The English text with its approximations of an amount taken out."""
    return _EN_ROUGHLY.sub("", text)


def zh_plain(text: str) -> str:
    """The Chinese text with its approximations of an amount taken out."""
    return _ZH_ROUGHLY.sub("", text)


def plain(text: str) -> str:
    """The text, in either language, with its approximations of an amount taken out."""
    return zh_plain(en_plain(text))
