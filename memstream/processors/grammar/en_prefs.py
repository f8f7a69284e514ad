"""English preferences by dimension: the option a sentence asks for, however it is worded.

Each dimension's options are named by cue words (`CUES`, data); a cue preceded by a
negator ("no emojis", "stop with the emojis", "not tabs", "than lists") or by "too" ("too
long") asks for the opposite option (or, for an option without one, nothing). A sentence
counts only when it reads as a wish about replies or the user's set-up (`_WISH`), so "I
ran 5 miles" says nothing about units. The reply language and the editor are read apart.
"""

from __future__ import annotations

import re
from functools import cache
from itertools import pairwise
from typing import Final

from memstream.processors.grammar import en_people, reasoned_wishes, reply_amounts, value_patterns
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.tokens import Clause, tokens_of

CUES: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "pref.response_length": {
        "concise": ("short", "shorter", "brief", "briefer", "concise", "succinct", "terse",
                    "to the point", "the gist", "just the gist", "tl;dr", "tldr", "one-liner",
                    "less detail", "just the answer", "just give me the answer", "bottom line",
                    "wall of text", "too long", "too wordy", "so long", "way too long",
                    "too verbose", "so chatty", "being so chatty", "essays", "rambling",
                    "waffle", "waffling", "a paragraph or two", "one paragraph", "a paragraph",
                    "fewer words", "keep it tight", "padding", "fluff", "walls of text",
                    "a sentence or two", "no explanation", "no explanations",
                    "skip the explanation", "just the code", "text-style", "text style",
                    "short and sweet", "in a nutshell", "quick answers", "bite-sized"),
        "detailed": ("detailed", "in depth", "in-depth", "thorough", "long answers",
                     "longer answers", "comprehensive", "every detail", "explain everything",
                     "more explanation", "more detail", "go deeper", "too brief", "too short",
                     "feel rushed", "feeling rushed", "long thorough", "don't skip steps",
                     "do not skip steps", "long explanations", "more thorough", "more depth",
                     "deep dive", "deep dives", "the details", "all the details", "go long",
                     "long-form", "long form", "the long version", "full reasoning",
                     "all the reasoning", "fully reasoned", "worked steps", "full working",
                     "show your working", "show the working", "show your work", "every step",
                     "thoroughness", "step by step", "in detail", "the full picture"),
    },
    "pref.emoji": {"use": ("emoji", "emojis", "emoticons", "smileys", "emojis 😊", "smiley faces")},
    "pref.theme": {
        "dark": ("dark mode", "dark theme", "dark themes", "dark background", "dark backgrounds",
                 "dark mode person", "night mode", "dark everything", "dark ui", "dark interface",
                 "black background", "black backgrounds", "dark themed", "dark-themed"),
        "light": ("light mode", "light theme", "light themes", "light background",
                  "gone light", "light on everything", "day mode", "light everything",
                  "light ui", "white background", "white backgrounds", "light themed",
                  "light-themed"),
    },
    "pref.tone": {
        "formal": ("formal", "professional", "polite", "more formal", "formality", "formally",
                   "formal register", "address me properly", "proper salutations",
                   "corporate speak", "corporate-speak", "corporate jargon"),
        "casual": ("casual", "informal", "relaxed", "like a friend", "loosen up", "chill",
                   "normal person", "friendly", "so stiff", "too stiff", "so robotic",
                   "too robotic", "like a mate", "like a buddy", "like a pal", "like a human",
                   "casually", "talk normally", "talk to me normally", "talk normal",
                   "talk to me normal", "chummy", "laid-back", "laid back", "less stiff",
                   "less corporate", "less uptight"),
    },
    "pref.indentation": {"tabs": ("tabs", "tab"), "spaces": ("spaces",)},
    "pref.units": {
        "metric": ("metric", "celsius", "°c", "kilometres", "kilometers", "km", "kilograms",
                   "kg", "litres", "liters", "centimetres", "centimeters", "grams", "millilitres",
                   "milliliters", "ml", "kilos"),
        "imperial": ("imperial", "fahrenheit", "°f", "miles", "pounds", "lbs", "feet",
                     "inches", "ounces", "cups", "oz"),
    },
    "pref.format": {
        "bullets": ("bullets", "bullet points", "bullet point", "bulleted", "bullet list",
                    "lists", "numbered", "points only", "in points", "point form", "point-form",
                    "bullet it", "bullet them", "bullet-pointed", "numbered list"),
        "tables": ("tables", "table"),
        "markdown": ("markdown",),
        "prose": ("prose", "paragraphs", "plain text", "full sentences", "flowing text",
                  "full paragraphs", "normal sentences", "regular sentences", "complete sentences",
                  "plain sentences", "write normally", "normal text", "like a person writes"),
    },
}  # fmt: skip
ALL_CUES: Final = frozenset(
    cue for options in CUES.values() for cues in options.values() for cue in cues
)
"""Every word that names an option of a reply or set-up preference."""
_OPPOSITES: Final = {
    "concise": "detailed", "detailed": "concise", "use": "avoid", "avoid": "use",
    "dark": "light", "light": "dark", "formal": "casual", "casual": "formal",
    "tabs": "spaces", "spaces": "tabs", "metric": "imperial", "imperial": "metric",
    "bullets": "prose", "markdown": "prose",
}  # fmt: skip
_SELF_NEGATED: Final = frozenset(
    " ".join(cue.split())  # a cue written over two lines is one cue
    for cue in """wall of text|too long|too wordy|so long|way too long|too verbose|so chatty
    |being so chatty|essays|rambling|too brief|too short|feel rushed|feeling rushed|so stiff
    |too stiff|so robotic|too robotic|waffle|waffling|padding|fluff|walls of text""".split("|")
)
"""Cues that already complain: their option is the remedy, not the cue's own word."""
_NEGATORS: Final = re.compile(
    r"\b(?:no|not|stop|stop using|stop with|without|enough|too many|drop|less|fewer|lose"
    r"|cut|skip|ditch|get rid of|over the|over|than|instead of|hate|never|don't|do not|hurt"
    r"|headache|unreadable|way too many|zero|tone down|tone down the|cut back on|cut down on"
    r"|none of the|way fewer|chill with|chill on|ease up on|go easy on|easy on|lay off"
    r"|cool it with|not a fan of|(?:cut|knock) it out with|done with|tired of|sick of"
    r"|fed up with)\s+(?:\w+\s+){0,3}$"
)
_LAYOUT: Final = r"(?:headers|headings|bullets|bullet points|lists|tables|markdown|formatting)"
_WISH: Final = re.compile(
    r"\b(?:please|pls|plz|can you|could you|would you|can we|from now on|going forward|whenever"
    r"|every time|each time|any ?time you|put (?:\w+ ){0,3}(?:in|into) (?:a |an )?(?:\w+ )?table"
    r"|from"
    r" here on|for me|with me|prefer|rather|i like|i love|i want|i need|give me|keep|use|make"
    r"|stick to|switch|always|never|don't|do not|stop|no more|enough|too|instead|person|guy"
    r"|work better|works better|my thing|repl(?:y|ies)|answer|response|explanation|format"
    r"|everything|setup|set up|for recipes|for temperatures|indent|be more|be a bit|talk to"
    r"|loosen|drop the|feel free|go for it|coming|write|lay them out|i'm a|i am a|tone"
    r"|indentation|went back|switched|converted|moved|changed|gone|i am on|i'm on|mode"
    r"|instead|cook in|that's me|that is me|come (?:a)?round to|came (?:a)?round to|converted to"
    r"|team|dial|you sound|you are so|you're so|get to the point|cut to the chase"
    r"|not a fan|ease up|lay off|chill with|would (?:be|work) (?:great|nice|good|ideal|better"
    r"|best|perfect|lovely|appreciated|helpful)|works best|i (?:would|'d|'d) like (?:my |your |all"
    r" )?(?:[\w-]+ ){0,2}(?:answers|replies|responses|explanations|everything)"
    r"|you (?:send|give|show|write) me|you can|you may|(?:is|are) (?:fine|ok|okay) now"
    r"|kindly|maintain|appreciate|grateful|if you|address me|can u|could u|would u|talk normal"
    r"|talk normally|revert|text-style|(?:drop|lose|ditch|cut|bin) (?:them|those|it))\b"
    r"|>|\bno emojis\b|\bmy eyes\b"
    r"|\b(?:i'm|i am|im) (?:so |really |kinda |a bit )?(?:over|done with|tired of|sick of)\b"
    rf"|\bno (?:\w+ )?{_LAYOUT}\b[^.!?]{{0,30}}\bno (?:\w+ )?{_LAYOUT}\b"
)  # "no headers no bullets": a style asked for by what to leave out
_NEGATED_AFTER: Final = re.compile(
    r"^\W{0,3}(?:which i hate|do not|does not|are not|is not|hurt|give me a headache|are"
    r" unreadable|is unreadable|mean nothing|means nothing|(?:are|is) (?:\w+ )?(?:too much|a bit"
    r" much|overkill|excessive|distracting|annoying|getting annoying|cringe|getting old|evil"
    r"|the worst|awful|terrible|a crime|cursed|a nightmare|ugly|unbearable|too dense|too cramped"
    r"|too cluttered|hard to read)|suck\b|are a no"
    r"|[^.!?]{0,40}\b(?:tone (?:it|them) down|dial (?:it|them) (?:back|down)|to (?:none|zero))"
    r"|(?:break|breaks|are broken|look broken|do not render|don't render|mess up)\b"
    r"|(?:was|were) a mistake\b"
    r"|(?:have|has) (?:gotten|got) out of hand|\W{0,5}(?:are|is)? ?not for me"
    r"|(?:\w+ ){0,2}(?:feel|feels|look|looks|seem|seems) (?:\w+ )?(?:childish|unprofessional"
    r"|cheesy|cringe|cringey|tacky|juvenile|silly)"
    r"|(?:are|is) (?:doing my head in|driving me (?:mad|nuts|crazy|up the wall))"
    r"|drive me (?:mad|nuts|crazy|up the wall)"
    r"|(?:make|makes) my (?:head|eyes) (?:hurt|spin|ache)|(?:give|gives) me (?:a )?headaches?"
    r"|(?:is|are) (?:murder|torture|brutal|painful|too heavy|heavy going|exhausting|a slog"
    r"|hard to follow)|(?:kill|kills|are killing|is killing|burn|burns) (?:me|my eyes)"
    r"|[^.!?,;]{0,40}?\b(?:make|makes) my (?:eyes?|head|brain) (?:\w+ ){0,2}?(?:slide|glaze|bleed"
    r"|hurt|spin|ache|swim|water))"
)
_LANGUAGE_WISH: Final = re.compile(
    r"\b(?:answer|reply|respond|write|talk|speak|replies|answers|switch|back to|go back to"
    r"|from now on|from here on|in|please|na lang)\b"
)
_EDITOR_USE: Final = re.compile(
    r"\b(?:use|using|used|code in|write in|writing in|live in|on|switched to|switch to|moved"
    r" to|moved over to|person|user|is my editor|all in on|do everything in|everything in|in"
    r"|editor is|got me|been using)\b"
)


