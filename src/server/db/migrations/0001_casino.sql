ALTER TABLE "game_rounds" ADD COLUMN "status" text DEFAULT 'settled' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "state" jsonb;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_idempotency" ON "game_rounds" USING btree ("player_id","idempotency_key");