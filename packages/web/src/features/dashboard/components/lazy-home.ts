import type { ComponentProps } from 'react';
import { lazyPage } from '../../../app/lazy-page';
import type { ClinicSetup, NextSteps } from './next-steps';

/**
 * The home's next steps and the clinic's set-up line: one script with its own namespace, fetched
 * after the shell (issue 14's budget).
 */
const namespaces = () => import('../page-namespaces');

export const LazyNextSteps = lazyPage<ComponentProps<typeof NextSteps>>(
  () => import('./next-steps').then(({ NextSteps }) => ({ default: NextSteps })),
  namespaces,
);

export const LazyClinicSetup = lazyPage<ComponentProps<typeof ClinicSetup>>(
  () => import('./next-steps').then(({ ClinicSetup }) => ({ default: ClinicSetup })),
  namespaces,
);
