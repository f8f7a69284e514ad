"""The `memstream` command line."""
