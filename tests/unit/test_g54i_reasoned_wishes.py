"""A wish about replies said after a reason that names someone else (issue 22, g54i): "My
boss can't read English, so reply in Chinese from now on", 我女儿也会看，以后别用表情了. The
request is the user's; the person's own words or a task for them teach no preference."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "slot", "value"),
    [
        (
            "My boss can't read English, so reply in Chinese from now on.",
            "reply_language",
            "chinese",
        ),
        ("My daughter reads these with me, so please keep it formal.", "tone", "formal"),
        ("My grandkids use this tablet too, so no emojis please.", "emoji", "avoid"),
        ("My team lead hates fluff; keep your answers short please.", "response_length", "concise"),
        (
            "Our intern reads over my shoulder - please use bullet points from now on.",
            "format",
            "bullets",
        ),
    ],
)
def test_wish_after_a_reason_about_someone(text: str, slot: str, value: str) -> None:
    assert ("pref." + slot, value) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "My boss said, keep it short.",
        "My son says please use emojis.",
        "My boss hates long emails, so keep this email short.",
        "My mom likes emojis, so add some to her birthday card.",
        "My husband uses dark mode.",
        "我老板说，以后都用中文回",
        "我老板不喜欢长邮件，这封邮件写短一点",
        "我妈喜欢表情，给她的祝福加点表情",
        "我老公用深色模式",
        "my stepdad is in hospital, can you help me write a short thank you card for the nurses",
        "My mom is retiring, so write a short speech for her party.",
        "My boss is picky, so keep it formal for the board.",
        "我爸住院了，帮我写个简短的感谢信",
        "我妈退休了，给同事写段正式一点的话",
        "我女儿写作文总是很长，回她的时候简短点",
    ],
)
def test_their_words_or_a_task_teach_no_wish(text: str) -> None:
    assert not {key for key, _ in learned_keys(text) if key.startswith("pref.")}
