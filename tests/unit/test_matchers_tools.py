"""Lessons from tool outcomes: a failure, a fix (an instruction or another call), a success."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memstream.processors.matchers.tools import (
    MAX_PENDING,
    KnownLesson,
    Outcome,
    ToolTrail,
    describe_call,
    error_label,
    is_counter_evidence,
    lesson_key,
    note_instruction,
    on_tool_call,
    outcome_line,
    signature,
    tool_label,
)
from memstream.schemas.base import Scope
from memstream.schemas.events import ToolCall, ToolCalled

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
PROXY = "ProxyError: Cannot connect to proxy proxy.corp.example.com:8080 (pid 4121)"


class Session:
    """A trail and the user's known lessons, driven step by step."""

    def __init__(self, known: dict[str, KnownLesson] | None = None) -> None:
        self.trail = ToolTrail()
        self.known = known if known is not None else {}
        self.count = 0

    def call(self, tool: str, error: str | None = None, **arguments: Any) -> Outcome:
        self.count += 1
        event = ToolCalled(
            id=f"t{self.count}",
            time=T0 + timedelta(minutes=self.count),
            scope=Scope(tenant="acme", user="dev", session="s1"),
            payload=ToolCall(tool=tool, arguments=arguments, success=error is None, error=error),
        )
        return on_tool_call(self.trail, self.known, event)

    def say(self, text: str) -> None:
        self.count += 1
        note_instruction(self.trail, text, f"m{self.count}")


@pytest.mark.parametrize(
    ("fix", "content"),
    [
        ("Set HTTPS_PROXY first, then retry.",
         "When pip install fails with ProxyError: set HTTPS_PROXY first, then retry."),
        ("先设置 HTTPS_PROXY 再重试。",
         "pip install 出现ProxyError时：先设置 HTTPS_PROXY 再重试。"),
    ],
)  # fmt: skip
def test_failure_then_an_instruction_then_success_is_a_lesson(fix: str, content: str) -> None:
    session = Session()
    failed = session.call("pip", PROXY, args=["install", "requests"])
    session.say(fix)
    fixed = session.call("pip", args=["install", "requests"])

    assert failed.candidates == [] and failed.error == "pip install: ProxyError"
    [lesson] = fixed.candidates
    assert (lesson.type, lesson.key) == ("lesson", lesson_key("pip", PROXY))
    assert (lesson.value, lesson.content) == (fix, content)
    assert lesson.provenance.explicit is False and lesson.provenance.event_ids == ["t3"]
    assert lesson.attributes["evidence"] == "for"
    assert lesson.attributes["failed_event_id"] == "t1"
    assert lesson.attributes["fix"] == [{"kind": "instruction", "text": fix, "event_id": "m2"}]
    assert fixed.fix == fix and not is_counter_evidence(lesson)


def test_a_call_of_another_tool_is_a_fix_step() -> None:
    session = Session()
    session.call("pip", PROXY, args=["install", "requests"])
    session.call("shell", command="export HTTPS_PROXY=http://proxy:8080")
    [lesson] = session.call("pip", args=["install", "requests"]).candidates

    assert lesson.value == "shell: export HTTPS_PROXY=http://proxy:8080"
    assert lesson.attributes["fix"][0]["kind"] == "tool_call"


def test_a_plain_retry_or_a_success_alone_teaches_nothing() -> None:
    session = Session()
    assert session.call("pip", args=["install"]).candidates == []
    session.call("pip", PROXY)
    assert session.call("pip").candidates == []
    assert session.known == {}


def test_the_latest_failure_and_the_steps_after_it_count() -> None:
    session = Session()
    session.call("pip", PROXY)
    session.say("Set HTTP_PROXY.")
    session.call("pip", PROXY)  # that did not fix it
    session.say("Use HTTPS_PROXY instead.")
    [lesson] = session.call("pip").candidates
    assert lesson.value == "Use HTTPS_PROXY instead."


def test_the_same_failure_fixed_again_is_the_same_key_and_value() -> None:
    first, second = Session(), Session()
    first.call("pip", PROXY)
    first.say("Set HTTPS_PROXY first.")
    [one] = first.call("pip").candidates
    second.call("pip", "ProxyError: Cannot connect to proxy proxy2.corp.example.com:3128 (pid 77)")
    second.say("Set HTTPS_PROXY first.")
    [two] = second.call("pip").candidates
    assert (one.key, one.value) == (two.key, two.value)


