"""Lessons from tool outcomes: a failure, what the user or agent did next, then a success.

Pure, over a small per-session trail kept in the extract stage's state. When a tool
fails, the failure waits (one per tool, the latest); the user's instructions and calls
of other tools that follow are its fix steps; a success of the same tool after at least
one fix step proposes a lesson keyed by the tool and the error's signature (the error
with numbers, paths, hosts, ids and hex stripped): "When pip install fails with
ProxyError: set HTTPS_PROXY first". The same failure fixed again proposes the same key
and value, which consolidation reinforces.

A failure of a tool whose lesson the user already has, once that lesson's fix was
applied in the session, is counter-evidence: a candidate for the lesson's key and value
with `attributes["evidence"] == "against"` (see `is_counter_evidence`). Consolidation
must weaken the lesson on such a candidate, never reinforce it.
"""

from __future__ import annotations

import json
import re
from typing import Final, Literal

from pydantic import BaseModel, Field

from memstream.processors.matchers.common import Draft
from memstream.processors.matchers.inferred import excerpt, inferred_candidates
from memstream.schemas.candidates import MemoryCandidate
from memstream.schemas.events import ToolCall, ToolCalled
from memstream.schemas.memory import MemoryType
from memstream.text import has_cjk, normalize

MATCHER: Final = "tools@1"
EVIDENCE: Final = "evidence"
AGAINST: Final = "against"
LESSON_CONFIDENCE: Final = 0.6
AGAINST_CONFIDENCE: Final = 0.5
MAX_STEPS: Final = 3
MAX_PENDING: Final = 8
MAX_SEEN: Final = 16
MAX_KNOWN: Final = 64
SIGNATURE_CHARS: Final = 60
STEP_CHARS: Final = 160
_COMMAND_ARGS: Final = ("command", "cmd", "subcommand", "action", "operation", "method", "args")
_SCRUB: Final = (
    (re.compile(r"\b[a-z][a-z0-9+.-]*://\S+", re.I), "<url>"),
    (re.compile(r"(?:[A-Za-z]:)?(?:[\\/][\w.@~-]+){2,}[\\/]?"), "<path>"),
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I), "<id>"),
    (re.compile(r"\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,}\b", re.I),
     "<hex>"),
    (re.compile(r"\b(?:[\w-]+\.)+(?:com|org|net|io|dev|local|internal|cn|corp)\b", re.I), "<host>"),
    (re.compile(r"(['\"`]).*?\1"), "<str>"),
    (re.compile(r"\d+(?:\.\d+)*"), "<n>"),
)  # fmt: skip
_ERROR_CLASS: Final = re.compile(r"\b([A-Z][A-Za-z]*(?:Error|Exception|Timeout|Refused|Denied))\b")
_ERROR_KINDS: Final = (
    (re.compile(r"proxy|代理", re.I), "a proxy error", "代理错误"),
    (re.compile(r"time[d ]?out|超时", re.I), "a timeout", "超时"),
    (re.compile(r"permission|denied|forbidden|\b403\b|eacces|权限", re.I), "a permission error",
     "权限错误"),
    (re.compile(r"not found|no such|\b404\b|enoent|找不到|不存在", re.I), "a not-found error",
     "找不到"),
    (re.compile(r"connection|refused|unreachable|econn|连接", re.I), "a connection error",
     "连接错误"),
    (re.compile(r"rate limit|too many requests|\b429\b|限流", re.I), "a rate limit", "限流"),
    (re.compile(r"auth|credential|token|\b401\b|认证|登录", re.I), "an authentication error",
     "认证错误"),
)  # fmt: skip


class FixStep(BaseModel):
    """Something done after a failure: a user instruction or a call of another tool."""

    kind: Literal["instruction", "tool_call"]
    text: str
    event_id: str


