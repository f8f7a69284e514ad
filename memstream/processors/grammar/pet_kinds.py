"""The kinds a pet is named by beyond the common animal words (data): breeds and types of dog,
cat, bird, reptile and small animal ("a heeler named Biscuit", "our old tortie, Miso"). A
pet's kind is said as the owner says it; these only let the pet readers see it as an animal.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from memstream.processors.grammar import en_words as w

BREEDS: Final = w.words(
    """heeler kelpie sheltie shiba akita samoyed malamute weimaraner vizsla pointer setter
    mastiff basset bloodhound staffie staffy westie yorkie cavapoo maltipoo bernedoodle
    aussiedoodle sheepadoodle springer cocker boxer pinscher greyhound deerhound wolfhound
    newfie ridgeback shih-tzu jackapoo cavachon bichon papillon havanese pekingese
    border-collie doodle pupper puppers calico tortie moggy moggie siamese sphynx
    shorthair longhair maine-coon coonhound bengal abyssinian conure lovebird budgerigar
    gerbil degu guppy terrapin newt bearded-dragon beardie gelding bantam quail cockerel
    tomcat kitties doggy doggie"""
)
"""Breeds and kinds of pet (one word or hyphenated), singular."""


@lru_cache(maxsize=4096)  # p37x: asked again for one text
def is_animal(word: str) -> bool:
    """An animal word, a breed, or the plural of one ("ragdolls", "heelers")."""
    low = word.lower()
    known = w.ANIMALS | BREEDS
    return low in known or (low.endswith("s") and low[:-1] in known)
