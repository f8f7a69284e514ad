"""A person of the user's named right after the kin word, in any position and before any
verb (我表妹小琪考研上岸了, 给我老公大伟挑个礼物, 我导师王教授让我交报告, 同事老马天天跟我拼车,
帮我给我女儿朵朵策划个派对, 我妈刘桂芳腿脚不好).

The name has a shape that is a name whatever follows: 小/阿 and one character (not 小时,
小学, 阿姨), 老/大 and a surname (老韩, 大刘), a syllable said twice (朵朵; not 天天), a
surname and a title (王教授, 赵老师, 周总), a Latin name (阿May, Amy), or a full name jieba
tags as a person's (刘桂芳, 阿依古丽). The kin must be the user's: after 我/俺/咱 (我的, 我家,
我们), after 给/陪/带/跟 … for someone close, or opening the clause when the person is close,
lived with, or acts on the user in the same clause (同事老马天天跟我拼车; not 同事小王吃素).
Nothing from a hypothetical, someone else's kin (他老婆小芳, 朋友的女儿朵朵) or a wish.

Pure: `named(text)` gives (kin word, name) pairs; zh_people.with_named_kin merges them.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.zh_subjects import someone_in

_MODIFIER: Final = r"(?:合租|亲|大学|高中|初中|研究生|博士|硕士|最好的|好)?"
_OWNER: Final = r"(?:我|俺|咱)(?:的|家的?|们(?:家)?的?)?"
_KINS: Final = "|".join(sorted(w.RELATIONS, key=len, reverse=True))
_KIN: Final = re.compile(
    rf"(?P<owner>{_OWNER})?{_MODIFIER}(?P<kind>{_KINS})(?:兼{_MODIFIER}(?:{_KINS}))?(?!们)"
)
"""A kin word, or two joined by 兼 (同事兼好哥们, g57z): the person is named after the last."""
_NOT_KIN: Final = frozenset("客户 学生 网友 房东 老乡 笔友 老师 阿姨 亲戚 家人 家里人".split())
"""People named by what they are to anyone, not the user's own (客户王总)."""
_BY_ACT: Final = "给陪带跟和同替为"
"""After these the user's close kin goes without 我 (带老婆小芳去看电影)."""
_SURNAME: Final = f"[{w.SURNAMES}]"
_TITLES: Final = r"(?:老师|教授|总(?![结算共之体部监裁])|医生|大夫|师傅|律师|主任|经理|博士|校长)"
_SHAPED: Final = re.compile(
    rf"(?P<name>{_SURNAME}{_TITLES}"
    r"|[小阿][A-Z][A-Za-z]*(?![A-Za-z])|[A-Z][a-z]+(?![A-Za-z])"
    r"|小[\u4e00-\u9fff]|阿[\u4e00-\u9fff]"
    rf"|老(?!毛){_SURNAME}|大(?![方高于王]){_SURNAME}"
    r"|(?P<twice>[\u4e00-\u9fff])(?P=twice))"
)
_NOT_NAMES: Final = frozenset(
    """小时 小孩 小学 小区 小组 小班 小心 小声 小姑 小伙 小朋 小宝 小卖 小吃 小店 小说 小号
    小便 小腿 小猫 小狗 小米 小麦 小鸟 小车 小票 小提 小费 小型 小事 小菜 小城 小镇 小县
    小屋 小院 小儿 小女 小子 小弟 小妹 小姐 小哥 小三 小白 小工 小两 小家 小日 小钱 小气
    小样 小半 小会 小题 小升 小名 小时候 小的 小了 小点 小些
    阿姨 阿婆 阿公 阿嬷 阿爸 阿妈 阿哥 阿姐 阿叔 阿伯 阿弟 阿妹 阿拉 阿里 阿根
    天天 常常 刚刚 偏偏 渐渐 慢慢 往往 时时 处处 人人 年年 月月 好好 悄悄 默默 早早
    整整 稍稍 白白 统统 乖乖 明明 每每 通通 只只 个个 多多 久久 暗暗 连连 紧紧 轻轻
    大大 小小 样样 步步 家家 事事 次次 回回 啦啦 哈哈 呵呵 嘿嘿 刚才""".split()
)
"""Words of a name's shape that are none (小时候, 阿姨, 天天)."""
_UNSURE: Final = re.compile(r"如果|要是|假如|万一|假设|想要个|希望有|想生|想养")
_ASKED: Final = re.compile(r"吗|么[？?]|[？?]")
_OTHERS: Final = "他她你它"
_CLOSE_ALONE: Final = frozenset("室友 舍友 发小 闺蜜 死党 师父 导师 老伴".split())
"""Kin that is the user's when it opens a clause without 我 (发小大刘从部队回来了)."""
_STOPS: Final = "，,。！!？?；;：:\n"


