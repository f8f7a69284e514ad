"""Who the user is, said in Chinese ways whose subject is not 我: the name others call one
(大家都叫我阿明, 朋友们一般喊我老周) and a name or surname given after 本人/鄙人 (本人张伟,
鄙人姓张). What is given must read as a name (`zh_objects`); a question or a denial gives
nothing."""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects, zh_work
from memstream.processors.grammar.fills import Fill

_CALLERS: Final = (
    r"(?:大家|大伙儿?|朋友们?|同事们?|同学们?|家里人|家人|身边的人|周围的人|熟人|别人|"
    r"圈里人?|网友们?|粉丝们?)"
)
_CALLED: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我的|我们)?"
    + _CALLERS
    + r"(?:都|一般|平时|通常|也|习惯|喜欢|经常|常)*(?:叫我|喊我|称呼我|管我叫)"
    r"(?P<v>[\u4e00-\u9fffA-Za-z]{1,6}?)(?=$|[，,。！!；;～~]|就行|就好|吧|哈)"
)
_SELF: Final = re.compile(r"^(?:本人|鄙人|在下)(?P<v>[\u4e00-\u9fff]{2,4}?)(?=$|[，,。！!；;])")
_INTRODUCED: Final = re.compile(
    r"(?:自我介绍一?下?|介绍一?下(?:我)?自己)(?:吧|哈|啊|哦)?[:：，,]\s*"
    r"(?P<v>[\u4e00-\u9fff]{2,4}?|[A-Z][a-z]+)(?=[，,。；;]|$)"
)
_SURNAME: Final = re.compile(r"^(?:鄙人|在下|免贵)姓(?P<v>[\u4e00-\u9fff]{1,2})")
_SIGNED: Final = re.compile(
    r"(?:^|(?<=[！!。，,；;\s]))(?:谢谢|多谢|感谢|辛苦了|此致敬礼|敬礼)[！!。，,]?\s*(?:——|--|—)\s*"
    r"(?P<v>[\u4e00-\u9fff]{2,3})\s*$"
)
"""A letter signed with a dash (谢谢！——李明): the full name after it."""
_DENIED: Final = re.compile(r"不|别|没|吗|？|\?|如果|要是|假如")


def missing(text: str, fills: list[Fill]) -> list[Fill]:
    """The name and role a Chinese sentence gives in these ways, when its frames gave none."""
    roles = [] if any(f.slot == "role" and f.subject == "user" for f in fills) else _titled(text)
    if any(f.slot == "name" and f.subject == "user" for f in fills):
        return roles
    return roles + _named(text)


_TITLE: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s]))(?:我|本人)(?:现在|目前|其实|本职|自己)?(?:是|在[^，,。！!；;]{1,10}?"
    r"(?:当|做|担任))(?:一名|一位|一个|个|名)?"
    r"(?P<v>[\u4e00-\u9fffA-Za-z]{0,5}(?:师|员|厨|医|匠|官))(?=$|[，,。！!；;～~]|啦|呀|哦|哈)"
)
"""A job said by its title after 我是 or 在…当 (我是注册会计师, 我在一家餐厅当主厨)."""
_NOT_TITLES: Final = re.compile(r"会员|成员|党员|团员|粉丝|老师傅|大师|法师|魔法师|厨房")


def _titled(text: str) -> list[Fill]:
    found = _TITLE.search(text)
    if found is None or _DENIED.search(text) or _NOT_TITLES.search(found["v"]):
        return []
    if len(found["v"]) < 2 or re.search(r"[我你他她这那的]", found["v"]):
        return []
    return [Fill("role", found["v"])]


def _named(text: str) -> list[Fill]:
    for pattern, read in (
        (_CALLED, _nickname),
        (_SELF, zh_objects.full_name),
        (_INTRODUCED, zh_objects.full_name),
        (_SURNAME, zh_objects.surname),
        (_SIGNED, zh_objects.full_name),
    ):
        found = pattern.search(text)
        if found is not None and not _DENIED.search(text[: found.end()]):
            names = read(found.group("v"))
            if names:
                return [Fill("name", names[0])]
    return []


