"""The optional LLM extractor: an OpenAI-compatible chat API proposes memories for user messages.

A side consumer of the interactions log, never part of the pure extract stage: for a
user's message it asks the model through the `openai` SDK (the `openai` extra; prompt
and parsing in `processors/matchers/llm.py`) and returns a `memory.extracted` event to
append to the interactions log for the same user, whose extract stage turns it into
candidates. A replay reads those records and never calls the model again. On a timeout,
an API error or an unreadable answer it logs the failure (never the message) and returns
nothing: the rules run anyway. Off unless
`MEMSTREAM_LLM_EXTRACTOR=true`; the text sent is redacted by the policy first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from memstream.config import Settings
from memstream.extras import require
from memstream.ports import Policy, StateStore
from memstream.processors.matchers.llm import PROMPT_VERSION, build_prompt, parse_response
from memstream.processors.policy import DefaultPolicy, load_policy
from memstream.schemas.codec import decode_event
from memstream.schemas.events import (
    ExtractedMemory,
    Extraction,
    ExtractionRecorded,
    InteractionEvent,
    MessagePosted,
    Source,
)
from memstream.schemas.ids import derive_id
from memstream.telemetry import logger

EXTRACTOR: Final = "llm"
MIN_CHARS: Final = 3
_log = logger(__name__)
_MALFORMED: Final = (ValueError, KeyError, IndexError, TypeError)


class ChatClient:
    """Chat completions of an OpenAI-compatible server, through the `openai` SDK (no retries).

    Without an API key (a local model server) no `Authorization` header is sent.
    """

    def __init__(
        self, base_url: str, model: str, api_key: str | None = None, timeout: float = 10.0
    ) -> None:
        openai = require("openai", "openai", "the LLM extractor")
        self.model = model
        self._headers = {} if api_key else {"Authorization": openai.Omit()}
        self._client = openai.OpenAI(
            base_url=base_url.rstrip("/"), api_key=api_key or "none", timeout=timeout, max_retries=0
        )
        self.errors: tuple[type[Exception], ...] = (openai.OpenAIError,)

    def complete(self, messages: list[dict[str, str]]) -> str:
        """The first choice's message content (raises on API errors and malformed answers)."""
        completion = self._client.chat.completions.create(
            model=self.model,
            messages=messages,
            temperature=0,
            extra_headers=self._headers,
        )
        content = completion.choices[0].message.content if completion.choices else None
        if not isinstance(content, str):
            raise ValueError("the answer has no text content")
        return content

    def close(self) -> None:
        """Close the HTTP connections."""
        self._client.close()


class LlmExtractor:
    """Asks the model for the memories of one user message; records what it proposed."""

    def __init__(self, client: ChatClient, policy: Policy | None = None) -> None:
        self.client = client
        self.policy = policy or DefaultPolicy()

    def extract_with_llm(self, event: InteractionEvent) -> ExtractionRecorded | None:
        """The `memory.extracted` event for a user message (None: not one, nothing, or failed)."""
        if not isinstance(event, MessagePosted) or event.payload.role != "user":
            return None
        text = self.policy.redact(event.payload.content)
        if len(text.strip()) < MIN_CHARS:
            return None
        failures: tuple[type[Exception], ...] = (*self.client.errors, *_MALFORMED)
        try:
            answer = self.client.complete(build_prompt(text))
        except failures as error:
            _log.warning("llm_extraction_failed", event_id=event.id, error=type(error).__name__)
            return None
        memories = parse_response(answer)
        if not memories:
            return None
        return recorded(event, self.client.model, memories)

    __call__ = extract_with_llm

    def close(self) -> None:
        """Close the client."""
        self.client.close()


def recorded(
    event: MessagePosted,
    model: str,
    memories: list[ExtractedMemory],
    prompt_version: str = PROMPT_VERSION,
) -> ExtractionRecorded:
    """The record of what the model proposed for an event (its id derived from the event's)."""
    return ExtractionRecorded(
        id=derive_id(event.id, EXTRACTOR, model, prompt_version),
        time=event.time,
        scope=event.scope,
        source=Source(app="memstream", channel="llm-extractor"),
        payload=Extraction(
            source_event_id=event.id,
            extractor=EXTRACTOR,
            model=model,
            prompt_version=prompt_version,
            memories=memories,
        ),
    )


def llm_extractor(settings: Settings) -> LlmExtractor | None:
    """The extractor the settings ask for, or None when it is off (the default)."""
    if not settings.llm_extractor:
        return None
    key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
    client = ChatClient(
        settings.llm_base_url, settings.llm_model, key, settings.llm_timeout_seconds
    )
    return LlmExtractor(client, load_policy(settings.policy))


def build_stage(settings: Settings) -> LlmExtractStage:
    """The LLM extractor as a live-only side stage (built only when enabled)."""
    extractor = llm_extractor(settings)
    assert extractor is not None, "built only when enabled"
    return LlmExtractStage(extractor)


class LlmExtractStage:
    """The extractor as a side step of the pipeline: interactions in, `memory.extracted` out.

    Not pure (it calls the model), so the description marks it live-only: a replay
    never runs it again; the extract stage reads what it recorded.
    """

    name = "llm-extract"

    def __init__(self, extractor: LlmExtractor) -> None:
        self.extractor = extractor

    @property
    def decode(self) -> Callable[[bytes], InteractionEvent]:
        """Decode an interaction event."""
        return decode_event

    def state_keys(self, record: InteractionEvent) -> list[str]:
        """No state."""
        return []

    def process(self, record: InteractionEvent, state: StateStore) -> list[ExtractionRecorded]:
        """What the model proposed for a user message (nothing for anything else)."""
        found = self.extractor.extract_with_llm(record)
        return [] if found is None else [found]
