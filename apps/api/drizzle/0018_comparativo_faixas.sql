-- Hand-written data move (no schema change). The comparative snapshots now keep each unit's
-- principle score only as its quarter of the 0-100 scale (0..3) and count only confirmed owners
-- past the waiting period, so the rows published before mean something else: drop them all.
-- comparativo_estado going empty marks every edition as never refreshed; the next refresh
-- (at start, or the first comparative request) publishes every group again from the current data.
DELETE FROM "comparativo_membro";--> statement-breakpoint
DELETE FROM "comparativo_grupo";--> statement-breakpoint
DELETE FROM "comparativo_estado";
