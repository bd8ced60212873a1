CREATE SCHEMA IF NOT EXISTS feature_toggle;

-- One row per toggle; the kind decides which value column is set. Names are unique per customer across kinds.
CREATE TABLE feature_toggle.toggles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL,
  name text NOT NULL,
  toggle_type text NOT NULL CHECK (toggle_type IN ('SIMPLE', 'DATE', 'VARIABLE', 'PATTERN')),
  enabled boolean,
  toggle_date timestamptz,
  variables jsonb,
  pattern text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT toggles_customer_name_key UNIQUE (customer_id, name),
  CONSTRAINT toggles_value_of_kind CHECK (
    (toggle_type = 'SIMPLE' AND enabled IS NOT NULL)
    OR (toggle_type = 'DATE' AND toggle_date IS NOT NULL)
    OR (toggle_type = 'VARIABLE' AND jsonb_typeof(variables) = 'array')
    OR (toggle_type = 'PATTERN' AND pattern IS NOT NULL)
  )
);
