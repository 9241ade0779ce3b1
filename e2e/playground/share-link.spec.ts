import { expect, test } from '@playwright/test';
import { expectRendered, getState, openPlayground, reportFrame, setCode } from './playground-page.ts';

/** The playground's session in its link: the kind, the configuration and the code (`#s=…`). */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('[P-PLAY-06] Copy link gives a link that reopens the same kind, configuration and code', async ({
  page,
  context,
}) => {
  // A hang guard: two playgrounds, each with its editor and two frames, on a busy machine.
  test.setTimeout(120_000);
  await openPlayground(page);
  await expectRendered(page, 'Report');
  await page.getByLabel('Embed kind').selectOption('tile');
  await expectRendered(page, 'Tile');
  const box = page.getByLabel('Configuration (JSON)');
  const config = (await box.inputValue()).replace('Sample tile: admissions by department', 'My shared tile');
  await box.fill(config);
  const code = "// shared ✓\nlog('tile', embed.embedtype);\n";
  await setCode(page, code);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#share-status')).toHaveText(/^Link copied \(\d+ characters\)/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/playground\.html#s=[A-Za-z0-9_-]+$/);
  await expect(page.getByLabel('Link to this session')).toHaveValue(link);
  expect(link.length).toBeLessThan(1000);

  // Opened in a new page, with the first one closed (a page behind another draws nothing, and Monaco waits for that).
  await page.close();
  const other = await context.newPage();
  await openPlayground(other, link);
  expect(await getState(other)).toEqual({ kind: 'tile', config, code });
  await expect(other.getByLabel('Embed kind')).toHaveValue('tile');
  await expect(other.getByLabel('Configuration (JSON)')).toHaveValue(config);
  // The editor shows it: a plain text area holds it as its value, Monaco draws its lines.
  const editor = other.getByRole('textbox', { name: 'Code', exact: true });
  if (await editor.evaluate((element) => element.classList.contains('inputarea')))
    await expect(other.locator('#editor-host')).toContainText("log('tile', embed.embedtype);");
  else await expect(editor).toHaveValue(code);
  await expectRendered(other, 'Tile');
  await expect(reportFrame(other).locator('.ff-root')).toHaveAttribute('data-kind', 'tile');
  await other.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(other.locator('#output li')).toHaveText(['log: tile tile']);
});

test('[P-PLAY-06] a malformed or hand-edited link opens the playground with a plain message, never a crash', async ({
  page,
  context,
}) => {
  // A hang guard: two playgrounds, each with its editor and two frames, on a busy machine.
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPlayground(page, '/playground.html#s=not%20a%20state!');
  const notice = page.locator('#playground-notice');
  await expect(notice).toHaveText(
    'This link could not be opened: it has characters a playground link never has. The playground started with the sample report instead.',
  );
  await expectRendered(page, 'Report');

  // A link cut short (as a chat program might): the same kind of message, and the playground still works.
  await setCode(page, "log('a long enough piece of code to be cut short in a link');".repeat(3));
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.getByLabel('Link to this session').inputValue();
  await page.close();
  const other = await context.newPage();
  other.on('pageerror', (error) => errors.push(error.message));
  await openPlayground(other, link.slice(0, link.length - 10));
  await expect(other.locator('#playground-notice')).toHaveText(
    /^This link could not be opened: it was cut off or changed by hand\./,
  );
  await expectRendered(other, 'Report');
  expect((await getState(other)).kind).toBe('report');
  expect(errors).toEqual([]);
});
