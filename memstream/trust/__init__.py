"""Keys, sealing, erasure and retention, with their PostgreSQL adapters."""
