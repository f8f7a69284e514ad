"""English as people type it on a phone, read as the written English the grammar expects.

Many users never press shift or the apostrophe key: "im a nurse in leeds, dont eat pork",
"i work at microsoft". The slot readers find names, places and organisations by their
capitals and read "I'm" and "don't" with their apostrophes, so such a message taught much
less than the same words written carefully (`memstream eval variants`: lower case kept 0.78
of what the written form taught). Before the grammar reads an English sentence:

- a lone "i" is "I" ("i'm", "i've" too);
- a contraction typed without its apostrophe is restored when the bare form is no word of
  its own ("im", "dont", "cant", "ive"; never "its", "were", "ill", "id", "well");
- a lower-case place (the gazetteer, accents ignored, several words too: "new york"),
  language, time-zone code or tool gets its capital when the lower-case form is no common
  word by the Brill lexicon (`en_pos`: "leeds" → Leeds, "bath" stays);
- only in a message typed all in lower case, a name-like word after a cue of names or
  organisations ("I'm ravi", "call me bex", "called bubbles", "my wife yuki", "maureen
  here", "at canva", "work for quillfeather"; "at ey" → EY): a word the lexicon does not
  know in lower case, or after "named" / "called" any word but a function word. Kin words,
  people words, pets, chat words and diets never become names ("my mom", "call me
  pescatarian"), nor words of two letters.

Pure: a function of the text; a written message comes back as it is.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import en_words
from memstream.processors.grammar.en_codeswitch import in_english
from memstream.processors.grammar.en_pos import lexicon
from memstream.processors.grammar.en_statives import simple_present
from memstream.processors.grammar.places import EN_PLACES

_CONTRACTIONS: Final = {
    "im": "I'm", "ive": "I've", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't",
    "cant": "can't", "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't",
    "werent": "weren't", "havent": "haven't", "hasnt": "hasn't", "hadnt": "hadn't",
    "couldnt": "couldn't", "shouldnt": "shouldn't", "wouldnt": "wouldn't", "wont": "won't",
    "thats": "that's", "whats": "what's", "theres": "there's", "youre": "you're",
    "theyre": "they're", "weve": "we've", "youve": "you've", "theyve": "they've",
    "shes": "she's", "hes": "he's",
}  # fmt: skip
"""Contractions typed without the apostrophe whose bare form is no English word."""
_PROPER_TAGS: Final = frozenset({"NNP", "NNPS"})
_NEVER_NAMES: Final = (
    frozenset(en_words.RELATIONS)
    | en_words.PEOPLE_WORDS
    | en_words.ANIMALS
    | en_words.TITLES
    | en_words.FIRST_PERSON
    | frozenset("mom mum dad mommy daddy mama papa hubby wifey bro sis grandma grandpa".split())
)
"""Words that call someone or something, never its name ("my mom", "the kitty")."""
_WORD: Final = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_SHORTEST: Final = 3
"""Words shorter than this never get a capital ("la", "us" stay)."""
_MOST_WORDS: Final = 3
"""The most words of a place name read in lower case ("rio de janeiro")."""


@lru_cache(maxsize=4096)
def cased(text: str) -> str:
    """The sentence with "i", apostrophe-less contractions and lower-case proper nouns
    written as in careful English (unchanged when nothing applies)."""
    text = simple_present(in_english(text))  # "vivo en Leeds", "I am having two kids"
    if _shouted(text):
        text = _lowered(text)  # "I HAVE ATRIAL FIBRILLATION" read as typed in lower case
    guess = _typed_in_lower_case(text)
    text = _WORD.sub(_word, _places(text))
    return _cued(text) if guess else text


_LETTERS: Final = re.compile(r"[^\W\d_]{2,}")
_FEWEST_SHOUTED: Final = 3
"""The fewest words of two letters or more a sentence typed in capitals has ("NO NUTS" may
be a label; "I HAVE A NUT ALLERGY" is a sentence)."""


def _shouted(text: str) -> bool:
    """True for a sentence typed all in capitals (caps lock, shouting): three words of two
    letters or more, each in capitals; an acronym or one loud word in a sentence is not."""
    if sum(c.isupper() for c in text) < _FEWEST_SHOUTED * 2:
        return False  # most sentences: one cheap count
    found = _LETTERS.findall(text)
    return len(found) >= _FEWEST_SHOUTED and all(word.isupper() for word in found)


def _lowered(text: str) -> str:
    """The sentence in lower case but for the pronoun I ("I'M A NURSE" → "I'm a nurse")."""
    return re.sub(r"\bi(?=\b|['’])", "I", text.lower())


def _typed_in_lower_case(text: str) -> bool:
    """True when no word but "I" and the first of a sentence has a capital: the writer does
    not use them, so the word after "I'm", "at" or "called" may well be a name."""
    inner = re.findall(r"(?<![.!?:]\s)(?<=\s)[A-Z][A-Za-z'’]*", text)
    return not [word for word in inner if word not in _I_FORMS]


_I_FORMS: Final = frozenset("I I'm I’m I've I'd I'll".split())


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def with_apostrophes(text: str) -> str:
    """The sentence with "i" and the contractions typed without their apostrophe written
    out ("im into jazz, cant stand techno" → "I'm into jazz, can't stand techno")."""
    return _WORD.sub(lambda match: _apostrophed(match[0]), text)


def _apostrophed(word: str) -> str:
    if word == "i" or word.startswith(("i'", "i’")):
        return "I" + word[1:]
    contracted = _CONTRACTIONS.get(word.lower())
    if contracted is not None and word[1:].islower():
        return contracted[0].upper() + contracted[1:] if word[0].isupper() else contracted
    return word


def _word(match: re.Match[str]) -> str:
    word = _apostrophed(match[0])
    if word != match[0]:
        return word
    return (_proper(word) or word) if word.isalpha() and word.islower() else word


@lru_cache(maxsize=8192)
def _proper(word: str) -> str | None:
    """The written form of a lower-case place, language, time zone or tool that is no common
    word ("leeds", "montreal", "spanish", "ist", "kubernetes"; not "bath", "polish"), or
    None."""
    if len(word) < _SHORTEST or _common(word):
        return None
    language = en_words.LANGUAGES.get(word)
    if language is not None:
        return language if language[0].isupper() else None
    if word.upper() in en_words.TIMEZONE_ABBREVIATIONS:
        return word.upper()
    tool = en_words.TECH.get(word)
    if tool is not None:
        return tool
    return word.capitalize() if _plain(word) in _places_plain() else None


def _plain(text: str) -> str:
    """Without accents ("montréal" → "montreal")."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=1)