_LIMIT: Final = re.compile(
    r"\b(?:under|no more than|not more than|at most|max(?:imum)?|less than|fewer than|within"
    r"|no longer than|a max of|a maximum of)\s+(?:\d+|a|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|twenty|fifty|a hundred|a few|a couple of)\s+(?:short\s+)?(?:sentences?"
    r"|words?|lines?|paragraphs?|bullets?|bullet points)\b"
    r"|\b(?:\d+(?:\s*[-–]\s*\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twenty"
    r"|fifty|a hundred)\s+(?:short\s+)?(?:sentences?|words?|lines?|paragraphs?|bullet points"
    r"|bullets)\s+"
    r"(?:max(?:imum)?|tops|at most|or less|or fewer)\b"
)
"""A limit on length ("keep answers under three sentences", "no more than 100 words"): a wish
for short replies, read as the word "short"."""


def preferences(text: str) -> list[Fill]:
    """The preferences one (expanded) sentence states."""
    text = _CHILL_WITH.sub("ease up on", text)
    low = reply_amounts.en_amounts(_LIMIT.sub("short", reply_amounts.en_complaints(text.lower())))
    if _about_someone_else(low):  # "my kids read these, so no emojis please": the wish
        return preferences(wish) if (wish := reasoned_wishes.en_request_after(text)) else []
    if replier_speaks(low):
        return []
    fills = [*reply_language(low), *_editor(low), *named_theme(text)]
    found = _found(low)
    heard = _HEARSAY.split(low)[0]
    cased = text[: len(heard)] if len(text) == len(low) else ""  # names keep their capitals
    if (
        found and (own := own_clauses(heard, cased)) != low
    ):  # the clauses read only when a cue is said
        low, found = own, _found(own)
    wished = _WISH.search(low) is not None or _has_emoji(text) or len(low.split()) <= 4
    if wished or len(found) >= 2:
        found = [(slot, said) for slot, said in found if _about_replies(slot, said[1], low)]
        fills += [Fill(slot, value, extra={"cue": cue}) for slot, (value, cue) in found]
    return reasoned_wishes.layout_reasons(fills)


