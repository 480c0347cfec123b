/**
 * Who did something and from where: what every audit event records (PRODUCT.md §6). A request
 * without a logged-in account (login, register, a reset link) has a null userId.
 */
export interface Actor {
  userId: number | null;
  ip: string | null;
  userAgent: string | null;
}

export const SYSTEM_ACTOR: Actor = { userId: null, ip: null, userAgent: null };
