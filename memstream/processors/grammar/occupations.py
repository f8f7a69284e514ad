"""Occupation nouns the role reader knows beyond `en_words.ROLE_HEADS` (issue 22, h34b):
trades, professions and posts kept as data ("a solicitor", "a bricklayer", "a sous-chef"),
and compounds that end in a known doer ("schoolteacher", "goalkeeper", "toolmaker").

A word here is only a head: the role reader still takes the whole noun phrase before it and
the frame still decides whose role it is. Words that also name a person in a non-job way
(host, groom, judge, captain, resident, landlord) are left out, and so are those that also
name a thing (guide: "writing a field guide", "the team style guide").
"""

from __future__ import annotations

from typing import Final

OCCUPATIONS: Final = frozenset(
    """acupuncturist adviser advisor aide anaesthetist anesthesiologist anesthetist apprentice
    arborist audiologist aviator bailiff bandleader barrister bassist blacksmith bookbinder
    bookseller bouncer brewer bricklayer broadcaster busser cabbie cantor caregiver careworker
    cartographer cartoonist caterer chaplain chauffeur childminder choirmaster cobbler
    columnist conductor confectioner conservator constable conveyancer copyeditor
    correspondent cosmetologist crofter custodian deacon deckhand dishwasher distiller dj
    docent draftsman draughtsman esthetician farrier fishmonger fitter flautist forester
    gamekeeper glazier governess greengrocer grocer groundskeeper gynecologist haulier
    headhunter headmaster headmistress headteacher herdsman horticulturist housekeeper
    innkeeper jeweler jeweller jockey joiner lineman lyricist magistrate mailman manicurist
    mason masseur masseuse midwife minister mixologist navigator notary novelist
    obstetrician oncologist organist orthodontist osteopath pathologist percussionist
    pharmacologist plasterer playwright podiatrist poet postman postwoman presenter
    proofreader publican purser radiographer rancher registrar reporter rigger salesman
    saleswoman saxophonist scaffolder schoolteacher screenwriter shepherd shipwright
    skipper solicitor songwriter stonemason storekeeper subeditor technologist tiler
    toolmaker toxicologist trainee trumpeter typographer upholsterer vicar vintner violist
    vocalist warden watchmaker webmaster winemaker zookeeper rn lpn emt cna gp crew wireman
    steward stewardess sommelier tuner taxidermist luthier falconer subtitler signwriter
    sweep apiarist glassblower saddler auctioneer astronaut athlete diplomat nun
    stagehand bellhop lumberjack stevedore roughneck acrobat bookie goatherd
    projectionist""".split()
)
"""Occupations the shared role heads leave out (lower case)."""

_COMPOUND_HEADS: Final = ("teacher", "keeper", "maker", "worker", "smith", "monger", "wright")
"""Doers that make a trade of any word before them (schoolteacher, shopkeeper, dressmaker)."""
PERSON_HEADS: Final = ("man", "woman", "person")
"""Heads of a compound trade said in lower case only (ferryman, signalwoman, tradesperson):
with a capital they end a surname as often (Tillman, Goldman), so `occupation` leaves them
out and `person_trade` reads them where the word's case is known."""
NOT_COMPOUND_JOBS: Final = frozenset(
    """german germans gentleman gentlewoman madman madwoman snowman caveman superman
    superwoman spiderman layman laywoman layperson talisman kinsman kinswoman countryman
    countrywoman fellowman everyman nobleman noblewoman englishman englishwoman irishman
    irishwoman scotsman scotswoman frenchman frenchwoman dutchman welshman welshwoman
    ottoman shaman caiman walkman batman hitman he-man sportsman sportswoman sportsperson
    strawman family-man familyman yes-man bogeyman boogeyman
    freshman""".split()
)
"""Words with a compound head's ending that name a people, a being or a state, not a trade
(german, gentleman, snowman, layman, sportsman)."""


def occupation(word: str) -> bool:
    """True when a lower-case word names an occupation: listed here or a compound that ends
    in a doer after at least three letters ("schoolteacher", not "maker" alone)."""
    if word in OCCUPATIONS:
        return True
    return any(word.endswith(head) and len(word) >= len(head) + 3 for head in _COMPOUND_HEADS)


def person_trade(word: str) -> bool:
    """True when a word written in lower case is a -man/-woman/-person trade after at least
    three letters ("ferryman", "signalwoman"), not a people, a being or a state."""
    if not word.islower() or word in NOT_COMPOUND_JOBS:
        return False
    return any(word.endswith(head) and len(word) >= len(head) + 3 for head in PERSON_HEADS)


TITLE_ABBREVIATIONS: Final = frozenset(
    """dev devs eng swe sde sre pm po tpm em rn lpn np pa cpa cfa emt hca cna gp cto ceo cfo
    coo cio cmo cpo vp svp evp avp md dds qa ux ui ba hr ic ta""".split()
)
"""Job titles written as abbreviations (lower case): "staff eng", "Senior PM", "an HCA"."""
