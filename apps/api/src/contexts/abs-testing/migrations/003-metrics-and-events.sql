-- Issue 20: metrics per test, tracked events and the counters results are read from (ADR 094). Results never scan
-- events or assignments: every figure is a sum over a few rows per variant, metric and day.

-- Ordered list of {name, kind, role}; role resolved on write (the first metric is primary unless one is marked).
ALTER TABLE abs_testing.ab_test ADD COLUMN metrics jsonb NOT NULL DEFAULT '[]';
-- The variant the others are compared with; null = the first variant.
ALTER TABLE abs_testing.ab_test ADD COLUMN control_variant text;

-- Assigned users per variant and UTC day, kept by a statement trigger so that every insert path (and a replica still
-- running the previous release during a rolling upgrade) is counted.
CREATE TABLE abs_testing.ab_assignment_day (
  test_id uuid NOT NULL REFERENCES abs_testing.ab_test (id) ON DELETE CASCADE,
  variant_name text NOT NULL,
  day date NOT NULL,
  users bigint NOT NULL,
  PRIMARY KEY (test_id, variant_name, day)
);

CREATE FUNCTION abs_testing.count_new_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sorted, so two replicas' statements take the counter rows in the same order and cannot deadlock.
  INSERT INTO abs_testing.ab_assignment_day AS d (test_id, variant_name, day, users)
  SELECT test_id, variant_name, (assigned_at AT TIME ZONE 'UTC')::date, count(*)
  FROM new_assignments GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (test_id, variant_name, day) DO UPDATE SET users = d.users + excluded.users;
  RETURN NULL;
END;
$$;

-- No insert may slip between the backfill below and the trigger taking over.
LOCK TABLE abs_testing.ab_assignment IN SHARE MODE;

CREATE TRIGGER ab_assignment_counted AFTER INSERT ON abs_testing.ab_assignment
  REFERENCING NEW TABLE AS new_assignments FOR EACH STATEMENT EXECUTE FUNCTION abs_testing.count_new_assignments();

INSERT INTO abs_testing.ab_assignment_day (test_id, variant_name, day, users)
SELECT test_id, variant_name, (assigned_at AT TIME ZONE 'UTC')::date, count(*)
FROM abs_testing.ab_assignment GROUP BY 1, 2, 3;

-- Per user and metric: how many events and their running total. The variant is copied from the assignment so that
-- results never join the assignment table.
CREATE TABLE abs_testing.ab_user_metric (
  test_id uuid NOT NULL REFERENCES abs_testing.ab_test (id) ON DELETE CASCADE,
  metric text NOT NULL,
  user_id text NOT NULL,
  variant_name text NOT NULL,
  events bigint NOT NULL,
  value_sum double precision NOT NULL,
  PRIMARY KEY (test_id, metric, user_id)
);

-- Per variant, metric and UTC day: users who converted for the first time, and the increments of the sum and of the
-- sum of squares of per-user totals. Summed over days they give the exact totals; cumulated they draw the chart.
CREATE TABLE abs_testing.ab_metric_day (
  test_id uuid NOT NULL REFERENCES abs_testing.ab_test (id) ON DELETE CASCADE,
  metric text NOT NULL,
  variant_name text NOT NULL,
  day date NOT NULL,
  users_converted bigint NOT NULL,
  value_sum double precision NOT NULL,
  value_sum_squares double precision NOT NULL,
  PRIMARY KEY (test_id, metric, variant_name, day)
);

-- Events of users without an assignment in the test: counted, shown, attributed to no variant.
CREATE TABLE abs_testing.ab_metric_unattributed (
  test_id uuid NOT NULL REFERENCES abs_testing.ab_test (id) ON DELETE CASCADE,
  metric text NOT NULL,
  events bigint NOT NULL,
  PRIMARY KEY (test_id, metric)
);

-- eventIds already counted, for idempotent retries; seen_at lets old ids be pruned (ADR 094).
CREATE TABLE abs_testing.ab_event_id (
  test_id uuid NOT NULL REFERENCES abs_testing.ab_test (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (test_id, event_id)
);
CREATE INDEX ab_event_id_seen_at ON abs_testing.ab_event_id (seen_at);

-- The marketplace demo counts a purchase per demo visitor (issue 20, item 6).
UPDATE abs_testing.ab_test SET metrics = '[{"name":"purchase","kind":"CONVERSION","role":"PRIMARY"}]'
WHERE customer_id = '00000000-0000-4000-8000-00000000de70' AND name = 'MARKET_PLACE_CHECKOUT';
