"""Forget commands, pure: which memories a selector chooses, and forgetting one entry.

Selectors: a memory id, an exact key (a session's key takes its chunks too), a text
match, a topic (every memory whose words — or whose episode topics — include the
topic's words), or everything. A match or a topic also chooses every memory that only
quotes the words (its provenance quote, shown by the memories API, export and the
memory page): forgetting the words leaves no memory that still shows them. Forgetting
any memory also forgets the episodes that show one of its source turns (the stage finds
them); those turns' ids are kept, so no later episode shows them again.

An excerpt is also searched by the turn just before it (`attributes["before"]`), which it
does not show. When that turn is forgotten (its memory, or its words by match or topic),
the excerpt stays: a new version without the turn (`without_turn_before`) replaces it,
and its earlier version, which held the turn, goes (`history_forgotten`).

Each forgotten memory gets a `deleted` change (no snapshot: forgetting must not copy
the content again) and a tombstone, so it never comes back — not even on replay. A
memory whose words are only in its earlier versions (a value it no longer has) keeps
its current version; a `history_forgotten` change removes the earlier ones.
"""

from __future__ import annotations

from memstream.processors.decisions import memory_change
from memstream.processors.memory_state import Decision, MemoryEntry, Tombstone
from memstream.processors.session_episodes import context_events, without_context
from memstream.schemas.candidates import ForgetCommand
from memstream.schemas.changes import ChangeKind, MemoryChange
from memstream.schemas.events import Forget
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory
from memstream.text import normalize, tokenize


def selects(selector: Forget, memory: Memory) -> bool:
    """Whether a forget selector covers a memory."""
    if selector.all:
        return True
    if selector.memory_id is not None:
        return memory.id == selector.memory_id
    if selector.key is not None:
        return memory.key == selector.key or is_chunk_of(memory.key, selector.key)
    if selector.match is not None:
        return matches(selector.match, memory) or quotes(selector, memory)
    if selector.topic is not None:
        return about_topic(memory, selector.topic) or quotes(selector, memory)
    return False


def matches(match: str, memory: Memory) -> bool:
    """True when the memory's content, value or key holds the text (normalized)."""
    needle = normalize(match)
    haystacks = (memory.content, memory.value, memory.key)
    return bool(needle) and any(needle in normalize(text) for text in haystacks)


def searched_by_words(selector: Forget, memory: Memory) -> bool:
    """Whether a match or topic finds its words only with the turn before an excerpt (that
    turn leaves its search key; the excerpt stays)."""
    before = _searched_before(memory)
    if not before or _chosen_by_itself(selector, memory):
        return False
    if selector.match is not None:
        needle = normalize(selector.match)
        return bool(needle) and needle in normalize(before)
    return selector.topic is not None and about_topic(memory, selector.topic, before)


def _searched_before(memory: Memory) -> str:
    """The turn before an excerpt that it is searched by ("" for other memories)."""
    before = memory.attributes.get("before")
    return before if isinstance(before, str) else ""


def quotes(selector: Forget, memory: Memory) -> bool:
    """True when the memory's provenance quote holds the match, or every word of the topic."""
    quote = memory.provenance.quote
    if not quote:
        return False
    if selector.match is not None:
        needle = normalize(selector.match)
        return bool(needle) and needle in normalize(quote)
    wanted = set(tokenize(selector.topic or ""))
    return bool(wanted) and wanted <= set(tokenize(quote))


def about_topic(memory: Memory, topic: str, also: str = "") -> bool:
    """True when every word of `topic` is among the memory's words (and `also`'s) or its
    episode topics."""
    wanted = set(tokenize(topic))
    if not wanted:
        return False
    own = set(tokenize(f"{memory.key} {memory.value} {memory.content} {also}"))
    topics = memory.attributes.get("topics")
    if isinstance(topics, list):
        own |= {token for topic_word in topics for token in tokenize(str(topic_word))}
    return wanted <= own


def _chosen_by_itself(selector: Forget, memory: Memory) -> bool:
    """Whether the selector chose the memory for its own words (not only its quote)."""
    if selector.match is not None:
        return matches(selector.match, memory)
    if selector.topic is not None:
        return about_topic(memory, selector.topic)
    return True


def is_chunk_of(key: str, episode_key: str) -> bool:
    """True when `key` names a chunk of the session part `episode_key` (`<key>:chunk:<n>`)."""
    return episode_key.startswith("session:") and key.startswith(f"{episode_key}:chunk:")


