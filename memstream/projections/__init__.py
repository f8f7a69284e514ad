"""Projections: folds of `memory-changes` into PostgreSQL read models and vector indexes."""
