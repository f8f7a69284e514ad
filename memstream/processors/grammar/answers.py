"""Answers to the assistant's question: a short reply takes the slot the question asked about.

"What kind of music do you like?" then "Mostly jazz, some soul" (likes); "Where are you
based?" then "Lisbon" (home); 有什么忌口吗？ then 不吃香菜. The question's slot comes from a
small lexicon per slot (question words with slot nouns and verbs, as data); the answer is
read by the grammar itself, as the slot's plain statement ("I like jazz", 我住在成都), so
every slot keeps its own reader. A list gives several values; "not really", none, 没有 give
nothing. A yes/no question answered "yes" ("Are you vegetarian?" → "I am") is the question
said as a statement ("I am vegetarian"), so it gives a value only when the question names
one. An answer that is a question, a joke, about someone else, or a sentence with its own
subject is no answer here: it is read as any sentence.

Pure: the question is given by the caller (the extract stage's session buffer).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from memstream.processors.grammar.en_pos import tag
from memstream.processors.grammar.fills import NEGATE, Fill

Parse = Callable[[str], list[Fill]]


@dataclass(frozen=True, slots=True)
class Asked:
    """What a question asks about: its slot (None when it names none), and for a yes/no
    question, the question said as the user's statement."""

    slot: str | None
    statement: str | None = None


@dataclass(frozen=True, slots=True)
class Reading:
    """How an answer about one slot is read: the slots it may fill, its plain statements
    in English and in Chinese (`{}` is the answer), and whether a list gives several values."""

    takes: frozenset[str]
    en: tuple[str, ...]
    zh: tuple[str, ...]
    listed: bool = True


def _reading(takes: str, en: str, zh: str, listed: bool = True) -> Reading:
    return Reading(frozenset(takes.split()), tuple(en.split("|")), tuple(zh.split("|")), listed)


READINGS: Final[dict[str, Reading]] = {
    "like": _reading("like dislike habit", "I like {}|I love {}", "我喜欢{}|我爱{}"),
    "dislike": _reading("dislike like", "I dislike {}|I hate {}", "我讨厌{}|我不喜欢{}"),
    "home_location": _reading(
        "home_location", "I live in {}|I'm based in {}", "我住在{}|我在{}生活", False
    ),
    "allergy": _reading("allergy diet dislike", "I'm allergic to {}", "我对{}过敏"),
    "diet": _reading("diet allergy dislike", "I'm {}|I eat {}|I don't eat {}", "我不吃{}|我吃{}"),
    "role": _reading(
        "role employer", "I'm a {}|I work as a {}|I work in {}", "我是{}|我做{}", False
    ),
    "employer": _reading(
        "employer role", "I work at {}|I work for {}", "我在{}工作|我在{}上班", False
    ),
    "pet": _reading("pet", "I have {}", "我养了{}|我家有{}", False),
    "relation": _reading("relation", "I have {}|I have a {}", "我有{}|我有个{}"),
    "languages": _reading("languages", "I speak {}", "我会说{}|我会{}"),
    "skill": _reading("skill languages", "I know {}|I can {}", "我会{}"),
    "pref.editor": _reading("pref.editor", "I use {}|I code in {}", "我用{}", False),
    "name": _reading("name", "My name is {}|I'm {}", "我叫{}|我是{}", False),
    "condition": _reading("condition", "I have {}", "我有{}"),
    "project": _reading("project", "I'm working on {}|I'm building {}", "我在做{}"),
    "goal": _reading("goal", "I want to {}|My goal is to {}", "我想{}|我的目标是{}"),
    "choice": _reading(
        "pref.units pref.format pref.theme pref.response_length pref.tone pref.indentation "
        "pref.emoji pref.reply_language pref.editor",
        "I prefer {}",
        "我喜欢用{}|我喜欢{}",
        False,
    ),
}
"""Each slot a question can ask about, and how its answer is read ("choice": one of the
ways the assistant offers to answer, "metric or imperial?", 要表格还是列表？)."""

