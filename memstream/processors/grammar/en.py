"""The English slot grammar: a sentence → fills.

In order: what must not be learned is set aside (questions that are not requests,
hypotheticals, tentative talk, jokes, requests to transform a quoted text); quoted words
and reported speech are cut; a correction inside the sentence ("X, sorry, Y") keeps only
what follows it; the sentence is split into clauses; each clause's subject is found (the
user, someone else, or no one said: the user); the frames of `en_frames` fill their slots;
preferences, habits, plans, people and endings are read by their own modules.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date
from functools import lru_cache
from typing import Final

from memstream.processors.grammar import (
    allergy_also,
    allergy_gone,
    allergy_marked,
    allergy_reactions,
    approximated,
    chief_titles,
    cleft_projects,
    come_what_may,
    complaints,
    condition_cared,
    condition_fragments,
    condition_treated,
    corrected_edges,
    craft_years,
    day_names,
    diet_fragments,
    diet_kept_for,
    diet_one,
    en_changes,
    en_fronted,
    en_goal_label,
    en_habits,
    en_health,
    en_identity,
    en_not_eaten,
    en_objects,
    en_others,
    en_people,
    en_pos,
    en_prefs,
    en_read,
    en_self_shapes,
    en_shapes,
    en_skills,
    en_taste,
    en_time,
    en_updates,
    en_work,
    farewells,
    greeted_openings,
    habit_fragments,
    hearsay,
    home_shapes,
    joint_work,
    kin_lists,
    language_shapes,
    later_conditions,
    modes,
    named_beings,
    named_roles,
    origin_work,
    past_jobs,
    pet_pointed,
    polite_asides,
    rebased_work,
    routine_days,
    routine_lists,
    skill_asked_for,
    skill_crafts,
    skill_ease,
    skill_in_use,
    skill_learned_from,
    skill_not_held,
    someone_said,
    taste_clefts,
    taste_denied,
    taste_felt,
    taste_sensed,
    taste_turned,
    taste_unbeaten,
    team_projects,
    their_day,
    value_patterns,
    without_it,
    zone_shapes,
)
from memstream.processors.grammar import en_words as w
from memstream.processors.grammar import frequency_words as fw
from memstream.processors.grammar.changed_parts import changed_parts
from memstream.processors.grammar.dated_lists import dated_list
from memstream.processors.grammar.en_frames import FRAMES
from memstream.processors.grammar.engine import (
    CompiledFrame,
    Frames,
    compile_frames,
    indexed,
    matches,
)
from memstream.processors.grammar.fills import (
    NEGATE,
    Fill,
    corrected,
    denied_plan,
    not_theirs,
    quiet_endings,
)
from memstream.processors.grammar.fragment_lists import with_fragments
from memstream.processors.grammar.goals_met import goals_met
from memstream.processors.grammar.health_corrected import clinician_found, health_corrected
from memstream.processors.grammar.jobs import job_change
from memstream.processors.grammar.kind_roles import kind_role
from memstream.processors.grammar.places import latin_kind
from memstream.processors.grammar.renamed import renamed
from memstream.processors.grammar.resolve import preferences_read
from memstream.processors.grammar.tokens import Clause, capitalized, expand, is_word, tokens_of
from memstream.processors.grammar.wished_states import not_wished_states
from memstream.processors.matchers.people_words import EN_RELATION_PATTERN
from memstream.processors.noise import SO_THEN, claims_fame, hedges_all, wished

COMPILED: Final = compile_frames(FRAMES)
_READERS: Final = {
    **en_read.READERS,
    **en_work.READERS,
    **en_taste.READERS,
    **en_habits.READERS,
    **en_health.READERS,
    **condition_cared.READERS,
    **en_skills.READERS,
}
"""Every object reader by the name the frames use: the shared ones and each slot group's."""
_QUOTED: Final = re.compile(
    r"\"[^\"]*\"|“[^”]*”|‘[^’]*’|«[^»]*»"
    r"|(?<![\w])'(?:[^'\n]|(?<=\w)'(?=\w)){3,}?'(?![\w])"  # 'I'm a vegan now': apostrophes inside
)
_CORRECTION: Final = re.compile(
    r",?\s*\b(?:sorry(?!\s+(?:to|for|about|if|not|but|guys|all|everyone|folks)\b)"
    r"|no wait|wait no|oh wait|i mean|i meant|scratch that|correction|oops|or rather"
    r"|well technically|actually no|make that|no no|nope|(?-i:erm?)|uh no"
    rf"|my bad(?!\s+(?:{'|'.join(en_read.BODY_PARTS)})\b))\b[,:]?\s*"
    r"|(?:,|\s[—–-])\s*well,\s*(?:technically|actually|really|strictly speaking)?,?\s*"
    r"|(?:,|\s[—–-])\s*no,\s*",
    re.IGNORECASE,
)
_HEDGES: Final = (
    r"(?:(?:just|actually|honestly|really|anyway|btw|tbh|fwiw|also|so you know|just so you know"
    r"|for the record|for context|fyi|to be fair|in fact|to be honest),?\s+)*"
)
"""Hedges between a conjunction and the subject ("but just so you know I'm ...")."""
_TASTE_VERB: Final = (
    r"(?:hate|love|like|enjoy|adore|dislike|despise|detest|can't stand|cannot stand)s?\b"
)
"""A second taste verb after "and": a clause of its own ("loves gardening and hates mornings")."""
_CLAUSE_BREAK: Final = re.compile(
    r"\s*(?:;|—|–| - |:(?= )|\.\.\.)\s*|,\s*(?=(?:and |but |so |while |though |although )?"
    + _HEDGES
    + r"(?:i|i'm|we|we're|my|our|he|she|they|it's|that's|plus|also|now (?:i|we))\b)"
    r"|\s+(?:but|while|whereas|though|although|and then)\s+(?="
    + _HEDGES
    + r"(?:i|we|my|our|he|she)\b)"
    r"|\s+(?:ever since|since|because|now that)\s+(?=(?:i|we)\b)"
    r"|,\s*(?=(?:this|next|last) (?:week|weekend|month|year|time|summer|winter) (?:i|we)\b)"
    + r"|,\s*(?=(?:"
    + "|".join(re.escape(x) for x in (*w.BIO_TASTE_OPENERS, "speak", "live", "work", "study"))
    + r")\s)"  # h35t: "retired teacher, love birdwatching": a taste of its own
    r"|\s+(?=so\s+(?:that\s+)?(?:i|we|my|our|he|she)\b)"
    r"|,\s*(?=so\s+(?!much|many|far|long|that|to|i\b|we\b)\w)"
    r"|\s+(?:but|and)\s+(?=(?:now|these days|nowadays|lately)\b)"
    r"|\s+and\s+(?=(?:i|i'm|we|my|our|he|she|he's|she's|they|they're)\b)"
    r"|\s+and\s+(?=(?:then\s+|now\s+)?(?:became|joined|started|moved|switched|took|signed|went)\b)",
    re.IGNORECASE,
)
OTHER_SLOTS: Final = frozenset(
    """role employer home_location work_location languages skill diet like dislike habit
    goal condition allergy""".split()
)


def parse(sentence: str, anchor: date) -> list[Fill]:
    """The slots one English sentence fills ("dev, Berlin, vegan": each fragment too)."""
    sentence = _MIND_LEAD.sub("", sentence)  # "don't forget I'm allergic to nuts": a statement
    sentence = approximated.en_plain(sentence)  # l54: "maybe twice a month" is no doubt
    sentence = skill_ease.en_plain(sentence)  # g54w: "I could write SQL in my sleep": I can
    sentence = chief_titles.plain(sentence)  # g54w: "CEO of Kelpworks": a job, no joke
    sentence = greeted_openings.opened(sentence)  # g54m: "Hi all 👋 I'm Chen": "Hi, I'm Chen"
    sentence = joint_work.reordered(sentence)  # g52w: "me and my dad are ...": "my dad and I"
    if (spelled := day_names.spelled(sentence)) != sentence:  # "I swim Mon, Wed and Fri"
        return day_names.as_said(parse(spelled, anchor), sentence)
    said = modes.en_said(sentence)  # g38m: sarcasm, a text asked for, a saying, small talk
    if said is not None:
        return parse(said, anchor) if said else []
    fills = list(_parse(sentence, anchor))
    fills += _role_opening(sentence, anchor, fills)  # "As a nurse, I see this all the time"
    fills += their_day.english_part(sentence, fills)  # "... wedding is May 2 and I'm ..."
    if ":" in sentence and not any(f.slot == "plan" for f in fills):
        fills += dated_list(sentence, anchor) or []  # "Thursday: dentist, Friday: flight to Rome"
    fills = with_fragments(
        fills, sentence, False, lambda said: list(_parse(said, anchor)), readable
    )
    fills = changed_parts(fills, sentence, False, lambda said: list(_parse(said, anchor)), readable)
    fills = hearsay.kept(sentence, fills)  # h36r: "a regular told me he's allergic to ..."
    fills = allergy_also.with_joined(fills, allergy_also.english(sentence, fills))  # g51h
    fills = allergy_marked.with_marked(sentence, fills)  # g51h: "bee stings — EpiPen"
    fills = diet_kept_for.with_kept_diet(sentence, fills)  # g51h: "six years vegan now"
    fills = diet_one.one_diet(sentence, fills)  # g51h: "no pork, I keep kosher": kosher
    fills = clinician_found(sentence, fills)  # g51h: "neuro says the migraines were ..."
    fills = allergy_gone.with_gone(sentence, fills)  # g51h: "no allergies at all"
    fills = _readings_kept(en_time.parted_by_name(sentence, fills))  # "me and Dev split up"
    fills = en_habits.begun(fills, sentence)  # "Starting tomorrow I run every morning!"
    fills = pet_pointed.named_pet(fills)  # g53h: "a greyhound, I walk her daily": the greyhound
    if not _set_aside(" " + sentence.lower() + " "):
        fills = kin_lists.english(sentence, fills)  # g56e: "three kids — Max, Leo and Ruby"
    if _LOST_JOB_FIRST.match(sentence) and not any(f.slot == "ending" for f in fills):
        fills += en_time.laid_off(sentence)  # "Laid off from Aviva on Friday", no "I" said
    fills = [f for f in fills if f.slot != "plan" or not modes.time_only(f.value)]
    moved = [f for f in fills if f.slot == "plan" and f.extra.get("moved")]  # "the dentist got
    kept = [f for f in fills if f not in moved]  # moved to Friday" describes no dentist
    kept = day_names.no_day_values(kept)  # "I run Tuesdays and Thursdays": no employer
    kept = skill_not_held.en_kept(kept, sentence)  # g51t: "InDesign not so much", fragments too
    kept = rebased_work.rebased("en", sentence, kept)  # g52w: "our office moved, I'm in Leeds now"
    kept = past_jobs.en_over(sentence, kept)  # g54w: "I worked at Acme years ago": over
    kept = origin_work.origin_work(sentence, kept, False)  # g55w: "from Cork, work in Dublin"
    kept = skill_ease.one_per_tool(kept)  # g54w: "I can write SQL": SQL, not "write SQL" too
    kept = skill_learned_from.with_learned(kept, skill_learned_from.english(sentence))  # g54w
    kept = skill_crafts.added(kept, skill_crafts.english(sentence))  # g54w: "I restore bikes"
    kept = skill_asked_for.added(kept, skill_asked_for.english(sentence))  # g54w: "ask me to"
    return someone_said.without_described(sentence, kept) + moved  # "The foreman uses Emacs"


