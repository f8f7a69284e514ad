-- Keyword search reads the BM25 term statistics (0002); the tsvector it replaced is no
-- longer kept (computing it cost a second segmentation of every memory). The views over
-- `memories` name every column, so they are made again without it.
DROP VIEW preferences, facts, episodes, lessons;
ALTER TABLE memories DROP COLUMN search;
CREATE VIEW preferences AS
    SELECT * FROM memories WHERE type = 'preference' AND status = 'active';
CREATE VIEW facts AS
    SELECT * FROM memories WHERE type = 'fact' AND status = 'active';
CREATE VIEW episodes AS
    SELECT * FROM memories WHERE type = 'episode' AND status = 'active';
CREATE VIEW lessons AS
    SELECT * FROM memories WHERE type = 'lesson' AND status = 'active';
