import { expect, it } from 'vitest';
import './zod-jitless';

it('leaves zod jitless, so no schema probes for eval under the CSP', async () => {
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // A parse still works without the compiled fast path.
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
