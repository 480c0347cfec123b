/** The demo publishes contact details, so the public contact page has something to show. */
export const DEMO_SETTINGS = { contact_email: 'contact@bayan.local', contact_phone: '+966550000000' };
