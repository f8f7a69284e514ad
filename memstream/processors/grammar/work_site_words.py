"""Words of the sites of work (issue 22, g55w): the data `work_sites` and `zh_work_sites` read."""

from __future__ import annotations

from typing import Final

SITE_NOUNS: Final = frozenset(
    """office offices clinic lab studio shop store surgery practice salon workshop plant
    factory depot yard warehouse branch site restaurant cafe café bakery firm station base
    workplace job work garage mill hangar barbershop kitchen pharmacy""".split()
)
"""Nouns of one's own place of work ("my clinic is in …", "our plant's out in …")."""
TOWN_SITES: Final = frozenset(
    """yard depot garage station base office branch plant hub terminal tower airport port
    docks dock harbour harbor center centre""".split()
)
"""Words after a town that name a site in it ("the Fresno yard", "Oakland Center")."""
OUT_OF_VERBS: Final = frozenset(
    """work works working worked fly flying sail sailing drive driving haul hauling fish
    fishing operate operating dispatch dispatching shifts shift run running trucking
    flights routes""".split()
)
"""Words of work before "out of" a base ("I fly out of Denver", "shifts out of York")."""
NOT_TOWNS: Final = frozenset(
    """i i'm me my the a an marketing finance sales it hr engineering design research
    operations tech retail monday tuesday wednesday thursday friday saturday sunday january
    february march april june july august september october november december english
    spanish french german python java work home uni college school town""".split()
)
"""Capitalised words that name no town (a pronoun, a field, a day, a month, a language)."""
WORK_VERBS: Final = frozenset(
    """teach nurse lecture tutor intern temp bartend waitress cook clean practise practice
    serve deliver pharm preach minister farm fish""".split()
)
"""Verbs of one's work said with the town it is done in ("I teach in Croydon")."""
DEPOT_SITES: Final = frozenset(
    """yard depot garage station base terminal docks dock harbour harbor""".split()
)
"""Sites named by their town, never by a company ("the Leith station", not "the Google
office"): the name before them is a town, not an employer."""
