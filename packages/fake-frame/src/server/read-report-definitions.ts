import { readFile } from 'node:fs/promises';
import { ReportDefinitionError } from '../definitions/report-definition-error';
import { validateReportDefinition } from '../definitions/validate-report-definition';

/**
 * Reads report definitions: each entry a JSON file's path (relative to the working directory) or a
 * definition object. Rejects with an error naming the file: one that cannot be read, is not JSON,
 * or is not a valid definition (a `ReportDefinitionError` listing every problem with its path).
 */
export async function readReportDefinitions(entries: readonly (string | object)[]): Promise<unknown[]> {
  return Promise.all(
    entries.map(async (entry, i) => {
      const source = typeof entry === 'string' ? entry : `reports[${i}]`;
      let json: unknown = entry;
      if (typeof entry === 'string') {
        let text: string;
        try {
          text = await readFile(entry, 'utf8');
        } catch (error) {
          throw new Error(`${entry}: cannot read the report definition (${(error as Error).message})`, {
            cause: error,
          });
        }
        try {
          json = JSON.parse(text);
        } catch (error) {
          throw new Error(`${entry} is not JSON: ${(error as Error).message}`, { cause: error });
        }
      }
      const problems = validateReportDefinition(json);
      if (problems.length) throw new ReportDefinitionError(source, problems);
      return json;
    }),
  );
}
