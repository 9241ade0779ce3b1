import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/admin/admin-commands.ts';
import { DEMO_REPORTS } from '../src/db/demo-data.ts';
import { DirectoryStore } from '../src/db/directory-store.ts';
import { seedDemoData } from '../src/db/seed-demo-data.ts';
import { openTestPglite, type TestDatabase } from './support/test-databases.ts';

let test: TestDatabase;
let store: DirectoryStore;
beforeAll(async () => {
  test = await openTestPglite();
  await seedDemoData(test.db);
  store = new DirectoryStore(test.db);
});
afterAll(() => test.dispose());

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, store, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('admin command', () => {
  it('adds a user with reports, and lists users with status and reports', async () => {
    const added = await admin(
      'users',
      'add',
      'nurse.joy@contoso.example',
      '--name',
      'Nurse Joy',
      '--reports',
      `${DEMO_REPORTS[0].id},${DEMO_REPORTS[1].id}`,
    );
    expect(added.code).toBe(0);
    const list = await admin('users', 'list');
    expect(list.out.split('\n')[0]).toMatch(/^email\s+name\s+status\s+reports$/);
    expect(list.out).toMatch(
      new RegExp(
        `nurse\\.joy@contoso\\.example\\s+Nurse Joy\\s+active\\s+${DEMO_REPORTS[0].id},${DEMO_REPORTS[1].id}|nurse\\.joy@contoso\\.example\\s+Nurse Joy\\s+active\\s+${DEMO_REPORTS[1].id},${DEMO_REPORTS[0].id}`,
      ),
    );
  });

  it('disables and enables a user', async () => {
    expect(await admin('users', 'disable', 'Nurse.Joy@contoso.example')).toMatchObject({
      code: 0,
      out: 'user nurse.joy@contoso.example disabled',
    });
    expect((await store.findUserForLogin(undefined, 'nurse.joy@contoso.example'))!.disabled).toBe(true);
    expect(await admin('users', 'enable', 'nurse.joy@contoso.example')).toMatchObject({
      code: 0,
      out: 'user nurse.joy@contoso.example enabled',
    });
  });

  it('adds reports and assigns and unassigns them', async () => {
    expect(await admin('reports', 'add', 'r-icu', 'ICU', 'Capacity', '--workspace', 'ws-1')).toMatchObject({
      code: 0,
      out: 'report r-icu "ICU Capacity" saved',
    });
    expect((await admin('reports', 'list')).out).toMatch(/r-icu\s+ICU Capacity\s+ws-1/);
    expect(await admin('assign', 'nurse.joy@contoso.example', 'r-icu')).toMatchObject({ code: 0 });
    const user = (await store.findUserForLogin(undefined, 'nurse.joy@contoso.example'))!;
    expect((await store.userWithReports(user.id))!.reports.map((r) => r.id)).toContain('r-icu');
    expect(await admin('unassign', 'nurse.joy@contoso.example', 'r-icu')).toMatchObject({ code: 0 });
    expect((await store.userWithReports(user.id))!.reports.map((r) => r.id)).not.toContain('r-icu');
  });

  it('[A-SEC-07] users disable bumps the session version and enable keeps it; users end-sessions bumps it without disabling', async () => {
    const version = async () => (await store.findUserForLogin(undefined, 'nurse.joy@contoso.example'))!.sessionVersion;
    const start = await version();
    await admin('users', 'disable', 'nurse.joy@contoso.example');
    await admin('users', 'enable', 'nurse.joy@contoso.example');
    expect(await version()).toBe(start + 1);
    expect(await admin('users', 'end-sessions', 'Nurse.Joy@contoso.example')).toEqual({
      code: 0,
      out: 'sessions of nurse.joy@contoso.example ended',
      err: '',
    });
    expect(await version()).toBe(start + 2);
    expect((await store.findUserForLogin(undefined, 'nurse.joy@contoso.example'))!.disabled).toBe(false);
    expect(await admin('users', 'end-sessions', 'ghost@contoso.example')).toMatchObject({ code: 1 });
    expect(await admin('users', 'end-sessions')).toMatchObject({ code: 2 });
    expect((await admin('--help')).out).toContain('users end-sessions <email>');
  });

  it('fails with exit code 1 and a message for unknown users and reports', async () => {
    expect(await admin('assign', 'nurse.joy@contoso.example', 'nope')).toEqual({
      code: 1,
      out: '',
      err: 'Unknown report id(s): nope',
    });
    expect(await admin('users', 'disable', 'ghost@contoso.example')).toEqual({
      code: 1,
      out: '',
      err: 'No user with e-mail ghost@contoso.example',
    });
  });

  it('prints usage with exit code 2 for unknown or incomplete commands', async () => {
    expect(await admin('frobnicate')).toMatchObject({
      code: 2,
      err: expect.stringContaining('Unknown command: frobnicate'),
    });
    expect(await admin('users', 'add', 'not-an-email')).toMatchObject({
      code: 2,
      err: expect.stringContaining('<email> is required'),
    });
    expect(await admin('assign', 'nurse.joy@contoso.example')).toMatchObject({ code: 2 });
    expect(await admin('--bogus')).toMatchObject({ code: 2 });
    expect(await admin('--help')).toMatchObject({
      code: 0,
      out: expect.stringContaining('Usage: pnpm --filter @org/api admin'),
    });
  });
});
