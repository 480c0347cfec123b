import { defineFeature } from '../../lib/feature/feature';

/** The server's OpenAPI reference, opened outside the app. */
export const apiDocsFeature = defineFeature({
  name: 'api-docs',
});
