"""Chinese shapes of skills, goals and whose goal it is that the frames do not read (issue 22,
g43k), each a general shape with its words kept as data:

- skills listed each after its own 会 (会PS会剪映会一点AE);
- a tool named as a topic, then how well or that it is used (Rust 也在用, PS用得挺溜);
- a craft done for years, said as the activity then the years (贴砖二十年, 修车十几年了);
- a goal prepared for (正在为半马做准备, 在备战省运会);
- a goal of a company, a team or a shop (我们公司的目标是上市): not the user's.

Pure: each reader takes the sentence (and the fills read so far) and returns fills.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import skill_signs, zh_objects, zh_skill_fronted, zh_subjects
from memstream.processors.grammar.fills import Fill

_CAN_RUN: Final = re.compile(
    r"(?<![不没就也还])(?:会(?:用|一点|点|些)?[^会，,。！!？?；;\s]{1,6}){2,}"
)
_CAN_ITEM: Final = re.compile(r"会(?:用|一点|点|些)?(?P<v>[^会，,。！!？?；;\s]{1,6})")


def each_can(text: str) -> list[Fill]:
    """Skills listed each after its own 会, with nothing between them (会PS会剪映会一点AE)."""
    found = []
    for run in _CAN_RUN.finditer(text):
        if not _own(text, run.start()):
            continue
        items = [_ascii_cut(m["v"]) for m in _CAN_ITEM.finditer(run.group())]
        names = [v for item in items for v in zh_objects.skill(item)]
        if len(names) == len(items):  # every item names a skill, or the run is no list
            found += [Fill("skill", name) for name in names if zh_objects.is_skill_name(name)]
    return found


_A_LITTLE: Final = re.compile(
    r"(?<![不没别])(?:会|懂)(?:一点点|一点儿|一点|点儿|点|一些|些)(?:基础的?|简单的?|基本的?|皮毛的?)?"
    r"(?P<v>[^，,。！!？?；;\s的了]{1,12})"
)
"""A skill had a little, said by how much after 会 or 懂 (之前会一点Vue, 我会点儿摄影)."""


_FORGOTTEN: Final = re.compile(r"忘了|忘光|忘得|忘记了|全还给|生疏了|手生了|早不会了|不会了")
"""A skill said forgotten (以前会一点吉他，现在全忘了): no longer had."""


def a_little(text: str) -> list[Fill]:
    """Skills said with how little of them the user has (会一点Vue, 会些木工): a skill, when
    the user's clause says it and the item names one (会一点日语 is a language, read apart)."""
    if _FORGOTTEN.search(text):
        return []
    found = []
    for match in _A_LITTLE.finditer(text):
        if not _own(text, match.start()):
            continue
        item = _ascii_cut(match["v"])
        found += [
            Fill("skill", name) for name in zh_objects.skill(item) if zh_objects.is_skill_name(name)
        ]
    return found


def _ascii_cut(item: str) -> str:
    """A Latin name without the Chinese run on after it (AE想找个剪 → AE)."""
    found = re.match(r"[A-Za-z][A-Za-z0-9+#.\-]*", item)
    return found.group() if found is not None else item


def _own(text: str, start: int) -> bool:
    """True when no one but the user acts in the clause before `start` (他会开车会做饭,
    我女儿在为高考做准备 are someone else's)."""
    lead = _CLAUSES.split(text[:start])[-1]
    return not lead or (_OWN_LEAD.fullmatch(lead) is not None and not zh_subjects.someone_in(lead))


_OWN_LEAD: Final = re.compile(
    r"(?:我|我们|本人|咱)?(?:最近|现在|目前|平时|也|还|都|一直|今年|这两年|业余|下班后?|周末|每天|已经|自己"
    r"|主要|其实|基本|稍微|之前|以前|原来|多少|略)*"
)
"""What may stand before a shape in the user's own clause: 我 and words of when or how."""


