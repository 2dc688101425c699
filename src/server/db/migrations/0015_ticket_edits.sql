-- Edit bet (issue 31): an open ticket is cashed out and a new ticket placed in its place, in
-- one transaction. The new ticket names the one it replaced; my bets shows the link both ways
-- ("edited from", "edited into"). A ticket is edited at most once (it closes as it is edited):
-- the unique index keeps that true even if two edits of one ticket ever got past its lock.
ALTER TABLE "tickets" ADD COLUMN IF NOT EXISTS "edited_from_id" bigint REFERENCES "tickets"("id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tickets_edited_from" ON "tickets" ("edited_from_id") WHERE "edited_from_id" IS NOT NULL;
