"""Skills said by a sign of having them rather than by a verb of knowing (issue 22, g44t),
EN and ZH, each a general shape with its words kept as data:

- a level said of the skill ("my Python is rusty", "my SQL is pretty solid");
- a craft one can do, each of a list ("I can splice rope and weld");
- a craft done for a hedged number of years ("been doing carpentry for about twenty years");
- a skill taught to someone ("I'm teaching my son chess", 教小朋友书法, 徒弟跟我学剪纸): one
  teaches what one can do (a class taught as a job is a `role`, read elsewhere);
- a licence named after its skill (无人机植保也考了证, 拿了CPA证书, 开车十几年了).

Pure: text in, fills out. Silent on a question, a wish, and someone else's clause.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import made_with, skill_ranks, zh_objects, zh_subjects
from memstream.processors.grammar.fills import Fill

SKILL: Final = "skill"

EN_LEVELS: Final = frozenset(
    """rusty solid decent passable strong good great basic intermediate advanced fluent
    serviceable competent sharp shaky""".split()
)
"""How good one's skill is, said of it ("my Python is rusty"); not "fine" or "okay", which
say a machine's state as often ("my Linux is fine now")."""
_EN_DEGREE: Final = (
    r"(?:still|a bit|a little|pretty|quite|really|very|fairly|kinda|kind of|super|somewhat"
    r"|reasonably|surprisingly|totally|getting|a tad|bit)"
)
_EN_LEVEL: Final = re.compile(
    r"(?i)\bmy (?P<x>[a-z][\w+#.-]*(?: [a-z][\w+#.-]*)?) (?:skills? )?(?:is|are|'s|has gotten"
    rf"|got) (?:{_EN_DEGREE} )*(?P<lv>[a-z]+)\b"
)
_EN_NOT_MINE: Final = re.compile(
    r"(?i)\?|\b(?:wish|want|wanna|hope|if|need|should|would|could)\b"
    r"|\b(?:he|she|they) (?:says|said)"
)


def en_level(text: str) -> list[Fill]:
    """ "my Python is rusty", "My SQL is pretty solid": a known technology or craft with its
    level (a language is read as a language, a thing's state is no level: "my laptop is
    fine")."""
    if _EN_NOT_MINE.search(text):
        return []
    found = []
    for match in _EN_LEVEL.finditer(text):
        if match["lv"].lower() not in EN_LEVELS:
            continue
        name = match["x"].lower()
        if name in w.TECH and name not in w.EDITORS:
            found.append(Fill(SKILL, w.TECH[name]))
        elif _EN_CRAFT.fullmatch(name):
            found.append(Fill(SKILL, match["x"]))
    return found


_EN_CRAFT: Final = re.compile(
    r"(?:cooking|baking|drawing|painting|sewing|knitting|crochet|woodworking|carpentry"
    r"|photography|calligraphy|welding|coding|programming|typing|singing|chess|piano|guitar"
    r"|violin|drumming|sketching|pottery|embroidery|writing|editing|soldering)"
)
"""Crafts and instruments whose level may be said ("my baking is decent")."""

_EN_HEDGED_YEARS: Final = re.compile(
    r"(?i)(?:^|\bi(?:'ve| have)\s+|^\W*)been doing (?P<x>[a-z][\w-]*(?: [a-z][\w-]*){0,2}) for "
    r"(?:like |about |around |almost |nearly |over |well over |more than |close to |roughly"
    r" |going on )(?:a (?:decade|couple of decades)|(?:\w+|\d+) (?:years|decades))\b"
)
_EN_NOT_CRAFTS: Final = frozenset(
    """this that it the a an my his her their these those nothing everything something job
    work shifts shift nights night overtime same stuff things commute school""".split()
)


