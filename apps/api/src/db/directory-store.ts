import type { Queryable } from './database.ts';

export interface UserRecord {
  id: string;
  email: string;
  displayName: string;
  entraObjectId: string | null;
  disabled: boolean;
  /** Sessions carry it; disabling the user or ending their sessions bumps it, which ends them all. */
  sessionVersion: number;
}

export interface ReportRecord {
  id: string;
  name: string;
  workspaceId: string | null;
  datasetId: string | null;
}

export interface UserWithReports {
  user: UserRecord;
  reports: ReportRecord[];
}

const USER_COLUMNS = `u.id, u.email, u.display_name as "displayName", u.entra_object_id as "entraObjectId", u.disabled, u.session_version as "sessionVersion"`;
const REPORT_COLUMNS = `r.id, r.name, r.workspace_id as "workspaceId", r.dataset_id as "datasetId"`;

/** Users, reports and who sees what: every SQL statement of the API, identical on PGlite and PostgreSQL. */
export class DirectoryStore {
  constructor(private readonly db: Queryable) {}

  /**
   * Finds the user a verified ID token belongs to: by object id first, then by sign-in name
   * (case-insensitive). The caller must refuse a user found by name who is linked to another object id
   * (see `linkObjectId`): the name match is for the first link only.
   */
  async findUserForLogin(objectId: string | undefined, loginName: string | undefined): Promise<UserRecord | undefined> {
    if (objectId) {
      const [byOid] = await this.db.query<UserRecord>(
        `select ${USER_COLUMNS} from users u where u.entra_object_id = $1`,
        [objectId],
      );
      if (byOid) return byOid;
    }
    return loginName ? this.userByEmail(loginName) : undefined;
  }

  /**
   * Links the Entra object id at first login, so a later e-mail change keeps the account. Returns
   * false when the user is (by now) linked to another object id: a concurrent first sign-in of another
   * identity won, and this one must be refused.
   */
  async linkObjectId(userId: string, objectId: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(
      `update users set entra_object_id = $2
        where id = $1 and (entra_object_id is null or entra_object_id = $2)
        returning id`,
      [userId, objectId],
    );
    return rows.length > 0;
  }

  /** The user and the reports assigned to them, or undefined when the user no longer exists. */
  async userWithReports(userId: string): Promise<UserWithReports | undefined> {
    const rows = await this.db.query<
      UserRecord & {
        reportId: string | null;
        reportName: string | null;
        workspaceId: string | null;
        datasetId: string | null;
      }
    >(
      `select ${USER_COLUMNS}, r.id as "reportId", r.name as "reportName", r.workspace_id as "workspaceId", r.dataset_id as "datasetId"
         from users u
         left join user_reports ur on ur.user_id = u.id
         left join reports r on r.id = ur.report_id
        where u.id = $1
        order by lower(r.name), r.id`,
      [userId],
    );
    if (rows.length === 0) return undefined;
    const [first] = rows;
    const user: UserRecord = {
      id: first.id,
      email: first.email,
      displayName: first.displayName,
      entraObjectId: first.entraObjectId,
      disabled: first.disabled,
      sessionVersion: first.sessionVersion,
    };
    const reports = rows
      .filter((r) => r.reportId !== null)
      .map((r) => ({
        id: r.reportId as string,
        name: r.reportName as string,
        workspaceId: r.workspaceId,
        datasetId: r.datasetId,
      }));
    return { user, reports };
  }

  async listUsers(): Promise<(UserRecord & { reportIds: string[] })[]> {
    const users = await this.db.query<UserRecord>(`select ${USER_COLUMNS} from users u order by lower(u.email)`);
    const links = await this.db.query<{ userId: string; reportId: string }>(
      'select user_id as "userId", report_id as "reportId" from user_reports order by report_id',
    );
    return users.map((u) => ({ ...u, reportIds: links.filter((l) => l.userId === u.id).map((l) => l.reportId) }));
  }

