CREATE TABLE "bet_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"name" text NOT NULL,
	"real_name" text NOT NULL,
	"custom_id" text NOT NULL,
	"priority" integer NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"home_goals" integer,
	"away_goals" integer,
	"live_state" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_state" (
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "feed_state_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"game_uuid" uuid NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance_after" bigint,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"section" text NOT NULL,
	"kind" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"rtp" integer
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"priority" integer NOT NULL,
	"custom_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_group_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name2" text,
	"name3" text,
	"header" text,
	"handicap" text,
	"value" integer NOT NULL,
	"custom_id" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"has_logged_in_before" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"last_login_from" text,
	"locked_until" timestamp with time zone,
	"locked_by_operator" boolean DEFAULT false NOT NULL,
	"tokens_valid_after" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_balance_not_negative" CHECK ("players"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "results" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"home_goals" integer NOT NULL,
	"away_goals" integer NOT NULL,
	"periods" jsonb,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"bet_name" text NOT NULL,
	"bet_name_second" text DEFAULT '' NOT NULL,
	"odd_name" text NOT NULL,
	"odd_header" text,
	"odd_handicap" text,
	"odd_custom_id" text NOT NULL,
	"odd_value" integer NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"result_at_creation" text,
	"is_live_event" boolean DEFAULT false NOT NULL,
	"event_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text DEFAULT 'combination' NOT NULL,
	"system_sizes" jsonb,
	"stake" bigint NOT NULL,
	"stake_per_bet" bigint NOT NULL,
	"number_of_bets" integer NOT NULL,
	"max_coefficient" bigint NOT NULL,
	"payment" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"win_amount" bigint,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "tickets_stake_positive" CHECK ("tickets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_balance_after_not_negative" CHECK ("wallet_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bet_groups" ADD CONSTRAINT "bet_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_uuid_games_uuid_fk" FOREIGN KEY ("game_uuid") REFERENCES "public"."games"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odds" ADD CONSTRAINT "odds_bet_group_id_bet_groups_id_fk" FOREIGN KEY ("bet_group_id") REFERENCES "public"."bet_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_groups_event_custom" ON "bet_groups" USING btree ("event_id","custom_id");--> statement-breakpoint
CREATE INDEX "events_league_time" ON "events" USING btree ("league_id","start_time");--> statement-breakpoint
CREATE INDEX "events_status" ON "events" USING btree ("status");--> statement-breakpoint
CREATE INDEX "game_rounds_player_time" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "games_section" ON "games" USING btree ("section");--> statement-breakpoint
CREATE INDEX "leagues_sport" ON "leagues" USING btree ("sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "odds_event_custom" ON "odds" USING btree ("event_id","custom_id");--> statement-breakpoint
CREATE INDEX "odds_group" ON "odds" USING btree ("bet_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_username_lower" ON "players" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "ticket_events_ticket" ON "ticket_events" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_events_event" ON "ticket_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tickets_player_time" ON "tickets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_idempotency" ON "tickets" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_ledger_player_time" ON "wallet_ledger" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_idempotency" ON "wallet_ledger" USING btree ("player_id","idempotency_key");