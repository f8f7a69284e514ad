"""The consolidate stage: candidates and memory commands → memory changes.

The stage reads and writes only the entries a record is about (see `memory_state` for
the keys) and leaves every decision to pure functions of one entry and the record
(`candidate_rules`, `lifecycle`, `forget`, `commands`). Forget by
selector, erase and the gated maintenance walk a user's entries; nothing else does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any, Final

from pydantic import BaseModel

from memstream.ports import StateStore
from memstream.processors import commands, goals_reached, lifecycle, narrative, negation
from memstream.processors.candidate_rules import Contradicts, decide_candidate, decide_conflict
from memstream.processors.forget import (
    chosen_by,
    forget_entry,
    forget_history,
    searched_by_turns,
    searched_by_words,
    without_turn_before,
)
from memstream.processors.lifecycle import DEFAULT_POLICY, LifecyclePolicy
from memstream.processors.memory_state import (
    Decision,
    MemoryEntry,
    entries_prefix,
    entry_key,
    forgotten_event_key,
    memory_id_for,
    shown_in_key,
    user_prefix,
)
from memstream.processors.session_episodes import context_events, without_context
from memstream.processors.turned_dishes import dish_of
from memstream.schemas import codec, topics
from memstream.schemas.candidates import (
    CandidateRecord,
    ConfirmCommand,
    CorrectCommand,
    EraseCommand,
    ForgetCommand,
    MemoryCandidate,
    PinCommand,
)
from memstream.schemas.changes import MemoryChange
from memstream.schemas.events import Forget
from memstream.schemas.ids import derive_id
from memstream.schemas.memory import Memory, MemoryStatus, MemoryType


class ConsolidateStage:
    """Stage `consolidate`: `memstream.candidates.v1` → `memstream.memory-changes.v1`."""

    name = "consolidate"
    input_topic = topics.CANDIDATES
    output_topic = topics.MEMORY_CHANGES

    def __init__(self, policy: LifecyclePolicy = DEFAULT_POLICY) -> None:
        self.policy = policy

    @property
    def decode(self) -> Callable[[bytes], CandidateRecord]:
        """Decode a candidate record (upcast, then validate)."""
        return codec.decode_candidate

    def decode_state(self, key: str, stored: Any) -> Any:
        """Entries (`<user>:m:<id>`) are models; the rest is data (a narrative digest left by
        an earlier version, `<user>:d`, is never read again)."""
        model = _STATE_MODELS.get(key.split(":", 3)[2] if key.count(":") >= 2 else "")
        return stored if model is None else model.model_validate(stored)

    def state_keys(self, record: CandidateRecord) -> list[str]:
        """The entries and indexes a record reads (its memory's entry, the episode indexes
        and the maintenance gate; for a forget, a narrative an earlier version stored)."""
        user = record.scope.key
        keys: list[str] = []
        if isinstance(record, MemoryCandidate):
            keys += [entry_key(user, memory_id_for(record)), _gate_key(user)]
            if "slot" in record.attributes:
                keys.append(negation.index_key(user))
            if record.type is MemoryType.EPISODE:
                for event_id in _episode_events(record):
                    keys += [forgotten_event_key(user, event_id), shown_in_key(user, event_id)]
        elif isinstance(record, ConfirmCommand | CorrectCommand | PinCommand):
            keys.append(entry_key(user, _target(record)))
        elif isinstance(record, ForgetCommand | EraseCommand):
            keys.append(entry_key(user, narrative.narrative_memory_id(record.scope)))
        return keys

    def process(self, record: CandidateRecord, state: StateStore) -> list[MemoryChange]:
        """Decide on one record against the entries it names, and store them."""
        if isinstance(record, EraseCommand):
            return _erase(record, state)
        return self._decide(record, state)

    def _decide(self, record: CandidateRecord, state: StateStore) -> list[MemoryChange]:
        if isinstance(record, MemoryCandidate):
            changes = _candidate(record, state, self.policy)
            return changes + _maintain(record, state, self.policy)
        if isinstance(record, ForgetCommand):
            return _forget(record, state)
        if isinstance(record, ConfirmCommand):
            return _confirm(record, state)
        if isinstance(record, CorrectCommand | PinCommand):
            return _edit(record, state)
        return []


def _candidate(
    candidate: MemoryCandidate, state: StateStore, policy: LifecyclePolicy
) -> list[MemoryChange]:
    if negation.is_negation(candidate):
        return _negate(candidate, state, policy)
    moved = _moved_plan(candidate, state)
    if moved is None:
        return []  # "it's Thursday now": a move pointing at no one plan there is
    changes = _decided(moved, state, policy)
    if changes and candidate.attributes.get("slot") in negation.OPPOSED:
        changes += _flipped(candidate, state)
    if changes and candidate.attributes.get("slot") in goals_reached.REACHING_SLOTS:
        changes += _reached(candidate, changes, state)
    if "slot" in candidate.attributes and changes:
        _index(state, candidate.scope.key, changes)
    return changes


def _moved_plan(candidate: MemoryCandidate, state: StateStore) -> MemoryCandidate | None:
    """A plan moved to another day and named by a part ("Stripe rescheduled to Thursday") as
    the plan it names, so that plan takes the new day (a new version, the old day in its
    history); None for a move only pointed at ("it's Thursday now") with no one plan to move;
    any other candidate as it is."""
    user = candidate.scope.key
    memory_id = negation.moved_plan_id(candidate, state.get(negation.index_key(user)) or {})
    entry = None if memory_id is None else _entry(state, user, memory_id)
    pointed = candidate.attributes.get("moved") == "it"
    if entry is None or entry.memory is None or entry.memory.key == candidate.key:
        return None if pointed else candidate
    return negation.moved(entry.memory, candidate)


def _flipped(candidate: MemoryCandidate, state: StateStore) -> list[MemoryChange]:
    """End the like or dislike of the same thing, worded a little differently, that the
    candidate turns around ("hates rain", then "loves rainy days")."""
    user = candidate.scope.key
    index = state.get(negation.index_key(user)) or {}
    thing = str(candidate.attributes.get("item") or "")
    liked = candidate.attributes.get("slot") == "like"  # "coriander salsa" ends "coriander"
    changes: list[MemoryChange] = []
    for memory_id in negation.opposed_ids(candidate, index):
        entry = _entry(state, user, memory_id)
        memory = None if entry is None else entry.memory
        if entry is None or memory is None or memory.key == candidate.key:
            continue
        item = str(memory.attributes.get("item") or "")
        if negation.names_within(thing, item) or (liked and dish_of(thing, item)):
            decision = negation.end(entry, memory, candidate)
            _save(state, entry_key(user, memory_id), decision)
            changes += decision.changes
    return changes


def _reached(
    candidate: MemoryCandidate, made: list[MemoryChange], state: StateStore
) -> list[MemoryChange]:
    """End the user's goals that the state said now reaches ("I want to learn to surf", then
    "I can surf"; 想当护士, then 我现在是护士), unless the goal was said in the same message."""
    user = candidate.scope.key
    active = any(c.memory is not None and c.memory.status is MemoryStatus.ACTIVE for c in made)
    if not active or candidate.attributes.get("subject", "user") != "user":
        return []
    slot = str(candidate.attributes["slot"])
    value = str(candidate.attributes.get("item") or candidate.value)
    said = set(candidate.provenance.event_ids)
    changes: list[MemoryChange] = []
    for memory_id, (indexed_slot, *_) in (state.get(negation.index_key(user)) or {}).items():
        entry = _entry(state, user, memory_id) if indexed_slot == "goal" else None
        goal = None if entry is None else entry.memory
        if entry is None or goal is None or said & set(goal.provenance.event_ids):
            continue
        if goals_reached.reaches(str(goal.attributes.get("item") or goal.value), slot, value):
            decision = negation.end(entry, goal, candidate)
            _save(state, entry_key(user, memory_id), decision)
            changes += decision.changes
    return changes


def _decided(
    candidate: MemoryCandidate, state: StateStore, policy: LifecyclePolicy
) -> list[MemoryChange]:
    user = candidate.scope.key
    if candidate.type is MemoryType.EPISODE and _shows_forgotten(candidate, user, state):
        return []  # it would show a turn that was forgotten
    if candidate.type is MemoryType.EPISODE:
        candidate = _unless_forgotten_context(candidate, user, state)
    memory_id = memory_id_for(candidate)
    entry = _entry(state, user, memory_id)
    revived = (
        None
        if entry is None or entry.memory is None
        else (negation.revive(entry, entry.memory, candidate))
    )
    if revived is not None:
        _save(state, entry_key(user, memory_id), revived)
        return revived.changes
    decision = decide_candidate(entry, memory_id, candidate, policy)
    if isinstance(decision, Contradicts):
        memory_id = decision.conflict_id
        conflict = _entry(state, user, memory_id)
        decision = decide_conflict(conflict, decision, candidate, policy)
    _save(state, entry_key(user, memory_id), decision)
    if decision.changed and candidate.type is MemoryType.EPISODE:
        _index_episode(state, user, memory_id, _episode_events(candidate))
    return decision.changes


def _negate(
    candidate: MemoryCandidate, state: StateStore, policy: LifecyclePolicy
) -> list[MemoryChange]:
    """End what the negation names (its own key's memory, and what the index matches); one
    that names its object is kept as a memory of its own when its key holds none yet."""
    user = candidate.scope.key
    index = state.get(negation.index_key(user)) or {}
    own = memory_id_for(candidate)
    changes: list[MemoryChange] = []
    if _entry(state, user, own) is None and negation.names_object(candidate):
        changes += _decided(candidate, state, policy)  # "Doesn't drink sweet drinks" is said
    ended = negation.ended_ids(candidate, index)
    ended += _roles_with(candidate, ended, index, state)
    for memory_id in dict.fromkeys([own, *ended] if not changes else ended):
        entry = _entry(state, user, memory_id)
        if entry is None or entry.memory is None:
            continue
        negated = memory_id == own and entry.memory.key == candidate.key and not _swaps(candidate)
        decision = negation.end(entry, entry.memory, candidate, successor=negated)
        _save(state, entry_key(user, memory_id), decision)
        changes += decision.changes + _instead(decision, candidate, state, policy)
    if changes:
        _index(state, user, changes)
    return changes


def _roles_with(
    candidate: MemoryCandidate, ended: list[str], index: dict[str, Any], state: StateStore
) -> list[str]:
    """The roles a workplace left with no new job ends with it ("Left Hydro Tas on Friday",
    半糖我盘出去了: `with_role`), once it ended an employer; never a role said in this message."""
    if not candidate.attributes.get("with_role"):
        return []
    if not any((index.get(memory_id) or [None])[0] == "employer" for memory_id in ended):
        return []
    said, user = set(candidate.provenance.event_ids), candidate.scope.key
    roles = [key for key, (slot, *_) in index.items() if slot == "role" and key not in ended]
    entries = [(key, _entry(state, user, key)) for key in roles]
    return [
        key
        for key, entry in entries
        if entry is not None
        and entry.memory is not None
        and not said & set(entry.memory.provenance.event_ids)
    ]


def _swaps(candidate: MemoryCandidate) -> bool:
    """True for an ending that names what comes in its place ("not jazz, blues"): the memory
    it ends is replaced by the new thing, not by the ending itself."""
    return bool(candidate.attributes.get("instead"))


def _instead(
    decision: Decision, candidate: MemoryCandidate, state: StateStore, policy: LifecyclePolicy
) -> list[MemoryChange]:
    """The new thing a change from one thing to another names, in place of what it ended."""
    ended = decision.entry.memory if decision.changes and decision.entry is not None else None
    made = None if ended is None else negation.replacement(ended, candidate)
    return [] if made is None else _decided(made, state, policy)


def _index(state: StateStore, user: str, changes: list[MemoryChange]) -> None:
    key = negation.index_key(user)
    before = state.get(key) or {}
    after = negation.updated_index(before, changes)
    if after != before:
        state[key] = after


def _edit(record: CorrectCommand | PinCommand, state: StateStore) -> list[MemoryChange]:
    user, memory_id = record.scope.key, commands.target(record)
    entry = _entry(state, user, memory_id)
    if entry is None or entry.memory is None:
        return []  # unknown or forgotten: nothing to change
    decision = commands.apply(entry, entry.memory, record)
    _save(state, entry_key(user, memory_id), decision)
    return decision.changes


def _confirm(record: ConfirmCommand, state: StateStore) -> list[MemoryChange]:
    """Reject: the conflict goes. Accept: its value supersedes the explicit memory, then it goes."""
    user = record.scope.key
    entry = _entry(state, user, record.confirm.memory_id)
    conflict = entry.memory if entry is not None else None
    if entry is None or conflict is None or conflict.status is not MemoryStatus.CONFLICTED:
        return []
    changes: list[MemoryChange] = []
    if record.confirm.accept:
        main_id = str(conflict.attributes.get("conflicts_with", ""))
        main = _entry(state, user, main_id)
        if main is not None and main.memory is not None:
            accepted = lifecycle.accept(main, main.memory, conflict, record)
            _save(state, entry_key(user, main_id), accepted)
            changes += accepted.changes
    reason = "confirmed by the user" if record.confirm.accept else "rejected by the user"
    settled = lifecycle.settle(entry, conflict, record, reason)
    _save(state, entry_key(user, conflict.id), settled)
    return changes + settled.changes


def _forget(command: ForgetCommand, state: StateStore) -> list[MemoryChange]:
    user = command.scope.key
    selectable = list(_selectable(command, state))
    chosen = [m for m in selectable if chosen_by(command, m)]
    events = sorted({e for memory in chosen for e in memory.provenance.event_ids})
    indexed = _episodes_showing(events, user, state)
    shown = [m for m in indexed if set(m.provenance.event_ids) & set(events)]
    targets = {m.id: m for m in chosen} | {m.id: m for m in shown}
    targets |= {m.id: m for m in _narrative_showing(set(targets), command, state)}
    changes: list[MemoryChange] = []
    for memory in sorted(targets.values(), key=lambda m: (m.key, m.id)):
        key = entry_key(user, memory.id)
        decision = forget_entry(_loaded(state[key]), command)
        _save(state, key, decision)
        changes += decision.changes
    if changes:
        for event_id in events:
            state[forgotten_event_key(user, event_id)] = 1
    searched = [m for m in indexed if searched_by_turns(m, set(events))]
    searched += [m for m in selectable if _searched_by_words(command, m)]
    done = set(targets)
    stripped = _strip_turn_before(command, searched, done, state)
    return changes + stripped + _forget_histories(command, done, state)


def _searched_by_words(command: ForgetCommand, memory: Memory) -> bool:
    workspace = command.scope.workspace
    in_workspace = workspace is None or memory.scope.workspace == workspace
    return in_workspace and searched_by_words(command.selector, memory)


def _strip_turn_before(
    command: ForgetCommand, searched: list[Memory], forgotten: set[str], state: StateStore
) -> list[MemoryChange]:
    """Excerpts searched by a forgotten turn stay, in a new version not searched by it (the
    turn stays forgotten: a re-proposed excerpt is not searched by it either)."""
    changes: list[MemoryChange] = []
    user = command.scope.key
    for memory in sorted({m.id: m for m in searched if m.id not in forgotten}.values(), key=_id):
        key = entry_key(user, memory.id)
        decision = without_turn_before(_loaded(state[key]), command)
        _save(state, key, decision)
        forgotten.add(memory.id)
        changes += decision.changes
        for event_id in context_events(memory.attributes):
            state[forgotten_event_key(user, event_id)] = 1
    return changes


def _id(memory: Memory) -> str:
    return memory.id


def _forget_histories(
    command: ForgetCommand, forgotten: set[str], state: StateStore
) -> list[MemoryChange]:
    """Earlier versions holding a match's or topic's words, of memories that stay."""
    if command.selector.match is None and command.selector.topic is None:
        return []
    changes: list[MemoryChange] = []
    for key, value in list(state.scan(entries_prefix(command.scope.key))):
        entry = _loaded(value)
        if entry.memory is None or entry.memory.id in forgotten or not entry.past:
            continue
        decision = forget_history(entry, command)
        _save(state, key, decision)
        changes += decision.changes
    return changes


def _erase(command: EraseCommand, state: StateStore) -> list[MemoryChange]:
    """Forget everything, then drop every key of the user: a returning id starts empty."""
    forget_all = ForgetCommand(
        id=command.id,
        scope=command.scope,
        selector=Forget(all=True),
        event_id=command.event_id,
        event_time=command.event_time,
    )
    changes = _forget(forget_all, state)
    for key, _ in list(state.scan(user_prefix(command.scope.key))):
        del state[key]
    return changes


def _maintain(
    candidate: MemoryCandidate, state: StateStore, policy: LifecyclePolicy
) -> list[MemoryChange]:
    """Decay and prune a user's memories once both gates are open (sessions and event time).

    The time gate counts from the user's first memory, then from the last run; the
    session gate counts the sessions closed since (their summaries).
    """
    key, now = _gate_key(candidate.scope.key), candidate.event_time
    gate = state.get(key)
    if gate is None:
        state[key] = {"last": now.isoformat(), "sessions": 0}
        return []
    if candidate.type is not MemoryType.EPISODE or candidate.attributes.get("kind") != "summary":
        return []
    sessions = int(gate["sessions"]) + 1
    due = now - datetime.fromisoformat(str(gate["last"])) >= policy.maintenance_every
    if sessions < policy.maintenance_sessions or not due:
        state[key] = {"last": gate["last"], "sessions": sessions}
        return []
    state[key] = {"last": now.isoformat(), "sessions": 0}
    cause = derive_id(candidate.id, "maintenance")
    changes: list[MemoryChange] = []
    for entry_key_, value in list(state.scan(entries_prefix(candidate.scope.key))):
        decision = lifecycle.maintain(_loaded(value), now, cause, policy)
        _save(state, entry_key_, decision)
        changes += decision.changes
    return changes


def _selectable(command: ForgetCommand, state: StateStore) -> Iterator[Memory]:
    """The user's live memories a selector may choose (one read for a memory id)."""
    user, memory_id = command.scope.key, command.selector.memory_id
    if memory_id is not None:
        entry = _entry(state, user, memory_id)
        entries = [] if entry is None else [entry]
    else:
        entries = [_loaded(v) for _, v in state.scan(entries_prefix(user))]
    return (entry.memory for entry in entries if entry.memory is not None)


def _episodes_showing(events: list[str], user: str, state: StateStore) -> list[Memory]:
    """The live episodes that show one of these turns, or are searched by one (the turn
    before an excerpt)."""
    found: list[Memory] = []
    for event_id in events:
        for memory_id in state.get(shown_in_key(user, event_id), []):
            entry = _entry(state, user, memory_id)
            if entry is not None and entry.memory is not None:
                found.append(entry.memory)
    return found


def _narrative_showing(ids: set[str], command: ForgetCommand, state: StateStore) -> list[Memory]:
    """A narrative an earlier version stored, when it was rendered from a forgotten memory
    (it goes with its history; the narrative is now rendered when read, never stored)."""
    entry = _entry(state, command.scope.key, narrative.narrative_memory_id(command.scope))
    shown = entry.memory if entry is not None else None
    if shown is None or not ids & set(shown.attributes.get("sources", [])):
        return []
    return [shown]


def _shows_forgotten(candidate: MemoryCandidate, user: str, state: StateStore) -> bool:
    return any(forgotten_event_key(user, e) in state for e in candidate.provenance.event_ids)


def _episode_events(candidate: MemoryCandidate) -> list[str]:
    """The turns an episode shows, and the turn before a chunk that it is searched by."""
    return [*candidate.provenance.event_ids, *context_events(candidate.attributes)]


def _unless_forgotten_context(
    candidate: MemoryCandidate, user: str, state: StateStore
) -> MemoryCandidate:
    """The chunk without the turn before it when that turn was forgotten."""
    if not any(forgotten_event_key(user, e) in state for e in context_events(candidate.attributes)):
        return candidate
    return candidate.model_copy(update={"attributes": without_context(candidate.attributes)})


def _index_episode(state: StateStore, user: str, memory_id: str, events: list[str]) -> None:
    for event_id in events:
        key = shown_in_key(user, event_id)
        shown: list[str] = state.get(key, [])
        if memory_id not in shown:
            state[key] = [*shown, memory_id]


def _loaded(value: Any) -> MemoryEntry:
    assert isinstance(value, MemoryEntry), "a scanned or named entry exists"
    return value


def _entry(state: StateStore, user: str, memory_id: str) -> MemoryEntry | None:
    entry: MemoryEntry | None = state.get(entry_key(user, memory_id))
    return entry


def _save(state: StateStore, key: str, decision: Decision) -> None:
    if decision.changed and decision.entry is not None:
        state[key] = decision.entry


def _target(record: ConfirmCommand | CorrectCommand | PinCommand) -> str:
    if isinstance(record, ConfirmCommand):
        return record.confirm.memory_id
    return commands.target(record)


def _gate_key(user: str) -> str:
    return f"{user}:g"


_STATE_MODELS: Final[dict[str, type[BaseModel]]] = {"m": MemoryEntry}
"""The models state values are read back as, by the marker in their key."""
