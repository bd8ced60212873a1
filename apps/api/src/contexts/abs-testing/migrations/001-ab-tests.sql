CREATE SCHEMA IF NOT EXISTS abs_testing;

CREATE TABLE abs_testing.ab_test (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL,
  name text NOT NULL CHECK (name ~ '^[A-Z_]+$' AND length(name) <= 64),
  status text NOT NULL DEFAULT 'ENABLED' CHECK (status IN ('ENABLED', 'DISABLED')),
  -- Ordered list of {variantName, percentage}; the order is part of the bucketing walk (docs/ab-testing.md).
  variants jsonb NOT NULL,
  -- Bumped on every change of the variants; tags the in-memory "not enrolled" answers (ADR 031).
  revision integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, name)
);

-- One row per (test, user): the first answer is kept forever (ADR 030). variant_name is never null here:
-- users outside the enrolled share are not stored (ADR 031).
CREATE TABLE abs_testing.ab_assignment (
  seq bigserial PRIMARY KEY,
  test_id uuid NOT NULL REFERENCES abs_testing.ab_test (id) ON DELETE CASCADE,
  user_id text NOT NULL CHECK (length(user_id) BETWEEN 1 AND 256),
  variant_name text NOT NULL,
  assigned_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (test_id, user_id)
);

CREATE INDEX ab_assignment_test_variant ON abs_testing.ab_assignment (test_id, variant_name);
