import { defineModule } from '../../lib/module/define-module.js';

/** Appointments, doctors and revenue (PRODUCT.md §1): declared now, built next, switched by BAYAN_MODULES. */
export const clinicModule = defineModule({ name: 'clinic', switch: 'clinic' });
