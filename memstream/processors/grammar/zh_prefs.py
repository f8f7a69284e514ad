"""Chinese preferences by dimension, however worded (回答简短点, 太长了, 别用表情, 改回中文).

As in English: cue words name each option (data); a cue after a negator (别, 不要, 不用, 去掉,
少, 太多) or after 太 asks for the opposite; a sentence counts only when it reads as a wish
about replies or the user's set-up. The reply language and the editor are read apart.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Final

from memstream.processors.grammar import (
    en_prefs,
    en_words,
    reply_amounts,
    value_patterns,
    zh_people,
)
from memstream.processors.grammar import zh_words as w
from memstream.processors.grammar.fills import Fill


def _cues(text: str) -> tuple[str, ...]:
    return tuple(text.split())


CUES: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "pref.response_length": {
        "concise": _cues(
            """简短 简洁 精简 短一点 短点 短一些 简单点 直接说结论 说重点 太长 啰嗦 长篇大论
            少写点 别铺 一句话 结论放最前面 太啰嗦 没耐心看 短一点吧 先看结论 省掉 直接给结论
            说结论 简单说 简单讲 说简单点 简短说 一两句话 字少点 少点字 字能不能少点 字少一点
            直接点 直接一点 不用解释 别解释 少解释 少点解释 解释少点 不需要那么多解释 给代码就行
            只要代码 直接给代码 只给代码 简明扼要 言简意赅"""
        ),
        "detailed": _cues(
            """详细 细一点 讲细 全面 展开讲 具体点 多举例 讲得很透 太简单了 详尽 说得全面 太简略
            展开讲讲 讲透 长一点 长点 写长 多写点 多写一点"""
        ),
    },
    "pref.emoji": {"use": ("emoji", "表情", "😂🎉", "表情包", "emojis")},
    "pref.theme": {
        "dark": (
            *_cues(
                """深色 暗色 黑色主题 夜间模式 暗黑模式 暗黑 弄成黑的 调成黑的 换成黑的 黑底
                黑色背景 夜间"""
            ),
            "dark mode",
            "dark theme",
        ),
        "light": (
            *_cues("浅色 亮色 白色主题 日间模式 调回浅色 白底 白底黑字 白色背景"),
            "light mode",
            "light theme",
        ),
    },
    "pref.tone": {
        "formal": _cues("正式 专业一点 严肃 正经一点 拘谨 客气 客套 文绉绉 用书面语"),
        "casual": _cues(
            "随意 随便点 随便聊 轻松点 口语化 别太正经 不用您 别那么正式 太官方 随口 轻松一点"
            " 像朋友一样"
            " 像朋友那样 当朋友 像哥们 跟哥们 唠嗑就行 唠家常 那么官方 聊天一样"
            " 跟朋友聊天 朋友聊天那样"
        ),
    },
    "pref.indentation": {"tabs": ("tab", "制表符"), "spaces": ("空格",)},
    "pref.units": {
        "metric": _cues("公制 公里 公斤 摄氏度 千克 厘米 克 毫升 升"),
        "imperial": _cues("英制 英里 磅 华氏度 英尺 盎司"),
    },
    "pref.format": {
        "bullets": (
            *_cues("要点 分点 列表 一条一条 列出来 条目 几个要点 分条 列点"),
            "bullet points",
            "bullet point",
        ),
        "tables": ("表格", "列表格", "做成表格"),
        "markdown": ("markdown", "Markdown"),
        "prose": _cues(
            "段落 完整的话 一段一段 一段话 一段段 成一段 连贯 正常写字 大段文字 文字段落 正常说话"
        ),
    },
}
_OPPOSITES: Final = {
    "concise": "detailed", "detailed": "concise", "use": "avoid", "dark": "light",
    "light": "dark", "formal": "casual", "casual": "formal", "tabs": "spaces",
    "spaces": "tabs", "metric": "imperial", "imperial": "metric", "markdown": "prose",
}  # fmt: skip
_SELF: Final = frozenset(
    """太长 啰嗦 长篇大论 太啰嗦 没耐心看 太简单了 太官方 别那么正式 不用您 别太正经 别铺
    不用解释 别解释 少解释 少点解释 解释少点 不需要那么多解释
    调回浅色 那么官方""".split()
)
_NEGATOR: Final = re.compile(
    r"(?:别|不要|不用|去掉|少|太多|太|别老是?|不想|受不了|费劲|别给我|别再|看多了|反而|"
    r"没有?(?:改|换|切|调|用|开)|不)[^，。,.]{0,6}$"
)
_NEGATED_AFTER: Final = re.compile(
    r"^[^，。,.]{0,5}(?:太多|太宽|太刺眼|就别|别加|别发|别用|别再用|甭用|不要再用|不用|不要|不需要|没必要|看不懂|少用|看着累|眼花|去掉|删掉|拿掉|"
    r"挤成一团|会乱|看不清"
    r"|不方便|费劲|看腻|用腻|腻了|看烦|烦了|受够|看久了|眼睛酸|伤眼"
    r"|就?免了|就算了|省了|省省|先?停一停|先停|收一收|太(?:花|乱|吵|闹|幼稚|刺眼|晃眼|花哨|浮夸|夸张|油腻|土))"
)
_WISH: Final = re.compile(
    r"请|以后|回答|回复|用|给我|点|一点|就好|就行|吧|别|不要|习惯|喜欢|我用|主题|缩进|格式|列|写|讲"
    r"|说|从现在开始|接下来|改回|恢复|调回|同我|多发|多用|跟我|表情|emoji|版本|切到|切换|换成|改成"
    r"|调成|换回|都开|开成|默认"
)
_LANGUAGE: Final = re.compile(
    r"(?:(?<!我能)(?<!我会)(?<!我可以)用|改回|恢复说?|改成|换成|换回|切回|切换成|切换到|切到|(?<![会能])说)(?P<a>[\u4e00-\u9fff]{1,4}?(?:语|文|话|体字?|體字?))(?:回答|回复|回覆|答我|回|同我|"
    r"跟我|交流|说|来|吧|$|，|。)"
    r"|(?:回复|回覆|回答|回我)(?:请|請|都|就|尽量|麻烦|最好)*用(?P<b>[\u4e00-\u9fff]{1,4}?(?:语|文|话|体字?|體字?))"
    r"|(?:回我|回复我|跟我讲|跟我说|同我讲|和我说|对我说)(?P<d>[\u4e00-\u9fff]{1,4}?(?:语|文|话))"
    r"(?:就好|就行|就可以|吧|啦|呗|$|，|。)"
    r"|(?:以后|就|都|还是)(?P<c>[\u4e00-\u9fff]{1,3}?(?:语|文))(?:回复|回答|回我|交流)"
    r"|(?:^|[，,])(?:都是|还是|就|以后都)?用(?P<e>[\u4e00-\u9fff]{1,4}?(?:语|文|话))(?:啦|嘛|咯)"
    r"|(?:^|[，,])(?P<f>[\u4e00-\u9fff]{1,4}?(?:语|文))(?:回复|回覆|回答|回我|答我)"
    r"(?:就行|就好|就可以|即可|吧|啦|$|，|。)"
)  # 都係用普通話啦: with no one before it, a wish for replies
_OTHER_LISTENER: Final = re.compile(
    r"[跟和对同与给](?!(?:我|咱们?)(?:说|讲|聊|交流|用|回))[\u4e00-\u9fff]{1,5}?(?:说|讲|聊|交流)"
)
_CHANGED_TO: Final = re.compile(
    r"(?:调回|换成|改成|切到|切换到|切换成|换回|改回|调成|切成)(?:了)?$"
)
_EDITOR_USE: Final = re.compile(
    r"用|写|党|换成|转投|改用|主力|主要是|迁|习惯|编辑器|里|投奔|入坑|切到"
)


_LIMIT: Final = re.compile(
    r"(?:控制在|限制在|限定在|不要超过|别超过|不超过|不能超过|最多|少于)"
    r"[\d一二两三四五六七八九十百千几]+(?:句话?|个?字|行|段话?|条)(?:以内|之内|内)?"
)
"""A limit on length (控制在三句话以内, 别超过一百字): a wish for short replies, read as 简短."""


def preferences(text: str) -> list[Fill]:
    """The preferences one Chinese sentence states."""
    text = reply_amounts.zh_complaints(reply_amounts.zh_amounts(_LIMIT.sub("简短", text)))
    if _REPLIER.search(text):
        return []
    fills = [*_reply_language(text), *_editor(text), *en_prefs.named_theme(text)]
    named = {fill.slot for fill in fills}  # 主题换成Solarized Light了，暗色看久了…: the theme named
    found = _found(text, named)
    if (
        found and (own := own_clauses(_HEARSAY.split(text)[0])) != text
    ):  # the clauses read only when a cue is said
        found = _found(own, named)
    if not any(f.slot == "pref.format" for f in found) and _TABLED_ALWAYS.search(text):
        found.append(Fill("pref.format", "tables", extra={"cue": "表"}))  # 对比的一律列个表 (l55)
    return fills + found


_TABLED_ALWAYS: Final = re.compile(
    r"(?:一律|以后|每次|凡是|统一|默认|的时候|类的|的东西)[^，。,；;]{0,6}?"
    r"(?:列个表|列成表|列张表|做成表|弄成表|整成表|用表)"
)
"""A table asked for every time (对比类的东西一律给我列个表, 对比的时候给我列个表): a table
asked for once (帮我列个表) is the task's."""


