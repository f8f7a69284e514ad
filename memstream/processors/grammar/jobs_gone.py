"""A job that ends with nothing in its place, in the wordings the clause readers miss (issue 22
point 2), English and Chinese:

- retiring said around the verb: "took early retirement", "that's me retired as of Friday",
  上个月正式退休了, 俺退了，不下井了;
- being let go by the workplace: "Maersk let forty of us go, me included", "they made me
  redundant", 公司裁员，我也在名单里, 车间主任那活儿我辞掉了;
- a business named and handed on: 半糖我盘出去了, 拾光转给合伙人了, "Sold Spoke & Sprocket to my
  manager": the employer of that name ends, and with it the role (`with_role`);
- a workplace left ("Left Hydro Tas on Friday", "Stagecoach let me go") in a sentence that
  says no new job: the ending of that employer also ends the role (`with_role`, read by the
  consolidator: only when an employer of that name was held).

Only the user's own clause, never a plan, a wish, a question or someone else's job. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.zh_subjects import someone_in

_JOB_SLOTS: Final = ["role", "employer", "work_location"]
_PLACE_SLOTS: Final = ["employer", "work_location"]

_EN_RETIRED: Final = re.compile(
    r"\b(?:took|take|taking|taken|got|accepted|went into|on) (?:an? )?(?:early |medical |voluntary "
    r"|ill-health )?retirement\b"
    r"|\bthat's me (?:\w+ )?retired\b"
    r"|(?:^|[,;:.!—–-]\s*|\b(?:i|i've|i have|i'm|i am|im|and|finally|officially|just|now|so)\s+)"
    r"(?:(?:finally|officially|just|now|fully|medically|properly|also) )*retired"
    r"(?= *(?:$|[,;:.!—–-]|\b(?:at|as of|on|in|last|this|after|early|now|for good|from (?:my|the)"
    r" (?:job|post|role|company|firm|force|army|navy|service|police|school|bank)\b)))",
    re.IGNORECASE,
)
"""Retiring said of oneself, the verb alone or its noun ("took early retirement")."""
_EN_LET_GO: Final = re.compile(
    r"\blet (?:me|(?:about |around |some |nearly |almost |over )?[\w-]+ of us) go\b"
    r"|\bmade (?:me|us|my (?:job|role|post|position)) redundant\b"
    r"|\b(?:laid off|let go|made redundant|cut)\b[^.!?]{0,40}\b(?:me included|including me)\b"
    r"|\b(?:i|i've|i was|i got|i've been|i have been)\s+(?:\w+\s+)?(?:axed|sacked|canned|fired"
    r"|let go|laid off|made redundant)\b",
    re.IGNORECASE,
)
"""Being let go by the workplace ("let forty of us go, me included", "made me redundant")."""
_EN_NOT_DONE: Final = re.compile(
    r"\b(?:will|would|could|might|may|going to|gonna|want to|wanna|wish|hope|plan|planning"
    r"|thinking|considering|if|when|once|until|before|after i|might|should|can't wait)\b|\?",
    re.IGNORECASE,
)
_EN_OTHER: Final = re.compile(
    r"\b(?:he|she|they're|his|her|my (?:wife|husband|partner|mum|mom|dad|father|mother|brother"
    r"|sister|son|daughter|friend|boss|neighbou?r|uncle|aunt|grandpa|grandma|colleague))\b",
    re.IGNORECASE,
)

_ZH_WHEN: Final = r"(?:也|已经|正式|刚|刚刚|终于|光荣|上个?月|上周|去年|今年|前年|年初|年底)*"
_ZH_RETIRED: Final = re.compile(
    r"(?:^|[我俺咱])" + _ZH_WHEN + r"(?:退休了|退休啦|退了休|办了退休|退了$)"
    r"|^" + _ZH_WHEN + r"(?:退休了|退休啦|退了休|退了$)"
)
"""退休 or a bare 退了 said of oneself (俺退了, 上个月正式退休了)."""
_ZH_CUT: Final = re.compile(
    r"裁员[^。！？!?]{0,14}?(?:我也在|包括我|我也被|轮到我|我也没(?:躲|逃)过|也有我|我就是其中)"
)
"""Lay-offs the user says they were among (公司裁员，我也在名单里), read across a comma."""
_ZH_LET_GO: Final = re.compile(
    r"(?:^|[我俺咱])" + _ZH_WHEN + r"被(?:裁|优化|辞退|开除|炒|下岗)"
    r"|(?:那活儿?|那份活儿?|那份?工作|那个?岗位?|的活儿?)[，,]?(?:我|俺)?"
    + _ZH_WHEN
    + r"(?:辞掉了|辞了|不干了|不做了|辞职了|交出去了)"
)
"""Being let go, or the job itself given up (裁员，我也在名单里; 车间主任那活儿我辞掉了)."""
_ZH_HANDED: Final = re.compile(
    r"^[「“\"]?(?P<org>[\u4e00-\u9fffA-Za-z]{2,10}?)[」”\"]?(?:我|俺|我们|咱)?"
    + _ZH_WHEN
    + r"(?:盘出去了|转让出去了|转出去了|转让了|转手了|卖掉了"
    + r"|(?:盘|转|转让|卖)给[^，,。！!]{1,10}?了)"
)
"""A business named and handed on (半糖我盘出去了, 明视眼镜转让出去了)."""
_ZH_NOT_DONE: Final = re.compile(
    r"想|打算|准备|要是|如果|假如|快要?|等|吗|？|\?|没|还没|不想|会不会"
)
_ZH_NOT_ORG: Final = re.compile(r"房子|车|房|票|股票|基金|东西|衣服|手机|电脑|号|账号")
_EN_AFTER_SALE: Final = (
    r"(?=\s+(?:to|in|on|at|last|this|back|yesterday|earlier|recently|over|after|a (?:week|month"
    r"|year))\b|\s*(?:$|[,;.!—–]))"
)
"""What may follow a business sold: to whom, when, or the clause's end."""
_EN_HANDED: Final = re.compile(
    r"(?:^|[,;.!]\s*|\b(?i:i|we|finally|just)\s+)(?i:sold|handed over|passed on)\s+"
    r"(?P<org>[A-Z][\w'-]*(?:\s+(?:&|and|[A-Z][\w'&-]*)){0,4})" + _EN_AFTER_SALE
)
"""A business named and sold ("Sold Spoke & Sprocket to my manager", "sold The Copper Pot in
March")."""
_EN_SHOPS: Final = (
    "shop|bookshop|store|salon|bakery|cafe|café|chippy|restaurant|business|pub|bar|stall"
    "|studio|practice|firm|deli|takeaway|garage|gym|boutique|agency|clinic|diner|brewery"
)
_EN_SHOP_SOLD: Final = re.compile(
    r"(?i)(?:^|[,;.!]\s*|\b(?:i|we|finally|just|officially)\s+)(?:have\s+|'ve\s+)?"
    r"(?:sold|handed over|passed on)\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,2}?(?:" + _EN_SHOPS + r")"
    r"(?=\s+(?:in|on|last|this|back|yesterday|earlier|recently|over|after|a (?:week|month|year))"
    r"\b)"
)
"""One's business sold with when it was ("sold the bookshop last month"): the job it gave ends
(said with nothing after it or "to" someone, `job_quits` reads it)."""