class PendingFailure(BaseModel):
    """A tool's latest failure in a session, and the fix steps that followed it."""

    tool: str
    label: str
    signature: str
    error: str
    event_id: str
    steps: list[FixStep] = Field(default_factory=list)


class ToolTrail(BaseModel):
    """A session's tool state: failures awaiting a fix, and the steps seen (normalized)."""

    pending: dict[str, PendingFailure] = Field(default_factory=dict)
    seen: list[str] = Field(default_factory=list)


class KnownLesson(BaseModel):
    """A lesson the user has: its value (the fix) and the fix steps, normalized."""

    value: str
    steps: list[str]


class Outcome(BaseModel):
    """What a tool call means for the session: candidates, and an error line for its journal."""

    tool: str
    candidates: list[MemoryCandidate] = Field(default_factory=list)
    error: str | None = None
    """The failure in the journal's words ("pip install: ProxyError")."""
    fix: str | None = None
    """The fix of the failure this call's success resolved."""


def signature(error: str) -> str:
    """The error's first line with variable parts replaced, lower-cased, at most 60 chars."""
    line = next((part for part in error.splitlines() if part.strip()), error)
    for pattern, mask in _SCRUB:
        line = pattern.sub(mask, line)
    flat = " ".join(line.casefold().split())
    if len(flat) <= SIGNATURE_CHARS:
        return flat
    return flat[:SIGNATURE_CHARS].rsplit(" ", 1)[0]


def lesson_key(tool: str, error: str) -> str:
    """`lesson:tool:<tool>:<error signature>`."""
    return f"lesson:tool:{normalize(tool)}:{signature(error)}"


def error_label(error: str, chinese: bool = False) -> str:
    """A short name of the error: its exception class, else its kind, else its first words."""
    found = _ERROR_CLASS.search(error)
    if found:
        return found.group(1)
    for pattern, english, zh in _ERROR_KINDS:
        if pattern.search(error):
            return zh if chinese else english
    return f'"{excerpt(signature(error), 40)}"'


def tool_label(call: ToolCall) -> str:
    """The tool and, when its arguments carry a command, the command's verb ("pip install")."""
    for name in _COMMAND_ARGS:
        value = call.arguments.get(name)
        words = value.split() if isinstance(value, str) else value
        if isinstance(words, list) and words and isinstance(words[0], str):
            verb = words[1] if words[0] == call.tool and len(words) > 1 else words[0]
            return f"{call.tool} {verb}"
    return call.tool


def describe_call(call: ToolCall) -> str:
    """A call as a fix step: the tool and its command or arguments."""
    for name in _COMMAND_ARGS:
        value = call.arguments.get(name)
        if isinstance(value, str):
            return excerpt(f"{call.tool}: {value}", STEP_CHARS)
    arguments = json.dumps(call.arguments, ensure_ascii=False, sort_keys=True, default=str)
    return excerpt(f"{call.tool} {arguments}" if call.arguments else call.tool, STEP_CHARS)


def outcome_line(call: ToolCall) -> str:
    """The call as an episode line: "Tool pip: failed (ProxyError: …)" or "Tool pip: succeeded"."""
    if call.success:
        return f"Tool {call.tool}: succeeded"
    return f"Tool {call.tool}: failed ({excerpt((call.error or '').strip(), 80)})"


def note_instruction(trail: ToolTrail, text: str, event_id: str) -> None:
    """A user's message: a fix step for every pending failure of the session."""
    _note(trail, FixStep(kind="instruction", text=excerpt(text, STEP_CHARS), event_id=event_id))


def _note(trail: ToolTrail, step: FixStep, skip_tool: str | None = None) -> None:
    for tool, failure in trail.pending.items():
        if tool != skip_tool:
            failure.steps = [*failure.steps, step][-MAX_STEPS:]
    trail.seen = [*trail.seen, normalize(step.text)][-MAX_SEEN:]


