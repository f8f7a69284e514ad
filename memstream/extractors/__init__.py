"""Extractors outside the rules: adapters to models that propose memories (off by default)."""
