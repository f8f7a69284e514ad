"""A taste said as a verdict on a topic named apart: a bare thing, then a clause that judges
it and names nothing of its own ("Jazz? Meh, never been my thing.", "Country music? Hard
pass.", "spicy food? bring it", 臭豆腐？不行不行，闻着就想跑, 数学？我从小就头疼), or the
verdict first and the thing after it (我就好这口儿，卤煮！).

The verdicts are data (EN and ZH, each with its polarity). The topic is one clause of one to
five words (two to eight characters) with no person, pronoun, question word or verb of its
own; the verdict clause has no subject but the user. A topic said as a question ("Jazz?")
is split from its verdict into a sentence of its own: `joined` gives the two back as one
sentence when the second opens with a verdict, so the reader sees both. Pure: text in,
fills out.
"""

from __future__ import annotations

import re
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.reply_words import EN_REPLY, ZH_REPLY
from memstream.processors.grammar.zh_subjects import someone_in

LIKE: Final = "like"
DISLIKE: Final = "dislike"

EN_VERDICTS: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "never been my thing", "has never been my thing", "not my thing", "not really my thing",
            "not for me", "not really for me", "hard pass", "never again", "a no from me",
            "not a fan", "not a big fan",
            "can't stand it", "can't stand them", "cannot stand it", "hate it", "hate them",
            "i hate it", "i hate them", "can't do it", "can't do them", "gross", "yuck", "ew",
            "eww", "not my cup of tea", "count me out", "never liked it",
            "never liked them", "can't stomach it", "can't stomach them", "the worst",
            "disgusting", "so disgusting", "nasty", "so gross", "i'll pass", "not my jam",
            "blech",
            "can't stand the stuff", "overrated", "so overrated",
        ),
        DISLIKE,
    ),
    **dict.fromkeys(
        (
            "love it", "love them", "i love it", "i love them", "obsessed", "i'm obsessed",
            "i am obsessed", "totally obsessed", "hooked", "i'm hooked", "totally hooked",
            "my jam", "very much my thing", "totally my thing", "so my thing", "bring it",
            "yes please", "can't get enough", "my favourite", "my favorite", "my fave",
            "addicted", "i'm addicted", "big fan", "huge fan", "my weakness",
            "my guilty pleasure", "all day every day", "the best",
            "adore it", "adore them", "i adore it", "i adore them",
            "count me in", "any day", "every time", "my go-to", "my comfort food",
            "heaven", "pure heaven", "so good", "can't live without it",
            "can't live without them", "yum", "yummy",
        ),
        LIKE,
    ),
}  # fmt: skip
"""English verdict clauses (the whole clause, fillers left out) and their polarity."""

ZH_VERDICTS: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "不行不行", "不行", "受不了", "受不了受不了", "头疼", "头大", "想吐", "就想吐",
            "闻着就想吐", "闻着就想跑", "免了", "算了算了", "拉倒吧", "敬谢不敏", "无感",
            "不感冒", "碰都不碰", "一口都不吃", "接受无能", "达咩", "退退退", "噫", "救命",
            "讨厌", "最讨厌", "真受不了", "完全不行", "吃不来", "喝不来", "欣赏不来",
            "算了吧", "饶了我吧", "劝退", "无福消受", "接受不了", "吃不惯", "喝不惯",
            "不爱", "不喜欢", "闻着就受不了", "看着就受不了", "一口都吃不下",
            "不碰", "都不碰", "从不碰", "从来不碰", "一概不碰", "欣赏不了", "无法接受",
            "听不下去", "看不下去", "吃不下去", "喝不下去", "get不到", "无感的",
        ),
        DISLIKE,
    ),
    **dict.fromkeys(
        (
            "爱了", "爱了爱了", "绝了", "太香了", "真香", "我的最爱", "好这口", "好这口儿",
            "就好这口", "就好这口儿", "超爱", "最爱", "百吃不厌", "上头", "太上头了",
            "永远的神", "yyds", "心头好", "本命", "必须的",
            "我的命", "一生推", "爱死了", "吃不腻", "百吃不腻", "戒不掉", "欲罢不能",
        ),
        LIKE,
    ),
}  # fmt: skip
"""Chinese verdict clauses (the whole clause, the user and intensifiers left out) and their
polarity."""