_CHILL_WITH: Final = re.compile(r"(?i)\bchill (?:out )?(?:with|on)\b")
""""chill with the emojis": fewer of them, no wish for a casual tone."""
_REPLIER: Final = re.compile(
    r"\b(?:i'll|i will|i can|i could|let me)\s+(?:\w+\s+){0,2}?(?:keep|make|format|write|switch"
    r"|use|give)\b[^.?!]{0,30}?\bmy (?:answers|replies|responses|examples)\b"
    r"|\b(?:i'll|i will|i can|let me) (?:\w+ )?(?:reply|answer|respond|write)(?: to you)? in\b"
)
"""The one who replies speaking of their own replies ("Sure, I'll keep my answers short",
"I'll answer in Spanish from now on"): the assistant's words, no wish of the user's."""


def replier_speaks(low: str) -> bool:
    """True for a sentence in which the speaker is the one replying (the assistant's voice)."""
    return _REPLIER.search(low) is not None


def _found(low: str) -> list[tuple[str, tuple[str, str]]]:
    """(slot, (option, cue)) for every dimension the text names."""
    return [(slot, said) for slot, options in CUES.items() if (said := _dimension(low, options))]


_REPLY_SLOTS: Final = frozenset(("pref.response_length", "pref.tone"))
_SAID_TO: Final = frozenset(("pref.response_length", "pref.tone", "pref.emoji", "pref.format"))
_TO_WHOM: Final = re.compile(
    r"\b(?:to|with|for|around|in front of)\s+(?:my |our |the |a |an |your |his |her |other )?"
    r"(?:new |older |senior )?(\w+)\b"
)


