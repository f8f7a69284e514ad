"""Words the plan readers share (g54p): data only."""

from __future__ import annotations

from typing import Final

BARE_EVENTS: Final = frozenset(
    """exam exams test tests finals interview wedding funeral party flight flights dentist
    doctor doc gp vet appointment appt meeting meetings surgery operation scan mri x-ray
    checkup check-up physio haircut gig concert match game race marathon recital audition
    shift conference viva presentation deadline hearing court lesson class training
    induction orientation graduation christening housewarming interviews move""".split()
)
"""An event said as one noun before its day ("Exam on Friday", "Dentist at 3 tomorrow")."""

NOT_DOINGS: Final = frozenset(
    """raining snowing pouring morning evening nothing something anything everything
    thing things feeling being ceiling building""".split()
)
"""Words ending in -ing that name no doing of the user's (weather, things, a day's part)."""
