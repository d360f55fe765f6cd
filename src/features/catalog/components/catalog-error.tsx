import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useReload } from '../hooks/use-reload';

type Props = { title: string; message: string };

/**
 * A catalogue page whose backend did not answer: what happened and a retry that asks the
 * server again, instead of the generic 500 page. The page's own h1.
 */
export function CatalogError({ title, message }: Props) {
  const { t } = useTranslation('common');
  const reload = useReload();
  return (
    <>
      <Head>
        <title>{title}</title>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <Container
        maxWidth="sm"
        role="alert"
        data-testid="catalog-error"
        sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}
      >
        <CloudOffOutlined aria-hidden sx={{ fontSize: 56, color: 'text.secondary' }} />
        <Typography component="h1" variant="h2" sx={{ mt: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {message}
        </Typography>
        <Button variant="contained" onClick={reload} sx={{ mt: 3 }}>
          {t('actions.retry')}
        </Button>
      </Container>
    </>
  );
}
