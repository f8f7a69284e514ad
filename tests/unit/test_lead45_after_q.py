"""Read off probe Q's dev half once it joined, by structure: a person of the user's said to
have died (爷爷上个月走了) or a partner left short (我和小吴分了) ends the relation; a condition
"been gone" ends; a goal "in the bag" or a shop that opened (宠物店上礼拜开张了) is met; someone
else's, or a short quarrel (分了五分钟就和好了), ends nothing."""

from __future__ import annotations

import pytest

from tests.fixtures.grammar import learned_after


def _ended(earlier: str, later: str) -> list[str]:
    """The slots of the user's memories `later` ended."""
    before, after = learned_after(earlier, later)
    active = {(m.slot, m.value) for m in after if m.active}
    return sorted(m.slot for m in before if m.active and (m.slot, m.value) not in active)


@pytest.mark.parametrize(
    ("earlier", "later", "slot"),
    [
        ("我爷爷九十二了，我每周日都去看他", "爷爷上个月走了，九十二，算喜丧", "relation"),
        ("我对象叫小吴", "我和小吴分了，以后别再提他", "relation"),
        ("I have asthma.", "my asthma's been gone since I left the quarry", "condition"),
        (
            "I want to get my commercial balloon licence.",
            "the balloon licence is in the bag!! passed my check flight",
            "goal",
        ),
        ("我想开一家自己的宠物店", "宠物店上礼拜开张了！", "goal"),
    ],
)
def test_it_ends(earlier: str, later: str, slot: str) -> None:
    assert _ended(earlier, later) == [slot]


@pytest.mark.parametrize(
    ("earlier", "later"),
    [
        ("我爷爷九十二了", "我同事的爷爷上个月走了"),
        ("我对象叫小吴", "我和小吴分了五分钟就和好了"),
        ("我想开一家自己的宠物店", "楼下新开张了一家宠物店"),
        ("I want to get my commercial balloon licence.", "my brother's licence is in the bag"),
    ],
)
def test_nothing_ends(earlier: str, later: str) -> None:
    assert _ended(earlier, later) == []
