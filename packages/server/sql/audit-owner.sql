-- Hardens the audit log on PostgreSQL (README, "Audit log"): the application's role keeps SELECT
-- and INSERT on events and nothing else on it, so it can neither UPDATE, DELETE nor TRUNCATE an
-- event, nor step past the append-only trigger (ALTER TABLE needs ownership), nor drop the table
-- (the schema is no longer its own). Run as a superuser (or the database's owner) once the server
-- has migrated the database, and again after a restore:
--   psql "$OWNER_URL" -v app=bayan -v audit=bayan_audit -f packages/server/sql/audit-owner.sql
-- `app` is the role of the servers' DATABASE_URL; `audit` a role with no login that will own the log.
\set ON_ERROR_STOP on
BEGIN;
SELECT format('CREATE ROLE %I NOLOGIN', :'audit')
	WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'audit') \gexec
-- The schema: the application still creates and alters its own tables in it (migrations), but only
-- an object's owner may drop it, no longer the schema's owner.
ALTER SCHEMA public OWNER TO :"audit";
GRANT USAGE, CREATE ON SCHEMA public TO :"app";
-- The log, its id sequence, its chain head and the functions that write or trim them.
ALTER TABLE events OWNER TO :"audit";
ALTER TABLE audit_chain_head OWNER TO :"audit";
ALTER FUNCTION events_chain() OWNER TO :"audit";
ALTER FUNCTION events_append_only() OWNER TO :"audit";
ALTER FUNCTION audit_chain_trim(bigint) OWNER TO :"audit";
-- The hash the trigger computes: the application may not redefine it under the trigger.
ALTER FUNCTION audit_chain_field(text) OWNER TO :"audit";
ALTER FUNCTION audit_event_hash(bigint, bigint, integer, text, text, text, text, text, jsonb, jsonb, timestamptz, text)
	OWNER TO :"audit";
REVOKE ALL ON events, audit_chain_head FROM :"app";
GRANT SELECT, INSERT ON events TO :"app";
GRANT USAGE ON SEQUENCE events_id_seq TO :"app";
-- Read by `npm run audit:verify` and the SUPERADMIN's check; written by events_chain (SECURITY DEFINER) only.
GRANT SELECT ON audit_chain_head TO :"app";
COMMIT;
