"""The garbage collector of a long-lived process: startup frozen, young generations
collected less often in a process that runs the pipeline.

A full collection walks every tracked object of the process. At startup that is the
embedder, the tokenizers' dictionaries and every validator: in a bench process a full
collection took 270-620 ms, and the default thresholds (700, 10, 10) ran one each time
the stages' caches had grown by a quarter, about 0.1 ms per event on the hot path.
Freezing what startup made moves it out of every collection for good, and a larger
first threshold lets the short-lived objects of a batch (decoded records, rows,
snapshots) die young instead of being promoted and walked again. Cycles are still
collected, only less often.
"""

from __future__ import annotations

import gc
import threading
from typing import Final

THRESHOLDS: Final = (10_000, 10, 10)
"""Allocations before a young collection, and young collections before an older one."""


_settled = threading.Lock()


def freeze() -> None:
    """Collect, then move every object alive now out of the collector's sight (models,
    dictionaries, the app): a full collection over them held the interpreter lock for ~75 ms
    of CPU in a server (80-250 ms on a busy machine); objects made later are collected."""
    gc.collect()
    gc.freeze()


def settle() -> None:
    """Collect once, freeze what is left (startup's objects), then raise the thresholds.

    Only the first call in a process freezes: a process that opens engine after engine
    (a test suite, a notebook) would otherwise freeze, and never collect, the cycles of
    the engines it closed.
    """
    if not _settled.acquire(blocking=False):
        return
    freeze()
    low, middle, old = gc.get_threshold()
    gc.set_threshold(max(low, THRESHOLDS[0]), max(middle, THRESHOLDS[1]), max(old, THRESHOLDS[2]))
