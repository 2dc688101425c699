-- The date of birth and the country are the account's record (players.date_of_birth and
-- players.country, given at sign-up since 0006). Personal data kept its own copies in
-- players.settings, so a signed-up player's read empty there and the operator saw none of what
-- a player typed in personal data. Both move to the columns (only real calendar dates; a
-- column already holding a value keeps it) and leave the settings.
UPDATE "players" SET "date_of_birth" = ("settings"->'personal'->>'date_of_birth')::date
WHERE "date_of_birth" IS NULL
  AND CASE
    WHEN "settings"->'personal'->>'date_of_birth' ~ '^(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
    THEN substr("settings"->'personal'->>'date_of_birth', 9, 2)::int
      <= extract(day from (substr("settings"->'personal'->>'date_of_birth', 1, 7) || '-01')::date + interval '1 month' - interval '1 day')
    ELSE false
  END;--> statement-breakpoint
UPDATE "players" SET "country" = "settings"->'personal'->>'country'
WHERE "country" IS NULL AND coalesce("settings"->'personal'->>'country', '') <> '';--> statement-breakpoint
UPDATE "players" SET "settings" = "settings" #- '{personal,date_of_birth}' #- '{personal,country}'
WHERE "settings"->'personal' ?| array['date_of_birth', 'country'];
