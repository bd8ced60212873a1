CREATE TABLE customer.password_reset_tokens (
  token_hash text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customer.customers (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_reset_tokens_customer_idx ON customer.password_reset_tokens (customer_id);
