"""A job that ends with nothing in its place (g55u, issue 22 point 2), through the real
extract and consolidate stages, English and Chinese, none a corpus line: retiring said
around its verb, being let go by the workplace, a named business handed on, and a workplace
left with no new job (the role ends with the employer). Never someone else's job, a plan,
a wish, or a workplace left for a new job."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

# (first message, the change, what must be gone after it)
ENDED: list[tuple[str, str, tuple[str, ...]]] = [
    ("I'm a welder at Harland Steel", "Took voluntary retirement in March, the garden needs me",
     ("role=welder", "employer=Harland Steel")),
    ("I teach maths at Fairfield High", "that's me retired as of today, 34 years done",
     ("employer=Fairfield High",)),
    ("I'm a pharmacist at Boots", "Boots let about sixty of us go last week, me included",
     ("role=pharmacist", "employer=Boots")),
    ("I drive for Arriva", "Arriva let me go after the merger, not looking yet",
     ("role=driver", "employer=Arriva")),
    ("I work at Lidl as a cashier", "they made me redundant in the spring",
     ("role=cashier", "employer=Lidl")),
    ("I run a bakery called Crumb & Co", "Sold Crumb & Co to my assistant baker in June",
     ("employer=Crumb & Co",)),
    ("我在钢厂当焊工", "俺也退了，回老家了", ("role=焊工", "employer=钢厂")),
    ("我在一家物流公司当调度", "公司这个月大裁员，包括我", ("role=调度",)),
    ("我在京东当客服", "客服那份工作我辞掉了，太累", ("role=客服", "employer=京东")),
    ("我开了家面包店叫麦香", "麦香我已经转给表妹了", ("employer=麦香",)),
    ("我在华为做测试", "离开华为了，先休息半年", ("role=测试", "employer=华为")),
    ("我在一家书店当店员，书店叫知行", "知行转让出去了，我在家歇着", ("employer=知行",)),
]  # fmt: skip

# (first message, a sentence that must leave it, what must still hold)
KEPT: list[tuple[str, str, str]] = [
    ("I work as a nurse at St Anne's", "My husband retired last month", "role=nurse"),
    ("I work as a nurse at St Anne's", "I'll retire next year, fingers crossed", "role=nurse"),
    ("I'm a chef at Dishoom", "when I retire I want a farm", "employer=Dishoom"),
    ("I'm an accountant at KPMG", "they let two juniors go today, grim", "employer=KPMG"),
    ("I'm an accountant at KPMG", "left KPMG in May, now at EY as an auditor", "role=auditor"),
    ("我在银行当柜员", "我爸去年退休了", "role=柜员"),
    ("我在银行当柜员", "我想明年退休", "role=柜员"),
    ("我开了家奶茶店叫茶语", "车卖掉了，每天骑电动车", "employer=茶语"),
    ("我开了家奶茶店叫茶语", "房子转让出去了", "employer=茶语"),
    ("我在京东当客服", "公司裁员了，还好没轮到我", "role=客服"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "gone"), ENDED)
def test_the_job_ends(first: str, change: str, gone: tuple[str, ...]) -> None:
    """What the job gave is no longer active after the change."""
    before = active_after([first])
    found = active_after([first, change])
    for value in gone:
        assert value in before, before
        assert value not in found, found


@pytest.mark.parametrize(("first", "said", "kept"), KEPT)
def test_the_job_stays(first: str, said: str, kept: str) -> None:
    """Someone else's job, a plan, a wish or another thing sold leaves the job held."""
    assert kept in active_after([first, said])
