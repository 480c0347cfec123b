import campaigns from './campaigns/namespace';
import site from './page-namespaces';
import promotions from './promotions/namespace';
import reviews from './reviews/namespaces';

/** Every namespace of the clinic site in one map (lib/feature/feature.ts `pageNamespaces`): each page fetches its own. */
export default { ...site, ...promotions, ...campaigns, ...reviews };