_EN_ASKS: Final = (
    ("allergy", r"\ballerg"),
    ("diet", r"\bdiet(?:ary)?\b|\bvegetarian|\bvegan|\bdon'?t eat\b|\bfoods? (?:to )?avoid"),
    ("pet", r"\bpets?\b|\banimals?\b"),
    ("relation", r"\b(?:kids|children|siblings|brothers or sisters|grandkids|grandchildren)\b"),
    ("condition", r"\b(?:health|medical) (?:conditions?|issues?|problems?)\b|\bconditions?\b"),
    ("languages", r"\blanguages?\b.*\b(?:speak|know|fluent)|\bspeak\b"),
    ("skill", r"\b(?:programming languages?|tech stack|stack)\b|\bwhat .*\bcan you do\b"),
    ("pref.editor", r"\b(?:editor|ide|code editor)\b"),
    ("employer", r"\bwhere do you work\b|\bwho do you work for\b|\b(?:company|employer|firm)\b"),
    (
        "role",
        r"\bwhat do you do\b(?! for fun| in your| on (?:the )?weekends?)"
        r"|\b(?:job|profession|occupation|line of work|your role|work as)\b"
        r"|\bdo for (?:work|a living)\b|\bwhat kind of work\b",
    ),
    (
        "home_location",
        r"\bwhere\b.*\b(?:live|based|located|living|stay)\b|\b(?:which|what) (?:city|town|country)"
        r"\b|\bwhere are you(?: at)?\??$",
    ),
    ("name", r"\byour name\b|\bwhat should i call you\b|\bwho am i (?:talking|speaking) to\b"),
    ("dislike", r"\b(?:dislike|hate|can'?t stand|don'?t like|not a fan of)\b"),
    ("project", r"\bwhat are you (?:working on|building)\b|\byour (?:project|side project)s?\b"),
    ("goal", r"\byour goals?\b|\bwhat do you (?:want|hope) to (?:achieve|accomplish)\b"),
    (
        "like",
        r"\b(?:do|did) you (?:like|enjoy|love)\b|\bare you into\b|\byou(?:'re| are) into\b"
        r"|\bwhat (?:kind|sort|type)s? of .+ do you (?:like|enjoy|love|read|watch|listen to|play)\b"
        r"|\bgo-?to\b|\bfavou?rites?\b|\bhobb(?:y|ies)\b|\bfor fun\b"
        r"|\bin your (?:free|spare) time\b"
        r"|\bwhat (?:do|did) you (?:usually )?(?:listen to|read|watch|play)\b",
    ),
)
_ZH_ASKS: Final = (
    ("allergy", r"过敏"),
    (
        "diet",
        r"忌口|吃素|素食|不吃什么|(?:什么|啥)不(?:能)?吃|(?:饮食|吃的方面).*(?:禁忌|要求|限制)",
    ),
    ("relation", r"(?:几个|有没有|有)(?:孩子|小孩|兄弟姐妹)"),
    ("pet", r"宠物|养(?:了|没养|不养)?(?:什么|啥|猫|狗)?(?:吗|没)?"),
    ("skill", r"(?:编程|写代码|开发|技术栈).*(?:什么|哪)|(?:什么|哪种|哪些)语言(?:写|编程|开发)"),
    ("condition", r"(?:什么|哪些|有没有)(?:病|慢性病|基础病|疾病)|身体(?:状况|情况)|健康问题"),
    ("languages", r"(?:什么|哪些|几种|哪几种)(?:语言|外语)|会说.*(?:什么|吗|哪)"),
    ("pref.editor", r"编辑器|IDE|ide"),
    ("employer", r"(?:哪家|什么|哪个)公司|在哪(?:里|儿)?(?:上班|工作)|单位"),
    (
        "role",
        r"做什么(?:工作|的)|干(?:哪|什么|啥)(?:一)?行|(?:什么|啥)(?:工作|职业)|职业|干什么的|做啥的",
    ),
    (
        "home_location",
        r"住(?:在)?哪|在哪(?:个|座)?城市|哪个城市|(?:现在)?在哪(?:里|儿)?(?:生活|住)|坐标",
    ),
    ("name", r"叫什么名字|怎么称呼|你叫什么"),
    ("skill", r"会(?:什么|哪些)(?:技能|编程)?|擅长"),
    ("dislike", r"讨厌|不喜欢|受不了|反感"),
    ("goal", r"目标"),
    ("like", r"喜欢|爱(?:吃|喝|看|听|玩)|爱好|兴趣|消遣|最爱"),
)
EN_ASKS: Final = tuple((slot, re.compile(p, re.IGNORECASE)) for slot, p in _EN_ASKS)
ZH_ASKS: Final = tuple((slot, re.compile(p)) for slot, p in _ZH_ASKS)
"""The question lexicon: the first slot whose words a question holds is what it asks."""