def en_years(text: str) -> list[Fill]:
    """ "I've been doing carpentry for about twenty years": what one has done for a hedged
    number of years is a skill (not "this job", "night shifts")."""
    if _EN_NOT_MINE.search(text):
        return []
    found = _EN_HEDGED_YEARS.search(text)
    if found is None:
        return []
    words = found["x"].split()
    if words[0].lower() in _EN_NOT_CRAFTS or words[-1].lower() in _EN_NOT_CRAFTS:
        return []
    return [Fill(SKILL, found["x"])]


EN_PUPILS: Final = (
    r"(?:my (?:son|daughter|kids?|children|grandkids?|grandson|granddaughter|nephew|niece"
    r"|little brother|little sister|students?|neighbou?r|friends?|wife|husband|partner)"
    r"|him|her|them|the kids|kids|the neighbou?rs? kids?|local kids)"
)
"""Whom one teaches a skill to, outside a job."""
_EN_TEACHING: Final = re.compile(
    r"(?i)(?:^|\bi(?:'m| am|'ve been| have been)?\s+|^\W*)(?:teach|teaching|taught|coach|"
    rf"coaching|tutor|tutoring) {EN_PUPILS} (?:how )?(?:to (?P<v>[a-z]+(?: [a-z]+)?)|"
    r"(?P<n>[a-z][\w-]*(?: [a-z][\w-]*)?))(?=\s*(?:$|[,.;!—–-]|\b(?:on|every|at|in|after"
    r"|and|but|since|these|now|because|last|this|when|for|over|during|back)\b))"
)
_EN_NOT_TAUGHT: Final = frozenset(
    """a an the some how what why about manners respect lesson lessons stuff things that
    this it them everything something nothing""".split()
)


def en_teaching(text: str) -> list[Fill]:
    """ "I'm teaching my son chess", "I taught my niece to knit": what one teaches someone
    is a skill one has (not a lesson in being: "taught them manners")."""
    if _EN_NOT_MINE.search(text):
        return []
    found = []
    for match in _EN_TEACHING.finditer(text):
        value = match["v"] or match["n"]
        if value.split()[0].lower() in _EN_NOT_TAUGHT:
            continue
        found.append(Fill(SKILL, value))
    return found


EN_CRAFT_VERBS: Final = frozenset(
    """splice bend pick tie shear butcher brew tile plaster prune graft wire plumb forge blow
    throw spin weave quilt embroider tattoo braid groom shoe fillet bind upholster restore tune
    edit animate shoot film mix lay frame weld solder sew knit crochet bake cook code program
    fix repair build carve sculpt draw paint sketch sing dance juggle surf ski swim sail dive
    climb ride skate snowboard box fence type translate read""".split()
)
"""Verbs of a craft whose doing, after "I can", is a skill ("I can splice rope")."""
_EN_CAN: Final = re.compile(
    r"(?i)(?:^\W*|\bi |\bi also |\band )can (?:also |still |even |totally )?"
    r"(?P<x>[a-z][^.;!?—–()]*)"
)
_EN_CAN_TAIL: Final = re.compile(
    r"(?i)\s+(?:in|on|under|with|without|for|at|like|when|while|blindfolded|pretty|really|too"
    r"|if|but|so|because|from|by|as|better|faster|well|properly|decently|now|typical)\b.*$"
)
_EN_NOT_DONE_TO: Final = frozenset(
    """it this that these those them you him her us me up out something anything everything
    stuff things way time your his their""".split()
)
_EN_LIST_CUT: Final = re.compile(r"(?i)\s*(?:,\s*(?:and\s+|&\s+)?|\s+and\s+|\s*&\s*)")
_EN_SOME: Final = re.compile(r"(?i)^(?:(?:a (?:little )?bit of|a little|some|basic|also|even)\s+)+")
_EN_NOT_DONE: Final = frozenset(
    """lunch dinner breakfast coffee drinks tomorrow today tonight monday tuesday wednesday
    thursday friday saturday sunday weekends mornings evenings better more less nothing much
    the a an my your his her their our both either""".split()
)
"""What "I can do" names that is a time, a meal or a measure, not a craft ("I can do lunch")."""


