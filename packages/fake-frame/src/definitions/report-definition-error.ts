/** A report definition that is not valid: `problems` lists each, with its field path and what was expected. */
export class ReportDefinitionError extends Error {
  readonly problems: readonly string[];

  constructor(source: string, problems: readonly string[]) {
    super(`${source} is not a valid report definition:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ReportDefinitionError';
    this.problems = problems;
  }
}