_LOST_JOB_FIRST: Final = re.compile(rf"^\W*(?:{w.JOB_LOST})\b", re.I)


def _readings_kept(fills: list[Fill]) -> list[Fill]:
    """One reading of a word that two readers took: an editor is no employer ("ditched Neovim
    for Zed"), a word that names the reply wished for is no like ("I prefer thoroughness"), a
    time zone gone by is no name ("go by GMT for me")."""
    editors = {f.value for f in fills if f.slot == "pref.editor"}
    zones = {f.value for f in fills if f.slot == "timezone"}
    wished = any(f.slot.startswith("pref.") for f in fills)
    return [
        f
        for f in fills
        if not (f.slot == "employer" and f.value in editors)
        and not (f.slot == "name" and f.value in zones)
        and not (wished and f.slot == "like" and f.value.lower() in en_prefs.ALL_CUES)
    ]


@lru_cache(maxsize=4096)
def _parse(sentence: str, anchor: date) -> tuple[Fill, ...]:
    sentence = en_shapes.reshaped(sentence)  # h36t: "Don't like olives", "cant stand", "3x/wk"
    sentence = come_what_may.english(sentence)  # g54t: "Every morning, without fail, I ..."
    text = en_health.as_diagnosed(_QUOTED.sub(" ", en_work.unquoted_names(sentence)))
    text = taste_turned.turned(en_taste.unrepeated(text))  # "I really, really love ...": one
    # clause; "I hated olives as a kid but I love them now": the old taste used to hold
    low = " " + text.lower() + " "
    if _set_aside(whole := " " + sentence.lower() + " "):
        head = "" if _set_aside(whole, _NOT_CONDITIONS) else later_conditions.en_head(sentence)
        stated = head or _before_hedge(sentence)  # "I eat gluten-free, I think I might be celiac"
        held = "" if stated else later_conditions.stated(sentence)  # g54t: "..., even if"
        if held and not _set_aside(f" {held.lower()} ") and not _has_marker(low, _NOT_CONDITIONS):
            return later_conditions.kept(sentence, _parse(held, anchor))
        return _parse(stated, anchor) if stated else _kin_of_a_hedge(text, whole)
    request = _is_question(low)
    if request and (after := _STATED_AFTER_REQUEST.search(text)):  # "can you ..., I'm vegan"
        asked = text[: after.start()]
        return _parse(asked, anchor) + _parse(text[after.start() :].lstrip(" ,;"), anchor)
    fills: list[Fill] = []
    for segment in _segments(_before_reported(text)):
        found = _segment_fills(segment, anchor, request)
        if found and fills and fills[-1].slot == "plan" and en_work.starts_dated(segment, anchor):
            found = bare_value(segment, fills, anchor) + found  # "Thursday, I mean Friday, the ..."
        fills = corrected(fills, found or bare_value(segment, fills, anchor))
    fills = en_people.name_the_unnamed(text, fills)  # "we got a puppy!! his name is Rocket"
    fills = named_beings.read(text, fills)  # h36r: "a heeler named Biscuit", "hubby Dan"
    fills += zone_shapes.read(text, fills)  # h36r: "we're UTC+2", "WAT timezone", "on cet"
    fills += home_shapes.read(text, fills)  # h36r: "up here in Gwynedd", "..., where we live"
    fills += diet_fragments.read(text, fills)  # h36r: "strict halal", "Not a drinker"
    fills += condition_fragments.read(text, fills)  # h36r: "type 1 diabetic since I was 12"
    fills += condition_treated.read(text, fills)  # g53e: "I'm on meds for ADHD"
    fills += allergy_reactions.read(text, fills)  # g53e: "Cats make me sneeze"
    fills = condition_fragments.typed(text, condition_fragments.qualified(text, fills))
    fills = condition_fragments.without_condition_habits(fills)  # "Hay fever every May"
    fills += language_shapes.read(text, fills)  # "a Polish-speaking household", "speak it"
    if not any(fill.slot == "name" for fill in fills):
        fills += renamed(text)
    fills = en_identity.read(text, fills)  # "folks call me Dave", "I'm a Londoner"
    fills = en_skills.read(text, fills)
    fills += [f for f in craft_years.english(text) if f not in fills]  # g52t: years of a craft
    fills = en_fronted.read(text, fills)  # g51t: "Forklifts I can drive", "X, I don't like either"
    fills = en_not_eaten.read(text, fills)  # g51t: "I don't drink coffee (tastes burnt)"
    fills = en_self_shapes.read(text, fills)  # h36a: "Staff eng @ Plaid", "Been at Shopify"
    fills = cleft_projects.en_cleft(text, fills)  # g53w: "The thing I'm building is an app"
    fills = named_roles.en_named_role(text, fills)  # g53w: "I am Noa Peretz, agronomist"
    fills = kind_role(text, fills)  # g53w: "I'm a ferry captain", "I'm a tour guide on safari"
    fills = team_projects.en_team_project(text, fills)  # g53w: "Our team's building a ..."
    if labelled := en_goal_label.goal_labels(text):  # aimed at, not yet done: no habit
        fills = [f for f in fills if f.value not in {g.value for g in labelled}] + labelled
    fills = _without_the_ended_kin(fills)  # "my dad passed away": the dad ends, not added
    if _ONE_OFF.search(low) and not _LASTING.search(low):  # "make this a markdown table"
        fills = [fill for fill in fills if fill.slot not in _ONE_OFF_SLOTS]
    kept = [
        _trimmed(fill)
        for fill in not_theirs(not_wished_states(_not_wished(fills, low), low))
        if fill.value.lower() not in _ONLY_PRONOUNS
        and not _exclaimed_role(fill)
        and not denied_plan(fill)
        and not _not_a_name(fill)
        and not _no_lasting_taste(fill, low)
        and not _no_goal(fill)
    ]
    kept = complaints.english(text, kept)  # g52t: "nothing worse than X", "anything with X"
    kept = taste_clefts.english(text, kept)  # g53t: "Jazz is what I love most"
    kept = taste_felt.english(text, kept)  # g53t: "Small talk exhausts me"
    kept = taste_unbeaten.english(text, kept)  # g54t: "nothing I love more than X"
    kept = taste_sensed.english(text, kept)  # g54t: "Coriander tastes of soap to me"
    kept = skill_in_use.added(kept, skill_in_use.english(text))  # g53t: "I teach Python"
    kept = routine_days.english(text, kept)  # g52t: "Sunday is my long run day"
    kept = routine_lists.english(text, kept)  # g54t: "My morning routine: coffee, a walk"
    kept = habit_fragments.english(text, kept)  # g54t: "Twice a week, yoga."
    kept = without_it.added(kept, without_it.english(text))  # g52t: "can't sleep without"
    kept = en_updates.updated(text, kept) if request is None else en_updates.guarded(text, kept)
    kept = taste_denied.english(text, kept)  # g53t: "I've had enough of CrossFit"
    kept = taste_turned.marked(sentence, kept)  # "hated olives as a kid, love them now"
    return tuple(quiet_endings(job_change(kept, text, chinese=False)))


def _kin_of_a_hedge(text: str, whole: str) -> tuple[Fill, ...]:
    """The close relations a tentative sentence names by name ("I might take my daughter Zoe to
    the zoo", "thinking of what to get my stepdad Ray"): the plan is unsure, the daughter is
    not; a hypothetical, a joke or a made-up text names no one (g56e)."""
    if _set_aside(whole, _NOT_HEDGES):
        return ()
    return tuple(f for f in en_people.named_in_passing(text) if f.slot == "relation")


_WISHED: Final = re.compile(
    r"\b(?:would|'d|it'd) be (?:so |really )?(?:great|nice|cool|awesome|lovely|fun|amazing) to\b"
)
"""A wish ("it would be great to have a pup"): what follows it is not the case."""


def _not_wished(fills: list[Fill], low: str) -> list[Fill]:
    """The fills whose words are said before a wish, not only after it ("I'm into dancing and
    it'd be great to share it": the like holds; "... to have a new pup": no pet)."""
    wish = _WISHED.search(low)
    if wish is None:
        return fills
    before, after = low[: wish.start()], low[wish.end() :]
    return [f for f in fills if f.value.lower() in before or f.value.lower() not in after]


def _exclaimed_role(fill: Fill) -> bool:
    """A role denied ("I'm no writer"), read from an exclamation ("Wow, awesome job!") or from
    an action on people ("getting everyone gifts")."""
    said = set(fill.value.lower().split())
    denied = fill.value.lower().startswith(("no ", "not ")) or bool(_NO_ROLE.search(fill.value))
    return fill.slot == "role" and (denied or bool(said & (w.INTERJECTIONS | _PEOPLE_PRONOUNS)))


_NO_ROLE: Final = re.compile(
    r"(?i)^dear\b|^heads?$|\b(?:whether|if|why|how|what|that|because)\b"
    r"|\b(?:world|universe|planet)'s (?:best|worst|greatest|biggest|okayest)\b"
    r"|^(?:the )?(?:worst|biggest|greatest|okayest) "
)
"""A role read from a clause ("curious whether ...") or from hyperbole ("the world's worst
cook"): no occupation."""


_ATTRIBUTES: Final = w.words(
    """color colour colors colours texture textures idea acting tech thought energy diversity
    connection freedom way vibe vibes design details detail look feel sound atmosphere message
    theme plot plots ending lighting view views scenery sky composition concept effects shapes
    pattern patterns smell taste writing story"""
)
_FORMULA: Final = w.words("hear help see know chat talk meet catch hang")
_AS_A_CHILD: Final = re.compile(
    r"\b(?:loved|liked|enjoyed|adored)\b.*\b(?:as a (?:kid|child|boy|girl|teen|teenager)"
    r"|when i was (?:young|younger|little|a kid|a child|small|in school)|growing up|back then)\b"
)


def _no_lasting_taste(fill: Fill, low: str) -> bool:
    """A like that is no lasting taste: a reaction to what is shown ("I love the color and
    texture", "the way the frosting turned out"), a formula ("love to hear more", "love to
    help"), or a taste of one's childhood ("I loved reading as a kid")."""
    if fill.slot not in ("like", "dislike") or fill.subject != "user":
        return False
    value = fill.value.lower()
    first = value.split()[0] if value.split() else ""
    shown = first in _ATTRIBUTES and _LOVE_THE.search(low) is not None
    formula = value.removeprefix("to ") in _FORMULA
    return shown or formula or _AS_A_CHILD.search(low) is not None


