"""A name of two characters right after the user's kin word, when it is no surname-led or
小/老/阿 name the appositive reader takes (我儿子艾力在上海读大学, 我老婆秀英是小学老师,
我哥哥大伟在深圳开店, 我妈桂兰喜欢跳广场舞).

The name must be followed by what goes on about the person (是, 在, 今年, 喜欢, a comma ...),
hold no function character, and be no word of time, manner or a thing of the person's (今年,
最近, 单位, 学校): 我儿子今年在上海, 我老公单位在城南 name no one. Nothing from a question, a wish,
or someone else's kin (我同事的女儿).

Pure: `read(text, fills)` returns the fills with the named kin over the unnamed one.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_KIN: Final = (
    "儿子 女儿 闺女 老婆 老公 媳妇 爱人 丈夫 妻子 妈妈 爸爸 哥哥 姐姐 弟弟 妹妹 表妹 表哥 表姐 表弟"
    " 堂哥 堂姐 堂弟 堂妹 男朋友 女朋友 对象 外婆 奶奶 爷爷 外公 姥姥 姥爷 孙子 孙女 外孙女 外孙"
    " 侄子 侄女 外甥女 外甥 舅舅 姑姑 姨妈 叔叔 室友 徒弟 姐夫 妹夫 嫂子 弟媳 妈 爸 哥 姐"
).split()
_KIN_RE: Final = "|".join(sorted(_KIN, key=len, reverse=True))
_GOES_ON: Final = r"(?=是|在|今年|已经|刚|喜欢|从小|[，,。！!])"
_NAMED: Final = re.compile(
    rf"(?:^|(?<=[，,。！!；;\s]))(?:我|俺)(?:的)?(?P<k>{_KIN_RE})(?P<n>[\u4e00-\u9fff]{{2}}){_GOES_ON}"
)
_NOT_IN_NAME: Final = frozenset(
    "的了在是也都就还很不没和跟给从对把被让说去来们我你他她个年天月周这那每"
)
_NOT_NAMES: Final = frozenset(
    """今年 去年 明年 最近 昨天 今天 明天 平时 现在 以前 之前 后来 刚刚 一直 已经 经常 总是
    从小 上周 下周 前天 后天 单位 学校 公司 工作 身体 家里 老家 班上 学习 成绩 脾气 性格 工资
    年纪 生日 电话 手机 微信 同事 朋友 同学 老师 医生 真的 确实 本来 其实 突然 终于 居然 竟然
    好像 肯定 一定 可能 应该 马上 正在 自己 一般 目前 当时 周末 晚上 早上 中午 下午 上午 一家
    一起 两个 俩人 他们 现任 前任 刚好 特别 非常 比较 有点 总算 一早 一年 老是 小时
    工地 作业 厨艺 家务 房子 工厂 医院 宿舍 手艺 眼睛 头发 腰椎 血压 血糖 牙齿 性子 饭量
    个子 体重 爱好 专业 车子 店里 厂里 班级 年级 毕业 退休 出差 加班 上班 下班 住院 生病""".split()
)
_UNSURE: Final = re.compile(
    r"吗|？|\?|如果|要是|假如|希望|想要|打算|同事的|朋友的|邻居的|他的|她的"
)


def read(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the user's kin named by a given name after the kin word."""
    if _UNSURE.search(text):
        return fills
    for said in _NAMED.finditer(text):
        name, kin = said["n"], said["k"]
        if name in _NOT_NAMES or _NOT_IN_NAME & set(name):
            continue
        fills = _named(fills, kin, name)
    return fills


def _named(fills: list[Fill], kin: str, name: str) -> list[Fill]:
    """The fills with the unnamed `kin` of the user's given `name` (none added when not read)."""
    for index, fill in enumerate(fills):
        unnamed = fill.slot == "relation" and fill.subject == "user" and fill.value == fill.kind
        if unnamed and fill.kind == kin:
            return [*fills[:index], dataclasses.replace(fill, value=name), *fills[index + 1 :]]
    return fills
