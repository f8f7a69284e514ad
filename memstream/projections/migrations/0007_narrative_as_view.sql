-- The profile narrative is rendered when it is read (`processors.narrative`), from the
-- user's active memories; it is no longer a memory of the read models. A generation
-- built before holds stored narratives (`profile.narrative`): they go, with their
-- versions and search terms (the projection skips those still on the log).
DELETE FROM memory_terms WHERE memory_id IN (
    SELECT id FROM memories WHERE key = 'profile.narrative'
);
DELETE FROM memory_lengths WHERE memory_id IN (
    SELECT id FROM memories WHERE key = 'profile.narrative'
);
DELETE FROM memory_versions WHERE memory_id IN (
    SELECT id FROM memories WHERE key = 'profile.narrative'
);
DELETE FROM memories WHERE key = 'profile.narrative';
