-- One feed leader over several nodes: a lease (holder, epoch, expiry) in one row. Taking the
-- lease bumps the epoch; every feed write first calls feed_fence(epoch), which holds the row
-- (FOR SHARE) for the rest of its transaction, so a takeover waits for writes in flight and
-- every write after it from the old epoch is refused.
CREATE TABLE "leader_lease" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"holder" text DEFAULT '' NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL
);--> statement-breakpoint
INSERT INTO "leader_lease" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION feed_fence(e bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM leader_lease WHERE id = 1 AND epoch = e FOR SHARE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'feed epoch % is no longer current', e USING ERRCODE = 'SBF01';
	END IF;
END $$;--> statement-breakpoint
-- A result, once stored, keeps its score: a second result for the event conflicts on the
-- primary key, and an update that changes the score is refused here.
CREATE FUNCTION results_keep_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.home_goals IS DISTINCT FROM OLD.home_goals OR NEW.away_goals IS DISTINCT FROM OLD.away_goals THEN
		RAISE EXCEPTION 'the result of event % is already stored', OLD.event_id USING ERRCODE = 'SBF02';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "results_keep_score" BEFORE UPDATE ON "results" FOR EACH ROW EXECUTE FUNCTION results_keep_score();--> statement-breakpoint
-- Operator actions on events (void, start, finish) are written here by whichever node takes
-- the call; the leader applies them and records the answer.
CREATE TABLE "operator_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_id" bigint NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "operator_actions_pending" ON "operator_actions" USING btree ("id") WHERE "status" = 'pending';
