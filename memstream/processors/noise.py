"""Noise filter: what must never become a long-term memory, English and Chinese.

Pure. `screen(text)` splits a message into sentences and drops, with a reason, what is
not a statement by a person about their world: code blocks and code/log dumps, JSON,
HTML/XML and template text, tool residue (tool calls, observations, exit codes),
pipeline scaffolding (chat-template markers, role prefixes) and tentative talk
("maybe someday", "not sure yet", 可能, 再说吧). A cheap trigger test runs first, so
ordinary sentences pay one regex search.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Literal

from memstream.processors.grammar import approximated
from memstream.processors.grammar.disfluency import fluent
from memstream.processors.grammar.later_hedges import (
    after_consequence,
    asks_detail,
    bends_back,
)
from memstream.processors.grammar.text_notes import without_text_notes
from memstream.text import has_cjk, split_prose

Reason = Literal["code", "json", "markup", "template", "log", "tool_residue", "scaffolding"]
NoiseReason = Reason | Literal["tentative"]
REASONS: Final[tuple[NoiseReason, ...]] = (
    "code",
    "json",
    "markup",
    "template",
    "log",
    "tool_residue",
    "scaffolding",
    "tentative",
)

_FENCE: Final = re.compile(r"```.*?(?:```|$)|~~~.*?(?:~~~|$)", re.DOTALL)
_LINE_RULES: Final[tuple[tuple[Reason, re.Pattern[str]], ...]] = (
    (
        "scaffolding",
        re.compile(
            r"<\|[a-z_]+\|>|\[/?INST\]|<</?SYS>>|^#{2,}\s*(?:instruction|response|system|input"
            r"|output|context)\b|^(?:system|assistant|human|user|ai)\s*:\s|^\[(?:system|assistant"
            r"|user)\]",
            re.IGNORECASE,
        ),
    ),
    (
        "tool_residue",
        re.compile(
            r"</?(?:tool_call|tool_result|function_call|function_results?|invoke|parameter)\b"
            r"|^(?:observation|action|action input|thought|tool(?: output| result| call)?|function"
            r"(?: call| result)?|stdout|stderr|exit code|return code|returned)\s*[:=]"
            r"|\bexit(?:ed)? (?:code|status)\s*[:=]?\s*-?\d+",
            re.IGNORECASE,
        ),
    ),
    (
        "log",
        re.compile(
            r"^\s*(?:\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?|\[?\d{2}:\d{2}:\d{2}[.,\]])"
            r"|\b(?:DEBUG|INFO|WARN(?:ING)?|ERROR|FATAL|CRITICAL|TRACE)\s*[:\]|-]"
            r"|^Traceback \(most recent call last\)|^\s*File \"[^\"]+\", line \d+"
            r"|^\s*at [\w$.<>]+\([\w.]*(?::\d+)*\)|^\w+(?:\.\w+)*(?:Error|Exception):\s",
        ),
    ),
    (
        "template",
        re.compile(
            r"\{\{.*?\}\}|\{%.*?%\}|\$\{[^}]*\}|<%.*?%>|\{[a-z_]+\}|\[\[[^\]]+\]\]"
            r"|\blorem ipsum\b|\b(?:john|jane) doe\b|\b(?:foo|bar)baz\b",
            re.IGNORECASE,
        ),
    ),
    (
        "code",
        re.compile(
            r"^\s*(?:\$|>>>|#!)\s|^\s*(?:def \w+\(|class \w+\s*[(:{]|import [\w.]+(?: as \w+)?;?$"
            r"|from [\w.]+ import |(?:const|let|var) \w+\s*=|function\s*\w*\s*\(|#include\b"
            r"|package [\w.]+;|func \w+\(|return\b.*;$|(?:if|for|while)\s*\(.*\)\s*\{)"
            r"|[;{]\s*$|^\s*[}\])]+[;,]?\s*$|\w+\([^()]*\)\s*;|\)\s*=>"
            r"|^\s*[A-Za-z_][\w.]*!?\((?:[^()]|\([^()]*\))*\)\s*;?\s*$",
        ),
    ),
)
_COMMENT: Final = re.compile(r"^\s*(?:#|//|--|/\*|\*)\s")
"""A comment line (# ..., // ...): code when the text holds code."""
_MARKUP_TAG: Final = re.compile(r"</?[A-Za-z][\w:-]*(?:\s[^<>]*)?/?>|&[a-z]+;|&#\d+;")
_JSONISH: Final = re.compile(r'^\s*[\[{]|"\s*:\s*["\d\[{tfn]')
_TRIGGER: Final = re.compile(
    r"[{}<>\[\]$|`#;=]|::|\b(?:info|debug|error|warn|traceback|file|exit|stdout|stderr"
    r"|observation|action|thought|tool|function|system|assistant|human|user|ai|import|def"
    r"|class|return|const|let|var|lorem|doe)\b|^\s*at |(?:error|exception):"
    r"|\d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}[ t]\d|^\s*[a-z_][\w.]*!?\("
)
"""Matched against the lower-cased line (case-insensitive patterns are slower)."""
_TENTATIVE: Final = re.compile(  # matched against the lower-cased sentence
    r"\b(?:maybe|perhaps|possibly|someday|some day|not sure|unsure"
    r"|not certain|undecided|haven't decided|have not decided|who knows|we'll see|we will see"
    r"|probably|i might|i may|might be|i'm thinking about|i am thinking about|i'm considering"
    r"|i am considering|thinking of maybe|in theory|hypothetically|if i ever)\b"
    r"|\b(?:ideally|in an ideal world|in a perfect world|if only|i wish|i've thought about"
    r"|i have thought about|toying with the idea|role-?play(?:ing)?"
    r"|treat me (?:like|as)(?! (?:being )?(?:on |in )?(?:gmt|utc|bst|cet|cest|est|edt|pst|pdt"
    r"|ist|jst|aest|[a-z]+ time)\b)"
    r"|act as if i|let's say i)\b"
    r"|(?<!不)可能|也许|或许|说不定|再说吧|考虑一下|考虑考虑|还没想好|还不确定|不确定|没想好"
    r"|看情况|(?:明天|以后|改天|下次|回头|之后|到时候)再说|不一定|有可能|大概吧|想想看"
    r"|理想(?:情况|状态|的话|中)|幻想(?:着|能|过|自己)|(?<![没不])想过(?!去|来|得|日子|上|好)"
    r"|当我是|把我当|假装我|角色扮演|扮演"
    r"|估计|不知道(?:该|要不要|是否|选|去|能不能)|有(?:个|这个|点)?(?:想法|念头)|动了[^，。]{0,6}念头|纠结|犹豫"
    r"|\b(?:i doubt|i don't know if|i dunno if|no idea if|not sure if)\b"
    r"|\bjust (?:an idea|a thought)\b|(?:只|仅仅?)是(?:个|一个)?(?:想法|念头|想想)",
)
"""Hedged talk, wishes (ideally, 理想情况下, 想过…, 还只是想法, "just an idea"), and a role the
user asks to be taken as (treat me like…, 你就当我是…, 角色扮演; not a time zone: "treat me as
GMT"): no firm statement about the user."""


@dataclass(frozen=True, slots=True)
class Screening:
    """The sentences kept from one text, and how many pieces were dropped for each reason."""

    kept: tuple[str, ...]
    filtered: tuple[tuple[NoiseReason, int], ...] = ()

    def counts(self) -> dict[NoiseReason, int]:
        """Filtered pieces by reason (reasons with none are absent)."""
        return dict(self.filtered)


@lru_cache(maxsize=2048)
def screen(text: str) -> Screening:
    """Kept sentences of a message, and filtered counts by reason (cached: matchers and the
    extract stage's metrics screen the same text)."""
    dropped: Counter[NoiseReason] = Counter()
    if _whole_json(text):
        return Screening((), (("json", 1),))
    kept: list[str] = []
    body, fences = _FENCE.subn(" \n", text) if "```" in text or "~~~" in text else (text, 0)
    dropped["code"] += fences
    lines = body.splitlines()
    if settings_block(lines):
        return Screening((), (("code", fences + 1),))
    coded = len(lines) > 1 and any(line_noise(line) == "code" for line in lines)
    for line in lines:
        triggered = _TRIGGER.search(line.lower()) is not None
        reason = line_noise(line) if triggered else None
        if reason is None and coded and _COMMENT.match(line):
            reason = "code"  # "# 我住在上海" above "print(1)": a comment of the code
        if reason is not None:
            dropped[reason] += 1
            continue
        for said in _without_choices(split_prose(line)):
            sentence = without_text_notes(without_asides(said))  # 语音转的可能有错字 (g55s)
            sentence = fluent(sentence, has_cjk(sentence))  # "I'm, I'm a, uh, nurse" (g55s)
            if not sentence:
                dropped["tentative"] += 1
                continue
            # a sentence holds no trigger its line lacks: then only tentative talk is left
            why = sentence_noise(sentence) if triggered else _tentative_reason(sentence)
            stated = stated_before_hedge(sentence) if why == "tentative" else ""
            if why is None or stated:
                kept.append(stated or sentence)
            if why is not None:
                dropped[why] += 1
    counts = tuple((reason, dropped[reason]) for reason in REASONS if dropped[reason])
    return Screening(tuple(kept), counts)


_SETTING: Final = re.compile(
    r"^\s*(?P<key>[\w\u4e00-\u9fff .-]{1,24}?)\s*[:：=]\s*"
    r"(?P<value>[^\s，。！？!?][^，。！？!?]{0,40})$"
)
_SETTING_KEYS: Final = re.compile(
    r"indent|tab|theme|editor|font|encoding|timezone|time_?zone|\btz\b|locale|lang|format"
    r"|line_?width|width|mode|缩进|编辑器|主题|字体|编码|时区|语言|格式|模式|换行",
    re.IGNORECASE,
)
"""Keys of an editor's or a tool's settings (indent_size, theme, 缩进, 时区)."""


def settings_block(lines: list[str]) -> bool:
    """True for pasted settings: two lines or more, every one `key: value` or `key = value`,
    with a settings key or a machine-like key or value (indent_size = 2, 时区: Asia/Shanghai,
    编辑器: vim): a file's contents, not what the user says about themselves."""
    said = [line for line in lines if line.strip()]
    found = [_SETTING.match(line) for line in said]
    if len(said) < 2 or not all(found):
        return False
    keys = [m["key"] for m in found if m]
    values = [m["value"] for m in found if m]
    machine = any(re.search(r"[_.]\w", k) for k in keys) or any("/" in v for v in values)
    if not machine and any(_PERSON_KEYS.fullmatch(k.strip()) for k in keys):
        return False  # "Name: Ravi / Location: Pune / Languages: Tamil, Hindi": a person's form
    return machine or any(_SETTING_KEYS.search(k) for k in keys)


_PERSON_KEYS: Final = re.compile(
    r"Name|Full name|Location|City|Occupation|Job|Age|Pronouns|Home|Based in|Lives|Hometown"
    r"|姓名|名字|职业|所在地|所在城市|现居|城市|年龄"
)
"""Keys of a form about a person (capitalised as one fills in a form): its other fields,
a language among them, are that person's, not a tool's settings."""


_ASIDE: Final = re.compile(
    r"\b(?:(?:maybe|perhaps|probably)\s+)?i(?:'m| am)\s+(?:probably\s+|just\s+)?overthinking"
    r"(?:\s+(?:it|this|things))?\b"
    r"|\b(?:(?:i'm|i am)\s+)?(?:not sure|no idea|(?:i\s+)?don't know|(?:i\s+)?dunno)\s+"
    r"(?:why|how to (?:put|say) (?:it|this)|if (?:this|that|it) (?:matters|is relevant|helps"
    r"|is the right (?:place|question)))\b"
    r"|\b(?:i\s+)?(?:should\s+probably|probably\s+should|might\s+as\s+well|maybe\s+i\s+should)"
    r"\s+(?:mention|say|add|point out)(?:\s+that)?\b"
    r"|\b(?:this\s+)?(?:might|may)\s+be\s+(?:a\s+)?(?:dumb|stupid|silly|weird|odd)\s+(?:question|thing"
    r"\s+to\s+(?:say|ask))\b"
    r"|(?:可能|也许|或许)?(?:是)?我?(?:可能|也许)?想多了|(?:可能|也许)?是我多虑了"
    r"|(?:我)?不(?:知道|确定)(?:这个问题|这么问|这样问)?(?:问得|说得)?(?:对不对|合不合适|有没有关系|相不相关)"
    r"|(?:我)?不知道(?:为什么|为啥|怎么说)"
    r"|(?:可能|也许)?(?:应该|得)?(?:提一下|说一下|补充一下)",
    re.IGNORECASE,
)
"""A hedge on the talk, not on what is said ("maybe I'm overthinking it", "not sure why but",
"I probably should mention", 可能是我想多了, 不知道问得对不对): it doubts nothing of the user."""


_ASIDE_AND_JOIN: Final = re.compile(
    rf"(?:{_ASIDE.pattern})[\s,，;；]*(?:(?:but|though)\b|但是|不过|但)?", re.IGNORECASE
)


def without_asides(sentence: str) -> str:
    """The sentence without its hedges on the talk itself ("maybe I'm overthinking it, but I'm
    a nurse" → "I'm a nurse"; 可能是我想多了，我是做会计的 → 我是做会计的)."""
    if _ASIDE.search(sentence) is None:
        return sentence
    rest = _ASIDE_AND_JOIN.sub(" ", sentence)
    rest = re.sub(r"[,，]\s*(?=[,，])", "", rest)
    rest = re.sub(
        r"^[\s,;，；。.!！]*(?:(?:but|though|so|and)\b|但是|不过|但|所以)?[\s,;，；:：]*",
        "",
        rest,
        flags=re.I,
    )
    rest = re.sub(r"\s{2,}", " ", rest).strip()
    return rest if re.search(r"[A-Za-z\u4e00-\u9fff]{2}", rest) else ""


_OR: Final = re.compile(r"^\s*(?:or|还是|或者)\b|^\s*(?:还是|或者)", re.IGNORECASE)


def _without_choices(sentences: list[str]) -> list[str]:
    """The sentences, a question offering options left out ("can you use a table? or are
    bullets clearer?", 能不能用表格？还是分点更清楚？): it asks which, it states nothing."""
    dropped = {
        at
        for at in range(1, len(sentences))
        if _OR.match(sentences[at]) and sentences[at - 1].rstrip().endswith(("?", "？"))
    }
    dropped |= {at - 1 for at in dropped}
    return [s for at, s in enumerate(sentences) if at not in dropped]


def filtered_counts(text: str) -> dict[NoiseReason, int]:
    """How many pieces of a text the noise filter drops, by reason (for metrics)."""
    return screen(text).counts()


def line_noise(line: str) -> Reason | None:
    """Why a whole line is machine text (code, log, JSON, markup, tool residue), else None."""
    stripped = line.strip()
    if not stripped or not _TRIGGER.search(stripped.lower()):
        return None
    if _JSONISH.search(stripped) and _whole_json(stripped):
        return "json"
    for reason, pattern in _LINE_RULES:
        if pattern.search(stripped):
            return reason
    if _markup_share(stripped) > 0.3:
        return "markup"
    return None


def sentence_noise(sentence: str) -> NoiseReason | None:
    """Why one sentence is not a firm statement (machine text or tentative talk), else None."""
    return line_noise(sentence) or ("tentative" if is_tentative(sentence) else None)


def _tentative_reason(sentence: str) -> NoiseReason | None:
    return "tentative" if is_tentative(sentence) else None


def is_tentative(sentence: str) -> bool:
    """True for hedged talk: "maybe someday", "not sure yet", "I might", 可能, 也许, 再说吧."""
    return _TENTATIVE.search(approximated.plain(sentence.lower())) is not None


SO_THEN: Final = (
    r"(?i:(?<!\bi'm)(?<!\bam)(?<!\bis)(?<!\bare)(?<!\bnot)(?<!\breally)(?<!\bit's)\s+so\s+"
    r"(?=(?:i|we|my|our|you|your|it|that|there|maybe|probably|perhaps|possibly)\b))"
)
"""A "so" that opens a clause of consequence ("I work nights so maybe I'll answer late"), not
one that intensifies ("I'm so tired", "I love it so much")."""
_PARTS: Final = re.compile(
    r"(?<=[,;，；])\s*|\s+(?:but|though|although)\s+|但是|不过|可是|(?<![不非])但(?!愿)"
    r"|(?i:\s+(?:and|and then|then)\s+(?=(?:i|we|i'll|i'm|i'd|we'll|we're|we'd|maybe|might"
    r"|probably|perhaps|possibly)\b))|(?<=[\u4e00-\u9fff])(?:然后|之后|完了)(?=可能|也许|或许|说不定)"
    rf"|{SO_THEN}"
)
"""Where a sentence's clauses part: punctuation, a contrast, and an "and" (or 然后) that opens
a clause of its own ("flying to Oslo on the 3rd and I might drive up to Bergen after")."""


def stated_before_hedge(sentence: str) -> str:
    """What a sentence states before a later clause that hedges ("I eat gluten-free, I think
    I might be celiac", 我吃素，可能会改): a hedge does not take back what came before it
    (nothing when the first clause hedges). A wish right before the hedge is what the hedge
    doubts ("I want to learn guitar but I probably won't have time", 想养只猫，但房东不一定让):
    it goes with it."""
    parts = [part for part in _PARTS.split(sentence) if part.strip()]
    hedged = [index for index, part in enumerate(parts) if is_tentative(part)]
    if not hedged or hedged[0] == 0:
        return ""
    stated = parts[: hedged[0]]
    if wished(stated[-1]):  # the hedge doubts the wish, however short it is
        while stated and wished(stated[-1]):
            stated.pop()
    elif any(
        (hedges_all(p) and not after_consequence(sentence, p)) or bends_back(p)
        for p in parts[hedged[0] :]
    ):
        return ""  # "I'm vegan so probably no cheese": the hedge doubts the consequence (g55s)
    return "".join(stated).rstrip(" ,;，；")


_WISH: Final = re.compile(
    r"\b(?:i want|i wanna|i'd like|i would like|i'd love|i would love|i hope|i'm hoping"
    r"|i am hoping|want to|wanna|hoping to|would like to|'d love to|plan to|planning to)\b"
    r"|想|希望|打算|计划|准备",
)
"""A wish or an intention, which a hedge after it doubts (想学吉他，但估计没时间)."""


def wished(clause: str) -> bool:
    """True for a clause that says a wish or an intention ("I want to…", 想…, 打算…)."""
    return _WISH.search(clause.lower()) is not None


def hedges_all(clause: str) -> bool:
    """True for a clause that is only a hedge ("not sure yet", "we'll see", 但还不确定): it
    hedges the whole sentence, not a statement of its own."""
    rest = _TENTATIVE.sub(" ", clause.lower())
    words = re.findall(r"[a-z']+", rest)
    han = re.findall(r"[\u4e00-\u9fff]", rest)
    return len(words) < 3 and len(han) < 3 and not asks_detail(rest)  # 还没想好叫啥 (g55s)


def _whole_json(text: str) -> bool:
    stripped = text.strip()
    if len(stripped) < 2 or stripped[0] not in "[{" or stripped[-1] not in "]}":
        return False
    try:
        json.loads(stripped)
    except ValueError:
        return False
    return True


def _markup_share(text: str) -> float:
    tags = sum(len(match) for match in _MARKUP_TAG.findall(text))
    return tags / len(text)


_ANNOYANCES: Final = re.compile(
    r"\b(?:mondays?|monday mornings?|meetings?|traffic|taxes|doing (?:my )?taxes|paperwork"
    r"|deadlines?|overtime|bureaucracy|being on hold|on hold|spam|jet ?lag"
    r"|hangovers?|fixing bugs|merge conflicts|rush hour|queues?|waiting in line|alarm clocks?"
    r"|the dmv|stand-?ups?|performance reviews?|mosquitoes)\b"
    r"|周一|星期一|礼拜一|开会|加班|堵车|改bug|修bug|改BUG|写周报|周报|日报|早八|排队|内卷|催婚|deadline"
    r"|ddl|调休|挤地铁|甲方|改需求|蚊子"
)
"""What nearly everyone dislikes: a like of it is sarcasm ("I just LOVE Mondays", 最爱加班)."""
_SARCASM: Final = re.compile(
    r"\byeah right\b|\boh joy\b|\bhow fun\b|\bjust what i needed\b|\bsaid no one\b"
    r"|^oh (?:sure|great|yay|joy|wonderful|fantastic|perfect|goody)\b|\bnothing says fun like\b"
    r"|\bwhat fun\b|\bliving the dream\b"
    r"|\bsaid nobody\b|(?:^|\s)/s\b|🙃|🙄|呵呵|对对对|可太[\u4e00-\u9fff]{1,6}了呢|[呢哦]🙂"
    r"|真是太好了呢"
)
"""Markers of sarcasm: a like said with one is not meant."""
_LIKED: Final = frozenset(("like",))
_REPEATED_CRY: Final = re.compile(r"([\u4e00-\u9fff]{1,2}了)\1+")
"""A cry said twice (爱了爱了, 绝了绝了): an exclamation, often ironic, with no object."""


def sarcastic(slot: str, value: str, text: str) -> bool:
    """True for a like the sentence does not mean: of something nearly everyone dislikes
    (Mondays, traffic, 加班), or said with a marker of sarcasm ("yeah right", 呵呵, 对对对)."""
    if slot not in _LIKED:
        return False
    if any(value in m.group(0) for m in _REPEATED_CRY.finditer(text)):
        return True  # 爱了爱了, 绝了绝了: a cry, its pieces like nothing
    return (
        _ANNOYANCES.search(value.lower()) is not None or _SARCASM.search(text.lower()) is not None
    )


_DREAMT: Final = re.compile(r"\b(?:dreamt|dreamed|dreaming|had a dream)\b|梦见|梦到|做梦|做了个梦")
_REPORTED: Final = re.compile(
    r"\b(?:keeps? saying|kept saying|always says?|says?|said|told me|tells me|goes|went)"
    r"\s*[,:]?\s*['‘\"“]"
    r"|(?<!小)(?:说|讲|问|喊|嚷嚷)(?:了|过|道)?[：:]?\s*[“「\"]",
    re.IGNORECASE,
)
"""Someone's words quoted after a verb of saying: their words, no one's dated fact."""
_NONE_DONE: Final = re.compile(r"\b(?:zero|0) [a-z-]+s\b|零(?:个|次|场|本|篇|趟|回)")
"""A count of nothing ("I've run zero marathons", 今年跑了零个马拉松): nothing happened."""
_EN_OTHER_START: Final = re.compile(
    r"^(?:(?:so|and|but|well|oh|omg|lol|btw|also|guess what),? )*"
    r"(?:(?:half|most|some|all|one|two|a few|many|several|none)(?: of)? )?(?:my|our) (?:\w+ )?"
    r"(?P<who>roommate|flatmate|housemate|sister|brother|sis|bro|mom|mum|dad|mother|father|parents"
    r"|wife|husband|partner|boyfriend|girlfriend|bf|gf|friend|buddy|bestie|cousin|aunt|uncle"
    r"|grandma|grandpa|grandmother|grandfather|son|daughter|kid|kids|boss|manager|coworker"
    r"|co-worker|colleague|neighbor|neighbour|teacher|niece|nephew|fiancé|fiance|fiancée"
    r"|in-laws|team|landlord|doctor|dog|cat)s?\b(?! and i\b)"
)
_ZH_OTHER_START: Final = re.compile(
    r"^(?:对了|话说|哎|唉|哈哈|天哪|你知道吗)?[，,]?我(?:的|们家的?|家)?(?P<who>室友|舍友|姐姐?|哥哥?|妹妹?|弟弟?|妈妈?|爸爸?"
    r"|父母|爸妈|老婆|老公|对象|男朋友|女朋友|男友|女友|朋友|闺蜜|兄弟|表[哥姐弟妹]|堂[哥姐弟妹]|舅舅|姑姑"
    r"|阿姨|叔叔|奶奶|爷爷|外婆|外公|姥姥|儿子|女儿|孩子|老板|领导|同事|邻居|老师|侄子|侄女|外甥|狗|猫)"
    r"(?![和跟与]我)"
)


_EN_THIRD_START: Final = re.compile(
    r"^(?:(?:so|and|but|well|oh|btw|also|guess what),? )*(?:he|she|they)(?:'s|'re|'ve|'d)?\b"
)
_ZH_THIRD_START: Final = re.compile(r"^(?:对了|话说|哎|唉)?[，,]?[他她]们?(?![和跟与]我)")
"""A sentence opening with someone else's pronoun ("They moved to Tampa last month, my old
roommates", 他们上个月搬去坦帕了): their doing, not the user's."""


def event_subject(text: str, chinese: bool) -> str | None:
    """Whose dated statement this is: None for the user's own, "" for a dream ("I dreamt I
    was a pilot last night", 昨晚梦见…: no one's), else the person close to the user who did
    it ("my roommate quit smoking last month" → roommate, 我室友上个月戒烟了 → 室友; "my
    sister and I" is the user's own)."""
    if _DREAMT.search(text.lower()) or _REPORTED.search(text) or _NONE_DONE.search(text.lower()):
        return ""
    third = _ZH_THIRD_START if chinese else _EN_THIRD_START
    if third.match(text.strip().lower()):
        return (
            ""  # "They moved to Tampa last month, my old roommates", 她上周辞职了: not the user's
        )
    found = (
        _ZH_OTHER_START.match(text.strip())
        if chinese
        else _EN_OTHER_START.match(text.strip().lower())
    )
    return found.group("who") if found is not None else None


FAMOUS: Final = [
    *(
        "秦始皇 汉武帝 唐太宗 唐玄宗 宋徽宗 康熙 乾隆 雍正 武则天 慈禧 成吉思汗 曹操 诸葛亮 刘备"
        " 关羽 孙悟空 猪八戒 沙僧 唐僧 玉皇大帝 如来佛祖 王母娘娘 观音菩萨 孔子 老子 庄子 爱因斯坦"
        " 牛顿 拿破仑 马斯克 乔布斯 比尔盖茨 马云 马化腾 雷军 周杰伦 奥特曼 超人 蝙蝠侠 钢铁侠"
        " 蜘蛛侠 哈利波特 福尔摩斯 皇上 上帝 天王老子 外星人 霸道总裁 宇宙之王 地球之王"
    ).split(),
    "napoleon", "napoleon bonaparte", "batman", "superman", "spider-man", "spiderman", "iron man",
    "einstein", "albert einstein", "shakespeare", "beyonce", "beyoncé", "taylor swift",
    "elon musk", "steve jobs", "bill gates", "the queen", "the pope", "santa", "santa claus",
    "god", "jesus", "harry potter", "sherlock holmes", "gandalf", "darth vader",
    "julius caesar", "cleopatra", "genghis khan", "king of the world", "the king of england",
]  # fmt: skip
"""Famous people and characters (data): "I'm Napoleon", 我是秦始皇 is a joke, not a name."""
_FAMOUS_CLAIM: Final = re.compile(
    r"(?:我(?:就|才|可)?是|我叫|本人|朕乃|朕是)(?:"
    + "|".join(w for w in FAMOUS if not w.isascii())
    + r")(?![\u4e00-\u9fff]{0,1}(?:的|粉|迷|专家|研究|爱好者|中学|小学|大学|路|街))"
    + r"|\b(?:i'm|i am|im|call me|my name is|my name's)\s+(?:"
    + "|".join(re.escape(w) for w in FAMOUS if w.isascii())
    + r")\b(?!\s*(?:fan|expert|scholar|impersonator|'s))"
)


def claims_fame(text: str) -> bool:
    """True for a user claiming to be someone famous (我是秦始皇, "I'm Napoleon"): a joke."""
    return _FAMOUS_CLAIM.search(text.lower()) is not None
