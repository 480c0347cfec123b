import { MODULE_CONTRACTS } from '@bayan/shared';
import { defineModule } from '../../lib/module/define-module.js';
import * as tables from './clinic.tables.js';

/** Appointments, doctors and revenue (PRODUCT.md §1), switched by BAYAN_MODULES. */
export const clinicModule = defineModule({
  name: 'clinic',
  contract: MODULE_CONTRACTS.clinic,
  switch: 'clinic',
  tables,
});
