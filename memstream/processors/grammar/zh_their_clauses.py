"""Chinese clauses about someone the user describes, not about the user (g52o).

A sentence may open with a person the user only describes (村口修车的刘师傅六十多了还每天骑车,
健身房认识的一个大哥对花生过敏, 有个网友叫小潘，在宁波做外贸) or bring one in (刷到一个博主，
三十岁裸辞去大理开民宿), or go on with 他 / 她 (帮我给张总写个祝福，他喜欢钓鱼，在郑州做建材
生意). Such clauses, and the clauses after them that say no subject of their own, are about
that person: the user's own fills said only there are dropped. A clause that speaks of the
user (我, 咱, 俺, 本人) ends the run; a value said in one of the user's clauses stands.

Pure: `kept(text, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_their_words as words
from memstream.processors.grammar import zh_words
from memstream.processors.grammar.fills import Fill

_CLAUSE: Final = re.compile(r"[^，,。！!？?；;：:~～\s]+")
_LEAD: Final = re.compile(r"^(?:对了|话说|另外|还有|然后|而且|不过|就是|其实|嗯|啊|哦|哈+)+")
_HEAD: Final = "|".join(sorted(words.PERSON_HEADS, key=len, reverse=True))
_DESCRIBED: Final = re.compile(
    r"^(?P<mod>[\u4e00-\u9fffA-Za-z0-9]{0,16}?)(?P<head>" + _HEAD + r")"
    r"(?P<rest>[\u4e00-\u9fffA-Za-z0-9]*)$"
)
"""A person word in the clause and what comes before and after it."""
_MOD_END: Final = re.compile(
    r"(?:的(?:[一那这某]?[个位名])?(?:[\u4e00-\u9fff]{1,2})?|^(?:有|还有)[一]?[个位]"
    r"|^[那这某][个位]|[那这某一][个位])$"
)
"""How a modifier ends before the person: 修车的(刘), 认识的一个, 有个, 那个."""
_OUR_MOD: Final = re.compile(
    r"^(?:我们|咱们|咱|我)(?:这|那|公司|单位|团|组|队|班|厂|店|小区|楼|部门|科室|车间|宿舍|学校|村|群)"
)
_SELF: Final = re.compile(r"我(?!们)|俺|本人|咱(?!们)")
_USER: Final = re.compile(r"我|咱|俺|本人")
_ACQUAINTED: Final = re.compile(r"我(?:" + "|".join(words.ACQUAINT_VERBS) + r")(?:了|过)?的")
_BEING: Final = re.compile(r"(?:我|我们|咱们|咱|俺|本人)[^的]{0,3}?(?:是|当|做|作为|也是)")
_INTRO: Final = re.compile(
    r"^(?:我)?(?:" + "|".join(words.MET_VERBS) + r")(?:了|过|到)?(?:一|那|这)?[个位名]"
    r"[\u4e00-\u9fff]{0,8}?(?:" + _HEAD + r")(?:叫[\u4e00-\u9fffA-Za-z]{1,4})?$"
)
"""A clause that only brings someone in (刷到一个博主, 认识了个姐妹叫阿May)."""
_KIN: Final = "|".join(sorted(zh_words.RELATIONS, key=len, reverse=True))
_KIN_FIRST: Final = re.compile(r"^(?:我的?|我家|俺家?)(?:" + _KIN + r")(?P<rest>.*)$")
"""A clause opened by one of the user's people (我老公小马, 我女儿今年六岁): what follows
without a subject of its own is about them."""
_THIRD: Final = re.compile(r"^(?:他|她)(?!们)")
"""他 / 她 opening a clause; not 他们 (他们取消了那个活动: the organisers of the user's plan)."""
_YOU: Final = re.compile(r"^(?:你|您)")


def kept(text: str, fills: list[Fill]) -> list[Fill]:
    """`fills` without the user's own that the sentence says only in clauses about
    someone it describes."""
    if not any(f.subject == "user" for f in fills):
        return fills
    spans, named = _their_spans(text)
    if not spans:
        return fills
    stranger = _opened_by_stranger(text)
    return [
        f
        for f in fills
        if f.subject != "user"
        or f.slot == "ending"  # an ending of the user's own is read with its own subject
        or (f.slot in _NAMING and not stranger)  # 我对象在一起五年了，他叫张博: still the user's
        or not _only_theirs(f.value, text, spans, named)
    ]


_NAMING: Final = frozenset(("relation", "pet"))


def _opened_by_stranger(text: str) -> bool:
    """True when the sentence opens with someone the user only describes (not one of theirs)."""
    first = _CLAUSE.search(text)
    clause = _LEAD.sub("", first.group()) if first else ""
    return _opens_with_someone(clause) or _INTRO.match(clause) is not None


def _their_spans(text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The (start, end) of each clause about someone described; and of the clause that
    names one of the user's people before them (neither the user's nor only theirs)."""
    spans: list[tuple[int, int]] = []
    named: list[tuple[int, int]] = []
    topic = False
    for index, found in enumerate(_CLAUSE.finditer(text)):
        clause = _LEAD.sub("", found.group())
        if _starts_about_someone(clause, index):
            topic = True
        elif topic and (_USER.search(clause) or _YOU.match(clause)):
            topic = False
        elif index == 0 and _kin_first(clause):
            topic = True  # 我老公小马，在兰州开货车: the clause itself names the user's relation
            named.append(found.span())
            continue
        if topic:
            spans.append(found.span())
    return (spans, named) if spans else ([], [])


def _starts_about_someone(clause: str, index: int) -> bool:
    """True for a clause opened by 他 / 她 (the user not said after), or a first clause
    opened by someone described or bringing someone in."""
    if _THIRD.match(clause) and not _USER.search(clause[2:]):
        return True
    return index == 0 and (_opens_with_someone(clause) or _INTRO.match(clause) is not None)


def _kin_first(clause: str) -> bool:
    """True when one of the user's people opens the clause and the user is not said after."""
    found = _KIN_FIRST.match(clause)
    return found is not None and _USER.search(found["rest"]) is None


_NAMED_AFTER: Final = re.compile(
    r"^(?P<mod>(?:我们|咱们|我|咱)[\u4e00-\u9fff]{1,6}?的)(?P<head>[小老阿]["
    + zh_words.SURNAMES
    + r"])"
    r"(?P<rest>[\u4e00-\u9fff]{2,})$"
)
"""A person called by a nickname after a group of the user's (我们组的小陈, 咱们团的老李):
the subject of the clause, not the user."""


def _opens_with_someone(clause: str) -> bool:
    """True when the clause's subject is a person the user describes, with a predicate after
    (健身房认识的一个大哥对花生过敏, 有个网友叫小潘, 我们组的小陈每天游泳), and the user is not
    said as its subject."""
    named = _NAMED_AFTER.match(clause)
    if named is not None and _OUR_MOD.match(named["mod"]) and not _USER.search(named["rest"]):
        return True
    found = _DESCRIBED.match(clause)
    if found is None or _USER.search(found["rest"]):
        return False
    mod, rest = found["mod"], found["rest"]
    if not rest or rest.startswith(("的", "们的", "家")):
        return False
    if not mod:
        return found["head"] in words.BARE_HEADS
    if _MOD_END.search(mod) is None and _OUR_MOD.match(mod) is None:
        return False
    if _BEING.search(mod):
        return False  # 我是村口修车的师傅: the user is the person
    return _SELF.search(mod) is None or _ACQUAINTED.search(mod) is not None


def _only_theirs(
    value: str, text: str, spans: list[tuple[int, int]], named: list[tuple[int, int]]
) -> bool:
    """True when `value` is said only inside the spans (or, not said as such, when every
    clause of the sentence is someone else's or names them)."""
    places = [m.start() for m in re.finditer(re.escape(value), text)] if value else []
    if not places:
        clauses = [m.span() for m in _CLAUSE.finditer(text)]
        return bool(clauses) and all(span in spans or span in named for span in clauses)
    return all(any(start <= at < end for start, end in spans) for at in places)