_REPLIER: Final = re.compile(
    r"我(?:以后|之后|接下来|会|就|都|可以|尽量)*(?:用[^，。,]{1,6}?|[^，。,]{0,6}?地)?(?:回答|回复|回)你"
    r"|(?<![给对跟同和])我的(?:回答|回复)"
)
"""The one who replies speaking of their own replies (好的，我以后用中文回答你): the assistant's
words, no wish of the user's."""


def _found(text: str, named: set[str]) -> list[Fill]:
    """The dimensions a (wishing) text names, but those already read another way."""
    if _WISH.search(text) is None and len(text.strip("。.!！~ ")) > 8:
        return []
    if _to_others(text):  # 跟领导说话得正式一点: how the user talks to someone else
        named = named | _SAID_TO
    fills = []
    for slot, options in CUES.items():
        said = None if slot in named else _dimension(text, options)
        if said is not None:
            fills.append(Fill(slot, said[0], extra={"cue": said[1]}))
    return fills


_SAID_TO: Final = frozenset(("pref.response_length", "pref.tone", "pref.emoji", "pref.format"))
_TO_OTHERS: Final = re.compile(
    r"[跟和对同与给向](?![我咱你您])[\u4e00-\u9fff]{1,5}?(?:说话|讲话|聊天|沟通|交流|发|写|汇报|打电话)"
)


