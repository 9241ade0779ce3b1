import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_REPORTS, DEMO_USERS } from '../src/db/demo-data.ts';
import { DirectoryError, DirectoryStore } from '../src/db/directory-store.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { seedDemoData } from '../src/db/seed-demo-data.ts';
import { openTestPglite, openTestPostgres, type TestDatabase } from './support/test-databases.ts';
import { startTestApi } from './support/test-api.ts';

const postgresUrl = inject('postgresUrl');
if (!postgresUrl)
  console.warn(`[api tests] skipping the PostgreSQL data-layer tests: ${inject('postgresUnavailableReason')}`);

const backends = [
  { name: 'PGlite', open: openTestPglite, available: true },
  { name: 'PostgreSQL', open: openTestPostgres, available: postgresUrl !== null },
];

for (const backend of backends) {
  describe.skipIf(!backend.available)(`data layer on ${backend.name}`, () => {
    let test: TestDatabase;
    let store: DirectoryStore;
    beforeAll(async () => {
      test = await backend.open();
      store = new DirectoryStore(test.db);
    });
    afterAll(() => test.dispose());

    it('records applied migrations and applies nothing twice, even when two runs race', async () => {
      const [a, b] = await Promise.all([migrate(test.db), migrate(test.db)]);
      expect([...a, ...b]).toEqual([]);
      const rows = await test.db.query<{ version: string }>('select version from schema_migrations order by version');
      expect(rows.map((r) => r.version)).toEqual([
        '0001_users_reports.sql',
        '0002_shared_state.sql',
        '0003_id_token_uses.sql',
        '0004_users_session_version.sql',
      ]);
    });

    it('seeds the demo users and dashboards into an empty database only', async () => {
      expect(await seedDemoData(test.db)).toBe(true);
      expect(await seedDemoData(test.db)).toBe(false);
      const users = await store.listUsers();
      expect(users.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email).sort());
      expect(users.find((u) => u.email === 'former.staff@contoso.example')!.disabled).toBe(true);
      expect((await store.listReports()).map((r) => r.id).sort()).toEqual(DEMO_REPORTS.map((r) => r.id).sort());
    });

    it('finds a login by e-mail case-insensitively, then by the object id it links', async () => {
      const byEmail = await store.findUserForLogin('oid-adele', 'ADELE.Vance@Contoso.example');
      expect(byEmail?.email).toBe('adele.vance@contoso.example');
      expect(await store.linkObjectId(byEmail!.id, 'oid-adele')).toBe(true);
      expect((await store.findUserForLogin('oid-adele', 'changed@elsewhere.example'))?.id).toBe(byEmail!.id);
      // [A-SEC-01] Linking never overwrites an existing link, and says so (the login is refused);
      // linking the same oid again is harmless.
      expect(await store.linkObjectId(byEmail!.id, 'oid-other')).toBe(false);
      expect(await store.linkObjectId(byEmail!.id, 'oid-adele')).toBe(true);
      expect((await store.findUserForLogin('oid-adele', undefined))?.id).toBe(byEmail!.id);
      expect(await store.findUserForLogin('oid-nobody', 'nobody@elsewhere.example')).toBeUndefined();
      expect(await store.findUserForLogin(undefined, undefined)).toBeUndefined();
    });

    it('returns a user with their reports sorted by name, case-insensitively', async () => {
      await store.upsertReport({ id: 'r-lower', name: 'aardvark census' });
      await store.assignReports('adele.vance@contoso.example', ['r-lower']);
      const adele = (await store.findUserForLogin(undefined, 'adele.vance@contoso.example'))!;
      const found = await store.userWithReports(adele.id);
      const names = found!.reports.map((r) => r.name);
      expect(names[0]).toBe('aardvark census');
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(found!.user).toMatchObject({
        email: 'adele.vance@contoso.example',
        disabled: false,
        displayName: 'Adele Vance',
      });
    });

    it('returns a user without reports with an empty list, and no user for an unknown id', async () => {
      const user = await store.addUser('no.reports@contoso.example', 'No Reports');
      expect(await store.userWithReports(user.id)).toEqual({ user, reports: [] });
      expect(await store.userWithReports('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('adds users once per e-mail whatever the case, and disables and enables them', async () => {
      const first = await store.addUser('Case.Test@Contoso.example', 'Case Test');
      const again = await store.addUser('case.test@contoso.example', 'Other Name');
      expect(again.id).toBe(first.id);
      expect((await store.setDisabled('CASE.TEST@contoso.example', true)).disabled).toBe(true);
      expect((await store.setDisabled('case.test@contoso.example', false)).disabled).toBe(false);
      await expect(store.setDisabled('ghost@contoso.example', true)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    });

    it('assigns only known reports (all or nothing), repeats are harmless, and unassigns', async () => {
      await store.addUser('assign.test@contoso.example');
      await expect(
        store.assignReports('assign.test@contoso.example', [DEMO_REPORTS[0].id, 'no-such-report']),
      ).rejects.toThrow(DirectoryError);
      const user = (await store.findUserForLogin(undefined, 'assign.test@contoso.example'))!;
      expect((await store.userWithReports(user.id))!.reports).toEqual([]);
      await store.assignReports('assign.test@contoso.example', [DEMO_REPORTS[0].id, DEMO_REPORTS[1].id]);
      await store.assignReports('assign.test@contoso.example', [DEMO_REPORTS[0].id]);
      expect((await store.userWithReports(user.id))!.reports.map((r) => r.id).sort()).toEqual(
        [DEMO_REPORTS[0].id, DEMO_REPORTS[1].id].sort(),
      );
      await store.unassignReports('assign.test@contoso.example', [DEMO_REPORTS[0].id]);
      expect((await store.userWithReports(user.id))!.reports.map((r) => r.id)).toEqual([DEMO_REPORTS[1].id]);
      await expect(store.assignReports('ghost@contoso.example', [DEMO_REPORTS[0].id])).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
    });

    it('renames a report without losing its workspace, and removing it removes its assignments', async () => {
      await store.upsertReport({ id: 'r-ws', name: 'Old', workspaceId: 'ws-1', datasetId: 'ds-1' });
      expect(await store.upsertReport({ id: 'r-ws', name: 'New' })).toEqual({
        id: 'r-ws',
        name: 'New',
        workspaceId: 'ws-1',
        datasetId: 'ds-1',
      });
      await store.assignReports('adele.vance@contoso.example', ['r-ws']);
      await test.db.query('delete from reports where id = $1', ['r-ws']);
      const links = await test.db.query('select * from user_reports where report_id = $1', ['r-ws']);
      expect(links).toEqual([]);
    });

    it('rolls a failed transaction back', async () => {
      await expect(
        test.db.transaction(async (tx) => {
          await tx.query('insert into reports (id, name) values ($1, $2)', ['r-rollback', 'Rollback']);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await test.db.query('select id from reports where id = $1', ['r-rollback'])).toEqual([]);
    });

    it('lists users with their report ids', async () => {
      const users = await store.listUsers();
      const alex = users.find((u) => u.email === 'alex.wilber@contoso.example')!;
      expect(alex.reportIds.sort()).toEqual([DEMO_REPORTS[0].id, DEMO_REPORTS[2].id, DEMO_REPORTS[4].id].sort());
    });
  });
}

describe.skipIf(!postgresUrl)('the API on PostgreSQL (DATABASE_URL)', () => {
  it('migrates and seeds a new database on start, then serves /login and /dashboards from it', async () => {
    const fresh = await openTestPostgres();
    // openDatabase is what the server runs: on an already migrated database it only seeds.
    await fresh.db.exec(
      `do $$ declare t text; begin
         for t in select tablename from pg_tables where schemaname = 'public' loop
           execute format('drop table %I cascade', t);
         end loop;
       end $$;`,
    );
    const db = await openDatabase({
      url: fresh.url,
      dataDir: '/nonexistent',
      seedDemoData: true,
      directoryCacheSeconds: 0,
    });
    await db.close();
    const t = await startTestApi({
      seed: false,
      database: { db: await openPostgresDatabase(fresh.url!), dispose: () => fresh.dispose() },
    });
    try {
      expect(t.api.db.kind).toBe('postgres');
      const token = await t.login({ oid: 'oid-alex', preferred_username: 'alex.wilber@contoso.example' });
      const response = await fetch(`${t.url}/dashboards`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBe(3);
      const health = await fetch(`${t.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
    } finally {
      await t.close();
    }
  });
});
