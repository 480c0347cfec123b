import * as tables from '../../lib/files/stores/stored-files.table.js';
import { defineModule } from '../../lib/module/define-module.js';

/**
 * Uploaded files. The stores live in lib/files/stores, because every module's service is given
 * the app's one store (`ModuleDeps.files`); this manifest only declares the shared store's tables.
 */
export const filesModule = defineModule({ name: 'files', tables });
