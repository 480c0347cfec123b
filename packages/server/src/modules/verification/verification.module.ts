import { defineModule } from '../../lib/module/define-module.js';
import { VerificationRepository } from './verification.repository.js';
import { VerificationService } from './verification.service.js';
import * as tables from './verification.table.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    verification: VerificationService;
  }
}

/** Phone codes and link tokens (confirm email, reset password); the auth flows spend them. */
export const verificationModule = defineModule({
  name: 'verification',
  tables,
  repositories: (db) => ({ verification: new VerificationRepository(db) }),
  service: (deps) => new VerificationService(deps),
});
