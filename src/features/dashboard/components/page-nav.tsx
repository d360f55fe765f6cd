import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  /** The navigation's name ("Pages of reviews"). */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/** Previous and Next under a list the server pages, and where in it the screen is; nothing for one page. */
export function PageNav({ label, page, pages, onPage }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  if (pages <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('paging.previous')}
      </Button>
      <Typography variant="body2">
        {t('paging.page', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
      </Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('paging.next')}
      </Button>
    </Stack>
  );
}
