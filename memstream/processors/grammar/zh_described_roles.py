"""Chinese roles said as the head of a described noun: 我是<what>的<role>[name] ("我是电商平台的
产品经理", "俺是山西大同的煤矿工人", "我是链家南京河西万达店的置业顾问小唐", "我是新入职的数据分析师
王磊"). The role is the job noun after the last 的 (a name said after it set aside); what is
before the 的 is the employer only when it names an organisation (a known one, or one named
by its kind), never when it is a place (one's origin), when one joined (新来的, 新入职的) or a
description (一家修车铺).

The same head is read in a clause opening with 作为 / 身为 ("作为一个在养老院做护工的人，…",
"作为一名护士，我…"): the role one speaks as.

Only the user's own clause is read (我是, 俺是, 本人是, 作为 ...), never a question, a wish or
a past (以前是, 退休前是).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects, zh_work
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_words import ORGS, ROLE_ENDINGS

_CLAUSE: Final = re.compile(
    r"^(?:我|俺|本人|咱|𠊎)(?:就|也|现在|目前|如今)?(?:是|系)(?:个|一个|一名|名|位)?"
    r"(?P<pre>[\u4e00-\u9fffA-Za-z0-9]{2,16}?)的(?P<role>[\u4e00-\u9fffA-Za-z]{2,10})$"
)
JOINED: Final = ("新来", "新入职", "刚入职", "刚来", "新进", "刚进")
"""How recently one joined, said before 的 (新来的法务专员): no organisation."""
GENERIC: Final = frozenset(
    """师傅 员工 工作人员 一员 人 一名 小伙 姑娘 老员工 会员 成员 学员 队员 党员 团员 社员
    委员 议员 住户 业主 顾客 客户 用户""".split()
)
"""Heads that name no job of their own (修车铺的师傅, 公司的员工) or a membership, not a job
(这家店的会员, 合唱团的成员)."""
_UNREAL: Final = re.compile(r"想|希望|如果|要是|假如|梦想|以前|之前|退休前|曾经|当年|吗|？|\?")
_ROLE_ENDINGS: Final = (*ROLE_ENDINGS, "师", "员", "工", "匠", "手", "家", "作者")
PARENTS: Final = frozenset("妈妈 爸爸 妈 爸 家长 母亲 父亲 奶奶 爷爷 姥姥 外婆".split())
"""Kin one is to someone named before 的 (王子涵的妈妈): a parent, not a job."""


def described_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role and employer of a 我是<what>的<role> clause (see the module),
    each only when the sentence's readers read none for its slot."""
    mine = {f.slot for f in fills if f.subject == "user"}
    if "role" in mine and "employer" in mine:
        return fills
    names = [f.value for f in fills if f.subject == "user" and f.slot == "name"]
    for clause in re.split(r"[，,。！!；;\s]", text):
        found = _CLAUSE.match(clause)
        if found is None or _UNREAL.search(clause):
            continue
        role = _role(found["role"], names)
        if role is None:
            continue
        added = [] if "role" in mine else [Fill("role", role)]
        org = _organisation(found["pre"])
        if org is not None and "employer" not in mine:
            added.append(Fill("employer", org))
        return [*fills, *added]
    return fills


def _role(said: str, names: list[str]) -> str | None:
    """The job noun of the head, a name said after it set aside (数据分析师王磊: 数据分析师)."""
    for name in names:
        if said.endswith(name) and len(said) > len(name):
            said = said.removesuffix(name)
    if said in GENERIC or said in PARENTS:
        return None
    if said.endswith(_ROLE_ENDINGS):
        return said
    for cut in (2, 3):  # 置业顾问小唐: a name of two or three after the role
        head, name = said[:-cut], said[-cut:]
        if not name.startswith(("小", "老", "阿")):
            continue  # 学生家长: no name after 学生
        if len(head) >= 2 and head.endswith(_ROLE_ENDINGS) and head not in GENERIC:
            return head
    return None


