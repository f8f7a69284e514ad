"""A person of the user's named in passing after 给 / 陪 / 带 / 跟 with 我 unsaid (帮我给女朋友
小鹿挑个礼物); the English counterpart says "my" and is read already; someone else's person
stays theirs."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_keys


@pytest.mark.parametrize(
    ("text", "key", "name"),
    [
        ("帮我给女朋友小鹿挑个生日礼物", "profile.relations.girlfriend", "小鹿"),
        ("周末陪老婆小芳去看电影", "profile.relations.wife", "小芳"),
        ("明天要带儿子乐乐去打疫苗", "profile.relations.son", "乐乐"),
        ("我给女儿朵朵报了钢琴班", "profile.relations.daughter", "朵朵"),
        ("请帮我给老公阿强写张贺卡", "profile.relations.husband", "阿强"),
        ("help me pick a gift for my girlfriend Lu", "profile.relations.girlfriend", "Lu"),
        ("I'm taking my son Leo to the zoo on Saturday", "profile.relations.son", "Leo"),
    ],
)
def test_a_person_named_in_passing_is_the_users(text: str, key: str, name: str) -> None:
    assert (key, name) in learned_keys(text)


@pytest.mark.parametrize(
    "text",
    [
        "他给女朋友小鹿买了花",
        "我朋友给女朋友小鹿买了花",
        "小明给女朋友小鹿写了信",
        "张伟陪老婆小芳去看电影",
        "my friend bought a gift for his girlfriend Lu",
    ],
)
def test_someone_elses_person_is_not_the_users(text: str) -> None:
    assert not {k for k, _ in learned_keys(text) if k.startswith("profile.relations.girl")}
    assert not {k for k, _ in learned_keys(text) if k.startswith("profile.relations.wife")}
