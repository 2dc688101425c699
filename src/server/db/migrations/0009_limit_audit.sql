-- Limit audit (issue 18): every change of a player-protection setting (deposit, stake and loss
-- limits, reality check, automatic logout, session time, cool-off, self-exclusion) as one row
-- with its time (the runtime's clock), the value before and after, what kind of change it was
-- (a tightening, an increase requested, an increase withdrawn...) and who made it.
CREATE TABLE IF NOT EXISTS "limit_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL REFERENCES "players"("id"),
	"setting" text NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"origin" text NOT NULL CHECK ("origin" in ('player', 'operator', 'system')),
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "limit_audit_player_time" ON "limit_audit" ("player_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "limit_audit_kind_time" ON "limit_audit" ("kind", "created_at");
