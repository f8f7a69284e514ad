"""How often a thing is done, as data: the frequency words and patterns that the English and
Chinese habit readers (`en_habits`, `zh_habits`, `zh_time`) and the habit change of `en` read,
kept in one place so that a frequency added is read alike by all of them. No code but the
patterns' assembly (and one test of words against them): the readers compile what they
need.
"""

from __future__ import annotations

from typing import Final


def _words(text: str) -> frozenset[str]:
    """The words of a whitespace-separated list."""
    return frozenset(text.split())


def _longest_first(text: str) -> tuple[str, ...]:
    """The words of a whitespace-separated list, longest first, then in character order (an
    alternation's order never depends on the process's hash seed)."""
    return tuple(sorted(set(text.split()), key=lambda word: (-len(word), word)))


# English

EN_EVENT_OPENERS: Final = (
    ("every", "time"), ("each", "time"), ("any", "time"), ("anytime",), ("every", "single", "time"),
    ("as", "soon", "as"), ("the", "moment"), ("the", "minute"), ("the", "second"),
)  # fmt: skip
"""Words that open a recurring event said before what is done ("every time I fly I read a
thriller", "the moment I get home I put the kettle on"): the clause runs on to the next "I"."""


def opens_event(words: list[str]) -> bool:
    """Whether the words open with a recurring event (`EN_EVENT_OPENERS`)."""
    return any(tuple(words[: len(opener)]) == opener for opener in EN_EVENT_OPENERS)


EN_DAYS: Final = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
"""The weekdays' names, as a regex alternation."""
EN_PARTS: Final = "morning|afternoon|evening|night|lunchtime"
"""The parts of a day that recur ("every morning", "on Friday nights")."""
EN_MONTHS: Final = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
)
"""The months' names, as a regex alternation ("every October")."""
EN_SEASONS: Final = "spring|summer|autumn|fall|winter"
"""The seasons ("every winter")."""
EN_ROUNDS: Final = "shift|session|payday"
"""What recurs at work or in training and times a doing ("every shift")."""
EN_COUNTS: Final = "two|three|four|five|six|2|3|4|5|6|couple|few"
"""How many periods "every" spans ("every two weeks", "every 3 days")."""
EN_PARTS_SAID: Final = "morning|afternoon|evening|night|weeknight|weekend|lunchtime"
"""The parts of a day or week said bare in the plural for each one ("Mornings I do yoga")."""
EN_PERIODS: Final = (
    f"day|week|weekend|month|year|fortnight|{EN_PARTS}|{EN_DAYS}|{EN_MONTHS}|{EN_SEASONS}"
    f"|{EN_ROUNDS}"
)
"""What "every" or "each" makes a frequency of ("every day", "each Sunday", "every October")."""
EN_WHEN_ALONE: Final = (
    r"\b(?:before|after) (?:bed|work|school|class|breakfast|lunch|dinner|supper|the gym)\b"
    r"|\bfirst thing\b|\brain or shine|\bat lunch(?:time)?\b"
    r"|\bon (?:my|our) (?:lunch|coffee) breaks?\b"
    r"|\bin the (?:mornings|evenings|afternoons)\b|\bwhen i (?:wake up|get up|get home)\b"
    r"|\b(?:with|over) (?:my |our )?(?:breakfast|morning coffee|morning tea)\b"
    r"|\bon (?:my|the) (?:commute|way (?:to work|to school|home|in))\b"
    r"|(?<=[a-z] )(?:mornings|evenings|nights|weeknights|weekends)(?= *(?:$|[,.;!]))"
)
"""A time that recurs by itself, so that a plain present verb said with it is a routine ("I
stretch before bed", "I swim laps at lunch", "I work nights"); "in the morning" or "at night"
may be one day, and are not here."""

