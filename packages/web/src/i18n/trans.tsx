// Until the imports name react-i18next themselves (the next commit rewrites them).
export { Trans } from 'react-i18next';
