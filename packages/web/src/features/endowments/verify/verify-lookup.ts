import { queryOptions } from '@tanstack/react-query';
import { verifyReferenceSchema } from '@bayan/shared';
import { lookupVerifyCode } from '../api/signing-api';

/** A draft's QR code opens /verify/draft: a draft has no version to verify yet. */
export const DRAFT = 'draft';

/** Whether text is a document number (WQF-…) or a version's full hash, as typed or printed. */
export const isReference = (text: string) => verifyReferenceSchema.safeParse(text).success;

/** Whether the address names a verification code (not a draft's page, not a number or hash typed in). */
export const isVerifyCode = (code: string | undefined): code is string =>
  code !== undefined && code !== DRAFT && !isReference(code);

/**
 * What the address asks to find (walk finding 13): a number or hash in the path
 * (/verify/WQF-1448-000001), or the search form's `q` on /verify, which the form sends as a plain
 * GET, so the search works before and without JavaScript. Undefined when it asks for neither.
 */
export function referenceAsked(code: string | undefined, search: URLSearchParams): string | undefined {
  if (code !== undefined) return isReference(code) ? code : undefined;
  return search.get('q')?.trim() || undefined;
}

/** The verification code of the deed a reference names; a 404 when none has it. */
export const lookupQuery = (reference: string) =>
  queryOptions({
    queryKey: ['verify-lookup', reference],
    queryFn: () => lookupVerifyCode(reference),
    meta: { errorShown: true },
    retry: false,
    retryOnMount: false,
  });
