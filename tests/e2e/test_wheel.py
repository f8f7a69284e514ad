"""The built wheel installs into a fresh virtualenv and runs `memstream demo` there."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
SCRIPT = Path(__file__).parents[2] / "ops" / "wheel.sh"


def test_the_wheel_installs_and_runs_the_demo(tmp_path: Path) -> None:
    done = subprocess.run(
        ["bash", str(SCRIPT), str(tmp_path / "wheel")], capture_output=True, text=True, timeout=1800
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "What memstream learned" in done.stdout and "上海" in done.stdout