def _alternation(words: dict[str, str] | frozenset[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


EN_FAN_NOUNS: Final = frozenset(
    "snob junkie fiend nerd addict fanatic aficionado buff geek nut freak connoisseur".split()
)
"""What one calls oneself of a thing one loves ("a tea snob", "a news junkie")."""
_EN_FAN: Final = re.compile(
    r"(?i)\b(?:i'm|i am|im)\b(?P<between>[^.;!?]{0,40}?)\b(?:a|an) (?:total |huge |real |big "
    r"|massive |proper |bit of a |complete |serious |self-confessed )*(?P<x>[a-z][\w-]*(?: [a-z]"
    rf"[\w-]*)?) (?:{_alternation(EN_FAN_NOUNS)})\b"
)
_EN_NOT_FAN: Final = re.compile(
    r"(?i)\b(?:not|never|recovering|former|ex|reformed|no longer|used to|was)\b|\?"
)


def fan_of(text: str) -> list[Fill]:
    """ "I'm a veggie and a tea snob", "I'm a total news junkie": the thing one calls oneself
    a lover of, also inside a list of what one is; not "a recovering sugar addict"."""
    found = _EN_FAN.search(text)
    if found is None or _EN_NOT_FAN.search(text[: found.end()]):
        return []
    thing = found["x"]
    if thing.split()[0].lower() in ("the", "my", "your", "bit", "little", "sort", "kind"):
        return []
    return [Fill(LIKE, thing)]


_EN_FOR_LIFE: Final = re.compile(
    r"(?:^|(?<=[,;] ))\W*(?P<x>[A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*){0,2}) (?:till|til|'til|until|to)"
    r" I die\b"
    r"|(?:^|(?<=[,;] ))\W*(?i:and )?(?i:a )?(?i:(?:big|huge|massive|die[- ]?hard|lifelong|life-long"
    r"|loyal|proud|avid|mad|long-suffering) )+(?P<y>[A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*){0,2})"
    r" (?:fan|supporter)(?= (?:here|over here|through and through|obviously|obvs|btw|tbh|since)\b"
    r"|\s*[,.;!(]|\s*$)"
)
"""A team or a band one follows for life, said as a chant ("Tottenham till I die", "die-hard
Liverpool fan here"), or a fan said as a fragment of what one is, with how keen before it
("big Arsenal fan, allergic to sesame", "Lifelong Liverpool fan."): a like of it (g51t: the
fragment anywhere after a comma, with any word of how keen)."""


_EN_ALL_TIME: Final = re.compile(
    r"(?i:\bmy (?:all[- ]time |absolute |very )?favou?rite (?:[a-z]+ ){1,2}?"
    r"(?:of all time|ever|in the world|on earth) (?:is|has to be|would be|remains) )"
    r"(?P<x>[A-Z0-9][\w.&'-]*(?: [A-Z0-9][\w.&'-]*){0,3})(?=\s*(?:$|[,.;!(]))"
)
"""A favourite named with how long it has been one ("my favourite band of all time is
Tinariwen"): a like of it."""


def for_life(text: str) -> list[Fill]:
    """ "Juventus till I die", "die hard Liverpool fan here", "my favourite band of all time is
    Tinariwen": the named thing is liked."""
    if (always := _EN_ALL_TIME.search(text)) is not None:
        return [Fill(LIKE, always["x"])]
    found = _EN_FOR_LIFE.search(text)
    if found is None or _EN_NOT_FAN.search(text[max(0, found.start() - 12) : found.start()]):
        return []
    thing = found["x"] or found["y"]
    return [] if thing.split()[0].lower() in _EN_NOT_FOR_LIFE else [Fill(LIKE, thing)]


_EN_NOT_FOR_LIFE: Final = frozenset(
    """i my he she they we you it this that work party dance ride fight love live rock eat drink
    grind hustle study run train code play sing laugh smile wait stay keep learn try""".split()
)
"""A first word of "... till I die" that is a doing or a person, no team ("Work till I
die")."""


_AFTER_CALLED: Final = r"(?:and|but|tbh|honestly|lol|ja|lah|though)"
"""Words that may follow a thing's name for a taste, ending it (", ja", "tbh")."""
EN_CALLED: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "weakness", "guilty pleasure", "jam", "happy place",
            "comfort food", "kryptonite", "favourite", "favorite", "fave", "obsession",
            "vice", "go-to", "drug of choice", "addiction", "soft spot", "lifeline",
            "therapy",
        ),
        LIKE,
    ),
    **dict.fromkeys(
        ("nemesis", "nightmare", "pet peeve", "idea of hell", "arch-enemy", "archenemy",
         "least favourite", "least favorite", "mortal enemy"),
        DISLIKE,
    ),
}  # fmt: skip
"""What the user calls a thing, as "X is my ___", and the taste it says ("Brisket's my
weakness", "Mondays are my nemesis"). Not "my love language" nor "my religion": the unit tests
keep "coffee is my love language" a joke (test_grammar_negatives_everyday)."""
_EN_CALLED: Final = re.compile(
    r"(?i)^\W*(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){0,6}?)(?:'s| is| are|'re) (?:honestly |totally "
    r"|literally |definitely |absolutely |basically |officially |still |kind of |kinda "
    r"|suddenly |now |easily |probably |hands down |by far |somehow |apparently )*my "
    r"(?:absolute |all-time |all time |ultimate |biggest |one true |secret |number one |#1 "
    rf"|true |greatest |worst |total )*(?P<n>{_alternation(EN_CALLED)})"
    rf"(?: (?!{_AFTER_CALLED}\b)(?P<k>[a-z]+))?(?=\s*(?:$|[,.;!?—–)]|\b{_AFTER_CALLED}\b))"
)
_EN_NOT_CALLED: Final = re.compile(
    r"(?i)^(?:it|this|that|these|those|he|she|they|you|my|his|her|their|our|your|what|which"
    r"|who|there|here|today|tonight|tomorrow|yesterday|everything|nothing|someone|he's"
    r"|she's)\b"
)
_EN_CALLED_KINDS: Final = frozenset(
    """food fruit dish drink snack dessert meal band song album book movie film show genre
    sport game team color colour flower season artist author cuisine beer wine coffee tea
    cheese""".split()
)
"""Kinds a favourite may be said of ("my favourite fruit"); a day or a person is no taste."""


