-- A family is one login; each refresh rotates its token. Reuse of a rotated token revokes the whole family.
CREATE TABLE customer.refresh_families (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customer.customers (id) ON DELETE CASCADE,
  -- Absolute lifetime: rotation never extends it.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refresh_families_customer_idx ON customer.refresh_families (customer_id);

CREATE TABLE customer.refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id uuid NOT NULL REFERENCES customer.refresh_families (id) ON DELETE CASCADE,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refresh_tokens_family_idx ON customer.refresh_tokens (family_id);
