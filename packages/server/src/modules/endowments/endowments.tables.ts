export * from './deeds/deeds.table.js';
export * from './deeds/assets.table.js';
export * from './deeds/persons.table.js';
export * from './attachments/attachments.table.js';
export * from './signing/signing.table.js';
export * from './deeds/expenses.table.js';
