"""Deterministic synthetic conversations for `memstream bench`, in English and Chinese.

Seeded: the same spec always yields the same users, events (ids, times, texts) and
probes. Each user states preferences and facts among small-talk turns, and gets an
assistant reply after each of their messages; every session ends with `session.ended`.
With `text="distinct"` the same data set has every user message's text replaced by a
corpus message said nowhere else in the run (`memstream.eval.distinct_text`).
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from memstream.eval.distinct_text import (
    TextMode,
    TextPools,
    load_pools,
    shuffled,
    with_distinct_texts,
)
from memstream.schemas.base import Scope
from memstream.schemas.events import (
    InteractionEvent,
    Message,
    MessagePosted,
    Role,
    SessionBoundary,
    SessionEnded,
    Source,
)
from memstream.schemas.ids import derive_id

Language = Literal["en", "zh"]
EPOCH: Final = datetime(2026, 1, 1, tzinfo=UTC)

_LIKES: Final = {
    "en": [
        "green tea",
        "dark mode",
        "short answers",
        "Python",
        "Rust",
        "jazz",
        "hiking",
        "window seats",
        "vegetarian food",
        "morning meetings",
        "bullet points",
        "Vim",
    ],
    "zh": [
        "绿茶",
        "深色模式",
        "简短的回答",
        "爵士乐",
        "爬山",
        "靠窗的座位",
        "素食",
        "早上开会",
        "要点列表",
        "川菜",
        "太极拳",
        "古典音乐",
    ],
}
_CITIES: Final = {
    "en": ["Berlin", "Lisbon", "Toronto", "Osaka", "Nairobi", "Austin", "Oslo", "Dublin"],
    "zh": ["上海", "北京", "深圳", "杭州", "成都", "南京", "西安", "武汉"],
}
_EMPLOYERS: Final = {
    "en": ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark Industries"],
    "zh": ["华为", "腾讯", "阿里巴巴", "字节跳动", "小米", "百度"],
}
_SMALL_TALK: Final = {
    "en": [
        "How is the weather today?",
        "Can you summarise the meeting notes?",
        "Thanks, that helps.",
        "Let's continue with the report.",
        "What was the next step?",
    ],
    "zh": [
        "今天天气怎么样？",
        "帮我总结一下会议记录。",
        "谢谢，很有帮助。",
        "我们继续写报告吧。",
        "下一步是什么？",
    ],
}
_REPLY: Final = {"en": "Sure, here you go.", "zh": "好的，没问题。"}


class SyntheticSpec(BaseModel):
    """Sizes and seed of a synthetic data set."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    users: int = Field(default=10, ge=1)
    sessions: int = Field(default=3, ge=1, description="Sessions per user.")
    messages: int = Field(default=10, ge=1, description="User messages per session.")
    chinese_share: float = Field(default=0.5, ge=0.0, le=1.0)
    seed: int = 7
    tenant: str = "bench"
    text: TextMode = Field(
        default="synthetic",
        description="synthetic: a few dozen sentences said again and again (the parse cache"
        " answers most); distinct: every user message a corpus text used once.",
    )


class Probe(BaseModel):
    """A recall question for one user and a substring the answer should contain."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tenant: str
    user: str
    query: str
    expect: str


class SyntheticData(BaseModel):
    """The generated events, in emit order, and the probes to recall with."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    events: list[InteractionEvent]
    probes: list[Probe]


def _statement(rng: random.Random, language: Language) -> tuple[str, Probe | None, str]:
    kind = rng.choice(["like", "like", "city", "employer", "talk", "talk"])
    if kind == "like":
        thing = rng.choice(_LIKES[language])
        text = f"I prefer {thing}." if language == "en" else f"我喜欢{thing}。"
        query = "What do I prefer?" if language == "en" else "我喜欢什么？"
        return text, Probe(tenant="", user="", query=query, expect=thing), thing
    if kind == "city":
        city = rng.choice(_CITIES[language])
        text = f"I live in {city}." if language == "en" else f"我住在{city}。"
        query = "Where do I live?" if language == "en" else "我住在哪里？"
        return text, Probe(tenant="", user="", query=query, expect=city), city
    if kind == "employer":
        org = rng.choice(_EMPLOYERS[language])
        text = f"I work at {org}." if language == "en" else f"我在{org}工作。"
        query = "Where do I work?" if language == "en" else "我在哪里工作？"
        return text, Probe(tenant="", user="", query=query, expect=org), org
    return rng.choice(_SMALL_TALK[language]), None, ""


def _message(scope: Scope, time: datetime, role: Role, text: str, *ids: object) -> MessagePosted:
    return MessagePosted(
        id=derive_id("synthetic", scope.key, *ids),
        time=time,
        scope=scope,
        source=Source(app="memstream-bench"),
        payload=Message(role=role, content=text),
    )


def _session(
    spec: SyntheticSpec, rng: random.Random, user: str, number: int, language: Language
) -> tuple[list[InteractionEvent], list[Probe]]:
    scope = Scope(tenant=spec.tenant, user=user, session=f"s{number}")
    start = EPOCH + timedelta(days=number, minutes=rng.randrange(0, 600))
    events: list[InteractionEvent] = []
    probes: list[Probe] = []
    for index in range(spec.messages):
        time = start + timedelta(seconds=20 * index)
        text, probe, _ = _statement(rng, language)
        events.append(_message(scope, time, "user", text, number, index, "u"))
        reply_time = time + timedelta(seconds=10)
        events.append(
            _message(scope, reply_time, "assistant", _REPLY[language], number, index, "a")
        )
        if probe is not None:
            probes.append(probe.model_copy(update={"tenant": spec.tenant, "user": user}))
    end = start + timedelta(seconds=20 * spec.messages)
    events.append(
        SessionEnded(
            id=derive_id("synthetic", scope.key, number, "end"),
            time=end,
            scope=scope,
            source=Source(app="memstream-bench"),
            payload=SessionBoundary(reason="synthetic"),
        )
    )
    return events, probes


def generate(spec: SyntheticSpec, pools: TextPools | None = None) -> SyntheticData:
    """Users, sessions and messages (with preferences and facts) per the spec.

    With `spec.text == "distinct"` each user message says a text of `pools` (default: the
    corpus's) instead, once; probes keep their questions, and their `expect` is emptied.
    Raises `TextsExhausted` when the pools are too small for the spec.
    """
    rng = random.Random(spec.seed)
    events: list[InteractionEvent] = []
    probes: list[Probe] = []
    language_of: dict[str, Language] = {}
    for number in range(spec.users):
        language: Language = "zh" if rng.random() < spec.chinese_share else "en"
        user = f"u{number:05d}"
        language_of[user] = language
        for session in range(spec.sessions):
            session_events, session_probes = _session(spec, rng, user, session, language)
            events += session_events
            probes += session_probes
    if spec.text == "synthetic":
        return SyntheticData(events=events, probes=probes)
    dealt = shuffled(pools or load_pools(), spec.seed)
    return SyntheticData(
        events=with_distinct_texts(events, language_of, dealt),
        probes=[probe.model_copy(update={"expect": ""}) for probe in probes],
    )