def _to_someone_else(low: str) -> bool:
    """True when the sentence names another listener ("emails to clients", "with my boss")."""
    people = w.RELATIONS.keys() | w.PEOPLE_ROLES | _AUDIENCES
    return any(m.group(1) in people for m in _TO_WHOM.finditer(low))


_AUDIENCES: Final = w.words(
    """clients client customers customer colleagues coworkers boss bosses manager managers
    professors professor teachers teacher recruiters recruiter strangers elders parents
    in-laws everyone people students patients tenants landlord neighbours neighbors guests
    residents members staff team"""
)
_ABOUT_REPLIES: Final = re.compile(
    r"\b(?:answers?|repl(?:y|ies)|responses?|messages?|explanations?|explain\w*|summar(?:y|ies)"
    r"|tone|texts?|emails?|wording|output|keep (?:it|them|things)|be (?:more |a bit |a little "
    r"|less |super |very |really )?(?:brief|short|shorter|concise|succinct|terse|casual|formal"
    r"|informal|relaxed|friendly|polite|professional|detailed|thorough|chill)"
    r"|(?:talk|speak|write|chat)\w* (?:to|with) me|to me|for me|tl;?dr|the gist|please|pls|plz"
    r"|(?:can|could|would) you|you can|from now on|going forward|you are|your|you sound|prefer"
    r"|rather|give me|get to the point(?! (?:where|of|when|that))|drafts?|correspondence)\b"
)
"""Words that put a length or tone cue on the assistant's replies ("keep answers short",
"be more casual", "talk to me like a friend"): "life's too short" or "it was so chill" is
about something else."""
_NOT_A_REQUEST_START: Final = w.words("it it's that that's this life so was we they he she i")