def _places_plain() -> frozenset[str]:
    return frozenset(_plain(place) for place in EN_PLACES)


def _common(word: str) -> bool:
    tag = lexicon().get(word)
    return tag is not None and tag not in _PROPER_TAGS


_TOKEN: Final = re.compile(r"[^\W\d_][\w'’&-]*|[@:]")
_WORKING: Final = frozenset(
    f"{verb} {word}"
    for verb in "work works working worked job intern interning".split()
    for word in ("for", "with", "at")
)
"""A work verb and its preposition ("work for", "interning at"): an organisation follows."""
_CUES: Final = (
    frozenset("i'm i’m am at from near joined join joining named called @ name's".split())
    | frozenset({"name is", "call me", "me :", "go by", "goes by"})
    | _WORKING
)
_NAMING: Final = frozenset({"named", "called", "name's", "name is", "call me", "me :", "go by"})
"""Cues after which the next word is a name even when it is also a word ("called bubbles")."""
_KIN: Final = (frozenset(en_words.RELATIONS) | en_words.ANIMALS) - {"folks", "kids", "friends"}
"""Words for someone or a pet the user has, after which a word no lexicon knows is their name
("my wife yuki", "my bro marcus"; not "my husband drives", "a kitten last week")."""
_ORGS: Final = frozenset("at joined join joining".split()) | _WORKING
_GREETINGS: Final = frozenset("hi hey hiya hello morning evening yo".split())


def _cued(text: str) -> str:
    """Name-like words after a cue of names and organisations capitalised ("I'm ravi", "at
    canva", "called bubbles", "my wife yuki", "maureen here"), short unknown words after an
    organisation cue in capitals ("at ey"), and the name-like word right after one ("dusty
    kowalczyk")."""
    tokens = list(_TOKEN.finditer(text))
    chars = list(text)
    previous_named = False
    for index, token in enumerate(tokens):
        word = token[0]
        written = _written(tokens, index, text, previous_named) if word.islower() else None
        if written is not None:
            chars[token.start() : token.end()] = written
        previous_named = written is not None and text[token.end() : token.end() + 1] == " "
    return "".join(chars)


def _written(
    tokens: list[re.Match[str]], index: int, text: str, previous_named: bool
) -> str | None:
    """How a lower-case token is written when it is a name by its place, or None."""
    word = tokens[index][0]
    cue = _cue_before(tokens, index, text)
    if cue in _ORGS and len(word) < _SHORTEST + 2 and word.isalpha() and _unknown(word):
        return word.upper()  # "at ey", "at uw", "work for nhs"
    naming = cue in _NAMING  # after a kin word only an unknown word: "a kitten last week"
    if cue is not None and _name_like(word, naming):
        return word.capitalize()
    if previous_named and _name_like(word, naming=False):
        return word.capitalize()
    if _says_here(tokens, index, text) and _name_like(word, naming=False):
        return word.capitalize()
    return None


def _unknown(word: str) -> bool:
    return word not in lexicon() and word not in _CHAT and word not in _NEVER_NAMES


def _says_here(tokens: list[re.Match[str]], index: int, text: str) -> bool:
    """True for "maureen here", "hiya, sven here": a name opening the message."""
    following = tokens[index + 1][0].lower() if index + 1 < len(tokens) else ""
    opening = index == 0 or (index == 1 and tokens[0][0].lower() in _GREETINGS)
    return opening and following == "here"