def chosen_by(command: ForgetCommand, memory: Memory) -> bool:
    """Whether the command forgets this memory (its workspace, when it names one)."""
    workspace = command.scope.workspace
    in_workspace = workspace is None or memory.scope.workspace == workspace
    return in_workspace and selects(command.selector, memory)


def forget_entry(entry: MemoryEntry, command: ForgetCommand) -> Decision:
    """Forget one live memory: a tombstone in its entry, and a `deleted` change."""
    memory = entry.memory
    if memory is None:
        return Decision(entry, [])
    # Never earlier than the memory's own last evidence: a re-emitted old candidate
    # stays dropped even when the forget event's clock was behind.
    forgotten_at = max(command.event_time, memory.last_seen)
    tombstone = Tombstone(forgotten_at=forgotten_at, last_version=memory.version)
    return Decision(entry.forgotten(tombstone), [deleted(memory, command)])


def searched_by_turns(memory: Memory, events: set[str]) -> bool:
    """Whether an excerpt is searched by one of these (forgotten) turns and shows none."""
    shown = set(memory.provenance.event_ids)
    return not shown & events and bool(set(context_events(memory.attributes)) & events)


def without_turn_before(entry: MemoryEntry, command: ForgetCommand) -> Decision:
    """An excerpt whose turn before was forgotten: a new version not searched by it, and
    its earlier versions (which held the turn) removed."""
    memory = entry.memory
    if memory is None or not context_events(memory.attributes):
        return Decision(entry, [])
    at = max(command.event_time, memory.last_seen)
    new = memory.model_copy(
        update={
            "version": memory.version + 1,
            "attributes": without_context(memory.attributes),
            "supersedes_version": memory.version,
        }
    )
    reason = "the turn before it was forgotten: no longer searched by it"
    changes = [
        memory_change(ChangeKind.UPDATED, new, command.id, reason, at),
        memory_change(ChangeKind.HISTORY_FORGOTTEN, new, command.id, reason, at),
    ]
    return Decision(entry.with_memory(new, [command.event_id]).history_pruned(), changes)


def deleted(memory: Memory, command: ForgetCommand) -> MemoryChange:
    """The content-free change that removes a memory from every read model."""
    return MemoryChange(
        id=derive_id(memory.id, memory.version, ChangeKind.DELETED, command.id),
        kind=ChangeKind.DELETED,
        memory_id=memory.id,
        scope=memory.scope,
        memory=None,
        cause_id=command.id,
        reason=reason(command.selector, memory),
        event_time=command.event_time,
    )


def in_history(selector: Forget, entry: MemoryEntry) -> bool:
    """Whether a match or topic forget finds its words in the memory's earlier versions."""
    if selector.match is not None:
        needle = normalize(selector.match)
        return bool(needle) and any(needle in normalize(text) for text in entry.past)
    wanted = set(tokenize(selector.topic or ""))
    return bool(wanted) and any(wanted <= set(tokenize(text)) for text in entry.past)


def chosen_by_history(command: ForgetCommand, memory: Memory, entry: MemoryEntry) -> bool:
    """Whether the command finds its words in the history of a memory of its workspace."""
    workspace = command.scope.workspace
    in_workspace = workspace is None or memory.scope.workspace == workspace
    return in_workspace and in_history(command.selector, entry)


def forget_history(entry: MemoryEntry, command: ForgetCommand) -> Decision:
    """Remove a memory's earlier versions (they held the words); its current one stays."""
    memory = entry.memory
    if memory is None or not chosen_by_history(command, memory, entry):
        return Decision(entry, [])
    change = MemoryChange(
        id=derive_id(memory.id, memory.version, ChangeKind.HISTORY_FORGOTTEN, command.id),
        kind=ChangeKind.HISTORY_FORGOTTEN,
        memory_id=memory.id,
        scope=memory.scope,
        memory=memory,
        cause_id=command.id,
        reason="earlier versions forgotten on request (they held the words)",
        event_time=command.event_time,
    )
    return Decision(entry.history_pruned(), [change])


def reason(selector: Forget, memory: Memory | None = None) -> str:
    """Why, without repeating the forgotten text."""
    quoted = memory is not None and quotes(selector, memory)
    if quoted and memory is not None and not _chosen_by_itself(selector, memory):
        kind = "match" if selector.match is not None else "topic"
        return f"forgotten on request (by {kind}: its quote held the words)"
    if selector.all:
        return "forgotten on request (everything)"
    if selector.memory_id is not None:
        return "forgotten on request (by memory id)"
    if selector.key is not None:
        return "forgotten on request (by key)"
    if selector.topic is not None:
        return "forgotten on request (by topic)"
    return "forgotten on request (text match)"
