"""A stage whose records are sealed per user: opened before decoding, sealed when encoded.

Both runtimes wrap every stage they host in one (`sealed_stages`), so the step kernel
opens each input record and seals each output with the process's `RecordSealer`;
the stage itself never sees ciphertext and stays pure.

Outputs are sealed under the key their input was sealed under (the kernel encodes a
record's outputs right after processing it, in the same thread): whatever is derived
from a record written before an erase is shredded with it, even when the erase
happens while the record is being processed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from memstream.pipeline import decoded
from memstream.ports import Stage, StateStore
from memstream.trust.crypto import DataKey
from memstream.trust.sealing import RecordSealer


@dataclass(frozen=True, slots=True)
class Opened:
    """A decoded record and the data key it was sealed under (None if it was clear)."""

    model: Any
    key: DataKey | None

    @property
    def id(self) -> str:
        """The record's id (for logs)."""
        return str(getattr(self.model, "id", ""))


class SealedStage:
    """A `Stage` around another: the same processing, on sealed records."""

    def __init__(self, inner: Stage[Any, Any], sealer: RecordSealer) -> None:
        self.inner, self.sealer = inner, sealer
        self.name = inner.name
        self._source_key: DataKey | None = None

    def __repr__(self) -> str:
        return f"SealedStage({self.inner.name}, sealing={self.sealer.enabled})"

    @property
    def decode(self) -> Callable[[bytes], Any]:
        """Open the record (`KeyErased` once its user was erased), then decode it."""
        inner_decode = self.inner.decode

        def decode(raw: bytes) -> Opened:
            known = decoded.recall(raw)
            if known is not None and self.sealer.still_open(known[1]):
                model, key = known
            else:
                opened, key = self.sealer.open_keyed(raw)
                model = inner_decode(opened)
            self.sealer.observe(model)
            return Opened(model, key)

        return decode

    def process(self, record: Opened, state: StateStore) -> list[Any]:
        """The inner stage's outputs (to be sealed under the record's key)."""
        self._source_key = record.key
        return self.inner.process(record.model, state)

    def state_keys(self, record: Opened) -> list[str]:
        """The inner stage's state keys."""
        return self.inner.state_keys(record.model)

    def decode_state(self, key: str, stored: Any) -> Any:
        """The inner stage's state values."""
        return self.inner.decode_state(key, stored)

    def encode(self, model: BaseModel) -> bytes:
        """An output's stored bytes, sealed under its source's key (or its user's)."""
        return self.sealer.encode(model, self._source_key)

    def encode_keyed(self, model: BaseModel) -> tuple[bytes, DataKey | None]:
        """`encode`, and the key the bytes were sealed under (None when clear)."""
        return self.sealer.encode_keyed(model, self._source_key)


def sealed(stage: Stage[Any, Any], sealer: RecordSealer) -> Stage[Any, Any]:
    """`stage` reading and writing sealed records."""
    return SealedStage(stage, sealer)
