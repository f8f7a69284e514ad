"""`python -m memstream.cli`: the same as the `memstream` command."""

from memstream.cli.main import main

main()
