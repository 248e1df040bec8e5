-- Decision 058: an audit entry names the people it is about by id in three columns of their own: the actor, the
-- person it is about or acts on, and the child whose data it concerns; each indexed, since a child's export, access
-- log and erasure select by them.
ALTER TABLE "audit_logs" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "subject_user_id" text;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "child_id" text;--> statement-breakpoint
CREATE INDEX "audit_logs_actor_id_idx" ON "audit_logs" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_logs_subject_user_id_idx" ON "audit_logs" USING btree ("subject_user_id");--> statement-breakpoint
CREATE INDEX "audit_logs_child_id_idx" ON "audit_logs" USING btree ("child_id");--> statement-breakpoint
-- Decision 058: who and whom an audit entry is about, as ids, so a child's export, access log and erasure select the
-- child's entries by column. Decision 027's one exception to "append-only" now covers these columns too: while the
-- anonymisation grant holds, actor_id, subject_user_id and child_id may only stay or become the deleted-… reference.
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
      AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id = reference)
      AND (NEW.subject_user_id IS NOT DISTINCT FROM OLD.subject_user_id OR NEW.subject_user_id = reference)
      AND (NEW.child_id IS NOT DISTINCT FROM OLD.child_id OR NEW.child_id = reference)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_logs is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The entries written before this migration get their ids where the row says them for certain: the actor by the one
-- account holding the performed_by address; the subject by target_user (an id, or the one account's address); the
-- child by details.childId, the entity (a child's id, or a family link's "parent:child"), the subject or the actor,
-- whichever is a child's account, in that order. Deleted people and "system" match nothing and stay null. The
-- append-only trigger is off for this one statement only, inside the migration's transaction.
ALTER TABLE "audit_logs" DISABLE TRIGGER "audit_logs_no_update_or_delete";
--> statement-breakpoint
WITH ids AS (
  SELECT
    a.id,
    (SELECT min(u.id) FROM users u WHERE lower(u.email) = lower(a.performed_by) HAVING count(*) = 1) AS actor_id,
    coalesce(
      (SELECT u.id FROM users u WHERE u.id = a.target_user),
      (SELECT min(u.id) FROM users u WHERE lower(u.email) = lower(a.target_user) HAVING count(*) = 1)
    ) AS subject_user_id
  FROM audit_logs a
)
UPDATE audit_logs a
SET actor_id = ids.actor_id,
  subject_user_id = ids.subject_user_id,
  child_id = coalesce(
    (SELECT c.id FROM users c WHERE c.role = 'child' AND c.id = a.details->>'childId'),
    (SELECT c.id FROM users c WHERE c.role = 'child' AND c.id = a.entity_id),
    (SELECT c.id FROM users c WHERE c.role = 'child' AND position(':' in coalesce(a.entity_id, '')) > 0 AND c.id = split_part(a.entity_id, ':', 2)),
    (SELECT c.id FROM users c WHERE c.role = 'child' AND c.id = ids.subject_user_id),
    (SELECT c.id FROM users c WHERE c.role = 'child' AND a.role = 'child' AND c.id = ids.actor_id)
  )
FROM ids
WHERE ids.id = a.id;
--> statement-breakpoint
ALTER TABLE "audit_logs" ENABLE TRIGGER "audit_logs_no_update_or_delete";
