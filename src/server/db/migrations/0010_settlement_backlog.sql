-- Settlement's backlog sweep (every 10 s on the node that runs the feed) looks for undecided
-- selections of decided matches, and for open tickets with no undecided selection left. Both
-- read every row of tickets and ticket_events, settled history included: with 200,000 settled
-- tickets on PostgreSQL 15, 100 ms per sweep, growing with the history (and on PGlite, whose one
-- connection runs one statement at a time, every ticket waits meanwhile). Indexes of the open
-- rows alone keep the sweep proportional to what is open: 2.2 ms for the same data.
CREATE INDEX IF NOT EXISTS "tickets_pending" ON "tickets" ("id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ticket_events_pending" ON "ticket_events" ("event_id") WHERE "status" = 'pending';