def en_can(text: str) -> list[Fill]:
    """ "I can splice rope, read charts and fix a diesel engine", "I can do photoshop, after
    effects and a bit of blender": each craft one can do, listed with commas or "and" (a
    craft verb's doing as said, what one can "do" named alone); not a favour ("I can fix it
    for you") nor a time ("I can do lunch")."""
    if _EN_NOT_MINE.search(text):
        return []
    found = []
    for match in _EN_CAN.finditer(text):
        if _EN_PURPOSE.search(text[: match.start()]):
            continue
        done = False  # the list is of things one can "do"
        for part in _EN_LIST_CUT.split(match["x"]):
            part = _EN_SOME.sub("", _EN_CAN_TAIL.sub("", part).strip())
            value, done = _can_item(part, done)
            if value is None:
                break
            found.append(Fill(SKILL, value))
    return found


_EN_ONE_THING: Final = (["a"], ["an"], ["the"], ["my"], ["this"])
"""What "read" takes when it is one reading, not a craft ("read a menu" but "read charts")."""
_EN_PURPOSE: Final = re.compile(
    r"(?i)\b(?:in order to|trying|try|hoping)\b[^.;!?]*$|\w+\s+\w+\s+\w+\s+so(?: that)?\s*$"
)
"""Words before "I can" that make it a purpose or a hope ("trying to get my IBCLC so I can
do lactation consults", "… this year so I can"), not a craft one has; a "so" that opens the
message is a filler ("yo so I can do photoshop")."""
_EN_SPEAKERS: Final = frozenset("i i'm im i've ive we we're you he she they it".split())
"""A clause's subject: a new clause, not one more thing done ("... and I'm making a ...")."""


def _can_item(part: str, done: bool) -> tuple[str | None, bool]:
    """One item of a list after "I can": a craft verb's doing, or a thing one can "do" (then
    the items after it without a verb are things done too); None when it is neither."""
    words = part.lower().split()
    if not words or len(words) > 4 or set(words) & _EN_NOT_DONE_TO:
        return None, done
    if any(t in w.LANGUAGES for t in words):
        return None, done
    if words[0] == "do" and len(words) > 1 and words[1] not in _EN_NOT_DONE:
        return part.split(None, 1)[1], True
    if words[0] in EN_CRAFT_VERBS and not (words[0] == "read" and words[1:2] in _EN_ONE_THING):
        return part, False
    if done and words[0] not in _EN_NOT_DONE | _EN_SPEAKERS:
        return part, True
    return None, done


ADMISSION_TESTS: Final = frozenset(
    """dele delf dalf jlpt hsk toefl ielts toeic topik testdaf celpip cambridge gre gmat sat act
    lsat mcat gaokao a-levels a-level gcse gcses""".split()
)
"""Tests of a language or for admission: passing one names no skill of its own (a language's
level is the language's, read apart)."""
_EN_LICENCE: Final = re.compile(
    r"(?i)\b(?:i(?:'ve| have)?|i'm|i am)\s+(?:also\s+|still\s+|now\s+|finally\s+)?"
    r"(?:got|gotten|earned|passed|hold|have|completed|obtained|received|holding|a holder of)"
    r"\s+(?:my|a|an|the|both|valid|current)\s+(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)"
    r"\s+(?:licen[cs]e|ticket|certificate|certification|cert|card)s?\b"
)
"""A licence or ticket held, named in lower case ("I've got a forklift licence", "I hold a
commercial pilot license", "I have my scaffolding ticket")."""
_EN_NOT_LICENCES: Final = frozenset(
    """driver's drivers driving learner's learners provisional marriage business liquor fishing
    hunting gun firearms firearm dog tv television library credit debit gift loyalty id
    medical health insurance green residence parking bus student membership birth death
    sim boarding vaccination vaccine covid wedding""".split()
)
"""Licences and cards that are a permit or paperwork, not a skill (a driving licence is read
by its own rule, as 驾照 is)."""


