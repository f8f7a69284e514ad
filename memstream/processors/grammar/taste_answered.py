"""A taste the user asks about and answers at once, EN and ZH (issue 22, g55t): "You know what
I love? A proper cup of tea.", "Know what I can't stand? Loud chewing.", "Thing I hate most?
Traffic.", "Favourite snack? Olives, easily.", "Guilty pleasure? Reality TV.", 你知道我最爱吃
啥吗？火锅！, 我最讨厌什么？加班。, 我的本命？宫崎骏。

The question and its answer are two sentences; they are said again as the one statement the
grammar reads ("I love a proper cup of tea.", 我最爱吃火锅。). Nothing is joined when the question
is about someone else ("Know what my wife loves?"), asks the listener ("What do you love?"),
names more than the taste ("what I love about Python?"), or when the next sentence is no answer
(a question, a clause with its own subject, "not sure", a pronoun). Pure: sentences in, out.
"""

from __future__ import annotations

import re
from typing import Final

_EN_LIKE: Final = (
    r"love|luv|adore|like|enjoy|live\s+for|crave|am\s+obsessed\s+with|'m\s+obsessed\s+with"
    r"|can't\s+get\s+enough\s+of|cannot\s+get\s+enough\s+of"
)
_EN_HATE: Final = (
    r"hate|can'?t\s+stand|cannot\s+stand|can'?t\s+bear|despise|loathe|detest|can'?t\s+abide"
)
_EN_LEAD: Final = r"(?:(?:and|but|so|ok|okay|oh|honestly|also|plus|lol|haha|now|well)\b[\s,]*)*"
_EN_ASKED: Final = r"(?:\?+|[:：])"
"""A question mark, or a colon with the answer after it ("Things I love: rain, books")."""
_EN_LABEL: Final = re.compile(
    r"(?i)^(?:(?P<like>loves?|i\s+love)|(?P<hate>hates?|i\s+hate|can't\s+stand))\s*[:：]$"
)
"""A taste said as a field's label ("Love: sunflower halva. Hate: cold rain.")."""
_EN_ADVERBS: Final = r"(?:(?:really|truly|absolutely|honestly|actually|just|genuinely)\s+)*"
_EN_MOST: Final = r"(?:\s+(?:the\s+)?most|\s+more\s+than\s+anything(?:\s+else)?)?"
_EN_ASK: Final = (
    r"(?:(?:(?:do\s+)?(?:you|ya|u|y'all)\s+)?(?:know|kno|guess|wanna\s+know|want\s+to\s+know)"
    r"\s+(?:what|wot|wat|whut)\s+i|what\s+(?:do\s+)?i"
    r"|(?:[\w'-]+\s+){0,3}?(?:thing|things|stuff)\s+(?:that\s+)?i)"
)
_EN_VERB_ASKED: Final = re.compile(
    rf"(?i)^{_EN_LEAD}{_EN_ASK}\s+{_EN_ADVERBS}"
    rf"(?:(?P<like>{_EN_LIKE})|(?P<hate>{_EN_HATE})){_EN_MOST}\s*{_EN_ASKED}$"
)
_EN_FAVOURITE: Final = re.compile(
    r"(?i)^(?:my\s+)?(?:all[- ]time\s+|absolute\s+|number\s+one\s+)?(?:favou?rite|fave|fav)"
    rf"\s+(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s*{_EN_ASKED}$"
)
_EN_NAMED: Final = re.compile(
    r"(?i)^(?:my\s+)?(?:biggest\s+|one\s+|main\s+|ultimate\s+)?(?:(?P<like>guilty\s+pleasure"
    r"|weakness|kryptonite|comfort\s+food|happy\s+place|one\s+true\s+love)"
    r"|(?P<hate>pet\s+peeve|pet\s+hate|least\s+favou?rite\s+thing))\s*"
    rf"{_EN_ASKED}$"
)
_EN_NOT_ANSWER: Final = re.compile(
    r"(?i)^(?:i|i'm|i'd|i've|you|you're|we|he|she|they|it|it's|that|that's|this|there|there's"
    r"|not|no|nothing|none|idk|dunno|hmm+|who|what|why|how|when|where|can|could|would|should"
    r"|do|does|did|is|are|was|will|me|him|her|them|us|everything|anything|ha|haha|lol)\b"
)
_EN_FILLER: Final = re.compile(r"(?i)^(?:(?:oh|well|easy|simple|obviously|definitely)[,!.]*\s+)+")
_EN_MAX_WORDS: Final = 10