_SPOKEN_TO: Final = frozenset(
    " ".join(cue.split())
    for cue in """wall of text|too wordy|too verbose|so chatty|being so chatty|rambling|essays
    |just the answer|just give me the answer|less detail|more detail|more explanation|go deeper
    |loosen up|like a friend|normal person|feel rushed|feeling rushed|don't skip steps
    |do not skip steps|long answers|longer answers|long explanations|tl;dr|tldr|one-liner
    |just the gist|the gist|bottom line|explain everything|talk normal|talk normally|talk to me
    normally|chummy|formally|formal register|like a mate|like a buddy|like a pal|like a friend
    |like a human|less stiff|less corporate|less uptight""".split("|")
)
"""Cues that are said to whoever answers: they need no word about replies beside them."""


def _clause_of(cue: str, low: str) -> str:
    """The clause that holds the cue ("please keep a professional tone, I forward these to
    clients": the wish, not the reason after it)."""
    return next((part for part in _PARTS_ANY_CASE.split(low) if cue in part), low)


def _about_replies(slot: str, cue: str, low: str) -> bool:
    """True unless a length or tone cue stands in a sentence that is not about replies."""
    if slot in _SAID_TO and _to_someone_else(_clause_of(cue, low)):
        return False  # "in emails to clients I keep it formal": how the user talks to others
    if slot not in _REPLY_SLOTS or cue in _SPOKEN_TO:
        return True
    if cue == "to the point" and re.search(r"to the point (?:where|of|when|that)\b", low):
        return False  # "get to the point where ...": a stage, not a wish
    words = low.split()
    if len(words) <= 4 and words and words[0].strip(",.!") not in _NOT_A_REQUEST_START:
        return True  # "shorter please", "more casual"
    return _ABOUT_REPLIES.search(low) is not None


_HEARSAY: Final = re.compile(
    r"\b(?:apparently|supposedly|allegedly|according to|i (?:read|heard|saw) (?:that|somewhere"
    r"|online)|(?:they|people|experts|some people) (?:say|said|claim|think)|rumou?r has it)\b"
)
"""Hearsay ("apparently emojis are unprofessional", "I read that dark mode saves battery"):
what follows is someone else's claim, not the user's wish."""


def own_clauses(low: str, cased: str = "") -> str:
    """The clauses said of the user or to the assistant: a clause about someone else ("my
    boss wants everything in bullet points", "Tom's emails are so formal", "Lena from legal
    prefers formal emails": `cased`, the same text with its capitals, shows the name) or about
    a thing ("the menu was in a formal tone") goes, and so do the clauses after it that name
    no one."""
    kept, theirs = [], False
    for part in _PARTS_ANY_CASE.split(cased or low):
        said = part.strip().lower()
        if not said:
            continue
        tokens = tokens_of(part.strip())
        if tokens and (tokens[0].lower() in _CUE_WORDS or _not_a_name(tokens[0].lower())):
            tokens = tokens_of(said)  # "Dark mode is better": a cue, not a name
        who, at = en_people.subject(Clause(tokens)) if tokens else ("user", 0)
        named = at > 0 or who != "user" or _named_owner(said)
        if named or _described_thing(tokens):
            theirs = who not in ("user", "assistant") or at == 0
        if not theirs:
            kept.append(said)
    return ", ".join(kept)


def _not_a_name(low: str) -> bool:
    """A word that opens a request or a gerund, not a person ("Going metric", "Can you")."""
    return low in _REQUEST_WORDS or (low.endswith("ing") and len(low) > 4)


