import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { CATEGORY_NAME_MAX, type StaffCategory } from '@/contracts/staff-category';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { toAsciiDigits } from '@/contracts/phone';
import { useSaveCategory } from '../api/staff-categories';

const loadContract = formContract('categoryForm');
const FIELDS = ['name_ar', 'name_en', 'sort_order'] as const;

/** A position as typed, Arabic-Indic digits included; blank is missing, not zero. */
const toPosition = (raw: unknown) => {
  const value = toAsciiDigits(
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '',
  ).trim();
  return value === '' ? undefined : Number(value);
};

type Props = {
  category: StaffCategory;
  onClose: () => void;
  onSaved: (category: StaffCategory) => void;
};

/**
 * Both names of a category and its place in the shop's menus. Each name is typed in its own
 * direction, whatever the page's; the API checks what the form checks, and its reasons land
 * on the fields.
 */
export function CategoryEditDialog({ category, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const save = useSaveCategory(locale);
  const {
    register,
    formState: { isSubmitting },
    failure,
    submitWith,
    fieldHelp,
    errorCount,
  } = useContractForm({
    contract: loadContract,
    t,
    locale,
    serverFields: FIELDS,
    fallback: t('dashboard:categories.saveFailed'),
    defaultValues: {
      name_ar: category.name_ar,
      name_en: category.name_en,
      sort_order: category.sort_order,
    },
  });
  const onSubmit = submitWith((values) => save(category.id, values), onSaved);
  const titleId = `category-edit-${category.id}`;

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          {t('dashboard:categories.editTitle', { name: category.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure message={failure} />
            <TextField
              {...register('name_ar')}
              label={t('dashboard:categories.nameAr')}
              {...fieldHelp('name_ar')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: CATEGORY_NAME_MAX } }}
            />
            <TextField
              {...register('name_en')}
              label={t('dashboard:categories.nameEn')}
              {...fieldHelp('name_en')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', lang: 'en', maxLength: CATEGORY_NAME_MAX } }}
            />
            <TextField
              {...register('sort_order', { setValueAs: toPosition })}
              label={t('dashboard:categories.position')}
              {...fieldHelp('sort_order', t('dashboard:categories.positionHint'))}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('dashboard:categories.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('dashboard:categories.saving') : t('dashboard:categories.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </Box>
    </Dialog>
  );
}
