-- Client credentials (issue #5). No foreign key to customer.customers: these rows may be migrated on a database
-- where the accounts tables come later, and the customer id comes from a verified console token anyway.
CREATE SCHEMA IF NOT EXISTS customer;

-- One OAuth client per customer and service, created on first use.
CREATE TABLE customer.oauth_clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL,
  service_id text NOT NULL CHECK (service_id IN ('abs-testing', 'feature-toggle')),
  client_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, service_id)
);

-- Secrets only as HMAC-SHA256 with the server pepper; the last 4 characters are kept for the masked list.
CREATE TABLE customer.client_secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_ref uuid NOT NULL REFERENCES customer.oauth_clients (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  secret_hash text NOT NULL,
  secret_last4 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_used_at timestamptz
);
CREATE INDEX client_secrets_client_idx ON customer.client_secrets (client_ref, created_at DESC);
CREATE INDEX client_secrets_customer_idx ON customer.client_secrets (customer_id);
