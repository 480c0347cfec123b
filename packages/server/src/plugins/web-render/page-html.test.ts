import { describe, expect, it } from 'vitest';
import { SETTINGS_PRELOAD } from '../settings-preload.js';
import { pageHtml } from './page-html.js';
import type { Rendered } from './ssr-bundle.js';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="ar" dir="rtl">',
  '  <head>',
  '    <title>بيان</title>',
  '    <meta name="description" content="بيان" />',
  SETTINGS_PRELOAD.trimEnd(),
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const page = (head: Extract<Rendered, { kind: 'page' }>['head'] = {}): Extract<Rendered, { kind: 'page' }> => ({
  kind: 'page',
  status: 200,
  language: 'en',
  head,
  html: '<main><h1>Ar-Raḥmān</h1></main>',
  styles: '<style data-emotion="muiltr abc">.muiltr-abc{color:red}</style>',
  state: '{"queries":[]}',
});

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)" />`, 'g'))].map(
    ([, lang, href]) => (lang ? `${lang} ${href}` : href),
  );

describe('the server-rendered page', () => {
  it('says its language and direction, title and description, and holds the HTML, styles and state', () => {
    const html = pageHtml(
      TEMPLATE,
      page({ title: 'Ar-Raḥmān', description: 'The Most Merciful' }),
      new URL('https://example.org/name/1'),
    );
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Ar-Raḥmān</title>');
    expect(html).toContain('<meta name="description" content="The Most Merciful" />');
    expect(html).toContain('<div id="root"><main><h1>Ar-Raḥmān</h1></main></div>');
    expect(html).toContain('<style data-emotion="muiltr abc">');
    expect(html).toContain('<script type="application/json" id="bayan-state">{"queries":[]}</script>');
  });

  it('does not ask for the public settings its state already holds (an unused preload, a console warning)', () => {
    expect(TEMPLATE).toContain('api/settings/public');
    expect(pageHtml(TEMPLATE, page(), new URL('https://example.org/home'))).not.toContain('api/settings/public');
  });

  it('names each language’s address as its own canonical, with the ar, en and x-default alternates', () => {
    const alternates = [
      'ar https://example.org/doctors?speciality=x&amp;lang=ar',
      'en https://example.org/doctors?speciality=x&amp;lang=en',
      'x-default https://example.org/doctors?speciality=x',
    ];
    const bare = pageHtml(TEMPLATE, page(), new URL('https://example.org/doctors?speciality=x'));
    expect(links(bare, 'canonical')).toEqual(['https://example.org/doctors?speciality=x']);
    expect(links(bare, 'alternate')).toEqual(alternates);
    const english = pageHtml(TEMPLATE, page(), new URL('https://example.org/doctors?lang=en&speciality=x'));
    expect(links(english, 'canonical')).toEqual(['https://example.org/doctors?speciality=x&amp;lang=en']);
    expect(links(english, 'alternate')).toEqual(alternates);
  });

  it('keeps a page’s text as it is: markup escaped, a $ pattern not taken for a replacement', () => {
    const rendered = { ...page({ title: 'a $& b <x>', description: '"$\'"' }), html: "<p>price $&amp; $' $1</p>" };
    const html = pageHtml(TEMPLATE, rendered, new URL('https://example.org/home'));
    expect(html).toContain('<title>a $&amp; b &lt;x&gt;</title>');
    expect(html).toContain('content="&quot;$&#39;&quot;"');
    expect(html).toContain('<div id="root"><p>price $&amp; $\' $1</p></div>');
  });

  it('writes nothing in the state that could close its element', () => {
    const html = pageHtml(
      TEMPLATE,
      { ...page(), state: '{"a":"</script><script>alert(1)</script>"}' },
      new URL('https://example.org/home'),
    );
    expect(html).toContain('{"a":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
