import type { z } from 'zod';

/** One thing wrong with the content: the file, the field inside it, and what is wrong. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

type Issue = z.core.$ZodIssue;

/**
 * A failed union (a text that is neither a string nor all three languages, say) names the branch
 * the author was trying to write: the one that did not fail on the value's very type.
 */
function flatten(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const branches = issue.errors.filter(
    (branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  );
  if (branches.length !== 1) return [issue];
  return branches[0]!.flatMap((inner) =>
    flatten({ ...inner, path: [...issue.path, ...inner.path] }),
  );
}

function describe(issue: Issue): string {
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Missing';
  return issue.message;
}

export function problemsOf(
  file: string,
  issues: readonly Issue[],
  prefix: (string | number)[] = [],
): ContentProblem[] {
  return issues.flatMap(flatten).map((issue) => ({
    file,
    field: [...prefix, ...issue.path].map(String).join('.') || '(file)',
    message: describe(issue),
  }));
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.field}: ${problem.message}`;
}