_USED: Final = (
    "在用",
    "会用",
    "也会",
    "还行",
    "还可以",
    "凑合",
    "挺熟",
    "很熟",
    "熟练",
    "精通",
    "玩得转",
    "略懂",
    "懂一点",
)
"""What is said of a tool named as a topic that makes it a skill (Rust 也在用, C++ 还行)."""
_WELL: Final = r"(?:溜|熟|顺手|不错|还行|可以|好|六)"
_TOOL_TOPIC: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;\s我]))(?P<x>[A-Za-z][A-Za-z0-9+#.\-]{0,14}(?: \d{1,3})?)\s*"
    r"(?:也|还|都)?(?:" + "|".join(_USED) + r"|用得[^，,。]{0,4}?" + _WELL + ")"
)
_NOT_TOOLS: Final = frozenset("ok okay app wifi vpn id ai".split())


def tool_topic(text: str) -> list[Fill]:
    """A tool or language of code named first, then that or how well it is used (我 C++ 还行，
    Rust 也在用; 我PS用得还挺溜的): a skill, when the name reads as one."""
    if re.search(r"[吗？?]|[他她]|你", text):
        return []
    found = [m["x"].strip() for m in _TOOL_TOPIC.finditer(text) if _own(text, m.start())]
    return [
        Fill("skill", x)
        for x in found
        if x.lower() not in _NOT_TOOLS and zh_objects.is_skill_name(x)
    ]


_YEARS: Final = (
    r"(?:快|近|有|都)?(?:[一二三四五六七八九十两几\d]+|十几|二十多|三十多|好几)年(?:多)?(?:了)?"
)
_DONE_FOR_YEARS: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;]))(?:我)?(?:已经)?(?P<x>[\u4e00-\u9fff]{2,4}?)(?:了)?" + _YEARS + r"$"
)
_CRAFT_VERB: Final = re.compile(
    r"^(?:做|画|写|修|剪|拍|编|雕|刻|织|绣|烤|烘|炒|贴|砌|焊|弹|拉|吹|唱|跳|教|调|设计|开叉|开挖|开吊|开车|开船|开飞机|开大车|开货车|开拖拉机)"
)
"""Verbs that start a craft said by its years (贴砖, 修车, 焊钢筋, 弹吉他)."""
_NOT_CRAFTS: Final = re.compile(r"娃|孩|人|作业|饭$|家务|工$|班|事|我")
"""Chores, care and a job said by its years, not a craft (带娃, 做饭 is read elsewhere), nor
what someone taught the user (教我木雕三十年: the teacher's years)."""
_CLAUSES: Final = re.compile(r"[，,。！!；;？?\s]+")


def done_for_years(text: str) -> list[Fill]:
    """A craft said then the years it has been done (贴砖二十年, 修车十几年了) is a skill."""
    if re.search(r"[吗？?]|[他她]|你", text):
        return []
    found = []
    for clause in _CLAUSES.split(text):
        match = _DONE_FOR_YEARS.match(clause)
        if match is None:
            continue
        craft = match["x"]
        if _CRAFT_VERB.match(craft) and not _NOT_CRAFTS.search(craft):
            found.append(Fill("skill", craft))
    return found


_PREPARED: Final = re.compile(
    r"(?:在|正在|一直在)?(?:为|为了)(?P<x>[^，,。！!？?；;]{2,10}?)(?:做|作)准备|(?:在|正在)备战(?P<y>[^，,。！!？?；;]{2,10})"
)
_NOT_PREPARED: Final = re.compile(r"[他她你它]|孩子|儿子|女儿|老公|老婆|家里|明天|今天|晚上|这|那")


def prepared_for(text: str) -> list[Fill]:
    """What one prepares for (正在为半马做准备, 在备战省运会) is a goal, not someone's event."""
    if re.search(r"[吗？?]", text):
        return []
    found = [m["x"] or m["y"] for m in _PREPARED.finditer(text) if _own(text, m.start())]
    return [Fill("goal", x) for x in found if not _NOT_PREPARED.search(x)]


_ITS_GOAL: Final = re.compile(
    r"(?:公司|团队|部门|单位|学校|组里|项目|产品|品牌|店里|平台|集团|客户|班级)(?:的|今年的|明年的)?(?:最大的?|唯一的?|首要)?(?:目标|愿景|使命|KPI)"
)


def not_its_goal(fills: list[Fill], text: str) -> list[Fill]:
    """The fills without goals when the goal said is a company's, a team's or a shop's (我们公司的
    目标是明年上市), unless the user also names a goal of their own (我的目标)."""
    if _ITS_GOAL.search(text) is None or "我的目标" in text:
        return fills
    return [f for f in fills if f.slot != "goal"]


def _read_over(fills: list[Fill], text: str, found: list[Fill]) -> list[Fill]:
    """The fills without what these shapes read better: a skill that joins two listed ones
    (开车会做饭 beside 开车, 做饭), a workplace or job read off 在为X做准备."""
    listed = [f.value for f in found if f.slot == "skill"]
    prepared = [m.group() for m in _PREPARED.finditer(text)] if found else []
    return [
        f
        for f in fills
        if not (f.slot == "skill" and sum(v in f.value for v in listed) >= 2 and "会" in f.value)
        and not (f.slot in ("employer", "role") and any(f.value in p for p in prepared))
    ]


_SIGNED: Final = re.compile(r"(?:[\u4e00-\u9fff]{0,4})?手[语語]")
"""A sign language (手语, 中国手语): a language one signs and a skill learned by hand."""


def signed(fills: list[Fill]) -> list[Fill]:
    """A sign language the user knows is a skill beside the language (会手语)."""
    return [
        Fill("skill", f.value)
        for f in fills
        if f.slot == "languages" and f.subject == "user" and _SIGNED.fullmatch(f.value)
    ]


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with what these shapes add (each value once) and without a company's goal."""
    found = each_can(text) + tool_topic(text) + done_for_years(text) + prepared_for(text)
    found += a_little(text) if not each_can(text) else []
    found += skill_signs.zh_read(text) + signed(fills) + zh_skill_fronted.fronted(text)
    fills = _read_over(fills, text, found)
    known = {(f.slot, f.value) for f in fills}
    added = []
    for fill in found:
        if (fill.slot, fill.value) not in known:
            known.add((fill.slot, fill.value))
            added.append(fill)
    return not_its_goal(fills + added, text)
