"""Every port of memstream in one place: what the runtimes, stores and services provide.

Ports name no adapter's types (no psycopg connection, no Kafka message, no Qdrant
client): adapters live with their technology (`memstream.log.postgres`,
`memstream.runtime.kafka`, `memstream.projections.*`, `memstream.embedding`), and one
contract suite per port in `tests/contract/` runs on every adapter.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, AbstractContextManager
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, overload, runtime_checkable

from pydantic import BaseModel

from memstream.schemas.base import FrozenModel
from memstream.schemas.memory import Memory, MemoryType

if TYPE_CHECKING:
    from memstream.pipeline.generations import DropPlan, Generation
    from memstream.pipeline.layout import Route
    from memstream.schemas.candidates import MemoryCandidate
    from memstream.schemas.changes import MemoryChange
    from memstream.trust.crypto import DataKey

T = TypeVar("T")
Positions = Mapping[tuple[str, int], int]
"""Next offsets by (topic, partition)."""

# --- the log ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Position:
    """Where a record landed: topic, partition, offset."""

    topic: str
    partition: int
    offset: int

    def as_token(self) -> str:
        """A compact string form, `topic/partition/offset`, for APIs and CLIs."""
        return f"{self.topic}/{self.partition}/{self.offset}"


@dataclass(frozen=True, slots=True)
class OutgoingRecord:
    """A record to append: topic, partition key, value bytes, headers.

    A record with an `idempotency_key` (an event: its tenant and id) is appended once:
    sent again, it is acknowledged with the position it got the first time, unless its
    `fingerprint` (a keyed digest of its content) says the content differs: then the
    producer raises `EventConflict`.
    """

    topic: str
    key: str
    value: bytes
    headers: dict[str, str] = field(default_factory=dict)
    idempotency_key: str | None = None
    fingerprint: str | None = None


class EventConflict(ValueError):
    """Ids already appended with other content (nothing of the batch was appended)."""

    def __init__(self, keys: Sequence[str]) -> None:
        super().__init__(f"{len(keys)} id(s) already appended with other content")
        self.keys = list(keys)


@dataclass(frozen=True, slots=True)
class LogRecord:
    """A record read back from the log, with its position."""

    topic: str
    partition: int
    offset: int
    key: str
    value: bytes
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def position(self) -> Position:
        """This record's position."""
        return Position(self.topic, self.partition, self.offset)


class EventProducer(Protocol):
    """Appends records to the log; returns the position of each, in order."""

    async def send(self, records: Sequence[OutgoingRecord]) -> list[Position]:
        """Append the records durably and return where each one landed."""
        ...


class UnknownPosition(ValueError):
    """A position no log partition has (a `wait_for` token naming a partition that is not there)."""


class LogHistory(Protocol):
    """Reads records back from the log for people (export, trace, dead letters), oldest first."""

    def by_key(self, topic: str, key: str, after: int = -1, limit: int = 1000) -> list[LogRecord]:
        """Records of `topic` with partition key `key` (offset above `after`), oldest first."""
        ...

    def of_topic(
        self, topic: str, partition: int = 0, start: int = 0, limit: int = 1000
    ) -> list[LogRecord]:
        """Records of one partition of `topic` from offset `start` on."""
        ...

    def count(self, topic: str) -> int:
        """How many records `topic` holds (all partitions)."""
        ...


# --- what the core reports ----------------------------------------------------------------


class Log(Protocol):
    """A structured logger (structlog's is one): an event name and fields, never content."""

    def debug(self, event: str, *args: Any, **fields: Any) -> Any:
        """Log at DEBUG."""
        ...

    def info(self, event: str, *args: Any, **fields: Any) -> Any:
        """Log at INFO."""
        ...

    def warning(self, event: str, *args: Any, **fields: Any) -> Any:
        """Log at WARNING."""
        ...

    def error(self, event: str, *args: Any, **fields: Any) -> Any:
        """Log at ERROR."""
        ...


class Span(Protocol):
    """A span being recorded."""

    def set_attribute(self, key: str, value: Any) -> None:
        """Attach an attribute."""
        ...


