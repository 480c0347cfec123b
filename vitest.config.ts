import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source in tests (no build needed).
const resolve = { conditions: ['bayan-source', ...defaultClientConditions] };
const conditions = ['bayan-source', ...defaultServerConditions];
// The server's own tests resolve packages as Node does in production: Vite's `module` condition would
// pick builds written for bundlers (the AWS SDK's dist-es imports its files without extensions).
const serverConditions = conditions.filter((condition) => condition !== 'module');

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve,
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name,
    include: ['packages/server/src/**/*.test.ts'],
    env: { TEST_DB: db },
    // Every answer of the suite checked against the OpenAPI document (issue 29).
    setupFiles: ['packages/server/src/test/conformance/conformance-setup.ts'],
    // One module cache per worker, not per file: the files share the loaded node_modules (fastify,
    // zod, PGlite, drizzle, sharp…), which each file would otherwise load again (most of the
    // project's import time). Vitest still runs each file's own source modules afresh, vi.mock works.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The browser files that wait longest on the wall clock: an appointment's start (the clinic journey)
// or the phone's minute between two codes (the signing test, the signer's walk). `npm test` runs them
// one after another (E2E_PART=clock) beside the other files on two workers (E2E_PART=rest): their
// minutes of waiting overlap the others' work instead of holding one of two workers idle. The split
// is by measured time (CI, 2 cores: these three 757 s in turn, the other 39 files 1,550 s of tests on
// two workers); the patient's walk and the ratings wait a minute or less and stay with the rest.
// Without E2E_PART, `npm run test:e2e` runs every file.
const CLOCK_BOUND = ['e2e/endowments-signing.test.ts', 'e2e/clinic-journey.test.ts', 'e2e/walk-signer.test.ts'];
const e2ePart = process.env.E2E_PART;

// Vitest's default is one worker fewer than the cores: a single worker on CI's two, leaving one core
// idle while the files run one after another. Two at least; more where there are more cores.
// The clock-bound browser files run one at a time (E2E_PART above).
const maxWorkers = e2ePart === 'clock' ? 1 : Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { resolve, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // Node tests resolve with the SSR conditions: they need bayan-source too to load @bayan/shared.
      {
        resolve,
        ssr: { resolve: { conditions } },
        // fonts.css as written, for late-font-faces.test.ts (Vitest hands other stylesheets over empty).
        test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], css: { include: [/fonts\.css/] } },
      },
      // The build scripts' own logic (scripts/web-budget-graph.mjs).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      {
        resolve,
        test: {
          name: 'web-components',
          include: ['packages/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test/setup.ts'],
          // A test takes a few seconds of CPU (jsdom styles every MUI input); a machine shared with
          // builds and browsers can stretch that several times over.
          testTimeout: 60_000,
        },
      },
      serverProject('server-pglite', 'pglite'),
      serverProject('server-pg', 'postgres'),
      {
        resolve,
        ssr: { resolve: { conditions } },
        // The API fuzz harness (packages/server/src/test/fuzz): PGlite unless TEST_DB says otherwise.
        test: {
          name: 'server-fuzz',
          include: ['packages/server/src/test/fuzz/*.fuzz.ts'],
          env: { TEST_DB: process.env.TEST_DB ?? 'pglite' },
          // Its valid and invalid requests' answers are checked against the document too.
          setupFiles: ['packages/server/src/test/conformance/conformance-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: e2ePart === 'clock' ? CLOCK_BOUND : ['e2e/**/*.test.ts'],
          exclude: ['e2e/crash/**', 'e2e/deploy/**', ...(e2ePart === 'rest' ? CLOCK_BOUND : [])],
          // Two files run side by side (a server and a Chromium each) on CI's two cores. Three halved
          // the step (the journeys wait minutes of real time for an appointment's start or a code's
          // resend) but overloaded the cores: an axe check caught a card mid-fade and a form's answer
          // missed its 30 s, in one CI run of two.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page waits on a busy machine too: polls give the UI as long as Playwright's own waits.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
      {
        // Starts and SIGKILLs the built server itself (npm run test:crash builds it first).
        test: { name: 'crash', include: ['e2e/crash/**/*.test.ts'], testTimeout: 1_800_000 },
      },
      {
        // Two built API processes on one PostgreSQL behind Debian's nginx (npm run test:deploy builds first).
        test: { name: 'deploy', include: ['e2e/deploy/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 },
      },
    ],
  },
});