def _whole(slots: list[str], chinese: bool) -> Fill:
    word = "工作" if chinese else "job"
    extra = {"object": "", "verb": "", "slots": slots, "whole": True, "replaced": True}
    return Fill("ending", word, action=NEGATE, terms=(word,), extra=extra)


def _named(org: str) -> Fill:
    extra = {"object": org, "verb": "", "slots": _PLACE_SLOTS, "with_role": True}
    return Fill("ending", org, action=NEGATE, terms=(org,), extra=extra)


def _zh_clauses(text: str) -> list[str]:
    return [c.strip() for c in re.split(r"[，,。！!；;～~…\s]+", text) if c.strip()]


def _zh_read(text: str) -> tuple[bool, bool, list[str]]:
    retired = False
    cut = _ZH_CUT.search(text)
    let_go = cut is not None and not _ZH_NOT_DONE.search(cut.group())
    handed: list[str] = []
    for clause in _zh_clauses(text):
        if _ZH_NOT_DONE.search(clause) or someone_in(clause[:4]):
            continue
        retired = retired or _ZH_RETIRED.search(clause) is not None
        let_go = let_go or _ZH_LET_GO.search(clause) is not None
        found = _ZH_HANDED.search(clause)
        if found is not None and not _ZH_NOT_ORG.search(found.group("org")):
            handed.append(found.group("org"))
    return retired, let_go, handed


