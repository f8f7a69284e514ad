"""A job said in jest (g55o): nothing of the user's work is learned from it.

Four shapes:

* a mock chief title: "Chief X Officer" or 首席X官 whose X is no business function ("Chief
  Snack Officer", "Chief Nap Officer", 首席摸鱼官, 首席干饭官; not "Chief Financial
  Officer", 首席执行官);
* a job named for a pastime or a vice: 全职干饭人, 专业躺平, 资深摸鱼选手, 熬夜冠军,
  "professional napper", "full-time procrastinator";
* a servant's job done for the user's own household or for animals: "I'm the personal chef
  of three stray cats", "full-time taxi driver for my kids", 我是全小区流浪猫的专职外卖员,
  我是我家猫的御用铲屎官 (a nurse for the elderly or a vet for cats is a job);
* a main job that is a chore and a side job that is the work: 我的主业是给猫铲屎，副业才是
  上班, "my main job is feeding my cat, my side hustle is accounting": the whole sentence.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_WORK_SLOTS: Final = frozenset(("role", "employer", "work_location", "project", "skill"))
_EN_FUNCTIONS: Final = frozenset(
    """executive financial finance operating operations technology technical information
    marketing product people data security revenue medical nursing legal commercial growth
    customer experience strategy strategic digital science scientific sustainability
    compliance risk investment creative content brand design learning talent diversity
    privacy analytics innovation transformation administrative procurement supply business
    research development engineering communications sales accounting audit academic
    quality clinical information-security ai""".split()
)
"""What a real chief officer is chief of ("Chief Financial Officer")."""
_EN_CHIEF: Final = re.compile(r"(?i)\bchief\s+(?P<what>[a-z-]+(?:\s+[a-z-]+)?)\s+officer\b")
_ZH_FUNCTIONS: Final = (
    "执行|财务|技术|运营|信息|营销|市场|产品|人力|人事|数据|安全|法务|战略|科学|医疗|投资"
    "|风险|合规|增长|品牌|设计|内容|体验|创意|行政|数字|隐私|人才|知识|采购|客户|学习|创新"
    "|架构|研发|商务|财经|经济|分析|算法|科技|文化|新闻|公关|传播|销售|审计|质量|医学"
)
_ZH_REAL_CHIEF: Final = re.compile(r"(?:" + _ZH_FUNCTIONS + r")+")
_ZH_CHIEF: Final = re.compile(r"首席(?P<what>[\u4e00-\u9fff]{1,4}?)官")
_PASTIMES_ZH: Final = "干饭|躺平|摸鱼|划水|熬夜|追剧|刷剧|睡觉|发呆|吃瓜|嗑瓜子|打盹|宅家|吃货|铲屎"
_ZH_PASTIME_JOB: Final = re.compile(
    r"(?:全职|专职|专业|资深|职业|首席|高级|特级|骨灰级|钻石级|王牌)(?:的)?(?:"
    + _PASTIMES_ZH
    + r")|(?:"
    + _PASTIMES_ZH
    + r")(?:人|选手|冠军|大师|专家|达人|官|王|博主)"
)
"""全职干饭人, 专业躺平, 资深摸鱼选手, 熬夜冠军."""
_EN_PASTIME_JOB: Final = re.compile(
    r"(?i)\b(?:professional|full-time|full\s+time|certified|expert|world-class|olympic"
    r"|award-winning|chief|head|senior)\s+(?:couch\s+potato|napper|nap\s+taker|snacker"
    r"|overthinker|procrastinator|binge[- ]?watcher|sleeper|worrier|complainer|scroller"
    r"|doom[- ]?scroller|eater|snack\s+taster|cat\s+butler|dog\s+butler|meme\s+\w+)"
)
"""'professional napper', 'full-time procrastinator', 'certified couch potato'."""
_SERVANTS_EN: Final = (
    r"(?:chef|cook|driver|chauffeur|taxi(?:\s+driver)?|uber(?:\s+driver)?|butler|servant|maid"
    r"|waiter|waitress|doorman|bodyguard|secretary|assistant|pa|valet|personal\s+shopper"
    r"|cleaner|janitor|bellhop|concierge|staff|slave|minion|entertainer|chauffeur)"
)
_EN_SERVED: Final = re.compile(
    r"(?i)\b" + _SERVANTS_EN + r"\s+(?:of|for|to)\s+(?:(?:my|our)\s+(?:\w+\s+){0,2}"
    r"(?:kids|children|son|sons|daughter|daughters|toddler|teens?|teenagers?"
    r"|cats?|dogs?|pets?|parrot|hamster)"
    r"|(?:the\s+|a\s+|\w+\s+){0,3}(?:stray\s+)?(?:cats|dogs|pigeons|ducks|squirrels|pets))"
    r"\b(?!'s|’s)"
)
"""'personal chef of three stray cats', 'taxi driver for my kids'."""
_ZH_SERVED: Final = re.compile(
    r"(?:猫|狗|猫咪|狗狗|流浪猫|流浪狗|鸽子|主子|猫主子|孩子|娃|儿子|女儿|老公|老婆|崽)"
    r"(?:们)?的(?:专职|私人|御用|全职|首席|贴身|专属)?"
    r"(?:外卖员|司机|厨师|保姆|秘书|保镖|门卫|服务员|铲屎官|仆人|奴才|跑腿|管家|陪玩|快递员)"
)
"""全小区流浪猫的专职外卖员, 我家猫主子的御用铲屎官, 孩子的专职司机."""
_ZH_MAIN_CHORE: Final = re.compile(
    r"(?:主业|正职|本职|正经工作)(?:就|其实)?是(?:给|帮|陪|伺候|照顾|哄)"
    r"|副业(?:才|反而)是(?:上班|工作|打工|搬砖|写代码)"
)
_EN_MAIN_CHORE: Final = re.compile(
    r"(?i)\b(?:main|real|actual|full-time|primary)\s+job\s+is\s+(?:to\s+)?"
    r"(?:feed|walk|clean|entertain|serve|look(?:ing)?\s+after|babysit|chauffeur|pet|cuddl)"
    r"|\bside\s+(?:hustle|gig|job)\s+is\s+(?:my\s+)?(?:actual\s+|real\s+|day\s+)?job\b"
)
"""我的主业是给猫铲屎, 副业才是上班, "my main job is feeding my cat"."""


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's jesting job (all the user's, for a chore called the main
    job; the user's work, for a servant of animals or of the household)."""
    if not any(f.subject == "user" for f in fills):
        return fills
    if _ZH_MAIN_CHORE.search(text) or _EN_MAIN_CHORE.search(text):
        return [f for f in fills if f.subject != "user"]
    if _EN_SERVED.search(text) or _ZH_SERVED.search(text):
        return [f for f in fills if f.subject != "user" or f.slot not in _WORK_SLOTS]
    titles = mock_titles(text)
    return [f for f in fills if f.subject != "user" or not _within(f.value, titles)]


def mock_titles(text: str) -> list[str]:
    """The mock chief titles and the pastimes' jobs the sentence names, lower-cased."""
    found = [m[0] for m in _EN_CHIEF.finditer(text) if not _real_chief(m["what"])]
    found += [m[0] for m in _ZH_CHIEF.finditer(text) if not _ZH_REAL_CHIEF.fullmatch(m["what"])]
    found += [m[0] for m in _ZH_PASTIME_JOB.finditer(text)]
    found += [m[0] for m in _EN_PASTIME_JOB.finditer(text)]
    return [title.lower() for title in found]


def _within(value: str, titles: list[str]) -> bool:
    """True when a fill's value is a mock title or holds one."""
    value = value.lower()
    return any(value in title or title in value for title in titles)


def _real_chief(what: str) -> bool:
    """True when a chief officer's title names a business function."""
    return all(word in _EN_FUNCTIONS for word in what.lower().split())
