import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { StaffCategory } from '@/contracts/staff-category';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffCategories } from '../api/staff-categories';
import { CategoryRow } from '../categories/category-row';

// The dialog (a form: react-hook-form, its resolver, MUI's Dialog) loads when a seller first
// edits, not with the list: the dashboard's first-load ceiling is 280 kB.
const CategoryEditDialog = dynamic(
  () => import('../categories/category-edit-dialog').then((module) => module.CategoryEditDialog),
  { ssr: false },
);

/**
 * The shop's own categories (GET /admin/categories), in the order its menus show them: both
 * names, products and how many are on sale; names and position edited in a dialog, and the
 * shop shows the change at once.
 */
export function CategoriesScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data, error, mutate } = useStaffCategories(locale);
  const [editing, setEditing] = useState<StaffCategory>();
  const [saved, setSaved] = useState<string>();

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.categories.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.categories.description')}
      </Typography>
      {error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : data.length === 0 ? (
        <EmptyState
          icon={<CategoryOutlinedIcon fontSize="inherit" />}
          title={t('categories.emptyTitle')}
        />
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((category) => (
            <CategoryRow key={category.id} category={category} onEdit={setEditing} />
          ))}
        </Stack>
      )}
      {editing ? (
        <CategoryEditDialog
          // A fresh form for each category.
          key={editing.id}
          category={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(category) => {
            setEditing(undefined);
            setSaved(t('categories.saved', { name: category.name }));
          }}
        />
      ) : null}
      <Snackbar
        open={saved !== undefined}
        autoHideDuration={5000}
        onClose={() => setSaved(undefined)}
        message={saved}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
