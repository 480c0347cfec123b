import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../hooks/use-page-title';
import { StatusMessage } from './status-message';

interface PlaceholderPageProps {
  title: string;
  body: string;
}

/** A screen whose real content comes in a later issue: a title, a friendly word and a way home. */
export function PlaceholderPage({ title, body }: PlaceholderPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Container maxWidth="md">
      <StatusMessage
        icon={<ConstructionOutlined fontSize="inherit" />}
        title={title}
        body={body}
        headingLevel="h1"
        actions={
          <Button variant="contained" href="/home">
            {t('actions.backHome')}
          </Button>
        }
      />
    </Container>
  );
}
