-- ID tokens that have been exchanged for a session [A-SEC-07]: each signs in once. `token_hash`
-- is a SHA-256 of the token's signed part (header and claims, so of its nonce, iat and uti), never
-- the token. A row is kept until no instance would accept the token any more (its exp, the 60 s
-- clock tolerance and a margin for skew between instances) and then deleted by the instances
-- (about once a minute each).
create table id_token_uses (
  token_hash text primary key,
  expires_at timestamptz not null
);
create index id_token_uses_expires_at_idx on id_token_uses (expires_at);
