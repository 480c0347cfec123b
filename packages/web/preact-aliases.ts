/**
 * The app is written against React's API and ships Preact's compatible implementation of it:
 * some 48 KB less to download and far less to run on every first load than react-dom (issue 14).
 * The browser tests (e2e/) run this build; the component tests (jsdom) run the same components on
 * React itself, whose API they are written against (MUI and Testing Library load
 * react-dom through CommonJS requires that an alias does not reach).
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