def called(text: str) -> list[Fill]:
    """ "Brisket's my weakness", "Durian is my absolute favourite fruit, fight me",
    "Mondays are my nemesis": the thing the user calls by a word of taste; not a pronoun,
    someone's thing ("my wife is my everything") or a favourite of another kind ("Friday is
    my favourite day")."""
    found = _EN_CALLED.match(text)
    if found is None or _EN_NOT_CALLED.match(found["x"]):
        return []
    if _someone(found["x"], False) or (found["k"] and found["k"].lower() not in _EN_CALLED_KINDS):
        return []
    thing = _EN_FROM.sub("", found["x"])
    return [Fill(EN_CALLED[found["n"].lower()], thing)] if len(thing.split()) <= 4 else []


_EN_FROM: Final = re.compile(r"(?i)\s+(?:from|at|in|by|of|on) .*$")
"""Where a thing comes from, after it ("bunny chow from the Victory Lounge"): not the kind."""


_EN_FILLER: Final = re.compile(
    r"^(?:(?:meh|ugh|oh|ooh|nah|yeah|yes|no|honestly|tbh|ngl|lol|haha|god|omg|ok|okay|well|so"
    r"|just|sorry|and|but|personally|for me|man|hmm|um|uh|i mean|really|it's|its|they're"
    r"|that's|thats|always|has|have|is|are)\b[\s,.!]*)*",
    re.IGNORECASE,
)
_EN_VERDICT: Final = re.compile(
    rf"^(?P<v>{_alternation(EN_VERDICTS)})(?:\s+(?:lol|haha|tbh|honestly|for me|though"
    r"|really|at all|ever|sorry|lately))*[\s.!~]*$",
    re.IGNORECASE,
)
_EN_CLAUSES: Final = re.compile(r"\s*[,?!;:—–]+\s*|\.\s+|\.$")
_EN_NOT_TOPIC: Final = re.compile(
    r"\b(?:i|i'm|im|i've|i'd|me|my|you|your|you're|he|she|they|we|us|our|his|her|their|it"
    r"|this|that|these|those|the|what|who|how|why|when|where|which|is|are|was|were|do|does"
    r"|did|can|could|would|should|will|have|has|had|been|be|not|no|yes|yeah|ok|okay|thanks"
    r"|please|hi|hey|hello|sorry|lol|haha|mom|dad|mum|wife|husband|boss|friend|sister"
    r"|brother|son|daughter|anyone|someone|everyone|nobody|today|tomorrow|tonight|yesterday"
    r"|question|idea|plan|meeting|trip|party|call|date)\b"
    r"|\d|@|/|#",
    re.IGNORECASE,
)
"""What a bare topic does not hold: a person or pronoun, a verb of its own, a question word,
a reply word, or an event at hand (a meeting, a trip)."""

