-- Sessions carry the user's session version (claim `sv`) [A-SEC-07]; disabling a user (or ending
-- their sessions) bumps it, so sessions issued before stay refused after the user is enabled again.
-- Sessions without the claim (issued before this migration) count as version 0.
alter table users add column session_version integer not null default 0;
