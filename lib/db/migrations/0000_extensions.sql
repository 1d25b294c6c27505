-- Extensions the schema relies on (available on PGlite via its contrib build and on Debian's PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
