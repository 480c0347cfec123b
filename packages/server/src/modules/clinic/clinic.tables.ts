export * from './etablissements.table.js';
export * from './catalogue.table.js';
export * from './doctors.table.js';
export * from './agendas.table.js';
export * from './blocks.table.js';
export * from './appointments.table.js';
export * from './appointment-history.table.js';
export * from './appointment-reminders.table.js';
