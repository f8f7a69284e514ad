"""Settling the heap freezes what startup made and raises the collector's thresholds."""

from __future__ import annotations

import gc
import threading
from unittest.mock import patch

from memstream import heap


def test_settle_freezes_startup_once_and_raises_the_thresholds() -> None:
    before = gc.get_threshold()
    fresh = threading.Lock()
    try:
        with patch.object(heap, "_settled", fresh):
            heap.settle()
            assert gc.get_freeze_count() > 0
            assert all(
                now >= wanted
                for now, wanted in zip(gc.get_threshold(), heap.THRESHOLDS, strict=True)
            )
            gc.unfreeze()
            heap.settle()  # a second engine in the same process: nothing is frozen again
            assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_freeze_moves_what_lives_now_out_of_the_collector_every_time() -> None:
    try:
        gc.unfreeze()
        heap.freeze()
        first = gc.get_freeze_count()
        assert first > 0
        kept = [[index] for index in range(10)]  # tracked containers made after it
        heap.freeze()  # a server freezes again once its own models are loaded
        assert gc.get_freeze_count() >= first + len(kept)
    finally:
        gc.unfreeze()