_ZH_HOLDER: Final = re.compile(
    r"^(?:我|俺|本人)?(?:是|也|就|真的?|是真的?|真是|从小就?|一直|向来|实在|简直|完全|直接|"
    r"特别|超级?|太|很|挺|最|一看就|一听就|一吃就|一闻就|闻着|看着|吃着|听着)*"
)
_ZH_VERDICT: Final = re.compile(
    rf"^(?P<v>{_alternation(ZH_VERDICTS)})(?:了|的|啊|呀|哈|哈哈|吧|呢|好吗|！|!|~|～|。)*$"
)
_ZH_CLAUSES: Final = re.compile(r"[，,？?！!；;。~～…]+|\s+")
_ZH_NOT_TOPIC: Final = re.compile(
    r"[我你他她它咱谁吗呢么啥怎哪]|什么|这个|那个|这次|那次|今天|明天|昨天|会议|开会|"
    r"不|没|是|要|想|在|了|过|说|去|来|有"
)
"""What a bare Chinese topic does not hold: a person, a question, a negation or a verb."""


def read(text: str, chinese: bool) -> list[Fill]:
    """The tastes a sentence gives as a verdict on a bare topic beside it; nothing when no
    clause is a verdict or no clause next to it is a bare topic."""
    clauses = _clauses(text, chinese)
    fronted = [f for c in _SAID_CLAUSES.split(text) for f in _fronted_taste(c.strip(), chinese)]
    if fronted:
        return fronted[:1]
    if len(clauses) < 2:
        return []
    for index, clause in enumerate(clauses):
        polarity = _verdict(clause, chinese)
        if polarity is None:
            continue
        topic = _topic(clauses, index, chinese)
        return [Fill(polarity, topic)] if topic else []
    return []


def joined(sentences: list[str]) -> list[str]:
    """The sentences with a bare topic said on its own ("Jazz?", 臭豆腐？, "Matcha lattes!")
    joined to the next when that one opens with a verdict on it, and a Chinese clause said
    word by word, each word exclaimed (我！超！爱！螺蛳粉！！), joined into one."""
    out: list[str] = []
    beating = False
    for sentence in sentences:
        if out and (_BEAT.match(out[-1]) or beating) and _BEAT.match(sentence.strip()[:4]):
            out[-1] = out[-1].rstrip("!！ ") + sentence  # 我！超！爱！螺蛳粉！！: word by word
            beating = True
            continue
        beating = False
        if out and _lone_topic(out[-1]) and _opens_with_verdict(sentence):
            topic = _EN_SOUND.sub("", out[-1].strip()).rstrip("?？!！. ")
            out[-1] = f"{topic}, {sentence}"
            continue
        out.append(sentence)
    return out


