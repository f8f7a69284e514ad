"""A job ended with no new one ends the role held too (`docs/slots.md`), English and Chinese;
a role said beside the ending is the one held (`job_roles_kept`)."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import active_after


def _active(context: str, said: str, slot: str) -> list[str]:
    return [m.value for m in active_after(context, said, slot)]


@pytest.mark.parametrize(
    ("context", "said"),
    [
        ("I'm a barista at Blue Bottle.", "Quit my job yesterday!"),
        ("I work at Lidl as a shift manager.", "Got laid off yesterday, honestly a relief."),
        ("I'm a sous chef at a hotel in Leeds.", "I resigned on Friday."),
        ("我在美团做产品经理。", "被裁了，在家休息。"),
        ("我在一家银行当柜员。", "我辞职了，准备考研。"),
    ],
)  # fmt: skip
def test_a_job_ended_with_no_new_one_ends_the_role(context: str, said: str) -> None:
    assert _active(context, said, "role") == []


@pytest.mark.parametrize(
    ("context", "said", "role"),
    [
        ("I'm a nurse at St Mary's.",
         "I quit my job at St Mary's and started at the Royal Free as a nurse.", "nurse"),
        ("我在协和当护士。", "我从协和辞职了，去一家诊所继续当护士。", "护士"),
        ("I'm a barista at Blue Bottle.",
         "Quit my job yesterday, starting as a line cook at Nopa on Monday.", "line cook"),
    ],
)  # fmt: skip
def test_a_role_said_beside_the_ending_is_the_one_held(context: str, said: str, role: str) -> None:
    assert _active(context, said, "role") == [role]
