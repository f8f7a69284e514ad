"""A small load test on loopback, across a kill -9 of the server: nothing acknowledged is
lost or duplicated, in the log or in the read model.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from memstream.eval.loadtest import LoadConfig
from memstream.eval.loadtest_run import run_spawned

pytestmark = pytest.mark.slow


def test_nothing_acknowledged_is_lost_or_duplicated_across_a_kill_9(tmp_path: Path) -> None:
    config = LoadConfig(events=300, emitters=3, recallers=2, users=4, batch=5, seconds=120)
    # Load, kill -9 the server after 120 acknowledged events, restart it, resend, audit.
    result = run_spawned(config, tmp_path / "data", kill_after=120)
    print(result.model_dump_json(indent=2))
    assert result.kills == 1
    assert result.acknowledged == 300
    assert result.recalls > 0
    assert result.lost == 0 and result.memories_missing == 0
    assert result.duplicated_in_log == 0 and result.memories_duplicated == 0
    assert "audit: projections still behind" not in result.errors
