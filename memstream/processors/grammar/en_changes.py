"""English changes of work status, general across wordings: what one became, a status one
took (retired, freelance, one's own company), and a job that ended without naming the
employer ("I quit my job", "I got laid off").

Pure. Each reader takes a user's clause and returns fills; a job that ended ends the
employer and the work place whatever their value (`extra["whole"]`), before any new value
said in the same sentence.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar import en_habits, en_objects, not_yet
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import NEGATE, Fill
from memstream.processors.grammar.tokens import Clause, join

_BECAME: Final = re.compile(
    r"\b(?:became|(?:have|has) (?:just |now |finally )?become|(?:got|took|landed|accepted|started)"
    r" (?:a|the|my) (?:new )?(?:job|position|role|gig|post) as|(?:was |got |been )?hired as"
    r"|started (?:out )?as|retrained as|qualified as"
    r"|switched careers to|changed careers to|(?:made|promoted|appointed|named) (?:me|us)(?: to"
    r"| as)?|(?:was |got |been )?(?:made|promoted to|appointed|named)|took over as"
    r"|stepped (?:up|in) as|(?:am|are) now"
    r"|(?:got |was |been |have been |just )?(?:bumped|moved|stepped|kicked) up to|^promoted\W+"
    r"|^(?:got )?promoted,? (?:now|i'm|i am)(?: a| an| the)?"
    r"|(?:gave up|quit|left|dropped) [a-z]+(?: [a-z]+)? to (?:be|become|work as|retrain as)"
    r"|(?:^|\b(?:went|gone|going|am|'m|i'm|are|stepped|moved|dropped|came|i|now|just) )"
    r"(?:(?:right|straight|all the way) )?back (?:down )?to(?: being| just)?"
    r"|\bstepped (?:back )?down to(?: being| just)?)"
    r"\s+(?=(?:a|an|the)?\s*\w)"
)
"""Verbs of becoming, after which a role noun phrase is the user's new role."""
_OF_HEADS: Final = frozenset("head director vp chief dean president manager lead".split())
"""Role heads that take what they head ("head of marketing", "VP of sales")."""
_STATUS: Final = (
    (
        re.compile(
            r"^(?:(?:i|we) )?(?:am |are |'m |'re |have |had |just |finally |officially |recently "
            r"|now |also |fully |semi-|got )*(?:retired\b(?! (?:my|our|the|his|her|him|them)\b)"
            r"|an? retired (?:man|woman|guy|gal|lady|person|gent|gentleman)\b)"
        ),
        "retired",
    ),
    (
        re.compile(
            r"\b(?:went|gone|go|going|am|are|turned) freelance\b|^(?:(?:i|we) )?(?:am |are )?"
            r"(?:now |currently )?freelancing\b|\b(?:am|are) (?:now )?self-employed\b"
        ),
        "freelancer",
    ),
)
"""A status said by its own words (no role noun): the role it gives."""
_JOB_ENDED: Final = re.compile(
    r"\b(?:quit|left|leaving|quitting|lost|losing|resigned from|handed in my notice at"
    r"|walked out of) (?:my|our|the) (?:day )?(?:job|position|role|post|company)\b"
    r"|\b(?:i|we) (?:just |finally |have |had )*(?:resigned|handed in my notice)\b"
    rf"|\b(?:got|was|been|were|am|are) (?:just )?(?:{w.JOB_LOST})"
    r"|\bam (?:now |currently )?(?:unemployed|between jobs|out of work|job hunting)\b"
    r"|^(?:(?:i|we) )?(?:am |are |'m |'re |have |had |just |finally |officially |recently |now "
    r"|fully |got )*(?:retired\b(?! (?:my|our|the|his|her|him|them)\b)"
    r"|an? retired (?:man|woman|guy|gal|lady|person|gent|gentleman)\b)"
    r"|\b(?:sold|handed over|closed(?: down)?|shut(?: down)?|wound up) (?:my|our|the)"
    r" (?:[\w-]+ ){0,2}(?:business|shop|salon|bakery|restaurant|caf[eé]|company|practice|firm"
    r"|store|studio|pub|bar|garage|workshop|agency)\b"
)  # "Sold the cheese shop last month": the business one ran is no longer theirs
_WORK: Final = ["role", "employer", "work_location"]
_CHANGED: Final = {"changed": True}


