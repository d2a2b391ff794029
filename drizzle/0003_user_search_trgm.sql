-- Trigram "contains" search on the folded users.search column (issue 14: 50,000 users). pg_trgm is a
-- trusted extension (PostgreSQL 13+): a database owner without superuser may create it. PGlite loads it
-- as @electric-sql/pglite/contrib/pg_trgm (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search" gin_trgm_ops);
