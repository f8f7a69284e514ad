"""Shared pytest fixtures; each kind of infrastructure lives in its own plugin module."""

pytest_plugins = [
    "tests.fixtures.postgres",
    "tests.fixtures.server",
    "tests.fixtures.kafka",
    "tests.fixtures.fake_openai",
    "tests.fixtures.jaeger",
    "tests.fixtures.runtimes",
]
