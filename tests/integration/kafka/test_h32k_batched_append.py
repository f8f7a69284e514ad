"""The API's producer appends a big send as producer batches: each position is where its record is.

On a real broker (idempotent, acks=all), over three partitions, English and Chinese
keys: the positions `KafkaEventProducer.send` returns are the records' own, read back.
"""

from __future__ import annotations

import pytest

from memstream.ports import OutgoingRecord
from memstream.runtime.kafka.producer import BATCHED_FROM, KafkaEventProducer
from memstream.runtime.kafka.records import ID_HEADER
from memstream.runtime.kafka.topics import ensure_topics
from tests.integration.kafka.support import read_topic, unique

pytestmark = pytest.mark.kafka


async def test_a_batched_send_returns_each_records_own_position(kafka_bootstrap: str) -> None:
    topic = unique("interactions")
    await ensure_topics(kafka_bootstrap, 3, names=[topic])
    keys = ["acme:alice", "租户:用户", "acme:bob", "租户:另一个"]
    count = 3 * BATCHED_FROM
    records = [
        OutgoingRecord(
            topic, keys[n % len(keys)], f"event-{n} 事件".encode(), idempotency_key=f"id-{n}"
        )
        for n in range(count)
    ]

    async with KafkaEventProducer(kafka_bootstrap) as producer:
        positions = await producer.send(records)
        again = await producer.send(records[:2])  # a small send: one `send` per record

    read = await read_topic(kafka_bootstrap, topic, count + 2)
    by_position = {(r.partition, r.offset): r for r in read}
    assert len(by_position) == count + 2
    for record, position in zip([*records, *records[:2]], [*positions, *again], strict=True):
        assert position.topic == topic
        landed = by_position[(position.partition, position.offset)]
        assert landed.value == record.value
        assert landed.key == record.key.encode()
        assert dict(landed.headers)[ID_HEADER] == record.idempotency_key.encode()  # type: ignore[union-attr]
