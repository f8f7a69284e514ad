"""The user's name in the sign-off closing their message, in English and Chinese."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Can you make this shorter? Cheers, Tom", "Tom"),
        ("Thanks in advance,\nMarcus", "Marcus"),
        ("Thanks a lot!\nBest,\nGreg", "Greg"),
        ("Love you, bye! xx Sophie", "Sophie"),
        ("Regards,\nAnna Schmidt", "Anna Schmidt"),
        ("Great, thanks! - Dana", "Dana"),
        ("帮我看看这个合同有没有坑。\n谢谢啦\n小王", "小王"),
        ("帮我改一下简历。辛苦了！阿杰", "阿杰"),
        ("王经理您好，附件是本月报表，请查收。\n此致\n敬礼\n张伟", "张伟"),
        ("帮我看看这段代码哪里错了，麻烦了～小李", "小李"),
    ],
)
def test_a_name_signed_at_the_end_is_the_users(text: str, name: str) -> None:
    assert ("profile.name", name) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "Can you make this shorter? Thanks, Claude",
        "Cheers, mate",
        "Thanks, Mel!",
        "Cheers, Tom",
        "辛苦了！阿杰",
        "the satnav said 'turn left' into a lake. thanks Karen",
        'My landlord wrote: "Please pay by Friday." Reply politely. Thanks, Bob',
        "Got this from my boss:\nPlease send the report.\nRegards,\nTim",
        "Can you help me plan a trip? Thanks, Rome",
        "谢谢！王老师",
        "谢谢！明天见",
        "他发来的消息：明天开会。谢谢，李强",
    ],
)
def test_no_name_from_an_address_or_anothers_message(text: str) -> None:
    assert not any(key == "profile.name" for key, _ in learned_keys(text))
