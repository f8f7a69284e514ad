"""The user's name said in a clause of its own after they said who they are, with no 我 before
it: the subject of the introduction carries over to 叫….

    我是开出租的，叫刘强                      您好，我是拉萨一家藏香厂的调香师，叫次仁卓玛
    俺开村村通公交的，家就在镇上，叫李满仓      我在杭州做设计，名叫李娜，喜欢爬山

Not when a clause before names someone else or an animal (我儿子，叫豆豆; 我对象是德国人，叫Jonas;
养了只狗，叫旺财),
nor a thing that is named (开了家店，叫福满多; 在一家公司，叫云帆科技), nor in a question, nor
a word that says what one is like (叫小白) or what one is told to do (叫我去).

Pure: `chinese(text)` returns the name, "" when none is said so.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_objects
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.zh_subjects import someone_in
from memstream.processors.matchers.people_words import ZH_RELATIONS

_CLAUSES: Final = re.compile(r"[，,。；;！!～~\s]+")
_CALLED: Final = re.compile(
    r"^(?:我)?(?:就|也)?(?:叫|名叫|名字叫|全名叫|大名叫)(?P<v>[\u4e00-\u9fff]{2,4}|[A-Z][a-z]{1,11})"
    r"(?:就行|就好|哈|啊|呀|啦)?$"
)
_MINE: Final = re.compile(r"^(?:[^我]{0,6}?[好哈嗨])?(?:我|本人|俺|阮|咱)")
"""A clause the user opens about themself (我是…, 您好，我在…, 俺开…)."""
_THINGS: Final = re.compile(
    r"(?:店|馆|厂|公司|铺|坊|社|室|所|行|部|站|号|品牌|牌子|账号|群|节目|书|作品|车|船|项目|软件"
    r"|游戏|乐队|团队|餐厅|饭店|超市|民宿|农场|园|学校|医院|小区|村|镇|街|路|基金|课|网站|app|APP)"
    r"(?:了|啊|呢)?$"
)
"""A clause that ends on a thing, so the name after it is the thing's (开了家店，叫福满多)."""
_BROUGHT_IN: Final = re.compile(
    r"(?:有|了|认识|带|收|养|买|招|请|雇|交|遇到|碰到|来)(?:一|两|几)?"
    r"(?:个|位|名|只|条|辆|部|本|家|款|首|台|套|群)[^，,。的]{1,6}$"
)
"""A clause that brings in someone or something new (我带了个实习生，叫小王; 我认识一个姑娘，
叫小芳): the name after it is theirs."""
_UNSURE: Final = re.compile(r"吗|？|\?|什么|啥|如果|要是|假如|不叫|不是")
_OTHERS: Final = re.compile(
    "他|她|它|"
    + "|".join(sorted((k for k in ZH_RELATIONS if len(k) >= 2 or k in "妈爸哥姐弟妹"), key=len))
)
_NAME_SHAPE: Final = re.compile(r"[小老阿][\u4e00-\u9fff]|[A-Z][a-z]{1,11}")


def chinese(text: str, labels: frozenset[str]) -> str:
    """The name a clause 叫… gives after the user's own introduction, "" when none; `labels`
    are words one calls oneself by that are no name (小白, 吃货)."""
    if _UNSURE.search(text):
        return ""
    clauses = [c for c in _CLAUSES.split(text) if c]
    for at, clause in enumerate(clauses[1:], start=1):
        said = _CALLED.match(clause)
        if said is None:
            continue
        before = clauses[:at]
        if (
            not _MINE.search(before[0])
            or _THINGS.search(before[-1])
            or _BROUGHT_IN.search(before[-1])
        ):
            return ""
        if any(_OTHERS.search(c) or _animal(c) or _someone(c) for c in before):
            return ""
        value = said["v"]
        if value in labels:
            return ""
        if _NAME_SHAPE.fullmatch(value) or zh_objects.full_name(value) == [value]:
            return value
        return ""
    return ""


def _someone(clause: str) -> bool:
    """True when someone else acts in the clause (我对象是德国人, 我搭档, 同事)."""
    return someone_in(clause, pets=True, wide=True)


def _animal(clause: str) -> bool:
    """True when the clause speaks of an animal (养了只狗, 我家猫)."""
    return any(kind in clause for kind in w.ANIMALS) or "养" in clause
