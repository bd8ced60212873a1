CREATE SCHEMA IF NOT EXISTS customer;

CREATE TABLE customer.customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  customer_type text NOT NULL DEFAULT 'FREE' CHECK (customer_type IN ('FREE')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One account per address whatever its case (issue 3: e-mail unique case-insensitively).
CREATE UNIQUE INDEX customers_email_lower_key ON customer.customers (lower(email));
