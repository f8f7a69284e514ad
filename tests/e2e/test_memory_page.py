"""The /ui memory page in a real headless browser (Debian's chromium, driven by Playwright).

Screenshots go to $MEMSTREAM_ARTIFACTS (or the test's temporary folder); the test
prints where. Playwright never downloads a browser here: it launches /usr/bin/chromium.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
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
ADA = Scope(tenant="acme", user="ada", session="s1")
LI = Scope(tenant="acme", user="li", session="s2")


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
def artifacts() -> Path:
    """Where screenshots are kept: $MEMSTREAM_ARTIFACTS, else the cache's artifacts folder."""
    cache = Path(os.environ.get("MEMSTREAM_CACHE") or Path.home() / ".cache" / "memstream")
    folder = Path(os.environ.get("MEMSTREAM_ARTIFACTS") or cache / "artifacts") / "ui"
    folder.mkdir(parents=True, exist_ok=True)
    print(f"screenshots in {folder}")
    return folder


def seed(client: MemstreamClient) -> None:
    """Ada (English) and Li (Chinese): names, cities, a preference, a fact, a conversation."""
    ada = EventFactory(ADA)
    li = EventFactory(LI)
    events = [
        ada.message("user", "My name is Ada Lovelace."),
        ada.message("user", "I live in Lisbon."),
        ada.remember("Ada's cat is called Miso", memory_type="fact", key="fact.cat"),
        li.message("user", "我叫李雷。"),
        li.message("user", "我住在上海。"),
        li.message("user", "我喜欢喝绿茶。"),
    ]
    accepted = client.emit(events)
    positions = [a.position for a in accepted]
    for user in ("ada", "li"):
        recall_when_projected(client, "acme", user, "where", positions)


@pytest.fixture
def server(server_factory: Callable[..., ServerProcess]) -> ServerProcess:
    """A server that knows Ada and Li (said, and a remember command)."""
    server = server_factory()
    with MemstreamClient(server.url) as client:
        seed(client)
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


def in_section(page: Page, section: str, text: str) -> Any:
    return page.locator(f"#{section} article.memory", has_text=text)


def open_page(page: Page, server: ServerProcess, user: str = "ada", lang: str = "en") -> None:
    page.goto(f"{server.url}/ui?tenant=acme&user={user}&lang={lang}")
    expect(page.locator("#status")).to_contain_text("memories" if lang == "en" else "条记忆")


def reload_until(page: Page, done: Callable[[], bool]) -> None:
    for _ in range(60):  # the page reloads after a command; the pipeline applies it meanwhile
        page.locator("#load").click()
        page.wait_for_timeout(500)
        if done():
            return


UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def shown(page: Page) -> str:
    """The text a person sees on the memory list (not what CSS hides)."""
    return page.locator("#memory").inner_text()


def test_plain_words_by_default_and_details_behind_a_toggle(
    page: Page, server: ServerProcess, artifacts: Path
) -> None:
    open_page(page, server)
    lisbon = card(page, "Lives in Lisbon")
    lisbon.locator("details.why summary").click()
    # What a person reads: their words, where they come from; no internal keys or ids.
    expect(lisbon.locator("details.why")).to_contain_text("I live in Lisbon.")
    expect(lisbon).to_contain_text("You said this")
    expect(page.locator("#narrative")).to_contain_text("Ada Lovelace")
    text = shown(page)
    for internal in ("profile.location", "fact.cat", "@", "confidence", "active"):
        assert internal not in text, internal
    assert not UUID.search(text)
    page.screenshot(path=str(artifacts / "en-memory-page.png"), full_page=True)
    # The toggle shows them, for whoever needs them.
    page.locator("#details").check()
    text = shown(page)
    assert "profile.location" in text and UUID.search(text) and "slots@" in text
    page.screenshot(path=str(artifacts / "en-details.png"), full_page=True)


