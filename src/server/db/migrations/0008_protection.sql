-- Player protection (issue 18). A cool-off (take a break: 24 hours, 7 days, 6 weeks) ends by
-- itself; a self-exclusion (6 months to 5 years, or indefinite) keeps the account shut after
-- its end until the operator lifts it, so it has its own columns rather than the failed-login
-- lock (locked_until), which the operator's unlock clears. play_time_ends_at is when the
-- player's daily session time limit runs out if the player stays on: the guard reads it with
-- the player row and ends every session once it has passed.
ALTER TABLE "players" ADD COLUMN "cool_off_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "self_excluded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "self_excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "play_time_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "players_play_time_ends_at" ON "players" ("play_time_ends_at") WHERE "play_time_ends_at" IS NOT NULL;