_REQUEST_WORDS: Final = (
    frozenset(
        word for start in w.REQUEST_STARTS + tuple(w.QUESTION_STARTS) for word in start.split()[:1]
    )
    | w.LEAD_INS
)
_CUE_WORDS: Final = frozenset(
    word
    for options in CUES.values()
    for cues in options.values()
    for c in cues
    for word in c.split()
)
_PARTS_ANY_CASE: Final = re.compile(r"[,;]\s*|\s+(?:but|though|although|while)\s+", re.IGNORECASE)
_OWNER: Final = re.compile(r"^([a-z]+) ?'s (?!(?:been|got|gotten|not|just|so|too|a|an|the)\b)")


def _named_owner(said: str) -> bool:
    """True for a clause opening with a name's belongings ("tom's emails are so formal")."""
    found = _OWNER.match(said)
    return found is not None and found.group(1) not in _NOT_OWNERS


_NOT_OWNERS: Final = w.words("it that there here what who this let he she everything life")
_THINGS: Final = w.words("the this that these those")
_VERBS: Final = w.words("is was are were has had looks looked seems seemed got felt feels 's")
_REPLY_WORDS: Final = w.words(
    """answer answers reply replies response responses message messages explanation
    explanations output summary summaries text texts formatting format tone wording one ones
    last previous above latest formatting style layout font theme mode"""
)


def _described_thing(tokens: tuple[str, ...]) -> bool:
    """True for a clause opening with a thing ("the report was ...", "this movie is ..."),
    not with the assistant's replies or a cue ("the emojis are too much", "this is long")."""
    words = [t.lower() for t in tokens[:6]]
    if len(words) < 3 or words[0] not in _THINGS or words[1] in _VERBS:
        return False
    head = words[1 : next((i for i, t in enumerate(words) if t in _VERBS), len(words))]
    phrase = " ".join(head)
    if set(head) & _REPLY_WORDS or not head:
        return False
    return not any(_cues(phrase, options) for options in CUES.values())


def _about_someone_else(low: str) -> bool:
    words = low.split()
    first = next((word for word in words if word not in w.LEAD_INS), "")
    after = words[words.index(first) + 1] if first in words[:-1] else ""
    people = w.RELATIONS.keys() | w.PEOPLE_ROLES
    return (
        first in {"he", "she", "they"} | w.PEOPLE_WORDS
        or (first in ("my", "our") and after in people)
        or en_people.others_open(low)
    )  # g38s: "the guy at the next desk codes in Emacs"


def _has_emoji(text: str) -> bool:
    return any(ord(char) > 0x2600 and not ("\u4e00" <= char <= "\u9fff") for char in text)


def _dimension(low: str, options: dict[str, tuple[str, ...]]) -> tuple[str, str] | None:
    """(option, cue): the option the sentence asks for; the first cue not negated decides."""
    found = sorted(_cues(low, options))
    if _a_choice(low, found):
        return None
    for position, option, cue in found:
        before = low[max(0, position - 40) : position]
        measured = re.search(
            r"(?:\d|\b(?:one|two|three|four|five|six|ten|a few|several))\s*$", before
        )
        if measured and option != "use" and not reply_amounts.indent_counted(option, low):
            continue  # "five cups a day", "5 miles": a measure, not a wish
        negated = _NEGATORS.search(before) is not None or before.endswith("too ")
        negated = negated or _NEGATED_AFTER.match(low[position + len(cue) :]) is not None
        if cue in _SELF_NEGATED:
            return option, cue
        if option == "use" and negated:
            return "avoid", cue
        if negated:
            opposite = _OPPOSITES.get(option)
            if (opposite is not None and opposite in options) or option == "use":
                return str(opposite), cue
            continue
        return option, cue
    return None


def _a_choice(low: str, found: list[tuple[int, str, str]]) -> bool:
    """True for two options of one dimension offered as a choice ("tabs or spaces", "tables
    vs lists"): a question still open, whatever mark ends it."""
    for (at, option, cue), (then, other, _) in pairwise(found):
        between = low[at + len(cue) : then]
        if option != other and _CHOICE.fullmatch(between) is not None:
            return True
    return False


