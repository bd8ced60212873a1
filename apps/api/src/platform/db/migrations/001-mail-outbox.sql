CREATE SCHEMA IF NOT EXISTS platform;

-- Dev outbox: mail kept here when no SMTP_URL is set (listed at /dev/mailbox outside production).
CREATE TABLE platform.mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient_idx ON platform.mail_outbox (lower(recipient), id DESC);
