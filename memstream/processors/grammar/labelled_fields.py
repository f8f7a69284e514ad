"""A self-description typed as labelled fields, as in a bio or an intake form ("Name: Ruairidh
MacLeod", "Occupation: ferry deckhand", "Allergies: codeine, penicillin"; 姓名：王丽, 职业：小学
老师, 过敏：青霉素).

Each field is said as the sentence the grammar already reads ("I am a ferry deckhand", 我对青霉
素过敏), one sentence per listed item, so its value is read and cut as in any statement. The
labels are data, per slot and language. An English label must be capitalised ("Name:", not a
`name:` key of pasted config), a value must look like words (no braces, brackets, blanks to
fill or code), and nothing is read from a field whose label is not a known one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill

Parse = Callable[[str], list[Fill]]

PEOPLE_LABELS: Final = (
    "wife husband partner spouse girlfriend boyfriend son daughter kid kids child children baby"
    " dog cat puppy kitten horse rabbit parrot"
).split()
"""Labels naming one of the user's people or animals ("wife: Marta", "dog: Huckleberry"): a
form's field, never a key of pasted config, so read in lower case too."""
EN_FIELDS: Final[dict[str, str]] = {
    **dict.fromkeys(("name", "full name", "my name", "preferred name"), "My name is {}."),
    **dict.fromkeys(
        ("occupation", "job", "job title", "profession", "role", "position", "work", "title",
         "day job", "trade", "current role", "current job", "what i do"),
        "I am a {}.",
    ),
    **dict.fromkeys(
        ("employer", "company", "workplace", "organisation", "organization", "works at",
         "works for", "work for", "employed by", "employed at", "current employer"),
        "I work at {}.",
    ),
    **dict.fromkeys(
        ("location", "based in", "lives in", "home", "city", "residence", "current city", "based",
         "lives", "living in"),
        "I live in {}.",
    ),
    **dict.fromkeys(("languages", "language", "speaks", "languages spoken"), "I speak {}."),
    **dict.fromkeys(("timezone", "time zone", "tz"), "My timezone is {}."),
    **dict.fromkeys(
        ("allergies", "allergy", "allergic to", "known allergies"), "I'm allergic to {}."
    ),
    **dict.fromkeys(("diet", "dietary needs", "dietary requirements"), "My diet is {}."),
    **dict.fromkeys(("conditions", "medical conditions", "medical history", "condition", "dx",
                     "diagnosis", "diagnosed", "diagnoses", "chronic conditions",
                     "health conditions", "pmh", "medical", "health"), "I have {}."),
    **dict.fromkeys(("hobbies", "interests", "likes", "loves"), "I love {}."),
    **dict.fromkeys(("dislikes", "hates", "pet peeves"), "I hate {}."),
    **dict.fromkeys(("pets", "pet"), "I have {}."),
    **dict.fromkeys(("skills", "tech stack", "stack", "good at", "expertise"), "I'm good at {}."),
    **dict.fromkeys(
        ("project", "projects", "side project", "side projects", "current project",
         "working on", "building", "currently building", "currently working on"),
        "I'm working on {}.",
    ),
    **dict.fromkeys(
        ("office", "work location", "office location", "works in"), "My office is in {}."
    ),
    **dict.fromkeys(("editor", "ide"), "I use {}."),
    **dict.fromkeys(("allergic", "allergens"), "I'm allergic to {}."),
    **dict.fromkeys(("me", "about me", "who i am"), "I am a {}."),
    **dict.fromkeys(("where", "where i live", "home town", "hometown now", "live", "address"),
                    "I live in {}."),
    **{kin: f"My {kin} is {{}}." for kin in PEOPLE_LABELS},
    **dict.fromkeys(("reply length", "reply_length", "response length", "response_length",
                     "answer length", "answers"), "Keep answers {}."),
    **dict.fromkeys(("theme", "mode", "color scheme", "colour scheme"), "I use {} mode."),
    **dict.fromkeys(("indent", "indentation", "indents"), "I indent with {}."),
    **dict.fromkeys(("units",), "Use {} units."),
    **dict.fromkeys(("tone",), "Keep the tone {}."),
    **dict.fromkeys(("format", "formatting"), "Please use {}."),
    **dict.fromkeys(("reply in", "reply language", "answer in", "preferred language",
                     "response language"), "Please reply in {}."),
    **dict.fromkeys(("reply style", "reply_style", "answer style", "response style"),
                    "Keep answers {}."),
}  # fmt: skip
"""English labels (lower case) and the statement each field is said as."""
ZH_FIELDS: Final[dict[str, str]] = {
    **dict.fromkeys(("姓名", "名字", "称呼", "真名"), "我叫{}。"),
    **dict.fromkeys(("职业", "工作", "职位", "岗位", "身份", "行业岗位"), "我是{}。"),
    **dict.fromkeys(("公司", "单位", "工作单位", "就职于", "就职"), "我在{}工作。"),
    **dict.fromkeys(
        ("所在地", "所在城市", "城市", "现居", "现居地", "居住地", "常住地", "坐标"), "我住在{}。"
    ),
    **dict.fromkeys(("语言", "会的语言"), "我会说{}。"),
    **dict.fromkeys(("时区",), "我的时区是{}。"),
    **dict.fromkeys(("过敏", "过敏史", "过敏源", "过敏原"), "我对{}过敏。"),
    **dict.fromkeys(("忌口",), "我不吃{}。"),
    **dict.fromkeys(("病史", "基础病", "慢性病", "诊断", "既往史", "既往病史", "疾病史", "慢病"),
                    "我有{}。"),
    **dict.fromkeys(("爱好", "兴趣", "兴趣爱好", "喜欢"), "我喜欢{}。"),
    **dict.fromkeys(("讨厌", "雷区", "不喜欢"), "我讨厌{}。"),
    **dict.fromkeys(("宠物",), "我养了{}。"),
    **dict.fromkeys(("技能", "技术栈"), "我会{}。"),
    **dict.fromkeys(("编辑器", "IDE"), "我用{}。"),
    **dict.fromkeys(("主题", "配色"), "我用{}主题。"),
    **dict.fromkeys(("缩进",), "缩进用{}。"),
    **dict.fromkeys(("单位",), "请用{}单位。"),
    **dict.fromkeys(("语气",), "语气{}一点。"),
    **dict.fromkeys(("回复语言", "首选语言", "偏好语言"), "回复用{}。"),
}  # fmt: skip
"""Chinese labels and the statement each field is said as."""

