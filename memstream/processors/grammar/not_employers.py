"""What a work reader may take for an employer but names none (issue 22, g43w): a person
("I cook for Mom on Sundays", 给我妈打工) and, in Chinese, only a kind of workplace
(外贸公司, 物流仓库, 东莞电子厂, 养老院), a team inside one (知识产权组), a place alone (山西大同)
or a time of joining (新来). Said before the
sentence's fills are kept (`jobs.job_change`), in English and Chinese, whichever reader read
them; a named organisation of that kind (华西医院, 省人民医院, 拓橙科技) stays.
"""

from __future__ import annotations

from typing import Final

from memstream.processors.grammar.employer_shapes import names_no_organisation
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.places import ZH_PLACES
from memstream.processors.grammar.work_verbs import names_a_person
from memstream.processors.grammar.zh_described_roles import JOINED, all_places
from memstream.processors.matchers.people_words import ZH_RELATIONS


def _words(text: str) -> tuple[str, ...]:
    return tuple(sorted(text.split(), key=len, reverse=True))


ZH_WORKPLACE_KINDS: Final = _words(
    """公司 大厂 工厂 厂 仓库 车间 工地 养老院 敬老院 学校 聋校 盲校 技校 驾校 医院 诊所 超市
    饭店 餐厅 饭馆 店 门店 律所 事务所 单位 企业 外企 国企 央企 私企 民企 幼儿园"""
)
"""Kinds of workplace (Chinese) that name no organisation when said alone (在公司, 在大厂)."""
ZH_TRADES: Final = _words(
    """外贸 贸易 物流 快递 互联网 电子 科技 软件 游戏 广告 设计 建筑 装修 咨询 金融 保险 地产
    房地产 教育 培训 餐饮 服装 汽车 化工 制药 医药 食品 宠物 私立 公立 民营 国营 社区 乡镇 镇上
    县里 村里 小 大 一家 一间 一个 这家 那家"""
)
"""Words before a workplace kind that say its trade or size, not its name (外贸公司, 小厂)."""
ZH_KIN: Final = frozenset("妈 爸 爹 娘 哥 姐 弟 妹 家里 家人 爸妈 父母 舅 姑 姨 叔".split())
"""Short kin words said after 我 (给我妈打工) beside `people_words.ZH_RELATIONS`."""
ZH_TEAMS: Final = _words("组 小组 部门 科室 项目组 团队")
"""Parts of a workplace (知识产权组, 技术部门): a team, never the employer."""


def not_an_employer(fill: Fill, chinese: bool) -> bool:
    """True for the user's employer fill that names a person or, in Chinese, only a kind of
    workplace or a team (see the module)."""
    if fill.subject != "user" or fill.slot != "employer":
        return False
    if names_no_organisation(fill.value, chinese):
        return True  # 跑货拉拉, 打胰岛素, 去了七场 (g47w)
    if not chinese:
        return names_a_person(fill.value)
    if fill.value.startswith(("的", *JOINED)) or all_places(fill.value):
        return True  # 的数据分析师王磊, 新来 (新来的法务专员), 山西大同 (山西大同的煤矿工人)
    value = fill.value.removeprefix("我")
    return value in ZH_RELATIONS or value in ZH_KIN or _zh_kind_only(value)


def _zh_kind_only(value: str) -> bool:
    """True for a Chinese workplace said by its kind alone: a place, a trade or size word
    and a kind (东莞电子厂, 外贸公司, 养老院), or a team (知识产权组)."""
    if value.endswith(ZH_TEAMS):
        return True
    kind = next((k for k in ZH_WORKPLACE_KINDS if value.endswith(k)), None)
    if kind is None:
        return False
    rest = value.removesuffix(kind).removesuffix("的")
    rest = next((rest.removeprefix(p) for p in ZH_PLACES if rest.startswith(p) and p), rest)
    rest = rest.removeprefix("的")
    while rest:
        trade = next((t for t in ZH_TRADES if rest.startswith(t)), None)
        if trade is None:
            return False
        rest = rest.removeprefix(trade)
    return True


def thing_done(fills: list[Fill]) -> list[Fill]:
    """The fills without an employer that is the thing a Chinese project of the user's is or
    ends in after 的 (在做反欺诈模型的迭代: `迭代` is what is done, 在準備…的策展: `策展`)."""
    projects = [f.value for f in fills if f.subject == "user" and f.slot == "project"]
    return [
        f
        for f in fills
        if not (
            f.subject == "user"
            and f.slot == "employer"
            and any(p == f.value or p.endswith("的" + f.value) for p in projects)
        )
    ]