_EN_NOT_ASKING: Final = re.compile(
    r"\b(?:would you like|do you want|you'd like|should i|can i|could i|shall i|want me to|"
    r"like me to|how about|what about|does (?:he|she|it|that)|is (?:he|she|it|that|this)|"
    r"your (?:wife|husband|partner|son|daughter|kids?|friend|mom|dad|mother|father|boss)|"
    r"(?:he|she|they) (?:like|live|work|speak))\b",
    re.IGNORECASE,
)
_ZH_NOT_ASKING: Final = re.compile(
    r"要不要|需要我|要我|我帮你|想让我|他|她|你(?:的)?(?:老婆|老公|孩子|朋友|爸|妈)"
)
"""Questions that offer, or ask about someone else: their answer is no fact of the user's."""

_EN_YES_NO: Final = re.compile(
    r"^(?:and |so |also )?(?P<verb>are|do|have|can|did|were)(?: you)? (?P<rest>.+?)\??$",
    re.IGNORECASE,
)
_EN_STATED: Final = {"are": "I'm", "do": "I", "have": "I have", "can": "I can", "did": "I"}
_EN_YES: Final = re.compile(
    r"^(?:yes|yeah|yep|yup|yea|sure|definitely|absolutely|of course|correct|indeed|right|"
    r"that's right|i am|i'm|i do|i have|i can|i did)(?:[ ,!.]+(?:i am|i do|i have|i can|"
    r"indeed|absolutely|definitely|sure|lol|haha)?)*[.!]*$",
    re.IGNORECASE,
)
_EN_YES_LEAD: Final = re.compile(
    r"^(?:yes|yeah|yep|yup|yea|sure|i do|i have)[ ,!.:]+", re.IGNORECASE
)
_EN_NONE: Final = re.compile(
    r"^(?:no|nope|nah|not really|none|nothing|not at all|n/?a|not yet|not any|no one|nobody|"
    r"neither|never|i don't|i do not|i'm not|i am not|i haven't|i can't|idk|dunno|"
    r"not sure|i don't know|no idea|hmm+|um+|well|wait|hold on|hang on|one sec|let me think|"
    r"good question|depends|it depends|anything|everything|whatever|all of them|ok|okay|sure|"
    r"thanks|thank you|thx|hey|hi|hello|oh|wow|aw+|congrats|great|cool|nice|awesome|lol)\b",
    re.IGNORECASE,
)
_EN_HEDGE: Final = re.compile(
    r"^(?:(?:mostly|mainly|usually|probably|maybe|just|only|definitely|honestly|oh|"
    r"i'd say|i guess|i think|i suppose|i'd go with|gotta be|has to be|must be|"
    r"well|um|uh|hmm|currently|right now|these days|at the moment|a lot of|lots of|"
    r"some|plenty of|also|and|plus|especially|anything with|in|from)[ ,:]+)+",
    re.IGNORECASE,
)
_EN_TAIL: Final = re.compile(
    r"(?:[ ,]+(?:mostly|mainly|i guess|i think|i'd say|probably|honestly|these days|"
    r"at the moment|right now|for now|mainly|lately|actually|though|too|i suppose|"
    r"hands down|for sure|obviously|definitely|no doubt|of course|by far|for real))+[.!]*$"
    r"|[.!]+$",
    re.IGNORECASE,
)
_EN_OWN_SUBJECT: Final = re.compile(
    r"^(?:i|i'm|i've|i'd|i'll|me|my|we|we're|our|you|your|he|he's|his|she|she's|her|they|"
    r"they're|their|it|it's|that|that's|this|there|there's|what|why|how|who|when|where)\b",
    re.IGNORECASE,
)
_EN_JOKE: Final = re.compile(r"\b(?:lol|lmao|haha\w*|jk|kidding|joking)\b|😂|🤣", re.IGNORECASE)
_EN_SPLIT: Final = re.compile(r"\s*(?:,|;|/|&|\band\b|\bor\b|\bplus\b|\bbut\b)\s*", re.IGNORECASE)
_EN_ARTICLE: Final = re.compile(r"^(?:a|an)\s+", re.IGNORECASE)