_FIELD: Final = re.compile(r"^\s*(?P<label>[^:：]{1,24}?)\s*[:：]\s*(?P<value>\S.*?)\s*[.。!！]?$")
_NOT_WORDS: Final = re.compile(r"[{}\[\]<>=_`@#$|\\]|\.\.\.|…|\?|？|https?:")
_ITEMS: Final = re.compile(r"\s*(?:[,，、;；/]|\band\b|和|及)\s*")
_MULTI: Final = frozenset(
    "I speak {}.|I'm allergic to {}.|I have {}.|I love {}.|I hate {}.|I'm good at {}."
    "|我会说{}。|我对{}过敏。|我有{}。|我喜欢{}。|我讨厌{}。|我会{}。|我不吃{}。".split("|")
)
"""Statements a list of items is said as one by one ("Allergies: codeine, penicillin")."""
_EN_VALUE_WORDS: Final = 6
_ZH_VALUE_CHARS: Final = 16


_TITLE: Final = re.compile(r"^\s*[【\[(（][^】\])）]{1,12}[】\])）]\s*")
"""A record's title before its first label (【自我介绍】姓名：…): not part of the label."""
_ZH_ASKED_AFTER: Final = re.compile(r"\s+(?:帮我|帮忙|麻烦|请你?|能不能|可以|你帮).*$")
"""A request typed after the last field with only a space (坐标：北京东城 帮我改成一段话)."""
_ZH_UNIT_SYSTEMS: Final = frozenset("公制 英制 米制 国际单位制 公制单位 英制单位".split())
_NUMBERING_LEFT: Final = re.compile(r"\s+\d{1,2}[.)]?$")
"""The number of the next item of a numbered list, left at a value's end by the sentence
split ("6. Allergies: sesame 7. Anything else: ...")."""
_RECORD_BREAK: Final = re.compile(
    r"\s*(?:[•·|｜▪◦●\u3000]|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+|\s(?=[\u4e00-\u9fff]{1,6}[:：])"
    r"|(?:^|(?<=\s))[-–—*](?=\s)|(?:^|(?<=\s))\d{1,2}[.)、](?=\s*\D))\s*"
)
"""Where one field of a record typed on one line ends: a bullet, a pipe, a dash, a number, an
ideographic space or emoji between fields ("- allergic: tree nuts - diet: pescatarian",
现居：东莞｜技能：SAP, 坐标：厦门🌊　职业：UI设计师)."""


