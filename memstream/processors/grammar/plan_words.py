"""Words the plan readers share (g54p): data only."""

from __future__ import annotations

from typing import Final

BARE_EVENTS: Final = frozenset(
    """exam exams test tests finals interview interviews wedding funeral flight flights
    dentist doctor doc gp vet appointment appt meeting meetings surgery operation scan mri
    x-ray checkup check-up physio haircut recital audition shift viva presentation deadline
    hearing lesson induction orientation graduation christening housewarming move""".split()
)
"""An event of one's own said as one noun before its day ("Exam on Friday", "Dentist at 3
tomorrow"); not one open to the public ("Concert on Saturday, tickets at the door")."""

NOT_DOINGS: Final = frozenset(
    """raining snowing pouring morning evening nothing something anything everything
    thing things feeling being ceiling building""".split()
)
"""Words ending in -ing that name no doing of the user's (weather, things, a day's part)."""
