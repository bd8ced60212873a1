-- A returning user missing from memory is one lookup by (test_id, user_id). With the variant carried in the key's
-- index (INCLUDE), that lookup is an index-only scan: it reads no table page, which past the cache halves the pages
-- touched per call (ADR 078, addendum). The new unique index is built before the old key goes, so uniqueness holds
-- throughout; ON CONFLICT (test_id, user_id) infers it like the old one.
CREATE UNIQUE INDEX ab_assignment_user_key ON abs_testing.ab_assignment (test_id, user_id) INCLUDE (variant_name);
ALTER TABLE abs_testing.ab_assignment DROP CONSTRAINT ab_assignment_test_id_user_id_key;