_TABLE_ROW: Final = re.compile(
    r"^\s*\|\s*(?P<label>[^|:：]{1,24}?)\s*\|\s*(?P<value>[^|\s][^|]*?)\s*\|?\s*$"
)
"""A row of a two-column markdown table ("| city | Tucson |", "| 城市 | 杭州 |"): a field
whose label is the first cell; a row of three cells or more is a table of something else."""


def record_fields(text: str, chinese: bool) -> list[str]:
    """The labelled fields of a record typed on one line, each as its own text, when at least
    two of them have a known label ("• editor: DataGrip • theme: dark", "name: Bo lives: Umeå",
    "name - Abebe; where - Addis Ababa"), or the one field of a row of
    a two-column table ("| city | Tucson |"); a bulleted line of one field and free notes
    ("- name: Priya - based in Leeds") gives the notes too; else empty."""
    dashed = _dashed_fields(text, chinese) or _bare_zh_fields(text, chinese)
    if dashed:
        return dashed
    if ":" not in text and "：" not in text:
        row = _TABLE_ROW.match(text) if text[:3].lstrip().startswith("|") else None
        field = f"{row['label']}: {row['value']}" if row is not None else ""
        return [field] if row and field_statements(field, chinese, any_case=True) else []
    fields = [part for part in _RECORD_BREAK.split(text) if part.strip()]
    if len(fields) >= 2 and chinese:
        fields[0] = _after_lead(fields[0], chinese)  # g56e: 报名表：姓名：周晓梅 城市：宁波
    if not chinese and len(fields) == 1:
        fields = _label_runs(text)
    known = [part for part in fields if field_statements(part, chinese, any_case=True)]
    if len(known) == 1 and len(fields) >= 2 and _BULLET_FIRST.match(text):
        return [part.strip() for part in fields]  # "- name: Priya - based in Leeds - ..."
    if len(known) == 1 == len(fields) and _label(known[0]) in PEOPLE_LABELS:
        return known  # "wife: Marta, nurse": hers, not the user's job
    return known if len(known) >= 2 else []


_ZH_OTHERS_LEAD: Final = (
    "示例", "例子", "模板", "样例", "范例", "测试", "假", "他", "她", "孩子", "儿子", "女儿",
    "老婆", "老公", "妈", "爸", "朋友", "客户", "同事", "学生",
)  # fmt: skip
"""Words of a Chinese lead that say the form is someone else's or an example (我儿子的报名表：,
示例：)."""


def _after_lead(field: str, chinese: bool) -> str:
    """A first field that opens with a lead and a colon before a known label (报名表：姓名：周
    晓梅): the field after the lead; any other field as it is."""
    found = _FIELD.match(field)
    if found is None or field_statements(field, chinese, any_case=True):
        return field
    inner = found.group("value")
    lead = found.group("label")
    own = not any(m in lead for m in _ZH_OTHERS_LEAD) if chinese else _own_lead(lead)
    return inner if own and field_statements(inner, chinese, any_case=True) else field


