-- Keyword search also scores whole sessions (a session's excerpts read as one document):
-- each excerpt's length row names the session it was cut from, so the lengths of a
-- session's excerpts sum to the session's length and its postings sum to its term counts.
ALTER TABLE memory_lengths ADD COLUMN session text;

UPDATE memory_lengths AS l
SET session = m.snapshot -> 'attributes' ->> 'session'
FROM memories AS m
WHERE m.id = l.memory_id
  AND m.type = 'episode'
  AND m.snapshot -> 'attributes' ->> 'kind' = 'chunk'
  AND coalesce(m.snapshot -> 'attributes' ->> 'session', '') <> '';

CREATE INDEX memory_lengths_session_idx ON memory_lengths (tenant, user_id, session)
    INCLUDE (length) WHERE active AND session IS NOT NULL;