def on_tool_call(trail: ToolTrail, known: dict[str, KnownLesson], event: ToolCalled) -> Outcome:
    """Update the trail and the user's known lessons for one call; say what it proposes."""
    call = event.payload
    handle = _on_success if call.success else _on_failure
    outcome = handle(trail, known, event)
    _note(trail, FixStep(kind="tool_call", text=describe_call(call), event_id=event.id), call.tool)
    return outcome


def _on_failure(trail: ToolTrail, known: dict[str, KnownLesson], event: ToolCalled) -> Outcome:
    call = event.payload
    error = call.error or ""
    key = lesson_key(call.tool, error)
    candidates = []
    lesson = known.get(key)
    if lesson is not None and all(step in trail.seen for step in lesson.steps):
        candidates = _counter_evidence(event, key, lesson.value)
    trail.pending.pop(call.tool, None)
    trail.pending[call.tool] = PendingFailure(
        tool=call.tool, label=tool_label(call), signature=signature(error),
        error=excerpt(error.strip(), STEP_CHARS), event_id=event.id,
    )  # fmt: skip
    while len(trail.pending) > MAX_PENDING:
        del trail.pending[next(iter(trail.pending))]
    line = f"{tool_label(call)}: {error_label(error)}"
    return Outcome(tool=call.tool, candidates=candidates, error=line)


def _on_success(trail: ToolTrail, known: dict[str, KnownLesson], event: ToolCalled) -> Outcome:
    failure = trail.pending.pop(event.payload.tool, None)
    if failure is None or not failure.steps:
        return Outcome(tool=event.payload.tool)  # no failure, or a plain retry fixed it
    key = f"lesson:tool:{normalize(failure.tool)}:{failure.signature}"
    draft = _lesson_draft(failure, key)
    known.pop(key, None)
    known[key] = KnownLesson(value=draft.value, steps=[normalize(s.text) for s in failure.steps])
    while len(known) > MAX_KNOWN:
        del known[next(iter(known))]
    candidates = inferred_candidates(event, MATCHER, [draft])
    return Outcome(tool=failure.tool, candidates=candidates, fix=draft.value)


def _lesson_draft(failure: PendingFailure, key: str) -> Draft:
    fix = "; ".join(step.text for step in failure.steps)
    chinese = has_cjk(fix)
    label = error_label(failure.error, chinese)
    if chinese:
        content = f"{failure.label} 出现{label}时：{fix}"
    else:
        content = f"When {failure.label} fails with {label}: {_lower_first(fix)}"
    attributes = {
        "tool": failure.tool,
        "signature": failure.signature,
        "error": failure.error,
        "fix": [step.model_dump() for step in failure.steps],
        "failed_event_id": failure.event_id,
        EVIDENCE: "for",
    }
    return Draft(
        MemoryType.LESSON, key, fix, content, failure.error, attributes,
        confidence=LESSON_CONFIDENCE,
    )  # fmt: skip


def _lower_first(text: str) -> str:
    """ "Set X first" → "set X first" (an acronym such as "HTTPS_PROXY" keeps its case)."""
    return text[0].lower() + text[1:] if text[1:2].islower() else text


def _counter_evidence(event: ToolCalled, key: str, value: str) -> list[MemoryCandidate]:
    call = event.payload
    content = f"{tool_label(call)} failed again despite the fix: {value}"
    attributes = {
        "tool": call.tool,
        "signature": signature(call.error or ""),
        "error": excerpt((call.error or "").strip(), STEP_CHARS),
        EVIDENCE: AGAINST,
    }
    draft = Draft(
        MemoryType.LESSON, key, value, content, call.error or "", attributes,
        confidence=AGAINST_CONFIDENCE,
    )  # fmt: skip
    return inferred_candidates(event, MATCHER, [draft])


def is_counter_evidence(candidate: MemoryCandidate) -> bool:
    """True for a candidate that speaks against its key's memory (weaken it, do not reinforce)."""
    return candidate.attributes.get(EVIDENCE) == AGAINST
