-- State that every instance of the API shares, so a cluster behaves as one server.

-- The login rate limit: one counter per limit key (a SHA-256 of the key, so no address or
-- account name is stored), counting hits until the window ends; the first hit after that
-- starts a new window. Rows whose window has ended are deleted by the instances (about once
-- a minute each).
create table login_rate_limits (
  key_hash text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
create index login_rate_limits_window_ends_at_idx on login_rate_limits (window_ends_at);

-- Embed tokens, one row per user and cache key (a SHA-256 of the provider scope, the identity
-- and the report set). `token` is encrypted (AES-256-GCM under a key derived from
-- SESSION_SECRET) and null until the first GenerateToken call succeeds. The lease marks the
-- one instance calling GenerateToken for this key; the others wait for the row to fill.
create table embed_tokens (
  user_id uuid not null references users (id) on delete cascade,
  key_hash text not null,
  token text,
  expires_at timestamptz,
  fresh_until timestamptz,
  lease_owner text,
  lease_until timestamptz,
  primary key (user_id, key_hash)
);
create index embed_tokens_expires_at_idx on embed_tokens (expires_at);
