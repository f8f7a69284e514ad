"""Chinese jobs named by a trade noun no lexicon lists, read by the noun's HEAD after a job
frame (issue 22, g46w): 我做灯光师好几年了, 我当潜水员五年了, 我是个舵手, 我是船老大,
我在渔船上当大副.

Trades are an open class (调音师, 二人转演员, 船老大, 鼓手): a list of jobs never ends, but
their heads do. A clause of the user's own (我/俺/本人/咱 or the sentence's first clause)
that is a job frame (是, 做, 当, 干, with 在<where> before it and how long after it) and ends
in a noun phrase of at most seven characters whose head is a trade head (师 员 工 匠 手, and
the few whole heads kept below as data) names the user's role. Heads that name a member, a
learner, a jest or a knack, not a job (会员, 学员, 新手, 高手, 干饭大师) are kept as data too.
Never a wish, a question, a past (以前, 退休前) or someone else's job (我哥是焊工).
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_described_roles import GENERIC
from memstream.processors.grammar.zh_subjects import someone_in

TRADE_HEADS: Final = ("师", "员", "工", "匠", "手", "老大", "掌柜", "船长", "大副", "二副", "司机")
"""The heads a Chinese trade noun ends in (调音师, 潜水员, 焊工, 木匠, 舵手, 船老大)."""
NOT_TRADES: Final = frozenset(
    """会员 成员 学员 队员 社员 党员 团员 动员 人员 全员 一员 员工 打工 手工 人工 零工 童工 新手
    老手 高手 对手 帮手 能手 人手 上手 动手 拿手 双手 一手 二手 出手 分手 洗手 剁手 抢手 熟手
    好手 杀手 射手 大师 法师 魔法师 军师 祖师 师 员 工 匠 手 老大 大老大 选手 推手 抓手""".split()
)
"""Nouns with a trade head that name a member, a learner, a jest or a knack, not a job."""
_JEST_ENDS: Final = ("大师", "杀手", "达人", "小能手", "老手", "高手")
"""Endings of a jest about oneself (干饭大师, 摸鱼小能手, 社交杀手), never a job."""
JEST_STEMS: Final = (
    "外卖",
    "干饭",
    "摸鱼",
    "奶茶",
    "熬夜",
    "吃货",
    "睡觉",
    "躺平",
    "追剧",
    "划水",
    "吃瓜",
    "减肥",
    "拖延",
    "八卦",
)
"""Everyday pastimes a jest makes a trade of (外卖鉴定师, 奶茶品鉴师, 摸鱼工程师)."""
_SPAN: Final = (
    r"(?:(?:好|十|二十|三十|几十|廿)?[一二三四五六七八九十两几半多廿\d]*(?:多)?(?:年|个月)(?:多)?(?:了)?"
    r"|多年|好些年|好久|很久|挺久|一辈子)"
)
"""How long one has done it (好几年, 五年, 十几年, 二十多年, 一辈子)."""
_CLAUSE: Final = re.compile(
    r"^(?P<me>我|俺|本人|咱|𠊎)?(?:现在|目前|如今|一直|平时|现|还|也|就|专门|专职)*"
    r"(?:在(?!家)(?:(?!的)[\u4e00-\u9fffA-Za-z]){1,10}?)?(?:是|做|当|干)(?:了)?"
    r"(?:" + _SPAN + r"(?:的)?)?"
    r"(?:一名|一个|一位|个|名|位)?(?P<np>[\u4e00-\u9fff]{1,7}?)"
    r"(?:" + _SPAN + r")?(?:了|啦|呢|哈|哈哈|哦|咯|呀)*$"
)
_UNREAL: Final = re.compile(
    r"想|希望|如果|要是|假如|梦想|以前|之前|退休前|曾经|当年|吗|？|\?|不是|没"
)


def trade_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role a trade noun names after a job frame (see the module), when
    no role was read; a skill read from the same words (做灯光师) is then no skill."""
    if any(f.subject == "user" and f.slot == "role" for f in fills):
        return fills
    clauses = [c for c in re.split(r"[，,。！!；;\s~～]", text) if c]
    for at, clause in enumerate(clauses):
        found = _CLAUSE.match(clause)
        if found is None or _UNREAL.search(clause) or not _mine(found, clauses[:at]):
            continue
        role = _trade(found["np"])
        if role is None:
            continue
        kept = [f for f in fills if not (f.slot == "skill" and role in f.value)]
        return [*kept, Fill("role", role)]
    return fills


def _mine(found: re.Match[str], before: list[str]) -> bool:
    """True when the clause is the user's: said with 我 / 本人, or with no subject after
    the user's own clauses (我叫顾雪芬，做茶艺师廿多年了), never after someone else's."""
    if found["me"] or not before:
        return True
    return any(c.startswith(_ME) for c in before) and not someone_in("，".join(before))


_ME: Final = ("我", "俺", "本人", "咱", "𠊎")


def _trade(said: str) -> str | None:
    """The trade noun of a phrase whose head is a trade head, or None."""
    if said in NOT_TRADES or said in GENERIC or said.endswith(_JEST_ENDS):
        return None
    if any(said.endswith(n) for n in NOT_TRADES if len(n) >= 2 and n not in TRADE_HEADS):
        return None
    if any(stem in said for stem in JEST_STEMS):
        return None
    if _NOT_A_NOUN.search(said) or not said.endswith(TRADE_HEADS):
        return None
    return said if len(said) >= 2 else None


_NOT_A_NOUN: Final = re.compile(r"^[一二三四五六七八九十两几这那每某第]|的|[我你他她它]|次|回|趟")
"""What makes the words no trade noun: a count (一次裁判员), someone's (他的老师), a time."""
