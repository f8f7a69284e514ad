"""Settling the heap freezes what startup made and raises the collector's thresholds."""

from __future__ import annotations

import gc

from memstream.runtime import heap


def test_settle_freezes_startup_and_raises_the_thresholds() -> None:
    before = gc.get_threshold()
    try:
        heap.settle()
        assert gc.get_freeze_count() > 0
        assert all(
            now >= wanted for now, wanted in zip(gc.get_threshold(), heap.THRESHOLDS, strict=True)
        )
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
