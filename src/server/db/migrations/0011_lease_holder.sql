-- The connection that holds the feed lease: its server process id, set when the lease is taken.
-- A lease row outlives its holder's connection (a PostgreSQL restart drops every connection
-- while the row still runs for up to LEASE_MS), and health says "no leader" (degraded) while
-- the holder's process is gone, instead of trusting the row's expiry alone (issue 26).
ALTER TABLE "leader_lease" ADD COLUMN IF NOT EXISTS "holder_pid" integer;
