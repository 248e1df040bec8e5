-- Decision 027: when a parent deletes a child's account, the audit entries about the child stay (the log is
-- append-only, migration 0001) but keep only an anonymised reference ("deleted-child:…") instead of the child's
-- id, e-mail and name. This is the one exception to "audit_logs is append-only", and it is narrow:
--   * UPDATE only (DELETE and TRUNCATE are still refused);
--   * only while the setting academy.audit_anonymise holds "<this transaction's id>|<reference>", which
--     server/audit-subject.ts sets with set_config(…, true) in the deleting transaction: a value left in the session
--     by mistake names another transaction and grants nothing;
--   * the reference must be a deleted-… one; who did it and what happened (role, action_type, component, timestamp)
--     never change, and performed_by and target_user may only become that reference.
CREATE OR REPLACE FUNCTION audit_logs_append_only() RETURNS trigger AS $$
DECLARE
  grant_value text := current_setting('academy.audit_anonymise', true);
  grant_xact text;
  reference text;
BEGIN
  IF TG_OP = 'UPDATE' AND grant_value IS NOT NULL AND position('|' in grant_value) > 0 THEN
    grant_xact := split_part(grant_value, '|', 1);
    reference := substr(grant_value, length(grant_xact) + 2);
    IF grant_xact = pg_current_xact_id()::text
      AND reference LIKE 'deleted-%'
      AND NEW.id = OLD.id
      AND NEW.role = OLD.role
      AND NEW.action_type = OLD.action_type
      AND NEW.component = OLD.component
      AND NEW."timestamp" = OLD."timestamp"
      AND (NEW.performed_by = OLD.performed_by OR NEW.performed_by = reference)
      AND (NEW.target_user IS NOT DISTINCT FROM OLD.target_user OR NEW.target_user = reference)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$ LANGUAGE plpgsql;