_LOVE_THE: Final = re.compile(
    r"(?<!nothing )\b(?:love|loved|like|liked|enjoy|enjoyed|adore)s? the\b"
)


_NO_GOAL: Final = re.compile(
    r"\b(?:it|them)\b|\b(?:this|that|these|those)\b(?! [a-z]{3,})"
    r"|^(?:stay|keep) (?:positive|up|upbeat|calm|sane|strong|motivated|optimistic|hopeful"
    r"|grounded|afloat|busy|focused|going|cool)\b"
    r"|^(?:figure out|work out|get my head around|wrap my head around|find a way|decide"
    r"|understand|make sense of)\b"
    r"|^(?:practi[cs]e|improve|learn|try|get better|progress|study|train|do better|grow"
    r"|succeed|win|relax|rest|think|nail it|make it|get there|do it)$"
    r"|^(?:write|draft|make|prepare|put together|create|send|compose|format|update|edit|polish"
    r"|proofread|fill out|fill in)\s+(?:(?:a|an|the|my|this|that|some|our)\s+)?(?:[\w'-]+\s+){0,3}?"
    r"(?:e-?mails?|letters?|report|slide deck|slides|deck|presentation|memo|invoice|cv|resume"
    r"|résumé|proposal|outline|summary|agenda|toast|post|message|text|reply|note|spreadsheet"
    r"|document|doc|form|quote|estimate|notice|newsletter|caption|bio|price list|checklist)\b"
)
"""A goal that is no lasting aim: one about what the context names ("make it work"), keeping
one's mood ("stay positive"), working something out, a verb alone ("I want to practise"), or a
text to write or fill in now ("I want to draft an email to my landlord": a task)."""


def _no_goal(fill: Fill) -> bool:
    """A goal that is no lasting aim: one about what the context names ("make it work", "get
    it fixed"), keeping one's mood ("stay positive"), or working something out ("figure out
    how to pick")."""
    return fill.slot == "goal" and _NO_GOAL.search(fill.value.lower()) is not None


_NOT_NAME_START: Final = w.words(
    """into in at on from with not so just really the a an very from about over under off
    out up down back all also still always never too quite pretty kinda sorta"""
)


def _not_a_name(fill: Fill) -> bool:
    """A name that opens with a function word ("I'm into chess" is no name "into chess")."""
    words = fill.value.lower().split()
    if fill.slot != "name" or not words:
        return False
    if en_pos.tag(fill.value.split()[0]) in ("VBD", "VBN"):
        return True  # h36a: "Moved here for the weather": a verb, no name
    if re.search(r"-(?:speaker|speaking)$", words[-1]) or words[0] in ("ex", "former"):
        return True  # "Spanish-speaker here", "I am ex Gurkha": no name
    return words[0] in _NOT_NAME_START


_PEOPLE_PRONOUNS: Final = w.words("everyone everybody someone somebody anyone me you them us him")


_ONLY_PRONOUNS: Final = w.words("me you him her it them us myself yourself this that")
"""A value that is only a pronoun ("I love me too") names nothing to remember."""


def _trimmed(fill: Fill) -> Fill:
    """A value without the hedges that end it ("eating fish as well", "Kotlin tbh"), nor a
    function word left where it was cut ("plan something special for| this summer")."""
    value = _CUT_AS.sub("", _TRAILING.sub("", fill.value))
    if fill.slot == "role":
        value = _AGE_FIRST.sub("", value)  # "I am 34, nurse": the age is no part of the job
    if fill.slot in _PHRASE_SLOTS:
        value = _DANGLING.sub("", value)
    if value == fill.value or not value.strip():
        return fill
    return dataclasses.replace(fill, value=value)


_PLUS: Final = re.compile(r",?\s+plus\s+(?=(?:a bit of|a little|some|basic|a few|conversational) )")
""""plus" before a modest amount, joining one more item to a list ("Spanish, plus a bit of
Japanese"): read as "and"."""
_AGE_FIRST: Final = re.compile(
    r"^\d{1,3}(?:\s*(?:yo|y/o|years? old))?,?\s+(?=[a-z])", re.IGNORECASE
)
_PHRASE_SLOTS: Final = frozenset(("goal", "project", "like", "dislike", "skill", "habit"))
_DANGLING: Final = re.compile(
    r"(?:\s+(?:for|to|with|at|in|on|of|from|by|about|not|as|the|a|an|and|or|so))+\s*$",
    re.IGNORECASE,
)
_CUT_AS: Final = re.compile(r"\s+as\s*$", re.IGNORECASE)
"""What is left of "as well" when a reader stopped at "well" ("allergic to cats as")."""
_TRAILING: Final = re.compile(
    r"(?:\s*,?\s+(?:as well|too|also|tbh|(?-i:rn)|atm|honestly|lol|lmao|haha|hehe|anyway|though"
    r"|btw|fyi|fwiw|by the way|just so you know|for what it's worth|if that matters"
    r"|if that helps|without fail|no matter what|religiously|like clockwork|no exceptions))+\s*$",
    re.IGNORECASE,
)


_ONE_OFF_WORK: Final = (
    r"config|configs|code|file|files|snippet|script|function|repo|project|doc|document|email"
    r"|page|slide|slides|screenshot|table|list|example|examples|demo|sample|answer|reply|message"
    r"|draft|letter|post|essay|report|setup|settings"
)
_ONE_OFF: Final = re.compile(
    r"\b(?:make|turn|convert|format|put|reformat|change|lay out|rewrite|redo|edit|fix|polish"
    r"|reword|tidy up|clean up)\s+(?:this|these|that|those"
    r"|the above|the following|the data|the list|the text|the numbers|them)\b"
    r"|\b(?:in|to|for|on|of) (?:this|these|that|those|the above|the following) "
    rf"(?:{_ONE_OFF_WORK})\b"
    r"|\b(?:show|give|send|write)(?: me| us)? (?:an? |some |the |a few |more )?"
    r"(?:examples?|screenshots?|demos?|samples?|snippets?)\b"
    r"|\b(?:an?|the) (?:\w+ )?(?:table|list|chart|summary) (?:of|comparing|listing|showing"
    r"|with|about) (?!(?:bullet|points|short|key|the key)\b)"
)
_ONE_OFF_SLOTS: Final = frozenset(
    ("pref.format", "pref.theme", "pref.indentation", "pref.tone", "pref.response_length")
)
"""How one given text or answer should look ("set tabs to 4 in this config", "show examples
in dark mode", "make this more formal", "make this email shorter"): the work's, not a lasting
preference of the user's."""
_LASTING: Final = re.compile(
    r"\b(?:from now on|always|in future|in the future|going forward|every time|by default"
    r"|i use|i prefer|i always|i'm|i am|whatever|whichever|whenever|when you|any ?time you)\b"
)
"""A format asked for one given text is a one-off; one asked from now on is a preference."""


def bare_value(segment: str, earlier: list[Fill], anchor: date) -> list[Fill]:
    """A correction that only gives the value ("Austin, sorry, Round Rock"; in a sentence of its
    own, "Call me Rob. Actually, Robert."): the last slot's new value, read as that slot's kind
    of object."""
    if not earlier or earlier[-1].subject != "user":
        return []
    last, segment = corrected_edges.en_aimed(segment, earlier)  # g55q: "…, sorry, at Zenith"
    clause = Clause(tokens_of(expand(segment)))
    if last.slot == "plan":
        moved = en_time.plans(f"{last.value} {segment}", anchor)
        return [Fill("plan", last.value, dates=f.dates, extra=last.extra) for f in moved[:1]]
    if last.slot == "pref.reply_language":  # "reply in German, oh wait, English then"
        named = [t.lower() for t in clause.tokens if t.lower() in w.LANGUAGES]
        return [Fill(last.slot, named[0])] if named else []
    reader = _BARE.get(last.slot)
    if reader is None:
        return []
    found = _READERS[reader](clause, 0, 0)
    return [Fill(last.slot, value, kind=last.kind) for value, _ in found[:1]]


_BARE: Final = {
    "home_location": "place",
    "work_location": "place",
    "employer": "org",
    "role": "role",
    "name": "name",
    "relation": "name",
    "pet": "name",
    "allergy": "things",
    "like": "taste",
    "dislike": "taste",
    "diet": "diet",
    "timezone": "timezone",
}


_MACHINE: Final = re.compile(
    r"\w+\([^)]*\)|\w+(?:Error|Exception)\b|(?:^|\s)\w+:\s*\S+\s+\w+:\s|^\s*[a-z_]+:\s*[\w\[\]-]+\s*$"
    r"|\w+,\w+,\w+|\w+=[^\s&]+&\w+=|</?\w+>|^\s*[$#>]|--\w+"
)


def readable(sentence: str) -> bool:
    """True for a statement the grammar reads (not set aside, not a question)."""
    sentence = chief_titles.plain(sentence)  # g54w: "CEO of Kelpworks" is no joke
    low = " " + _QUOTED.sub(" ", sentence).lower() + " "
    if modes.en_said(sentence) == "":
        return False
    return not _set_aside(" " + sentence.lower() + " ") and _is_question(low) is None


def _set_aside(low: str, markers: tuple[str, ...] = ()) -> bool:
    """Hypotheticals, tentative talk, jokes, requests to work on a text (a transform with a
    quoted or colon-introduced text), and machine text (calls, errors, `key: value`); only
    the `markers` given count (all of those kinds by default)."""
    low = _IF_ASIDE.sub(" ", low)  # "I'm a lawyer, if that matters": no condition
    low = polite_asides.en_polite(low)  # "..., so if you could keep it short": asked
    if _THREAT.search(low) or _LIVE_THERE_NOW.search(low):
        return True
    if _has_marker(low, markers or _ASIDE_MARKERS) and not (
        _COULD_FOREVER.search(low) or _CALLED_A_GOAL.search(low) or _WISH_BY.search(low)
    ):
        return True
    embedded = ":" in low or _QUOTED.search(low) is not None  # a text to work on follows
    if embedded and any(marker in low for marker in w.TRANSFORM):
        return True
    return _MACHINE.search(low) is not None or claims_fame(low)