_ZH_YES: Final = re.compile(
    r"^(?:是|是的|对|对的|对啊|嗯|嗯嗯|有|会|当然|没错|是啊|确实|没错)[的啊呀吧哈！!。~]*$"
)
_ZH_NONE: Final = re.compile(
    r"^(?:没有|没|不|无|都不|没什么|啥也没|什么都没|没啥|不会|不是|暂时没|还没|目前没|一般般|不知道|说不好|"
    r"谢谢|多谢|哈哈|你好|嗨|等(?:一)?下|等等|稍等|我想想|让我想想|看情况|随便|都行|都可以|都(?:还)?好|都喜欢|好问题|好的|行|嗯+$)"
)
_ZH_HEDGE: Final = re.compile(
    r"^(?:(?:嗯+|呃+|额+|哦|噢|主要是|主要|大概是|大概|可能是|可能|应该是|应该|就是|就|只有|只|"
    r"一般是|一般|平时|目前|现在|最近|比较喜欢|挺喜欢|还是|算是|还有|比如|像)[，,、\s]*)+"
)
_ZH_TAIL: Final = re.compile(
    r"(?:[吧啊呀哈嘛呢咯啦的]|[，,]?(?:之类的|什么的|这些|等等|比较多|居多|为主|吧)|[。！!~～])+$"
)
_ZH_OWN_SUBJECT: Final = re.compile(
    r"^(?:我|你|他|她|它|我们|咱|大家|人家|这|那|谁|为什么|怎么|什么)"
)
_ZH_JOKE: Final = re.compile(r"哈哈|开玩笑|逗你|😂|🤣")
_ZH_SPLIT: Final = re.compile(r"\s*(?:[，,、/；;]|和|跟|还有|以及|或者|或)\s*")
_EN_OR: Final = re.compile(r"\w \bor\b \w", re.IGNORECASE)
_ZH_OR: Final = re.compile(r"还是")
_ZH_QUESTION_END: Final = re.compile(r"[？?]|[吗呢嘛]$")


_EN_NAME_OF: Final = re.compile(
    r"\byour (?P<kind>\w+)(?:'s| 's) name\b|\bwhat(?:'s| is) your (?P<kind2>\w+) called\b"
    r"|\bwhat do you call (?:your|the) (?P<kind3>\w+)\b"
    r"|\bwhat did you name (?:your|the) (?P<kind4>\w+)\b",
    re.IGNORECASE,
)
_ZH_NAME_OF: Final = re.compile(
    r"你(?:家|的|家的)?(?P<kind>[\u4e00-\u9fff]{1,3}?)(?:叫(?:什么|啥)|的?名字(?:是|叫)(?:什么|啥))"
)
"""A question for the name of the user's pet or relation ("What's your dog's name?",
你家狗叫什么)."""
NAMED: Final = "named"


def _name_asked(question: str, chinese: bool) -> Asked | None:
    """A question for a name: its answer is read as "my <kind> is called <answer>"."""
    found = (_ZH_NAME_OF if chinese else _EN_NAME_OF).search(question)
    if found is None:
        return None
    kind = next(group for group in found.groups() if group)
    return Asked(NAMED, f"我家{kind}叫{{}}" if chinese else f"My {kind.lower()} is called {{}}")


def asked(message: str, chinese: bool) -> Asked | None:
    """What the assistant's message asks the user (its last sentence, a question), or None."""
    question = _last_question(message)
    if question is not None and (name := _name_asked(question, chinese)) is not None:
        return name
    if question is not None and (_ZH_OR if chinese else _EN_OR).search(question):
        return Asked("choice")
    if question is None or (_ZH_NOT_ASKING if chinese else _EN_NOT_ASKING).search(question):
        return None
    asks = ZH_ASKS if chinese else EN_ASKS
    slot = next((slot for slot, pattern in asks if pattern.search(question)), None)
    statement = _zh_statement(question) if chinese else _en_statement(question)
    if slot is None and statement is None:
        return None
    return Asked(slot, statement)


