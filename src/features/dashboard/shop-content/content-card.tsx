import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { FactList } from '../components/fact-list';

/** One text as the shop shows it, in its own language and direction whatever the page's. */
export interface ContentRow {
  label: string;
  value: string;
  lang?: 'ar' | 'en';
}

type Props = {
  title: string;
  icon?: ReactNode;
  rows: readonly ContentRow[];
  /** A line under the texts (a branch's hours are the shop's). */
  note?: string;
  /** Admins only: sellers read the card as it is. */
  onEdit?: () => void;
};

/** One of the shop's details on a phone-wide card: its texts in both languages, and Edit. */
export function ContentCard({ title, icon, rows, note, onEdit }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="shop-content-card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography component="h3" variant="h4" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      </Stack>
      <FactList
        facts={rows.map((row) => ({
          label: row.label,
          value: row.lang ? (
            <span lang={row.lang} dir={row.lang === 'ar' ? 'rtl' : 'ltr'}>
              {row.value}
            </span>
          ) : (
            row.value
          ),
        }))}
      />
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ) : null}
      {onEdit ? (
        <Button
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          aria-label={t('shopContent.editLabel', { name: title })}
          sx={{ mt: 1 }}
        >
          {t('shopContent.edit')}
        </Button>
      ) : null}
    </Paper>
  );
}