def _cue_before(tokens: list[re.Match[str]], index: int, text: str) -> str | None:
    """The cue right before a token ("at", "name is", "@", "husband"), or None."""
    if index == 0:
        return None
    last = tokens[index - 1]
    if text[last.end() : tokens[index].start()].strip(" ,"):
        return None
    one = last[0].lower()
    two = f"{tokens[index - 2][0].lower()} {one}" if index > 1 else ""
    if two in _CUES:
        return two
    if one in _KIN and _trade_after_kin(tokens, index):
        return None  # "a dog groomer", "a horse trainer": a trade, not the dog's name
    return one if one in _CUES or one in _KIN else None


_AGENT_ENDINGS: Final = ("er", "or", "ist", "ian")
"""Endings of a noun for one who does something (groomer, breeder, chiropractor)."""


def _trade_after_kin(tokens: list[re.Match[str]], index: int) -> bool:
    """True for an agent noun after "a/an <animal or kin>": one compound trade ("a dog
    groomer", "a horse breeder", "a baby photographer"), not the name of someone of theirs."""
    word = tokens[index][0]
    article = tokens[index - 2][0].lower() if index > 1 else ""
    return article in ("a", "an") and len(word) > 4 and word.endswith(_AGENT_ENDINGS)


@lru_cache(maxsize=8192)
def _name_like(word: str, naming: bool) -> bool:
    """True for a word that may be a name here: no chat word or word for someone, and no
    word the lexicon knows in lower case (after "named", any word but a function word)."""
    if len(word) < _SHORTEST or word in _NEVER_NAMES or word in _CHAT or word in _STATES:
        return False
    if not naming and word.endswith(_STATE_ENDINGS):
        return False  # "I'm knackered", "I'm stressful": how one is, no name
    tag = lexicon().get(word)
    if naming:
        return tag not in _FUNCTION_TAGS
    return tag is None or tag in _PROPER_TAGS


_CHAT: Final = en_words.words(
    """tbh btw imo imho idk rn ngl fyi pls plz thx yep yup brb afaik iirc tho cuz wk hrs
    irl wfh asap tmrw tmr bday prob obv rly srsly bestie kiddo doggo sorta gonna wanna
    gotta lemme gimme dunno ya yall ok okay lol lmao rofl smh tldr jk np nvm omw ttyl wyd
    hbu idc ikr tysm ty thnx pic pics vid vids convo info yrs mins secs wip
    vegan vegetarian veggie pescatarian keto paleo halal kosher gf df
    home work school uni college church gym bed"""
)
"""Lower-case words of chat and of everyday life that a lexicon may lack and that are no
names ("I'm vegan", "at uni", "call me pescatarian")."""
_STATES: Final = en_words.words(
    """knackered shattered skint gutted chuffed hangry buzzing peckish stoked bummed wrecked
    pooped zonked frazzled gobsmacked shook sleepy hungover jetlagged fuming livid mortified
    minging bricking"""
)
"""How one feels, in chat or slang a lexicon may lack ("I'm knackered", "im skint"): no name."""
_STATE_ENDINGS: Final = ("ered", "ified", "ful", "less", "ous")
"""Endings of words for a state, never of a name ("knackered", "terrified", "stressful")."""
_FUNCTION_TAGS: Final = frozenset(
    "DT PRP PRP$ IN TO CC MD RP WDT WP WRB EX PDT VB VBD VBG VBN VBP VBZ RB JJR JJS CD".split()
)


_LOWER_RUN: Final = re.compile(r"[a-z]+(?: [a-z]+)+")


def _places(text: str) -> str:
    """Places of several words typed in lower case ("new york", "rio de janeiro")."""
    return _LOWER_RUN.sub(_run_places, text) if " " in text else text


def _run_places(match: re.Match[str]) -> str:
    words = match[0].split(" ")
    if not _place_openers().intersection(words[:-1]):
        return match[0]
    out: list[str] = []
    index = 0
    while index < len(words):
        for size in range(min(_MOST_WORDS, len(words) - index), 1, -1):
            name = " ".join(words[index : index + size])
            if name in EN_PLACES:
                out.append(_place_name(name))
                index += size
                break
        else:
            out.append(words[index])
            index += 1
    return " ".join(out)


@lru_cache(maxsize=1)
def _place_openers() -> frozenset[str]:
    """The first words of places of several words ("new", "rio", "salt")."""
    return frozenset(p.split(" ", 1)[0] for p in EN_PLACES if " " in p)


_PARTICLES: Final = frozenset(
    "de da do dos das del la le of the upon on am an der den di du y e el".split()
)
"""Words a place name keeps in lower case inside it (Rio de Janeiro, Stratford upon Avon)."""


def _place_name(name: str) -> str:
    words = name.split(" ")
    return " ".join(
        w if i and w in _PARTICLES else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )
