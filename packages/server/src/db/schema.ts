export * from '../modules/users/users.table.js';
export * from '../modules/sessions/sessions.table.js';
export * from '../modules/names/names.table.js';
