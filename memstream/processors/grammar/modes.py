"""A sentence's mode: the part of it that asserts nothing about the user (issue 22, g38m).

Some words state no fact however much they look like one: sarcasm ("I just LOVE waking up
at 5am 🙄", 我可太喜欢加班了呢🙂), a text or a character asked for or described ("write a
bio for a nurse who lives in Leeds", 帮我写个人设：她是北京的律师), a pasted log or data row
("ERROR user=jane city=Leeds"), a quoted saying without its quotes (网上有句话叫我住在北京),
a counterfactual ("in another life I'd be a chef", 换做是我当老板), and greetings or small
talk ("Happy Friday everyone", 周末愉快呀各位). One reader per language finds the span of a
sentence said in such a mode, from cue lists kept as data below:

* irony: a marker (🙄, /s, "said no one ever", 呵呵), or an emphatic liking ("I just
  LOVE", "oh great", 可太喜欢…了) said of a chore or a repetition ("another", 又, 加班);
  the whole sentence;
* text: a request to write, make or design a text, beside a character or text noun
  (character, NPC, backstory, story; 人设, 角色, 主人公), or a character that is the
  subject ("my OC is", 我的跑团角色是); from the request on;
* machine: key=value pairs, a log level beside a timestamp, a JSON opening, a data row
  with an address; the whole sentence;
* quoted: a saying, lyric, motto or slogan introduced without quotes ("as the saying goes",
  俗话说, 有句话叫); from the introducer on;
* counterfactual: a frame of what is not the case ("in another life", "if I were",
  换做是我, 早知道); from the frame on, unless what precedes it is conditional too;
* small talk: a greeting or a remark on the weather, in a clause that names no one of the
  user's; that clause only.

`en_span` / `zh_span` give the span (start, end) to leave out, or None; `en_said` /
`zh_said` the sentence without it. A bare time ("next friday, 10am", 下周二上午) is a value
check, not a mode: `time_only` tells a plan value that names only a time.

Pure: functions of the text; every reader is gated on a cheap cue.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import others_beliefs, translated_texts
from memstream.processors.grammar.colon_speakers import (
    en_header_colon,
    zh_header_colon,
    zh_said_colon,
)
from memstream.processors.grammar.dropped_subjects import continued_about_someone
from memstream.processors.grammar.world_conditions import en_condition, zh_condition

Span = tuple[int, int]

# --- English ---------------------------------------------------------------------------

_EN_IRONY_MARKS: Final = re.compile(
    r"🙄|🙃|😒|😑|(?:^|\s)/s\b|said no ?(?:one|body) ever|\blol,? not\b|\bnot!"
    r"|\blove that for me\b|\bjust what i (?:needed|wanted)\b"
    r"|\bwhat could (?:possibly )?go wrong\b"
    r"|\b(?:oh|yay),? (?:joy|goody)\b|\bnothing says [\w-]+ like\b"
    r"|^\W*(?:sure|yeah|oh yeah|yeah right|oh sure)\b,[^.!?]*,? (?:obviously|of course|totally"
    r"|naturally|clearly|why not|ask anyone|as if)\W*$"
    r"|\byeah,? right\b|\bsarcasm\b"
    r"|^\W*(?:sure|yeah|oh sure|oh yeah|right|totally|of course),?\s+(?:i'll|i will|let me"
    r"|i'm gonna|i'm going to)\s+just\b"  # "sure, I'll just run a marathon on a broken toe"
    r"|\bwho (?:doesn't|does not|wouldn't|would not|didn't) (?:love|like|enjoy|hate)\b"
)
"""Markers that say a sentence means the opposite of its words."""
_EN_GUSH: Final = re.compile(
    r"\b(?:LOVE|ADORE|LOVES|THRILLED|EXCITED|THRILLING|FAVOU?RITE|BEST)\b"
    r"|(?i:\boh (?:great|wonderful|fantastic|perfect|lovely|fun)\b|^\W*(?:yay|great|wonderful),"
    r"|\bliving the dream\b|\bi sure (?:do )?(?:love|enjoy|like)\b|\btotally (?:love|adore)\b"
    r"|\bnothing i (?:love|enjoy|like|adore) more than\b"  # g54t: ironic only of a chore
    r"|\b(?:just )?love it when\b|\bi just (?:love|adore|enjoy)\b"
    r"|\bmy (?:absolute )?fav(?:ou)?rite(?: thing)?\b[.!])"
)
"""An emphatic liking: ironic when its object is a chore or a repetition."""
_EN_TAKEN_BACK: Final = re.compile(
    r"\b(?:jk|j/k|just kidding|(?<!\bno )(?<!\bnot )(?<!\bwithout )(?<!\bi'm not )(?<!\bam not )"
    r"kidding|just joking|only joking|(?<!\bnot )joking)\b(?! aside| about)"
)
"""A joke taken back ("I'm a marine biologist — kidding, I'm a claims adjuster"): what came
before it was not meant; "no kidding", "kidding aside" say the opposite."""
_EN_CHORE: Final = re.compile(
    r"\b(?:another|again|yet again|\d{1,2} ?am|at midnight|before (?:dawn|sunrise|the birds)"
    r"|cancel+ed|delayed|traffic|overtime|double shifts?|on a (?:saturday|sunday)"
    r"|holiday shift|inventory|paperwork|taxes|mondays?|meetings?|commute|queue|waiting"
    r"|stuck|deadline|spreadsheets?|laundry|dmv|jury duty|on hold|all-nighter|called in"
    r"|day off|on call|working (?:weekends|late|nights|holidays|for free)|unpaid"
    r"|tax (?:returns?|forms?|season)|expense reports?|timesheets?|ironing|dishes)\b"
)
"""What people complain about: an emphatic liking of it is irony."""

_EN_AT_HOME: Final = r"(?:bed|couch|sofa|desk|fridge|kitchen|bathroom|toilet|pantry|snack drawer)"
"""The few steps of a day at home: a feat whose course runs between them is a joke ("I run a
marathon every day, from the bed to the fridge")."""
_EN_UNDERCUT: Final = re.compile(
    r"\b(?:every|each) (?:day|morning|night|week|evening)\b[^.!?]*[,;—-]\s*(?:starting|beginning"
    r"|from) (?:tomorrow|next (?:week|month|year)|monday)\W*$"
    r"|\(\s*(?:not really|(?:i )?don't actually|actually,? i (?:don't|do not|never|haven't))\b"
    r"|^\W*(?:yeah|yep|oh yeah|sure|oh sure|oh),?\s+i (?:totally|absolutely|just|really)"
    r" (?:love|enjoy|adore)\b[^.!?]{1,60}?[,;—-]\s*(?:the )?(?:best|favou?rite) (?:part|thing)"
    r" (?:of|about) (?:the|my) (?:job|day|week|shift|life|morning|commute)\b"
)
"""A claim the same sentence undercuts: an every-day habit that starts tomorrow ("I hit the gym
every day, starting tomorrow"), a bracket that takes it back ("(not really)"), an affirmed
liking called the best part of the job ("yeah I totally enjoy being chased by bulls, best
part of the job"): a joke, nothing about the user."""
_EN_HOME_FEAT: Final = re.compile(
    r"\b(?:marathons?|run|running|ran|sprints?|hikes?|hiking|treks?|commute|journey|workouts?"
    r"|cardio|exercise|steps|miles|km)\b[^.!?]{0,40}?"
    rf"\bfrom (?:my |the )?{_EN_AT_HOME} to (?:my |the )?{_EN_AT_HOME}\b"
    r"|\b(?:marathons?|workouts?|sprints?|cardio|reps|training|sessions?) (?:of|on) (?:the )?"
    r"(?:netflix|naps?|napping|snacks?|snacking|tv|youtube|tiktok|memes|scrolling|couch|sofa"
    r"|sleep|sleeping|eating|pizza|chips|reality tv|true crime)\b"
)
"""A feat whose course runs between the steps of a day at home or whose matter is leisure ("I
run a marathon every day, from the bed to the fridge", "training for a marathon of Netflix"):
the clauses it spans are a joke."""
_EN_MOCK_CLAIM: Final = re.compile(
    r"^\W*(?:sure|yes|yeah|yep|oh yeah|oh sure|definitely|totally|absolutely|of course),?\s+"
    r"(?:i'm|i am|im|i|going to|gonna)\b[^.!?]{0,60}?[,;—-]\s*(?:i |right |but )?"
    r"(?:only|just|had|pro at|after|once)\b[^.!?]{0,50}?\b(?:once|twice|\d+ times|three times"
    r"|in (?:19|20)\d\d|losing|failing|chips|couch|sofa)\b"
)
"""An affirmed claim the same sentence mocks ("sure, I'm a world-class chef, I only burned the
toast twice today", "yes I am now a vegetarian, I had a salad once in 2009"): a joke."""
_EN_FOR_HOURS: Final = re.compile(
    r"\b(?:i've been|i have been|been|i'm|i am|im)\b[^,.;!?]{1,30}\bfor (?:\d+|a few|a couple"
    r"(?: of)?|one|two|three|four|five|six|ten|twenty|thirty|forty|fifty) (?:whole )?(?:minutes?"
    r"|hours?|seconds?|mins?|hrs?)\b(?!\s*(?:a|per|each|every|on|at)\b)"
)
"""A lasting state held for minutes or hours ("vegan for three hours"): a joke; from there on
nothing about the user ("I'm a nurse, I've been on shift for 12 hours" keeps the nurse)."""
_EN_FAMILY_JOB: Final = re.compile(
    r"\b(?:i'm|i am|im)\s+(?:now\s+|basically\s+|apparently\s+|officially\s+|just\s+)?(?:a|an|the"
    r"|their|our)\s+(?:[\w-]+\s+){0,2}?(?:full-time|part-time|unpaid|personal|designated|official"
    r"|in-house|resident|live-in|24/7|on-call)\s+[^,.;!?]{1,30}?\bfor (?:my|our) (?:\w+ )?(?:kids"
    r"|children|family|household|wife|husband|partner|parents|friends|roommates|cats?|dogs?)\b"
)
"""A job one does for one's own people ("guess I'm a full-time taxi driver for my kids now",
"I'm the resident IT support for my family"): a way of speaking, not an occupation."""
_EN_UNDERCUT_CUES: Final = frozenset(
    """tomorrow next monday minutes minute hours hour seconds mins hrs really actually bed
    couch sofa desk fridge kitchen netflix naps napping snacks snacking tv youtube tiktok memes
    scrolling sleep sleeping eating pizza chips best favorite favourite""".split()
)

_EN_TEXT_NOUN: Final = (
    r"(?:character|persona|npc|oc|protagonist|main character|villain|antagonist|hero|heroine"
    r"|backstory|back story|roleplay|role-play|role play|rp|fanfic|fan fiction|short story"
    r"|story|novel|screenplay|script|d&d|dnd|campaign|one-shot|sidekick|narrator|sim)s?"
)
_EN_ASK: Final = (
    r"(?:(?:can|could|would|will) you (?:please |pls )?|please |pls |plz |help me |"
    r"i need you to |i want you to |i'd like you to |let's |lets |)"
    r"(?:write|draft|create|make up|make|come up with|invent|design|generate|give me|build"
    r"|brainstorm|roll|describe|draw up|flesh out|need|i need|we need)\b"
)
_EN_WRITTEN_FOR: Final = (
    r"(?:bio|profile|intro|introduction|cover letter|resume|résumé|cv|obituary|obit|eulogy"
    r"|toast|speech|tribute|recommendation|reference|reference letter|linkedin (?:summary|post"
    r"|headline|about)|wedding speech|best man speech|maid of honou?r speech|birthday message"
    r"|card|dating profile|about page|self-introduction)"
)
"""A text one writes about a person (a bio, an obituary, a toast): for someone else, not the
user."""
_EN_FOR_SOMEONE: Final = (
    rf"{_EN_ASK} (?:a|an|me a|me an|the|this|my)? ?(?:short |quick |brief |little |funny "
    rf"|heartfelt |nice )?{_EN_WRITTEN_FOR}\b[^.!?:]{{0,12}}?\bfor (?P<who>(?:my|our|a|an|the|his"
    r"|her|their) (?!own\b|self\b)[^.!?:,;(—]{0,30})"
    rf"|(?:punch up|polish|edit|proofread|fix|improve|tweak|rewrite|look over) (?:my|this|the)"
    rf" {_EN_WRITTEN_FOR} for (?P<whom>(?:my|our|a|an|the) (?!own\b)[^.!?:,;(—]{{0,30}})"
)
"""A text asked for about someone else ("help me write an obituary for my aunt", "a toast
for my brother's wedding"): what follows the request is theirs, not the user's (the request
itself stays: "a card for my mother-in-law Beatrix" names one of the user's people)."""
_EN_WRITTEN_FOR_SOMEONE: Final = re.compile(_EN_FOR_SOMEONE)
_EN_TEXT: Final = re.compile(
    r"(?:^|(?<=[,;:.!?]\s)|(?<=[,;:.!?]))\s*(?:(?:ok|okay|so|hey|also|now|and|then),?\s+)*"
    rf"(?P<a>{_EN_ASK}[^.!?]{{0,40}}?\b{_EN_TEXT_NOUN}\b"
    r"|here(?:'s| is| are) (?:a|an|my|the|some|our)\b[^.!?]{0,30}?\b" + _EN_TEXT_NOUN + r"\b"
    r"|(?:act|acting|roleplay|role-play) as (?:a|an|my|the)\b|play the (?:role|part) of\b"
    r"|let(?:'s|s| us) (?:pretend|imagine"
    r"|play (?:pretend|make-believe|a game where|a game in which)"
    r"|do a (?:roleplay|role-play|rp))\b"
    r"|(?:pretend|imagine) (?:that )?(?:i'm|i am|we're|we are)\b"
    r"|(?:roleplay|role-play|rp|scenario)\s*:"
    r"|in this (?:game|roleplay|role-play|rp|scenario|story),? (?:i'm|i am|i'll be|we're)\b"
    r"|you(?:'ll| will)? (?:be|play) (?:the|a|an|my) [a-z' ]{1,25}?(?:,|;| and| &)\s*(?:and "
    r"|ok |then )?(?:i(?:'ll| will)? (?:be|play)|i'm|i am|im)\b"
    r"|(?:i(?:'ll| will) (?:be|play)|i'm|i am|im) (?:the|a|an) [a-z' ]{1,25}?(?:,|;| and| &)\s*"
    r"(?:and )?you(?:'ll| will)? (?:be|play)\b"
    r"|(?:my|our) (?:character|char|toon|sim|avatar|oc)s? (?:is|'s) (?:a|an)\b"
    r"(?! (?:bit|little|lot|mix|mess)\b)"
    rf"|{_EN_ASK} (?:a|an|me a|me an|the|this|my|our)? ?(?:[\w-]+ ){{0,2}}?{_EN_WRITTEN_FOR}\b"
    r"[^.!?:;,]{0,30}?\s*[,:;—]\s*(?=(?:the|he|she|they|his|her|their)\b)"
    r"(?![^.!?]*\b(?:i|i'm|im|i've|my|me|mine)\b)"
    r"|pretend (?:to be|you're|you are)\b|you(?:'re| are) (?:now |playing )?(?:a|an|my) "
    r"[^,.!?]{1,30}? (?:who|from|in|living|named|called|that)\b"
    r"|(?:write|draft|create|make|generate) (?:a|an|me a|me an) (?:short )?(?:bio|profile|intro"
    r"|description|cover letter|resume|about page)\b[^.!?]{0,20}?\bfor (?:a|an|the|someone"
    r"|somebody|him|her|them)\b"
    r"|(?:the|my|our) (?:character|protagonist|main character|oc|npc|hero|heroine|villain"
    r"|narrator|persona) (?:i'm|im|i am|i'll be|we're|i) (?:writing|playing|drawing|designing"
    r"|creating|making|building|running|write|play|draw|made|wrote|created)\b"
    r"|(?:for|in) (?:my|a|the|our) (?:\w+ ){0,2}(?:novel|story|book|game|campaign|script"
    r"|screenplay|roleplay|rp|d&d|dnd|fanfic|comic|manga)\b[^.!?]{0,10}?(?:[,:]|\b(?:the|my"
    r"|our|a|an|his|her) (?:\w+ )?(?:heroine|hero|protagonist|main character|narrator|villain"
    r"|antagonist|character|lead|guy|girl|woman|man)s?\b)"
    r"|(?:my|our|the) (?:(?:d&d|dnd|rpg|rp|game|story|novel|campaign|tabletop|fantasy|book)"
    r" character|oc|npc|protagonist|main character|villain|antagonist|persona"
    r"|character in (?:the|my|our|this) \w+)s? (?:is|was|will be|'s|has|lives|works"
    r"|speaks|loves|hates)\b)"
)
"""A text or a character asked for or described: it is not the user."""

_EN_MACHINE: Final = re.compile(
    r"(?:\b[\w.]+=[^\s,]+[\s,&;]+){2}"  # key=value key=value
    r"|(?-i:\b(?:ERROR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRITICAL)\b)"
    r"[^\n]{0,40}?(?:\d{1,2}:\d\d|\w+=|\])"
    r"|\d{4}-\d\d-\d\d[T ]\d\d:\d\d"
    r"|^\s*[\[{]\s*[\"'{\[]"
    r"|^(?:[^,\n]{1,30},){3,}[^,\n]*\b[\w.+-]+@[\w-]+\.\w+"  # a data row with an address
    r"|^\s*at [\w.$]+\([\w.]+:\d+\)"
    r"|^\s*[a-z]+(?:[_.][a-z]+)+\s*=\s*[\w.\"'-]+\s*$"  # a config line: indent_style = tab
    r"|^\s*(?:-\s+)?[a-z]+(?:_[a-z]+)+\s*:",  # a YAML or JSON key: "- attendant_lead: ..."
    re.IGNORECASE,
)
"""Pasted machine text: a log line, key=value pairs, JSON, a data row, a stack frame."""

_EN_QUOTED: Final = re.compile(
    r"\b(?:as (?:the|my) (?:saying|song|proverb|quote) goes|as they say|like they say"
    r"|like the (?:song|saying|quote) (?:says|goes)|there's a saying|the saying goes"
    r"|(?:my |his |her |their |our |the )(?:favou?rite )?(?:lyric|line|quote|motto|slogan"
    r"|tagline|catchphrase|mantra|bio line|tattoo)s? (?:is|was|goes|reads|says)\b|to quote\b"
    r"|(?:my |the )(?:motto|slogan|tagline|catchphrase|mantra)\s*:)"
)
"""A saying, a lyric or a slogan introduced without quotes: what follows is its words."""

_EN_RELAYED: Final = re.compile(
    r"^\W*(?:fwd?|forwarded|forwarding|relaying)\b[^:\n]{0,60}?:"
    r"|\b(?:he|she|they|mom|mum|dad|(?:my|his|her|our|their) [a-z-]+(?: [a-z-]+)?)\s+"
    r"(?:just |literally |then |also )?(?:texted|messaged|wrote|emailed|sent|replied|posted"
    r"|dm'd|dmed|goes|went|said|says)(?: me| us)?(?: this| back)?\s*:"
    r"(?=\s*['\"“‘]?\s*(?:i|i'm|im|i've|i'll|i'd|my|we|we're|our)\b)"
)
"""Words passed on from someone else after a colon ("fwd from mom: I'm flying ...", "my
boss texted: I hate Mondays"): from the header on, their words, not the user's."""

_EN_COUNTERFACTUAL: Final = re.compile(
    r"\b(?:in (?:another|a different|my next|a past|some other|a previous) life"
    r"|in (?:a|an|some|one|another|the) (?:(?:other|parallel|alternate|alternative|different"
    r"|fantasy|dream|ideal|perfect) )+(?:universe|world|timeline|life|reality|dimension)"
    r"|in (?:a|an|some|the) (?:universe|world|timeline|reality) where\b|in my (?:wildest )?dreams"
    r"|in my (?:dream|ideal|perfect|fantasy) (?:life|world|future|version)"
    r"|if i (?:were|was|had been|could be)\b|were i\b|had i (?:not |never |only )?\w+ed\b"
    r"|if only\b|if it (?:weren't|wasn't) for\b|i(?:'d| would) have been\b)"
)
"""A frame of what is not the case: what follows it is not the user's life."""
_EN_CONDITIONAL: Final = re.compile(r"\b(?:i'd|i would|would|could|might)\b")

_EN_GREETING: Final = re.compile(
    r"^\W*(?:happy (?:\w+day|new year|holidays?|hump day|weekend|thanksgiving|easter|diwali"
    r"|eid|hanukkah|lunar new year|cny|birthday|friyay)|merry (?:christmas|xmas)"
    r"|good (?:morning|afternoon|evening|night)|tgif|have a (?:good|great|nice|lovely) \w+"
    r"|hope (?:everyone|you all|y'all|everybody)|(?:the )?weather(?:'s| is| 's| today)"
    r"|(?:what a |such a )?(?:nice|lovely|beautiful|gorgeous|horrible|awful|miserable|rainy"
    r"|sunny|hot|cold|gloomy) (?:day|weather|morning|evening)\b"
    r"(?= *(?:today|out|outside|huh|eh|innit|right|for\b|again|[!.,?~🎉☀]|$))"
    r"|(?:it's|its|it is|so|soo+) (?:so |really |super )?(?:hot|cold|nice|lovely|freezing|boiling"
    r"|humid|rainy|sunny|chilly|warm) (?:today|out|outside)\b)",
    re.IGNORECASE,
)
"""A greeting or a word on the weather that opens a sentence."""
_EN_CLAUSE_END: Final = re.compile(r"[,;.!?]|\s(?:so|and|but|because)\s")
_EN_MINE: Final = re.compile(r"\b(?:i|i'm|im|my|me|we|we're|our|us|mine)\b", re.IGNORECASE)
_EN_INTRO_AFTER: Final = re.compile(r"^\W*(?:it's|its|it is|this is)\s+[A-Z]")


_EN_WORD: Final = re.compile(r"[a-z&'/-]+")
_EN_MOCK_CUES: Final = frozenset("sure yes yeah yep definitely totally absolutely course".split())
_EN_CUES: Final = {
    "irony": frozenset(
        """ever not not! love living just possibly wrong nothing oh yay sure yeah /s right
        sarcasm who""".split()
    ),
    "gush": frozenset(
        "oh yay great wonderful sure totally just favorite favourite fav living nothing".split()
    ),
    "text": frozenset(
        """character characters persona personas npc npcs oc ocs protagonist villain
        antagonist hero heroine backstory roleplay role-play role rp fanfic fiction story
        stories novel screenplay script d&d dnd campaign one-shot sidekick narrator sim act
        acting play pretend you you're bio profile intro description resume letter page
        obituary obit eulogy toast speech tribute recommendation reference cv card writing
        playing drawing designing creating let's lets let imagine scenario game""".split()
    ),
    "taken back": frozenset("jk j/k kidding joking".split()),
    "translate": frozenset("translate say write put".split()),
    "quoted": frozenset(
        """saying say song proverb quote lyric lyrics line motto slogan tagline catchphrase
        mantra tattoo""".split()
    ),
    "relayed": frozenset(
        """fwd fw forwarded forwarding relaying texted messaged wrote emailed sent replied
        posted dm'd dmed goes went said says""".split()
    ),
    "counterfactual": frozenset(
        """life universe world timeline dreams if were had been only weren't wasn't reality
        dimension""".split()
    ),
    "world condition": frozenset("""if assuming provided permitting barring well""".split()),
    "word for": frozenset("for of".split()),
    "belief": frozenset(
        """believe believes believed assume assumes assumed convinced sure certain positive
        impression guess guesses guessed figures figured suspect suspects suspected reckon
        reckons reckoned imagine imagines imagined think thinks thought mistake mistakes
        mistook take takes took""".split()
    ),
}
"""Words one of which a mode's reader needs before it runs (a cheap gate)."""
_EN_MACHINE_CUES: Final = re.compile(r"[=@:{\[|]|^\s*at ")
_EMOJI_MARKS: Final = re.compile("[🙄🙃😒😑]|/s")


@lru_cache(maxsize=4096)
def en_span(sentence: str) -> Span | None:
    """The span of an English sentence that asserts nothing about the user, or None."""
    whole = (0, len(sentence))
    low = sentence.lower()
    words = frozenset(_EN_WORD.findall(low))
    marked = _EMOJI_MARKS.search(sentence) is not None
    if (marked or words & _EN_CUES["irony"]) and _EN_IRONY_MARKS.search(low):
        return whole
    shouted = sentence != low and re.search(r"\b[A-Z]{4,}\b", sentence) is not None
    if (shouted or words & _EN_CUES["gush"]) and (
        _EN_GUSH.search(sentence) and _EN_CHORE.search(low)
    ):
        return whole
    if _EN_MACHINE_CUES.search(low) and _EN_MACHINE.search(sentence):
        return whole
    if words & _EN_UNDERCUT_CUES and _EN_UNDERCUT.search(low):
        return whole
    if words & _EN_UNDERCUT_CUES and (feat := _EN_HOME_FEAT.search(low)):
        return _clauses_around(low, feat.start(), feat.end())
    if words & _EN_MOCK_CUES and _EN_MOCK_CLAIM.search(low):
        return whole
    if "for" in words and (family_job := _EN_FAMILY_JOB.search(low)):
        return (family_job.start(), family_job.end())
    if words & _EN_CUES["translate"] and (turned := _en_translated(low)) is not None:
        return turned  # "can you translate I am a vegetarian into French": a text, not a fact
    if words & _EN_UNDERCUT_CUES and (held := _EN_FOR_HOURS.search(low)):
        return (held.start(), len(sentence))
    if words & _EN_CUES["taken back"] and (taken_back := _EN_TAKEN_BACK.search(low)):
        return (0, taken_back.end())
    cuts: list[int] = []
    if words & _EN_CUES["text"] and (found := _EN_TEXT.search(low)):
        cuts.append(found.start("a"))
    if words & _EN_CUES["text"] and (found := _EN_WRITTEN_FOR_SOMEONE.search(low)):
        cuts.append(found.start())
    if words & _EN_CUES["quoted"] and (found := _EN_QUOTED.search(low)):
        cuts.append(found.start())
    if ":" in low and words & _EN_CUES["relayed"] and (found := _EN_RELAYED.search(low)):
        cuts.append(found.start())
    if ":" in low and (colon := en_header_colon(low)) is not None:
        cuts.append(colon)  # "my boss in the standup: I hate remote work": the boss's words
    if words & _EN_CUES["counterfactual"] and (frame := _EN_COUNTERFACTUAL.search(low)):
        before = low[: frame.start()]
        cuts.append(0 if _EN_CONDITIONAL.search(before) else frame.start())
    if words & _EN_CUES["word for"] and (asked := translated_texts.en_span(low)) is not None:
        cuts.append(asked[0])  # "what's the French for I am a doctor": a text (g57o)
    if cuts:
        return (min(cuts), len(sentence))
    if words & _EN_CUES["belief"] and (believed := others_beliefs.en_span(low)) is not None:
        return believed  # "my gran still believes I live in Ohio": hers, not the user's (g57o)
    if words & _EN_CUES["world condition"] and (condition := en_condition(sentence)):
        return condition  # "if the weather holds we're hiking Saturday": a plan still
    return _en_small_talk(sentence)


_EN_TRANSLATE: Final = re.compile(
    r"\b(?:translate|say|write|put)\s+['\"“‘]?(?=(?:i|i'm|im|i've|i'll|we|we're)\b)"
    r"[^.!?]{3,100}?['\"”’]?\s+(?:into|in|to)\s+(?P<lang>"
    + "|".join(re.escape(name) for name in sorted(w.LANGUAGES, key=len, reverse=True))
    + r")\b"
)
"""A first-person text given to translate without quotes ("translate I am a vegetarian into
French", "how do I say I'm allergic to nuts in Japanese"): the text, not the user's words."""


def _en_translated(low: str) -> Span | None:
    """The span from the verb to the language of a first-person text given to translate."""
    found = _EN_TRANSLATE.search(low)
    return None if found is None else (found.start(), found.end())


def _clauses_around(low: str, start: int, end: int) -> Span:
    """The span of the clauses (between commas, semicolons or dashes) that hold start..end."""
    before = [m.end() for m in re.finditer(r"[,;—]", low[:start])]
    after = re.search(r"[,;—]", low[end:])
    return (before[-1] if before else 0, end + after.start() if after else len(low))


def _en_small_talk(sentence: str) -> Span | None:
    """The greeting or weather clause that opens a sentence, when it names no one of the
    user's ("happy birthday to my son Leo" names one; "good morning, it's Jonas" introduces)."""
    found = _EN_GREETING.search(sentence)
    if found is None:
        return None
    end = _EN_CLAUSE_END.search(sentence, found.end())
    stop = end.end() if end else len(sentence)
    if _EN_MINE.search(sentence, 0, end.start() if end else stop):
        return None
    if _EN_INTRO_AFTER.match(sentence[stop:]):
        return None
    return (0, stop)


def only_frame(sentence: str, chinese: bool) -> bool:
    """True when the sentence is a counterfactual frame and nothing more ("In my ideal world",
    "in another life", 下辈子), or only asks how to say what the next sentence says ("how to
    write")."""
    said = sentence.strip(" \t,，.。:：;；!！—–-")
    if not chinese and translated_texts.en_alone(said.lower()):
        return True  # "how to write" / "I live in Canada in Japanese": the text (g57o)
    pattern = _ZH_COUNTERFACTUAL if chinese else _EN_COUNTERFACTUAL
    found = pattern.match(said if chinese else said.lower())
    return found is not None and len(said) - found.end() <= 2 and len(said) <= 40


def en_said(sentence: str) -> str | None:
    """The English sentence without what it says in a mode that asserts nothing (None when
    all of it asserts; "" when none does)."""
    span = en_span(sentence)
    if span is None:
        return None
    said = _EN_TRAILING_JOIN.sub("", sentence[: span[0]] + " " + sentence[span[1] :])
    said = ", ".join(p for p in (said.strip(" ,;:-—–"), _recipient(sentence, span[0])) if p)
    return None if said == sentence.strip() else said


def _recipient(sentence: str, start: int) -> str:
    """ "for my aunt Rose" when the span left out opens with a text asked for someone ("help
    me write a toast for my aunt Rose, she ..."): the person it is for is still named."""
    found = _EN_WRITTEN_FOR_SOMEONE.match(sentence.lower(), start)
    if found is None:
        return ""
    group = "who" if found.group("who") is not None else "whom"
    if not found.group(group).startswith(("my ", "our ")):
        return ""  # "a summary for a data analyst in Toronto": no one of the user's
    return "for " + sentence[found.start(group) : found.end(group)].strip()


_EN_TRAILING_JOIN: Final = re.compile(r"[\s,;]+(?:but|and|so|though|although|because)\W*$", re.I)


# --- Chinese ---------------------------------------------------------------------------

_ZH_IRONY_MARKS: Final = re.compile(
    r"呵呵|阴阳怪气|我真是谢谢|谢谢您嘞|可真行|真是服了|(?:呢|哦|哟|呀|啊)~?[🙂🙃🙄]"
    r"|^[^，,。！!？?]{0,3}对对对|才怪|反讽|反话|说反话|行了吧|满意了吧|好嘛好嘛"
    r"|哪有人|(?:我|俺)?哪(?:里|儿)?会(?:喜欢|爱|讨厌)|谁不(?:喜欢|爱|想)[^，,。！!]{0,8}[呢啊吧嘛]"
)
"""Markers that say a Chinese sentence means the opposite of its words (an emoji alone is
exasperation as often: 我是emacs党，别再给我推荐vscode插件了🙃; it counts as an emphatic
liking, ironic beside a chore)."""
_ZH_GUSH: Final = re.compile(
    r"可太|真是太|太[爱好棒开心幸福]了|好幸福|好开心|开心死|爱死|好棒|好耶|真好|真棒|太棒|"
    r"超喜欢[^，。！]{0,10}的呢|最喜欢[^，。！]{0,10}了|幸福感爆棚|美滋滋|🙂|🙃|🙄|😒|😑"
    r"|(?:喜欢|爱)[^，。！]{0,10}了呢|谁不(?:喜欢|爱|想)(?=[！!。~～]|$)"
)
"""An emphatic liking (可太喜欢…了, 好幸福哦, 保定人谁不爱): ironic when its object is a chore (a
谁不… asked with 呢 or 啊 is irony: 谁不喜欢加班呢)."""
_ZH_CHORE: Final = re.compile(
    r"又[要被得]|再次|加班|周一|早八|开会|通宵|排队|堵车|调休|叫回|KPI|报表|deadline|改方案|"
    r"熬夜|早起|值班|挤地铁|被催|返工|背锅|内卷"
)
"""What people complain about in Chinese: an emphatic liking of it is irony."""

_ZH_TAKEN_BACK: Final = re.compile(
    r"(?<![不没别在是])(?:开玩笑|开个玩笑|逗你的|骗你的|瞎说的|说着玩的)(?:的|啦|呢|哈)?(?![吧吗么？?说地])"
)
"""A joke taken back (…（开玩笑，我没养猫）, 开玩笑的，…): what came before it was not meant;
"不开玩笑" says the opposite."""

_ZH_UNDERCUT: Final = re.compile(
    r"(?:每天|天天|每周|一直|总是)[^，,。；;]*[，,]\s*(?:从|打)?(?:明天|下周|下个月|明年)(?:开始|起)"
    r"[。.!！~～]*$"
    r"|^(?!.*每)[^，,。]*?[一二三四五六七八九十两几0-9]+个?(?:小时|分钟)了(?:[，,。!！~～]|$)"
    r"|[（(]\s*(?:其实|实际上|但)\s*(?:我)?(?:没|不是|并没|并不)"
    r"|从(?:床|沙发|被窝|卧室|工位)[上里边]?(?:走)?到(?:冰箱|厨房|沙发|厕所|餐桌|床|饭桌|外卖柜)"
    r"|(?:马拉松|健身|锻炼|训练|有氧)[^，,。]{0,4}?(?:刷剧|追剧|睡觉|躺平|吃零食|刷手机|刷抖音)"
    r"|(?:再|还得|还要|得再)(?:琢磨|考虑|研究|合计|寻思|掂量|斟酌|观望)(?:一下|下|琢磨|考虑|研究|合计)?"
    r"(?:吧|呗|啦)?[。.!！~～]*$"
)
"""A claim the same sentence undercuts (我每天都在减肥，从明天开始; 吃素三个小时了;
…（其实没养猫）; 每天都跑马拉松——从床到冰箱那种), or leaves undecided at its end (想开个
抖音号，再琢磨琢磨): a joke or tentative talk, nothing about the user."""

_ZH_YOU_SAID_OF_ME: Final = re.compile(
    r"^(?:可是|但是?|不过)?你(?:刚才|刚刚|之前|上次|一直|老是|怎么)?(?:说|讲|以为|觉得|认为|写的是|搞错了)"
    r"(?:的)?(?=我|俺)[^，,。！!？?；;]*[，,。！!？?；;]?"
)
"""The assistant's words about the user, echoed (你说我吃素，我可从没说过; 你以为我住北京): the
clause is the assistant's claim, not the user's; a reminder (你记得我吃素吧) is not one."""

_ZH_FAMILY_JOB: Final = re.compile(
    r"(?:我|俺)(?:现在|基本上?|简直|已经|的第二职业)?(?:就|算)?是(?:个|一个)?(?:(?:家里|全家|家人|一家人)的"
    r"(?:专职|御用|私人|免费|全职|首席|专属)?|(?:孩子们?|娃们?|老婆|老公|媳妇|我妈|我爸|爸妈|闺蜜"
    r"|朋友们?|室友|猫|狗|主子)的(?:专职|御用|私人|免费|全职|首席|专属))[\u4e00-\u9fff]{1,6}"
)
"""A job one does for one's own people (我现在就是孩子们的专职司机, 我的第二职业是家里的网管):
a way of speaking, not an occupation."""

_ZH_TOLD_OF_ME: Final = re.compile(
    r"^(?:(?:我|俺)(?:的|家的?)?)?(?!开玩笑|玩笑)[^，,。！？!?；;我你他她它“”\"'「」就问要让叫]{1,8}?"
    r"(?:复查|检查|体检|看了|看完)?(?:都|也|一直|总|老|还)?"
    r"(?:(?<![小听据传解演游学胡乱])说|讲|告诉我|诊断|确诊)(?:了|过)?"
    r"(?=(?:我|俺)(?!们|家|的|说|跟|和|觉得|应该|该|得|要|最好|可以|能|会|是不是|适合))"
)
"""Someone's words about the user (这个医生说我对青霉素过敏, 我老婆说我对猫毛过敏): the frame
"…说" asserts nothing; what follows it is the user's fact (slots.md). Said with a colon
("他说：我…") it is a quote, the speaker's "I"."""

_ZH_SOMEONE: Final = (
    r"(?:我的?|我们的?)?(?:朋友|好朋友|闺蜜|兄弟|同学|同事|室友|老板|领导|客户|学生|妈妈?|爸爸?|老妈|老爸|爸妈"
    r"|父母|爷爷|奶奶|外公|外婆|姥姥|姥爷|姑姑|姑妈|姨妈|阿姨|舅舅|叔叔|伯伯|婶婶|哥哥?|姐姐?|弟弟?|妹妹?"
    r"|表[哥姐弟妹]|堂[哥姐弟妹]|老公|老婆|媳妇|对象|男朋友|女朋友|儿子|女儿|孩子|侄子|侄女|外甥女?"
    r"|亲戚|邻居|师傅|师父|导师|老师|岳父|岳母|公公|婆婆|他|她|他们|她们)"
)
"""Someone a text may be written for (帮我朋友写…, 给我姑姑写…)."""
_ZH_FOR_SOMEONE: Final = (
    rf"(?:(?:帮|替|给|为)我?(?:给|替|为)?{_ZH_SOMEONE}(?:的[^，。！？：:]{{1,6}}?)?"
    r"(?:写|改|润色|编|起草|准备|弄|拟|整理)(?:一下|下|个|一个|一段|一篇|一份|一封|封|篇|段)?"
    r"(?:[^，。！？]{0,10}?(?:讣告|悼词|祭文|祝酒词|致辞|祝福语?|贺词|发言稿?|简历|自我介绍|介绍|求职信"
    r"|推荐信|简介|文案|情书|生平|墓志铭|个人陈述))?(?=[：:，,]|$|[^，。！？]{0,4}[：:])"
    rf"|(?:给|为){_ZH_SOMEONE}(?:的?(?:婚礼|葬礼|追悼会|寿宴|生日|毕业典礼)(?:上|的)?)?"
    r"写(?:一下|个|一个|一段|一篇|一份|封|篇|段)?[^，。！？：:]{0,6}?(?:讣告|悼词|祝酒词|致辞|祝福语?|贺词"
    r"|发言稿?|简历|自我介绍|介绍|求职信|推荐信|简介|生平))"
)
"""A text written for someone else (帮我朋友写个自我介绍：…, 帮我给我姑姑写个讣告：…,
给闺蜜婚礼写祝福：…, 帮我爸改一下：本人…): what follows is theirs, not the user's."""
_ZH_TEXT: Final = re.compile(
    r"(?P<a>(?:(?:帮我|给我|帮忙|请|麻烦你?|你来?|能不能|可以)(?:写|编|设计|想|创作|生成|捏|设定|构思|来)"
    r"|(?<![我想要在])(?:写|编|设计|创作|生成|捏|构思|来)(?:个|一个|一段|一篇|一份|了个))"
    r"(?:个|一个|一段|一篇|一份|一下|下|了个)?[^，。！？]{0,8}?"
    r"(?:人设|角色|设定|主角|主人公|反派|NPC|npc|OC|故事|小说|剧本|剧情|人物小传|同人)"
    r"|(?:我的|这个|那个|我们的)?(?:跑团|游戏|小说|故事|剧本|漫画|同人)(?:里|中)?的?(?:角色|人设|主角|人物|OC)"
    r"(?:是|叫|：|:)"
    r"|(?:主人公|主角|反派|NPC|人设|角色设定)(?:是|叫|：|:)"
    r"|我(?:写|画|设计|创作|编|玩|扮演|演|捏)的(?:角色|人物|主角|人设|OC|oc|NPC)(?:是|叫|：|:)"
    r"|(?:跑团|游戏|小说|故事|剧本|书|剧|副本)(?:里|中)我(?:玩|写|扮演|演|设计|创作|捏)的[^，。！？]{1,6}?(?:是|叫)"
    r"|(?:假装|装作|想象|假设)你(?:现在)?是|你(?:来|现在)?(?:扮演|演)(?:一个|一位|一下)?|角色扮演"
    r"|(?:假装|装作|就当)(?:我|咱)(?:现在)?是|(?:我们|咱们)?来?玩个?(?:游戏|角色扮演|剧本杀)"
    r"|(?:我|俺)(?:来|就)?(?:扮演|演一个|演一位|当一回)|你当[^，。！？]{1,8}?(?:我|俺)当"
    rf"|{_ZH_FOR_SOMEONE})"
)
"""A text or a character asked for or described (帮我写个人设, 主人公是…): not the user."""
_ZH_TEXT_GIVEN: Final = re.compile(
    r"(?:(?:帮我|请|麻烦你?|帮忙|给我|你)?(?:改一下|改改|修改|改正|润色|检查|校对|纠正|翻译|看看|看一下)"
    r"[^，。：:]{0,6}?(?:病句|语法|拼写|错别字|句子|这段话?|这句话?|文字|英文|作文|文案)"
    r"|(?:复制|转发|粘贴|贴)(?:的|了|一下|过来的)?[^，。：:]{0,6}?(?:通知|消息|公告|短信|邮件|聊天记录|原文))"
    r"[^，。：:]{0,4}[：:]"
)
"""A text given to edit, check or pass on (帮我改一下病句：…, 请检查语法：…, 复制的物业通知：…):
from the request on, a text, not the user's words (slots.md)."""

_ZH_MACHINE: Final = re.compile(
    r"(?:[\w.]+=[^\s,，]+[\s,，&;]+){2}"
    r"|\b(?:ERROR|WARN|WARNING|INFO|DEBUG|FATAL)\b[^\n]{0,40}?(?:\d{1,2}:\d\d|\w+=|\])"
    r"|\d{4}-\d\d-\d\d[T ]\d\d:\d\d|^\s*[\[{]\s*[\"'{\[]"
    r"|^\s*[a-z]+(?:[_.][a-z]+)+\s*=\s*[\w.\"'-]+\s*$"
)
"""Pasted machine text in a Chinese message: a log line, key=value pairs, JSON."""

_ZH_QUOTED: Final = re.compile(
    r"(?:网上|网友|大家|人家|老人|有人)?(?:有句(?:老)?话|有句歌词|有首歌|歌里(?:唱|说)|歌词(?:是|里|叫)"
    r"|俗话说|老话说|古话说|常言道|常言说|名言|座右铭|口号(?:是|叫)|标语(?:是|叫)|台词(?:是|叫)"
    r"|网上说|网上流行|流行一句)"
)
"""A saying, a lyric or a slogan introduced without quotes (有句话叫…, 俗话说…): its words."""

_ZH_RELAYED: Final = re.compile(
    r"(?:转发|转给你|转一下|转个)[^，。：:]{0,12}?[：:]"
    r"|(?:他|她|他们|她们|对方|[^\s，,。！？：:“”我你]{1,5}?)(?:刚刚|刚才|昨天|今天|早上|晚上)?"
    r"(?:跟我|对我|给我|和我|冲我)(?:说|讲|发(?:微信|消息|短信)?说?|留言说?)[：:]\s*[“\"「]?(?=我|俺)"
)
"""Words passed on from someone else after a colon (转发我妈的话：我下周二去北京, 他跟我说：我下个月
要去上海): from the header on, their words, not the user's."""

_ZH_COUNTERFACTUAL: Final = re.compile(
    r"换[做作成]是?我|换我的话|要换[做成]?我|如果是我|要是我|我要是|假如我|早知道|当初要是|要是当初"
    r"|下辈子|如果能重来|重来一次|要不是"
    r"|(?:要是|如果|假如)?能[^，,。！!？?]{1,15}?(?:的话)?[，,]?(?:我|俺)?(?:死都|死也|做梦都|睡着都|让我干啥都)"
    r"(?:愿意|乐意|会笑醒|能笑醒|想|行)"
)
"""A frame of what is not the case (换做是我, 早知道): what follows is not the user's life."""
_ZH_CONDITIONAL: Final = re.compile(r"如果|要是|假如|的话|就好了")

_ZH_GREETING: Final = re.compile(
    r"^[^，,。！!？?]{0,3}?(?:早上好|早安|早晨|午安|晚安|晚上好|下午好|中午好|大家好|各位好"
    r"|(?:周[一二三四五六日末]|星期[一二三四五六日天]|新年|节日|中秋|国庆|春节|元旦|端午|圣诞|周末|假期)"
    r"(?:快乐|愉快)|新年好|过年好|天气(?:真|好|太|挺|不错|很)|今天(?:好|真|太|挺|有点)(?:热|冷|闷|晒)"
    r"|好(?:热|冷)啊)"
)
"""A greeting or a word on the weather that opens a Chinese sentence."""
_ZH_VOCATIVE: Final = re.compile(
    r"^[^\w]{0,2}(?:兄弟们|家人们|姐妹们|朋友们|宝子们|宝宝们|集美们|老铁们|铁子们|友友们|亲们|uu们"
    r"|各位(?:朋友|网友|大佬|姐妹|宝子)?们?|大家伙儿?)[，,！!~～\s]*(?=我|俺|本人|咱)"
)
"""The audience addressed before the user speaks (兄弟们我跑美团外卖的, 家人们我真的超爱拉坯):
no one the sentence is about."""
_ZH_CLAUSE: Final = re.compile(r"[，,。！!？?；;~]")
_ZH_MINE: Final = re.compile(r"我|咱")


@lru_cache(maxsize=4096)
def zh_span(sentence: str) -> Span | None:
    """The span of a Chinese sentence (simplified) that asserts nothing about the user."""
    whole = (0, len(sentence))
    if _ZH_IRONY_MARKS.search(sentence) or (
        _ZH_GUSH.search(sentence) and _ZH_CHORE.search(sentence)
    ):
        return whole
    if _ZH_MACHINE.search(sentence):
        return whole
    if _ZH_UNDERCUT.search(sentence):
        return whole
    if (taken_back := _ZH_TAKEN_BACK.search(sentence)) is not None:
        return (0, taken_back.end())
    if (told := _ZH_TOLD_OF_ME.match(sentence)) is not None:
        return (0, told.end())
    if (echoed := _ZH_YOU_SAID_OF_ME.match(sentence)) is not None:
        return (0, echoed.end())
    if (family_job := _ZH_FAMILY_JOB.search(sentence)) is not None:
        return (family_job.start(), family_job.end())
    if (longing := _ZH_LONGING.search(sentence)) is not None and not _ZH_INTENT.search(sentence):
        return _zh_wish_span(sentence, longing.start())  # 好想去冰岛看极光啊: a wish, no goal
    cuts = [m.start("a") for m in (_ZH_TEXT.search(sentence),) if m]
    cuts += [m.start() for m in (_ZH_QUOTED.search(sentence),) if m]
    cuts += [m.start() for m in (_ZH_TEXT_GIVEN.search(sentence),) if m]
    if "：" in sentence or ":" in sentence:
        cuts += [m.start() for m in (_ZH_RELAYED.search(sentence),) if m]
        cuts += [at for at in (zh_header_colon(sentence),) if at is not None]  # 领导在群里：我…
        cuts += [at for at in (zh_said_colon(sentence),) if at is not None]  # 客人说：我… (g51p)
    if (frame := _ZH_COUNTERFACTUAL.search(sentence)) is not None:
        cuts.append(0 if _ZH_CONDITIONAL.search(sentence[: frame.start()]) else frame.start())
    if (asked := translated_texts.zh_span(sentence)) is not None:
        cuts.append(asked[0])  # 我对花生过敏用英语怎么说: a text (g57o)
    if cuts:
        return (_clause_start(sentence, min(cuts)), len(sentence))
    if (believed := others_beliefs.zh_span(sentence)) is not None:
        return believed  # 导航一直以为我住在郊区: only believed (g57o)
    if (condition := zh_condition(sentence)) is not None:
        return condition  # 如果不下雨，我们周六去爬山: a plan still
    if (called := _ZH_VOCATIVE.match(sentence)) is not None:
        return (0, called.end())
    found = _ZH_GREETING.search(sentence)
    if found is None:
        return None
    end = _ZH_CLAUSE.search(sentence, found.end())
    stop = end.end() if end else len(sentence)
    return None if _ZH_MINE.search(sentence, 0, stop) else (0, stop)


_ZH_LONGING: Final = re.compile(r"(?:好|真|超级?|太|多么|做梦都|死都)想(?![法着念到起])")
"""A longing said with an exclamative intensifier (好想去冰岛看极光啊, 真想一觉睡到中午, 超想养猫):
a sigh, a wish without intent, so no goal; plain 想 or a degree adverb (我想学日语, 我特别想去冰岛
看极光) states what one wants and may still be one."""
_ZH_INTENT: Final = re.compile(
    r"今年|明年|年底|年内|争取|打算|准备|计划|一定要|目标|决定|立个?flag"
)
"""Words of intent or a deadline that make a longing a goal after all (好想今年考下驾照)."""


def _zh_wish_span(sentence: str, at: int) -> Span:
    """The span of a wish said at `at`: from its clause's start (a clause mark, or a 但 / 可是 /
    不过 that turns to it) up to the first later clause that speaks of the user again or turns
    away (好想变成一只猫啊，每天睡觉就行 is all wish; 好想辞职，但我还是做程序员 is not)."""
    turns = [m.end() for m in _ZH_TURN.finditer(sentence, 0, at)]
    start = max([_clause_start(sentence, at), *turns])
    for mark in _ZH_CLAUSE.finditer(sentence, at):
        if _ZH_BACK_TO_ME.match(sentence, mark.end()):
            return (start, mark.end())
    return (start, len(sentence))


_ZH_TURN: Final = re.compile(r"但是?|可是|不过|然而")
_ZH_BACK_TO_ME: Final = re.compile(r"[^，,。！!？?；;~]*?(?:我|俺|咱|本人|但是?|可是|不过|然而)")


def _clause_start(sentence: str, at: int) -> int:
    """Where the clause holding `at` starts (网上有句话叫… keeps 网上 out of the kept part)."""
    before = [m.end() for m in _ZH_CLAUSE.finditer(sentence, 0, at)]
    return before[-1] if before else 0


def zh_said(sentence: str) -> str | None:
    """The Chinese sentence without what it says in a mode that asserts nothing (None when
    all of it asserts)."""
    span = zh_span(sentence)
    if span is None:
        return None
    said = (sentence[: span[0]] + sentence[span[1] :]).strip("，,。；;：: ")
    return None if said == sentence.strip() else said


def described_after(sentences: list[str]) -> list[str]:
    """The sentences of a message without those that go on describing a text or a character
    asked for before them ("Here's my D&D character. Thorin, a blacksmith. Hates elves."),
    or someone brought in before them with the subject left out ("Talked to my cousin.
    Works at Tesla now."), up to the first that speaks of the user again (I, my, 我)."""
    kept: list[str] = []
    inside = False
    for sentence in sentences:
        chinese = re.search(r"[\u4e00-\u9fff]", sentence) is not None
        mine = (_ZH_MINE if chinese else _EN_MINE).search(sentence) is not None
        if inside and not mine:
            continue
        inside = (zh_span if chinese else en_span)(sentence) is not None and (
            _ZH_TEXT.search(sentence) if chinese else _en_text(sentence.lower())
        ) is not None
        kept.append(sentence)
    return continued_about_someone(kept)


def _en_text(low: str) -> re.Match[str] | None:
    """A text or a character asked for or described, or a text about someone else."""
    return _EN_TEXT.search(low) or _EN_WRITTEN_FOR_SOMEONE.search(low)


# --- both ------------------------------------------------------------------------------

_TRAILING_IRONY: Final = re.compile(r"(?<=[.!?。！？])(\s*)((?:🙄|🙃|😒|😑|/s)+)\s*$")


def marker_attached(message: str) -> str:
    """A message whose last irony marker stands alone after the last sentence ("I just LOVE
    mornings. 🙄") with that marker moved into the sentence, which it is said of."""
    if "/s" not in message and not any(ch in message for ch in "🙄🙃😒😑"):
        return message
    found = _TRAILING_IRONY.search(message)
    if found is None:
        return message
    head = message[: found.start()]
    return head[:-1] + " " + found[2] + head[-1]


_TIME_WORDS: Final = frozenset(
    """next this last on at by around the coming every morning afternoon evening night noon
    midnight am pm tomorrow today tonight week weekend month year ish o'clock monday tuesday
    wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
    january february march april may june july august september october november december jan
    feb mar apr jun jul aug sep sept oct nov dec early late mid""".split()
)
_EN_TIME_TOKEN: Final = re.compile(r"\d{1,4}(?::\d\d)?(?:am|pm|st|nd|rd|th|h)?|[a-z']+")
_ZH_TIME_ONLY: Final = re.compile(
    r"[上下这本今明后前昨每]?[个]?(?:周|星期|礼拜|月|年|天)?[一二三四五六日天末\d]*[号日]?"
    r"(?:上午|下午|中午|晚上|早上|凌晨|傍晚|夜里|午|晚|早)?(?:[零一二三四五六七八九十两\d]+点半?|[\d:：]+)?"
)


def time_only(value: str) -> bool:
    """True for a plan value that names only a time ("10am", "next friday", 上午, 下周二)."""
    text = value.strip(" ,.!?，。！？")
    if not text:
        return True
    if re.search(r"[\u4e00-\u9fff]", text):
        return _ZH_TIME_ONLY.fullmatch(text) is not None
    tokens = _EN_TIME_TOKEN.findall(text.lower())
    return bool(tokens) and all(t in _TIME_WORDS or t[:1].isdigit() for t in tokens)