_LIKENED: Final = re.compile(r"(?:像|好像|就像|仿佛|感觉(?:在|像|是)?|就跟|当成?)$")
"""Words before 跟朋友聊天 that liken the replies to it (像跟朋友聊天, 感觉在跟机器人说话)."""
_AS_IF: Final = re.compile(r"^(?:一样|似的|那样|那种|一般|的感觉)")
"""Words after 跟朋友聊天 that liken the replies to it (跟哥们聊天一样就行)."""


def _to_others(text: str) -> bool:
    """True when the text says how the user talks to someone else (跟领导说话得正式一点), not
    when it likens the replies to a talk (就跟朋友聊天那样, 感觉在跟机器人说话)."""
    return any(
        not _LIKENED.search(text[: m.start()]) and not _AS_IF.match(text[m.end() :])
        for m in _TO_OTHERS.finditer(text)
    )


_HEARSAY: Final = re.compile(
    r"听说|据说|听人说|(?:网上|书上|文章|新闻|视频|帖子|报道|研究|专家|别人|有人|大家|人家|老师|医生)"
    r"[^，。,]{0,4}?(?:说|讲|写|提到|认为)"
)
"""Hearsay (网上说…, 我看到一篇文章说…): someone else's claim, not the user's wish."""


def own_clauses(text: str) -> str:
    """The clauses said of the user or to the assistant: a clause about someone else (我同事
    说话特别正式, 小王发消息爱用表情, 群里大家都在发表情包) or about a thing (这篇文章写得太长了,
    婚礼办得很正式) goes, and so do the clauses after it that name no one."""
    kept, theirs = [], False
    for clause in _PARTS.split(text):
        said = _LEAD.sub("", clause)
        if not said:
            continue
        who, rest = zh_people.subject(said, "user")
        if who != "user" or _SOMEONE.match(said) or _THING.match(said):
            theirs = True
        elif rest != said or _TO_ME.match(said):
            theirs = False  # 我…, 你…: the user or the assistant again
        if not theirs:
            kept.append(clause)
    return "，".join(kept)


