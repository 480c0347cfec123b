import { defineModule } from '../../lib/module/define-module.js';

/** Endowment deeds and their signing (PRODUCT.md §1): declared now, built next, switched by BAYAN_MODULES. */
export const endowmentsModule = defineModule({ name: 'endowments', switch: 'endowments' });
