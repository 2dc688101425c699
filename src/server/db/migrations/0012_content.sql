-- Content editors (issue 29): the company pages are published versions in the database, read
-- by every node at request time; editors are a role of their own; players accept material
-- versions of the terms and the responsible-gaming rules.
CREATE TABLE IF NOT EXISTS "editors" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "editors_username_lower" ON "editors" (lower("username")) WHERE "removed_at" is null;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "editor_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"editor_id" integer NOT NULL REFERENCES "editors"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "editor_sessions_editor" ON "editor_sessions" ("editor_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"lang" text NOT NULL,
	"version" integer NOT NULL CHECK ("version" > 0),
	"frontmatter" jsonb NOT NULL,
	"body" text NOT NULL,
	"editor_id" integer REFERENCES "editors"("id"),
	"published_at" timestamp with time zone NOT NULL,
	"material" boolean DEFAULT false NOT NULL,
	"reverted_from" integer
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "content_versions_page_lang_version" ON "content_versions" ("page", "lang", "version");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_versions_material" ON "content_versions" ("page", "id") WHERE "material";--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "content_acceptances" (
	"player_id" integer NOT NULL REFERENCES "players"("id"),
	"version_id" integer NOT NULL REFERENCES "content_versions"("id"),
	"page" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("player_id", "version_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_acceptances_page_version" ON "content_acceptances" ("page", "version_id");
