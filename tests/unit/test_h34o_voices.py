from __future__ import annotations

from dataclasses import replace

from memstream.query_api.recall.budget import with_cores
from memstream.query_api.recall.score import Scored
from memstream.query_api.recall.voices import by_voice, named_speakers, other_voice
from memstream.schemas.memory import MemoryType
from tests.unit.test_recall_excerpt import chunk, forms
from tests.unit.test_recall_score import make_memory


def test_a_name_is_a_speaker_when_it_labels_a_turn_of_some_excerpt() -> None:
    items = [chunk("Caroline Smith: I love symbols.\nMelanie: Nice!")]
    assert named_speakers(items, {"caroline", "oscar"}) == {"caroline"}


def test_a_chinese_name_is_a_speaker_when_it_labels_a_turn() -> None:
    items = [chunk("小红：我喜欢彩虹旗。\n小明：真好！")]
    assert named_speakers(items, {"小红", "老王"}) == {"小红"}


def test_only_excerpts_say_who_speaks() -> None:
    fact = Scored(make_memory("Caroline: likes symbols", MemoryType.FACT), "facts", 0.9, {}, ())
    assert named_speakers([fact], {"caroline"}) == frozenset()


def test_a_unit_in_the_other_speakers_voice_is_told_apart() -> None:
    theirs = chunk("Melanie: Mental health is important to me.")
    own = chunk("Melanie: Nice!\nCaroline: The flag is important to me.", number=2)
    assert other_voice(theirs, {"caroline"})
    assert not other_voice(own, {"caroline"})


def test_a_chinese_unit_in_the_other_speakers_voice_is_told_apart() -> None:
    theirs = chunk("小明：心理健康对我很重要。")
    own = chunk("小明：真好！\n小红：彩虹旗对我很重要。", number=2)
    assert other_voice(theirs, {"小红"})
    assert not other_voice(own, {"小红"})


def test_unlabelled_turns_and_no_speakers_change_nothing() -> None:
    unlabelled = chunk("The flag is important to me.")
    assert not other_voice(unlabelled, {"caroline"})
    assert not other_voice(chunk("Melanie: Nice!"), frozenset())


def test_the_other_voice_keeps_a_share_of_its_score() -> None:
    theirs, own = chunk("Melanie: Nice!"), chunk("Caroline: Mine.", number=2)
    lowered = by_voice([theirs, own], {"caroline"}, 0.5)
    assert [unit.score for unit in lowered] == [0.4, 0.8]
    assert "speaker asked about" in lowered[0].reasons[-1]
    assert by_voice([theirs], {"caroline"}, 1.0) == [theirs]


def test_the_named_speakers_core_ranks_above_the_others_english() -> None:
    question = "What symbols are important to Caroline?"
    theirs = replace(
        chunk("Caroline: Thanks!\nMelanie: Mental health is important to me."), score=0.9
    )
    own = chunk("Melanie: Wow!\nCaroline: The flag is an important symbol to me.", "s2", 2)
    units = with_cores(
        {"episodes": [theirs, own]}, forms(question), 0.8, names=frozenset({"caroline"})
    )
    first = units.ranked["episodes"][0]
    assert first.memory.content == "Caroline: The flag is an important symbol to me."


def test_the_named_speakers_core_ranks_above_the_others_chinese() -> None:
    question = "小红觉得什么象征很重要？"
    theirs = replace(chunk("小红：谢谢！\n小明：心理健康很重要。"), score=0.9)
    own = chunk("小明：哇！\n小红：彩虹旗是很重要的象征。", "s2", 2)
    units = with_cores({"episodes": [theirs, own]}, forms(question), 0.8, names=frozenset({"小红"}))
    first = units.ranked["episodes"][0]
    assert first.memory.content == "小红：彩虹旗是很重要的象征。"
