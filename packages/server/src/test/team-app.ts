import { afterAll, beforeAll } from 'vitest';
import { insertTeam, type Team } from './schedule-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface TeamApp {
  t: TestApp;
  team: Team;
}

/**
 * A test app with a clinic Team (schedule-fixtures.ts), opened before the file's tests and
 * closed after them. Call it at the top of a test file; read `t` and `team` inside the tests.
 */
export function useTeamApp(): TeamApp {
  const context = {} as TeamApp;
  beforeAll(async () => {
    context.t = await createTestApp();
    context.team = await insertTeam(context.t);
  }, 180_000);
  afterAll(() => context.t.close());
  return context;
}