_PARTS: Final = re.compile(r"[,;，；。!！?？~～…]+|(?:但是|不过(?!敏)|而且)")
_LEAD: Final = re.compile(r"^\s*(?:嗯+|哦|噢|对了|话说|其实|哈哈+|啊|唉|哎|讲真|说实话)?\s*")
_TO_ME: Final = re.compile(r"^(?:你|您|回答|回复|以后|请|麻烦|帮我|给我|别|不要)")
_SOMEONE: Final = re.compile(
    rf"^(?:[小老阿][{w.SURNAMES}](?![时候])|[^我你，]{{0,4}}?(?:大家|别人|人家|他们|她们|有人))"
)
"""Someone called by surname (小王, 老李) or a crowd (群里大家, 别人) opening a clause."""
_THING: Final = re.compile(
    r"^(?:[这那](?:个|篇|部|份|本|张|次|场|条|段|家|顿|首|期)(?!回答|回复|答案)"
    r"|[^我你，]{1,6}?(?<!回答|回复)[写办做开拍弄搞讲画装修]得)"
)
"""A thing described (这篇文章…, 那份报告…, 婚礼办得…): not a wish about replies."""


def _dimension(text: str, options: dict[str, tuple[str, ...]]) -> tuple[str, str] | None:
    """(option, cue): the option the sentence asks for; the first cue not negated decides."""
    low = text.lower()
    found = sorted(
        (match.start(), match.end(), option, cue)
        for option, cues in options.items()
        for cue in cues
        if cue.lower() in low
        for match in value_patterns.finditer(re.escape(cue.lower()), low)
    )
    if any(a[2] != b[2] and _CHOICE.fullmatch(text[a[1] : b[0]]) for a, b in pairwise(found)):
        return None  # 用tab还是空格, 正式一点好还是随意一点好: a choice still open
    found = [f for f in found if not _inside_longer(f, found)]  # 列表格: 表格, not 列表
    changed = [f for f in found if _CHANGED_TO.search(text[max(0, f[0] - 4) : f[0]])]
    for start, end, option, cue in changed + found:  # 都调回浅色了: the value changed to wins
        if cue in _SELF:
            return option, cue
        if len(cue) == 1 and not re.search(r"[用按和、成换]$", text[max(0, start - 1) : start]):
            continue  # 升, 克 alone: 升职, 克服; a unit only when asked for (用克, 换成磅)
        if re.search(r"了[一两几]?[个份张篇些]$", text[max(0, start - 4) : start]):
            continue  # 昨天做了个表格: a thing made, not a wish
        if re.search(r"[\d一二三四五六七八九十两几]\s*$", text[max(0, start - 3) : start]) and not (
            reply_amounts.indent_counted(option, text)
        ):
            continue  # "5公里", "60公里": a measure, not a wish
        before = _ASKED.sub("", text[max(0, start - 8) : start])  # 能不能分点: asked, not denied
        negated = _NEGATOR.search(before) is not None
        negated = negated or _NEGATED_AFTER.match(text[end:]) is not None
        if option == "use":
            avoid = negated or "少" in text[max(0, start - 3) : end + 3]
            return ("avoid" if avoid else "use"), cue
        if negated:
            opposite = _OPPOSITES.get(option)
            if opposite is not None and opposite in options:
                return opposite, cue
            continue
        return option, cue
    return None


