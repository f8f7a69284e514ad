-- What a forget command did to each memory: `removed` (the memory is gone) or
-- `history_forgotten` (its earlier versions held the words and are gone; it stays).

ALTER TABLE command_effects ADD COLUMN effect text NOT NULL DEFAULT 'removed';