class RecordTracing(Protocol):
    """Spans per record, parented through the record headers (OpenTelemetry in `telemetry`)."""

    def consuming(self, step: str, record: LogRecord) -> AbstractContextManager[Span]:
        """A consumer span for one record of a step, a child of the trace in its headers."""
        ...

    def forward_headers(self, incoming: Mapping[str, str], extra: dict[str, str]) -> dict[str, str]:
        """Headers for a record derived from one with `incoming` headers."""
        ...


# --- stages and their state -----------------------------------------------------------


class StateStore(Protocol):
    """A stage's keyed state: values by key (a mapping on Kafka, PostgreSQL embedded).

    A value reads back as it was written, whatever the store and wherever it went in
    between (a batch's buffer, the database, a restart): a model the stage wrote as the
    same model, plain data as plain data; stores keep the JSON form and turn it back
    with the stage's `decode_state`. A record reads and writes a bounded number of keys;
    `scan` walks every key under a prefix in key order (rare commands only: forget all,
    erase, maintenance).
    """

    @overload
    def get(self, key: str, /) -> Any: ...

    @overload
    def get(self, key: str, default: Any, /) -> Any: ...

    def __getitem__(self, key: str) -> Any: ...

    def __setitem__(self, key: str, value: Any) -> None: ...

    def __delitem__(self, key: str) -> None: ...

    def __contains__(self, key: object) -> bool: ...

    def scan(self, prefix: str) -> Iterator[tuple[str, Any]]:
        """Every (key, value) whose key starts with `prefix`, in key order."""
        ...


class StateTable(StateStore, Protocol):
    """Where a runtime keeps a stage's state: a `StateStore` that batches its I/O."""

    def prefetch(self, keys: Sequence[str]) -> None:
        """Read these keys now, in one go, if reads are remote (a hint)."""
        ...

    def flush(self) -> None:
        """Make the writes so far reach where the values are kept."""
        ...


def stored_form(value: Any) -> Any:
    """A state value as a store keeps it: JSON-compatible data (a model is dumped).

    A stage may write frozen models into its state; a runtime keeps them as they are
    in memory (no re-validation on the next read) and writes this form to its store.
    """
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", exclude_defaults=True)
    return value


def shareable(value: Any) -> bool:
    """Whether a state value may be handed to later batches as it is (a frozen model, data)."""
    if isinstance(value, BaseModel):
        return bool(value.model_config.get("frozen"))
    return True


StateDecoder = Callable[[str, Any], Any]
"""How a stored (JSON) value of a key reads back: the model the stage wrote there."""


def as_stored(key: str, stored: Any) -> Any:
    """The decoder of a stage whose state is plain data."""
    return stored


class InMemoryState(dict[str, Any]):
    """A `StateStore` in a dict, for unit tests and tools.

    The dict holds what a real store holds (the JSON form); reads give back what was
    written, and a value only found stored (copied in) through `decode`.
    """

    def __init__(self, decode: StateDecoder = as_stored) -> None:
        super().__init__()
        self._decode = decode
        self._written: dict[str, Any] = {}

    def __setitem__(self, key: str, value: Any) -> None:
        super().__setitem__(key, stored_form(value))
        self._written[key] = value

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        self._written.pop(key, None)

    def __getitem__(self, key: str) -> Any:
        if key in self._written:
            return self._written[key]
        return self._decode(key, super().__getitem__(key))

    def get(self, key: str, default: Any = None) -> Any:
        """The value of `key` as written, or `default`."""
        if key not in self:
            return default
        return self[key]

    def scan(self, prefix: str) -> Iterator[tuple[str, Any]]:
        """Every (key, value) whose key starts with `prefix`, in key order."""
        for key in sorted(k for k in self if k.startswith(prefix)):
            yield key, self[key]


In = TypeVar("In", bound=BaseModel)
Out = TypeVar("Out", bound=BaseModel)


class Outputs(list[T]):
    """A stage's outputs for one record, with counts of what it dropped (metrics, by name).

    Stages count instead of exporting metrics: the runtime hosting them exports the counts.
    """

    def __init__(self, outputs: Iterable[T] = (), counts: Mapping[str, int] | None = None) -> None:
        super().__init__(outputs)
        self.counts: dict[str, int] = {k: n for k, n in (counts or {}).items() if n}


def counts_of(outputs: Sequence[Any]) -> Mapping[str, int]:
    """The counts a stage returned with its outputs (none for a plain list)."""
    return outputs.counts if isinstance(outputs, Outputs) else {}


