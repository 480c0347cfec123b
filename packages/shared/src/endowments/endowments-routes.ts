import type { ApiRoute } from '../permissions/route-definition.js';

/**
 * Endowment deeds (issue 12: drafting). Any account may draft a deed of its own once its profile is
 * complete; a deed answers only to its endower (another account gets 404), whatever its role.
 * Admins read and audit deeds in the signing issue, never edit them (waqf notes §4).
 */
export const ENDOWMENTS_ROUTES = {
  'endowments.list': { method: 'GET', path: '/api/endowments', access: 'authenticated' },
  'endowments.create': { method: 'POST', path: '/api/endowments', access: 'authenticated' },
  'endowments.read': { method: 'GET', path: '/api/endowments/:pubkey', access: 'authenticated' },
  'endowments.update': { method: 'PATCH', path: '/api/endowments/:pubkey', access: 'authenticated' },
  'endowments.delete': { method: 'DELETE', path: '/api/endowments/:pubkey', access: 'authenticated' },
  'endowments.review': { method: 'POST', path: '/api/endowments/:pubkey/review', access: 'authenticated' },
  'endowments.uploadAttachment': {
    method: 'POST',
    path: '/api/endowments/:pubkey/attachments',
    access: 'authenticated',
  },
  'endowments.downloadAttachment': {
    method: 'GET',
    path: '/api/endowments/:pubkey/attachments/:attachment',
    access: 'authenticated',
  },
  'endowments.deleteAttachment': {
    method: 'DELETE',
    path: '/api/endowments/:pubkey/attachments/:attachment',
    access: 'authenticated',
  },
  /** The caller's profile completion (users/profile-completion.ts): the modal's stage and what is missing. */
  'endowments.profileCompletion': { method: 'GET', path: '/api/profile/completion', access: 'authenticated' },
} as const satisfies Record<string, ApiRoute>;