def _last_question(message: str) -> str | None:
    """The message's last sentence, when it is a question."""
    parts = [p.strip() for p in re.split(r"(?<=[.!?。！？])\s*|\n+", message.strip()) if p.strip()]
    if not parts:
        return None
    last = parts[-1]
    return last.rstrip("?？ ") if re.search(r"[?？]$", last) else None


def _en_statement(question: str) -> str | None:
    """A yes/no question said by the user ("are you vegetarian" → "I'm vegetarian")."""
    found = _EN_YES_NO.match(question.strip())
    if found is None or not re.match(r"^(?:are|do|have|can|did|were) you\b", question, re.I):
        return None
    rest = re.sub(r"\b(?:any|ever)\s+", "", found.group("rest")).strip()
    rest = re.sub(r"\byour\b", "my", re.sub(r"\byou\b", "me", rest, flags=re.I), flags=re.I)
    verb = found.group("verb").lower()
    return f"{_EN_STATED.get(verb, 'I')} {rest}" if verb != "were" else f"I was {rest}"


def _zh_statement(question: str) -> str | None:
    """A yes/no question said by the user (你是素食者吗 → 我是素食者; 你吃不吃辣 → 我吃辣)."""
    said = question.strip()
    if not said.startswith("你") or re.search(r"什么|啥|哪|几|怎么|多少|谁", said):
        return None
    if said.endswith("吗"):
        said = said[:-1]
    else:
        said, count = re.subn(r"(.)(?:不|没)\1", r"\1", said, count=1)
        if count == 0:
            return None
    return "我" + said[1:].replace("有没有", "有")


def answered(text: str, chinese: bool, question: Asked, parse: Parse) -> list[Fill]:
    """What a short answer to the question says about the user (nothing when it is no
    answer: a question, a joke, a sentence of its own, a no)."""
    said = text.strip()
    if (
        not said
        or _ZH_QUESTION_END.search(said)
        or (_ZH_JOKE if chinese else _EN_JOKE).search(said)
    ):
        return []
    if question.slot == NAMED:
        return _name_answered(said, chinese, question, parse)
    yes = _ZH_YES if chinese else _EN_YES
    if yes.match(said) or (chinese and _echoes(said, question)):
        return _stated(question, parse)
    if not chinese:
        said = _EN_YES_LEAD.sub("", said)
    if question.slot is None or (_ZH_NONE if chinese else _EN_NONE).match(said):
        return []
    return _as_slot(said, chinese, READINGS[question.slot], parse)


def _name_answered(said: str, chinese: bool, question: Asked, parse: Parse) -> list[Fill]:
    """A name given for the pet or relation asked about ("Biscuit!", 豆豆): one or two words,
    a name as written (capitalised in English), nothing else."""
    name = trimmed(re.split(r"[,，.!。！;；(（]", said, maxsplit=1)[0], chinese)
    shape = _ZH_NAME if chinese else _EN_NAME
    if not shape.fullmatch(name) or (_ZH_NONE if chinese else _EN_NONE).match(name):
        return []
    fills = parse(str(question.statement).format(name))
    return [f for f in fills if f.slot in ("pet", "relation") and f.value == name]