EN_HOW_OFTEN: Final = _words(
    """every each day days daily week weeks weekly weekend weekends morning mornings night
    nights evening evenings afternoon afternoons once twice times a an the on in at most now
    monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
    thursdays fridays saturdays sundays these nowadays usually always instead my i only just
    mostly sometimes occasionally rarely often less more"""
)
"""The words of a habit's value that say how often or when, not what is done (a habit said
with "now" replaces the habit of the same doing, whatever its frequency)."""


# Chinese

ZH_LOOSE_FREQUENCIES: Final = _longest_first(
    "隔三差五 三天两头 时不时 时常 每隔几天 隔几天 没事就 一有空就 有空就"
)
"""How often said loosely (隔三差五去爬山, 时不时去游泳): with an activity after it, a habit."""
ZH_LOOSE_DAYS: Final = (
    r"(?:每逢|逢)(?:周末|节假日|假期|过年|过节|下雨天?|下雪天?|(?:周|星期|礼拜)[一二三四五六日天])"
)
"""A recurring day said with 逢 (每逢周末, 逢星期六): how often, like 每周六."""
ZH_ROUTINE: Final = "(?:经常|常常|总是|通常|一般)"
"""A routine adverb (经常, 一般): a habit with a time of day or a doing beside it."""
ZH_TIME_OF_DAY: Final = "(?:早上|晚上|睡前|周末|饭后|午饭后|晚饭后|下班后|上班前|中午|午休|早饭前)"
"""A time of day that recurs (早上, 睡前, 下班后)."""
_ZH_COUNTED: Final = (
    r"[一两二三四五六七八九十半几\d]+(?:包|杯|碗|瓶|根|罐|次|回|趟|顿|公里|个小时|小时))"
)
ZH_PER_PERIOD: Final = (
    rf"一(?:周|星期|个?礼拜)(?=[^，,。了]{{0,2}}?{_ZH_COUNTED}"
    rf"|一个月(?=[^，,。了能会可]{{0,2}}?{_ZH_COUNTED}"
)
"""So often per week or month (一周跑三次步, 健身房一周去四次, 一个月去一次理发店); per day is
left to 每天 (一天喝八杯咖啡 is as often a manner of speaking)."""
ZH_DOING: Final = (
    r"(?:去|到|跟|和|坐|骑|开车|走路|打|练|做|看|听|喝|吃|玩|逛|散步|跑|游|写|画|弹|唱|读|睡"
    r"|起床|早起|午睡|冥想|熬夜|赖床|睡懒觉|[\d一二三四五六七八九十]+点)"
)
"""What a routine adverb alone makes a habit of: an activity (经常去图书馆), not a mishap
(经常忘带钥匙)."""
ZH_USUAL: Final = r"(?:平时|平常|平日里?)(?:我们?|俺)?(?:都|一般|基本上?|也|多半)(?:是|会|要)?"
"""On ordinary days, with 都 or 一般 (平时都骑车上班, 平常我一般自己做饭): a routine when a
doing follows (平时都很忙 says a state)."""
ZH_ON_A_WHIM: Final = (
    r"(?:隔三差五|三天两头|一有空|有空|没事|一到周末)(?:我们?|俺)?(?:就|都)(?:会|要)?"
)
"""Whenever there is time (隔三差五就, 一有空就, 一有空我就): how often, loosely."""
ZH_FIRST_THING: Final = (
    r"(?:起床|醒来|睁眼|到公司|到家|回家)(?:后|以后)?(?:的)?(?:我)?第一件事(?:就|都)?是"
    r"|(?:通勤|上下班|上班|下班)路上(?:都|一般|总|经常)|(?:睡前|早上|晚上|饭后|每天)(?:一定|必须|必)要"
)
"""What is done first or without fail at a recurring time (起床后第一件事就是, 睡前一定要)."""
ZH_FREQUENCY: Final = (
    r"每天|每日|每周[一二三四五六日天]?|每晚|每个?月|每年|天天|一周[一二三四五六七两\d]+(?:次|回|天)|每个?周末"
    r"|周[一二三四五六日](?:晚上|早上)?(?:一般|基本|都|必|雷打不动)|雷打不动|习惯(?:每天|早上|晚上)"
    r"|[一二两三四五六七\d]+(?:次|回|天)[/每]?(?:周|星期)|(?:睡前|早上|晚上|饭后|午饭后|下班后)(?:都|总)(?:会|要)"
    r"|(?:周末|晚上|早上|睡前|饭后|下班后|午饭后|晚饭后)(?:一般|通常|基本|都|总|必|常)(?:会|要)?"
    rf"|{ZH_ROUTINE}[^，,。]{{0,4}}{ZH_TIME_OF_DAY}|{ZH_TIME_OF_DAY}[^，,。]{{0,4}}{ZH_ROUTINE}"
    r"|(?:周末|平时|下班后|晚上|早上|睡前)(?:一般|通常|经常|总是|基本)"
    r"|[喝吃抽](?:很多|好多|特别多|太多)"
    rf"|{ZH_ROUTINE}(?={ZH_DOING})|{ZH_USUAL}(?=(?:自己)?{ZH_DOING}(?![不没]))|{ZH_ON_A_WHIM}|(?<!更)习惯(?![了性看用])(?=[^，,。]{{2}})|{ZH_FIRST_THING}"
    r"|" + ZH_PER_PERIOD
)
"""A frequency, or a routine adverb with a time of day (晚上经常去散步); the adverb alone is
not one (我经常忘带钥匙)."""
_ZH_FIXED_PART: Final = (
    "(?:早上|早晨|上午|中午|下午|傍晚|晚上|睡前|饭后|午饭后|晚饭后|下班后|上班前)"
)
ZH_FIXED_TIME: Final = (
    rf"(?:(?:周末|工作日|(?:周|星期|礼拜)[一二三四五六日天]){_ZH_FIXED_PART}?|{_ZH_FIXED_PART})"
)
"""A recurring time said before 固定 (周末早上固定去花鸟市场, 周三晚上固定练琴): a time kept
fixed, so how often."""
ZH_FIXED_OPENERS: Final = _longest_first(
    """周末 工作日 周 星期 礼拜 早上 早晨 上午 中午 下午 傍晚 晚上 睡前 饭后 午饭后 晚饭后
    下班后 上班前"""
)
"""How a time kept fixed opens (周末早上固定…): kept in the habit's value."""
ZH_OFTEN: Final = (
    r"(?:几乎|基本(?:上)?)?(?:每天|每日|每晚|天天|日日|晚晚|夜夜|早晚(?=各)|每周[一二三四五六日天末]?|每个?(?:星期|礼拜)[一二三四五六日天]?"
    r"|每个?月|每个?周末|每隔[一两三四五\d]+天|每隔?[两二三四五六\d]+(?:周|个?星期|个?礼拜|个月)|隔天|(?:每个?)?工作日|(?:周|星期|礼拜)一到(?:周|星期|礼拜)?[五六]"
    r"|一到(?:周末|假期|节假日|放假|冬天|夏天|周[一二三四五六日])(?=(?:我们?|俺)?(?:就|都))|"
    + ZH_LOOSE_DAYS
    + "|"
    + "|".join(sorted(ZH_LOOSE_FREQUENCIES, key=len, reverse=True))
    + r")"
    r"|(?:平时|平常|平日里?|一般|通常|经常|常常|总是|老是)(?=(?:都|会|也)*(?:早上|上午|中午|下午|晚上|凌晨|半夜|夜里|睡前|饭后|午饭后"
    r"|晚饭后|下班后|下班回家|上班前|周末|起床后|周[一二三四五六日]|[\d一二三四五六七八九十两]+点))"
    rf"|{ZH_FIXED_TIME}(?=(?:都|也|会|我们?)*固定(?![是在]))"
)
"""How often (每天, 每周三), or a routine word before a time of day (平时下班后, 经常周末): what
makes a clause a habit; a routine word alone says a state or a mishap as often (平时工作邮件
也是日语, 我经常忘带钥匙)."""