class Stage(Protocol[In, Out]):
    """A pure processing step: one decoded record and the stage's state in, records out.

    No I/O, no clock, no randomness. Where a stage reads and writes is the pipeline
    description's business (`memstream.pipeline.description`); values read from `state`
    are read-only (assign a new value to change one).
    """

    name: str

    @property
    def decode(self) -> Callable[[bytes], In]:
        """Turn input bytes into a model (raising `DecodeError` with the reason)."""
        ...

    def process(self, record: In, state: StateStore) -> list[Out]:
        """Turn one input record into output records, reading and updating `state`.

        A value read may be a model the stage wrote earlier; changed in place, it must be
        written back (`state[key] = value`) for the change to be kept.
        """
        ...

    def state_keys(self, record: In) -> list[str]:
        """The state keys `process` will read for this record (fetched for a whole batch)."""
        ...

    def decode_state(self, key: str, stored: Any) -> Any:
        """What the stored (JSON) value of `key` stands for: the model written there, or data."""
        ...


@runtime_checkable
class Policy(Protocol):
    """What the extract stage asks before it keeps anything."""

    def should_remember(self, candidate: MemoryCandidate) -> bool:
        """False to drop the candidate."""
        ...

    def redact(self, text: str) -> str:
        """The text with whatever must not be kept masked."""
        ...


class CommitHost(Protocol):
    """What a runtime does at each point of the commit order."""

    async def publish(self, records: Sequence[OutgoingRecord]) -> None:
        """Append records durably (acknowledged) before anything else is committed."""
        ...

    async def save(self, state: StateTable) -> None:
        """Save the stage state the batch changed."""
        ...

    async def advance(self, positions: Positions) -> None:
        """Move the consumer positions past the batch."""
        ...

    async def call(self, work: Callable[[], T]) -> T:
        """Run blocking work (a projection's writes) where this runtime runs it."""
        ...


# --- projections ------------------------------------------------------------------------

Change = tuple[Position, "MemoryChange"]
Through = Mapping[tuple[str, int], int]
"""The next offset to track per (topic, partition), dead-lettered records included."""


class RecordRejected(ValueError):
    """A projection cannot store this one change (bad data): the DLQ takes it, the rest goes on."""


class Projection(Protocol):
    """Folds memory changes into one read model, tracking its position with its writes."""

    name: str

    def apply(self, items: Sequence[Change], through: Through) -> int:
        """Apply the changes not applied yet, then track `through`; return how many applied.

        Raises `RecordRejected` when one change cannot be stored (the host isolates it).
        """
        ...

    def position(self, topic: str, partition: int) -> int | None:
        """The next offset this projection will read, or None when it never applied any."""
        ...


class ProjectionBuilder(Protocol):
    """A projection's store in any generation: opened (created or migrated), dropped, queried.

    `home` is the generation the store belongs to (`Generation.home`); the builder
    names it (`memstream.pipeline.generations.located`). A rebuild opens a new home and
    lets the replay fold the projection's input into it.
    """

    def open(self, home: int) -> Projection:
        """The projection writing to its store of `home` (created, or brought up to date)."""
        ...

    def query(self, home: int) -> Any:
        """What the query side reads from the store of `home` (the port its adapter serves)."""
        ...

    def drop(self, home: int) -> None:
        """Remove the store of `home` (idempotent)."""
        ...

    def release(self, home: int) -> None:
        """Let go of what this process holds open on the store of `home`."""
        ...

    def close(self) -> None:
        """Let go of everything this process holds open."""
        ...


# --- vectors and embeddings ---------------------------------------------------------------


class VectorPoint(FrozenModel):
    """One memory's vector and the scope it is filtered by."""

    memory_id: str
    tenant: str
    user: str
    type: MemoryType
    vector: list[float]

    def payload(self) -> dict[str, str]:
        """What a vector store keeps beside the vector, to filter and identify it."""
        return {
            "memory_id": self.memory_id,
            "tenant": self.tenant,
            "user": self.user,
            "type": self.type.value,
        }

    def checked(self, dim: int) -> list[float]:
        """The vector, refused when its size is not the index's."""
        if len(self.vector) != dim:
            raise ValueError(f"vector of {len(self.vector)} dims, index expects {dim}")
        return self.vector