_BEAT: Final = re.compile(r"^[\u4e00-\u9fff]{1,3}[!！]")
"""One word of a Chinese clause exclaimed on its own (我！)."""


def _lone_topic(sentence: str) -> bool:
    """A sentence that is one bare topic, asked or exclaimed ("Jazz?", 臭豆腐？), or said after
    a sound of disgust or delight ("Ugh, olives.", g51t)."""
    chinese = re.search(r"[\u4e00-\u9fff]", sentence) is not None
    said = sentence.strip()
    sound = None if chinese else _EN_SOUND.match(said)
    ends = "?？!！." if sound is not None else "?？!！"
    said = said[sound.end() :] if sound is not None else said
    if not said or said[-1] not in ends:
        return False
    return bool(_bare(said.rstrip("?？!！. "), chinese))


_EN_SOUND: Final = re.compile(r"(?i)^(?:ugh+|urgh+|ew+|yuck|blech|bleh|mm+|ooh+|ahh+)[,!.]*\s+")
"""A sound of disgust or delight before a topic said alone ("Ugh, olives.")."""


def _opens_with_verdict(sentence: str) -> bool:
    """A sentence whose first clause (or the one after a short reaction) is a verdict."""
    chinese = re.search(r"[\u4e00-\u9fff]", sentence) is not None
    clauses = _clauses(sentence, chinese)[:2]
    return any(_verdict(c, chinese) is not None for c in clauses)


_ZH_FRONTED: Final = re.compile(
    r"^(?![这那此])(?P<x>[^我俺得\s]{2,8}?)(?P<who>我|俺)(?:一般|平时|现在|向来|从来|基本上?|通常|确实|其实)*"
    r"(?P<v>.+)$"
)
"""A thing said first, then the user and a verdict on it in one clause (爵士乐我欣赏不来,
甜食我一般都不碰): the user's taste of the thing; not a thing at hand (这首歌我听不下去)."""


_SAID_CLAUSES: Final = re.compile(r"[，,？?！!；;。~～…:：—–]+|\.\s+|\.$")
"""Clauses split at punctuation only: a thing said first may hold a space (Java 6的代码)."""


def _fronted_taste(clause: str, chinese: bool) -> list[Fill]:
    """The taste a clause gives of the thing said first (爵士乐我欣赏不来, "Jazz I hate")."""
    return _fronted(clause) if chinese else _en_fronted(clause)


def _fronted(clause: str) -> list[Fill]:
    """The taste a Chinese clause gives of the thing it opens with, before the user and a
    verdict (爵士乐我欣赏不来); [] when the opening is no bare thing."""
    found = _ZH_FRONTED.match(clause)
    if found is None:
        return []
    polarity = _verdict(found["v"], True)
    thing = _bare(found["x"], True)
    return [Fill(polarity, thing)] if polarity is not None and thing else []


EN_FRONTED: Final[dict[str, str]] = {
    **dict.fromkeys(
        (
            "love", "adore", "live for", "can't live without", "cannot live without",
            "could eat all day", "could eat every day", "could eat forever", "could live on",
            "can't get enough of", "never get tired of", "never get sick of",
            "could listen to all day", "could watch all day", "could drink all day",
            "am obsessed with", "'m obsessed with",
        ),
        LIKE,
    ),
    **dict.fromkeys(
        (
            "hate", "can't stand", "cannot stand", "can't bear", "detest", "loathe",
            "can't get into", "won't touch", "will never touch", "never touch", "don't touch",
            "don't do", "can't do", "avoid", "can't deal with", "can't handle", "despise",
            "can't stomach", "can't abide",
        ),
        DISLIKE,
    ),
}  # fmt: skip
"""What the user says of a thing said first ("Jazz I just can't stand", "Olives I could eat
all day"), the whole rest of the clause, and its polarity."""
_EN_FRONTED: Final = re.compile(
    r"^(?P<x>[a-z][\w'&-]*(?: [\w'&-]+){0,3}?),? i (?:(?:just|really|honestly|absolutely|simply"
    r"|totally|genuinely|seriously|literally|truly|personally|still|never|always|actually)\s+)*"
    rf"(?P<v>{_alternation(EN_FRONTED)})(?:\s+(?:lol|haha|tbh|honestly|though|at all|ever))*$",
    re.IGNORECASE,
)