def en_licence(text: str) -> list[Fill]:
    """ "I've got a forklift licence": the skill a lower-case licence or ticket names; not a
    permit, a card or paperwork."""
    if _EN_NOT_MINE.search(text):
        return []
    found = []
    for match in _EN_LICENCE.finditer(text):
        words = match["x"].lower().split()
        if set(words) & _EN_NOT_LICENCES or words[0] in ("own", "new", "old", "first"):
            continue
        found.append(Fill(SKILL, match["x"]))
    return found


def en_read(text: str) -> list[Fill]:
    """The skills these English shapes give."""
    found = en_level(text) + en_years(text) + en_teaching(text) + en_can(text)
    found += [f for f in skill_ranks.en_read(text) if f not in found]
    return found + [f for f in made_with.en_read(text) if f not in found]


ZH_PUPILS: Final = (
    r"(?:我(?:徒弟|学生)|孩子们|小孩子?|小朋友们?"
    r"|学生们?|徒弟们?|邻居(?:家)?(?:的)?(?:小孩|孩子)?|社区(?:的)?(?:老人|阿姨|大妈)|老人们?"
    r"|大爷大妈|阿姨们|学员们?)"
)
"""Whom one teaches a skill to (the object of 教): pupils, not one's own child (我教我女儿游泳
is read as no skill, `test_lead42_learned`: a parent may teach what they barely do)."""
_ZH_CLAUSES: Final = re.compile(r"[，,。！!；;？?\s]+")
_ZH_VALUE: Final = r"(?P<v>[\u4e00-\u9fffA-Za-z]{2,6}?)"
_ZH_END: Final = r"(?=$|了|的|呢|啊|呀|吧|哦)"
_ZH_TEACHING: Final = re.compile(
    r"^(?:我|本人)?(?:平时|周末|每周[一二三四五六日天]?|业余|有空|下班后?|晚上|一直|还|也|都|在)*"
    r"(?:在[\u4e00-\u9fff]{2,8}?)?(?:教|带)(?:过|了)?"
    + ZH_PUPILS
    + r"(?:学)?"
    + _ZH_VALUE
    + _ZH_END
)
_ZH_LEARNS_OF_ME: Final = re.compile(r"跟(?:着)?我学(?:了|过)?" + _ZH_VALUE + _ZH_END)
_ZH_NOT_TAUGHT: Final = re.compile(
    r"^(?:做人|做事|道理|规矩|礼貌|用|写作业|作业|功课|怎么|这|那|什么|东西|一下|一点)"
    r"|(?<![吉其])他|[她它你]"
)
"""What one teaches that is no skill of one's own (作业, a lesson in being, a pointed thing)."""
_ZH_NOT_MINE: Final = re.compile(r"吗|？|\?|如果|要是|想|希望|打算|准备|能不能|可以|请|帮")


def zh_teaching(text: str) -> list[Fill]:
    """ "我周末在少年宫教小朋友书法", "我徒弟跟我学剪纸": what one teaches someone is a skill
    one has; not homework (教孩子写作业), nor what one wishes to teach."""
    if _ZH_NOT_MINE.search(text):
        return []
    found = []
    for clause in _ZH_CLAUSES.split(text):
        match = _ZH_TEACHING.match(clause) or _ZH_LEARNS_OF_ME.search(clause)
        if match is None or _ZH_NOT_TAUGHT.search(match["v"]):
            continue
        if zh_objects.is_skill_name(match["v"]):
            found.append(Fill(SKILL, match["v"]))
    return found


