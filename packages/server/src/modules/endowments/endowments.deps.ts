import type { FileStore } from '../../lib/files/file-store.js';
import type { ModuleDeps, ServiceRegistry } from '../../lib/module/define-module.js';
import type { AttachmentsRepository } from './attachments/attachments.repository.js';
import type { DeedsRepository } from './deeds/deeds.repository.js';
import type { PartsRepository } from './deeds/parts.repository.js';

export interface EndowmentsRepos {
  deeds: DeedsRepository;
  parts: PartsRepository;
  attachments: AttachmentsRepository;
}

/** The module's repositories, the accounts (profiles, ID-number matching) and the users' file store. */
export type EndowmentsDeps = ModuleDeps<EndowmentsRepos> & Pick<ServiceRegistry, 'users'> & { files: FileStore };
