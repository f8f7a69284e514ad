-- Read models of one generation. Runs with search_path set to the generation's schema
-- (then public, where the vector extension lives), so names here are unqualified.

CREATE TABLE memories (
    id             text PRIMARY KEY,
    tenant         text NOT NULL,
    user_id        text NOT NULL,
    workspace      text,
    type           text NOT NULL,
    key            text NOT NULL,
    status         text NOT NULL,
    content        text NOT NULL,
    value          text NOT NULL,
    confidence     double precision NOT NULL,
    importance     double precision NOT NULL,
    pinned         boolean NOT NULL,
    evidence_count integer NOT NULL,
    version        integer NOT NULL,
    first_seen     timestamptz NOT NULL,
    last_seen      timestamptz NOT NULL,
    valid_from     timestamptz NOT NULL,
    valid_until    timestamptz,
    snapshot       jsonb NOT NULL,
    search         tsvector NOT NULL
);
CREATE INDEX memories_search_idx ON memories USING gin (search);
CREATE INDEX memories_scope_idx ON memories (tenant, user_id, type, status);
CREATE INDEX memories_recent_idx ON memories (tenant, user_id, last_seen DESC);

CREATE TABLE memory_versions (
    memory_id   text NOT NULL,
    version     integer NOT NULL,
    tenant      text NOT NULL,
    user_id     text NOT NULL,
    status      text NOT NULL,
    snapshot    jsonb NOT NULL,
    change_kind text NOT NULL,
    valid_from  timestamptz NOT NULL,
    valid_until timestamptz,
    PRIMARY KEY (memory_id, version)
);
CREATE INDEX memory_versions_scope_idx ON memory_versions (tenant, user_id);

CREATE TABLE profiles (
    tenant     text NOT NULL,
    user_id    text NOT NULL,
    fields     jsonb NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (tenant, user_id)
);

CREATE TABLE projection_tracking (
    projection  text NOT NULL,
    topic       text NOT NULL,
    partition   integer NOT NULL,
    next_offset bigint NOT NULL,
    updated_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (projection, topic, partition)
);

CREATE VIEW preferences AS
    SELECT * FROM memories WHERE type = 'preference' AND status = 'active';
CREATE VIEW facts AS
    SELECT * FROM memories WHERE type = 'fact' AND status = 'active';
CREATE VIEW episodes AS
    SELECT * FROM memories WHERE type = 'episode' AND status = 'active';
CREATE VIEW lessons AS
    SELECT * FROM memories WHERE type = 'lesson' AND status = 'active';
