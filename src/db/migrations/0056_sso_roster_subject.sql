-- Decision 069: a school's provider may name people by the roster's sourcedId (its subject, or its SAML NameID);
-- the school admin says so, and the roster's members are then linked to the provider under that identifier.
ALTER TABLE "sso_providers" ADD COLUMN "roster_subject" boolean DEFAULT false NOT NULL;
