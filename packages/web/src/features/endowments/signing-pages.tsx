import { useLocation, useParams } from 'react-router';
import DeedRoute from './deed/deed-route';
import { SupervisingRoute, WitnessingRoute } from './signing/assigned-route';
import SignRoute from './signing/sign-route';
import type { PageHandle } from '../../lib/feature/page-handle';
import VerifyRoute, { verificationQuery } from './verify/verify-route';
import { isReference, isVerifyCode, lookupQuery, referenceAsked } from './verify/verify-lookup';
import WalletRoute from './wallet/wallet-route';

/**
 * Of these, only the verification page is public: the server fetches what the code proves (issue
 * 30), or first the code a searched number or hash names (/verify?q=, which then renders without
 * JavaScript too).
 */
export const handle: PageHandle = {
  prefetch: async (client, { params, search }) => {
    const reference = referenceAsked(params.code, search);
    let code = isVerifyCode(params.code) ? params.code : undefined;
    if (reference !== undefined && isReference(reference)) {
      code = (await client.fetchQuery(lookupQuery(reference)).catch(() => undefined))?.code;
    }
    if (code !== undefined) await client.prefetchQuery(verificationQuery(code));
  },
};

/**
 * The signing pages (issue 13), the dashboard's and the public verification page, as one lazy
 * script: one dynamic import in the feature's manifest instead of six keeps every first load within
 * its budget (issue 14).
 * The route that matched says which page it is.
 */
export default function SigningPages() {
  const { pathname } = useLocation();
  const { invitation, code } = useParams();
  if (code !== undefined || pathname.endsWith('/verify')) return <VerifyRoute />;
  if (invitation !== undefined) return <SignRoute />;
  if (pathname.endsWith('/endowments/supervising')) return <SupervisingRoute />;
  if (pathname.endsWith('/endowments/witnessing')) return <WitnessingRoute />;
  if (pathname.endsWith('/endowments/wallet')) return <WalletRoute />;
  return <DeedRoute />;
}