def named(text: str) -> list[tuple[str, str]]:
    """(kin word, name) of each of the user's people named right after the kin word."""
    found: list[tuple[str, str]] = []
    if _UNSURE.search(text):
        return found
    asked = _ASKED.search(text) is not None
    for kin in _KIN.finditer(text):
        if kin["kind"] in _NOT_KIN:
            continue
        name = _name_at(text, kin.end(), given=not asked)
        if name and _mine(text, kin, kin.end() + len(name)):
            found.append((kin["kind"], name))
    return found


def _name_at(text: str, at: int, given: bool) -> str:
    """The name that starts at `at`, "" when the words there are no name; a given name of
    two characters only when `given` (not in a question: 我儿子艾力在上海读大学吗？)."""
    full = _person_token(text, at, given)
    shaped = _SHAPED.match(text, at)
    if shaped is None or shaped["name"] in _NOT_NAMES:
        return full
    name = shaped["name"]
    if text[at + len(name) : at + len(name) + 1] == name[-1:] and shaped["twice"] is None:
        return full  # 小小, 大大: a word said twice after a shape
    return full if len(full) > len(name) and full.startswith(name[:1]) else name


def _person_token(text: str, at: int, given: bool) -> str:
    """A person's name jieba reads as one word at `at`: three or four characters led by a
    surname or 阿 (刘桂芳, 阿依古丽), or two before a verb, a time or a stop (大伟挑, 吴佳，)."""
    import jieba.posseg

    clause = re.split(f"[{_STOPS}]", text[at:], maxsplit=1)[0]
    words = jieba.posseg.lcut(clause)
    if not words or words[0].flag not in ("nr", "nrfg", "nrt"):
        return ""
    word = str(words[0].word)
    if 3 <= len(word) <= 4 and (word[0] in w.SURNAMES or word[0] == "阿"):
        return word
    next_flag = str(words[1].flag) if len(words) > 1 else "x"
    goes_on = next_flag[:1] in ("v", "t", "d", "p", "x")
    if given and len(word) == 2 and goes_on and word[0] not in "小老阿":
        return word if word not in w.RELATIONS else ""
    return ""


def _user_acts(before: str) -> bool:
    """Whether the clause before an act word (给, 陪, 带 …) is the user's: empty, a request,
    or opened by 我 with nobody else in it (not 小明给…, 我朋友给…)."""
    clause = re.split(f"[{_STOPS}]", before)[-1].strip()
    if not clause or re.fullmatch(r"帮我|请|麻烦你?|能不能|可以|想", clause):
        return True
    return clause.startswith(("我", "俺", "咱", "帮我")) and not someone_in(clause, wide=True)


def _mine(text: str, kin: re.Match[str], end: int) -> bool:
    """Whether the kin at `kin` is the user's own (see the module's doc)."""
    before = text[: kin.start()]
    last = before[-1:]
    if last and (last in _OTHERS or last == "的"):
        return False
    if kin["owner"]:
        return True
    kind = kin["kind"]
    close = kind in w.CLOSE_RELATIONS
    if last and last in _BY_ACT:
        return (close or kind in _CLOSE_ALONE) and _user_acts(before[:-1])
    if last and last not in _STOPS and last not in " 　":
        return False
    if close or kind in _CLOSE_ALONE:
        return True
    rest = re.split(f"[{_STOPS}]", text[end:], maxsplit=1)[0]
    return re.search(r"[跟和让带帮给请教陪找叫约同]我", rest) is not None