_NOT_DONE: Final = re.compile(
    r"\b(?:will|would|should|could|might|may (?:be|not|have|well|want|need|get|go|quit|become"
    r"|leave|retire|switch|start|move)|going to|gonna|want to|wants to|wanna|plan to"
    r"|planning to|hope to|about to|thinking of|if|unless|when i|once i|before i)\b"
)
"""What is only willed, planned or supposed: nothing has changed yet."""


def _planned(low: str) -> re.Match[str] | None:
    """The plan modal of a clause, its modals of speaking ("gonna be honest") set aside."""
    return _NOT_DONE.search(not_yet.en_unsaid(low))


_OWN: Final = re.compile(
    r"\b(?:opened|started|launched|set up|founded|run|own|bought|took over) (?:my|our) own "
    r"(?P<what>[a-z]+(?: [a-z]+)?)"
)
_VENTURES: Final = frozenset("company business startup firm agency consultancy".split())
_PREMISES: Final = frozenset(
    """bakery cafe café restaurant shop store bar pub salon studio clinic practice gym farm
    brewery bookshop bookstore boutique garage workshop florist deli bistro""".split()
)
"""Places of business one can own: "opened my own bakery" makes the user its owner."""
_STUDIES: Final = (
    (
        re.compile(r"\b(?:started|starting|doing|began|am doing|am in) (?:a|my) (?:phd|doctorate)"),
        "PhD student",
    ),
    (
        re.compile(
            r"\b(?:started|starting|doing|began|am doing|am in) (?:a|my) (?:master's|masters|mba)"
        ),
        "master's student",
    ),
    (
        re.compile(r"\b(?:went|gone|am going|headed) back to (?:school|uni|university|college)\b"),
        "student",
    ),
)
_TITLE: Final = re.compile(
    r"\bmy (?:new |current )?(?:job title|title|role|job|position) (?:is now|is|changed to|became"
    r"|'s now|'s)\s+"
)


_FIELD_AGENTS: Final = {
    "nursing": "nurse", "teaching": "teacher", "consulting": "consultant",
    "accounting": "accountant", "tutoring": "tutor", "coaching": "coach", "banking": "banker",
    "farming": "farmer", "plumbing": "plumber", "engineering": "engineer", "design": "designer",
    "photography": "photographer", "journalism": "journalist", "law": "lawyer",
    "management": "manager", "nursery teaching": "nursery teacher", "translation": "translator",
    "real estate": "real estate agent", "sales": "salesperson", "marketing": "marketer",
    "software development": "software developer", "web design": "web designer",
    "ux design": "UX designer", "graphic design": "graphic designer",
    "data science": "data scientist",
}  # fmt: skip
"""A line of work and who does it (data): "switched to teaching" makes the user a teacher."""
_INTO_FIELD: Final = re.compile(
    r"\b(?:(?:switched|changed|retrained|pivoted|transitioned)(?: careers)?(?: from [a-z ]+?)?"
    r" (?:into|to)|(?:moved|went|gone) into) (?P<a>[a-z]+(?: [a-z]+)?)\b"
    r"|\b(?:went|gone|am going|came) back to (?P<b>[a-z]+(?: [a-z]+)?)\b"
    r"|^(?:i am|we are) (?:now )?in (?P<c>[a-z]+(?: [a-z]+)?) now\b"
)


def _into_field(low: str) -> list[str]:
    """ "I switched from nursing to teaching", "went back to nursing", "I'm in sales now"."""
    found = _INTO_FIELD.search(low)
    if found is None:
        return []
    said = next(group for group in found.groups() if group)
    for field in (said, said.split()[0]):
        if field in _FIELD_AGENTS:
            return [_FIELD_AGENTS[field]]
    return []


def _owned(low: str) -> list[str]:
    """ "opened my own bakery" → bakery owner; "started my own company" → founder."""
    found = _OWN.search(low)
    if found is None:
        return []
    words = found.group("what").split()
    head = next((word for word in words if word in _VENTURES | _PREMISES), None)
    if head is None:
        return []
    return ["founder"] if head in _VENTURES else [f"{head} owner"]


