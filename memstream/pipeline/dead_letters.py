"""Dead letters: the original key and bytes, with where they came from and why.

Both runtimes build DLQ records here, so a DLQ reader sees one shape whatever the runtime.
"""

from __future__ import annotations

from typing import Final

from memstream.ports import LogRecord, OutgoingRecord
from memstream.schemas.topics import DLQ
from memstream.trust.sealing import PLAINTEXT, RecordSealer

MAX_REASON: Final = 2000


def dead_letter_headers(
    record: LogRecord, step: str, reason: str, sealer: RecordSealer = PLAINTEXT
) -> dict[str, str]:
    """The DLQ headers for `record`: reason (sealed as the record is: an erase shreds
    both), step, original topic/partition/offset."""
    return {
        "reason": sealer.seal_note(record.value, reason[:MAX_REASON]),
        "step": step,
        "original_topic": record.topic,
        "original_partition": str(record.partition),
        "original_offset": str(record.offset),
    }


def dead_letter(
    record: LogRecord,
    step: str,
    reason: str,
    topic: str = DLQ,
    sealer: RecordSealer = PLAINTEXT,
) -> OutgoingRecord:
    """A DLQ record: the original key and bytes, with where they came from and why."""
    headers = dead_letter_headers(record, step, reason, sealer)
    return OutgoingRecord(topic, record.key, record.value, headers)
