"""memstream's wire models: interaction events, candidates, memory changes, memories."""

from memstream.schemas.base import FrozenModel, Scope
from memstream.schemas.candidates import CandidateRecord, ForgetCommand, MemoryCandidate
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.events import InteractionEvent
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType, Provenance

__all__ = [
    "CandidateRecord",
    "ChangeKind",
    "ForgetCommand",
    "FrozenModel",
    "InteractionEvent",
    "Memory",
    "MemoryCandidate",
    "MemoryChange",
    "MemoryStatus",
    "MemoryType",
    "Provenance",
    "Scope",
]