def test_correct_edits_the_value_pin_and_forget_say_what_goes(
    page: Page, server: ServerProcess, artifacts: Path
) -> None:
    sent = commands(page)
    open_page(page, server)
    # Correct: the field holds the value, and the sentence is rewritten around it.
    lisbon = card(page, "Lives in Lisbon")
    lisbon_id = lisbon.get_attribute("data-memory-id")
    lisbon.get_by_role("button", name="Correct", exact=True).click()
    expect(lisbon.locator("textarea")).to_have_value("Lisbon")
    expect(lisbon.locator(".correction")).to_contain_text("Change “Lisbon” to")
    lisbon.locator("textarea").fill("Coimbra")
    lisbon.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#status")).to_contain_text("Corrected.")
    assert sent[-1]["type"] == "memory.correct"
    assert sent[-1]["payload"] == {
        "memory_id": lisbon_id,
        "content": "Lives in Coimbra",
        "value": "Coimbra",
    }
    reload_until(page, lambda: card(page, "Lives in Coimbra").count() > 0)
    coimbra = page.locator("#profile article.memory", has_text="Lives in Coimbra")
    expect(coimbra).to_contain_text("You corrected this")
    coimbra.locator("details.history summary").click()
    expect(coimbra.locator("details.history li")).to_have_count(2)
    expect(coimbra.locator("details.history")).to_contain_text("Lives in Lisbon (Replaced)")
    assert "Lives in Lives in" not in shown(page)
    # Pin: a memory.pin command.
    miso = card(page, "Miso")
    miso_id = miso.get_attribute("data-memory-id")
    miso.get_by_role("button", name="Pin", exact=True).click()
    expect(page.locator("#status")).to_contain_text("Pinned.")
    assert sent[-1]["type"] == "memory.pin"
    assert sent[-1]["payload"] == {"memory_id": miso_id, "pinned": True}
    assert sent[-1]["scope"] == {"tenant": "acme", "user": "ada"}
    reload_until(page, lambda: card(page, "Miso").locator(".badge.pinned:visible").count() > 0)
    # Forget: the dialog lists the memory and what goes with it; Keep sends nothing.
    name = card(page, "Ada Lovelace")
    name_id = name.get_attribute("data-memory-id")
    name.get_by_role("button", name="Forget", exact=True).click()
    dialog = page.locator("#forget-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("li").first).to_have_text("Name is Ada Lovelace")
    expect(dialog).to_contain_text("The short summary about you, which includes it")
    page.screenshot(path=str(artifacts / "en-forget-dialog.png"))
    before = len(sent)
    dialog.get_by_role("button", name="Keep", exact=True).click()
    expect(dialog).to_be_hidden()
    assert len(sent) == before
    name.get_by_role("button", name="Forget", exact=True).click()
    dialog.get_by_role("button", name="Forget", exact=True).click()
    expect(page.locator("#status")).to_contain_text("Forgotten.")
    assert sent[-1]["type"] == "memory.forget" and sent[-1]["payload"] == {"memory_id": name_id}
    reload_until(page, lambda: card(page, "Ada Lovelace").count() == 0)
    expect(card(page, "Ada Lovelace")).to_have_count(0)
    expect(page.locator("#narrative")).not_to_contain_text("Ada Lovelace")
    page.screenshot(path=str(artifacts / "en-after-forget.png"), full_page=True)


def test_the_page_speaks_chinese(page: Page, server: ServerProcess, artifacts: Path) -> None:
    sent = commands(page)
    open_page(page, server, user="li", lang="zh")
    expect(page.locator("h1")).to_have_text("关于你，我们记得这些")
    expect(page.locator("#profile h2")).to_have_text("关于你")
    expect(page.locator("#narrative")).to_contain_text("李雷")
    expect(in_section(page, "profile", "住在上海")).to_contain_text("你说过")
    text = shown(page)
    assert "profile.location" not in text and not UUID.search(text)
    page.screenshot(path=str(artifacts / "zh-memory-page.png"), full_page=True)
    # 更正: the value (上海) is edited; the sentence is rewritten around it.
    city = in_section(page, "profile", "住在上海")
    city_id = city.get_attribute("data-memory-id")
    city.get_by_role("button", name="更正", exact=True).click()
    expect(city.locator("textarea")).to_have_value("上海")
    city.locator("textarea").fill("北京")
    city.get_by_role("button", name="保存", exact=True).click()
    expect(page.locator("#status")).to_contain_text("已更正。")
    assert sent[-1]["payload"] == {"memory_id": city_id, "content": "住在北京", "value": "北京"}
    reload_until(page, lambda: in_section(page, "profile", "住在北京").count() > 0)
    expect(in_section(page, "profile", "住在北京")).to_contain_text("你更正过")
    # 忘记: the dialog, in Chinese, lists the summary that goes with it.
    tea = in_section(page, "preference", "喜欢喝绿茶")
    tea.get_by_role("button", name="忘记", exact=True).click()
    dialog = page.locator("#forget-dialog")
    expect(dialog).to_contain_text("彻底忘记这条？")
    expect(dialog.locator("li").first).to_have_text("喜欢喝绿茶")
    page.screenshot(path=str(artifacts / "zh-forget-dialog.png"))
    dialog.get_by_role("button", name="忘记", exact=True).click()
    expect(page.locator("#status")).to_contain_text("已忘记。")
    reload_until(page, lambda: in_section(page, "preference", "绿茶").count() == 0)
    expect(in_section(page, "preference", "绿茶")).to_have_count(0)


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
    page.screenshot(path=str(artifacts / "en-conflict.png"), full_page=True)
    # Reject: a memory.confirm command saying no; the conflict goes, Lisbon stays.
    memory_id = conflict.get_attribute("data-memory-id")
    conflict.get_by_role("button", name="No, discard it", exact=True).click()
    expect(page.locator("#status")).to_contain_text("Discarded.")
    assert sent[-1]["type"] == "memory.confirm"
    assert sent[-1]["payload"] == {"memory_id": memory_id, "accept": False}
    reload_until(page, lambda: page.locator("#conflicts article.memory").count() == 0)
    expect(page.locator("#conflicts article.memory")).to_have_count(0)
    # Confirm another inferred city: it replaces Lisbon, which stays in the history.
    with MemstreamClient(server.url) as client:
        conflict_appears(client, "Madrid")
    page.locator("#load").click()
    madrid = page.locator("#conflicts article.memory")
    expect(madrid).to_contain_text("Madrid")
    madrid_id = madrid.get_attribute("data-memory-id")  # read before the page re-renders
    madrid.get_by_role("button", name="Yes, this is right", exact=True).click()
    expect(page.locator("#status")).to_contain_text("Kept.")
    assert sent[-1]["payload"] == {"memory_id": madrid_id, "accept": True}
    reload_until(page, lambda: card(page, "Lives in Madrid").count() > 0)
    city = page.locator("#profile article.memory", has_text="Lives in Madrid")
    city.locator("details.history summary").click()
    expect(city.locator("details.history li")).to_have_count(2)
    expect(city.locator("details.history")).to_contain_text("Lisbon")
    page.screenshot(path=str(artifacts / "en-confirmed.png"), full_page=True)


def test_the_api_key_is_sent_as_a_bearer_token(page: Page, server: ServerProcess) -> None:
    open_page(page, server)
    page.locator("#key").fill("msk_test_key")
    with page.expect_request("**/v1/users/ada/memories*") as reading:
        page.locator("#load").click()
    assert reading.value.headers["authorization"] == "Bearer msk_test_key"
    # The page has a strict content security policy.
    policy = page.request.get(f"{server.url}/ui").headers["content-security-policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    assert page.request.get(f"{server.url}/ui/secrets.txt").status == 404


@pytest.fixture
def keyed_server(server_factory: Callable[..., ServerProcess]) -> tuple[str, str]:
    """A server that requires API keys (URL, and a key of tenant acme that reads and writes)."""
    server = server_factory(env={"MEMSTREAM_AUTH": "true"})
    options = ["-t", "acme", "-s", "read", "-s", "ingest", "--data-dir", str(server.data_dir)]
    made = subprocess.run(
        [sys.executable, "-m", "memstream.cli", "keys", "create", *options, "-s", "recall"],
        capture_output=True,
        text=True,
        check=True,
    )
    token = made.stdout.strip().splitlines()[-1]
    with MemstreamClient(server.url, api_key=token) as client:
        seed(client)
    return server.url, token


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_with_keys_on_a_401_is_a_prompt_for_the_key(
    browser: Browser, keyed_server: tuple[str, str], artifacts: Path, lang: str
) -> None:
    url, token = keyed_server
    page = browser.new_page(viewport={"width": 1100, "height": 900})
    try:
        page.goto(f"{url}/ui?tenant=acme&user=ada&lang={lang}")
        # No key: a prompt that says what to do, beside a key field that explains itself.
        status = page.locator("#status")
        expect(status).to_have_attribute("data-kind", "key")
        prompt = {"en": "needs an access key", "zh": "需要访问密钥"}[lang]
        expect(status).to_contain_text(prompt)
        assert "401" not in status.inner_text()
        expect(page.locator("#key-help")).to_contain_text({"en": "operator", "zh": "管理员"}[lang])
        expect(page.locator("#key")).to_be_focused()
        page.screenshot(path=str(artifacts / f"{lang}-key-needed.png"))
        # A wrong key: told so, plainly.
        page.locator("#key").fill("msk_acme_" + "x" * 43)
        page.locator("#load").click()
        expect(status).to_contain_text({"en": "not accepted", "zh": "未被接受"}[lang])
        # The right key: the memories.
        page.locator("#key").fill(token)
        page.locator("#load").click()
        expect(page.locator("#profile")).to_contain_text("Lisbon")
        expect(status).to_have_attribute("data-kind", "info")
    finally:
        page.close()