_EN_NAME: Final = re.compile(r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?")
_ZH_NAME: Final = re.compile(r"[\u4e00-\u9fffA-Za-z]{1,4}")


def _echoes(said: str, question: Asked) -> bool:
    """A Chinese yes that repeats the question's verb (你会说日语吗 → 会说)."""
    core = _ZH_TAIL.sub("", said)
    statement = question.statement or ""
    return 0 < len(core) <= 3 and core in statement and not core.startswith(("不", "没"))


def _stated(question: Asked, parse: Parse) -> list[Fill]:
    """A "yes": the question's statement, when it names a value."""
    if question.statement is None:
        return []
    fills = [f for f in parse(question.statement) if f.subject == "user" and f.action != NEGATE]
    return fills if question.slot is None else [f for f in fills if _takes(question.slot, f)]


def _takes(slot: str, fill: Fill) -> bool:
    return fill.slot in READINGS[slot].takes or fill.slot == slot


def _as_slot(said: str, chinese: bool, reading: Reading, parse: Parse) -> list[Fill]:
    """The answer as the slot's plain statements: each item of a list, or the whole."""
    first = trimmed(re.split(r"(?<=[.!?。！？])\s*", said, maxsplit=1)[0], chinese)
    if (_ZH_OWN_SUBJECT if chinese else _EN_OWN_SUBJECT).match(first):
        return []  # a sentence with its own subject: read as any sentence
    if not reading.listed:  # the whole answer, else its first part ("Lisbon, moved in May")
        part = trimmed(re.split(r"[,，;；]", first, maxsplit=1)[0], chinese)
        return _item_fills(first, chinese, reading, parse) or (
            _item_fills(part, chinese, reading, parse) if part != first else []
        )
    found = [(item, _item_fills(item, chinese, reading, parse)) for item in _items(first, chinese)]
    if any(not fills and _clause(item, chinese) for item, fills in found):
        return []  # a list holds things; a part that says something of its own makes it talk
    return [f for _, fills in found for f in fills]


def _items(said: str, chinese: bool) -> list[str]:
    """The items of a listed answer, each trimmed of hedges ("mostly jazz, some soul")."""
    parts = (_ZH_SPLIT if chinese else _EN_SPLIT).split(said)
    return [t for t in (trimmed(p, chinese) for p in parts) if t]


def trimmed(said: str, chinese: bool) -> str:
    """An answer without the hedges around it ("mostly jazz, I guess" → "jazz", 主要是爵士吧
    → 爵士)."""
    if chinese:
        core = _ZH_TAIL.sub("", _ZH_HEDGE.sub("", said.strip())).strip()
        return "" if _ZH_SURE.fullmatch(core) else core
    core = _EN_TAIL.sub("", _EN_HEDGE.sub("", said.strip())).strip(" ,.!")
    return "" if _EN_SURE.fullmatch(core) else core


_EN_SURE: Final = re.compile(
    r"(?:hands down|for sure|obviously|definitely|no doubt|without a doubt|of course|by far"
    r"|for real|100%|no contest|easily)",
    re.IGNORECASE,
)
_ZH_SURE: Final = re.compile(r"(?:毫无疑问|没得说|肯定的|当然|必须的|绝对的|无疑)")
"""A part of an answer that only says how sure it is ("Thai, hands down"; 川菜，没得说): no item."""


def _item_fills(item: str, chinese: bool, reading: Reading, parse: Parse) -> list[Fill]:
    """One item read by its own predicate (不吃香菜 → 我不吃香菜), else by the slot's
    statements, in order; only the fills the slot may take."""
    words = len(item) if chinese else len(item.split())
    if not item or words > (14 if chinese else 7):
        return []
    own = ("我" if chinese else "I ") + item
    if _clause(item, chinese):
        return _kept(own, reading, parse)
    bare = _EN_ARTICLE.sub("", item)  # "a dentist" → "I'm a dentist", not "I'm a a dentist"
    forms = reading.zh if chinese else reading.en
    said = [f.format(bare if f.endswith(" a {}") and not chinese else item) for f in forms]
    return next((kept for s in (own, *said) if (kept := _kept(s, reading, parse))), [])


def _kept(statement: str, reading: Reading, parse: Parse) -> list[Fill]:
    fills = [f for f in parse(statement) if f.subject == "user" and f.action != NEGATE]
    return [f for f in fills if f.slot in reading.takes]


_EN_FINITE: Final = frozenset("VBZ VBD VBP MD IN".split())
_ZH_CLAUSE: Final = re.compile(
    r"[我你他她它]|[了过着]|特别|非常|真的|太|挺|很|下次|昨天|今天|明天|刚才|一起|觉得|因为|所以|但是"
)


def _clause(item: str, chinese: bool) -> bool:
    """Words that say something of their own rather than name a thing (only the user's own
    predicate reads them: "love jazz" → "I love jazz", 不吃香菜 → 我不吃香菜)."""
    return _ZH_CLAUSE.search(item) is not None if chinese else _en_clause(item)


def _en_clause(item: str) -> bool:
    """True for English words that say something of their own (a finite verb: "Painting's
    great", "we usually watch"; a lead preposition: "during Thanksgiving"): only the
    user's own predicate reads them ("love jazz" → "I love jazz")."""
    words = item.replace("'s ", " is ").split()
    lead = tag(words[0]) == "IN" if words else False
    return lead or any(tag(w) in _EN_FINITE - {"IN"} for w in words[1:]) or "'" in item
