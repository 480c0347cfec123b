import { defineModule } from '../../lib/module/define-module.js';
import { SessionsRepository } from './sessions.repository.js';
import * as tables from './sessions.table.js';
import { SessionService } from './session.service.js';
import { TokenSigner } from './tokens.js';

declare module '../../lib/module/define-module.js' {
  interface ServiceRegistry {
    sessions: SessionService;
  }
}

/** Refresh-token families and the access tokens signed with them. */
export const sessionsModule = defineModule({
  name: 'sessions',
  tables,
  repositories: (db) => ({ sessions: new SessionsRepository(db) }),
  service: (deps) => new SessionService(deps, new TokenSigner(deps.config.jwtSecret)),
});
