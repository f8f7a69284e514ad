"""A thing named first, then a taste that points back at it (issue 22, g55s).

Spoken taste often names its object alone, then says the taste with a pronoun: "Karaoke. I
hate it with a passion", "zydeco. that's it, that's my music", "Sushi, I could eat it every
day", 螺蛳粉，我就好这一口, 榴莲啊，我最爱这个了, 臭豆腐，我的最爱. The pronoun's taste is the
user's taste of the thing named. The thing is a short phrase said alone (a sentence of its
own or a clause before a comma) with no person in it and no predicate; the taste is a clause
of the user with a taste verb and a pointer (it / them / that, 这口 / 这个 / 它) or "that's my
music", 我的最爱. Pure: `added(sentence, message, chinese, fills)`.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill

_TASTES: Final = ("like", "dislike")

# --- English -----------------------------------------------------------------------------

_EN_LEAD: Final = re.compile(
    r"(?i)^(?:(?:ugh|oh|ah|argh|man|god|gosh|honestly|and|but|so|yeah|yes|lol|hmm|well|ok"
    r"|okay|also|plus|btw)\b[\s,.!:;-]*)+"
)
_EN_TOPIC: Final = re.compile(r"(?i)^(?:the\s+)?(?P<topic>[a-z][\w'&-]*(?:\s+[\w'&-]+){0,5})$")
_EN_NOT_TOPIC: Final = re.compile(
    r"(?i)\b(?:i|i'm|i've|i'd|me|my|we|our|you|your|he|she|they|it|is|are|was|were|be|been"
    r"|do|does|did|have|has|had|will|would|can|could|should|this|that|these|those|what|why"
    r"|how|who|when|where|not|no|yes|thanks|thank|hi|hello|hey|please|ok|okay|lol|same)\b"
    r"|'s\b|n't\b"
)
"""Words that make a phrase more than a thing named (a clause, a greeting, a pointer)."""
_EN_POINTER: Final = r"(?:it|them|that stuff|this stuff|those)"
_EN_LIKE: Final = re.compile(
    r"(?i)^(?:and\s+)?(?:(?:that'?s|that is|it'?s|this is)\s+it[,.!\s]+)?"
    r"(?:that'?s|that is|it'?s|this is)\s+my\s+(?:(?:absolute|all-time|total|one true|go-to"
    r"|number one|#1|ultimate)\s+)?(?:music|thing|jam|love language|comfort food|favou?rite"
    r"|fave|weakness|guilty pleasure|happy place|genre|drink|snack|food|religion)\b"
    rf"|^(?:i\s+)?(?:(?:really|absolutely|just|honestly|genuinely|totally)\s+)?"
    rf"(?:love|adore|live on|survive on|could eat|could drink|could live on)\s+{_EN_POINTER}\b"
)
_EN_DISLIKE: Final = re.compile(
    rf"(?i)^(?:i\s+)?(?:(?:really|absolutely|just|honestly|genuinely|totally)\s+)?"
    rf"(?:hate|detest|loathe|despise|can'?t stand|cannot stand|can'?t bear|can'?t do)\s+"
    rf"{_EN_POINTER}\b"
)


def _en_taste(comment: str) -> str:
    """'like' or 'dislike' for a clause that says a taste of what it points at, else ""."""
    said = _EN_LEAD.sub("", comment.strip())
    if _EN_LIKE.search(said):
        return "like"
    return "dislike" if _EN_DISLIKE.search(said) else ""


def _en_topic(phrase: str) -> str:
    """The thing a phrase names alone ("Karaoke", "ugh, karaoke", "Fresh sourdough"), else ""."""
    said = _EN_LEAD.sub("", phrase.strip(" \t.!?,;:-–—…")).strip(" .!?,;:-–—")
    found = _EN_TOPIC.match(said)
    if found is None or _EN_NOT_TOPIC.search(said):
        return ""
    return found["topic"]


# --- Chinese -----------------------------------------------------------------------------

_ZH_POINTER: Final = r"(?:这一?口|这个|它|这玩意儿?|这东西|这种东西)"
_ZH_LIKE: Final = re.compile(
    rf"^我?(?:就|最|真|是|特别|超|很|贼|可|也)*(?:好|爱|喜欢|稀罕|馋|离不开)(?:{_ZH_POINTER}|了?$)"
    r"|^(?:是|这是|这就是)?我的(?:最爱|本命|心头好|白月光)"
)
_ZH_DISLIKE: Final = re.compile(
    rf"^我?(?:就|最|真|是|特别|超|很|贼|可|实在|一点也?|完全)*"
    rf"(?:受不了|讨厌|烦|接受不了|吃不惯|看不惯|看不进去|吃不来|碰不得|不喜欢)(?:{_ZH_POINTER}|了?$)"
)
_ZH_TOPIC: Final = re.compile(
    r"^(?P<topic>[\u4e00-\u9fffA-Za-z]{2,10}?)"
    r"(?:(?:必须|一定|得|要|是|就是|真是|真的|可是|这东西|这玩意儿?)[^，,。]*|[啊呀嘛吧哇])?$"
)
_ZH_NOT_TOPIC: Final = re.compile(
    r"^[这那]|[我你他她咱们谁吗呢吧了过着不没别太很？?]|什么|怎么|哪|一下|今天|明天|昨天|现在"
)
"""What makes a phrase a clause or a pointer, not a thing named (今天下雨了, 推荐一下, 不要吵)."""
_ZH_OWN: Final = re.compile(rf"我|{_ZH_POINTER}")
"""The user or a pointer said in the taste's clause (开会？受不了 says neither: no taste)."""


