import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console

from memstream.eval.bench import BenchReport, bench_units, machine_info, run_bench
from memstream.eval.evaluate import (
    LocomoOptions,
    reachable,
    readable,
    run_locomo,
    work_units,
)
from memstream.eval.locomo import Conversation, Question, Session, Turn, parse_session_date
from memstream.eval.ports import ranked_hits
from memstream.eval.report import eval_rich_tables, scenario_rich_table, write_json
from memstream.eval.scenarios import ScenarioResult
from memstream.eval.synthetic import SyntheticSpec, generate
from memstream.schemas.events import MessagePosted


@dataclass
class Prov:
    external_ids: list[str]


@dataclass
class Hit:
    memory_id: str
    content: str
    score: float
    provenance: Prov


@dataclass
class Response:
    profile: list[Hit] = field(default_factory=list)
    preferences: list[Hit] = field(default_factory=list)
    facts: list[Hit] = field(default_factory=list)
    episodes: list[Hit] = field(default_factory=list)
    packet_tokens: int = 120
    packet: str = "Earlier sessions:\n- (1 May 2023) Ann: turn 1"


def hit(memory_id: str, score: float, *dia_ids: str) -> Hit:
    return Hit(memory_id, f"memory {memory_id}", score, Prov(list(dia_ids)))


class ScriptedEngine:
    """Answers every recall with the same hits; records requests and emitted events."""

    def __init__(self, response: Response) -> None:
        self.response = response
        self.emitted: list[Any] = []
        self.requests: list[Any] = []
        self.closed = False

    def emit(self, events: Sequence[Any]) -> list[Any]:
        self.emitted += events
        return []

    def wait_until_idle(self, timeout: float = 120.0) -> None:
        return None

    def recall(self, request: Any) -> Any:
        self.requests.append(request)
        return self.response

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        return []

    def close(self) -> None:
        self.closed = True


def conversation() -> Conversation:
    turns = tuple(Turn(dia_id=f"D1:{i}", speaker="Ann", text=f"turn {i}") for i in (1, 2, 3))
    session = Session(number=1, time=parse_session_date("9:00 am on 1 May, 2023"), turns=turns)
    questions = (
        Question(conversation="c1", index=0, question="q0", category=4, evidence=("D1:1",)),
        Question(conversation="c1", index=1, question="q1", category=1, evidence=("D1:2", "D1:3")),
    )
    return Conversation(id="c1", speakers=("Ann", "Bob"), sessions=(session,), questions=questions)


def test_hits_of_all_sections_are_ranked_by_score() -> None:
    response = Response(profile=[hit("p", 0.2)], facts=[hit("f", 0.9)], episodes=[hit("e", 0.5)])
    assert [h.memory_id for h in ranked_hits(response)] == ["f", "e", "p"]


def test_engine_recall_is_scored_on_provenance_and_packets_on_their_text() -> None:
    response = Response(
        preferences=[hit("low", 0.1, "D1:3")],
        episodes=[hit("top", 0.9, "D1:1", "D1:2")],
    )
    engine = ScriptedEngine(response)
    options = LocomoOptions(ks=(1, 2), token_budgets=(3000, 500))
    report = run_locomo(lambda _: engine, [conversation()], "tiny", options)
    table = report.table("memstream", 3000)
    rows = {row.group: row for row in table.rows}
    assert rows["4 single-hop"].recall == {1: 1.0, 2: 1.0}
    assert rows["1 multi-hop"].recall == {1: 0.5, 2: 1.0}
    assert rows["1 multi-hop"].recall_turns == {1: 0.0, 2: 0.5}
    assert rows["4 single-hop"].evidence_coverage == 1.0  # the packet shows "Ann: turn 1"
    assert rows["1 multi-hop"].evidence_coverage == 0.0
    assert table.mean_packet_tokens == 120
    assert len(engine.emitted) == 4  # three turns and the session end
    assert [r.token_budget for r in engine.requests] == [3000, 500, 3000, 500]
    assert {(r.tenant, r.user, r.format) for r in engine.requests} == {
        ("locomo", "c1", "system_prompt")
    }
    assert all(r.types is None for r in engine.requests)
    kept = [o for o in report.outcomes if o.system == "memstream"]
    assert all(o.packet == Response().packet for o in kept)
    assert {t.system for t in report.tables} == {"memstream", "bm25-raw-turns"}


def test_locomo_options_choose_types_and_are_reported() -> None:
    engine = ScriptedEngine(Response())
    options = LocomoOptions(ks=(5,), types=("fact", "episode"))
    report = run_locomo(lambda _: engine, [conversation()], "tiny", options)
    assert [list(r.types) for r in engine.requests] == [["fact", "episode"]] * 2
    assert report.facts == {
        "token_budgets": "2000",
        "format": "system_prompt",
        "speaker_prefix": "false",
        "types": "fact,episode",
        "evidence_reachable": 0.0,
    }


