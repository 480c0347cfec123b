// Until the imports name react-i18next themselves (the next commit rewrites them).
export { useTranslation } from 'react-i18next';
