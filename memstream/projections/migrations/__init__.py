"""Numbered SQL migrations of the PostgreSQL read models (package data)."""
