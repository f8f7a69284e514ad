"""Where and for whom one works, read by the structure of a job phrase (issue 22, round 40).

Three shapes the frames leave unread, each read once whatever words fill it:

- English ROLE + at/@/w/with + ORGANISATION opening a clause or a fragment ("realtor w Keller
  Pines Realty", "- analyst @ Fennimore Insurance", "work - coffee exporter at Yirga Trading",
  "a full-time pharmacist at Walgreens", "cheesemonger at la fromagerie du coin"): the role
  is a noun phrase whose last word is a job head (`job_heads.job_head`), the organisation
  what follows the preposition up to the clause's end, never a place, a time or a person's
  pronoun. Only a clause that names nobody else before the role ("my husband, a nurse at
  ...") is read.
- Chinese 在 + PLACE + work verb where the place is a district, a park or a base
  (在苏州工业园区做质检, 在望京一家…上班, 常驻浦东基地): where one works, not also one's home.
- Chinese (一家 | 开了家 | 公司) … 叫 NAME (在一家叫湘里人家的湘菜馆当厨师, 开了个小工作室叫
  指尖漫游, 公司叫恒达饰品): the employer is the name, not the kind of place (湘菜馆).

Every reader is gated on a cheap cue (a preposition after a job head; 在 or 驻 with a work
verb; 叫) and adds only what the sentence's other readers did not read.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w_en
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.job_heads import job_head
from memstream.processors.grammar.places import ZH_PLACES, latin_kind
from memstream.processors.grammar.workplaces import ZH_DISTRICTS
from memstream.processors.grammar.zh_subjects import someone_in
from memstream.processors.grammar.zh_words import ROLE_ENDINGS

_ROLE_ENDINGS: Final = (*ROLE_ENDINGS, "师", "员", "工", "匠")

# --- English: ROLE at ORGANISATION ------------------------------------------------------

_EN_CUE: Final = re.compile(r"\s(?:at|@|w/?|with)\s", re.IGNORECASE)
_CLAUSE: Final = re.compile(r"[^,;:.!?()\[\]{}\"'“”‘’—–\n]+|(?<=\w)\.(?=\w)")
"""A clause: the words between punctuation (a dash inside a word stays)."""
_LEAD: Final = frozenset(
    """i'm im i am now currently also just and a an full-time part-time fulltime
    parttime senior junior lead head chief staff principal as work job - * •""".split()
)
"""Words a job fragment may open with before its role ("I'm a", "now", "and a full-time")."""
_NOT_LEAD: Final = frozenset(
    """my his her their our your he she they we you it was were used former ex retired
    if when wish want wanted hope applied applying interview interviewed like""".split()
)
"""Words that make the role someone else's, over, wanted or unreal."""
_PREPOSITIONS: Final = frozenset("at @ w w/ with".split())
_ROLE_STOP: Final = frozenset(
    """i'm im i am now currently also just and a an full-time part-time fulltime parttime
    as work job - * •""".split()
)
"""Words before a role that are not part of it ("and a full-time", "work -")."""
_TITLES: Final = frozenset(
    "eng dev swe sde sre pm tpm cto ceo cfo coo vp svp md rn lpn emt".split()
)
"""Lower-case title abbreviations a fragment ends its role with ("staff eng at Plaid")."""
_ORG_STOP: Final = frozenset(
    """in on since for and but so now from because who which where as of until till lol tbh
    btw rn atm these this every each mostly during while sent""".split()
)
"""Words that end an organisation's name ("Walgreens in Boston", "Stripe since 2020")."""
_ORG_KEEP: Final = frozenset("of de du la le des & + and".split())
_NOT_ORG_START: Final = frozenset(
    """the a an my our his her their this that home work night nights night's school church
    uni college weekends weekend lunch dinner breakfast home least most first last times once
    him them me us it you one two three four five six seven eight nine ten""".split()
)
"""Words a lower-case organisation never opens with (at home, at work, at the hospital)."""
_TIMES: Final = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december christmas easter i""".split()
)


_WORKPLACE_WORDS: Final = (
    "startup|start-up|company|firm|agency|studio|shop|store|bakery|cafe|café|restaurant|"
    "business|nonprofit|non-profit|charity|practice|clinic|consultancy|lab|brewery|hotel|bar"
)
_CALLED: Final = re.compile(
    r"(?:^|[.,;!?]\s*|\bi\s+|\bi'm\s+|\bim\s+)"
    r"(?:now\s+|currently\s+|also\s+)?(?:work|working|volunteer|volunteering|intern|interning"
    r"|temp|temping|freelance|freelancing)\b(?:\s+[\w-]+){0,3}?\s+(?:for|at|with)\s+"
    r"(?:a|an|this|our)\s+(?:[\w-]+\s+){0,3}?(?:" + _WORKPLACE_WORDS + r")\s+"
    r"(?:called|named)\s+(?P<name>[A-Z][\w&'.+-]*(?:\s+(?:[A-Z][\w&'.+-]*|&|\+|of)){0,3})",
    re.IGNORECASE,
)
"""Working for a workplace named with called/named ("work remote for a Denver startup called
Fieldmouse", "I volunteer at a charity named Open Door"): the name is the employer."""


def en_called_org(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the employer named by called/named after a work verb of the user's
    (see `_CALLED`), when no employer was read."""
    if "employer" in {f.slot for f in fills if f.subject == "user"}:
        return fills
    if " called " not in text and " named " not in text:
        return fills
    found = _CALLED.search(text.replace("’", "'"))
    if found is None or _BEFORE_OTHER.search(text[: found.start()].lower()):
        return fills
    name = found["name"].rstrip(".")
    return (
        fills if name == name.lower() and text != text.lower() else [*fills, Fill("employer", name)]
    )


def en_role_at(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with a role and its organisation read from "ROLE at ORG" (see the module)
    when the sentence's other readers read no employer."""
    said = {f.slot for f in fills if f.subject == "user"}
    if "employer" in said or not (_EN_CUE.search(text) or text.count(",") >= 2):
        return fills
    plain = text.replace("’", "'")
    fields = _CLAUSE.findall(plain)
    for at, clause in enumerate(fields):
        if _BEFORE_OTHER.search(plain[: plain.find(clause)].lower()):
            continue
        found = _read_role_at(clause.strip(), lower=text == text.lower())
        found = found or _signed(clause, fields[at + 1 : at + 2], plain)
        if found is not None:
            role, org = found
            added = [Fill("employer", org)]
            return fills + (added if "role" in said else [Fill("role", role), *added])
    return fills


def _read_role_at(clause: str, lower: bool) -> tuple[str, str] | None:
    """(role, organisation) of a clause that is a job fragment, or None."""
    words = clause.split()
    at = next((i for i, word in enumerate(words) if word.lower() in _PREPOSITIONS), None)
    if at is None or at == 0:
        return None
    begin = at
    while begin > 0 and at - begin < 4 and words[begin - 1].lower() not in _ROLE_STOP:
        begin -= 1
    role, lead = words[begin:at], [word.lower() for word in words[:begin]]
    lead = lead[len(lead) - lead[::-1].index("and") :] if "and" in lead else lead
    if not role or any(word not in _LEAD for word in lead):
        return None
    low = {word.lower() for word in role}
    if low & _NOT_LEAD or not all(word[:1].isalpha() for word in role):
        return None
    if not job_head(role[-1].lower()) and role[-1].lower() not in _TITLES:
        return None
    org = _organisation(words[at + 1 :], lower)
    if org is None or _said_of(words[at + 1 + len(org.split()) :]):
        return None
    return " ".join(role), org


_THEIR_VERBS: Final = frozenset(
    "was is were are said says told did does has had gave asked called 's".split()
)


def _said_of(rest: list[str]) -> bool:
    """True when a verb follows the organisation: the role is a subject someone talks about
    ("the cashier at Aldi was so rude")."""
    return bool(rest) and rest[0].lower() in _THEIR_VERBS


_BEFORE_OTHER: Final = re.compile(
    r"(?:\b(?:my|his|her|their|our|your)\s+[\w'-]+|\b(?:he|she|they)\b[^,.;!?]*)\s*[,(—–-]?\s*$"
)
"""Text ending with someone else before a fragment ("my wife, a nurse at ...")."""


def _signed(clause: str, after: list[str], text: str) -> tuple[str, str] | None:
    """(role, organisation) of a signature or bio line: a title field, then the organisation
    as the next comma field ("Jane Doe, Senior PM, Acme Corp", "Consultant Anaesthetist,
    Royal Berkshire Hospital"): a title in capitals or a bare job noun, and a name of two
    words or more or one an organisation's word names."""
    words = clause.split()
    if not after or not words or len(words) > 4 or "," not in text:
        return None
    if not (job_head(words[-1].lower()) or job_head(words[-1])) or not all(
        word[:1].isupper() for word in words
    ):
        return None
    org = _organisation(after[0].split(), lower=False)
    if org is None or (len(org.split()) < 2 and latin_kind(org) != "org"):
        return None
    return " ".join(words), org


def _organisation(words: list[str], lower: bool) -> str | None:
    """The organisation's name from the words after the preposition: capitalised words (with
    of, &, de between), or in an all-lower-case message the words up to a stop word."""
    if not words or words[0].lower() in _NOT_ORG_START or words[0].lower() in _TIMES:
        return None
    name: list[str] = []
    for word in words[:6]:
        low = word.lower()
        capital = word[:1].isupper() or word[:1] in "&+"
        if (low in _ORG_STOP and low not in _ORG_KEEP) or word == "I":
            break
        if not any(c.isalnum() for c in word) and word not in ("&", "+"):
            break
        if not (capital or lower or (name and low in _ORG_KEEP)):
            break
        name.append(word)
    while name and name[-1].lower() in _ORG_KEEP:
        name.pop()
    said = " ".join(name)
    if not name or latin_kind(said) == "place" or said.lower() in _TIMES:
        return None
    return said


# --- Chinese: 在 PLACE (district, park, base) + work verb ---------------------------------

_ZH_PLACE_TAIL: Final = (
    "工业园区|科技园|软件园|产业园|开发区|高新区|园区|新区|基地|码头|港|岛|[区县镇]|路|街"
)
_ZH_WORK_VERB: Final = r"(?:上班|工作|打工|搬砖|做|当|干|带|开|跑|坐班)"
_ZH_AT: Final = re.compile(
    r"(?:在|喺|辣)(?P<place>[\u4e00-\u9fff]{2,10}?(?:" + _ZH_PLACE_TAIL + r")?)"
    r"(?:的)?(?:一家|一间|家|某|这边|那边)?[^，。！？；,!?;\s]{0,14}?"
    + _ZH_WORK_VERB
    + r"|(?:常驻|驻扎在|驻扎|base在|base)(?P<base>[\u4e00-\u9fff]{2,10})"
)
_ZH_HOME: Final = re.compile(r"住|居")


def zh_place_of_work(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the district, park or base one works at as the work location (在苏州
    工业园区做质检, 在望京一家小公司做测试开发, 常驻浦东基地), never also the home or the
    employer it was read as."""
    if "work_location" in {f.slot for f in fills if f.subject == "user"}:
        return fills
    for clause in re.split(r"[，。！？；,!?;]", text):
        found = _ZH_AT.search(clause)
        if found is None:
            continue
        place = _district(clause[found.start("place" if found["place"] else "base") :])
        if place is None or someone_in(clause[: found.start()]):
            continue
        kept = [f for f in fills if not _read_as_other(f, place, text)]
        return [*kept, Fill("work_location", place)]
    return fills


def _district(said: str) -> str | None:
    """The place phrase when it names a district, park or base (a known district, or a known
    place with a place tail: 苏州工业园区, 南山科技园, 浦东基地), not a bare city."""
    for end in range(min(len(said), 10), 1, -1):
        head = said[:end]
        if head in ZH_DISTRICTS:
            return head
        for start in range(0, len(head) - 1):
            base, tail = head[:start], head[start:]
            if base and base in ZH_PLACES | ZH_DISTRICTS and re.fullmatch(_ZH_PLACE_TAIL, tail):
                return head if tail not in ("路", "街", "区", "县", "镇") else None
    return None


def _read_as_other(fill: Fill, place: str, text: str) -> bool:
    """A home or an employer read from the place phrase (not from a 住 clause of its own)."""
    if fill.subject != "user" or fill.slot not in ("home_location", "employer"):
        return False
    if fill.value not in place:
        return False
    lived = [m.start() for m in re.finditer(re.escape(fill.value), text)]
    return not any(_ZH_HOME.search(text[max(0, at - 3) : at]) for at in lived)


# --- Chinese: an organisation named with 叫 -----------------------------------------------

_ZH_NAMED: Final = re.compile(
    r"(?:(?:一家|一间|一個|一个|家|间|間|个|個)[^，。！？；叫]{0,10}?[，,]?|公司|店|工作室|馆)"
    r"(?:名)?叫(?:做)?[“「『\"']?(?P<name>[\w\u4e00-\u9fff·&]{2,10}?)[”」』\"']?"
    r"(?=的|[，。！？；,!?;\s]|$|上班|工作|当|做)"
)
_ZH_WORK: Final = re.compile(r"上班|工作|当|做|干|开了|开的|任职|就职|我们公司|我的店|自己开")
_ZH_UNREAL: Final = re.compile(r"想|打算|准备|希望|如果|要是|假如|梦想|以后|将来")


def zh_named_org(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the employer named by 叫 (see the module) in a clause that says one
    works there, in place of the kind of place read as the employer (湘菜馆, 香水)."""
    if "叫" not in text:
        return fills
    found = _ZH_NAMED.search(text)
    if found is None or not _ZH_WORK.search(text) or _ZH_UNREAL.search(text[: found.start()]):
        return fills
    if someone_in(text[: found.start()]):
        return fills
    name = found["name"]
    mine = [f for f in fills if f.subject == "user" and f.slot == "employer"]
    if any(name in f.value or f.value in name for f in mine if f.value not in found.group(0)):
        return fills
    kept = [f for f in fills if f not in mine]
    return [*kept, Fill("employer", name)]


# --- Chinese: a clause of its own that is only 做 / 当 + a role -----------------------------

_ZH_BARE: Final = re.compile(
    r"^(?:现在|目前|平时|主要)?(?:在家)?(?:做|当|干)\s*"
    r"(?P<role>[\u4e00-\u9fffA-Za-z ]{1,8}?)(?:的)?$"
)
_ZH_ME: Final = re.compile(r"我|本人|俺|咱")


def zh_bare_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role of a clause that is only 做 / 当 + a job noun, in a sentence
    the user says of themselves (我叫林晓雯，在成都，做幼师; 我在奥克兰，做 nanny)."""
    if "role" in {f.slot for f in fills if f.subject == "user"} or not _ZH_ME.search(text):
        return fills
    clauses = re.split(r"[，。！？；,!?;]", text)
    for at, clause in enumerate(clauses[1:], start=1):
        found = _ZH_BARE.match(clause.strip())
        if found is None or not _job_noun(found["role"].strip()):
            continue
        before = "，".join(clauses[:at])
        if someone_in(before) or not _ZH_ME.search(before):
            return fills
        return [*fills, Fill("role", found["role"].strip())]
    return fills


def _job_noun(word: str) -> bool:
    """True when a word is a job noun: it ends in a role word (幼师, 护工, 数据分析师) or is
    an English job noun (nanny, barista)."""
    if word.isascii():
        return job_head(word.lower()) or word.lower() in w_en.ROLE_HEADS
    return word.endswith(_ROLE_ENDINGS) and len(word) <= 6


def job_phrases(fills: list[Fill], text: str, chinese: bool) -> list[Fill]:
    """The fills once the job phrases of this module are read (see the module)."""
    if chinese:
        return zh_bare_role(text, zh_named_org(text, zh_place_of_work(text, fills)))
    return en_called_org(text, en_role_at(text, fills))
