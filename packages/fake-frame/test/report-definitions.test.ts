import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRows } from '../src/data/apply-filters';
import { reportFromJson } from '../src/definitions/report-from-json';
import { ReportDefinitionError } from '../src/definitions/report-definition-error';
import { DEFINITION_VISUAL_TYPES, validateReportDefinition } from '../src/definitions/validate-report-definition';
import { reportFor } from '../src/estate/estate';
import { computeVisual } from '../src/report/report-definition';
import { startFakeFrameServer } from '../src/server/index';
import { readReportDefinitions } from '../src/server/read-report-definitions';
import type { ReportDefinitionJson } from '../src/definitions/report-definition-json';
import type { BarsData, CardData, TableData } from '../src/report/visual-data';

const EXAMPLE_FILE = new URL('../src/definitions/example-report.json', import.meta.url);
const SCHEMA_FILE = new URL('../src/definitions/report-definition.schema.json', import.meta.url);
const example = () => JSON.parse(readFileSync(EXAMPLE_FILE, 'utf8')) as ReportDefinitionJson;
const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
const unfiltered = (table: string, rows: readonly object[]) => filterRows(table, rows, []);
type Row = { Clinic: string; Month: string; Visits: number; NoShows: number };

describe('[P-FRAME-01] report definitions from JSON', () => {
  it('[P-FRAME-01] the shipped example is valid and becomes a report like the built-in ones', () => {
    expect(validateReportDefinition(example())).toEqual([]);
    const report = reportFromJson(example());
    expect(report.id).toBe('clinic-activity');
    expect(report.pages.map((p) => [p.name, p.displayName, p.visuals.map((v) => `${v.name}:${v.type}`)])).toEqual([
      [
        'ReportSection1',
        'Visits',
        ['totalVisits:card', 'clinicSlicer:slicer', 'visitsByClinic:clusteredBarChart', 'visitsByMonth:tableEx'],
      ],
      ['ReportSection2', 'No-shows', ['noShowRate:card', 'noShowsByClinic:pieChart']],
    ]);
    const rows = example().tables.Visits.rows as unknown as Row[];
    const data = report.createData();
    const visual = (name: string) => report.pages.flatMap((p) => p.visuals).find((v) => v.name === name)!;
    const total = rows.reduce((s, r) => s + r.Visits, 0);
    expect(computeVisual(visual('totalVisits'), data, unfiltered)).toEqual<CardData>({
      kind: 'card',
      value: total,
      format: 'count',
    });
    const bars = computeVisual(visual('visitsByClinic'), data, unfiltered) as BarsData;
    expect(bars.bars).toEqual(
      ['North Clinic', 'Riverside Clinic', 'Harbour Clinic'].map((clinic) => ({
        label: clinic,
        value: rows.filter((r) => r.Clinic === clinic).reduce((s, r) => s + r.Visits, 0),
      })),
    );
    const rate = computeVisual(visual('noShowRate'), data, unfiltered) as CardData;
    expect(rate).toMatchObject({ format: 'percent' });
    expect(rate.value).toBeCloseTo(rows.reduce((s, r) => s + r.NoShows, 0) / total);
    expect((computeVisual(visual('visitsByMonth'), data, unfiltered) as TableData).columns).toEqual([
      { title: 'Month' },
      { title: 'Visits', format: 'count' },
    ]);
    // Visuals without a layout get a place on the page; bookmarks open their page.
    expect(visual('noShowRate').layout).toEqual({ x: 20, y: 20, z: 0, width: 610, height: 680 });
    expect(report.bookmarks[0]).toMatchObject({ name: 'Bookmark1', activePage: 'ReportSection2' });
    expect(report.dataset).toEqual({ id: 'clinic-activity-dataset', name: 'Clinic activity' });
    // Served for its id (without case) before the estate, only when given.
    const own = new Map([[report.id.toLowerCase(), report]]);
    expect(reportFor('Clinic-Activity', 'notFound', own)).toBe(report);
    expect(reportFor('clinic-activity', 'notFound')).toBeUndefined();
  });

  it('[P-FRAME-01] a bad definition gets every problem with its field path and what was expected, never a crash', () => {
    const bad = example();
    bad.pages[1].visuals[0].type = 'pie';
    bad.tables.Visits.rows[2].Visits = 'many';
    bad.tables.Visits.rows[3].Ward = 'A';
    bad.pages[0].visuals[1].fields.Values[0].column = 'Clinics';
    bad.pages[0].visuals[2].fields.Legend = [];
    bad.bookmarks![0].page = 'ReportSection9';
    bad.paginated!.rowsPerPage = 0;
    Reflect.deleteProperty(bad, 'displayName');
    const problems = validateReportDefinition(bad);
    expect(problems).toEqual([
      'displayName must be a non-empty string; got nothing',
      'tables.Visits.rows[2].Visits must be a number; got "many"',
      'tables.Visits.rows[3].Ward must be a column of Visits ("Clinic", "Month", "Visits", "NoShows"); got "Ward"',
      'pages[0].visuals[2].fields.Legend must be a data role of clusteredBarChart ("Category", "Series", "Y", "Tooltips"); got "Legend"',
      'pages[1].visuals[0].type must be one of ' +
        DEFINITION_VISUAL_TYPES.map((t) => JSON.stringify(t)).join(', ') +
        '; got "pie"',
      'bookmarks[0].page must be the name of a page ("ReportSection1", "ReportSection2"); got "ReportSection9"',
      'paginated.rowsPerPage must be an integer ≥ 1; got 0',
    ]);
    // Fields are checked against the tables once the tables are sound.
    const fields = example();
    fields.pages[0].visuals[1].fields.Values[0].column = 'Clinics';
    fields.pages[0].visuals[2].fields.Legend = [];
    fields.pages[0].visuals[0].fields.Values = [{ table: 'Visits', measure: 'Visit count' }];
    expect(validateReportDefinition(fields)).toEqual([
      'pages[0].visuals[0].fields.Values[0] must be a field of the report\'s tables: measure Visit count is not in table Visits; got {"table":"Visits","measure":"Visit count"}',
      'pages[0].visuals[1].fields.Values[0] must be a field of the report\'s tables: column Clinics is not in table Visits; got {"table":"Visits","column":"Clinics"}',
      'pages[0].visuals[2].fields.Legend must be a data role of clusteredBarChart ("Category", "Series", "Y", "Tooltips"); got "Legend"',
    ]);
    for (const value of [null, 3, 'report', [], {}, { pages: 'x', tables: [] }]) {
      expect(() => validateReportDefinition(value)).not.toThrow();
      expect(validateReportDefinition(value).length).toBeGreaterThan(0);
    }
    expect(validateReportDefinition(null)).toEqual(['the report definition must be an object; got null']);
    expect(() => reportFromJson(bad, 'my-report.json')).toThrow(ReportDefinitionError);
    expect(() => reportFromJson(bad, 'my-report.json')).toThrow(
      /^my-report\.json is not a valid report definition:\n {2}- displayName must be a non-empty string/,
    );
  });

  it('[P-FRAME-01] the README example is a valid definition, and its error example is what the validator says', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Your own reports'), readme.indexOf('## A bookmark in the load'));
    const json = /```json\n([\s\S]*?)```/.exec(section)![1];
    expect(validateReportDefinition(JSON.parse(json))).toEqual([]);
    expect(reportFromJson(JSON.parse(json)).pages[0].visuals.map((v) => v.name)).toEqual([
      'totalVisits',
      'visitsByClinic',
    ]);
    expect(section).toContain(
      'pages[1].visuals[0].type must be one of "areaChart", "barChart", "card", …, "treemap"; got "pie"',
    );
  });

  it('[P-FRAME-01] the JSON Schema shipped says what the validator checks (types, roles, columns, required keys)', () => {
    expect(schema.$defs.visual.properties.type.enum).toEqual(DEFINITION_VISUAL_TYPES);
    expect(schema.required).toEqual(['id', 'displayName', 'tables', 'pages']);
    expect(schema.$defs.table.properties.columns.additionalProperties.enum).toEqual(['text', 'number']);
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    // Patterns (as @org/embed-models' schemas), so `@org/fake-frame/report-definition.schema.json` resolves.
    expect(pkg.exports['./*.schema.json']).toBe('./src/definitions/*.schema.json');
    expect(pkg.exports['./example-*.json']).toBe('./src/definitions/example-*.json');
    expect(pkg.files).toContain('src/definitions/*.json');
  });
});