def _nickname(text: str) -> list[str]:
    """A name others call one: a full name (王芳), a nickname (阿明, 小李, 老周, 大刘) or a
    Latin name; never what one is asked to do (叫我去爬山)."""
    if re.fullmatch(r"[小老阿大][\u4e00-\u9fff]|[A-Z][a-z]+", text):
        return [text]
    return zh_objects.full_name(text)


def no_job_names(fills: list[Fill]) -> list[Fill]:
    """Without a name that is the job read from the same words (我是程序猿, 我是码农)."""
    jobs = {f.subject for f in fills if f.slot == "role"}
    return [
        f
        for f in fills
        if not (f.slot == "name" and f.subject in jobs and zh_work.slang_role(f.value))
    ]


_FULL: Final = re.compile(
    r"(?:全名|大名|全名是|全名叫|大名是|大名叫|名字全称是)[:：]?(?P<v>[\u4e00-\u9fff]{2,4})(?=$|[，,。！!；;\s])"
)
"""A full name said after the surname (我姓陈，全名陈思远): the whole name is the name."""


def tidy(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without a name that is the job, with the full name over the surname alone,
    without a place read off a time zone (我在东七区: 七区 is no home) and without the kind of
    a company beside its name (一家名叫云帆的咨询公司: 云帆)."""
    fills = no_job_names(fills)
    full = _FULL.search(text)
    names = zh_objects.full_name(full["v"]) if full else []
    if names and not _DENIED.search(text[: full.end()] if full else ""):
        fills = [f for f in fills if not (f.slot == "name" and f.subject == "user")]
        fills.append(Fill("name", names[0]))
    if _PRETEND.search(text):  # 你就当我是个产品经理: a part played for the request
        fills = [f for f in fills if not (f.slot == "role" and f.subject == "user")]
    fills = [f for f in fills if not (f.slot == "home_location" and _once_there(f.value, text))]
    zones = [f.value for f in fills if f.slot == "timezone" and f.subject == "user"]
    fills = [f for f in fills if not (f.slot in _WHERE and any(f.value in z for z in zones))]
    fills = fills + _works_there(text, fills)
    named = [f for f in fills if f.slot == "employer" and not _A_KIND.fullmatch(f.value)]
    return [
        f
        for f in fills
        if not (f.slot == "employer" and _A_KIND.fullmatch(f.value) and _beside(f, named))
    ]


_WORKS_AT: Final = (
    r"(?:的[^，,。！!；;]{0,8})?(?:当|做|教|干|开了?(?:一|个|家|间)|上班|工作|打工|任职|执业)"
)
"""What one does at a place said with 在 (在武汉当老师, 在成都做会计, 在青岛开了家咖啡店)."""


def _works_there(text: str, fills: list[Fill]) -> list[Fill]:
    """The city one's job is said in (我在武汉当老师) is where one works too, beside the home
    read off it, when no work place is said otherwise."""
    said = {f.slot for f in fills if f.subject == "user"}
    if "work_location" in said or "role" not in said or _DENIED.search(text):
        return []
    for home in (f.value for f in fills if f.slot == "home_location" and f.subject == "user"):
        if re.search(rf"我(?:现在|目前|一直)?在{re.escape(home)}{_WORKS_AT}", text):
            return [Fill("work_location", home)]
    return []


_PRETEND: Final = re.compile(r"(?:就当|当作|假设|假装|把我当成?)我?(?:是|成)")


def _once_there(place: str, text: str) -> bool:
    """A place one studied or stayed at for a while in the past (在慕尼黑读书时学的): no home."""
    after = (
        r"(?:读书|上学|念书|留学|读研|读大学|工作|实习|出差|旅游)?(?:时|的时候|那会儿?|那几年|期间)"
    )
    return re.search(re.escape(place) + after, text) is not None


_A_KIND: Final = re.compile(r"[\u4e00-\u9fff]{0,4}(?:公司|企业|工作室|机构|单位)")


def _beside(fill: Fill, named: list[Fill]) -> bool:
    return any(f.subject == fill.subject for f in named)


_WHERE: Final = frozenset(("home_location", "work_location"))
