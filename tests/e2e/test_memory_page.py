"""The /ui memory page in a real headless browser (Debian's chromium, driven by Playwright).

Screenshots go to $MEMSTREAM_ARTIFACTS (or the test's temporary folder); the test
prints where. Playwright never downloads a browser here: it launches /usr/bin/chromium.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Request, expect, sync_playwright

from memstream.producers import EventFactory, MemstreamClient
from memstream.schemas.base import Scope
from memstream.schemas.events import ExtractedMemory, Extraction, ExtractionRecorded
from tests.fixtures.server import ServerProcess, recall_when_projected

pytestmark = pytest.mark.slow
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ADA = Scope(tenant="acme", user="ada")


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert CHROMIUM.exists(), "install Debian's chromium: apt-get install chromium (ops/test.sh)"
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser, server: ServerProcess) -> Iterator[Page]:
    """A fresh page, closed (its timers and routes with it) before the server stops."""
    opened = browser.new_page(viewport={"width": 1100, "height": 1400})
    yield opened
    opened.close()


@pytest.fixture
def artifacts(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("MEMSTREAM_ARTIFACTS") or tmp_path / "artifacts") / "ui"
    folder.mkdir(parents=True, exist_ok=True)
    print(f"screenshots in {folder}")
    return folder


@pytest.fixture
def server(server_factory: Callable[..., ServerProcess]) -> ServerProcess:
    """A server that knows Ada's name and city (said) and her cat (a remember command)."""
    server = server_factory()
    ada = EventFactory(ADA)
    events = [
        ada.message("user", "My name is Ada Lovelace."),
        ada.message("user", "I live in Lisbon."),
        ada.remember("Ada's cat is called Miso", memory_type="fact", key="fact.cat"),
    ]
    with MemstreamClient(server.url) as client:
        accepted = client.emit(events)
        recall_when_projected(client, "acme", "ada", "cat", [a.position for a in accepted])
    return server


def commands(page: Page) -> list[dict[str, Any]]:
    """The command events the page posts, as they leave the browser."""
    sent: list[dict[str, Any]] = []

    def record(request: Request) -> None:
        if request.method == "POST" and request.url.endswith("/v1/events"):
            sent.extend(json.loads(request.post_data or "[]"))

    page.on("request", record)
    return sent


def card(page: Page, text: str) -> Any:
    return page.locator("article.memory", has_text=text)


def open_page(page: Page, server: ServerProcess) -> None:
    page.goto(f"{server.url}/ui?tenant=acme&user=ada")
    expect(page.locator("#status")).to_contain_text("memories of ada")


def test_the_page_shows_memories_with_why_and_history_and_sends_commands(
    page: Page, server: ServerProcess, artifacts: Path
) -> None:
    sent = commands(page)
    open_page(page, server)
    # What the API returns is on the page, in its section, with why and history.
    expect(page.locator("#profile")).to_contain_text("Ada Lovelace")
    expect(page.locator("#profile")).to_contain_text("Lisbon")
    miso = card(page, "Miso")
    expect(page.locator("#fact")).to_contain_text("Miso")
    miso.locator("details.why summary").click()
    expect(miso.locator("details.why")).to_contain_text("said by")
    miso.locator("details.history summary").click()
    expect(miso.locator("details.history li")).to_have_count(1)
    page.screenshot(path=str(artifacts / "memory-page.png"), full_page=True)
    # Pin: a memory.pin command.
    memory_id = miso.get_attribute("data-memory-id")
    miso.get_by_role("button", name="Pin", exact=True).click()
    expect(page.locator("#status")).to_contain_text("pinned: memory.pin accepted")
    assert sent[-1]["type"] == "memory.pin"
    assert sent[-1]["payload"] == {"memory_id": memory_id, "pinned": True}
    assert sent[-1]["scope"] == {"tenant": "acme", "user": "ada"}
    # Correct: a memory.correct command with the new content.
    lisbon = card(page, "Lisbon")
    lisbon_id = lisbon.get_attribute("data-memory-id")
    lisbon.get_by_role("button", name="Correct", exact=True).click()
    lisbon.locator("textarea").fill("I live in Porto")
    lisbon.get_by_role("button", name="Save correction", exact=True).click()
    expect(page.locator("#status")).to_contain_text("corrected: memory.correct accepted")
    assert sent[-1]["type"] == "memory.correct"
    assert sent[-1]["payload"] == {"memory_id": lisbon_id, "content": "I live in Porto"}
    # The correction is a new version: the old one is kept, superseded, in the history.
    reload_until(page, lambda: card(page, "I live in Porto").count() > 0)
    porto = page.locator("#profile article.memory", has_text="I live in Porto")
    porto.locator("details.history summary").click()
    expect(porto.locator("details.history li")).to_have_count(2)
    expect(porto.locator("details.history")).to_contain_text("superseded")
    # Forget (after the browser's confirmation): the memory is gone from the page.
    page.once("dialog", lambda dialog: dialog.accept())
    card(page, "Miso").get_by_role("button", name="Forget", exact=True).click()
    expect(page.locator("#status")).to_contain_text("forgotten: memory.forget accepted")
    assert sent[-1]["type"] == "memory.forget" and sent[-1]["payload"] == {"memory_id": memory_id}
    for _ in range(60):  # the page reloads after a command; the pipeline applies it meanwhile
        page.get_by_role("button", name="Show", exact=True).click()
        page.wait_for_timeout(500)
        if card(page, "Miso").count() == 0:
            break
    expect(card(page, "Miso")).to_have_count(0)
    page.screenshot(path=str(artifacts / "after-forget.png"), full_page=True)


