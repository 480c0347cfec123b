export * from '../modules/users/users.table.js';
export * from '../modules/sessions/sessions.table.js';
export * from '../modules/verification/verification.table.js';
export * from '../modules/outbox/outbox.table.js';
export * from '../modules/events/events.table.js';
export * from '../lib/throttle/throttle.table.js';
export * from '../modules/names/names.table.js';
