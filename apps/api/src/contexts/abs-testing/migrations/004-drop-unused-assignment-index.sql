-- Results are read from the per-day counters (003), so nothing reads assignments by (test, variant) any more; the
-- index only cost every new-user insert a third B-tree entry (about a fifth of the WAL written per assignment).
DROP INDEX IF EXISTS abs_testing.ab_assignment_test_variant;
