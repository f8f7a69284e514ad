"""A business sold, said with when (g56u, issue 22 point 2), through the real extract and
consolidate stages, none a corpus line: the job it gave ends. Never a house or a car sold,
someone else's business, or a sale only thought of."""

from __future__ import annotations

import pytest

from tests.fixtures.learning import active_after

ENDED: list[tuple[str, str, tuple[str, ...]]] = [
    ("I run a café in Whitby called The Brass Kettle.",
     "sold The Brass Kettle in April, time for a rest",
     ("employer=The Brass Kettle",)),
    ("I own Ink & Quill, a stationery shop.",
     "Sold Ink & Quill last week!", ("employer=Ink & Quill",)),
    ("I run a bakery called Rise Up.", "we sold the bakery back in January", ("employer=Rise Up",)),
    ("I own a barber shop called Fade Street.",
     "finally sold my shop last month", ("employer=Fade Street",)),
]  # fmt: skip

KEPT: list[tuple[str, str, str]] = [
    ("I run a bakery called Rise Up.", "we sold the house last month", "employer=Rise Up"),
    ("I run a bakery called Rise Up.", "my sister sold her salon last week", "employer=Rise Up"),
    ("I run a bakery called Rise Up.",
     "thinking of selling the bakery next year", "employer=Rise Up"),
    ("I run a bakery called Rise Up.", "sold the van in March", "employer=Rise Up"),
]  # fmt: skip


@pytest.mark.parametrize(("first", "change", "gone"), ENDED)
def test_the_business_ends(first: str, change: str, gone: tuple[str, ...]) -> None:
    """What the business gave is held before the sale and no longer active after it."""
    held, after = active_after([first]), active_after([first, change])
    assert set(gone) <= set(held), held
    assert not set(gone) & set(after), after


@pytest.mark.parametrize(("first", "said", "kept"), KEPT)
def test_the_business_stays(first: str, said: str, kept: str) -> None:
    """Another sale, someone else's, or one only thought of ends nothing."""
    assert kept in active_after([first, said])