def _label(field: str) -> str:
    """The label of a field, in lower case ("" when it is none)."""
    found = _FIELD.match(field)
    return found.group("label").strip().lower() if found else ""


_BULLET_FIRST: Final = re.compile(r"^\s*(?:[-–—*•·▪◦●]|\d{1,2}[.)])\s")
_EN_LABEL_NEXT: Final = re.compile(
    r"\s+(?=(?:"
    + "|".join(sorted((re.escape(k) for k in EN_FIELDS if " " not in k), key=len, reverse=True))
    + r")\s*:\s)",
    re.IGNORECASE,
)
"""Where the next field of a record with no separator begins ("name: Bo Lindqvist lives:
Umeå languages: …"): before a known one-word label and its colon."""


def _label_runs(text: str) -> list[str]:
    """The fields of a record typed with no separators, each opening with a known label
    ("name: Bo lives: Umeå"); the whole text when any part's label is not a known one
    ("user_id: 1234, city: Shanghai": pasted config)."""
    parts = [part for part in _EN_LABEL_NEXT.split(text) if part.strip()]
    if len(parts) >= 3 and parts[0].rstrip().endswith(":") and _own_lead(parts[0]):
        parts = parts[1:]  # g56e: "Filling this out for the gym: Name: … City: …": a lead
    if all(_label(part) in EN_FIELDS for part in parts):
        return parts
    return [text]


_OTHERS_LEAD: Final = frozenset(
    {*w.RELATIONS, *w.PEOPLE_ROLES}
    | set("him her them his their client customer patient example sample template fake".split())
)
"""Words of a lead that say the form is someone else's or made up ("for my son:", "for a
client:", "example form:"); a lead that names what the form is for is the user's own ("for the
climbing gym:")."""


def _own_lead(lead: str) -> bool:
    """A short lead before the first label that is no label and names no one else."""
    said = set(re.findall(r"[a-z-]+", lead.lower()))
    return _label(lead) == "" and len(lead.split()) <= 10 and not said & _OTHERS_LEAD


_DASHED: Final = re.compile(
    r"^\s*(?P<label>[A-Za-z][A-Za-z ]{0,20}?)\s+[-–—=]\s+(?P<value>\S.*?)\s*$"
)


ZH_BARE_LABELS: Final = ("姓名", "职业", "现居", "所在城市", "居住地", "常住地", "过敏源", "时区")
"""Chinese labels typed with no colon before their value (姓名赵一鸣，职业律师): no word of
everyday speech starts with them."""
_INTRO: Final = re.compile(r"^[^，,：:]{0,8}[：:]")
"""What a record may open with (我的信息：姓名赵一鸣，…)."""


def _bare_zh_fields(text: str, chinese: bool) -> list[str]:
    """The fields of a Chinese record typed with no colons (我的信息：姓名赵一鸣，职业律师), as
    "label：value", when two or more parts open with a label of `ZH_BARE_LABELS`."""
    if not chinese:
        return []
    fields = []
    for part in re.split(r"[，,；;。]", _INTRO.sub("", text.strip(), count=1)):
        label = next((b for b in ZH_BARE_LABELS if part.strip().startswith(b)), "")
        value = part.strip()[len(label) :].lstrip("是为")
        if label and value and value[0] not in "：:":
            fields.append(f"{label}：{value}")
    known = [f for f in fields if field_statements(f, chinese, any_case=True)]
    return known if len(known) >= 2 else []


def _dashed_fields(text: str, chinese: bool) -> list[str]:
    """The fields of a record of "label - value" parts split by ";" ("name - Abebe; where -
    Addis Ababa"), as "label: value", when two or more have a known label."""
    if chinese or ";" not in text:
        return []
    fields = []
    for part in text.split(";"):
        dashed = _DASHED.match(part)
        if dashed is not None:
            fields.append(f"{dashed['label']}: {dashed['value']}")
    known = [f for f in fields if field_statements(f, chinese, any_case=True)]
    return known if len(known) >= 2 else []


