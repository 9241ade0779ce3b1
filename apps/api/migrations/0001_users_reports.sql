-- People allowed into the viewer. Matched at login by their Entra object id once known,
-- otherwise by e-mail (case-insensitive), which is how an admin adds someone before first login.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  display_name text not null default '',
  entra_object_id text,
  disabled boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create unique index users_entra_object_id_key on users (entra_object_id) where entra_object_id is not null;

-- Reports that can be embedded. For the powerbi provider, workspace_id says where the report
-- lives; dataset_id is filled from the service and is needed for row-level security.
create table reports (
  id text primary key,
  name text not null,
  workspace_id text,
  dataset_id text,
  created_at timestamptz not null default now()
);

-- Which user sees which report.
create table user_reports (
  user_id uuid not null references users (id) on delete cascade,
  report_id text not null references reports (id) on delete cascade,
  primary key (user_id, report_id)
);
create index user_reports_report_id_idx on user_reports (report_id);
