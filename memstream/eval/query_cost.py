"""What reading the longest accepted query costs: its terms, names, time and route.

Fresh queries of `MAX_QUERY_CHARS` (4,000) characters, each a new text (no memo hit):
random rare Chinese characters (the costliest for the part-of-speech HMM), common
Chinese characters and names, English words and names, random letters. Prints the
median and the maximum per kind of the CPU time the reading thread spent (wall time on a
shared machine measures the machine), in milliseconds: figures for docs/benchmarks.md,
never assertions.

    python -m memstream.eval.query_cost [--runs 20]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Final

from memstream.query_api.models import MAX_QUERY_CHARS
from memstream.query_api.recall.query import _tagged, understand
from memstream.query_api.recall.route import route
from memstream.text import tokenize

COMMON_ZH: Final = (
    "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可也你说年张伟李娜"
)
WORDS_EN: Final = ("alpha", "Berlin", "Maria", "when", "did", "the", "project", "moved", "Oslo")


def kinds(rng: random.Random) -> dict[str, Callable[[], str]]:
    """The kinds of query measured, each a maker of a fresh one."""
    size = MAX_QUERY_CHARS
    return {
        "Chinese, rare characters": lambda: "".join(
            chr(rng.randint(0x4E00, 0x9FA5)) for _ in range(size)
        ),
        "Chinese, common characters": lambda: "".join(rng.choice(COMMON_ZH) for _ in range(size)),
        "English words": lambda: " ".join(rng.choice(WORDS_EN) for _ in range(size // 4))[:size],
        "random letters": lambda: "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJ ") for _ in range(size)
        ),
    }


def cost_ms(query: str) -> float:
    """CPU milliseconds to read a fresh query and route it (as recall does)."""
    _tagged.cache_clear()
    started = time.thread_time()
    info = understand(query, datetime.now(UTC))
    route(info.text, False)
    return (time.thread_time() - started) * 1000


def main() -> None:
    """Measure every kind `--runs` times; print median and maximum."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    tokenize("预热分词 warm up")
    cost_ms("预热 warm up")
    for name, make in kinds(random.Random(1)).items():
        samples = [cost_ms(make()) for _ in range(args.runs)]
        print(f"{name}: median {statistics.median(samples):.1f} ms, max {max(samples):.1f} ms")


if __name__ == "__main__":
    main()
