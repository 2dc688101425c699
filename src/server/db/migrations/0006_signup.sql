-- Self sign-up (issue 16): what a player gives when opening an account alone, and the
-- affiliate applications the operator reads.
ALTER TABLE "players" ADD COLUMN IF NOT EXISTS "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN IF NOT EXISTS "country" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN IF NOT EXISTS "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "affiliate_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"website" text NOT NULL,
	"country" text NOT NULL,
	"message" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
