"""Fault injection for crash tests: `MEMSTREAM_FAULT=<point>[:<step>]` kills the process.

Only tests set the variable; unset (always, in production) every crash point is a no-op.
"""

from __future__ import annotations

import os
import signal
from typing import Final

FAULT_ENV: Final = "MEMSTREAM_FAULT"


def crash_point(point: str, step: str) -> None:
    """SIGKILL this process here when `MEMSTREAM_FAULT` names `point` (or `point:step`)."""
    wanted = os.environ.get(FAULT_ENV)
    if wanted in (point, f"{point}:{step}"):
        os.kill(os.getpid(), signal.SIGKILL)
