-- The fence holds the lease row FOR KEY SHARE instead of FOR SHARE. A takeover locks the row
-- FOR UPDATE first (feed/leader.ts), which still waits for every write in flight; a renewal
-- (an update that changes no key) no longer does. Under FOR SHARE a renewal queued behind a
-- feed or settlement write that waited on a row lock for two seconds (a match row held by a
-- ticket) ran out of time, and the leader gave up its lease although nothing was wrong.
CREATE OR REPLACE FUNCTION feed_fence(e bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM leader_lease WHERE id = 1 AND epoch = e FOR KEY SHARE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'feed epoch % is no longer current', e USING ERRCODE = 'SBF01';
	END IF;
END $$;
