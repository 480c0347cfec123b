import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.js';

describe('escapeMarkup', () => {
  it('leaves no markup character that could open a tag, an entity or end a quoted attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(escapeMarkup('بيان 42')).toBe('بيان 42');
  });
});
