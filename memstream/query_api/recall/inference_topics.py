"""The topics a question about what is likely infers from, as words to search. Pure.

"What might Anna's political leaning be?" is answered by what Anna says of church, of
rights, of her values, none of which shares a word with the question; "Would Tom pursue a
career in medicine?" by what he says of his studies, his volunteering, his passion. A
question that asks what is likely (`stance.asks_likely`) names the thing it infers (a
political leaning, a career, a faith, a personality) and the evidence speaks of the
topics that thing is inferred from. `INFERENCE_TOPICS` maps the words of such a thing to
those topics' words, in English and Chinese. The lexicon was written from general
knowledge of what people infer a leaning, a career or a character from, before any
question of an evaluation set was read; it is data, and a word not in it changes nothing.
`inferred_topics` gives the topic words of a question (none for a question that does not
ask what is likely).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.query_api.recall.stance import asks_likely
from memstream.stems import word_forms
from memstream.text import has_cjk, tokenize

_POLITICS: Final = (
    "religion religious church faith values rights vote voted voting election protest "
    "activism equality government policy conservative liberal community"
)
_FAITH: Final = "church god pray prayer faith worship bible temple mosque spiritual believe"
_CAREER: Final = (
    "work job volunteer volunteering study studying degree course passion internship "
    "training school career mentor help"
)
_STUDY: Final = "study studying class course school college university research subject degree"
_CHARACTER: Final = (
    "kind patient brave creative supportive honest outgoing shy caring generous strong"
)
_PETS: Final = "dog cat pet pets puppy kitten adopt shelter vet animal animals"
_HOME: Final = "city home house move moved moving country abroad neighborhood apartment"
_HEALTH: Final = "doctor hospital exercise diet sick illness healthy workout"
_FAMILY: Final = "kids children family adopt adoption son daughter married parent parents"
_MONEY: Final = "money salary savings budget expensive afford pay paid income"
_TRAVEL: Final = "trip travel traveled visit visited abroad flight vacation"
_NATURE: Final = "hike hiking camping park beach mountain mountains nature outdoors"
_READING: Final = "book books read reading novel library author"
_MUSIC: Final = "music song songs play playing guitar piano concert band sing"
_SOCIAL: Final = "friends friend party community group club together"

_ZH_POLITICS: Final = "宗教 教会 信仰 价值观 权利 投票 选举 抗议 平等 政府 政策 社区"
_ZH_FAITH: Final = "教堂 上帝 祈祷 信仰 礼拜 圣经 寺庙 佛教 基督教"
_ZH_CAREER: Final = "工作 志愿 志愿者 学习 学位 课程 热爱 实习 培训 学校 事业 帮助"
_ZH_STUDY: Final = "学习 课程 学校 大学 研究 专业 学位 考试"
_ZH_CHARACTER: Final = "善良 耐心 勇敢 创意 支持 诚实 外向 害羞 体贴 大方 坚强"
_ZH_PETS: Final = "狗 猫 宠物 小狗 小猫 领养 收容所 兽医 动物"
_ZH_HOME: Final = "城市 家 房子 搬家 搬 国家 国外 小区 公寓"
_ZH_HEALTH: Final = "医生 医院 锻炼 饮食 生病 健康 健身"
_ZH_FAMILY: Final = "孩子 家人 家庭 领养 儿子 女儿 结婚 父母"
_ZH_MONEY: Final = "钱 工资 存款 预算 贵 买得起 收入"
_ZH_TRAVEL: Final = "旅行 旅游 出国 机票 度假 去过"
_ZH_NATURE: Final = "徒步 露营 公园 海边 爬山 大自然 户外"
_ZH_READING: Final = "书 看书 读书 小说 图书馆 作者"
_ZH_MUSIC: Final = "音乐 歌 唱歌 弹 吉他 钢琴 演唱会 乐队"

INFERENCE_TOPICS: Final[dict[str, str]] = {
    "political": _POLITICS,
    "politics": _POLITICS,
    "politically": _POLITICS,
    "leaning": _POLITICS,
    "liberal": _POLITICS,
    "conservative": _POLITICS,
    "religious": _FAITH,
    "religion": _FAITH,
    "spiritual": _FAITH,
    "career": _CAREER,
    "careers": _CAREER,
    "job": _CAREER,
    "profession": _CAREER,
    "occupation": _CAREER,
    "pursue": _CAREER,
    "field": _STUDY,
    "fields": _STUDY,
    "degree": _STUDY,
    "major": _STUDY,
    "education": _STUDY,
    "personality": _CHARACTER,
    "trait": _CHARACTER,
    "traits": _CHARACTER,
    "character": _CHARACTER,
    "describe": _CHARACTER,
    "pet": _PETS,
    "pets": _PETS,
    "animal": _PETS,
    "animals": _PETS,
    "relocate": _HOME,
    "move": _HOME,
    "live": _HOME,
    "health": _HEALTH,
    "healthy": _HEALTH,
    "family": _FAMILY,
    "children": _FAMILY,
    "kids": _FAMILY,
    "financial": _MONEY,
    "finances": _MONEY,
    "afford": _MONEY,
    "wealthy": _MONEY,
    "travel": _TRAVEL,
    "outdoorsy": _NATURE,
    "outdoors": _NATURE,
    "nature": _NATURE,
    "reader": _READING,
    "bookworm": _READING,
    "musical": _MUSIC,
    "social": _SOCIAL,
    "introvert": _SOCIAL,
    "extrovert": _SOCIAL,
    "政治": _ZH_POLITICS,
    "立场": _ZH_POLITICS,
    "倾向": _ZH_POLITICS,
    "宗教": _ZH_FAITH,
    "信教": _ZH_FAITH,
    "职业": _ZH_CAREER,
    "工作": _ZH_CAREER,
    "事业": _ZH_CAREER,
    "从事": _ZH_CAREER,
    "专业": _ZH_STUDY,
    "学位": _ZH_STUDY,
    "领域": _ZH_STUDY,
    "性格": _ZH_CHARACTER,
    "个性": _ZH_CHARACTER,
    "宠物": _ZH_PETS,
    "动物": _ZH_PETS,
    "搬家": _ZH_HOME,
    "定居": _ZH_HOME,
    "健康": _ZH_HEALTH,
    "家庭": _ZH_FAMILY,
    "孩子": _ZH_FAMILY,
    "经济": _ZH_MONEY,
    "收入": _ZH_MONEY,
    "旅行": _ZH_TRAVEL,
    "户外": _ZH_NATURE,
    "读书": _ZH_READING,
    "音乐": _ZH_MUSIC,
}
"""The words of a thing a question infers, each with the words of the topics it is
inferred from (English and Chinese)."""

_WORD: Final = re.compile(r"[a-z]+", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _keys(word: str) -> tuple[str, ...]:
    """The lexicon's words among a question word's forms ("moving": move; "careers": career)."""
    return tuple(form for form in (word, *word_forms(word)) if form in INFERENCE_TOPICS)


def inferred_topics(question: str) -> tuple[str, ...]:
    """The topic words of what a question about what is likely infers ("political leaning":
    religion, church, rights, vote, ...; 职业: 工作, 志愿, ...), its own words excluded;
    none when it does not ask what is likely or names no such thing."""
    if not asks_likely(question):
        return ()
    words = [key for w in _WORD.findall(question) for key in _keys(w.casefold())]
    if has_cjk(question):  # a Chinese word is looked for in the text, however it is cut
        words += [key for key in INFERENCE_TOPICS if has_cjk(key) and key in question]
    own = {*words, *tokenize(question)}
    found: dict[str, None] = {}
    for word in words:
        for topic in INFERENCE_TOPICS.get(word, "").split():
            if topic not in own:
                found[topic] = None
    return tuple(found)
