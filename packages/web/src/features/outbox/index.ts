import { defineFeature } from '../../lib/feature/feature';

/** The messages the platform sent (or would have sent) by email and SMS. */
export const outboxFeature = defineFeature({
  name: 'outbox',
});
