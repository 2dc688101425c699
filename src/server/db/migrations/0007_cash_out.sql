-- Cash out (issue 17). A ticket can be bought back by the house before it settles: in full
-- (status 'cashed_out') or in part (stake and payout reduced in proportion, still pending).
-- cash_out_total is everything cashed out of the ticket so far; auto_cash_out the value at
-- which the leader cashes it out by itself (kept set on a ticket the leader cashed out, so
-- its notification says so; a manual cash out clears it).
ALTER TABLE "tickets" ADD COLUMN "cash_out_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "auto_cash_out" bigint;--> statement-breakpoint
-- One row per accepted cash out: the player's idempotency key finds it again, and the
-- operator's statistics read the value the house paid against the fair value (the margin).
CREATE TABLE "ticket_cash_outs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL REFERENCES "tickets"("id"),
	"player_id" integer NOT NULL REFERENCES "players"("id"),
	"amount" bigint NOT NULL CHECK ("amount" > 0),
	"fair_value" bigint NOT NULL,
	"stake_before" bigint NOT NULL,
	"stake_after" bigint NOT NULL,
	"full" boolean NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "ticket_cash_outs_ticket" ON "ticket_cash_outs" ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_cash_outs_idempotency" ON "ticket_cash_outs" ("player_id", "idempotency_key");--> statement-breakpoint
-- The operator's switches: scope 'all' (ref ''), 'sport' (sport id) or 'event' (event id).
CREATE TABLE "cash_out_switches" (
	"scope" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("scope", "ref")
);--> statement-breakpoint
-- What the player hears about a ticket that closed: won, lost, void, cashed out. Written by a
-- trigger on the ticket's status, so every path that closes a ticket (settlement, cash out,
-- a correction) adds exactly one row per change, on whichever node runs it.
CREATE TABLE "player_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL REFERENCES "players"("id"),
	"ticket_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "player_notifications_player" ON "player_notifications" ("player_id", "id");--> statement-breakpoint
CREATE FUNCTION ticket_closed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status = 'pending' AND NEW.status <> 'pending' THEN
		INSERT INTO player_notifications (player_id, ticket_id, kind, amount)
		VALUES (NEW.player_id, NEW.id, CASE WHEN NEW.status = 'cashed_out' AND NEW.auto_cash_out IS NOT NULL THEN 'auto_cashed_out' ELSE NEW.status END, CASE WHEN NEW.status = 'cashed_out' THEN NEW.cash_out_total ELSE NEW.win_amount END);
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ticket_closed_notify" AFTER UPDATE OF "status" ON "tickets" FOR EACH ROW EXECUTE FUNCTION ticket_closed_notify();
