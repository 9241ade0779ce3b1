import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConfig, configKinds, describeSyntaxProblem } from '../src/check-config.ts';
import { examples, exampleText } from '../src/examples.ts';
import { locateJsonError } from '../src/locate-json-error.ts';

describe('checkConfig', () => {
  it.each(configKinds.map((kind) => kind.id))('accepts the %s example', (kind) => {
    expect(checkConfig(kind, exampleText(kind))).toEqual({ status: 'valid', validator: expect.any(String) });
  });

  it('names the validator it ran', () => {
    expect(checkConfig('dashboard', exampleText('dashboard'))).toEqual({
      status: 'valid',
      validator: 'validateDashboardLoad',
    });
  });

  it('reports a report configuration without accessToken', () => {
    const { accessToken: _dropped, ...withoutToken } = examples.report as Record<string, unknown>;
    expect(checkConfig('report', JSON.stringify(withoutToken))).toEqual({
      status: 'invalid',
      validator: 'validateReportLoad',
      problems: [{ path: 'accessToken', message: 'is required (a string)' }],
      sdkErrors: ['accessToken is required'],
    });
  });

  it('reports a wrong type inside the settings', () => {
    const config = { ...(examples.report as object), settings: { filterPaneEnabled: 'no' } };
    const result = checkConfig('report', JSON.stringify(config));
    expect(result).toMatchObject({
      status: 'invalid',
      problems: [{ path: 'settings.filterPaneEnabled', message: 'must be true or false; got "no"' }],
      sdkErrors: ['filterPaneEnabled must be a boolean'],
    });
  });

  it('checks the text as the chosen kind', () => {
    // A valid report is not a valid tile: the tile validator wants a dashboardId.
    expect(checkConfig('tile', exampleText('report'))).toMatchObject({
      status: 'invalid',
      problems: [{ path: 'dashboardId', message: 'is required (a string)' }],
      sdkErrors: ['dashboardId is required'],
    });
  });

  it('treats blank text as nothing to check', () => {
    expect(checkConfig('report', '  \n ')).toEqual({ status: 'empty' });
  });

  it('reports invalid JSON with the line, the column and the line itself', () => {
    const text = '{\n  "accessToken": "abc"\n  "id": "r1"\n}';
    const result = checkConfig('report', text);
    expect(result).toMatchObject({ status: 'syntax-error', lineText: '  "id": "r1"' });
    if (result.status !== 'syntax-error') throw new Error('expected a syntax error');
    expect(describeSyntaxProblem(result.problem)).toBe(
      "Line 3, column 3: expected ',' or '}' after a property value, found a double quote.",
    );
  });
});

describe('locateJsonError', () => {
  it.each([
    ['{"a": 1,}', 1, 9, "a comma before '}': JSON does not allow trailing commas"],
    ['[1, 2,]', 1, 7, "a comma before ']': JSON does not allow trailing commas"],
    ["{'a': 1}", 1, 2, 'expected a property name in double quotes, found a single quote'],
    ['{"a": \'x\'}', 1, 7, 'a string in single quotes: JSON strings use double quotes'],
    ['{"a": tru}', 1, 7, "expected a value, found 't'"],
    ['{"a": 1', 1, 8, "expected ',' or '}' after a property value, found the end of the text"],
    ['{"a": "open\n}', 1, 12, 'a line break or control character inside a string (is a closing quote missing?)'],
    ['{"a": "x\\q"}', 1, 9, 'invalid escape sequence in a string'],
    ['{"a": 1} {', 1, 10, "unexpected '{' after the end of the JSON value"],
    ['', 1, 1, 'expected a value, found the end of the text'],
    ['{\n  "a": [1 2]\n}', 2, 11, "expected ',' or ']' after an array item, found '2'"],
  ])('finds the error in %j', (text, line, column, reason) => {
    expect(locateJsonError(text)).toMatchObject({ line, column, reason });
  });

  it('agrees with JSON.parse on which texts are valid', () => {
    const parses = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const nearlyJson = fc
      .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', "'", ':', ' ', '\n', '0', '-', '\\'))
      .map(([json, at, insert]) => {
        const i = at % (json.length + 1);
        return json.slice(0, i) + insert + json.slice(i);
      });
    fc.assert(
      fc.property(fc.oneof(fc.json(), nearlyJson, fc.string()), (text) => {
        expect(locateJsonError(text) === undefined).toBe(parses(text));
      }),
      { numRuns: 2000 },
    );
  });
});
