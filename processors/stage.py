"""The stage contract, now kept with every other port in `memstream.ports`."""

from memstream.ports import In, Out, Stage

__all__ = ["In", "Out", "Stage"]
