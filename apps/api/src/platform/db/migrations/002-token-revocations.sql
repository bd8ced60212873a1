-- Deleted client secrets: machine tokens they minted stop working at once on every replica (kept 4 h + margin,
-- the machine-token lifetime).
CREATE TABLE platform.revoked_secrets (
  secret_id text PRIMARY KEY,
  revoked_at timestamptz NOT NULL DEFAULT now()
);