def test_run_locomo_puts_memstream_beside_the_baselines_and_closes_the_engine(
    tmp_path: Path,
) -> None:
    engine = ScriptedEngine(Response())
    report = run_locomo(lambda _: engine, [conversation()], "tiny", LocomoOptions(ks=(5,)))
    assert [t.system for t in report.tables] == ["memstream", "bm25-raw-turns"]
    assert report.questions == 2 and report.conversations == 1
    assert report.tables[0].overall().recall[5] == 0.0
    assert engine.closed
    assert work_units([conversation()]) == 4 + 2
    out = tmp_path / "r.json"
    write_json(out, report)
    assert json.loads(out.read_text())["tables"][1]["system"] == "bm25-raw-turns"
    console = Console(record=True, width=160)
    for table in eval_rich_tables(report):
        console.print(table)
    text = console.export_text()
    assert "recall@5" in text and "equal-token packets, B = 2000" in text


def test_baseline_only_run_needs_no_engine() -> None:
    report = run_locomo(None, [conversation()], "tiny", LocomoOptions(ks=(5,)))
    assert [t.system for t in report.tables] == ["bm25-raw-turns"]


def test_a_json_packet_is_read_as_its_strings() -> None:
    packet = json.dumps({"episodes": [{"date": "1 May 2023", "excerpt": ['Ann: "hi"']}]})
    assert readable(packet, "json") == '1 May 2023\nAnn: "hi"'
    assert readable("plain", "markdown") == "plain"


def test_scenario_table_shows_failures() -> None:
    results = [
        ScenarioResult(name="ok", path="a", passed=True),
        ScenarioResult(name="bad", path="b", passed=False, differences=["expected tea"]),
    ]
    console = Console(record=True, width=120)
    console.print(scenario_rich_table(results))
    text = console.export_text()
    assert "1/2 passed" in text and "expected tea" in text


def test_synthetic_data_is_deterministic_and_sized_by_the_spec() -> None:
    spec = SyntheticSpec(users=4, sessions=2, messages=5, seed=3, chinese_share=0.5)
    data = generate(spec)
    assert len(data.events) == 4 * 2 * (2 * 5 + 1)
    assert data.model_dump_json() == generate(spec).model_dump_json()
    assert generate(spec.model_copy(update={"seed": 4})).model_dump_json() != data.model_dump_json()
    assert len({e.id for e in data.events}) == len(data.events)
    users = {e.scope.user for e in data.events}
    assert users == {"u00000", "u00001", "u00002", "u00003"}
    for probe in data.probes:
        assert probe.user in users and probe.tenant == "bench"


def test_synthetic_data_mixes_english_and_chinese_users() -> None:
    data = generate(SyntheticSpec(users=20, sessions=1, messages=20, seed=1))
    texts = [e.payload.content for e in data.events if isinstance(e, MessagePosted)]
    assert any("我" in t for t in texts) and any("I " in t for t in texts)
    statements = [t for t in texts if t.startswith(("I prefer", "I live", "I work", "我喜欢"))]
    assert statements
    assert all(e.time.tzinfo is not None for e in data.events)


def test_bench_reports_counts_and_measures_recall_with_and_without_embedding() -> None:
    engine = ScriptedEngine(Response())
    spec = SyntheticSpec(users=2, sessions=1, messages=5, seed=5)
    report = run_bench(engine, spec, probes=3, tick=lambda _: None, freshness_timeout=0.01)
    assert isinstance(report, BenchReport)
    assert report.ingest is not None and report.ingest.events == len(generate(spec).events)
    probes = min(3, len(generate(spec).probes))
    assert report.recall_ms["with query embedding"].count == probes
    assert report.recall_ms["without query embedding"].count == probes
    assert [r.embed_query for r in engine.requests[-2 * probes :]] == [True] * probes + [
        False
    ] * probes
    assert report.freshness_ms is None
    assert any("freshness: 1 probe(s)" in note for note in report.notes)
    assert report.machine.cores >= 1
    assert bench_units(spec, 3) == 2 * (2 * 5 + 1) + 1 + 6


def test_machine_info_names_cores_and_memory() -> None:
    info = machine_info()
    assert info.cores >= 1 and info.memory_gb > 0


@dataclass
class Stored:
    status: str
    type: str
    provenance: Prov


@dataclass
class History:
    memory: Stored


class RememberingEngine(ScriptedEngine):
    """Holds an active episode covering D1:1 and D1:2 and a deleted fact covering D1:3."""

    def memories(self, tenant: str, user: str, include_inactive: bool = False) -> list[Any]:
        return [
            History(Stored("active", "episode", Prov(["D1:1", "D1:2"]))),
            History(Stored("deleted", "fact", Prov(["D1:3"]))),
        ]


def test_reachable_evidence_counts_only_active_memories() -> None:
    facts = reachable(RememberingEngine(Response()), [conversation()])
    # q0 wants D1:1 (covered); q1 wants D1:2 (covered) and D1:3 (only a deleted memory).
    assert facts == {"active_episodes": 1.0, "evidence_reachable": 0.75}