_CALLED_A_GOAL: Final = re.compile(
    r"\b(?:that's|that 's|that is|thats|which is) (?:the|my|our) (?:(?:big|main|real|end"
    r"|long-term|ultimate) )?(?:goal|target|aim|dream|ambition|resolution)\b"
    r"(?! (?:for|of) (?!me\b))"
)
"""A wish the user calls their goal ("I'd love to get under 80kg, that's the target"): said, not
set aside as a hypothetical."""
_WISH_BY: Final = re.compile(
    r"^\W*(?:i'd|i would|i 'd) (?:really |so |truly )?love to (?!be |have |live |go |visit |see )"
    r"[^,.;!?]{2,60}? (?:(?:this|next) year|by (?:the end of )?(?:20\d\d|spring|summer|autumn"
    r"|fall|winter|christmas|january|february|march|april|may|june|july|august|september"
    r"|october|november|december)|before i (?:turn|hit|retire))\b[^,;?]*$"
)
"""A wish with a deadline is a goal ("I'd love to learn Welsh properly this year", "I'd love to
get under 80kg by summer"), not set aside as a hypothetical; a wish to be, have, live, go or see
somewhere is still a wish ("I'd love to go to Japan next year")."""
_THREAT: Final = re.compile(r"\bone more [\w ]{1,20}? and (?:i(?:'m| am|'ll| will)|i'm gonna)\b")
"""A threat said in jest ("one more meeting and I'm becoming a goat farmer"): no plan, no job."""
_LIVE_THERE_NOW: Final = re.compile(
    r"\b(?:basically|practically|pretty much|might as well|literally|virtually|at this point)"
    r" (?:i )?(?:live|living)"
    r" (?:at|in)\b|\blive (?:at|in) [\w' ]{2,30}? now,? apparently\b"
    r"|\b(?:i|i've) (?:live|living) (?:at|in) [^,.;]{2,30}?,? (?:i've )?been (?:here|there|stuck)"
    r" (?:for )?(?:\d+|an?|two|three|four|five|six) (?:hours?|days?)\b"
)
"""Hyperbole about where one lives ("I basically live at the airport", "I live at the DMV now
apparently, been here 4 hours"): a long wait or a busy week, no home."""
_POLITE: Final = (
    r"(?:at all )?(?:possible|poss|you can|you could|you don't mind|you dont mind|you do not"
    r" mind|you would|you'd be so kind|(?:that's|thats|that is|it's|its|it is) (?:ok|okay|alright"
    r"|all right|fine|not too much trouble|no trouble)|that works)"
)
"""A polite condition ("if possible", "if that's ok"): at the end of a request, or before one
that names no one ("If possible, use metric"); "If possible, I'd be a painter" is a wish."""
_IF_ASIDE: Final = re.compile(
    r"\bif (?:that|it|this) (?:matters|helps|is relevant|is useful|makes a difference|changes "
    r"anything)\b|\bif (?:that's|it's) (?:relevant|useful|important|helpful)\b"
    r"|\bif you (?:must|need to|want to|have to) know\b|\bif you're (?:curious|wondering)\b"
    r"|\b(?:i would|i'd|i 'd|we would|we'd) (?:be (?:so |very |most )?(?:grateful|glad|happy"
    r"|obliged|thankful)|(?:really )?appreciate it|prefer it|like it|love it) if (?=you\b|your\b)"
    r"|\bit would (?:help|be (?:great|nice|helpful|good|ideal)) if (?=you\b|your\b)"
    rf"|(?<!^ )\bif {_POLITE}\b(?=\W*$|\s*[,;])"
    rf"|^\W*if {_POLITE}\W+(?=\w)(?!(?:i|i'd|i'm|i'll|we|we'd|my|our)\b)"
)
"""An aside that only sounds like a condition ("if that matters", "if you must know"), and a
request said politely as one ("I would be grateful if your replies were thorough", "bullet
points if possible", "short answers if that's ok")."""
_COULD_FOREVER: Final = re.compile(
    r"^\W*i could (?:eat|drink|watch|listen to|read|play) [^,.;!?]{1,40}?"
    r" (?:every day|every single day|all day|forever|on repeat|nonstop|non-stop)\b[^,;?]*$"
)
"""A taste, not a hypothetical: "I could eat dumplings every day"."""
_ASIDE_MARKERS: Final = w.HYPOTHETICAL + w.TENTATIVE + w.JOKES + w.MADE_UP


def _before_hedge(sentence: str) -> str:
    """The statements before a later clause that hedges ("I eat gluten-free, I think I might
    be celiac"): a hedge does not take back what was said before it (a condition, a joke or
    a made-up text anywhere does; so does a hedge in the first clause)."""
    parts = re.split(rf"(?<=[,;])\s+|\s+(?:but|and|though|although)\s+|{SO_THEN}", sentence)
    low = [" " + part.lower() + " " for part in parts]
    hedged = [i for i, part in enumerate(low) if _has_marker(part)]
    if not hedged or hedged[0] == 0 or any(_set_aside(part) for part in low[: hedged[0]]):
        return ""
    if not wished(parts[hedged[0] - 1]) and any(hedges_all(part) for part in parts[hedged[0] :]):
        return ""  # "I'm a lawyer, not sure for how long": the whole sentence is hedged
    if _has_marker(" ".join(low), _NOT_HEDGES):
        return ""
    stated = parts[: hedged[0]]
    while stated and wished(stated[-1]):  # "I want to learn guitar but I probably won't…"
        stated.pop()
    return ", ".join(stated).rstrip(" ,;")


_NOT_HEDGES: Final = w.HYPOTHETICAL + w.JOKES + w.MADE_UP
_NOT_CONDITIONS: Final = w.JOKES + w.MADE_UP
"""What sets a sentence aside whatever clause it is in (a later condition does not: l54)."""


def _has_marker(low: str, markers: tuple[str, ...] = _ASIDE_MARKERS) -> bool:
    """A marker that starts a word ("king of" is not in "lockpicking off", "tempted" not in
    "attempted"); a marker of several words also ends one ("to mars" is not in "to Marseille")."""
    for marker in markers:
        at = low.find(marker)
        while at >= 0:
            if _starts_word(low, at, marker) and _ends_word(low, at + len(marker), marker):
                return True
            at = low.find(marker, at + 1)
    return False


def _starts_word(low: str, at: int, marker: str) -> bool:
    return not marker[:1].isalnum() or at == 0 or not (low[at - 1].isalnum() or low[at - 1] == "'")


def _ends_word(low: str, end: int, marker: str) -> bool:
    if not marker[-1:].isalnum() or " " not in marker:
        return True
    return end >= len(low) or not low[end].isalnum()


def _is_question(low: str) -> bool | None:
    """None for a statement; True for a request to the assistant ("can you ..."); False for
    a question (which learns nothing). A statement that ends with a short question ("my son
    Theo is six, any museum ideas?") is a statement: its last clause is dropped later."""
    text = _THANK_YOU.sub(" ", low).strip()
    words = [word for word in text.split() if word.strip(",.!:;-") not in _BEFORE_A_REQUEST]
    first = words[0] if words else ""
    opens = " ".join(words)  # "hey, can we ...": a request after a greeting
    if opens.startswith(w.REQUEST_STARTS) or (" from now on" in text and text.endswith("?")):
        return True
    if _DONT_DO.match(opens) and not text.endswith("?"):
        return True  # "don't explain the code line by line, I know Python": an instruction
    if first in w.QUESTION_STARTS and not _WHEN_CLAUSE.match(" ".join(words)):
        return False
    if _MAKE_ME.match(" ".join(words)):
        return True  # "make a table of the planets": work asked for, no project of the user's
    return None


_MIND_LEAD: Final = re.compile(
    r"^\W*(?:(?:and|but|oh|also|just|and also),? )?(?:don'?t forget|do not forget|keep in mind"
    r"|bear in mind|mind you|don'?t worry|no worries|fyi|for the record|for context)(?: that)?"
    r"[,:;.!-]*\s+(?=(?:i|i'm|im|i've|i am|i have|my|we|we're|we've|our)\b)",
    re.I,
)
"""A lead that asks the assistant to keep in mind what follows ("don't forget I'm allergic to
nuts", "dont worry I'm vegan"): the statement after it is the user's."""
_DONT_DO: Final = re.compile(r"(?:don'?t|do not) (?!(?:you|we|they|i|u|ya|y'all)\b)[a-z]")
"""An instruction not to do something ("don't explain …"), not a question ("don't you …")."""
_STATED_AFTER_REQUEST: Final = re.compile(
    r"(?:[,;]|\s(?:since|because|as))\s+(?=(?:i|i'm|i've|i am|i have|my|we|we're|our)\b[^?]*$)",
    re.IGNORECASE,
)
"""A statement after a request in one sentence ("can you suggest a recipe, I can't stand
mushrooms"): read as a statement of its own."""
_WHEN_CLAUSE: Final = re.compile(r"^(?:when(?:ever)? you|whenever (?:i|we))\b[^?]*,[^?]*$")
"""A clause of time before a wish or a habit ("when you compare options, put them in a table",
"whenever I travel, I pack light"): no question. ("When I was a kid, ..." stays unread: what
follows is the past.)"""


_COURTESIES: Final = w.words(
    "thanks thx ty cheers cool great perfect nice awesome lovely noted gotcha"
)
_BEFORE_A_REQUEST: Final = w.LEAD_INS | _COURTESIES
"""Words that may open a request ("thanks, but can you ...", "cool, could you ...")."""
_THANK_YOU: Final = re.compile(r"^\W*(?:thank you|many thanks|got it)\b")
_MAKE_ME: Final = re.compile(
    r"(?:please |pls |plz )?(?:make|write|draw|create|generate|draft|summari[sz]e"
    r"|translate|compare|list|give me|show me|tell me)\b(?! (?:sure|it a habit)\b)"
)
"""An imperative that asks the assistant for a piece of work ("make a table of ...", "give me
a list of ..."): a request, read for preferences only."""


def _before_reported(text: str) -> str:
    """The sentence before reported speech ("he said ...") or an unclosed quote; what the
    user's doctor says of the user is the user's ("my doctor says my blood pressure is …")."""
    text = _CLINICIAN_SAYS.sub("", text)
    low = _OWN_THINGS.sub(lambda m: " " * len(m[0]), text.lower())  # "my clock says": own
    cuts = [at for m in w.REPORTED if (at := low.find(m)) >= 0 and not _own_words(low, at)]
    cuts += [i for i in (text.find('"'), text.find("“")) if i >= 0]
    cut = min(cuts, default=-1)
    return text if cut < 0 else text[:cut]


def _own_words(low: str, at: int) -> bool:
    """ "I said Bristol earlier but ...": the user's own earlier words, not reported speech."""
    before = low[:at].split()
    return bool(before) and before[-1] in ("i", "we") and low[at:].startswith((" said", " say"))


_CLINICIAN_SAYS: Final = re.compile(
    r"\b(?:my|the) (?:doctor|doc|dr|gp|physician|specialist|cardiologist|allergist"
    r"|dermatologist|endocrinologist|neurologist|rheumatologist|oncologist|nurse|dentist|vet)"
    r" (?:says|said|thinks|confirmed|told me)(?: that)?[\s,]+(?=(?:my|i|i'm|i've|i am)\b)",
    re.I,
)
"""A clinician's words about the user ("my doctor says my blood pressure is normal now",
"the allergist confirmed I'm not allergic to penicillin"): a fact of the user's."""
_OWN_THINGS: Final = re.compile(
    r"\bmy (?:clock|watch|phone|calendar|laptop|computer|settings|profile|system|os|device)"
    r" (?:says|shows|reads)\b"
)


def _segments(text: str) -> list[str]:
    """The sentence cut at its corrections ("Austin, sorry, Round Rock")."""
    return [part for part in _CORRECTION.split(text) if part.strip()]


