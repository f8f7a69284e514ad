"""The slot grammar: what a user's sentence says about the user (and the people around
them), read as the slots of `docs/slots.md`, in English (`en`) and Chinese (`zh`).

Pure. The predicate lexicons are data (`en_frames`, `en_words`, `zh_frames`, `zh_words`);
`matchers.slots` turns the fills into candidates.
"""