def _studying(low: str) -> list[str]:
    return [role for pattern, role in _STUDIES if pattern.search(low)][:1]


def _titled(clause: Clause) -> list[str]:
    """ "my new title is staff engineer", "my role changed to team lead"."""
    found = _TITLE.search(clause.low)
    read = en_objects.role(clause.tokens, clause.index_at(found.end())) if found else None
    return [read[0]] if read is not None else []


def changes(clause: Clause) -> list[Fill]:
    """Every change of work status, home or employer a user's clause says."""
    return job_ended(clause) + graduated(clause) + role_changes(clause) + where_changes(clause)


def role_changes(clause: Clause) -> list[Fill]:
    """The role a user's clause says the user became or took ("became a librarian",
    "I retired in May", "went freelance")."""
    low = clause.low
    if _planned(low):
        return []
    for pattern, role in _STATUS:
        if pattern.search(low):
            return [Fill("role", role, extra=_CHANGED)]
    said = _owned(low) or _studying(low) or _titled(clause) or _into_field(low)
    if said:
        return [Fill("role", said[0], extra=_CHANGED)]
    found = _BECAME.search(low)
    if found is None:
        return _role_as_of(clause)
    read = en_objects.role(clause.tokens, clause.index_at(found.end()))
    if read is None:
        return []
    return [Fill("role", _with_what_it_heads(clause.tokens, *read), extra=_CHANGED)]


_AS_OF: Final = re.compile(
    r"^(?:as of|from|starting|effective)\s+(?:today|tonight|this (?:morning|week|month)|now"
    r"|monday|tuesday|wednesday|thursday|friday|the \d{1,2}(?:st|nd|rd|th)?|yesterday"
    r"|last (?:week|month))\b"
)
"""A day a role is held from, said after it ("Head chef as of this morning")."""


def _role_as_of(clause: Clause) -> list[Fill]:
    """A role said alone with the day it is held from ("Head chef as of this morning.",
    "Officially a team lead from Monday"): the user's new role."""
    tokens = clause.tokens
    start = next((i for i, t in enumerate(tokens) if t.lower() not in _AS_OF_LEAD), len(tokens))
    read = en_objects.role(tokens, start) if start < len(tokens) else None
    if read is None or not _AS_OF.match(" ".join(tokens[read[1] :]).lower()):
        return []
    return [Fill("role", read[0], extra=_CHANGED)]


_AS_OF_LEAD: Final = w.words("officially now the new a an proud")


def role_at(clause: Clause, index: int) -> tuple[str, int] | None:
    """The role noun phrase read at a token, with the field a head role heads ("head of
    maths"), and the token after it; None when no role is there."""
    read = en_objects.role(clause.tokens, index)
    if read is None:
        return None
    words = _with_what_it_heads(clause.tokens, *read).split()
    end = read[1] + len(words) - len(read[0].split())
    while len(words) > 1 and words[-1].lower() in _STOPS:  # "head of department role"
        words, end = words[:-1], end - 1
    return " ".join(words), end


def _with_what_it_heads(tokens: tuple[str, ...], role: str, end: int) -> str:
    """ "head" + "of marketing": a role head with the field it heads (one or two words)."""
    if role.split()[-1].lower() not in _OF_HEADS or end + 1 >= len(tokens):
        return role
    if tokens[end].lower() != "of":
        return role
    field = []
    for token in tokens[end + 1 : end + 3]:
        if not token.isalpha() or token.lower() in _STOPS:
            break
        field.append(token)
    return f"{role} of {' '.join(field)}" if field else role


_STOPS: Final = frozenset(
    "and but so in at for with since from the a an my our now this that next last today tonight"
    " until as on by job role position post gig".split()
)


_GRADUATED: Final = re.compile(
    r"\b(?:graduated|finished (?:my )?(?:degree|studies|phd|masters|master's|uni|university"
    r"|college|school)|defended my (?:thesis|dissertation))\b"
)
_STUDENTS: Final = ("student", "phd", "undergrad", "undergraduate", "postgrad", "grad")


def graduated(clause: Clause) -> list[Fill]:
    """ "I graduated in May": the student role ends (a new one may be said with it)."""
    if _GRADUATED.search(clause.low) is None or _planned(clause.low):
        return []
    extra = {"object": "", "verb": "", "slots": ["role"], "replaced": True}
    return [Fill("ending", "student", action=NEGATE, terms=_STUDENTS, extra=extra)]