_ZH_PAPER_AFTER: Final = re.compile(
    r"^(?:我)?(?P<c>[\u4e00-\u9fff]{2,6}?|[A-Za-z][A-Za-z0-9+]{1,7})(?:也|都|还|早就|已经)*"
    r"(?:考了|考过|考到了?|考下了?|拿了|拿到了?|持有|有)(?:个|张|本)?(?:证书|证|执照|本本?)(?:了)?$"
)
"""A skill, then a licence for it got or held (无人机植保也考了证, 潜水也有证)."""
_ZH_ASCII_PAPER: Final = re.compile(
    r"(?:^|(?<=[，,。！!；;我]))(?:去年|今年|前年|已经|早就|刚|刚刚|上个月|年初|大学时)?"
    r"(?:考了|考到了?|考出了?|考下了?|考过了?|拿到了?|拿了|持有|有)(?:一个|个|张)?"
    r"(?P<c>[A-Za-z][A-Za-z0-9+]{1,7})(?:的)?(?:证书|证|执照|认证)"
)
"""A licence named by a Latin acronym (拿了CPA证书, 有PADI证)."""
_ZH_NOT_PAPERS: Final = re.compile(
    r"身份|结婚|离婚|房产|学生|工作|居住|暂住|出生|准生|毕业|学位|会员|健康|资格|签|营业|许可|通行|护"
    r"|病|残疾|军官|记者|上岗|从业|执业|职称|合格|资质|^[我你他她它]|什么|这|那"
)


_ZH_EXAM_PASSED: Final = re.compile(
    r"(?:(?:^|(?<=[，,。！!；;我]))(?:去年|今年|前年|已经|早就|刚|刚刚|上个月|年初|大学时|终于)?"
    r"(?:考了|考过了?|考下了?|考出了?|考到了?|拿下了?|持有|(?<=我)有)(?P<c>[A-Z]{2,6}|"
    + "|".join(
        sorted(("教资", "教师资格证", "法考", "司考", "注会", "一建", "二建", "初会", "中会"))
    )
    + r")(?![A-Za-z])"
    r"|(?:^|(?<=[，,。！!；;]))(?:我)?(?P<t>[A-Z]{2,6}|教资|法考|注会|一建|二建|初会|中会)(?:我)?"
    r"(?:也|都|早就|已经|去年|今年)*(?:考过|考下来?|考完|过|拿到|拿下)了)"
)
"""An exam of a profession passed or its paper held, named short (考了教资, 持有CPA, CFA考过了,
法考过了): a skill of that profession; not a language or admission test (雅思, GRE)."""
_ZH_EXAM_NOT: Final = frozenset(
    ADMISSION_TESTS | {"mvp", "ok", "ppt", "pdf", "id", "vip", "app", "kpi"}
)


def zh_exam(text: str) -> list[Fill]:
    """The skill a profession's exam passed names (考了教资 → 教资, 持有CPA → CPA)."""
    if _ZH_NOT_MINE.search(text) or re.search(r"还没|没考|没过|没拿|正在考|在考|挂了", text):
        return []
    found = []
    for match in _ZH_EXAM_PASSED.finditer(text):
        name = match["c"] or match["t"]
        name = "教资" if name == "教师资格证" else name
        if name.lower() not in _ZH_EXAM_NOT:
            found.append(Fill(SKILL, name))
    return found


def zh_licence(text: str) -> list[Fill]:
    """A skill a licence names: said before it (无人机植保也考了证) or as a Latin acronym
    (拿了CPA证书); not an identity or a permit (结婚证, 资格证), a question or a wish."""
    if _ZH_NOT_MINE.search(text) or re.search(r"还没|没考|没拿|正在考|在考", text):
        return []
    found = [m["c"] for m in _ZH_ASCII_PAPER.finditer(text)]
    for clause in _ZH_CLAUSES.split(text):
        match = _ZH_PAPER_AFTER.match(clause)
        if match is not None and not zh_subjects.someone_in(match["c"]):
            found.append(match["c"])
    return [Fill(SKILL, c) for c in found if not _ZH_NOT_PAPERS.search(c)]


def zh_read(text: str) -> list[Fill]:
    """The skills these Chinese shapes give."""
    found = zh_teaching(text) + zh_licence(text)
    found += [f for f in zh_exam(text) if f not in found]
    found += [f for f in skill_ranks.zh_read(text) if f not in found]
    return found + [f for f in made_with.zh_read(text) if f not in found]
