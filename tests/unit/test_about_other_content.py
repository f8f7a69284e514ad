"""What a fact about someone else reads like: the person as said, names keeping their case."""

from __future__ import annotations

import pytest

from memstream.processors.grammar.fills import Fill, draft


@pytest.mark.parametrize(
    ("subject", "chinese", "starts"),
    [
        ("daughter:Ana", False, "Daughter Ana: "),
        ("son:Theo", False, "Son Theo: "),
        ("wife", False, "Wife: "),
        ("女儿:小美", True, "女儿小美："),
    ],
)
def test_a_named_person_keeps_the_case_of_their_name(
    subject: str, chinese: bool, starts: str
) -> None:
    fill = Fill(slot="allergy", value="peanuts", subject=subject)
    assert draft(fill, "quote", chinese).content.startswith(starts)