def _en_fronted(clause: str) -> list[Fill]:
    """The taste an English clause gives of the thing it opens with, before "I" and a taste
    ("Jazz I just can't stand", "Olives I could eat all day"); [] when the opening is no bare
    thing (a pronoun, a person, a time: "That song I can't stand" is a thing at hand)."""
    found = _EN_FRONTED.match(clause)
    if found is None:
        return []
    thing = _bare(found["x"], False)
    if not thing or set(thing.lower().split()) & _EN_SPOKEN:
        return []
    return [Fill(EN_FRONTED[found["v"].lower()], thing)]


_EN_SPOKEN: Final = frozenset(
    """like um umm uh er erm so well and but then also plus actually really honestly anyway
    basically literally right oh yeah yep nope""".split()
)
"""Words of speech before "I" that are no thing ("like I actually really hate ...")."""


def _clauses(text: str, chinese: bool) -> list[str]:
    pattern = _ZH_CLAUSES if chinese else _EN_CLAUSES
    return [c.strip() for c in pattern.split(text) if c and c.strip()]


def _verdict(clause: str, chinese: bool) -> str | None:
    """The polarity of a clause that is only a verdict, or None."""
    if chinese:
        found = _ZH_VERDICT.match(_ZH_HOLDER.sub("", clause, count=1))
        return ZH_VERDICTS[found["v"]] if found is not None else None
    said = _EN_FILLER.sub("", clause).strip()
    found = _EN_VERDICT.match(said) if said else None
    return EN_VERDICTS[found["v"].lower()] if found is not None else None


def _topic(clauses: list[str], at: int, chinese: bool) -> str:
    """The bare topic a verdict judges: the first clause, when the verdict is within the
    next three clauses; else, for Chinese, the clause right after the verdict."""
    if 0 < at <= 3:
        topic = _bare(clauses[0], chinese)
        if topic and all(not _someone(c, chinese) for c in clauses[1:at]):
            return topic
    if chinese and at + 1 < len(clauses) and at == 0:  # 我就好这口儿，卤煮！
        return _bare(clauses[at + 1], chinese)
    return ""


def _someone(clause: str, chinese: bool) -> bool:
    """Whether a clause between topic and verdict names someone else."""
    if chinese:
        return someone_in(clause, pets=True)
    return (
        re.search(r"\b(?:he|she|they|his|her|their|my \w+ (?:says|said))\b", clause, re.I)
        is not None
    )


_EN_SOMEONE: Final = re.compile(r"\b(?:he|she|they|his|her|their|my \w+ (?:says|said))\b", re.I)


def _bare(clause: str, chinese: bool) -> str:
    """The clause as a bare thing (one to five words, two to eight characters), or ""."""
    if chinese:
        ok = 2 <= len(clause) <= 8 and not _ZH_NOT_TOPIC.search(clause)
        return (
            clause
            if ok and not ZH_REPLY.search(clause) and not someone_in(clause, pets=True)
            else ""
        )
    words = clause.split()
    if not 1 <= len(words) <= 5 or not words[0][0].isalpha():
        return ""
    if _EN_NOT_TOPIC.search(clause) or EN_REPLY.search(clause) or _EN_VERDICT.match(clause):
        return ""
    if _EN_FILLER.sub("", clause).strip() != clause:
        return ""
    return clause