def _inside_longer(cue: tuple[int, int, str, str], found: list[tuple[int, int, str, str]]) -> bool:
    """True for a cue found inside a longer one found (列表 inside 列表格)."""
    return any(
        other[0] <= cue[0] and cue[1] <= other[1] and other[1] - other[0] > cue[1] - cue[0]
        for other in found
    )


_ASKED: Final = re.compile(r"([\u4e00-\u9fff])不\1|可不可以")
_CHOICE: Final = re.compile(r"[^，。,.]{0,6}?(?:还是|或者|或是)(?:用|选)?")


_IN_USE: Final = re.compile(
    r"平时|平常|工作|上班|家里|在家|外面|出门|出去|在外|外头|街上|村里|学校|公司|单位|老家|小时候"
    r"|[跟和对](?![我咱])"
)
"""Where or with whom a language is used (平时工作用德语, 家里说台山话): the user's languages."""


_REFUSED: Final = re.compile(
    r"(?:别|不要|不用|甭|不想)(?:再|老|总|老是|总是|都|给我)*(?:用|拿|说|讲)[\u4e00-\u9fff]{1,4}?"
    r"(?:语|文|话|体字?|體字?)$"
)
"""A negator right before the language (别老用英文回我): that language is refused."""


def _clause_before(text: str, end: int) -> str:
    """The clause up to `end` (from the last comma or stop before it)."""
    start = max(text.rfind(sep, 0, end) for sep in "，,。；;！!？?")
    return text[start + 1 : end]


def _reply_language(text: str) -> list[Fill]:
    found = _LANGUAGE.search(text)
    if found is None:
        return en_prefs.reply_language(text.lower())
    if _OTHER_LISTENER.search(text[max(0, found.start() - 8) : found.end()]):
        return []  # 我跟我妈说中文: the language said to someone else, not a wish for replies
    if found.group("a") and _IN_USE.search(_clause_before(text, found.start())):
        return []  # 平时工作用德语, 外面说英文: where the language is used, not a wish for replies
    name = next(name for name in "abcdef" if found.group(name))
    if _REFUSED.search(_clause_before(text, found.end(name))):
        return []  # 别老用英文回我: the language refused, none asked for
    said = found.group(name)
    value = next((v for k, v in w.LANGUAGE_CANON.items() if k in said), None)
    return [] if value is None else [Fill("pref.reply_language", value)]


def _editor(text: str) -> list[Fill]:
    low = text.lower()
    editors = en_words.EDITORS | {"idea": "IntelliJ IDEA"}
    found = sorted(
        (match.start(), editor)
        for key, editor in editors.items()
        if key in low
        for match in value_patterns.finditer(rf"(?<![a-z]){re.escape(key)}(?![a-z])", low)
    )
    if not found or _EDITOR_USE.search(text) is None:
        return []
    turned = _EDITOR_TURNED.search(text)
    after = [editor for start, editor in found if turned is not None and start >= turned.end()]
    if after:  # 已经转投VS Code了，PyCharm太吃内存: the one the change turns to
        return [Fill("pref.editor", after[0])]
    changed = re.search(r"换成|转投|改用|改回|迁过来|统一换|主力是|退休|现在|我用的是|给的是", text)
    return [Fill("pref.editor", found[-1][1] if changed else found[0][1])]


_EDITOR_TURNED: Final = re.compile(
    r"换成|转投|改用|改回|用回|换回|投奔|迁到|换到|切到|切换到|入坑|主力是|主要是|我用的是"
)
"""Words that turn to the editor named next (转投VS Code, 又用回 JetBrains, 主要是 IDEA)."""