_ME_INTRO: Final = re.compile(
    r"(?:^|(?<=[,.!]\s)|(?<=[,.!]))\s*(?P<lead>(?:ok|okay|so|well|alright|right)\W*)?(?:about\s+)?"
    r"\bme\s*:\s+(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)
"""A self-introduction "me: Inês, Portuguese, ...": "me:" says "I am"."""


_GREETING_INTRO: Final = re.compile(
    r"^\s*(?P<lead>(?:hi|hey|hello|hiya|howdy|good (?:morning|afternoon|evening))(?: there| all"
    r"| everyone| guys)?\s*[,!.]?\s+)(?:it's|its|it is|this is)\s+(?=(?-i:[A-Z]))",
    re.IGNORECASE,
)
"""A greeting, then "it's X" / "this is X": a self-introduction ("Hi, it's Jonas")."""


_WE_BOTH: Final = re.compile(r"(?i)\b(?P<we>we|we're|we've|we are|we have|i) (?:both|all)\b(?= \w)")
""""We both" / "my wife and I both": the user among those said, as "we"."""


def _segment_fills(segment: str, anchor: date, request: bool | None) -> list[Fill]:
    fills: list[Fill] = []
    segment = _GREETING_INTRO.sub(lambda m: m["lead"] + "I am ", segment)
    expanded = expand(_ME_INTRO.sub(lambda m: (m["lead"] or "") + "I am ", segment))
    if request is not True and request is not None:
        return en_people.named_in_passing(expanded)  # "should I get my wife Mia flowers?"
    if request:
        return en_prefs.preferences(expanded) + en_people.named_in_passing(expanded)
    expanded = _TAG_QUESTION.sub(".", expanded)  # "so WET I guess?": a statement, hedged
    expanded = _PLUS.sub(" and ", expanded)  # "Spanish, plus a bit of Japanese"
    expanded = _WE_BOTH.sub(r"\g<we>", expanded)  # "We both love ramen": we love it
    expanded = _in_read_order(expanded)  # "Spicy food and I don't get along", "Usually, I"
    parts = [
        p
        for part in _CLAUSE_BREAK.split(expanded)
        if part.strip()
        for p in _coordinated(_in_read_order(part))
    ]
    asked = expanded.rstrip(" !").endswith("?") or bool(_ASKED.match(expanded.split(",")[-1]))
    if asked and not _SURPRISED.search(expanded.lower()):
        parts = [part for part in re.split(r",\s*", ", ".join(parts))][:-1]  # the question goes
        expanded = ", ".join(parts)
    generic = generic_subject(parts[0].lower()) if parts else False
    fills += en_prefs.preferences(expanded) if expanded.strip() and not generic else []
    for before, part in zip(["", *parts], parts, strict=False):
        for said in en_taste.with_antecedent(part, before, fills):  # "..., love it"
            fills += _clause_fills(Clause(tokens_of(said)), anchor)
    fills = _antecedents(en_people.named_later(expanded, _it_resolved(fills)), parts)
    fills = _new_holder(fills, expanded.lower())
    fills = _native_also(preferences_read(_allergic_to_what(fills, parts)))
    fills += _not_habitual(fills, en_time.plans(expanded, anchor)) + en_work.native_it(expanded)
    theirs = en_others.theirs(expanded, anchor, fills, parse)  # "my sister flies on Friday"
    fills += [f for f in theirs if not _users_plan_again(f, fills)]
    fills += goals_met(expanded)  # "Goal ticked off.", "finally hit my savings goal"
    fills += health_corrected(expanded, fills)  # "it's not IBS after all, it's microscopic colitis"
    return _endings_last(en_taste.headed_all(fills))  # h35t: tastes as the thing alone


_ASKED: Final = re.compile(
    r"^\W*(?:(?:so|and|but|anyway|ok|okay)\W+)?(?:(?:what|where|how|which|who|why|when)\s+)?"
    r"(?:should|shall|can|could|do|does|would|will|is|are)\s+(?:i|we|you|u|my|our)\b",
    re.IGNORECASE,
)
"""A last clause asked in the order of a question with no question mark ("…, what should I cook
tonight", "…, can you suggest a name"): the question goes, as it does after a "?" (l54)."""


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def _in_read_order(part: str) -> str:
    """A clause with its liked thing or its routine adverb put where the frames read them
    ("Jazz isn't my thing" → "I dislike jazz", "Usually I cook" → "I usually cook")."""
    return en_habits.adverb_inside(en_taste.thing_first(farewells.named_first(part)))


def _coordinated(part: str) -> list[str]:
    """A clause of two taste predicates ("my sister loves gardening and hates mornings"): two
    clauses, the second with the first one's subject ("my sister hates mornings")."""
    found = _SECOND_TASTE.search(part)
    if found is None or not re.search(r"\b" + _TASTE_VERB, part[: found.start()], re.I):
        return [part]  # "hope and love exist": a noun, not a second predicate
    head = part[: found.start()]
    tokens = tokens_of(head)
    subject, start = en_people.subject(Clause(tokens))
    words = [t for t in tokens[:start] if t.lower() not in ("and", "but", "so")]
    tail = part[found.end() :]
    return [head, " ".join([*words, tail]) if words and subject else tail]


_SECOND_TASTE: Final = re.compile(
    r"(?:\s*,\s*(?:and\s+|but\s+)?|\s+(?:and|but)\s+)(?=(?:also |really |totally |absolutely )?"
    + _TASTE_VERB
    + r")",
    re.I,
)  # h34a: after a comma too ("love hiking, hate running")


_SURPRISED: Final = re.compile(
    r"\b(?:i|i am|we|we are|my|it is|that is)\b[^?]*\b(?:actually|now|apparently|somehow)\W*\?{2,}"
    r"\W*$"
)
"""A statement said with surprise ("i actually like it now??", "horror movies are actually my
thing now??"): the doubled question mark asks nothing ("Paris?!" still asks)."""
_TAG_QUESTION: Final = re.compile(
    r",?\s*\b(?:i guess|i think|i suppose|i believe|right|yeah|eh|correct|you know|is not it"
    r"|do not you think|no)\s*\?+\s*$",
    re.IGNORECASE,
)
"""A tag that turns a statement into a question ("..., right?", "... I guess?")."""
_ONE_HOLDER: Final = w.words(
    """manager boss partner girlfriend boyfriend wife husband spouse fiance fiancee landlord
    landlady therapist doctor dentist mentor supervisor roommate flatmate"""
)


def _new_holder(fills: list[Fill], low: str) -> list[Fill]:
    """ "I have a new manager, Ana": a relation one has one of at a time ends the one known
    before (an ending of its kind, read before the new one)."""
    new = [
        f for f in fills
        if f.slot == "relation" and f.subject == "user" and f.kind in _ONE_HOLDER
        and value_patterns.search(rf"\bnew {re.escape(f.kind)}\b", low)
    ]  # fmt: skip
    extra = {"object": "", "verb": "", "slots": ["relation"], "replaced": True}
    ended = [Fill("ending", f.kind, action=NEGATE, terms=(f.kind,), extra=extra) for f in new]
    return ended[:1] + fills


def _endings_last(fills: list[Fill]) -> list[Fill]:
    """A sentence's new values before its endings ("Quit Acme, I'm at Globex now"): the new
    value supersedes the old one, and the ending only ends what is left; an ending that a
    new habit replaces ("I play chess on Sundays now") comes first, so it ends only the old."""
    first = [f for f in fills if f.extra.get("replaced")]
    ending = [f for f in fills if f.action == NEGATE and not f.extra.get("replaced")]
    return first + [f for f in fills if f.action != NEGATE] + ending


_NOW: Final = re.compile(r"\b(?:now|these days|nowadays|instead|anymore)\b")
_ALSO: Final = re.compile(r"\b(?:also|too|as well|another|again)\b")
_HOW_OFTEN: Final = fw.EN_HOW_OFTEN


def _replacing(habits: list[Fill], low: str) -> list[Fill]:
    """A habit said with a change word ("I swim on Sundays now") replaces the habit of the
    same activity said before (an ending of its words before it); "also" adds one."""
    if not habits or _NOW.search(low) is None or _ALSO.search(low) is not None:
        return habits
    words = [word for word in habits[0].value.lower().split() if word not in _HOW_OFTEN]
    terms = tuple(word for word in words if len(word) > 2)  # stemmed where they are matched
    if not terms:
        return habits
    extra = {"object": "", "verb": "", "slots": ["habit"], "replaced": True}
    said = " ".join(words)
    return [Fill("ending", said, action=NEGATE, terms=terms, extra=extra), *habits]


def _it_resolved(fills: list[Fill]) -> list[Fill]:
    """ "I'm obsessed with Wordle, I play it every morning": "it" is the thing named before."""
    named = [f.value for f in fills if f.slot in ("like", "skill", "pet") and f.subject == "user"]
    if not named:
        return fills
    return [
        Fill(f.slot, re.sub(r"\bit\b", named[0], f.value), f.subject, f.action, f.kind, f.dates)
        if f.slot == "habit" and re.search(r"\bit\b", f.value)
        else f
        for f in fills
    ]


_PRONOUNS: Final = w.words("it them that those this one")
_PERSONS: Final = w.words("her him he she you us")
_TOPIC_END: Final = w.words(
    """is are was were has have had lost fell kind kinda sort just got does do did not really
    became became turned stopped never ever lately and but so , to for after since me"""
)


def _antecedents(fills: list[Fill], parts: list[str]) -> list[Fill]:
    """ "Anime lost me, I do not watch it anymore": an ending that names only a pronoun ends
    the topic another clause of the sentence opens with."""
    topics = [topic for part in parts if (topic := _topic(part))]
    if not topics:
        return fills
    return [_with_topic(f, topics[0]) if _names_a_pronoun(f) else f for f in fills]


def _names_a_pronoun(fill: Fill) -> bool:
    said = fill.value.lower().split()
    if fill.action != NEGATE or not said or set(said) & _PERSONS:
        return False  # "I don't like her anymore": a person, never a topic's thing
    thing = str(fill.extra.get("object", "")).lower().split()
    if not thing:  # "do it anymore", "bother with them anymore": the pronoun was the object
        return bool(set(said) & _PRONOUNS) and not fill.extra.get("slots")
    return bool({thing[0], thing[-1]} & _PRONOUNS)


def _topic(part: str) -> str:
    """The noun phrase a clause opens with, when it is not a person ("the morning yoga",
    "Marvel"), or ""."""
    words = [t for t in tokens_of(part) if is_word(t)]
    while words and words[0].lower() in w.LEAD_INS | {"the", "a", "an", "my", "our", "all"}:
        words.pop(0)
    end = next((i for i, t in enumerate(words) if _ends_topic(t.lower())), len(words))
    if end == len(words):
        end = min(2, len(words) - 1)  # no verb known: the first words ("the pool club| shut")
    topic = words[:end]
    if not 1 <= len(topic) <= 3:
        return ""
    if topic[0].lower() in w.FIRST_PERSON | _PRONOUNS | w.PEOPLE_WORDS | {"you", "he", "she"}:
        return ""
    last = topic[-1].lower().rstrip("s")
    if last in w.ROLE_HEADS or last in w.RELATIONS or last in w.PEOPLE_ROLES:
        return ""  # "the nurse was rude": a person
    return " ".join(topic)


def _ends_topic(word: str) -> bool:
    """A verb or a function word: where the opening noun phrase ends."""
    return word in _TOPIC_END or (word.endswith("ed") and len(word) > 3)


def _with_topic(fill: Fill, topic: str) -> Fill:
    terms = tuple(en_time.stem(word) for word in topic.lower().split())
    extra = fill.extra | {"object": topic}
    return Fill(fill.slot, topic, action=NEGATE, terms=terms, extra=extra)


_BARE_ALLERGIC: Final = re.compile(
    r"^(?:\W*(?:and|so|but|because|as|since)\s+)?(?:(?:(?:i am|i'm)\s+(?:\w+\s+)?)?allergic"
    r"(?:\s+to\s+(?:it|them|that|those|this))?|i (?:swell|puff) up|i break out(?: in hives)?"
    r"|i get (?:hives|a rash)|i go into anaphylaxis|my throat closes(?: up)?|anaphylactic)"
    r"(?:\W*$|\s+(?:and|but|so)\b|\s*,)",  # "..., allergic, carry an EpiPen"
    re.IGNORECASE,
)
_CANNOT_HAVE: Final = re.compile(
    r"\b(?:can ?not|cannot|never) (?:have|eat|touch|drink|be around|go near)\s+(?P<x>[\w' -]+)"
)


def _allergic_to_what(fills: list[Fill], parts: list[str]) -> list[Fill]:
    """ "Nuts are a no-go for me, I'm allergic", "I can't have dairy, I'm allergic": a bare
    "I'm allergic" names the thing of the clause before (a dislike of it becomes the
    allergy)."""
    bare = [i for i, part in enumerate(parts) if _BARE_ALLERGIC.match(part.strip())]
    if not bare or bare[0] == 0 or any(f.slot == "allergy" for f in fills):
        return fills
    thing = ""
    for before in reversed(parts[max(0, bare[0] - 2) : bare[0]]):
        last = before.split(",")[-1]  # "X is my favourite, but peanuts| and I don't get along"
        cannot = _CANNOT_HAVE.search(last.lower())
        thing = _topic(last) or _short(last) if cannot is None else cannot.group("x").strip()
        if thing:
            break
    tastes = [f.value for f in fills if f.slot in ("like", "dislike") and f.subject == "user"]
    thing = thing or (tastes[-1] if tastes else "")  # "I love cats but I'm allergic"
    if not thing or len(thing.split()) > 3:
        return fills
    kept = [f for f in fills if not (f.slot == "dislike" and f.value.lower() == thing.lower())]
    return [*kept, Fill("allergy", thing)]


def _short(chunk: str) -> str:
    """A chunk that is only a short noun phrase ("but peanuts"), or ""."""
    words = [t for t in tokens_of(chunk) if is_word(t)]
    while words and words[0].lower() in w.LEAD_INS | {"the", "a", "an", "my", "our"}:
        words.pop(0)
    if not 1 <= len(words) <= 3 or words[0].lower() in w.FIRST_PERSON | _PRONOUNS | _PERSONS:
        return ""
    return " ".join(words)


def _native_also(fills: list[Fill]) -> list[Fill]:
    """A native language is also a language the user speaks."""
    natives = [Fill("languages", f.value) for f in fills if f.extra.get("native")]
    return fills + natives


def _clause_subject(clause: Clause) -> tuple[str, int]:
    """Whom a clause is about, and where its predicate starts."""
    subject, start = en_people.subject(clause)
    if subject == "user" and generic_subject(clause.low):
        subject = en_people.NOBODY  # "programmers drink a lot of coffee": people in general
    if subject != "user" and (
        _MOVED_ME.search(clause.low)
        or _HIRED.search(clause.low)
        or en_skills.TAUGHT_ME.search(clause.low)  # "my dad taught me to sail": the user learned
    ):
        subject = "user"  # "they moved me to the Dublin office": where the user works
    if subject != "user" and _WHERE_I_WORK.search(clause.low):
        subject, start = "user", 0  # "Netflix is where I work": the name is the object
    if subject != "user" and ":" not in subject and _judged_by_me(clause, subject):
        subject, start = "user", 0  # "Opera is my thing": the user's taste, not Opera's
    if subject != "user" and (
        _GROUP_ENDED.search(clause.low) or _KIN_DIED.search(clause.low) or _named_died(clause)
    ):
        subject, start = "user", 0  # "The Tuesday cribbage group broke up", "my dad passed away"
    return subject, start


def _without_the_ended_kin(fills: list[Fill]) -> list[Fill]:
    """The fills without the relation that an ending of the same sentence ends."""
    ended = {
        str(f.extra.get("object") or "").lower()
        for f in fills
        if f.slot == "ending" and f.subject == "user"
    }
    return [
        f
        for f in fills
        if not (f.slot == "relation" and f.subject == "user" and f.kind.lower() in ended)
    ]


_PASSED: Final = (
    r"(?:has |had |just |sadly |finally |recently |peacefully )*(?:passed away|passed on|died"
    r"|crossed (?:over )?the rainbow bridge|went over the rainbow bridge"
    r"|was put (?:down|to sleep)(?! (?:as|for|in|by|on the)\b)"
    r"|passed(?! (?:his|her|the|my|a|an|their|its|it|that|this|all|every|both|out|me|us|by"
    r"|through|over|around|up|down)\b))\b"
)
_KIN_DIED: Final = re.compile(
    r"^(?:(?:my|our) (?:dear |late |beloved |sweet |poor )?[\w-]{2,20}"
    rf"|(?:dear |late |beloved |poor )?(?:{EN_RELATION_PATTERN})(?: [\w-]{{2,20}})?) {_PASSED}"
)
"""One of the user's people said to have died ("my dad passed away in March", "Grandpa Walt
passed on Sunday"): the user's own relation ends (read as the user's ending whoever the clause
names first); "my dad passed his driving test" is no death."""
_NAME_DIED: Final = re.compile(rf"^[\w-]{{2,20}} {_PASSED}")


def _named_died(clause: Clause) -> bool:
    """True for a clause that says one named died ("Luna died on Sunday"): the user's pet or
    person of that name ends, if they have one (an ending names no one new)."""
    return clause.tokens[0][:1].isupper() and _NAME_DIED.search(clause.low) is not None


_GROUP_ENDED: Final = re.compile(
    r"^(?:the|our|my)\s+[\w -]{2,40}?\s+(?:group|club|league|class|band|choir|crew|circle)\s+"
    + en_time.GROUP_GONE
)
"""A group the user met with, said ended ("The Tuesday cribbage group broke up"): read as the
user's own ending of the routine, whoever the clause names first."""


def _clause_fills(clause: Clause, anchor: date) -> list[Fill]:
    if not clause.tokens:
        return []
    subject, start = _clause_subject(clause)
    fills = en_people.people(clause) if subject == "user" else en_people.mentioned(clause)
    ending = (en_time.ending(clause, start) if subject == "user" else None) or en_time.called_off(
        clause
    )  # "they cancelled the hackathon", "scrap the marathon": the user's plan ends
    if subject == "user":  # "I quit my job", "I retired", "became a librarian"
        fills += en_changes.changes(clause)
    if subject == "user" and " used to " in f" {clause.low} ":
        kept = [f for f in fills if f.slot != "pet"]  # "I used to have a cat named Smokey"
        return kept + (ending or en_time.used_to(clause))  # no longer true: ended, not learned
    said = [t.lower() for t in clause.tokens[:start]]
    if said and said[-1] == "now" and not set(said) & w.FIRST_PERSON:
        start -= 1  # "now at a fintech called Plum": "now at" is the predicate
    rest = Clause(clause.tokens[start:])
    reacts = en_read.reaction(said, rest)  # "Love the necklace!": no lasting taste
    for frame, begin, end in matches(_allowed(subject), rest.low):
        if (reacts and frame.slot == "like") or _not_own(frame, said, rest, begin, end):
            continue
        if _negated(rest.low, begin, end):
            continue
        reader = _READERS[frame.reader]
        for value, _ in reader(rest, rest.index_at(end), rest.index_at(begin)):
            extra = _EXTRAS.get(frame.reader, {})
            kind = _KINDS.get(frame.reader, "")
            fills.append(Fill(frame.slot, value.strip(" ,"), subject, kind=kind, extra=extra))
    fills = _not_lasting(en_changes.not_moved(_one_reading(fills), clause), clause)
    fills = en_health.diet_not_taste(fills)  # "I avoid gluten": a diet, not a dislike
    if ending is not None:  # what ends is not also stated ("outgrew my peanut allergy")
        kept = [f for f in fills if not _ended_here(f, ending)]
        return kept + ending  # what ends is not also liked or done
    if subject != "user":  # "he's a pilot for SAS": someone else's employer too
        theirs = _attachments(rest, fills, mine=False)  # g57e: no home from "a nurse in Leeds"
        found = [f for f in theirs if f.slot in ("employer", "home_location")]
        found += _their_habits(rest, subject)
        return fills + [Fill(f.slot, f.value, subject) for f in found] + _pets_of(clause, subject)
    return en_time.doer_habits(clause, fills + _users_own(clause, rest, start, fills))


_OWN_SLOTS: Final = frozenset(("like", "dislike", "skill", "goal", "project"))
_EXPLETIVE: Final = w.words("it that this")


def _not_own(frame: CompiledFrame, said: list[str], rest: Clause, begin: int, end: int) -> bool:
    """True when a frame's predicate is not the speaker's own taste, skill, goal or project:
    said of "we" as a group ("we can build a community"), aimed at "you" ("great at making
    you feel loved"), another doer's ("people who are passionate about ..."), or a general
    remark ("it's all about balance")."""
    if frame.slot not in _OWN_SLOTS or "before" in frame.reader:
        return False  # "Painting landscapes is my favourite": the subject is what is liked
    if frame.reader == "ability" and set(said) & _WE:
        return True
    if frame.slot == "skill" and " you " in f" {rest.low[end:]} ":
        return True
    if frame.slot == "like" and set(said) & _EXPLETIVE:
        return not set(said) & w.FIRST_PERSON
    return not en_read.own_predicate(rest, rest.index_at(begin))


def _their_habits(rest: Clause, subject: str) -> list[Fill]:
    """ "my grandpa smokes a pipe every evening": the habit of someone close, named (not
    "someone", not a pet)."""
    if subject.split(":")[0] not in w.RELATIONS.values() or subject in w.ANIMALS:
        return []
    return en_time.habits(rest)


def _pets_of(clause: Clause, subject: str) -> list[Fill]:
    """Someone's pet named in a clause about them ("my boss's dog is called Ziggy")."""
    return en_people.their_pets(clause, subject) if ":" not in subject else []


def _users_plan_again(theirs: Fill, fills: list[Fill]) -> bool:
    """True for another's plan that is the user's plan read again: one they moved ("The
    dentist moved it to Monday", "… moved my cleaning to Friday") or one named by them ("my
    dentist appointment is Friday" is no appointment of the dentist's)."""
    if theirs.slot != "plan":
        return False
    mine = [f for f in fills if f.slot == "plan" and f.subject == "user"]
    moved = bool(theirs.extra.get("moved"))
    named = f"{theirs.subject} {theirs.value}".lower()
    return any(
        (moved and f.extra.get("moved") and f.value in (theirs.value, "that plan"))
        or f.value.lower() == named
        for f in mine
    )


def _not_habitual(fills: list[Fill], plans: list[Fill]) -> list[Fill]:
    """No dated plan from a sentence that says a habit ("I often bake on Saturday mornings")."""
    return [] if any(f.slot == "habit" and f.subject == "user" for f in fills) else plans


def _one_reading(fills: list[Fill]) -> list[Fill]:
    """One value read both as an employer and as a home ("moved over to BT"): a known place
    is the home, anything else the employer."""
    employers = {f.value.lower() for f in fills if f.slot == "employer"}
    places = {f.value.lower() for f in fills if f.slot in _PLACE_SLOTS}
    both = employers & places
    if not both:
        return fills
    return [f for f in fills if f.value.lower() not in both or _kept(f)]


_PLACE_SLOTS: Final = frozenset(("home_location", "work_location"))


def _kept(fill: Fill) -> bool:
    place = latin_kind(fill.value) == "place"  # Canary Wharf, NYC: places; Netflix: no
    return place if fill.slot in _PLACE_SLOTS else not place


def _not_lasting(fills: list[Fill], clause: Clause) -> list[Fill]:
    """Without where one is at a moment ("at Starbucks right now") and what one does for a
    purpose ("so I can read manga")."""
    if _MOMENT.search(clause.low) and not _WORK_WORDS.search(clause.low):
        fills = [f for f in fills if f.slot not in _WHERE_ONE_IS]
    if _PURPOSE.match(clause.low):
        fills = [f for f in fills if f.slot != "skill"]
    return fills


_ENDED_HERE: Final = frozenset("like dislike habit skill".split())
_STATES: Final = frozenset("diet allergy condition".split())


def _ended_here(fill: Fill, ending: list[Fill]) -> bool:
    """A like, habit or skill in an ending clause, or a state read from the ending's own
    words ("I'm off keto now": not also on keto)."""
    if fill.slot in _ENDED_HERE:
        return True
    said = {word for f in ending for word in f.value.lower().split()}
    if fill.slot == "pet":  # "our cat passed away": no new cat
        return fill.kind in said or fill.value.lower() in said
    value = fill.value.lower()
    without = value.startswith(("no ", "non-", "not ")) or value.endswith("-free")
    return fill.slot in _STATES and not without and bool(set(value.split()) & said)


def _users_own(clause: Clause, rest: Clause, start: int, fills: list[Fill]) -> list[Fill]:
    """What a user's clause says beyond its frames: an opening role, habits, what follows a
    role (employer, work place), or a bare fragment ("Software architect.", "Pune.")."""
    mine = bool({t.lower() for t in clause.tokens[:start]} & {"i", "we"})
    habits = en_habits.tidy(en_habits.read_either(en_time.habits(rest), rest, mine), rest.low)
    found = _as_role(clause) + (_replacing(habits, clause.low) or en_changes.new_way(clause))
    stated = {f.slot for f in fills + found} & {"role", "home_location", "employer"}
    if (
        not stated & {"role", "employer"}
        and not {t.lower() for t in clause.tokens[:start]} & w.FIRST_PERSON
    ):  # "backend dev at Zalando, live in Hamburg": the home comes later
        present = start > 0 and en_people.present_lead(clause.tokens[:start]) == start
        found += [Fill(s, v) for s, v in en_read.fragment(rest, present) if s not in stated]
    found += _attachments(rest, fills + found)
    found += _workplace_in(rest, fills + found)
    found += _based(rest, fills + found) + _fronted_employer(clause, fills + found)
    found += _fronted_languages(clause, fills + found) + _who_moved(clause, fills + found)
    found += _translated(fills + found)
    return found


_GENERIC_START: Final = re.compile(
    r"^(?:(?:ok|so|well|honestly|i mean|i think|i feel like|tbh),? )*(?:(?:many|most|some|all|few"
    r"|lots of|a lot of|plenty of|the majority of|half (?:of )?(?:the )?|nearly all|almost all)"
    r" (?!of (?:my|our)\b)(?!(?:my|our|i|me|we|us|days?|times?|mornings?|nights?|weekends?)\b)"
    r"|(?!(?:%s)\b)[a-z]{3,}(?<![su']s)(?<!ness)s"
    r"(?: (?:in|from|at|on|who|that|these|nowadays|today)(?: [\w'-]+){0,4}?)? (?:%s)\b)"
)
_GENERIC_VERBS: Final = (
    "love|like|hate|prefer|eat|drink|tend|work|live|speak|use|need|want|get|go|play"
    "|make|say|think|know|seem|always|usually|often|never|rarely|mostly|generally|all|really"
    "|can|can't|cannot|don't|do|should|must|will|won't|also|still|just|can't stand|swear"
)
_NOT_NOUNS: Final = (
    "sometimes|always|nowadays|afterwards|perhaps|besides|regardless|towards|thus|unless|lots"
    "|was|has|is|does|yes|as|us|plus|this|his|hers|its|ours|yours|theirs|whereas|less|across"
    "|mornings|evenings|weekends|nights|days|tuesdays|mondays|wednesdays|thursdays|fridays"
    "|saturdays|sundays|weekdays|afternoons|tonights|lives|works|loves|likes|hates|eats|drinks"
    "|speaks|uses|goes|plays|gets|makes|needs|wants|thanks|cheers|guess"
)
_GENERIC: Final = re.compile(_GENERIC_START.pattern % (_NOT_NOUNS, _GENERIC_VERBS))


def generic_subject(low: str) -> bool:
    """True for a clause about people in general: a quantifier ("most engineers hate
    meetings") or a bare plural noun before its verb ("runners tend to eat pasta")."""
    if _GENERIC.match(low.strip()) is None:
        return False
    return not set(low.replace(",", " ").split()) & _MINE  # "tables work better for me"


_MINE: Final = w.words("i i'm i've i'd me my mine myself we our us")
_WE: Final = w.words("we us our")
_MOVED_ME: Final = re.compile(
    r"\b(?:moved|relocated|transferred|sent|posted) (?:me|us|(?:my|our) (?:whole )?team)\b"
    r"|\b(?:made|promoted|appointed|named|hired) (?:me|us) (?:to|as|a|an|the|head)\b"
)
_MOMENT: Final = re.compile(r"\b(?:right now|today|tonight|this (?:morning|afternoon|evening))\b")
_WORK_WORDS: Final = re.compile(
    r"\b(?:work|works|working|job|employ\w*|hired|join\w*|office|mov\w+|start\w*|relocat\w+"
    r"|live|lives|living|began|signed|transferred)\b"
)
_WHERE_ONE_IS: Final = frozenset(("employer", "home_location", "work_location"))
"""Where the user is at a moment ("I'm at Starbucks right now") is not where they work or
live."""
_HIRED: Final = re.compile(rf"^[\w&'.+ -]{{2,40}}? (?:hired me|took me|{w.JOB_LOST_ME})\b")
_WHERE_I_WORK: Final = re.compile(
    r"^[\w&'.+ -]{2,40}? (?:is|'s) (?:just |now )?(?:where i work|who i work for)\b"
)
_PURPOSE: Final = re.compile(r"^so (?:that )?(?:i|we) (?:can|could|may|might)\b")
_MY_TASTE: Final = re.compile(
    r"^[\w' -]{2,40}? (?:is|are|'s) (?:\w+ )?(?:my (?:"
    + "|".join(re.escape(noun) for noun in w.MY_TASTE_NOUNS)
    + r")(?: (?:comfort food|snack|drink|meal|dish|order|food|genre|band|sport|hobby|book|movie"
    r"|film|show|song|album|game|series|author|artist|city|team|player|character|place))?"
    r"|another favou?rite|one of my (?:all-time )?favou?rites)"
    r"(?=\s*(?:$|[,.!;—]|of mine|especially|honestly|tbh|lol|though|too))"
)
_JUDGED_BY_ME: Final = indexed(
    [
        frame
        for frame in COMPILED
        if (frame.slot in ("like", "dislike") and frame.reader in ("before", "before_kind"))
        or frame.reader == "before_skill"
    ]
)
"""Taste frames whose subject is what is liked ("Country music drives me crazy")."""


def _judged_by_me(clause: Clause, subject: str) -> bool:
    """ "Opera is my thing", "Country music drives me crazy": the user's taste, not Opera's;
    a name alone stays a person ("Mark drives me crazy"), and so does one who speaks ("Sarah
    thinks jazz is awful")."""
    if _MY_TASTE.search(clause.low) is not None:
        return True
    found = next(matches(_JUDGED_BY_ME, clause.low), None)
    if found is None:
        return False
    before = [word for word in clause.low[: found[1]].split() if word not in w.LEAD_INS]
    if len(before) == 1 and _THING_JUDGED.match(clause.low[found[1] :]):
        return True  # "Licorice is disgusting": said of a thing, never of a person
    if len(before) == 1 and _a_thing(clause.tokens, before[0]):
        return True  # "Mayonnaise is the worst": the lexicon's common noun, not a name
    return subject == en_people.NOBODY or (len(before) > 1 and not set(before) & _SPEAKS)


def _a_thing(tokens: tuple[str, ...], low: str) -> bool:
    """The word as written is a common noun, not a name nor a relative ("Mom")."""
    word = next((t for t in tokens if t.lower() == low), low)
    return low not in w.RELATIONS and en_pos.common_noun(word)


_THING_JUDGED: Final = re.compile(
    r"(?:is|are) (?:\w+ )?(?:disgusting|gross|overrated|underrated|delicious|addictive|my jam"
    r"|not for me|not my thing|a hard no|my guilty pleasure|my comfort food|my go-to"
    r"|my favou?rite (?:kind|type|sort|genre) of)\b"
    r"|(?:terrify|terrifies|scare|scares|disgust|disgusts) me\b"
)


_SPEAKS: Final = w.words("says said thinks thought reckons feels told insists swears")


_NEGATIONS: Final = re.compile(
    r"(?:\bnot|\bnever|\bno longer|\bno more)(?:\s+(?:a|an|the|really|very|so|that|too))?\s*$"
)
_NEGATED_OBJECT: Final = re.compile(r"^\s*(?:not|never|no longer|no more)\b")


def _negated(low: str, begin: int, end: int) -> bool:
    """True for a predicate said negatively ("I do not live in Oslo", "I am not allergic to
    nuts", "I am no longer a nurse"): it states nothing (an ending is read on its own)."""
    return bool(_NEGATIONS.search(low[:begin]) or _NEGATED_OBJECT.match(low[end:]))


_AS_A_COMMA: Final = re.compile(
    r"(?P<lead>(?:^|(?<=[.!?]\s))(?:as|As) an? [\w' -]{1,40}?),\s+(?=(?:I|i|we|We)\b)"
)
"""A role opening the sentence before a comma ("As a nurse, I see this all the time")."""


def _role_opening(sentence: str, anchor: date, fills: list[Fill]) -> list[Fill]:
    """The role an opening "as a …," names, read with the clause after the comma ("As a
    nurse, I see this all the time"); a diet said so ("as a vegetarian, I …") is read apart."""
    if not _AS_A_COMMA.search(sentence) or any(f.slot == "role" for f in fills):
        return []
    joined = _parse(_AS_A_COMMA.sub(r"\g<lead> ", sentence), anchor)
    return [f for f in joined if f.slot == "role" and f.subject == "user"]


def _as_role(clause: Clause) -> list[Fill]:
    """ "As a dental hygienist I can tell you ...": the role a clause opens with."""
    if not clause.low.startswith(("as a ", "as an ", "being a ", "being an ")):
        return []
    found = en_objects.role(clause.tokens, 1)
    ends = found is not None and clause.tokens[found[1] : found[1] + 1] in ((), (",",))
    if found is None or (clause.low.startswith("being") and not ends):
        return []  # "Being a nurse is hard": what it is like, not who one is
    return [Fill("role", found[0])]


def _attachments(clause: Clause, fills: list[Fill], mine: bool = True) -> list[Fill]:
    """What directly follows a role: "at|with|for <org>" (employer), then "in <place>" (work
    location): "a nurse at St Mary's in Krakow"; the user's role then "in <place>" alone, the
    user's home ("a nurse in Leeds")."""
    if not any(f.slot in ("role", "employer") for f in fills):
        return []
    found: list[Fill] = []
    tokens = clause.tokens
    roles = [f.value.lower() for f in fills if f.slot == "role"]
    worked = _WORK_SAID.search(clause.low) is not None
    after_org = -1
    for index, token in enumerate(tokens[:-1]):
        low = token.lower()
        if low in ("at", "with", "for") and index > 0 and _role_before(tokens, index, roles):
            org = en_read.org(clause, index + 1, index)
            found += [Fill("employer", value) for value, _ in org[:1]]
            after_org = org[0][1] if org else en_objects.unnamed_end(tokens, index + 1)
        elif low == "in" and _retired_before(tokens, index, roles):
            place = en_read.place_strict(clause, index + 1, index)  # "a retired nurse in Tulsa"
            found += [Fill("home_location", value) for value, _ in place[:1]]
        elif low == "in" and index in (after_org, _employer_end(clause, fills)):
            place = en_read.place_strict(clause, index + 1, index)
            slot = "home_location" if _introduced(tokens) else "work_location"
            found += [Fill(slot, value) for value, _ in place[:1]]
        elif mine and low == "in" and _role_before(tokens, index, roles) and not worked:
            place = en_read.place_strict(clause, index + 1, index)  # g57e: "Nurse in Leeds."
            found += [Fill("home_location", v) for v, end in place[:1] if _place_ends(tokens, end)]
    return found


def _place_ends(tokens: tuple[str, ...], end: int) -> bool:
    """True when the place read ends the clause or a part of it ("a nurse in Leeds, ..."), not
    when the role and place are the subject of a verb ("a buyer in Lyon claims ...")."""
    return end >= len(tokens) or tokens[end].lower() in _PLACE_ENDS | {"now", "since", "for"}


_WORK_SAID: Final = re.compile(
    r"\b(?:work|works|working|worked|job|office|commute|shift|was|were|used to|had been|then)\b"
)
"""A clause that says where the work is done ("in <place>" after a role is its work place) or
that it was done once ("I was a nurse in Leeds in the 90s": no home now)."""


def _retired_before(tokens: tuple[str, ...], index: int, roles: list[str]) -> bool:
    """A retired role just before `index`: where a retiree is, is home (no work there)."""
    retired = [role for role in roles if role.split()[:1] == ["retired"]]
    return bool(retired) and _role_before(tokens, index, retired)


def _translated(fills: list[Fill]) -> list[Fill]:
    """ "a German-to-English translator", "a Spanish interpreter": the languages one works in
    are languages one speaks."""
    found: list[Fill] = []
    for fill in fills:
        words = fill.value.lower().replace("-to-", " ").split()
        if fill.slot == "role" and words and words[-1] in _LANGUAGE_TRADES:
            found += [Fill("languages", w.LANGUAGES[word]) for word in words if word in w.LANGUAGES]
    return found


_LANGUAGE_TRADES: Final = w.words("translator translators interpreter interpreters")


def _fronted_employer(clause: Clause, fills: list[Fill]) -> list[Fill]:
    """ "At Canva I'm on the team building ...": an organisation put before the subject of a
    clause about work is the employer."""
    tokens = clause.tokens
    if len(tokens) < 4 or tokens[0].lower() != "at" or any(f.slot == "employer" for f in fills):
        return []
    found = en_read.org(clause, 1, 0)
    if not found or _FRONT_WORK.search(clause.low) is None:
        return []
    after = found[0][1] + (tokens[found[0][1]] == ",")
    return [Fill("employer", found[0][0])] if tokens[after].lower() in ("i", "we") else []


def _fronted_languages(clause: Clause, fills: list[Fill]) -> list[Fill]:
    """ "Lithuanian, Russian and bit of Polish I can speak": the languages listed before the
    user's verb of speaking at the clause's end."""
    if any(f.slot == "languages" for f in fills) or not _SPEAK_AT_END.search(clause.low):
        return []
    return [Fill("languages", language) for language in en_objects.languages(clause.tokens, 0)]


def _who_moved(clause: Clause, fills: list[Fill]) -> list[Fill]:
    """ "I'm a Kiwi who moved to Ohio": where the user, said as one of a kind, moved to."""
    found = _I_AM_ONE_WHO_MOVED.match(clause.low)
    if found is None or any(f.slot == "home_location" for f in fills):
        return []
    read = en_read.place(clause, clause.index_at(found.end()), 0)
    return [Fill("home_location", read[0][0])] if read else []


_I_AM_ONE_WHO_MOVED: Final = re.compile(
    r"^(?:i am|i'm|im) (?:a|an|just a|just an) [\w-]+(?: [\w-]+)? who (?:moved|relocated"
    r"|emigrated) (?:over |back |out )?to "
)
_SPEAK_AT_END: Final = re.compile(
    r"\b(?:i|we) (?:can |could |also |do )?(?:speak|understand|read|get by in|manage)"
    r"(?: (?:fine|ok|okay|well|too|a bit|some|them|it|all|now))*\s*$"
)
"""The user's verb of speaking closing a clause whose languages come first."""
_FRONT_WORK: Final = re.compile(r"\b(?:team|work|works|working|job|role|lead|manage|run)\b")


def _based(clause: Clause, fills: list[Fill]) -> list[Fill]:
    """ "a Houston-based petroleum engineer", "I'm Leeds-based": the user's home, unless the
    word names an organisation ("a Berlin-based startup")."""
    if any(f.slot == "home_location" for f in fills):
        return []
    tokens = clause.tokens
    for index, token in enumerate(tokens):
        place = token[: -len("-based")] if token.lower().endswith("-based") else ""
        after = tokens[index + 1].lower() if index + 1 < len(tokens) else ""
        if place and capitalized(place) and after not in w.ORG_NOUNS:
            return [Fill("home_location", place)]
    return []


_WORKPLACE: Final = re.compile(
    r"\b(?:work(?:s|ed|ing)? (?:at|for|in)|teach(?:es|ing)? at|(?:run|own|manage|opened|founded"
    r"|co-founded)(?: \w+)? (?:a|an|my|our)|(?:am|'s) an? [\w-]+(?: [\w-]+)? at)"
    r"(?: an?| the| my| our)? [\w'&-]+(?: [\w'&-]+){0,3}? in (?=[a-z])"
)


def _workplace_in(clause: Clause, fills: list[Fill]) -> list[Fill]:
    """ "I teach at a primary school in Galway", "we run a bakery in Hoboken", "I'm a nurse at
    a clinic in Fresno": the known place after a workplace is where the user works."""
    if any(f.slot in ("work_location", "home_location") for f in fills):
        return []
    found = _WORKPLACE.search(clause.low)
    if found is None:
        return []
    at = clause.index_at(found.end())
    place = en_objects.place(clause.tokens, at)
    if place is None or en_read.STAY.search(clause.low):
        return []
    value, end = place
    follows = clause.tokens[end].lower() if end < len(clause.tokens) else "."
    ok = value.lower() in w.PLACES or follows in _PLACE_ENDS
    return [Fill("work_location", value)] if ok else []


_PLACE_ENDS: Final = w.words(", . ! ; — - and so but which where")


def _introduced(tokens: tuple[str, ...]) -> bool:
    """True when the role is in apposition to a name ("I'm Marta, a nurse at ... in Krakow"):
    a self-introduction says where one lives; "I work at X in Y" says where one works."""
    return "," in tokens and not any(t.lower().startswith("work") for t in tokens)


def _employer_end(clause: Clause, fills: list[Fill]) -> int:
    """The index just after the employer named by a frame ("work at Wayfair| in Boston")."""
    for fill in fills:
        if fill.slot == "employer":
            words = fill.value.split()
            for index in range(len(clause.tokens) - len(words) + 1):
                if list(clause.tokens[index : index + len(words)]) == words:
                    return index + len(words)
    return -2


def _role_before(tokens: tuple[str, ...], index: int, roles: list[str]) -> bool:
    """A role just before `index` (a role word, or the end of the role read: "I work in
    cybersecurity for ..."), a filler allowed between ("manager over at")."""
    at = index - 1
    while at > 0 and tokens[at].lower() in _BETWEEN:
        at -= 1
    if _a_role_word(tokens[at].lower(), roles):
        return True
    field = [k for k in range(max(1, at - 2), at) if tokens[k].lower() == "in"]
    if field and all(t.isalpha() for t in tokens[field[0] + 1 : at + 1]):
        return _a_role_word(tokens[field[0] - 1].lower(), roles)  # "PhD student in law at"
    return False


def _a_role_word(previous: str, roles: list[str]) -> bool:
    if previous in w.ROLE_HEADS or previous.rstrip("s") in w.ROLE_HEADS:
        return True
    return any(role.split()[-1] == previous for role in roles if role)


_BETWEEN: Final = w.FILLERS | w.words("over out here there")


_EXTRAS: Final = {"native_languages": {"native": True}}
_KINDS: Final = {"taste_prefer": "prefer", "taste_rather": "rather"}


_ALL: Final = indexed(COMPILED)
_OTHERS: Final = indexed([frame for frame in COMPILED if frame.slot in OTHER_SLOTS])
_NONE: Final = indexed([])


def _allowed(subject: str) -> Frames:
    if subject in ("assistant", en_people.NOBODY):
        return _NONE
    return _ALL if subject == "user" else _OTHERS
