-- A pending login between the password step and the e-mailed code (SPEC §4 Login).
CREATE TABLE customer.login_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customer.customers (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  code_expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  resend_count integer NOT NULL DEFAULT 0,
  last_sent_at timestamptz NOT NULL,
  -- Set once the code was accepted, or the challenge was ended (too many wrong codes, password reset).
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_challenges_customer_idx ON customer.login_challenges (customer_id);
