"""A stage whose records are sealed per user: opened before decoding, sealed when encoded.

Both runtimes wrap every stage they host in one (`sealed_stages`), so the step kernel
opens each input record and seals each output with the process's `RecordSealer`;
the stage itself never sees ciphertext and stays pure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from memstream.ports import Stage, StateStore
from memstream.trust.sealing import RecordSealer


class SealedStage:
    """A `Stage` around another: the same processing, on sealed records."""

    def __init__(self, inner: Stage[Any, Any], sealer: RecordSealer) -> None:
        self.inner, self.sealer = inner, sealer
        self.name = inner.name

    def __repr__(self) -> str:
        return f"SealedStage({self.inner.name}, sealing={self.sealer.enabled})"

    @property
    def decode(self) -> Callable[[bytes], Any]:
        """Open the record (`KeyErased` once its user was erased), then decode it."""
        inner_decode = self.inner.decode

        def decode(raw: bytes) -> Any:
            model = inner_decode(self.sealer.open(raw))
            self.sealer.observe(model)
            return model

        return decode

    def process(self, record: Any, state: StateStore) -> list[Any]:
        """The inner stage's outputs."""
        return self.inner.process(record, state)

    def state_keys(self, record: Any) -> list[str]:
        """The inner stage's state keys."""
        return self.inner.state_keys(record)

    def decode_state(self, key: str, stored: Any) -> Any:
        """The inner stage's state values."""
        return self.inner.decode_state(key, stored)

    def encode(self, model: BaseModel) -> bytes:
        """An output's stored bytes, sealed under its user's key."""
        return self.sealer.encode(model)


def sealed(stage: Stage[Any, Any], sealer: RecordSealer) -> Stage[Any, Any]:
    """`stage` reading and writing sealed records."""
    return SealedStage(stage, sealer)
