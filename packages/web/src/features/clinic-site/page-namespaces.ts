import campaigns from './campaigns/namespace';
import promotions from './promotions/namespace';

/** The clinic site's page namespaces in one map: each page fetches its own; this one types them. */
export default { ...promotions, ...campaigns };