def inferred_city(city: str) -> ExtractionRecorded:
    """An extractor's proposal (inferred) of Ada's city: it contradicts the city she stated."""
    at = datetime.now(UTC)
    return ExtractionRecorded(
        id=f"extracted-{city}-{at.timestamp()}",
        time=at,
        scope=ADA,
        payload=Extraction(
            source_event_id=f"turn-{city}",
            extractor="llm",
            model="test-model",
            prompt_version="1",
            memories=[
                ExtractedMemory(
                    type="profile", key="profile.location", value=city, content=f"Lives in {city}"
                )
            ],
        ),
    )


def conflict_appears(client: MemstreamClient, city: str) -> None:
    """Emit an inferred city and wait until it is projected as a conflict."""
    [accepted] = client.emit([inferred_city(city)])
    recall_when_projected(client, "acme", "ada", "where do I live", [accepted.position])


def reload_until(page: Page, done: Callable[[], bool]) -> None:
    for _ in range(60):  # the page reloads after a command; the pipeline applies it meanwhile
        page.get_by_role("button", name="Show", exact=True).click()
        page.wait_for_timeout(500)
        if done():
            return


def test_a_conflict_can_be_rejected_or_confirmed(
    page: Page, server: ServerProcess, artifacts: Path
) -> None:
    sent = commands(page)
    with MemstreamClient(server.url) as client:
        conflict_appears(client, "Porto")
    # The inferred value waits beside the stated one, for the user to decide.
    open_page(page, server)
    conflict = page.locator("#conflicts article.memory")
    expect(conflict).to_have_count(1)
    expect(conflict).to_contain_text("Porto")
    expect(card(page, "Lives in Lisbon").first).to_be_visible()
    page.screenshot(path=str(artifacts / "conflict.png"), full_page=True)
    # Reject: a memory.confirm command saying no; the conflict goes, Lisbon stays.
    memory_id = conflict.get_attribute("data-memory-id")
    conflict.get_by_role("button", name="Reject", exact=True).click()
    expect(page.locator("#status")).to_contain_text("rejected: memory.confirm accepted")
    assert sent[-1]["type"] == "memory.confirm"
    assert sent[-1]["payload"] == {"memory_id": memory_id, "accept": False}
    reload_until(page, lambda: page.locator("#conflicts article.memory").count() == 0)
    expect(page.locator("#conflicts article.memory")).to_have_count(0)
    # Confirm another inferred city: it replaces Lisbon, which stays in the history.
    with MemstreamClient(server.url) as client:
        conflict_appears(client, "Madrid")
    page.get_by_role("button", name="Show", exact=True).click()
    madrid = page.locator("#conflicts article.memory")
    expect(madrid).to_contain_text("Madrid")
    madrid.get_by_role("button", name="Confirm", exact=True).click()
    expect(page.locator("#status")).to_contain_text("confirmed: memory.confirm accepted")
    assert sent[-1]["payload"] == {
        "memory_id": madrid.get_attribute("data-memory-id"),
        "accept": True,
    }
    reload_until(page, lambda: card(page, "Lives in Madrid").count() > 0)
    city = page.locator("#profile article.memory", has_text="Lives in Madrid")
    city.locator("details.history summary").click()
    expect(city.locator("details.history li")).to_have_count(2)
    expect(city.locator("details.history")).to_contain_text("Lisbon")
    page.screenshot(path=str(artifacts / "confirmed.png"), full_page=True)


def test_the_api_key_is_sent_as_a_bearer_token(page: Page, server: ServerProcess) -> None:
    open_page(page, server)
    page.locator("#key").fill("msk_test_key")
    with page.expect_request("**/v1/users/ada/memories*") as reading:
        page.get_by_role("button", name="Show", exact=True).click()
    assert reading.value.headers["authorization"] == "Bearer msk_test_key"
    # The page has a strict content security policy.
    policy = page.request.get(f"{server.url}/ui").headers["content-security-policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    assert page.request.get(f"{server.url}/ui/secrets.txt").status == 404
