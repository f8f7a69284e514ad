"""A condition said by what one does about it (issue 22, g53e): a treatment taken for it
("I'm on meds for ADHD", 我一直在吃治哮喘的药), managing it ("I control my diabetes with
diet"), in therapy for it (我在治疗抑郁症); nothing for another person's, a passing ailment,
a topic, a question or a time that is over."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


def _conditions(text: str) -> set[str]:
    return {value.lower() for key, value in learned_keys(text) if key == "fact:health"}


@pytest.mark.parametrize(
    ("text", "condition"),
    [
        ("I take allopurinol for gout.", "gout"),
        ("I'm on meds for ADHD.", "adhd"),
        ("I take omeprazole for acid reflux every morning.", "acid reflux"),
        ("I'm in therapy for PTSD.", "ptsd"),
        ("I get light therapy for psoriasis twice a week.", "psoriasis"),
        ("I'm on eye drops for glaucoma.", "glaucoma"),
        ("I sleep with a CPAP for my sleep apnea.", "sleep apnea"),
        ("I control my diabetes with diet and metformin.", "diabetes"),
        ("I see a gastroenterologist for my Crohn's every few months.", "crohn's"),
        ("我因为痛风一直在吃药。", "痛风"),
        ("我一直在吃治哮喘的药。", "哮喘"),
        ("我在治疗抑郁症。", "抑郁症"),
        ("我在调理胃炎，吃中药。", "胃炎"),
        ("我每天抹治湿疹的药膏。", "湿疹"),
    ],
)
def test_condition_said_by_its_treatment(text: str, condition: str) -> None:
    assert condition in _conditions(text)


@pytest.mark.parametrize(
    "text",
    [
        "I take ibuprofen for headaches.",
        "I bought a cream for my mom's eczema.",
        "Should I take something for my asthma?",
        "I'd take insulin for diabetes if I had to.",
        "I'm doing research for my thesis on diabetes.",
        "I take the bus for work.",
        "I volunteer for a diabetes charity.",
        "我在写关于抑郁症的论文。",
        "治疗抑郁症的药有副作用吗？",
        "我在研究糖尿病的治疗方法。",
    ],
)
def test_no_condition_of_the_user(text: str) -> None:
    assert not _conditions(text)


def test_treatment_of_someone_else_is_theirs() -> None:
    keys = learned_keys("她在吃治哮喘的药。") | learned_keys("My husband is on meds for ADHD.")
    assert not {value for key, value in keys if key == "fact:health"}