def job_ended(clause: Clause) -> list[Fill]:
    """ "I quit my job", "got laid off", "I resigned": the employer and work place end,
    whatever they were (said first, so a new one in the same sentence is kept)."""
    if _JOB_ENDED.search(clause.low) is None or _planned(clause.low):
        return []
    extra = {"object": "", "verb": "", "slots": _WORK, "whole": True, "replaced": True}
    return [Fill("ending", "job", action=NEGATE, terms=("job",), extra=extra)]


_MOVE: Final = re.compile(
    r"\b(?:move|moves|moved|moving|relocat\w+|shift\w*|switch\w*) (?:\w+ )?to\b"
)
_TOOL_CUE: Final = re.compile(
    r"\b(?:app|apps|tool|tools|platform|stack|framework|library|database|db|chat|cloud|provider"
    r"|plan|version|browser|phone|laptop|editor|ide|os|software|service|subscription|repo|cluster"
    r"|language|engine|backend|frontend|codebase)\b"
)
_DEPARTMENTS: Final = frozenset(
    """marketing sales engineering finance hr legal operations ops product design support
    research management accounting compliance procurement logistics it qa security
    analytics data""".split()
)
_PLACE_SLOTS: Final = ("home_location", "work_location")


def not_moved(fills: list[Fill], clause: Clause) -> list[Fill]:
    """ "moved to Kubernetes", "we moved to Slack for team chat", "I moved to Marketing":
    what one moves to that is not a known place is a tool or a team when the clause says so
    (a tool word, a department, or "from" another unknown name), never where one lives."""
    if _MOVE.search(clause.low) is None:
        return fills
    return [f for f in fills if f.slot not in _PLACE_SLOTS or not _tool_or_team(f.value, clause)]


def _tool_or_team(value: str, clause: Clause) -> bool:
    said = value.lower().removeprefix("the ")
    if said in w.PLACES:
        return False
    if said in _DEPARTMENTS or _TOOL_CUE.search(clause.low):
        return True
    came_from = re.search(r"\bfrom (?:the )?([a-z][\w.+#-]*)", clause.low)
    return came_from is not None and came_from.group(1) not in w.PLACES


_NEW_HOME: Final = re.compile(
    r"\b(?:call|calls|calling) (?=\S+(?: \S+){0,2} home\b)|\b(?:got|bought|rented|found|renting"
    r"|own) (?:a|an|our|my) (?:new |little |tiny |small )?(?:house|flat|apartment|place|home|condo"
    r"|studio) (?:in|near) |\bmoved into (?:a|an|our|my) (?:new )?(?:flat|house|apartment|place"
    r"|home|condo|studio) in |\bsettled (?:down )?in |\bmoved (?:back )?home to "
    r"|\b(?:am|are) back in (?=\S+(?: \S+){0,2} (?:for good|now|permanently)\b)"
    r"|\b(?:our|my) (?:new )?(?:place|home|house|flat|apartment) is (?:now )?in "
    r"|\bmade the move to |\bmoved (?:house|home|flats?|apartments?|countries|cities) to "
    r"|\b(?:moved|relocated|moving|relocating) (?:here |over |back |away )?from (?:the )?[A-Z]?\S+"
    r"(?: \S+){0,2}? to "
    r"|\b(?:my|our) (?:new )?(?:home )?address (?:is (?:now )?|has changed to |changed to )(?:in )?"
    r"|\b(?:am|are) (?:properly |officially |proper |now )*"
    r"(?=\S+(?: \S+)? (?:people|folk|residents?|locals?|person) now\b)"
)
"""Wordings of a new home that name the place after them ("our new address is in Clovis",
"we're properly Cardiff people now")."""


def _from_no_place(clause: Clause, read: str) -> bool:
    """ "moved from Jira to Linear": when neither end is a known place, it is no move of home."""
    came_from = re.search(r"\bfrom (?:the )?([a-z][\w.+#-]*)", clause.low)
    if came_from is None or came_from.group(1) in w.PLACES:
        return False
    return read.lower() not in w.PLACES


