"""The JSON Schema files in schemas/json/ are what the models say today."""

from memstream.cli.json_schemas import JSON_DIR, render_schemas


def test_exported_json_schemas_are_up_to_date() -> None:
    expected = render_schemas()
    on_disk = {path.name: path.read_text(encoding="utf-8") for path in JSON_DIR.glob("*.json")}
    stale = sorted(name for name in expected if on_disk.get(name) != expected[name])
    extra = sorted(set(on_disk) - set(expected))
    assert not stale and not extra, (
        f"stale: {stale}, not a model any more: {extra}; run `memstream schemas` to regenerate"
    )


def test_every_event_type_has_a_schema() -> None:
    schema = render_schemas()["interaction-event.json"]
    for event_type in ("message.posted", "memory.forget", "session.ended", "tool.called"):
        assert f'"{event_type}"' in schema
