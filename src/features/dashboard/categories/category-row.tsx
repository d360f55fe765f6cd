import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { StaffCategory } from '@/contracts/staff-category';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { RowPicture } from '../components/row-picture';

type Props = { category: StaffCategory; onEdit: (category: StaffCategory) => void };

/**
 * One category on a phone's width: its picture, its name as this page's shoppers read it and
 * in the other language, how many products it holds and how many are on sale, its position.
 */
export function CategoryRow({ category, onEdit }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  const otherName = other === 'ar' ? category.name_ar : category.name_en;
  const number = (value: number) => formatNumber(value, locale);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
      data-testid="staff-category"
    >
      <RowPicture src={category.image} square>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5">
            {category.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang={other} dir="auto">
            {otherName}
          </Typography>
        </Box>
      </RowPicture>
      <Box sx={{ flexGrow: 1, minWidth: 140 }}>
        <Typography variant="body2">
          {t('categories.counts', {
            count: category.items_count,
            items: number(category.items_count),
            published: number(category.published_count),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('categories.positionValue', { position: number(category.sort_order) })}
        </Typography>
      </Box>
      <Button
        startIcon={<EditOutlinedIcon />}
        onClick={() => onEdit(category)}
        aria-label={t('categories.edit', { name: category.name })}
      >
        {t('categories.editShort')}
      </Button>
    </Paper>
  );
}
