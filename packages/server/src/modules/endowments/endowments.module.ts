import { moduleContract } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import { profileGateRoutes } from './profile-gate/profile-gate.routes.js';

/** Endowment deeds and their signing (PRODUCT.md §1): declared now, built next, switched by BAYAN_MODULES. */
export const endowmentsModule = defineModule({
  name: 'endowments',
  switch: 'endowments',
  contract: moduleContract('endowments'),
  routes: profileGateRoutes,
});
