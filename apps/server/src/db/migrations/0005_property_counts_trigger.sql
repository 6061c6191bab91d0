-- Keeps property_counts.active = the number of an account's top-level, non-archived properties.
CREATE OR REPLACE FUNCTION lintel_property_counts() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.parent_id IS NULL AND OLD.archived_at IS NULL THEN
    UPDATE property_counts SET active = active - 1 WHERE account_id = OLD.account_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.parent_id IS NULL AND NEW.archived_at IS NULL THEN
    INSERT INTO property_counts (account_id, active) VALUES (NEW.account_id, 1)
    ON CONFLICT (account_id) DO UPDATE SET active = property_counts.active + 1;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER properties_keep_counts
  AFTER INSERT OR DELETE OR UPDATE OF parent_id, archived_at, account_id ON properties
  FOR EACH ROW EXECUTE FUNCTION lintel_property_counts();
--> statement-breakpoint
INSERT INTO property_counts (account_id, active)
  SELECT account_id, count(*) FROM properties WHERE parent_id IS NULL AND archived_at IS NULL GROUP BY account_id
  ON CONFLICT (account_id) DO UPDATE SET active = EXCLUDED.active;
