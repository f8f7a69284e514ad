"""Chinese typed by voice or in one breath, without punctuation (我是老师平时喜欢跑步周末一般
去爬山): the places where a new clause starts, so the grammar reads one clause at a time.

Pure. A run-on is a sentence of at least `RUN_ON` Han characters with no punctuation
inside it. A clause starts before a word that opens one (data below): a time or frequency
word (平时, 周末), a predicate that follows a clause of the same subject (住在, 养了,
喜欢), or a person of the user's with what they are or do (老婆是, 女儿叫); never right
after the subject, a negation, an adverb or a word that binds what follows (我平时, 不喜欢,
特别喜欢, 的老婆, 跟我老婆).
"""

from __future__ import annotations

import re
from typing import Final

RUN_ON: Final = 12
"""Han characters a sentence needs before it can be a run-on."""
TIME_OPENERS: Final = (
    "平时 平常 平日 周末 每天 天天 每周 每个周末 最近 现在 目前 业余 下班后 下班以后 "
    "工作日 晚上 早上 每晚 每早 空闲时间 有空的时候 没事的时候"
).split()
"""Time and frequency words that open a clause (…做产品经理平时喜欢…)."""
PREDICATE_OPENERS: Final = "养了 养着 喜欢 爱吃 爱喝 讨厌 不喜欢 base 坐标".split()
"""Predicates that open a clause of the same subject (我是程序员养了一只猫)."""
PEOPLE: Final = (
    "我们 老婆 老公 媳妇 对象 男朋友 女朋友 女儿 儿子 孩子 闺女 爸妈 我爸 我妈 爸爸 妈妈".split()
)
"""People of the user's who open a clause of their own (…前端开发老婆是老师)."""
PERSON_VERBS: Final = "是 在 叫 也 做 今年 住 比 有 都".split()
"""What a person opening a clause is or does (老婆是, 女儿叫)."""
SELF: Final = "我 俺".split()
SELF_VERBS: Final = "是 在 叫 住 有 每 天天 平时 也 都 对 喜欢 会 养 今年 最近 现在".split()
"""The user opening a clause again, with what they are or do (…叫大黄俺天天早上遛它)."""
_NOT_AFTER: Final = frozenset(
    "我你他她它们俺咱的地得不没别很太最更也都还就才又再挺超蛮好真特别非常比较一般总常老在到和跟与同给让叫对把被从向为是个只"
    "帮教陪带找请喊逼说像替连问诉"
)
"""Characters after which no clause starts: a subject, a negation, an adverb, a word that
binds what follows (我平时, 不喜欢, 很喜欢, 的老婆, 跟老婆, 在周末)."""
_TIME_CHARS: Final = frozenset("日天周末上下午晚早点半月年期一二三四五六七八九十两前后")
"""Characters a time expression ends in: a time word after one is the same phrase (每周日晚上),
and so is the subject after it (每周日晚上我会…)."""
_PREDICATES: Final = re.compile("[是在做叫住有当读干开教学搞]")
"""A predicate of the clause so far: only after one does a predicate opener start a clause
of its own (我是程序员养了一只猫), not after a bare subject (楼下那家人养了条金毛)."""
_INTRODUCED: Final = re.compile(r"有(?:一)?(?:个|位|只|条|家)[\u4e00-\u9fff]{1,4}$")
"""Someone just introduced (楼里有个邻居…): what follows is theirs, in the same clause."""
_PUNCTUATION: Final = re.compile(r"[，,。.！!？?；;：:、…~～\s（）()“”\"'「」]")
_HAN: Final = re.compile(r"[\u4e00-\u9fff]")
_OPENERS: Final = re.compile(
    "|".join(
        sorted(
            [re.escape(w) for w in TIME_OPENERS + PREDICATE_OPENERS]
            + [f"{re.escape(p)}(?=(?:{'|'.join(PERSON_VERBS)}))" for p in PEOPLE]
            + [f"{re.escape(p)}(?=(?:{'|'.join(SELF_VERBS)}))" for p in SELF],
            key=len,
            reverse=True,
        )
    )
)


def run_on(text: str) -> bool:
    """True for a sentence long enough with no punctuation inside it."""
    body = text.rstrip("。.！!？?~～ ")
    return len(_HAN.findall(body)) >= RUN_ON and _PUNCTUATION.search(body) is None


def clause_starts(text: str) -> list[int]:
    """Where new clauses start in a run-on sentence (none when it is not one)."""
    if not run_on(text):
        return []
    starts: list[int] = []
    opened = 0  # where the last opener ends: a clause is more than its opener (平时喜欢)
    for found in _OPENERS.finditer(text):
        at = found.start()
        before = text[at - 1] if at else ""
        timed = (
            before in _TIME_CHARS and found.group(0)[0] in "我俺平每天周最现目以之业下工晚早空有没"
        )
        said = text[starts[-1] if starts else 0 : at]  # the clause so far
        bare = found.group(0) in PREDICATE_OPENERS and not _PREDICATES.search(said)
        bare = bare or _INTRODUCED.search(said) is not None
        if at >= 3 and at > opened and before not in _NOT_AFTER and not timed and not bare:
            starts.append(at)
        opened = found.end()
    return starts