def _en_read(text: str) -> tuple[bool, bool, list[str]]:
    retired = let_go = False
    handed: list[str] = []
    for clause in re.split(r"(?<=[.!?;])\s+|\n+", text):
        if _EN_NOT_DONE.search(clause):
            continue
        for pattern, kind in ((_EN_RETIRED, "r"), (_EN_LET_GO, "l")):
            found = pattern.search(clause)
            if found is None or _EN_OTHER.search(clause[: found.start()]):
                continue
            retired, let_go = retired or kind == "r", let_go or kind == "l"
        handed += [m.group("org") for m in _EN_HANDED.finditer(clause)]
        let_go = let_go or _EN_SHOP_SOLD.search(clause) is not None
    return retired, let_go, handed


def jobs_gone(text: str, fills: list[Fill], chinese: bool) -> list[Fill]:
    """The fills with the ending of the job held when the sentence says it ended with nothing
    in its place (see the module); an ending of the whole job already read stands alone."""
    users = [f for f in fills if f.subject == "user"]
    if any(f.slot == "ending" and f.extra.get("whole") for f in users):
        return fills
    retired, let_go, handed = _zh_read(text) if chinese else _en_read(text)
    new_job = [f for f in users if f.slot in ("role", "employer") and f.action != NEGATE]
    if (retired or let_go) and not any(f.slot == "employer" for f in new_job):
        kept = any(f.slot == "role" for f in new_job)  # role=retired, 待业: it stands
        return [_whole(_PLACE_SLOTS if kept else _JOB_SLOTS, chinese), *fills]
    if new_job or retired or let_go:
        return fills
    marked = [_with_role(f) for f in fills]
    named = [_named(org) for org in handed if not _ended(org, marked)]
    return [f for f in marked if not _same_sale(f, named)] + named


def _same_sale(fill: Fill, named: list[Fill]) -> bool:
    """True for a loose ending read from the words of a business sold ("sold The Copper Pot
    in March": the copper pot in march) that its named ending replaces."""
    if fill.slot != "ending" or fill.subject != "user" or fill.extra.get("slots"):
        return False
    thing = str(fill.extra.get("object") or "").lower()
    return bool(thing) and any(thing in f.value.lower() for f in named)


def _ended(org: str, fills: list[Fill]) -> bool:
    low = org.lower()
    return any(
        f.slot == "ending"
        and "employer" in (f.extra.get("slots") or [])
        and low in str(f.extra.get("object") or "").lower()
        for f in fills
    )


def _with_role(fill: Fill) -> Fill:
    """An ending that names the employer ("Left Hydro Tas", 离开万科了) in a sentence with no new
    job: it ends the role too when it ends an employer."""
    slots = fill.extra.get("slots") or []
    if fill.slot != "ending" or fill.subject != "user" or "employer" not in slots:
        return fill
    if fill.extra.get("whole") or not (fill.extra.get("object") or fill.terms):
        return fill
    return Fill(
        fill.slot,
        fill.value,
        fill.subject,
        fill.action,
        fill.kind,
        fill.dates,
        fill.terms,
        {**fill.extra, "with_role": True},
    )