@pytest.mark.parametrize("fix", ["Switch the registry to the mirror first.", "先切换到镜像源。"])
def test_a_failure_despite_the_applied_fix_is_counter_evidence(fix: str) -> None:
    session = Session()
    timeout = "Error: ETIMEDOUT registry.npmjs.org:443"
    session.call("npm", timeout, command="install")
    session.say(fix)
    [lesson] = session.call("npm", command="install").candidates
    [against] = session.call("npm", timeout, command="install lodash").candidates

    assert (against.key, against.value) == (lesson.key, lesson.value)
    assert is_counter_evidence(against) and against.attributes["evidence"] == "against"
    assert against.confidence < lesson.confidence


def test_a_later_session_counts_against_only_once_the_fix_was_applied() -> None:
    learned = Session()
    learned.call("pip", PROXY)
    learned.say("Set HTTPS_PROXY first.")
    learned.call("pip")
    later = Session(learned.known)
    assert later.call("pip", PROXY).candidates == []  # the fix was not applied yet
    later.say("Set HTTPS_PROXY first.")
    [against] = later.call("pip", PROXY).candidates
    assert is_counter_evidence(against)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("PermissionError: [Errno 13] Permission denied: '/srv/app/releases/20260105'",
         "PermissionError: [Errno 13] Permission denied: '/srv/app/releases/20260112'"),
        ("Timeout after 30s contacting 10.0.0.12 (request 7f3a9c2e1b)",
         "Timeout after 45s contacting 10.0.0.99 (request 0a9b8c7d6e)"),
        ("Job 3f2504e0-4f89-11d3-9a0c-0305e82c3301 failed at 0x7ffe12",
         "Job 9b2d1e44-1c2b-4a5e-8f00-000000000001 failed at 0xdeadbeef"),
        ("连接 https://api.example.com/v1/items 失败：超时 30 秒",
         "连接 https://api.example.com/v2/x 失败：超时 5 秒"),
    ],
)  # fmt: skip
def test_signatures_strip_numbers_paths_hosts_ids_and_hex(first: str, second: str) -> None:
    assert signature(first) == signature(second)
    assert not any(ch.isdigit() for ch in signature(first))


def test_signatures_keep_the_first_line_and_at_most_sixty_characters() -> None:
    long = "ValueError: " + "word " * 40 + "\nTraceback (most recent call last):"
    assert len(signature(long)) <= 60 and "traceback" not in signature(long)


@pytest.mark.parametrize(
    ("error", "english", "chinese"),
    [
        ("ProxyError: boom", "ProxyError", "ProxyError"),
        ("Error: ETIMEDOUT registry", "a timeout", "超时"),
        ("fatal: could not read Username: 401", "an authentication error", "认证错误"),
        ("连接被拒绝", "a connection error", "连接错误"),
        ("exit status 2", '"exit status <n>"', '"exit status <n>"'),
    ],
)
def test_error_labels(error: str, english: str, chinese: str) -> None:
    assert (error_label(error), error_label(error, chinese=True)) == (english, chinese)


def test_labels_descriptions_and_outcome_lines() -> None:
    pip = ToolCall(tool="pip", arguments={"args": ["install", "x"]}, success=False, error=PROXY)
    shell = ToolCall(tool="shell", arguments={"command": "pip install x"}, success=True)
    search = ToolCall(tool="search", arguments={"q": "weather"}, success=True)
    assert (tool_label(pip), tool_label(shell), tool_label(search)) == (
        "pip install", "shell pip", "search"
    )  # fmt: skip
    assert describe_call(search) == 'search {"q": "weather"}'
    assert outcome_line(pip).startswith("Tool pip: failed (ProxyError: Cannot connect")
    assert outcome_line(shell) == "Tool shell: succeeded"


def test_the_trail_is_bounded() -> None:
    session = Session()
    for n in range(MAX_PENDING + 5):
        session.call(f"tool{n}", "Error: boom")
    for n in range(40):
        session.say(f"step {n}")
    assert len(session.trail.pending) == MAX_PENDING
    assert all(len(failure.steps) <= 3 for failure in session.trail.pending.values())
    assert len(session.trail.seen) <= 16
