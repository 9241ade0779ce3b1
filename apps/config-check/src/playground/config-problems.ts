/** The playground's configuration check: the checker of the first page (src/check-config.ts) on the config box. */
import { checkConfig, describeSyntaxProblem } from '../check-config.ts';
import { describeProblem } from '../checker/problem.ts';
import { CHECKER_KIND } from './kind-configs.ts';
import type { PlaygroundKind } from './kinds.ts';

/** The parsed configuration when the checker finds nothing wrong, else every problem as a sentence. */
export function checkPlaygroundConfig(
  kind: PlaygroundKind,
  text: string,
): { ok: true; config: Record<string, unknown>; validator: string } | { ok: false; problems: string[] } {
  const result = checkConfig(CHECKER_KIND[kind], text);
  switch (result.status) {
    case 'empty':
      return { ok: false, problems: ['The configuration is empty: write the object you pass to powerbi.embed().'] };
    case 'syntax-error':
      return { ok: false, problems: [`The configuration is not valid JSON. ${describeSyntaxProblem(result.problem)}`] };
    case 'invalid':
      return { ok: false, problems: result.problems.map(describeProblem) };
    case 'valid':
      return { ok: true, config: JSON.parse(text) as Record<string, unknown>, validator: result.validator };
  }
}
