-- Result corrections (issue 14): the operator may correct a stored result. Each score an
-- event's result has had is a version; (event_id, version) is the primary key of
-- result_versions, so a version is stored, and its tickets settled, once.
ALTER TABLE "results" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "result_versions" (
	"event_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"home_goals" integer NOT NULL,
	"away_goals" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_versions_event_id_version_pk" PRIMARY KEY("event_id","version")
);--> statement-breakpoint
INSERT INTO "result_versions" ("event_id", "version", "home_goals", "away_goals", "created_at")
	SELECT "event_id", 1, "home_goals", "away_goals", "finished_at" FROM "results";--> statement-breakpoint
-- A stored score changes only together with the next version (a correction), never in place.
CREATE OR REPLACE FUNCTION results_keep_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (NEW.home_goals IS DISTINCT FROM OLD.home_goals OR NEW.away_goals IS DISTINCT FROM OLD.away_goals) AND NEW.version IS DISTINCT FROM OLD.version + 1 THEN
		RAISE EXCEPTION 'the result of event % is already stored', OLD.event_id USING ERRCODE = 'SBF02';
	END IF;
	IF NEW.version < OLD.version THEN
		RAISE EXCEPTION 'the result of event % cannot go back a version', OLD.event_id USING ERRCODE = 'SBF02';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
-- Times a correction reopened a ticket: the ledger keys of its payouts and reversals carry it,
-- and the ledger's unique (player_id, idempotency_key) pays each settlement once.
ALTER TABLE "tickets" ADD COLUMN "reopened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A correction takes back a payout the player may have spent: only that entry may leave the
-- balance below zero (every stake and withdrawal still needs balance >= amount; credits pay the debt first).
ALTER TABLE "players" DROP CONSTRAINT "players_balance_not_negative";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_balance_after_not_negative";--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_balance_after_not_negative" CHECK ("wallet_ledger"."balance_after" >= 0 or "wallet_ledger"."amount" > 0 or "wallet_ledger"."kind" = 'ticket_payout_reversal');
