-- Catalogue search (docs/catalogue.md): contrib extensions PGlite and PostgreSQL both ship (trusted: a
-- database owner may create them), and two IMMUTABLE functions the indexes and the queries share, so a
-- query written with them uses the indexes. Names inside are schema-qualified: PostgreSQL 17 (PGlite) builds
-- indexes with a search_path of pg_catalog only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_vector(title text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('english'::regconfig, public.shop_fold(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('english'::regconfig, public.shop_fold(coalesce(description, ''))), 'D') $$;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (public.product_search_vector("title", "description"));--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin (public.shop_fold("title") gin_trgm_ops);