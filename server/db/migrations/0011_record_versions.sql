CREATE TABLE "record_versions" (
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "record_versions_entity_entity_id_pk" PRIMARY KEY("entity","entity_id")
);