_CHOICE: Final = re.compile(r"\s*,?\s*(?:or|vs\.?|versus)\s+(?:\w+\s+){0,2}")


def _cues(low: str, options: dict[str, tuple[str, ...]]) -> list[tuple[int, str, str]]:
    found = []
    for option, cues in options.items():
        for cue in cues:
            if cue in low:  # a substring test first: most sentences have no cue at all
                found += [
                    (m.start(), option, cue)
                    for m in word_pattern(cue).finditer(low)
                    if cue != "table" or _AS_FORMAT.search(low[max(0, m.start() - 30) : m.start()])
                ]
    return found


_AS_FORMAT: Final = re.compile(
    r"\b(?:in|as|into|use|using|make|put|give|show|format|markdown|want|prefer|like|love|need"
    r"|with)\s+(?:\w+\s+){0,2}$"
)
"""A singular "table" is a format only where one is asked for or used ("in a table", "use a
markdown table"): "the table at the restaurant" is furniture."""


@cache
def word_pattern(phrase: str) -> re.Pattern[str]:
    """The phrase as a whole word or words (compiled once)."""
    return value_patterns.compiled(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])")


_ENDONYMS: Final = {
    "en français": "french", "en francais": "french", "en español": "spanish",
    "en espanol": "spanish", "en castellano": "spanish", "auf deutsch": "german",
    "in italiano": "italian", "em português": "portuguese", "em portugues": "portuguese",
    "in het nederlands": "dutch", "по-русски": "russian", "на русском": "russian",
    "po polsku": "polish", "på svenska": "swedish", "türkçe": "turkish",
}  # fmt: skip
"""A language named in its own words, as a request in that language names it."""
_OWN_WISH: Final = re.compile(
    r"\b(?:r[ée]ponds?|r[ée]pondez|[ée]cris|parle|responde|contesta|habla|escribe|antworte"
    r"|schreib|sprich|rispondi|parla|scrivi|responda|fala|escreva?|antwoord|praat|отвечай"
    r"|пиши|говори|odpowiadaj|pisz|svara|skriv)\b|s'il (?:te|vous) pla[iî]t|por favor|bitte"
    r"|per favore|пожалуйста|proszę"
)


def _own_words(low: str) -> list[Fill]:
    """ "réponds en français s'il te plaît", "antworte auf Deutsch": the reply language."""
    if _OWN_WISH.search(low) is None:
        return []
    return [Fill("pref.reply_language", v) for k, v in _ENDONYMS.items() if k in low][:1]


def reply_language(low: str) -> list[Fill]:
    """ "answer in German", "Spanish replies", "switch to Chinese", "back to English"."""
    own = _own_words(low)
    if own or _LANGUAGE_WISH.search(low) is None:
        return own
    for match in re.finditer(r"\b([a-z]+)\b", low):
        word = match.group(1)
        if word not in w.LANGUAGES or word in ("sign", "pt", "en", "bsl", "asl"):
            continue
        around = low[max(0, match.start() - 40) : match.end() + 30]
        said = _reply_pattern(word).search(around)
        if said is None or _OTHER_LISTENER.search(said.group()) is not None:
            continue
        before = low[: max(0, match.start() - 40) + said.start()]
        if _NOT_IN.search(before):
            return []  # "don't answer in Spanish": the language refused, none asked for
        if _I_DO.search(before) is None:  # "I answer the phones in Spanish": what the user does
            return [Fill("pref.reply_language", word)]
    return []


_NOT_IN: Final = re.compile(r"\b(?:don't|do not|never|stop|quit|no more)\s+(?:\w+\s+){0,2}$")
"""A negator before the reply verb ("don't answer in Spanish", "stop replying in German")."""
_I_DO: Final = re.compile(
    r"(?<!can )(?<!could )(?<!shall )(?<!should )(?<!would )(?<!do )\b(?:i|we)"
    r"(?:\s+(?:usually|always|often|mostly|only|also|normally|sometimes|still|just"
    r"|have to|need to|get to))?\s*$"
)