class VectorIndex(Protocol):
    """Stores one vector per memory id; searches are filtered by tenant AND user."""

    def upsert(self, points: Sequence[VectorPoint]) -> None:
        """Insert or replace the points (idempotent: the point id is the memory id)."""
        ...

    def delete(self, memory_ids: Sequence[str]) -> None:
        """Remove the points of these memories (unknown ids are ignored)."""
        ...

    def search(
        self, tenant: str, user: str, vector: Sequence[float], limit: int
    ) -> list[tuple[str, float]]:
        """The nearest memories of this tenant's user: (memory id, cosine score), best first."""
        ...

    def flush(self) -> None:
        """Make every write so far durable."""
        ...

    def close(self) -> None:
        """Release the index."""
        ...


class VectorStore(Protocol):
    """Opens and drops named vector indexes of one technology."""

    def open(self, name: str, dim: int) -> VectorIndex:
        """The index `name` (created when absent)."""
        ...

    def drop(self, name: str) -> None:
        """Remove the index `name` (idempotent)."""
        ...


class Embedder(Protocol):
    """Turns texts into L2-normalized dense vectors of `dim` floats."""

    name: str
    dim: int

    def embed_passages(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed texts to be stored and searched (memories)."""
        ...

    def embed_query(self, text: str) -> list[float]:
        """Embed a search query."""
        ...


# --- recall -------------------------------------------------------------------------------

KeywordMatch = tuple[Memory, float, tuple[str, ...]]
"""A keyword hit: the memory, its score in 0..1, the words of the memory that matched (query
tokens or their English word forms: "researching" for "research"), rarest first."""

SessionMatchScore = tuple[str, float]
"""A session whose excerpts, read as one document, match a query: its name and BM25 score
in 0..1."""


class MemoryHistoryView(Protocol):
    """A memory's current version and all its stored versions."""

    @property
    def memory(self) -> Memory:
        """The current version."""
        ...

    @property
    def versions(self) -> Sequence[Memory]:
        """Every stored version of the memory."""
        ...


class MemoryReader(Protocol):
    """Synchronous reads of the PostgreSQL read models, scoped by tenant and user."""

    def by_types(
        self, tenant: str, user: str, types: Sequence[MemoryType], limit: int
    ) -> list[Memory]:
        """Active memories of the given types, most recent first."""
        ...

    def narrated(self, tenant: str, user: str) -> list[Memory]:
        """What the user's narrative is rendered from (`processors.narrative.digest_of`
        reads them): the newest active user-level profile fields, preferences and facts."""
        ...

    def keyword_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> Sequence[KeywordMatch]:
        """Active memories matching the tokens or their word forms, best first (BM25): each
        with a score in 0..1 and the memory's words that matched."""
        ...

    def session_search(
        self, tenant: str, user: str, tokens: Sequence[str], limit: int
    ) -> Sequence[SessionMatchScore]:
        """Sessions whose excerpts, read as one document, match the tokens, best first."""
        ...

    def in_session(self, tenant: str, user: str, session: str, limit: int) -> list[Memory]:
        """Active session-level memories of one session (its working memory), newest first."""
        ...

    def in_period(
        self,
        tenant: str,
        user: str,
        types: Sequence[MemoryType],
        days: tuple[date, date],
        limit: int,
    ) -> list[Memory]:
        """Active memories of these types dated within the days (both included), newest first."""
        ...

    def get_many(self, tenant: str, user: str, ids: Sequence[str]) -> list[Memory]:
        """The memories with these ids (those that exist)."""
        ...

    def profile(self, tenant: str, user: str) -> dict[str, str]:
        """The user's profile fields by key."""
        ...

    def list_memories(
        self, tenant: str, user: str, include_inactive: bool = False
    ) -> Sequence[MemoryHistoryView]:
        """Every memory of the user with its version history."""
        ...


class VectorSearch(Protocol):
    """Dense search over memory vectors, scoped by tenant and user."""

    def search(
        self, tenant: str, user: str, vector: Sequence[float], limit: int
    ) -> list[tuple[str, float]]:
        """Memory ids and their cosine similarity to the vector, best first."""
        ...


class QueryEmbedder(Protocol):
    """Turns a query into a vector (CPU-bound, synchronous)."""

    def embed_query(self, text: str) -> list[float]:
        """The embedding of a query text."""
        ...


class RecallPolicy(Protocol):
    """Decides whether (and how much) a memory may be recalled for a query."""

    def should_recall(self, memory: Memory, query: str) -> float:
        """0 to leave the memory out, 1 to keep it as scored, between to down-weight it."""
        ...


# --- users' data keys ------------------------------------------------------------------


class DataKeyStore(Protocol):
    """Where data keys live: apart from the log, so deleting one shreds the log's copies."""

    def key_for(self, tenant: str, user: str) -> DataKey:
        """The user's live data key, made on first use."""
        ...

    def key_by_id(self, key_id: str) -> DataKey:
        """A key by id; `KeyErased` when its user was erased, `UnknownKey` if never held."""
        ...

    def erase(self, tenant: str, user: str) -> int:
        """Delete every data key of the user (a tombstone stays per key id); how many."""
        ...


class KeyEncryptionKeys(Protocol):
    """Where the KEKs that wrap data keys live (`trust.kek`): create, wrap, unwrap, destroy.

    Material never leaves the adapter, so a KMS (a key version per KEK id) is one too.
    """

    def create(self, prefix: str) -> str:
        """A new KEK, durably stored before this returns; its id starts with `prefix-`."""
        ...

    def wrap(self, kek_id: str, plaintext: bytes, aad: bytes) -> bytes:
        """`plaintext` encrypted under the KEK (`KekMissing` if not held)."""
        ...

    def unwrap(self, kek_id: str, wrapped: bytes, aad: bytes) -> bytes:
        """What `wrap` encrypted (`KekMissing` if not held, `CryptoError` if altered)."""
        ...

    def destroy(self, kek_id: str) -> None:
        """Destroy the KEK for good (overwritten and removed; nothing if not held)."""
        ...

    def held(self, prefix: str) -> list[str]:
        """The ids of the KEKs held whose id starts with `prefix-`."""
        ...


# --- freshness and replay ------------------------------------------------------------------

WaitForPositions = Callable[[Sequence[Position], float], Awaitable[bool]]
"""Await until every projection has passed the positions (True) or the timeout (False)."""


class Progress(Protocol):
    """How far a runtime's steps got: read-your-writes and lag are computed from it."""

    async def ends(self, topic: str) -> dict[int, int]:
        """The offset the next record of each partition of `topic` will get."""
        ...

    async def reached(self, route: Route, partitions: Sequence[int]) -> dict[int, int]:
        """The next offset the step of `route` will read, per partition of its input."""
        ...


class Freshness(Protocol):
    """Read-your-writes: how far each hop of the pipeline got."""

    async def wait_for(self, positions: Sequence[Position], timeout: float) -> bool:
        """True once every hop has passed what `positions` led to; False on timeout."""
        ...

    async def lag(self) -> dict[str, int]:
        """Records each hop has not passed yet."""
        ...


class ReplayHost(Protocol):
    """What a runtime does for a replay."""

    async def create(self, kind: str) -> Generation:
        """Record a new building generation (RuntimeError while another one builds)."""
        ...

    def building(
        self, generation: Generation, parts: tuple[str, ...]
    ) -> AbstractAsyncContextManager[None]:
        """Run the generation's workers of `parts` while the block runs."""
        ...

    async def lag(self, generation: Generation, parts: tuple[str, ...]) -> dict[str, int]:
        """Records each of the generation's steps has not processed yet."""
        ...

    async def source_records(self) -> int:
        """How many records the source topic holds."""
        ...

    async def heartbeat(self, generation: Generation) -> None:
        """Record that the builder is alive."""
        ...

    async def switch(self, generation: Generation) -> None:
        """Make the generation live and move this process's live workers onto it."""
        ...

    async def fail(self, generation: Generation) -> None:
        """Record that the generation will never be live."""
        ...


class ReplayControl(Protocol):
    """Starts a replay into a new generation and reports its progress."""

    def start(self, kind: str) -> dict[str, Any]:
        """Start a replay of `kind`; raise RuntimeError when one is already building."""
        ...

    def status(self) -> dict[str, Any] | None:
        """The progress of the current or last replay, if any."""
        ...


class Dropper(Protocol):
    """Removes a retired generation's stores in one runtime."""

    def drop(self, plan: DropPlan) -> None:
        """Remove what the plan names (each removal idempotent)."""
        ...
