import type { ComponentProps } from 'react';
import { lazyPage } from '../../../app/lazy-page';
import type { ClinicSetup } from './clinic-setup';
import type { NextSteps } from './next-steps';

/** The home's next steps and set-up hints come with their own namespace, after the shell (issue 14's budget). */
const namespaces = () => import('../page-namespaces');

export const LazyNextSteps = lazyPage<ComponentProps<typeof NextSteps>>(
  () => import('./next-steps').then(({ NextSteps }) => ({ default: NextSteps })),
  namespaces,
);

export const LazyClinicSetup = lazyPage<ComponentProps<typeof ClinicSetup>>(
  () => import('./clinic-setup').then(({ ClinicSetup }) => ({ default: ClinicSetup })),
  namespaces,
);