_BASED: Final = re.compile(r"^(?:i am|we are) (?:now |currently )?(?P<p>[A-Z][\w]+)-based\b", re.I)
_SENT: Final = re.compile(
    r"\b(?:was|got|been|am|are|were) (?:just )?(?:transferred|posted|seconded|reassigned|sent"
    r"|relocated) (?:over |back )?to (?:the |our |their )?"
)
_NEW_JOB: Final = re.compile(
    r"\b(?:got|landed|took|accepted|started) (?:a|the|my) (?:new )?(?:job|position|role|gig)"
    r" (?:at|with) |\baccepted (?:an |the |their )?(?:job )?offer from "
    r"|\bsigned (?:my|a|the) (?:new )?(?:contract|offer|offer letter) (?:with|at|from) "
)
_HIRED_ME: Final = re.compile(
    r"^(?P<org>[A-Z][\w&'.+-]*(?: [A-Z][\w&'.+-]*){0,3}) (?:hired|took|poached|headhunted"
    r"|recruited|snapped up|took on) me\b"
)


def where_changes(clause: Clause) -> list[Fill]:
    """A new home or employer in words the frames do not know ("I call Glasgow home now",
    "got an apartment in Leith", "settled in Bath", "landed a job at Aldi", "Sainsbury's
    hired me")."""
    if _planned(clause.low):
        return []
    home = _NEW_HOME.search(clause.low)
    if home is not None:
        read = en_objects.place(clause.tokens, clause.index_at(home.end()))
        if read is None or _from_no_place(clause, read[0]):
            return []
        return [Fill("home_location", read[0], extra=_CHANGED)]
    based = _BASED.search(" ".join(clause.tokens).replace(" - ", "-"))
    if based is not None:
        return [Fill("home_location", based.group("p"), extra=_CHANGED)]
    sent = _SENT.search(clause.low)
    if sent is not None:  # "I was transferred to Austin": where the user works
        read = en_objects.place(clause.tokens, clause.index_at(sent.end()))
        return [Fill("work_location", read[0], extra=_CHANGED)] if read is not None else []
    job = _NEW_JOB.search(clause.low)
    if job is not None:
        read = en_objects.org(clause.tokens, clause.index_at(job.end()))
        return [Fill("employer", read[0], extra=_CHANGED)] if read is not None else []
    hired = _HIRED_ME.search(join(clause.tokens))
    return [Fill("employer", hired.group("org"), extra=_CHANGED)] if hired else []


_MEANS: Final = w.words("bike cycle drive walk bus train tube subway metro car scooter carpool run")
"""How one gets somewhere: a commute by one of them replaces a commute by another."""
_NEW_WAY: Final = re.compile(
    r"^(?:(?:these days|nowadays|now|so|and|but|which means|so now),? )*(?:i|we)"
    r" (?:now |usually |mostly |just )?"
    r"(?P<how>(?:take|get|catch|ride|use) (?:the |a |my )?(?P<by>\w+)|(?P<verb>\w+))"
    r" (?:in )?to (?P<to>work|school|the office|college|uni|class)\b"
)
_NEW_WAY_CUE: Final = re.compile(r"\b(?:now|these days|nowadays|instead)\b")
"""A change word anywhere in the clause ("so now I walk to work", "I bus to work now")."""


def new_way(clause: Clause) -> list[Fill]:
    """ "I take the bus to work now", "these days I drive to work instead": a commute by
    another means, which ends the commute to the same place by any other means."""
    found = _NEW_WAY.search(clause.low)
    said = (found.group("by") or found.group("verb")) if found is not None else ""
    means = said if said in _MEANS else said.removesuffix("s")  # "drives", "bus"
    if found is None or means not in _MEANS or _planned(clause.low):
        return []
    if _NEW_WAY_CUE.search(clause.low) is None:
        return []
    to, old = found.group("to"), sorted(_MEANS - {means})
    said = " or ".join(f"{other} to {to}" for other in old)
    terms = (*old, to.split()[-1])
    extra = {"object": said, "verb": "", "slots": ["habit"], "replaced": True}
    ending = Fill("ending", said, action=NEGATE, terms=terms, extra=extra)
    return [ending, Fill("habit", en_habits.value(f"{found.group('how')} to {to}"))]