def _organisation(said: str) -> str | None:
    """The organisation said before the 的: a known one it opens with, or one named by its
    kind; None for a place, a time of joining or a description."""
    if said.startswith(JOINED) or all_places(said):
        return None
    known = [org for org in ORGS if len(org) >= 2 and said.startswith(org)]
    if known:
        return max(known, key=len)
    named = zh_work.org_named_by_kind(said)
    return named[0] if named else None


def all_places(said: str) -> bool:
    """True when a text is only place names (山西大同, 广东深圳): an origin or a home."""
    rest = said
    while rest:
        size = next((n for n in (4, 3, 2) if zh_objects.is_place(rest[:n])), 0)
        if not size:
            return False
        rest = rest[size:]
    return bool(said)


def no_parent_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without a role that is only the user's kin to someone named before 的
    ("我是三年二班王子涵的妈妈") or spoken as (作为一个妈妈): a parent, no job."""
    return [f for f in fills if not (f.subject == "user" and f.slot == "role" and _kin(f, text))]


def _kin(fill: Fill, text: str) -> bool:
    """True when a role fill is a parent said after 的 or 作为 (see `no_parent_role`)."""
    core = _AS_LEAD.sub("", fill.value)
    if core not in PARENTS:
        return False
    return core != fill.value or f"的{core}" in text or _AS_LEAD.search(text) is not None


_AS_LEAD: Final = re.compile(r"^(?:作为|身为)(?:一名|一个|一位|一枚|个|名|位)?")


_SPAN: Final = r"[一二三四五六七八九十两几半多\d]+(?:年|个月|个多月|多年|年多)(?:的)?"
"""How long one has done a job (做了八年产品经理)."""
_AS: Final = re.compile(
    r"^(?:我|本人)?(?:作为|身为)(?:一名|一个|一位|一枚|个|名|位)?"
    r"(?:(?:在(?P<at>[\u4e00-\u9fffA-Za-z]{1,12}?))?(?:做|当|干|搞)(?:了?" + _SPAN + r")?"
    r"(?P<did>[\u4e00-\u9fffA-Za-z]{2,8})的人|(?P<role>[\u4e00-\u9fffA-Za-z]{2,8}))$"
)
"""A clause of who one speaks as (作为一名护士, 作为一个在养老院做护工的人,
作为在杭州做了八年产品经理的人)."""


def spoken_as(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role of a 作为 clause (see `_AS`), when none was read: a job noun
    (a parent is no job: 作为一个妈妈)."""
    if any(f.subject == "user" and f.slot == "role" for f in fills):
        return fills
    clause = re.split(r"[，,。！!；;：:\s]", text, maxsplit=1)[0]
    found = _AS.match(clause)
    if found is None or _UNREAL.search(clause):
        return fills
    said = found["did"] or found["role"]
    role = _role(said, [])
    return fills if role is None or role != said else [*fills, Fill("role", role)]


_HOLDS: Final = re.compile(
    r"(?:^|[，,。；;：:\s])(?:我|本人)?(?:现任|现为|现就职于)(?P<rest>[^，,。；;！!\s]{3,20})"
)
"""A bio's post held now (现任字节跳动高级视觉设计师): an organisation, then the title."""


def post_held(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role and employer of a 现任<org><title> clause, when the
    organisation is a known one or one read as the employer; each slot only when unread (a
    role read with its 现任 and organisation is read again)."""
    fills = [f for f in fills if not (f.subject == "user" and f.value.startswith("现任"))]
    mine = {f.slot: f.value for f in fills if f.subject == "user"}
    if "role" in mine:
        return fills
    found = _HOLDS.search(text)
    if found is None or _UNREAL.search(text[: found.start("rest")]):
        return fills
    rest = found["rest"]
    orgs = [org for org in ORGS if len(org) >= 2 and rest.startswith(org)]
    if mine.get("employer") and rest.startswith(mine["employer"]):
        orgs.append(mine["employer"])
    if not orgs:
        return fills
    org = max(orgs, key=len)
    role = _role(rest[len(org) :].removeprefix("的"), [])
    if role is None:
        return fills
    added = [Fill("role", role)] + ([] if "employer" in mine else [Fill("employer", org)])
    return [*fills, *added]
