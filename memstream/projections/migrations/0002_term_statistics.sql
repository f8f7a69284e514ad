-- Term statistics for BM25 keyword search (English and Chinese), maintained by the
-- projection (`projections/pg_terms.py`). Terms are `memstream.text.tokenize` tokens
-- (jieba words for Chinese), so queries and memories are cut the same way.
--
-- memory_terms:   one posting per (user, term, memory) of an active memory: its term frequency.
-- memory_lengths: every memory's length in terms, its version (replays never go back) and
--                 whether it is active; document frequencies, the user's document count
--                 and mean length are aggregated from these two at query time (index-only).

CREATE TABLE memory_terms (
    tenant    text NOT NULL,
    user_id   text NOT NULL,
    term      text NOT NULL,
    memory_id text NOT NULL,
    tf        integer NOT NULL,
    PRIMARY KEY (tenant, user_id, term, memory_id)
);
CREATE INDEX memory_terms_memory_idx ON memory_terms (memory_id);

CREATE TABLE memory_lengths (
    memory_id text PRIMARY KEY,
    tenant    text NOT NULL,
    user_id   text NOT NULL,
    version   integer NOT NULL,
    length    integer NOT NULL,
    active    boolean NOT NULL
);
CREATE INDEX memory_lengths_user_idx ON memory_lengths (tenant, user_id) INCLUDE (length)
    WHERE active;

-- Backfill a generation that already holds memories, from their search vectors (the same
-- tokens, joined by spaces); from now on the projection keeps both tables current.
INSERT INTO memory_terms (tenant, user_id, term, memory_id, tf)
SELECT m.tenant, m.user_id, u.lexeme, m.id, greatest(coalesce(array_length(u.positions, 1), 1), 1)
FROM memories AS m, unnest(m.search) AS u
WHERE m.status = 'active'
ON CONFLICT DO NOTHING;

INSERT INTO memory_lengths (memory_id, tenant, user_id, version, length, active)
SELECT m.id, m.tenant, m.user_id, m.version,
       (SELECT coalesce(sum(greatest(coalesce(array_length(u.positions, 1), 1), 1)), 0)
        FROM unnest(m.search) AS u),
       m.status = 'active'
FROM memories AS m;
