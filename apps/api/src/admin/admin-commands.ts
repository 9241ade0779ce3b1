import { parseArgs } from 'node:util';
import { DirectoryError, type DirectoryStore } from '../db/directory-store.ts';

const ADMIN_USAGE = `Usage: pnpm --filter @org/api admin <command>

  users list                                   list users, their status and reports
  users add <email> [--name <display name>] [--reports <id,id>]
  users disable <email>                        login answers 400, sessions stop working (for good)
  users enable <email>                         sessions from before the disable stay ended
  users end-sessions <email>                   the user's sessions stop working; they sign in again
  reports list
  reports add <id> <name> [--workspace <workspace id>] [--dataset <dataset id>]
  assign <email> <report id>...                let the user see these reports
  unassign <email> <report id>...

Uses DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default .data), like the server.`;

export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs one admin command against the directory; returns the process exit code. */
export async function runAdminCommand(
  argv: readonly string[],
  store: DirectoryStore,
  out: AdminOutput,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        reports: { type: 'string' },
        workspace: { type: 'string' },
        dataset: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [group, action, ...rest] = positionals;
  const usage = (problem: string) => {
    out.error(`${problem}\n\n${ADMIN_USAGE}`);
    return 2;
  };
  if (values.help || !group) {
    out.log(ADMIN_USAGE);
    return values.help ? 0 : 2;
  }

  try {
    switch (`${group} ${group === 'assign' || group === 'unassign' ? '' : (action ?? '')}`.trim()) {
      case 'users list': {
        const users = await store.listUsers();
        out.log(
          table(
            ['email', 'name', 'status', 'reports'],
            users.map((u) => [u.email, u.displayName, u.disabled ? 'disabled' : 'active', u.reportIds.join(',')]),
          ),
        );
        return 0;
      }
      case 'users add': {
        const [email] = rest;
        if (!email?.includes('@')) return usage('users add: <email> is required (an e-mail address)');
        const user = await store.addUser(email, values.name ?? '');
        const reports = splitList(values.reports);
        if (reports.length > 0) await store.assignReports(email, reports);
        out.log(`user ${user.email} (${user.id}) ready${reports.length ? `; reports: ${reports.join(', ')}` : ''}`);
        return 0;
      }
      case 'users disable':
      case 'users enable': {
        const [email] = rest;
        if (!email) return usage(`users ${action}: <email> is required`);
        const user = await store.setDisabled(email, action === 'disable');
        out.log(`user ${user.email} ${user.disabled ? 'disabled' : 'enabled'}`);
        return 0;
      }
      case 'users end-sessions': {
        const [email] = rest;
        if (!email) return usage('users end-sessions: <email> is required');
        const user = await store.endSessions(email);
        out.log(`sessions of ${user.email} ended`);
        return 0;
      }
      case 'reports list': {
        const reports = await store.listReports();
        out.log(
          table(
            ['id', 'name', 'workspace', 'dataset'],
            reports.map((r) => [r.id, r.name, r.workspaceId ?? '', r.datasetId ?? '']),
          ),
        );
        return 0;
      }
      case 'reports add': {
        const [id, ...nameParts] = rest;
        const name = nameParts.join(' ');
        if (!id || !name) return usage('reports add: <id> and <name> are required');
        const report = await store.upsertReport({ id, name, workspaceId: values.workspace, datasetId: values.dataset });
        out.log(`report ${report.id} "${report.name}" saved`);
        return 0;
      }
      case 'assign':
      case 'unassign': {
        const [email, ...reportIds] = [action, ...rest].filter((v): v is string => v !== undefined);
        if (!email || reportIds.length === 0)
          return usage(`${group}: <email> and at least one <report id> are required`);
        if (group === 'assign') await store.assignReports(email, reportIds);
        else await store.unassignReports(email, reportIds);
        out.log(
          `${group === 'assign' ? 'assigned' : 'unassigned'} ${reportIds.join(', ')} ${group === 'assign' ? 'to' : 'from'} ${email}`,
        );
        return 0;
      }
      default:
        return usage(`Unknown command: ${positionals.join(' ')}`);
    }
  } catch (error) {
    if (error instanceof DirectoryError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