  /** Adds a user (e-mail unique, case-insensitive); returns the existing one unchanged if present. */
  async addUser(email: string, displayName = ''): Promise<UserRecord> {
    await this.db.query(
      `insert into users (email, display_name) values ($1, $2) on conflict ((lower(email))) do nothing`,
      [email.trim(), displayName],
    );
    return this.requireUser(email);
  }

  /**
   * Disables or enables a user. Disabling also bumps the session version, so the sessions issued
   * until now stay ended when the user is enabled again [A-SEC-07].
   */
  async setDisabled(email: string, disabled: boolean): Promise<UserRecord> {
    const [user] = await this.db.query<UserRecord>(
      `update users u set disabled = $2,
              session_version = u.session_version + case when $2 then 1 else 0 end
        where lower(u.email) = lower($1) returning ${USER_COLUMNS}`,
      [email, disabled],
    );
    if (!user) throw new DirectoryError('USER_NOT_FOUND', `No user with e-mail ${email}`);
    return user;
  }

  /** Ends every session the user has (a lost or stolen device); they sign in again. */
  async endSessions(email: string): Promise<UserRecord> {
    const [user] = await this.db.query<UserRecord>(
      `update users u set session_version = u.session_version + 1
        where lower(u.email) = lower($1) returning ${USER_COLUMNS}`,
      [email],
    );
    if (!user) throw new DirectoryError('USER_NOT_FOUND', `No user with e-mail ${email}`);
    return user;
  }

  async listReports(): Promise<ReportRecord[]> {
    return this.db.query<ReportRecord>(`select ${REPORT_COLUMNS} from reports r order by lower(r.name), r.id`);
  }

  /** Creates or renames a report (by id). */
  async upsertReport(report: {
    id: string;
    name: string;
    workspaceId?: string | null;
    datasetId?: string | null;
  }): Promise<ReportRecord> {
    const [row] = await this.db.query<ReportRecord>(
      `insert into reports as r (id, name, workspace_id, dataset_id) values ($1, $2, $3, $4)
       on conflict (id) do update set name = excluded.name,
         workspace_id = coalesce(excluded.workspace_id, r.workspace_id),
         dataset_id = coalesce(excluded.dataset_id, r.dataset_id)
       returning ${REPORT_COLUMNS}`,
      [report.id, report.name, report.workspaceId ?? null, report.datasetId ?? null],
    );
    return row;
  }

  /** Lets the user see these reports; unknown report ids are an error, repeats are harmless. */
  async assignReports(email: string, reportIds: readonly string[]): Promise<void> {
    const user = await this.requireUser(email);
    const known = new Set(
      (await this.db.query<{ id: string }>('select id from reports where id = any($1::text[])', [reportIds])).map(
        (r) => r.id,
      ),
    );
    const unknown = reportIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new DirectoryError('REPORT_NOT_FOUND', `Unknown report id(s): ${unknown.join(', ')}`);
    for (const reportId of reportIds) {
      await this.db.query('insert into user_reports (user_id, report_id) values ($1, $2) on conflict do nothing', [
        user.id,
        reportId,
      ]);
    }
  }

  async unassignReports(email: string, reportIds: readonly string[]): Promise<void> {
    const user = await this.requireUser(email);
    await this.db.query('delete from user_reports where user_id = $1 and report_id = any($2::text[])', [
      user.id,
      reportIds,
    ]);
  }

  private async requireUser(email: string): Promise<UserRecord> {
    const user = await this.userByEmail(email);
    if (!user) throw new DirectoryError('USER_NOT_FOUND', `No user with e-mail ${email}`);
    return user;
  }

  private async userByEmail(email: string): Promise<UserRecord | undefined> {
    const [user] = await this.db.query<UserRecord>(
      `select ${USER_COLUMNS} from users u where lower(u.email) = lower($1)`,
      [email.trim()],
    );
    return user;
  }
}

/** A directory operation that cannot be done as asked (unknown user or report). */
export class DirectoryError extends Error {
  override readonly name = 'DirectoryError';
  constructor(
    readonly code: 'USER_NOT_FOUND' | 'REPORT_NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}
