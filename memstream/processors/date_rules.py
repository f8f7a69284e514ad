"""Patterns and resolvers behind `processors.dates`, English then Chinese. Pure.

Each rule is a regex with a group `d` (the date phrase) and a resolver that turns the
match, the anchor date and the whole text into (date, precision), or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import Final

from memstream.processors.date_words import (
    EN_DAY_NAME,
    EN_NUMBERS,
    EN_WEEKDAYS,
    Resolved,
    add_months,
    en_month,
    monday,
    nearest_year,
    period,
    safe_date,
    shift,
    zh_number,
)

_MONTH: Final = (
    r"(?-i:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
    r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_NUM: Final = (
    r"(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|a couple of|a few|couple of|few)"
)
_ABOUT: Final = r"(?:about|around|roughly|nearly|almost|over|more than)\s+"
_ZH_NUM: Final = r"[0-9一二两三四五六七八九十]{1,3}"
_PAST_EN: Final = re.compile(
    r"\b(?:was|were|did|had|went|got|came|saw|met|made|took|ran|left|bought"
    r"|(?<!the )(?<!\ba )(?<!an )(?<!my )(?<!our )(?<!your )(?<!his )(?<!her )(?<!their )"
    r"(?!(?:need|feed|speed|bed|red|indeed|proceed|succeed|exceed|seed)\b)\w+ed)\b",
    re.I,
)
_ARRANGED: Final = re.compile(
    r"\b(?:have|'ve|has|'s) got\b|\b(?:got |been |was |is )?(?:booked|scheduled|planned|arranged"
    r"|reserved|organi[sz]ed|confirmed|rescheduled|moved|pushed|postponed|bumped|cancell?ed)\b"
    r"|\bgot (?:a|an|my|our|the|another)\s+(?:[\w'-]+\s+){0,3}?(?:appointment|appt|interview"
    r"|exam|test|meeting|hearing|surgery|operation|check-?up|scan|session|lesson|class|shift"
    r"|gig|recital|match|game|date|call|viewing|fitting|consultation)s?\b",
    re.I,
)
"""What was arranged for a day ("I've booked a massage for Thursday", "I've got a flight on
Friday", "it got moved to Friday", "got a vet appointment Friday"): a past verb that does not
put the day in the past."""
_FUTURE_EN: Final = re.compile(
    r"(?<!was )(?<!were )\b(?:will|'ll|gonna|going to)\b|(?:\b(?:am|are|is)|'m|'re|'s)\s+\w+ing\b",
    re.I,
)
"""A future or a present progressive ("I'm flying to Rome on Friday"): the coming day."""


def _past_en(text: str) -> bool:
    """True when an English sentence tells of the past: a past verb, none of the future."""
    return _PAST_EN.search(_ARRANGED.sub(" ", text)) is not None and not _FUTURE_EN.search(text)


TRIGGER: Final = re.compile(
    r"\d|today|tonight|tomorrow|yesterday|day|week|month|year|morning|night|ago|afternoon"
    r"|evening|"
    + _MONTH
    + r"|[今明后昨前]天|[今明昨][早晚]|[今明后昨前]儿|周|星期|礼拜|月|年"
    + r"|[一二两三四五六七八九十]|号"
    + r"|christmas|new year|halloween|valentine|boxing day|元旦|圣诞|国庆|平安夜|情人节"
    + r"|劳动节|万圣节|儿童节|跨年",
    re.IGNORECASE,
)


# English resolvers ---------------------------------------------------------------


def _en_iso(match: re.Match[str], anchor: date, text: str) -> Resolved:
    day = safe_date(int(match["y"]), int(match["m"]), int(match["dd"]))
    return None if day is None else (day, "day")


def _en_month_day(match: re.Match[str], anchor: date, text: str) -> Resolved:
    month, number = en_month(match["mon"]), int(match["dd"])
    if match["y"]:
        day = safe_date(int(match["y"]), month, number)
    else:
        day = nearest_year(anchor, month, number)
    return None if day is None else (day, "day")


def _en_month_only(match: re.Match[str], anchor: date, text: str) -> Resolved:
    month = en_month(match["mon"])
    if match["y"]:
        return date(int(match["y"]), month, 1), "month"
    nearest = nearest_year(anchor, month, 1)
    return None if nearest is None else (nearest, "month")


_EN_DAY_OFFSETS: Final = {
    "today": 0,
    "tonight": 0,
    "this morning": 0,
    "this afternoon": 0,
    "this evening": 0,
    "tomorrow": 1,
    "yesterday": -1,
    "last night": -1,
    "day after tomorrow": 2,
    "day before yesterday": -2,
}
_EN_TOMORROW: Final = (
    r"(?:tomorrow|tomorow|tommorow|tommorrow|tomorrw|tmrw|tmrow|tmr|2moro|2morrow)"
)
"""Tomorrow as people type it (tmrw, tommorow, 2moro)."""


def _en_day_word(match: re.Match[str], anchor: date, text: str) -> Resolved:
    said = re.sub(_EN_TOMORROW, "tomorrow", match["w"].lower())
    said = " ".join(said.split()).removeprefix("the ")
    return anchor + timedelta(days=_EN_DAY_OFFSETS[said]), "day"


def _en_weekday(match: re.Match[str], anchor: date, text: str) -> Resolved:
    weekday = EN_WEEKDAYS[match["wd"].lower()[:3]]
    which = (match["which"] or "").lower()
    this_week = monday(anchor) + timedelta(days=weekday)
    if which == "next":
        return this_week + timedelta(days=7), "day"
    if which in ("this", "coming"):
        return this_week + timedelta(days=7 if this_week < anchor else 0), "day"
    moved_to = _MOVED_TO.search(text[: match.start()]) is not None  # "pushed me to Friday"
    told_past = _past_en(_own_clause(text, match.start(), match.end()))
    if which in ("last", "past", "previous") or (told_past and not moved_to):
        return anchor - timedelta(days=(anchor.weekday() - weekday - 1) % 7 + 1), "day"
    return anchor + timedelta(days=(weekday - anchor.weekday() - 1) % 7 + 1), "day"


def _own_clause(text: str, start: int, end: int) -> str:
    """The clause of a day said: between stops and a second clause of the speaker's own ("flying
    to Lagos on Thursday| and I still haven't got an outfit"), so a past elsewhere leaves the
    day ahead."""
    cuts = list(_CLAUSE_CUT.finditer(text))
    left = max([m.end() for m in cuts if m.end() <= start] + [0])
    ends = [*sorted(m.start() for m in cuts if m.start() >= end), len(text)]
    if not text[left:start].strip() and not text[end : ends[0]].strip(" ,"):
        return text[left : ends[min(1, len(ends) - 1)]]  # "On Friday, I went": the day leads it
    return text[left : ends[0]]


_CLAUSE_CUT: Final = re.compile(
    r"[.;!?—]\s*|(?:\s(?:and|but|so)|,)\s+(?=(?:i|i'm|i've|i am|i have|we|we're|we've)\b)", re.I
)
_MOVED_TO: Final = re.compile(
    r"\b(?:moved|pushed|postponed|rescheduled|bumped|delayed|changed|put off"
    r"|move|push|postpone|reschedule|bump|delay)"
    r"(?: back| up)?(?: (?:me|us|it|them|(?:my|our|the) [\w'-]+))?(?: back| up)? (?:to|till|until)"
    r"\s*(?:on\s*)?$",
    re.IGNORECASE,
)
"""A day a plan was moved to: said in the past tense, a day to come ("pushed me to Friday",
"had to move the dentist to Monday")."""


def _en_weekend(match: re.Match[str], anchor: date, text: str) -> Resolved:
    which = (match["which"] or "").lower()
    saturday = monday(anchor) + timedelta(days=5)
    if match["after"]:  # "the weekend after next"
        return saturday + timedelta(days=14), "weekend"
    if which == "next":
        return saturday + timedelta(days=7), "weekend"
    past_tense = not which and anchor.weekday() < 5 and _past_en(text)
    if past_tense or which in ("last", "past", "previous"):
        return saturday - timedelta(days=7), "weekend"
    return saturday, "weekend"


def _en_period(match: re.Match[str], anchor: date, text: str) -> Resolved:
    if match["after"]:  # "the week after next", "the month after next"
        return period(anchor, match["unit2"].lower(), 2)
    step = {"next": 1, "coming": 1, "this": 0, "last": -1, "past": -1, "previous": -1}[
        match["which"].lower()
    ]
    return period(anchor, match["unit"].lower(), step)


def _en_relative(match: re.Match[str], anchor: date, text: str) -> Resolved:
    number = match["n"] or match["n2"]
    count = int(number) if number.isdigit() else EN_NUMBERS.get(" ".join(number.lower().split()))
    if count is None:
        return None
    sign = -1 if match["ago"] else 1
    return shift(anchor, (match["unit"] or match["unit2"]).lower(), sign * count)


def day_of_month(anchor: date, number: int, step: int | None) -> Resolved:
    """The `number`th of the anchor's month moved by `step` months; with no month said, the
    next such day from the anchor on ("the 28th" on March 2nd is March 28th; "the 1st",
    April 1st)."""
    if step is None:
        step = 0 if number >= anchor.day else 1
    first = add_months(anchor.replace(day=1), step)
    day = safe_date(first.year, first.month, number)
    return None if day is None else (day, "day")


def month_end(anchor: date, step: int) -> Resolved:
    """The last day of the anchor's month moved by `step` months ("the end of the month")."""
    first = add_months(anchor.replace(day=1), step + 1)
    return first - timedelta(days=1), "day"


def _en_weeks_from(match: re.Match[str], anchor: date, text: str) -> Resolved:
    """ "a week from Saturday", "two weeks from Friday": the coming weekday, weeks later."""
    weekday = EN_WEEKDAYS[match["wd"].lower()[:3]]
    count = EN_NUMBERS.get(match["n"].lower()) if not match["n"].isdigit() else int(match["n"])
    if count is None:
        return None
    coming = anchor + timedelta(days=(weekday - anchor.weekday() - 1) % 7 + 1)
    return coming + timedelta(weeks=count), "day"


def _en_day_of_month(match: re.Match[str], anchor: date, text: str) -> Resolved:
    return day_of_month(anchor, int(match["dd"]), None)


def _en_month_end(match: re.Match[str], anchor: date, text: str) -> Resolved:
    return month_end(anchor, 1 if match["which"].lower() == "next" else 0)


def _en_mid_month(match: re.Match[str], anchor: date, text: str) -> Resolved:
    """ "the middle of next month": its 15th (this month's: the coming 15th)."""
    return day_of_month(anchor, 15, 1 if match["which"].lower() == "next" else None)


# Chinese resolvers ---------------------------------------------------------------


def _zh_mid_month(match: re.Match[str], anchor: date, text: str) -> Resolved:
    """月中, 下个月中旬: the month's 15th (月中 alone: the coming 15th)."""
    which = match["which"]
    return day_of_month(anchor, 15, None if which is None else _ZH_STEPS[which.rstrip("个")])


def _zh_day_of_month(match: re.Match[str], anchor: date, text: str) -> Resolved:
    which = match["which"]
    step = None if which is None else _ZH_STEPS[which.rstrip("个")]
    return day_of_month(anchor, zh_number(match["dd"] or match["dd2"]), step)


def _zh_month_end(match: re.Match[str], anchor: date, text: str) -> Resolved:
    return month_end(anchor, _ZH_STEPS[(match["which"] or "").rstrip("个")])


def _zh_month_day(match: re.Match[str], anchor: date, text: str) -> Resolved:
    month, number = zh_number(match["m"]), zh_number(match["dd"])
    if match["y"] or match["rel"]:
        day = safe_date(_year_said(match, anchor), month, number)
    else:
        day = nearest_year(anchor, month, number)
    return None if day is None else (day, "day")


def _zh_year_month(match: re.Match[str], anchor: date, text: str) -> Resolved:
    day = safe_date(_year_said(match, anchor), zh_number(match["m"]), 1)
    return None if day is None else (day, "month")


_ZH_YEAR_SAID: Final = r"(?P<rel>前年|去年|今年|明年|后年)的?"
"""A year said relative to now, before a month (明年五月二号, 去年十月)."""
_ZH_YEAR_STEPS: Final = {"前年": -2, "去年": -1, "今年": 0, "明年": 1, "后年": 2}


def _year_said(match: re.Match[str], anchor: date) -> int:
    """The year a month is said in: written (2027年) or relative to now (明年)."""
    return int(match["y"]) if match["y"] else anchor.year + _ZH_YEAR_STEPS[match["rel"]]


def _zh_month_only(match: re.Match[str], anchor: date, text: str) -> Resolved:
    """四月, 4月份: the month said alone, the nearest of its name (as "in April")."""
    month = zh_number(match["m"])
    nearest = nearest_year(anchor, month, 1) if 1 <= month <= 12 else None
    return None if nearest is None else (nearest, "month")


_ZH_DAY_OFFSETS: Final = {
    "今天": 0, "今晚": 0, "今早": 0, "明天": 1, "明早": 1, "明晚": 1, "后天": 2, "大后天": 3,
    "昨天": -1, "昨晚": -1, "前天": -2, "大前天": -3,
    "今儿个": 0, "今儿": 0, "明儿个": 1, "明儿": 1, "后儿个": 2, "后儿": 2, "昨儿个": -1,
    "昨儿": -1, "前儿个": -2,
}  # fmt: skip
"""Days said against today, spoken northern forms too (明儿个, 今儿, 昨儿个)."""
_ZH_STEPS: Final = {"上上": -2, "上": -1, "这": 0, "本": 0, "今": 0, "下": 1, "下下": 2, "": 0}


def _zh_day_word(match: re.Match[str], anchor: date, text: str) -> Resolved:
    return anchor + timedelta(days=_ZH_DAY_OFFSETS[match["w"]]), "day"


def _zh_weekday(match: re.Match[str], anchor: date, text: str) -> Resolved:
    weekday = "一二三四五六日".find(match["wd"]) if match["wd"] not in "天7" else 6
    if match["wd"].isdigit() and match["wd"] != "7":
        weekday = int(match["wd"]) - 1
    start = monday(anchor) + timedelta(weeks=_ZH_STEPS[match["which"] or ""])
    return start + timedelta(days=weekday), "day"


def _zh_weekend(match: re.Match[str], anchor: date, text: str) -> Resolved:
    start = monday(anchor) + timedelta(weeks=_ZH_STEPS[match["which"] or ""])
    return start + timedelta(days=5), "weekend"


def _zh_period(match: re.Match[str], anchor: date, text: str) -> Resolved:
    unit = "month" if match["unit"] == "月" else "week"
    return period(anchor, unit, _ZH_STEPS[match["which"]])


def _zh_year(match: re.Match[str], anchor: date, text: str) -> Resolved:
    step = {"前": -2, "去": -1, "今": 0, "明": 1, "后": 2}[match["which"]]
    return date(anchor.year + step, 1, 1), "year"


def _zh_relative(match: re.Match[str], anchor: date, text: str) -> Resolved:
    sign = -1 if match["dir"].endswith("前") else 1
    return shift(anchor, match["unit"], sign * zh_number(match["n"]))


HOLIDAYS: Final[dict[str, tuple[int, int]]] = {
    "christmas eve": (12, 24), "christmas": (12, 25), "christmas day": (12, 25),
    "boxing day": (12, 26), "new year's eve": (12, 31), "new year's day": (1, 1),
    "new year's": (1, 1), "new years": (1, 1), "halloween": (10, 31),
    "valentine's day": (2, 14), "valentine's": (2, 14), "valentines day": (2, 14),
    "平安夜": (12, 24), "圣诞": (12, 25), "圣诞节": (12, 25), "元旦": (1, 1), "跨年": (12, 31),
    "五一": (5, 1), "劳动节": (5, 1), "国庆": (10, 1), "国庆节": (10, 1), "情人节": (2, 14),
    "万圣节": (10, 31), "儿童节": (6, 1), "六一": (6, 1),
}  # fmt: skip
"""Holidays on a fixed day of the year (lunar ones move, and are not here). In English a
holiday dates only after a preposition of time ("on Christmas Eve", "over New Year's"):
"for Christmas" is what something is for, "Merry Christmas" a greeting, and a holiday before
a noun ("a Christmas present", 圣诞礼物) names a kind of thing, not a day."""
_ZH_PAST: Final = re.compile(r"去年|刚过|那年|那次|上次")


def _holiday(match: re.Match[str], anchor: date, text: str) -> Resolved:
    """A holiday: the coming one, or the nearest in a sentence about the past."""
    month, number = HOLIDAYS[match["h"].lower().replace("’", "'").replace(" '", "'")]
    past = _PAST_EN.search(text) if match["h"].isascii() else _ZH_PAST.search(text)
    if past:
        day = nearest_year(anchor, month, number)
        return None if day is None else (day, "day")
    coming = safe_date(anchor.year, month, number)
    if coming is None or coming < anchor:
        coming = safe_date(anchor.year + 1, month, number)
    return None if coming is None else (coming, "day")


_HOLIDAY_EN: Final = re.compile(
    r"(?P<d>\b(?:on|at|over|this|next|until|till|by|before|after|around)\s+"
    r"\b(?P<h>christmas(?: eve| day)?|boxing day"
    r"|new year ?['’]?s(?: eve| day)?|halloween|valentine ?['’]?s(?: day)?))\b"
    r"(?!\s+(?:resolution|present|gift|shopping|party|dinner|card|tree|market|sale|list|"
    r"lights|movie|song|special|plans?)\b)",
    re.I,
)
_HOLIDAY_ZH: Final = re.compile(
    r"(?P<d>(?P<h>平安夜|圣诞节?|元旦|跨年|五一|劳动节|国庆节?|情人节|万圣节|儿童节|六一))"
    r"(?![0-9一二三四五六七八九十]|礼物|快乐|档|树|老人|大餐|晚会|特惠|促销|活动|红包|的)"
)


Resolver = Callable[[re.Match[str], date, str], Resolved]
RULES: Final[tuple[tuple[re.Pattern[str], Resolver], ...]] = (
    (re.compile(r"(?P<d>\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<dd>\d{1,2})\b)"), _en_iso),
    (
        re.compile(
            rf"(?P<d>(?:\bon\s+)?\b(?P<mon>{_MONTH})\.?\s+(?P<dd>\d{{1,2}})(?:st|nd|rd|th)?\b"
            r"(?:,?\s+(?P<y>\d{4})\b)?)",
            re.I,
        ),
        _en_month_day,
    ),
    (
        re.compile(
            rf"(?P<d>(?:\bon\s+)?(?:the\s+)?\b(?P<dd>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?"
            rf"(?P<mon>{_MONTH})\b(?:,?\s+(?P<y>\d{{4}})\b)?)",
            re.I,
        ),
        _en_month_day,
    ),
    (
        re.compile(rf"(?P<d>\bin\s+(?P<mon>{_MONTH})\b(?:\s+(?P<y>\d{{4}})\b)?)", re.I),
        _en_month_only,
    ),
    (re.compile(rf"(?P<d>\b(?P<mon>{_MONTH})\s+(?P<y>\d{{4}})\b)", re.I), _en_month_only),
    (
        re.compile(
            rf"(?P<d>\b(?P<w>(?:the\s+)?day\s+after\s+{_EN_TOMORROW}|(?:the\s+)?day\s+before\s+"
            rf"yesterday|today|tonight|{_EN_TOMORROW}|yesterday|last night"
            r"|this (?:morning|afternoon|evening))\b)",
            re.I,
        ),
        _en_day_word,
    ),
    (
        re.compile(
            rf"(?P<d>(?:\bon\s+)?\b(?:(?P<which>next|last|this|coming|past|previous)\s+)?"
            rf"(?P<wd>{EN_DAY_NAME}))\b",
            re.I,
        ),
        _en_weekday,
    ),
    (
        re.compile(
            r"(?P<d>(?:\b(?:on|over)\s+)?\b(?:(?P<which>next|last|this|coming|past|previous)"
            r"|the)\s+weekend(?P<after>\s+after\s+next)?)\b",
            re.I,
        ),
        _en_weekend,
    ),
    (
        re.compile(
            r"(?P<d>\b(?P<which>next|last|this|coming|past|previous)\s+(?P<unit>week|month|year)"
            r"|\bthe\s+(?P<unit2>week|month|year)\s+(?P<after>after\s+next))\b",
            re.I,
        ),
        _en_period,
    ),
    (
        re.compile(
            rf"(?P<d>\b(?:in\s+(?:{_ABOUT})?(?P<n>{_NUM})\s+(?P<unit>day|week|month|year)s?"
            rf"(?:'s time)?|(?:{_ABOUT})?(?P<n2>{_NUM})\s+(?P<unit2>day|week|month|year)s?"
            r"\s+(?:from now|from today|later|(?P<ago>ago)))\b)",
            re.I,
        ),
        _en_relative,
    ),
    (
        re.compile(
            rf"(?P<d>(?:(?P<y>\d{{4}})年|{_ZH_YEAR_SAID})?(?P<m>{_ZH_NUM})月(?P<dd>{_ZH_NUM})[日号])"
        ),
        _zh_month_day,
    ),
    (
        re.compile(
            rf"(?P<d>(?:(?P<y>\d{{4}})年|{_ZH_YEAR_SAID})(?P<m>{_ZH_NUM})月)"
            r"(?![0-9一二三四五六七八九十]|份?[日号])"
        ),
        _zh_year_month,
    ),
    (
        re.compile(
            rf"(?<![0-9年个第一二三四五六七八九十正腊])(?P<d>(?P<m>{_ZH_NUM})月份?)"
            r"(?![0-9一二三四五六七八九十日号底初中旬末])"
        ),
        _zh_month_only,
    ),
    (
        re.compile(
            r"(?P<d>(?P<w>大后天|大前天|今天|今晚|今早|明天|明早|明晚|(?<![以之然最])后天|昨天|昨晚|前天"
            r"|[今明后昨]儿个|前儿个|[今明昨]儿(?![子女童歌化]|媳)|后儿(?![子女])))"
        ),
        _zh_day_word,
    ),
    (
        re.compile(
            r"(?P<d>(?P<which>上上|下下|上|下|这|本)?个?(?:周|星期|礼拜)(?P<wd>[一二三四五六日天1-7]))"
        ),
        _zh_weekday,
    ),
    (re.compile(r"(?P<d>(?P<which>上上|下下|上|下|这|本)?个?周末)"), _zh_weekend),
    (
        re.compile(
            r"(?P<d>(?P<which>上上|下下|上|下|这|本)个?(?P<unit>周|星期|礼拜|月))(?![一二三四五六日天1-7末])"
        ),
        _zh_period,
    ),
    (re.compile(r"(?P<d>(?P<which>前|去|今|明|后)年)"), _zh_year),
    (
        re.compile(
            rf"(?<![\d第月一二三四五六七八九十])(?P<d>(?:(?P<which>下个?|这个?|本)月)?"
            rf"(?:(?P<dd>{_ZH_NUM})号|(?P<dd2>\d{{1,2}})日))(?![线楼床房门室位码])"
        ),
        _zh_day_of_month,
    ),
    (re.compile(r"(?P<d>(?:(?P<which>下个?|这个?|本)?)月底)"), _zh_month_end),
    (
        re.compile(
            r"(?<![\d一二三四五六七八九十])(?P<d>(?P<which>下个?|这个?|本)?月(?:中旬|中)(?![国心秋文]))"
        ),
        _zh_mid_month,
    ),
    (
        re.compile(
            rf"(?P<d>(?:\bon\s+)?\bthe\s+(?P<dd>\d{{1,2}})(?:st|nd|rd|th)\b)"
            rf"(?!\s+(?:of\s+)?{_MONTH}|\s+(?:floor|time|place|row|edition|grade|generation"
            r"|anniversary|birthday|century|round|try|attempt|year|day|week|month|person|one"
            r"|child|kid|son|daughter|best|biggest|largest|most|percentile|street|avenue)\b)",
            re.I,
        ),
        _en_day_of_month,
    ),
    (
        re.compile(
            rf"(?P<d>\b(?P<n>a|an|one|two|three|four|\d)\s+weeks?\s+from\s+(?P<wd>{EN_DAY_NAME}))\b",
            re.I,
        ),
        _en_weeks_from,
    ),
    (
        re.compile(
            r"(?P<d>\b(?:in\s+)?(?:the\s+)?(?:middle\s+of|mid-?)\s*(?P<which>the|this|next)\s+month)\b",
            re.I,
        ),
        _en_mid_month,
    ),
    (
        re.compile(
            r"(?P<d>\b(?:at\s+|by\s+)?(?:the\s+)?end\s+of\s+(?P<which>the|this|next)\s+month)\b",
            re.I,
        ),
        _en_month_end,
    ),
    (
        re.compile(
            rf"(?P<d>(?P<n>{_ZH_NUM})个?(?P<unit>天|日|周|星期|礼拜|月|年)(?P<dir>以后|之后|后|以前|之前|前))"
        ),
        _zh_relative,
    ),
    (_HOLIDAY_EN, _holiday),
    (_HOLIDAY_ZH, _holiday),
)
