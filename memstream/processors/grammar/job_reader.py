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

Round 42 adds, each read once per sentence:

- English: the site one works out of ("stationed out of the Parma depot", "controlling out
  of Anchorage Center": the place without its site word) and the area one works in as a
  role ("I work in Kwun Tong as an AML analyst"; never a field: "in Marketing").
- Both: the place one's office moved to is where one works now ("Office has shifted to DHA
  Phase 6", 公司搬到了武昌), in place of the workplace read beside it.
- Chinese: 给 + ORGANISATION + a work verb (给顺丰跑件); the organisation gone to after
  leaving a job or on starting it (离职了，下周一去美团报到; 转去饿了么了; join了Roche), a
  clause of only 在 + a name after the user's role (我是远洋轮机员，在中远海运), and no employer
  from where one only buys (我在美团点了个外卖).

Every reader is gated on a cheap cue (a preposition after a job head; 在 or 驻 with a work
verb; 叫) and adds only what the sentence's other readers did not read.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w_en
from memstream.processors.grammar import value_patterns, zh_work
from memstream.processors.grammar.en_based_roles import based_role
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.job_heads import after_role, job_head, org_after_role_comma
from memstream.processors.grammar.own_business import everyday_work
from memstream.processors.grammar.places import ZH_PLACES, latin_kind
from memstream.processors.grammar.work_bases import en_work_apart, zh_work_base
from memstream.processors.grammar.work_verbs import names_a_person
from memstream.processors.grammar.workplace_towns import workplace_town
from memstream.processors.grammar.workplaces import EMPLOYERS, ORG_KINDS, ZH_DISTRICTS
from memstream.processors.grammar.zh_described_roles import (
    described_role,
    no_parent_role,
    post_held,
    spoken_as,
)
from memstream.processors.grammar.zh_shop_owners import shop_owner
from memstream.processors.grammar.zh_shop_places import shop_place
from memstream.processors.grammar.zh_subjects import someone_in
from memstream.processors.grammar.zh_trade_nouns import trade_role
from memstream.processors.grammar.zh_words import ORGS, ROLE_ENDINGS
from memstream.processors.grammar.zh_work_doings import doing_for_a_living, trade_at, trade_doing

_ROLE_ENDINGS: Final = (*ROLE_ENDINGS, "师", "员", "工", "匠")

# --- English: ROLE at ORGANISATION ------------------------------------------------------

_EN_CUE: Final = re.compile(r"\s(?:at|@|w/?|with|in)\s", re.IGNORECASE)
_EN_OF: Final = re.compile(r"\s(?:of)\s", re.IGNORECASE)
_CLAUSE: Final = re.compile(r"(?:[^,;:.!?()\[\]{}\"'“”‘’—–|\n]|(?<=\w)'(?=\w))+|(?<=\w)\.(?=\w)")
"""A clause: the words between punctuation (a dash or an apostrophe inside a word stays)."""
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
_PREPOSITIONS: Final = frozenset("at @ w w/ with in".split())
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
    if "employer" in said or not (
        _EN_CUE.search(text) or _EN_OF.search(text) or "," in text or "|" in text
    ):
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


_GAP_STOPS: Final = frozenset(
    """looking searching waiting asking shopping applying interviewing hoping trying thinking
    talking buying paying staying eating visiting meeting watching calling who which that
    was is were are said and but or so because if when while my his her their your our me
    him them us you he she they i i'm""".split()
)
"""Words between a role and an organisation that make the organisation no employer ("a
designer looking for Figma plugins", "a nurse and my wife at ...")."""
_GAP_PREPOSITIONS: Final = frozenset("at @ for with".split())
_ARTICLES: Final = frozenset("a an the".split())


def en_role_then_org(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the organisation said a few words after the user's role, past what or
    where the work is ("a marine biologist studying deep-sea sponges for NIWA", "an RN on a
    cardiac floor at Mass General", "the only pharmacist at a CVS in rural Georgia"), when
    no employer was read: within six words of the role's clause, through no other person,
    verb of a clause or errand (see `_GAP_STOPS`)."""
    after = after_role(text, fills)
    if after is None:
        return fills
    plain, end = after
    rest = re.split(r"[,;.!?()—–\n]", plain[end:], maxsplit=1)[0]
    org = _org_in_gap(rest.split(), lower=text == text.lower())
    return fills if org is None else [*fills, Fill("employer", org)]


def _org_in_gap(words: list[str], lower: bool) -> str | None:
    """The organisation after at/@/for/with within six words (`en_role_then_org`), or None."""
    for at, word in enumerate(words[:7]):
        low = word.lower()
        if low in _GAP_STOPS:
            return None
        if low not in _GAP_PREPOSITIONS or (lower and low not in ("at", "@")):
            continue
        after = words[at + 1 :]
        if after and after[0].lower() in _ARTICLES and len(after) > 1 and _named(after[1]):
            after = after[1:]  # "at a CVS", "on the night desk at the Guardian", "at a dunkin"
        known = after[0].rstrip(",.") if after and after[0] in EMPLOYERS else None
        org = known or _organisation(after, lower)
        if org is None or latin_kind(org) == "place" or names_a_person(org):
            continue
        if not lower and _modifies(after[len(org.split()) :]):
            return None  # "the cook for a Gujarati joint family": a word before a noun
        return org
    return None


def _named(word: str) -> bool:
    """True when a word after an article opens a name: capitalised, or a known employer said
    in lower case ("barista at a dunkin")."""
    return word[:1].isupper() or word.lower().rstrip(",.") in EMPLOYERS


def _modifies(rest: list[str]) -> bool:
    """True when a lower-case noun follows a capitalised name: the name only modifies it."""
    return bool(rest) and rest[0].isalpha() and rest[0].islower() and rest[0] not in _ORG_STOP


def _read_role_at(clause: str, lower: bool) -> tuple[str, str] | None:
    """(role, organisation) of a clause that is a job fragment, or None."""
    words = clause.split()
    at = next((i for i, word in enumerate(words) if _cue(words, i)), None)
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
    if low & _NOT_LEAD or not all(word[:1].isalpha() or word == "&" for word in role):
        return None
    if role[0] == "&" or role[-1] == "&":
        return None
    if not job_head(role[-1].lower()) and role[-1].lower() not in _TITLES:
        return None
    after = words[at + 1 :]
    if len(after) > 1 and after[0].lower() in _ARTICLES and after[1].rstrip(",.") in EMPLOYERS:
        after = after[1:]  # "a cashier at a walgreens": a known employer in lower case
    org = after[0].rstrip(",.") if after and after[0] in EMPLOYERS else _organisation(after, lower)
    if org is None or _said_of(words[at + 1 + len(org.split()) :]):
        return None
    if role[-1].lower() in STUDENTS:
        return None  # "a student at MIT": a school, not an employer
    if words[at].lower() == "in" and latin_kind(org) != "org":
        return None  # "a nurse in Boston", "teacher in Year 5": "in" names only an organisation
    return " ".join(role), org


_HEADS_OF: Final = frozenset(
    """founder co-founder cofounder ceo cto cfo coo owner co-owner president chairman
    chairwoman chair""".split()
)
"""Titles said with "of" before their organisation ("Founder & CEO of Kelpworks")."""


def _cue(words: list[str], at: int) -> bool:
    """True when the word at `at` opens the organisation: at, @, with, in, or "of" after a
    title that heads one (see `_HEADS_OF`)."""
    word = words[at].lower()
    if word in _PREPOSITIONS:
        return True
    return word == "of" and at > 0 and words[at - 1].lower() in _HEADS_OF


STUDENTS: Final = frozenset(
    """student students pupil undergrad undergraduate freshman sophomore junior senior
    postgrad candidate fresher""".split()
)
"""Role heads of one who studies: the school after them is no employer."""

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


_GREETINGS: Final = frozenset("hi hello hey dear thanks thank cheers morning good yo".split())
"""Words that open an address, not a title ("Hi Nurse", "Thanks Doctor")."""


def _signed(clause: str, after: list[str], text: str) -> tuple[str, str] | None:
    """(role, organisation) of a signature or bio line: a title field, then the organisation
    as the next comma or pipe field ("Jane Doe, Senior PM, Acme Corp", "Consultant
    Anaesthetist, Royal Berkshire Hospital", "Senior Product Designer | Canva"): a title in
    capitals or a bare job noun, and a name of two words or more, one an organisation's word
    names, or any name after a pipe; with a single comma, a title of two words or more."""
    words = clause.split()
    if not after or not words or len(words) > 4 or not ("," in text or "|" in text):
        return None
    if not (job_head(words[-1].lower()) or job_head(words[-1])) or not all(
        word[:1].isupper() for word in words
    ):
        return None
    if words[0].lower() in _GREETINGS:
        return None  # "Hi Nurse, Good Morning": an address
    org = _organisation(after[0].split(), lower=False)
    piped = re.search(re.escape(clause) + r"\s*\|", text) is not None
    if org is None or (len(org.split()) < 2 and latin_kind(org) != "org" and not piped):
        return None
    if text.count(",") < 2 and not piped and len(words) < 2:
        return None  # "Nurse, Good Morning": one comma needs a title of two words
    return " ".join(words), org


def _organisation(words: list[str], lower: bool) -> str | None:
    """The organisation's name from the words after the preposition: capitalised words (with
    of, &, de between), or in an all-lower-case message the words up to a stop word."""
    acronym = len(words[0]) > 1 and words[0].isupper() if words else False
    if not words or (words[0].lower() in _NOT_ORG_START and not acronym):
        return None
    if words[0].lower() in _TIMES:
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
    "工业园区|科技园|软件园|产业园|开发区|高新区|园区|新区|基地|码头|港|岛|口岸|机场|站|[区县镇]"
    "|路|街"
)
_ZH_WORK_VERB: Final = r"(?:上班|工作|打工|搬砖|做|当|干|带|开|跑|坐班)"
_ZH_AT: Final = re.compile(
    r"(?:在|喺|辣)(?P<place>[\u4e00-\u9fff]{2,10}?(?:" + _ZH_PLACE_TAIL + r")?)"
    r"(?:的)?(?:一家|一间|家|某|这边|那边)?[^，。！？；,!?;\s]{0,14}?"
    + _ZH_WORK_VERB
    + r"|(?:常驻(?:在|于)?|驻扎(?:在|于)?|派驻(?:在|到)?|驻守(?:在)?)"
    r"(?P<base>[\u4e00-\u9fff]{2,10})"
    r"|(?:base在|base)\s*(?P<latin>[\u4e00-\u9fff]{2,10})"
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
        group = next(g for g in ("place", "base", "latin") if found[g])
        said = clause[found.start(group) :]
        org = max((o for o in ORGS if said.startswith(o)), key=len, default="")
        said = said.removeprefix(org)  # 在华为松山湖基地上班: 华为's site
        place = _base(said, clause[: found.start()]) if group == "base" else _district(said)
        if place is None or someone_in(clause[: found.start()]):
            continue
        kept = [f for f in fills if not _read_as_other(f, place, text)]
        kept = [f for f in kept if not (org and f.value == org + place)]  # 腾讯滨江园区
        employers = [f for f in kept if f.subject == "user" and f.slot == "employer"]
        hired = [Fill("employer", org)] if org and not employers else []
        return [*kept, *hired, Fill("work_location", place)]
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


_ZH_BASE_TAIL: Final = re.compile(
    r"[\u4e00-\u9fff]{2,8}?(?:基地|口岸|机场|站|码头|港|园区|科技园|产业园|开发区|工地|矿|油田)"
)
_ZH_BASE_LEAD: Final = re.compile(r"(?:我|本人|俺|咱|我们)?(?:现在|目前|一直|长期|主要|常年)?")


def _base(said: str, before: str) -> str | None:
    """The place a user is stationed at (常驻虹桥站, 驻扎在满洲里口岸, 常驻浦东基地): a named
    site with its site word, else a district, said by the user (not 对方律师常驻广州); a city
    alone (常驻上海) stays the home the frames read."""
    if not _ZH_BASE_LEAD.fullmatch(before.strip()):
        return None
    site = _ZH_BASE_TAIL.match(said)
    if site is not None:
        return site.group(0)
    return _district(said)  # 常驻上海 alone says where one lives (a city is no base)


def _read_as_other(fill: Fill, place: str, text: str) -> bool:
    """A home or an employer read from the place phrase (not from a 住 clause of its own)."""
    if fill.subject != "user" or fill.slot not in ("home_location", "employer"):
        return False
    if fill.value not in place:
        return False
    lived = [m.start() for m in value_patterns.finditer(re.escape(fill.value), text)]
    return not any(_ZH_HOME.search(text[max(0, at - 3) : at]) for at in lived)


# --- Chinese: an organisation named with 叫 -----------------------------------------------

_BUSINESS_ENDS: Final = "店馆厂行社所室司团园院铺摊吧坊庄堂站楼市场"
"""Last characters of the kind of business named with 叫 (工作室, 车行, 书店, 超市)."""
_ZH_NAMED: Final = re.compile(
    r"(?:开了?一?(?:家|间|間|个|個)[^，。！？；叫我你他她]{0,10}?[，,]?"
    r"|(?:一家|一间|一個|一个|(?<![我你他她咱俺大自人])(?:家|间|間|个|個))"
    r"(?:[^，。！？；叫我你他她]{0,9}?[" + _BUSINESS_ENDS + r"](?:签约|上班|工作|打工)?)?[，,]?"
    r"|(?<=[\u4e00-\u9fff])[" + _BUSINESS_ENDS + r"])"
    r"(?:名)?叫(?:做)?[“「『\"']?(?P<name>(?![了过])[\w\u4e00-\u9fff·&]{2,10}?)[”」』\"']?"
    r"(?=的|[，。！？；,!?;\s]|$|上班|工作(?!室)|当|做)"
)
_ZH_WORK: Final = re.compile(
    r"上班|工作|当|做|干|开了|开的|任职|就职|我们公司|我的店|自己开"
    r"|开(?:一?[家个间])?[^，。！？；]{0,6}?[" + _BUSINESS_ENDS + r"]"
)
_ZH_UNREAL: Final = re.compile(r"想|打算|准备|希望|如果|要是|假如|梦想|(?:^|[，,我])以后|将来")
"""A business wished or planned (以后开个店叫…); 退伍以后 tells when, not a wish."""
_NOT_BUSINESS: Final = re.compile(r"(?:号|群|卡|户|帖|会员|账单|房间|文件|项目|库)[，,]?(?:名)?叫")
"""What is opened or made and named with 叫 but is no business (开了个号, 建了个群, 项目叫)."""


def zh_named_org(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the employer named by 叫 (see the module) in a clause that says one
    works there, in place of the kind of place read as the employer (湘菜馆, 香水)."""
    if "叫" not in text:
        return fills
    found = _ZH_NAMED.search(text)
    works = _ZH_WORK.search(text) or any(f.subject == "user" and f.slot == "role" for f in fills)
    if found is None or not works or _ZH_UNREAL.search(text[: found.start()]):
        return fills
    if _NOT_BUSINESS.search(found.group(0)):
        return fills  # 开了个号叫小鱼: an account, no business
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


_ZH_SELF_TITLED: Final = re.compile(
    r"^本人(?:是)?(?:一名|一个|一枚|个)?(?P<role>[\u4e00-\u9fff]{2,6}?)(?:一枚|一名|一个)?$"
)


def zh_self_titled_role(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the role of a clause that is only 本人 + a job noun (本人调香师,
    本人驯兽师一枚, 本人一名育婴师), or a message's first clause a job noun + 一枚/一名
    (滑雪巡逻员一枚), when no role was read: a post's or a profile's intro."""
    if "role" in {f.slot for f in fills if f.subject == "user"}:
        return fills
    clauses = re.split(r"[，。！？；,!?;\s]", text)
    counted = _ZH_COUNTED.match(clauses[0].strip())
    if counted is not None and _job_noun(counted["role"]):
        return [*fills, Fill("role", counted["role"])]  # g50w: 滑雪巡逻员一枚，冬天在崇礼
    for clause in clauses if "本人" in text else []:
        found = _ZH_SELF_TITLED.match(clause.strip())
        if found is not None and _job_noun(found["role"]):
            return [*fills, Fill("role", found["role"])]
    return fills


_ZH_COUNTED: Final = re.compile(r"^(?P<role>[\u4e00-\u9fff]{2,6}?)(?:一枚|一名)$")
"""A message that opens by counting its writer as one of a trade (滑雪巡逻员一枚): no one else
is counted so at a message's start."""


def _job_noun(word: str) -> bool:
    """True when a word is a job noun: it ends in a role word (幼师, 护工, 数据分析师) or is
    an English job noun (nanny, barista)."""
    if word.isascii():
        return job_head(word.lower()) or word.lower() in w_en.ROLE_HEADS
    return word.endswith(_ROLE_ENDINGS) and len(word) <= 6


# --- Chinese: an employer after 给 or after going to a new job ------------------------------

_ZH_ORG: Final = r"(?P<org>[\u4e00-\u9fffA-Za-z&·]{2,10}?)"
_ZH_FOR: Final = re.compile(
    r"(?:^|[，。！？；,!?;\s]|我|俺|咱|本人)(?:现在|目前|平时|主要|一直|专门|在)?给"
    + _ZH_ORG
    + r"(?:跑件|跑单|跑腿|跑快递|跑外卖|送外卖|送快递|送件|送货|拉货|开车|开网约车|开大车"
    r"|打工|干活|卖命|搬砖)"
)
"""Working for an employer said with 给 and a work verb (给顺丰跑件, 给美团送外卖)."""
_ZH_WENT: Final = re.compile(
    r"(?:去了?|到|转去|轉去|join了?|入职了?|入職了?)"
    + _ZH_ORG
    + r"(?=报到|報到|报道|入职|入職|上班|工作|了|$|[，。！？；,!?;])"
)
_ZH_LEFT: Final = re.compile(
    r"离职|離職|辞职|辭職|不干了|不跑|不做|不当|不幹|离开|離開|跳槽|转去|轉去|换到|換到|换工作"
)
_ZH_STARTS: Final = re.compile(r"^(?:报到|報到|报道|入职|入職)")
_ZH_NOT_ORG: Final = re.compile(
    r"^(?:做|当|干|搞|一所|某|一家|一间|一個|一个|家里|家|外地|外面|国外|那边|这边|别的|其他)"
)


def zh_work_for(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the employer named after 给 + a work verb (我给顺丰跑件), or the one
    gone to after leaving a job (离职了，下周一去美团报到; 不跑美团了，转去饿了么了), when no
    employer was read."""
    if "employer" in {f.slot for f in fills if f.subject == "user"}:
        return fills
    org = _zh_for(text) or _zh_went(text)
    return fills if org is None else [*fills, Fill("employer", org)]


def _zh_for(text: str) -> str | None:
    """The organisation of 给 ORG + work verb in a clause the user says of themselves."""
    found = _ZH_FOR.search(text)
    org = found["org"] if found else ""
    if found is None or someone_in(text[: found.start("org")]) or _a_person(org):
        return None
    return _zh_org(found["org"], text[: found.start()])


def _a_person(org: str) -> bool:
    """True when the one worked for is a person (给我妈打工, 给老板干活), not an organisation."""
    return (
        someone_in(org, wide=True) or someone_in(f"我{org}", wide=True) or org[0] in "我你他她俺咱"
    )


def _zh_went(text: str) -> str | None:
    """The organisation gone to, in a sentence that leaves a job or starts the new one."""
    for found in _ZH_WENT.finditer(text):
        starts = _ZH_STARTS.match(text, found.end("org")) is not None
        joined = found.group(0).startswith(("join", "入职", "入職"))
        if not (starts or joined or _ZH_LEFT.search(text[: found.start()])):
            continue
        if someone_in(text[: found.start()]):
            return None
        return _zh_org(found["org"], text[: found.start()])
    return None


def _zh_org(org: str, before: str) -> str | None:
    """The name when it is an organisation's: not a place, an unnamed one (一家…), nor said
    as a wish or a plan (想, 打算)."""
    if org in ZH_PLACES or org in ZH_DISTRICTS or _ZH_NOT_ORG.match(org) or _job_noun(org):
        return None
    return None if _ZH_UNREAL.search(before) else org


_ZH_CUSTOMER: Final = re.compile(
    r"在(?P<org>[\u4e00-\u9fffA-Za-z]{2,6}?)(?:上)?(?:点了?|点个|打了?个?车|下了?单|买了|订了|叫了?个|抢了|领了|充了)"
)


def zh_not_customer(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills without an employer read from where one only buys (我在美团点了个外卖,
    在滴滴打了个车: a customer's act, not a job)."""
    bought = [m["org"] for m in _ZH_CUSTOMER.finditer(text)]
    if not bought:
        return fills
    return [
        f
        for f in fills
        if f.slot != "employer" or f.subject != "user" or not f.value.startswith(tuple(bought))
    ]


# --- Chinese: a clause of its own that is only 在 + an organisation, after a role ----------

_ZH_AT_ORG: Final = re.compile(
    r"^(?:现在|目前)?(?:在|喺)(?:[\u4e00-\u9fff]{1,6}的)?(?P<org>[\u4e00-\u9fffA-Za-z&· ]{2,12})$"
)
_ZH_PLACE_END: Final = re.compile(
    r"(?:[市区县省州路街镇村岛港湾]|那边|这边|附近|一带|家|家里|国外|外地)$"
)


def zh_org_clause(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the employer of a clause that is only 在 + a name, right after the
    user's role (我是远洋轮机员，在中远海运; 我是做财务的，注册会计师，在四大之一的普华永道), when
    the name is no place and no employer was read."""
    said = {f.slot for f in fills if f.subject == "user"}
    if "employer" in said or "role" not in said or someone_in(text):
        return fills
    clauses = [c.strip() for c in re.split(r"[，。！？；,!?;]", text)]
    for clause in clauses[1:]:
        found = _ZH_AT_ORG.match(clause)
        if found is None:
            continue
        org = found["org"].strip()
        if _unnamed(org) or org in ZH_PLACES or org in ZH_DISTRICTS or _district(org):
            return fills
        if org.isascii() and latin_kind(org) == "place":
            return fills
        kept = [
            f for f in fills if not (f.subject == "user" and f.slot in _WHERE and f.value in org)
        ]
        return [*kept, Fill("employer", org)]
    return fills


_WHERE: Final = frozenset(("home_location", "work_location"))


def _unnamed(org: str) -> bool:
    """True when the words after 在 name no organisation: a place word ends them (…市, 那边),
    they open with a count (一所, 一家) or they are only a kind of workplace (医院, 公司)."""
    if _ZH_VERB_IN_NAME.search(org) or len(org) > 10:
        return True
    return bool(_ZH_PLACE_END.search(org) or _ZH_NOT_ORG.match(org)) or org in ORG_KINDS


_ZH_VERB_IN_NAME: Final = re.compile(r"[了着过住读给上开拉做当干教带跑学玩看打吃喝说待呆搬扛送]")
"""Characters of a verb: the words after 在 are a whole clause (在昆明开了家…, 在绍兴住了…),
not a name."""


# --- English: the site one works out of ("stationed out of the Parma depot") --------------

SITE_WORDS: Final = frozenset(
    """depot base office station site branch hub yard plant center centre campus terminal
    hangar clinic store warehouse""".split()
)
"""Words after a place that make it a site one works at ("the Heathrow depot")."""
FIELDS: Final = frozenset(
    """marketing finance sales it hr engineering design research operations tech retail
    healthcare education law insurance banking accounting consulting hospitality logistics
    compliance security support product legal admin media publishing government""".split()
)
"""Fields of work, not places ("I work in Marketing as a manager")."""
_SITE: Final = re.compile(
    r"(?:\b(?:i'm|im|i am|i|i've been|and)\s+|,\s*)(?:now\s+|currently\s+|mostly\s+)?"
    r"(?:stationed|based|posted|working|work|operating|controlling|flying|dispatching)\s+"
    r"(?:out of|at|from)\s+(?:the\s+)?(?P<place>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2}))"
    r"(?P<site>\s+[a-z]+)?"
    r"|\b(?:i|i'm|im)\s+(?:now\s+|currently\s+)?(?:work|working)\s+in\s+"
    r"(?P<area>(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2}))\s+as\s+an?\s",
    re.IGNORECASE,
)


def en_work_site(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with where one works read from a site one is stationed or based at ("a
    paramedic ..., stationed out of the Parma depot", "controlling out of Anchorage Center")
    or the area one works in as a role ("I work in Kwun Tong as an AML analyst")."""
    if "work_location" in {f.slot for f in fills if f.subject == "user"}:
        return fills
    found = _SITE.search(text.replace("’", "'"))
    if found is None or _BEFORE_OTHER.search(text[: found.start()].lower()):
        return fills
    place = _site_place(found)
    return fills if place is None else [*fills, Fill("work_location", place)]


def _site_place(found: re.Match[str]) -> str | None:
    """The place of a site match: a known place, or a name a site word follows (the site
    word itself dropped: "Anchorage Center" → Anchorage)."""
    if found["area"]:
        area = found["area"]
        return None if latin_kind(area) == "org" or area.lower() in FIELDS else area
    words = found["place"].split()
    if not words[0][:1].isupper():
        return None
    if words[-1].lower() in SITE_WORDS and len(words) > 1:
        return " ".join(words[:-1])
    site = (found["site"] or "").strip().lower()
    known = latin_kind(found["place"]) == "place"
    return found["place"] if known or site in SITE_WORDS else None


# --- The office moved to a place: where one works now ------------------------------------

_EN_OFFICE_MOVED: Final = re.compile(
    r"(?:^|[,;.!?:—–]\s*|\b(?:and|so|but|now)\s+)(?:(?:my|our|the)\s+)?"
    r"(?:office|workplace|company|firm|site)\s+"
    r"(?:has\s+|have\s+|just\s+|is\s+|finally\s+)*(?:moved|shifted|relocated|moving|relocating)"
    r"\s+(?:over\s+)?to\s+(?:the\s+)?(?P<place>(?-i:[A-Z][\w'-]+(?: (?:[A-Z0-9][\w'-]*))*))",
    re.IGNORECASE,
)
_ZH_OFFICE_MOVED: Final = re.compile(
    r"(?:公司|单位|办公室|工作室|厂子|厂)(?:已经|也|刚|刚刚)?(?:搬到|搬去|迁到|搬迁到|挪到|搬)了?"
    r"(?P<place>[\u4e00-\u9fff]{2,8}?)(?=[，。！？；,!?;\s]|了|去|$)"
)


def office_moved(text: str, fills: list[Fill], chinese: bool) -> list[Fill]:
    """The fills with the place one's office moved to as where one works now ("Office has
    shifted to DHA Phase 6", 公司搬到了武昌), in place of the homes and workplaces read from
    the sentence."""
    found = (_ZH_OFFICE_MOVED if chinese else _EN_OFFICE_MOVED).search(text.replace("’", "'"))
    if found is None:
        return fills
    before = text[: found.start()]
    if someone_in(before) if chinese else _BEFORE_OTHER.search(before.lower()):
        return fills
    place = found["place"]
    read = {f.value for f in fills if f.subject == "user" and f.slot in _WHERE}
    if chinese and not (place in ZH_PLACES | ZH_DISTRICTS or _district(place) or place in read):
        return fills
    kept = [f for f in fills if not (f.subject == "user" and _was_office(f, place))]
    return [*kept, Fill("work_location", place)]


def _was_office(fill: Fill, place: str) -> bool:
    """A workplace read beside the move (the office before it), or the new place read as a
    home."""
    return fill.slot == "work_location" or (fill.slot == "home_location" and fill.value == place)


# --- Chinese: a trade said by what one runs or drives (跑滴滴的, 开出租, 在滴滴跑快车) -------

_ZH_RUN: Final = re.compile(
    r"(?:兄弟们|大家好|老铁们|各位)?(?P<me>我|咱|俺|本人)?(?:就|也)?(?:是)?(?:个|一个|一名)?"
    r"(?:现在|目前|平时|一直|改|还)?(?:在(?P<org>[\u4e00-\u9fffA-Za-z0-9]{2,6}?)|在)?"
    r"(?:跑|开)(?P<t>[\u4e00-\u9fff]{1,6})"
)
_ZH_NOT_RUN: Final = re.compile(r"^[\u4e00-\u9fff]{0,6}?(?:的时候|时|过|不了|着玩)")
_ZH_RUN_DENIED: Final = re.compile(r"不|没|别|想|打算|准备|如果|要是|以前|之前|曾经")


def zh_run_trade(text: str, fills: list[Fill]) -> list[Fill]:
    """The fills with the trade of what the user runs or drives for a living, said at a
    clause's start (我是个跑滴滴的, 咱是开出租的, 跑货拉拉的, 我跑美团外卖的, 我在滴滴跑快车),
    when no role was read: never someone else's (我老公…，跑长途货车的), a wish, a past or
    a ride one takes (跑过, 开车的时候)."""
    if "role" in {f.slot for f in fills if f.subject == "user"} or not re.search("[跑开]", text):
        return fills
    start = 0
    for clause in re.split(r"[，,。！!？?；;\s]", text):
        found = _ZH_RUN.match(clause)
        before, start = text[:start], start + len(clause) + 1
        if found is None or not found["t"] or _ZH_RUN_DENIED.search(clause[: found.start("t")]):
            continue
        role = zh_work.run_trade(found["t"])
        if role is None or _ZH_NOT_RUN.match(found["t"] + clause[found.end() :]):
            continue
        if not found["me"] and someone_in(before):
            continue
        return [*fills, Fill("role", role)]
    return fills


def job_phrases(fills: list[Fill], text: str, chinese: bool) -> list[Fill]:
    """The fills once the job phrases of this module are read (see the module)."""
    fills = office_moved(text, fills, chinese)
    if chinese:
        fills = zh_named_org(text, zh_place_of_work(text, zh_not_customer(text, fills)))
        fills = zh_org_clause(text, zh_bare_role(text, zh_work_for(text, fills)))
        fills = zh_self_titled_role(text, fills)
        fills = described_role(text, zh_run_trade(text, fills))
        fills = doing_for_a_living(text, post_held(text, spoken_as(text, fills)))
        fills = trade_doing(text, trade_at(text, shop_place(text, fills)))
        fills = shop_owner(text, fills)  # g50w: 我在曼谷开金铺, 开茶馆的
        fills = no_parent_role(text, trade_role(text, fills))
        return zh_work_base(text, fills)  # g51w: 常驻乌兰察布, 车队在新都，家在雅安
    fills = en_called_org(text, en_role_at(text, fills))
    fills = en_role_then_org(text, en_work_site(text, everyday_work(text, fills)))
    fills = based_role(text, fills)  # g50w: "Sign painter based in Leeds"
    fills = workplace_town(text, org_after_role_comma(text, fills))
    return en_work_apart(text, fills)  # g51w: "I work in Douglas but live in Ramsey"