def _zh_taste(comment: str) -> str:
    said = comment.strip(" ，,。！!～~")
    if not _ZH_OWN.search(said):
        return ""
    if _ZH_LIKE.search(said):
        return "like"
    return "dislike" if _ZH_DISLIKE.search(said) else ""


def _zh_topic(phrase: str) -> str:
    said = phrase.strip(" ，,。！!？?～~…")
    found = _ZH_TOPIC.match(said)
    if found is None or _ZH_NOT_TOPIC.search(found["topic"]):
        return ""
    return found["topic"]


# --- both --------------------------------------------------------------------------------

_EN_SPLIT: Final = re.compile(r"\s*(?:[,;:]|\s[-–—]+\s|—)\s*")
_ZH_SPLIT: Final = re.compile(r"[，,；;：:]|——")
_BEFORE: Final = re.compile(r"[^.!?。！？\n]*[.!?。！？\n\s]*$")
"""The sentence right before a point of the message."""


def added(sentence: str, message: str, chinese: bool, fills: list[Fill]) -> list[Fill]:
    """`fills` with the user's taste of a thing named first and pointed back at."""
    if any(f.slot in _TASTES and f.subject == "user" for f in fills):
        return fills
    taste, topic = _read(sentence, message, chinese)
    if not taste or not topic:
        return fills
    return [*fills, Fill(taste, topic)]


def _read(sentence: str, message: str, chinese: bool) -> tuple[str, str]:
    """(the taste, the thing) of a sentence, or of it and the sentence before it."""
    split, taste_of, topic_of = (
        (_ZH_SPLIT, _zh_taste, _zh_topic) if chinese else (_EN_SPLIT, _en_taste, _en_topic)
    )
    parts = [p for p in split.split(sentence) if p.strip()]
    at = next((i for i, part in enumerate(parts) if taste_of(part)), -1)
    if at < 0:
        return "", ""
    taste = taste_of(parts[at])
    if at == 1 and (topic := topic_of(parts[0])):
        return taste, topic
    if any(not _FILLER.fullmatch(part.strip(" .!,")) for part in parts[:at]):
        return "", ""  # the taste's clause follows something else than the thing
    start = message.find(sentence)
    before = _BEFORE.search(message[:start]) if start > 0 else None
    return taste, topic_of(before.group()) if before else ""


_FILLER: Final = re.compile(r"(?i)that'?s it|that is it|yes|yeah|honestly|ugh|就是它|就这个|对")
