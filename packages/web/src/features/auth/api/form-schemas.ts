/*
 * The login and sign-up forms' schemas, fetched by the forms when the browser is idle (useZodForm's
 * loader): zod stays out of those pages' first load (issue 14).
 */
export { loginSchema, patientRegisterSchema, registerSchema } from '@bayan/shared';
