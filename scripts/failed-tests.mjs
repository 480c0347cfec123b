/** How many lines of a failure's why the summary keeps. */
const WHY_LINES = 12;

/**
 * The failed tests a vitest step names (its "FAIL <project> <file> > <test>" lines), each with the
 * first lines of why (the error and the start of its diff), so the summary at the very end, which
 * is what a CI log's tail keeps, says which tests failed and why, and not only which step.
 */
export function failedTests(text) {
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const why = new Map();
  lines.forEach((line, index) => {
    if (!/^\s*FAIL\s/.test(line)) return;
    const name = line.trim();
    const after = [];
    for (const next of lines.slice(index + 1, index + 40)) {
      if (/^\s*(FAIL\s|⎯)/.test(next) || after.length === WHY_LINES) break;
      if (next.trim()) after.push(`  ${next.trim().slice(0, 240)}`);
    }
    if (!why.has(name) || why.get(name).length < after.length) why.set(name, after);
  });
  return [...why].slice(0, 20).flatMap(([name, after]) => [name, ...after]);
}
