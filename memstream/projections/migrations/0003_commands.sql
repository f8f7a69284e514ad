-- What each forget command removed: one row per deleted memory, keyed by the command id
-- (the `cause_id` of the consolidator's `deleted` changes). Ids and reasons only: a
-- forgotten memory's text is never copied here.

CREATE TABLE command_effects (
    command_id  text NOT NULL,
    memory_id   text NOT NULL,
    tenant      text NOT NULL,
    user_id     text NOT NULL,
    reason      text NOT NULL,
    event_time  timestamptz NOT NULL,
    PRIMARY KEY (command_id, memory_id)
);
CREATE INDEX command_effects_scope_idx ON command_effects (tenant, user_id, command_id);
