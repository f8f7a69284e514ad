"""CPU per event of each step, one step at a time in one thread (no other thread competes).

`python -m memstream.eval.bench_steps --users 200` emits the synthetic events of the
bench (5 sessions x 10 messages per user, seed 7) into a fresh embedded engine with its
runners stopped, settles the heap as the runtime does, then runs extract, consolidate
and the PostgreSQL projection to completion one after the other and prints each step's
thread CPU time per event. Run it under `py-spy record` for a profile per step. The
vector projection is left out unless `--vectors`.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from memstream import heap
from memstream.config import Settings
from memstream.eval.synthetic import SyntheticSpec, generate
from memstream.producers.records import event_record
from memstream.runtime.composition import EmbeddedSystem, open_embedded
from memstream.runtime.embedded import Runner


def drain(runner: Runner) -> int:
    """Step a runner until it has nothing left; how many records it consumed."""
    consumed = 0
    while got := runner.step():
        consumed += got
    return consumed


def _emit(system: EmbeddedSystem, users: int) -> int:
    events = generate(SyntheticSpec(users=users, sessions=5, messages=10, seed=7)).events
    sealer = system.stores.sealer
    for start in range(0, len(events), 500):
        batch = events[start : start + 500]
        system.producer.send_sync([event_record(event, None, sealer) for event in batch])
    for runner in system.runtime.runners:
        system.log.refresh_heads(runner.input_topic)
    return len(events)


def measure(system: EmbeddedSystem, users: int, vectors: bool) -> dict[str, float]:
    """Milliseconds of CPU per event of each step, run to completion one after another."""
    events = _emit(system, users)
    if system.settings.settle_heap:
        heap.settle()
    spent: dict[str, float] = {}
    for runner in system.runtime.runners:
        if runner.name == "project.vectors" and not vectors:
            continue
        runner.load_positions()
        started = time.thread_time()
        drain(runner)
        spent[runner.name] = (time.thread_time() - started) * 1000 / events
    return spent


def main() -> None:
    """Print each step's CPU milliseconds per event and their sum."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=200)
    parser.add_argument("--vectors", action="store_true", help="Also the vector projection.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memstream-steps-") as scratch:
        system = open_embedded(Settings(data_dir=Path(scratch)), start=False)
        try:
            spent = measure(system, args.users, args.vectors)
        finally:
            system.close()
    for name, ms in spent.items():
        print(f"{name}: {ms:.3f} ms CPU per event")
    print(f"total: {sum(spent.values()):.3f} ms CPU per event")


if __name__ == "__main__":
    main()
