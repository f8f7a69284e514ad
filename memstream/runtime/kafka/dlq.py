"""Dead letters: the original key and bytes, with where they came from and why.

The header names are the embedded runtime's (`memstream.runtime.embedded.dead_letter`),
so a DLQ reader sees the same record shape from both runtimes.
"""

from __future__ import annotations

from typing import Final

from memstream import telemetry
from memstream.log.ports import LogRecord

MAX_REASON: Final = 2000
_log = telemetry.logger(__name__)


def dead_letter_headers(record: LogRecord, step: str, reason: str) -> dict[str, str]:
    """The DLQ headers for `record`: reason, step, original topic/partition/offset."""
    telemetry.RECORDS_DEAD_LETTERED.labels(step).inc()
    _log.warning("dead-lettered", step=step, reason=reason, offset=record.offset)
    return {
        "reason": reason[:MAX_REASON],
        "step": step,
        "original_topic": record.topic,
        "original_partition": str(record.partition),
        "original_offset": str(record.offset),
    }
