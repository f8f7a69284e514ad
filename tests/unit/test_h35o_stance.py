from __future__ import annotations

from memstream.query_api.recall.budget import with_cores
from memstream.query_api.recall.excerpt import core_of, cut_reason, self_turns
from memstream.query_api.recall.stance import asks_likely, says_of_self
from tests.unit.test_recall_excerpt import chunk, forms


def test_a_question_about_what_is_likely_is_read_english() -> None:
    assert asks_likely("Would Caroline pursue writing as a career option?")
    assert asks_likely("What might John's degree be in?")
    assert asks_likely("What fields is Caroline likely to pursue?")
    assert not asks_likely("What did Caroline research?")
    assert not asks_likely("When did Melanie paint a sunrise?")


def test_a_question_about_what_is_likely_is_read_chinese() -> None:
    assert asks_likely("小红会不会搬回老家？")
    assert asks_likely("小明以后可能做什么工作？")
    assert not asks_likely("小红上周去了哪里？")


def test_a_statement_of_oneself_is_read_english() -> None:
    assert says_of_self("I'm keen on counseling or working in mental health.")
    assert says_of_self("I've always liked Under Armour, working with them would be cool.")
    assert says_of_self("Seeing this made me appreciate my love of reading even more.")
    assert says_of_self("Being real is important to me.")
    assert says_of_self("I’m a fan of classical music.")
    assert not says_of_self("We went to the museum yesterday.")
    assert not says_of_self("The roadtrip was insane, my son got into an accident.")


def test_a_statement_of_oneself_is_read_chinese() -> None:
    assert says_of_self("我一直很喜欢读书。")
    assert says_of_self("我的梦想是当一名心理咨询师。")
    assert says_of_self("家人对我来说非常重要。")
    assert not says_of_self("昨天我们去了博物馆。")


CHAT = (
    "Melanie: How's the job search?\n"
    "Caroline: I'm keen on counseling, I'd love to support others.\n"
    "Melanie: I love that for you!\n"
    "Caroline: We went to the beach on Sunday."
)
CHAT_ZH = (
    "小明：工作找得怎么样？\n小红：我很想做心理咨询。\n"
    "小明：我也喜欢那个！\n小红：周日我们去了海边。"
)


def test_the_named_speakers_self_statements_are_core_turns_english() -> None:
    memory = chunk(CHAT).memory
    assert self_turns(memory, {"caroline"}) == (False, True, False, False)
    question = "What fields would Caroline pursue at the beach?"
    plain = core_of(memory, forms(question), {"caroline"})
    likely = core_of(memory, forms(question), {"caroline"}, likely=True)
    assert plain is not None and plain.content.splitlines() == [CHAT.splitlines()[3]]
    assert likely is not None and likely.content.splitlines() == CHAT.splitlines()[1::2]


def test_the_named_speakers_self_statements_are_core_turns_chinese() -> None:
    memory = chunk(CHAT_ZH).memory
    assert self_turns(memory, {"小红"}) == (False, True, False, False)
    question = "小红在海边可能做什么？"
    likely = core_of(memory, forms(question), {"小红"}, likely=True)
    assert likely is not None and likely.content.splitlines() == CHAT_ZH.splitlines()[1::2]


def test_without_a_named_speaker_or_the_cue_nothing_changes() -> None:
    memory = chunk(CHAT).memory
    question = "What would Caroline do at the beach?"
    assert core_of(memory, forms(question), frozenset(), likely=True) == core_of(
        memory, forms(question), frozenset()
    )
    assert self_turns(memory, {"oscar"}) == (False, False, False, False)


def test_a_self_statement_joins_the_core_unit_in_with_cores() -> None:
    question = "Would Caroline go to the beach again?"
    units = with_cores(
        {"episodes": [chunk(CHAT)]},
        forms(question),
        0.8,
        names=frozenset({"caroline"}),
        likely=True,
    )
    core = units.ranked["episodes"][0]
    assert "I'm keen on counseling" in core.memory.content
    assert "Melanie" not in core.memory.content


def test_the_reason_names_the_self_statements_english() -> None:
    memory = chunk(CHAT).memory
    question = "What fields would Caroline pursue at the beach?"
    core = core_of(memory, forms(question), {"caroline"}, likely=True)
    assert core is not None
    reason = cut_reason(core, 4, forms(question), {"caroline"}, likely=True)
    assert reason == (
        "cut to the 2 of 4 turns the question matches or in which Caroline speaks of themself"
    )
    plain = core_of(memory, forms(question), {"caroline"})
    assert plain is not None
    assert cut_reason(plain, 4, forms(question), {"caroline"}) == (
        "cut to the 1 of 4 turns the question matches"
    )


def test_the_reason_names_the_self_statements_chinese() -> None:
    memory = chunk(CHAT_ZH).memory
    question = "小红在海边可能做什么？"
    core = core_of(memory, forms(question), {"小红"}, likely=True)
    assert core is not None
    reason = cut_reason(core, 4, forms(question), {"小红"}, likely=True)
    assert reason.endswith("in which 小红 speaks of themself")