_OTHER_LISTENER: Final = re.compile(
    r"^(?:talk|speak|write)\w*\s+(?:\w+\s+){0,3}?(?:to|with)\s+(?!me\b|us\b)"
)
"""A language said to someone else ("I talk to my mom in Polish") is not how to reply."""


@cache
def _reply_pattern(word: str) -> re.Pattern[str]:
    return value_patterns.compiled(
        r"\b(?:answer|reply|respond)\w*\s+(?:\w+\s+){0,3}in\s+"
        + word
        + r"|\b(?:write|talk|speak)\w*\s+(?:back\s+)?(?:(?:to|with)\s+(?:me|us)\s+)?"
        + r"(?:only\s+|always\s+|just\s+)?in\s+"
        + word
        + r"|\b"
        + word
        + r"\s+(?:replies|answers|responses|please|from now|from here|na lang)"
        + r"|(?:switch|back|go back|move)\s+to\s+"
        + word
        + r"|\bin\s+"
        + word
        + r"\s+(?:from now|from here|please|instead)"
    )


_NAMED_THEME: Final = re.compile(
    r"(?:\b(?:theme|colou?r scheme)\b|主题|配色)[^.!?;。！？；]{0,30}?"
    r"(?<![A-Za-z])[A-Z][\w+.-]*(?: [A-Z][\w+.-]*)? (Light|Dark)(?![A-Za-z]| (?:mode|theme)s?\b)"
)


def named_theme(text: str) -> list[Fill]:
    """A theme named by its light or dark variant ("theme is now Solarized Light",
    主题换成One Dark了), in the user's own set-up, never asked about."""
    found = _NAMED_THEME.search(text)
    if found is None or re.search(r"\?|？|吗|\b(?:should|could|which|what)\b", text, re.I):
        return []
    return [Fill("pref.theme", found.group(1).lower(), extra={"cue": found.group(0)})]


_PERSON_NAMED_EDITORS: Final = frozenset(("Kate",))
"""Editors whose name is also a person's ("Kate"): an editor only where code is spoken of."""
_CODE_TALK: Final = re.compile(
    r"\b(?:code|coding|editor|ide|program|programming|plugin|plugins|syntax|vim|emacs|write in"
    r"|dev|developer|terminal|linux|kde|script|scripts)\b"
)


def _a_name_only(editor: str, low: str) -> bool:
    """True for an editor named like a person in a text that speaks of no code ("I'm Katie,
    sorry, Kate")."""
    return editor in _PERSON_NAMED_EDITORS and _CODE_TALK.search(low) is None


def _editor(low: str) -> list[Fill]:
    """The editor the user uses now (the last one named after a change word)."""
    found = [
        (match.start(), editor)
        for key, editor in w.EDITORS.items()
        if key in low
        for match in word_pattern(key).finditer(low)
    ]
    found = [(at, editor) for at, editor in found if not _a_name_only(editor, low)]
    if not found:
        return []
    found.sort()
    named = re.sub(r"\b(?:vs ?code|visual studio(?: code)?)\b", " ", low)
    if len(found) > 1 and re.search(r"\b(?:or|vs|versus)\b", named):
        return []  # "VS Code or Neovim?": a choice still open
    if re.search(r"\b(?:shortcuts?|plugins?|extensions?) for\b", low) and len(found) == 1:
        return []
    changed = re.search(
        r"\b(?:used to|was|were|switched|moved|instead of|now|these days|ditched|dropped|swapped"
        r"|traded|gave up|abandoned|converted|jumped ship|went back to|back to)\b",
        low,
    )  # "ditched Neovim for Zed": the one named last
    if len(found) > 1 and changed:
        past = re.search(r"\b(?:used to|was a|instead of)\b", low)
        chosen = found[-1] if past is None or past.start() < found[-1][0] else found[0]
        return [Fill("pref.editor", chosen[1])]
    return [Fill("pref.editor", found[0][1])]