_ZH_LIKE: Final = "爱|喜欢|喜爱|钟意|中意|偏爱|享受|迷"
_ZH_HATE: Final = "讨厌|烦|受不了|恨|怕|反感|嫌弃|不喜欢|不爱|接受不了|看不惯"
_ZH_ASK_VERB: Final = re.compile(
    r"^(?:你们?|您)?(?:知道|猜猜?|晓得|知不知道)?(?:我|俺)(?P<most>最)?"
    rf"(?P<v>{_ZH_LIKE}|{_ZH_HATE})(?P<o>吃|喝|看|听|玩|干|做)?(?:的是|的)?"
    r"(?:什么|啥|啥子|哪个|哪样)(?:吗|嘛|不|么|呢)?[？?]+$"
)
_ZH_ASK_NAMED: Final = re.compile(
    r"^(?:我的|我)?(?:(?P<like>(?:人生)?(?:最爱|挚爱)|本命|心头好|真爱|最喜欢的)"
    r"|(?P<hate>雷点|死穴|最讨厌的|最受不了的|最烦的))(?:是)?(?:什么|啥)?(?:呢)?(?:[？?]+|[:：])$"
)
_ZH_ANSWER_LEAD: Final = re.compile(
    r"^(?:(?:那)?(?:当然|肯定|必须|绝对|毫无疑问|还用说)[，,]?(?:是|得是)?|就是|是|嘿嘿[，,]?|哈哈[，,]?)"
)
_ZH_NOT_ANSWER: Final = re.compile(r"[我你他她吗呢？?]|不知道|不清楚|没有|随便|都行|都可以")
_ZH_MAX_CHARS: Final = 24


def joined(sentences: list[str]) -> list[str]:
    """The sentences with a taste question the user answers at once said as one statement."""
    out: list[str] = []
    for sentence in sentences:
        said = _statement(out[-1], sentence) if out else None
        if said is None and (labelled := _labelled(sentence)) is not None:
            out.extend(_one_by_one(labelled))
        elif said is None:
            out.append(sentence)
        else:
            out[-1] = said
    return out


def _labelled(sentence: str) -> str | None:
    """A sentence that asks and answers in one, at a colon ("Guilty pleasure: reality TV",
    人生挚爱：冰美式、猫), said as the statement; None when it is not one."""
    parts = re.split(r"([:：])", sentence, maxsplit=1)
    if len(parts) < 3 or not parts[2].strip():
        return None
    head, colon, answer = parts
    label = _EN_LABEL.match(f"{head.strip()}{colon}")
    if label is not None and (thing := _en_answer(answer.strip())) is not None:
        return f"I {'love' if label.group('like') else 'hate'} {thing}"
    return _statement(f"{head.strip()}{colon}", answer)


def _one_by_one(statement: str) -> list[str]:
    """An English statement of a list said once per item ("I love hiking, paprika, bad puns."
    as "I love hiking." "I love paprika." ...); a statement of one thing as it is."""
    said = re.match(r"^(I (?:love|hate)) (.+?)[.!]?$", statement)
    items = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", said.group(2)) if said else []
    if said is None or len(items) < 2 or any(len(item.split()) > 4 for item in items):
        return [statement]
    return [f"{said.group(1)} {item}." for item in items if item]


def _statement(question: str, answer: str) -> str | None:
    """The statement a taste question and its answer say together; None when they are not."""
    if re.search(r"[\u4e00-\u9fff]", question):
        return _zh_statement(question.strip(), answer.strip())
    return _en_statement(question.strip(), answer.strip())


def _en_statement(question: str, answer: str) -> str | None:
    """'You know what I love? A proper cup of tea.' as 'I love A proper cup of tea.'."""
    thing = _en_answer(answer)
    if thing is None:
        return None
    if (asked := _EN_VERB_ASKED.match(question)) is not None:
        verb = "love" if asked.group("like") else "hate"
        return f"I {verb} {thing}"
    if (favourite := _EN_FAVOURITE.match(question)) is not None:
        return f"My favourite {favourite.group('noun').lower()} is {thing}"
    if (named := _EN_NAMED.match(question)) is not None:
        return f"I {'love' if named.group('like') else 'hate'} {thing}"
    return None


def _en_answer(answer: str) -> str | None:
    """An English sentence that names a thing and nothing more, without its filler."""
    said = _EN_FILLER.sub("", answer).strip()
    if not said or "?" in said or _EN_NOT_ANSWER.match(said):
        return None
    if len(said.split()) > _EN_MAX_WORDS:
        return None
    return said if said[-1] in ".!" else f"{said}."


def _zh_statement(question: str, answer: str) -> str | None:
    """我最讨厌什么？加班。 as 我最讨厌加班。"""
    thing = _zh_answer(answer)
    if thing is None:
        return None
    if (asked := _ZH_ASK_VERB.match(question)) is not None:
        return f"我{asked.group('most') or ''}{asked.group('v')}{asked.group('o') or ''}{thing}。"
    if (named := _ZH_ASK_NAMED.match(question)) is not None:
        return f"我最{'爱' if named.group('like') else '讨厌'}{thing}。"
    return None


def _zh_answer(answer: str) -> str | None:
    """A Chinese sentence that names a thing and nothing more, without its lead words."""
    said = _ZH_ANSWER_LEAD.sub("", answer).rstrip("。！!~～.啦呀啊了 ")
    if not said or _ZH_NOT_ANSWER.search(said) or len(said) > _ZH_MAX_CHARS:
        return None
    return said
