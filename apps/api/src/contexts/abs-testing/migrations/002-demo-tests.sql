-- SPEC §3, §9: the two public demo experiments, owned by the fixed system demo customer
-- (DEMO_CUSTOMER_ID in demos/demo-catalog.ts). Idempotent.
INSERT INTO abs_testing.ab_test (customer_id, name, status, variants) VALUES
  ('00000000-0000-4000-8000-00000000de70', 'MARKET_PLACE_CHECKOUT', 'ENABLED',
   '[{"variantName":"ONE_CLICK_BUY","percentage":10},{"variantName":"FASTER_CHECKOUT","percentage":30},{"variantName":"TRADITIONAL_CHECK_OUT","percentage":60}]'),
  ('00000000-0000-4000-8000-00000000de70', 'CLIENT_AUTHENTICATION', 'ENABLED',
   '[{"variantName":"APP_FLOW","percentage":10},{"variantName":"SMS_FLOW","percentage":30},{"variantName":"EMAIL_FLOW","percentage":60}]')
ON CONFLICT (customer_id, name) DO NOTHING;