describe('[P-FRAME-01] the server takes report files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fake-frame-reports-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('[P-FRAME-01] startFakeFrameServer({ reports }) lists the definitions in the frame page', async () => {
    const file = join(dir, 'clinic.json');
    await writeFile(file, readFileSync(EXAMPLE_FILE));
    const scriptFile = join(dir, 'frame.js');
    await writeFile(scriptFile, '');
    const server = await startFakeFrameServer({ port: 0, scriptFile, reports: [file] });
    try {
      const html = await (await fetch(`${server.url}?reportId=clinic-activity`)).text();
      const json = /<script type="application\/json" id="fake-frame-reports">(.*?)<\/script>/s.exec(html)?.[1];
      expect(JSON.parse(json!)).toEqual([example()]);
    } finally {
      await server.close();
    }
  });

  it('[P-FRAME-01] a bad file rejects the start with the file, the field path and what was expected', async () => {
    const bad = example();
    bad.pages[1].visuals[0].type = 'pie';
    const file = join(dir, 'bad.json');
    await writeFile(file, JSON.stringify(bad));
    await expect(startFakeFrameServer({ port: 0, reports: [file] })).rejects.toThrow(
      `${file} is not a valid report definition:\n  - pages[1].visuals[0].type must be one of "areaChart"`,
    );
    await expect(readReportDefinitions([file])).rejects.toMatchObject({
      problems: [expect.stringMatching(/^pages\[1\]\.visuals\[0\]\.type must be one of .*; got "pie"$/)],
    });
    const broken = join(dir, 'broken.json');
    await writeFile(broken, '{ "id": ');
    await expect(readReportDefinitions([broken])).rejects.toThrow(`${broken} is not JSON:`);
    await expect(readReportDefinitions([join(dir, 'missing.json')])).rejects.toThrow(
      /cannot read the report definition/,
    );
  });
});
