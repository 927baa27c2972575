-- Every cart change leaves a dead row version: a busy shop writes carts thousands
-- of times a second. The default (vacuum once a fifth of the table is dead, at a
-- throttled pace) let dead rows pile up on a long-running server until reads
-- slowed down (docs/PERFORMANCE.md). The carts table is small: vacuum it early and
-- at full speed.
ALTER TABLE "carts" SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 1000,
  autovacuum_vacuum_cost_delay = 0,
  autovacuum_analyze_scale_factor = 0.05
);
