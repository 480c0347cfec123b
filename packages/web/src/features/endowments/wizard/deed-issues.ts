import { DEED_STEPS, stepOfPath, type DeedStep, type FieldIssue } from '@bayan/shared';

/** An issue of the deed as shown: its draft path (its field) and its message in the page's language. */
export interface ShownIssue {
  path: string;
  message: string;
}

/** The server's 422 details as issues: their paths are the draft's ('body.' stripped should it come). */
export const serverIssues = (details: readonly FieldIssue[] = []): ShownIssue[] =>
  details.map((detail) => ({ path: detail.path.replace(/^body\./, ''), message: detail.message }));

/** The issues by the step that shows them, in the wizard's order; steps without issues left out. */
export function issuesByStep(issues: readonly ShownIssue[]): [DeedStep, ShownIssue[]][] {
  const groups = new Map<DeedStep, ShownIssue[]>();
  for (const issue of issues) {
    const step = stepOfPath(issue.path);
    groups.set(step, [...(groups.get(step) ?? []), issue]);
  }
  return DEED_STEPS.flatMap((step) =>
    groups.has(step) ? [[step, groups.get(step)!] as [DeedStep, ShownIssue[]]] : [],
  );
}