def field_statements(text: str, chinese: bool, any_case: bool = False) -> list[str]:
    """The statements one labelled field says (empty when it is not one); `any_case` reads a
    label in lower case too (a field of a record typed on one line)."""
    found = _FIELD.match(text)
    if found is None:
        return []
    label, value = _TITLE.sub("", found.group("label")).strip(), found.group("value").strip()
    value = _NUMBERING_LEFT.sub("", value) if "zone" not in label.lower() else value
    value = _ZH_ASKED_AFTER.sub("", value) if chinese else value
    template = (ZH_FIELDS if chinese else EN_FIELDS).get(label if chinese else label.lower())
    if label == "单位" and value not in _ZH_UNIT_SYSTEMS:
        template = ZH_FIELDS["工作单位"]  # 单位：北京珐琅厂 is where one works; 单位：公制 units
    if template is None or not _words(value, chinese):
        return []
    if not chinese and not any_case and not label[:1].isupper() and label not in PEOPLE_LABELS:
        return []  # "name: web" in pasted config, not a form the user fills in
    items = _ITEMS.split(value) if template in _MULTI else [value]
    return [template.format(item) for item in items if item]


def labelled_fills(text: str, chinese: bool, parse: Parse) -> list[Fill]:
    """What one labelled field, or a record of them typed on one line, says about the user
    (empty for anything else)."""
    record = record_fields(text, chinese)
    fields = record or [_RECORD_BREAK.sub("", text, count=1)]
    fills: list[Fill] = []
    for field in fields:
        said = [f for s in field_statements(field, chinese, bool(record)) for f in parse(s)]
        free = record and not _FIELD.match(field)  # a free note of a bulleted record
        fills += said or (parse(field) if free else _named_value(field, chinese, bool(record)))
    return [fill for fill in fills if fill.subject == "user"]


_EN_NAMED_VALUE: Final[dict[str, str]] = {
    **dict.fromkeys(("editor", "ide"), "pref.editor"),
    **dict.fromkeys(("indent", "indentation", "indents"), "pref.indentation"),
}
"""Labels whose value is the slot's value as written, whatever the grammar's lexicon knows
("editor: DataGrip", "indent: 4 spaces")."""
_ZH_NAMED_VALUE: Final[dict[str, str]] = {"编辑器": "pref.editor", "缩进": "pref.indentation"}


def _named_value(field: str, chinese: bool, any_case: bool) -> list[Fill]:
    """The value of a field whose label names its slot outright (`_EN_NAMED_VALUE`); an
    English label capitalised unless the field is one of a record."""
    found = _FIELD.match(field)
    if found is None:
        return []
    label, value = found.group("label").strip(), found.group("value").strip()
    slot = (_ZH_NAMED_VALUE if chinese else _EN_NAMED_VALUE).get(label.lower())
    if not chinese and not any_case and not label[:1].isupper():
        return []  # "indent: tabs" in pasted config
    if slot is None or not _words(value, chinese) or len(value.split()) > 3:
        return []
    if slot == "pref.indentation":
        kinds = [
            k
            for k in ("tabs", "spaces")
            if k[:-1] in value.lower() or (k[:1] == "t" and "制表" in value)
        ]
        return [Fill(slot, kinds[0])] if len(kinds) == 1 else []
    return [Fill(slot, value)]


_BLANKS: Final = frozenset(
    "tbd tba n/a na none nil unknown - -- ? pending 无 暂无 待定 未知 没有 不详 略".split()
)
"""Values that fill nothing ("Location: TBD", 过敏：无)."""


def _words(value: str, chinese: bool) -> bool:
    """True for a value that reads as words a person wrote, not code or a blank to fill."""
    if _NOT_WORDS.search(value) or value.casefold() in _BLANKS:
        return False
    if chinese:
        return len(value.replace(" ", "")) <= _ZH_VALUE_CHARS
    return len(value.split()) <= _EN_VALUE_WORDS
