-- Casino rounds remember a digest of the request that played them, so the same idempotency key
-- with a different body is refused (422) instead of replaying the first round (issue 13).
ALTER TABLE "game_rounds" ADD COLUMN IF NOT EXISTS "request_hash" text;
