import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { CountCache } from './lib/list/count-cache.js';
import { AuthService } from './modules/auth/auth.service.js';
import { TokenSigner } from './modules/auth/tokens.js';
import { NamesRepository } from './modules/names/names.repository.js';
import { NamesService } from './modules/names/names.service.js';
import { SessionsRepository } from './modules/sessions/sessions.repository.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { UsersService } from './modules/users/users.service.js';

/** Wires repositories into services once per app; modules reach each other only through these. */
export function createServices(database: Database, config: Config & { jwtSecret: string }) {
  const counts = new CountCache();
  const users = new UsersRepository(database.db);
  const sessions = new SessionsRepository(database.db);
  return {
    names: new NamesService(new NamesRepository(database.db, counts)),
    users: new UsersService(users),
    auth: new AuthService(users, sessions, new TokenSigner(config.jwtSecret)),
  };
}

export type Services = ReturnType<typeof createServices>;
