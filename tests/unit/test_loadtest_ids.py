"""Each load-test run sends ids of its own: a rerun against the same server resends none."""

from __future__ import annotations

import random
import time

from memstream.eval.loadtest import LoadConfig, RunState, remember_event


def _ids(run: str, seed: int = 7, count: int = 50) -> list[str]:
    rng = random.Random(seed)
    return [remember_event("u0", rng, run)["id"] for _ in range(count)]


def test_two_runs_with_one_seed_share_no_event_id() -> None:
    assert not set(_ids("run-a")) & set(_ids("run-b"))


def test_one_run_derives_the_same_ids_again_for_its_resends() -> None:
    assert _ids("run-a") == _ids("run-a")


def test_users_belong_to_their_run() -> None:
    state = RunState(LoadConfig(), time.monotonic(), "3f2a")
    assert state.user(0) == "u0-3f2a" and state.user(0) != RunState(LoadConfig(), 0, "b").user(0)
