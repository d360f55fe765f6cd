import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { NativeSelectField } from '@/components/form/native-select-field';
import { TextField } from '@/components/form/text-field';
import type { Category } from '@/contracts/catalog';

export type PublishedFilter = '' | 'true' | 'false';

type Props = {
  search: string;
  categoryId: string;
  published: PublishedFilter;
  categories: readonly Category[];
  onSearch: (value: string) => void;
  onCategory: (value: string) => void;
  onPublished: (value: PublishedFilter) => void;
};

/** Search by name or number, a category and published or hidden: stacked on a phone. */
export function ProductFilters(props: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={t('products.search')}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 80, inputMode: 'search' } }}
        fullWidth
      />
      <NativeSelectField
        name="category"
        label={t('products.category')}
        value={props.categoryId}
        onChange={(event) => props.onCategory(event.target.value)}
        sx={{ minWidth: { sm: 200 } }}
      >
        <option value="">{t('products.allCategories')}</option>
        {props.categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectField
        name="published"
        label={t('products.shown')}
        value={props.published}
        onChange={(event) => props.onPublished(event.target.value as PublishedFilter)}
        sx={{ minWidth: { sm: 180 } }}
      >
        <option value="">{t('products.allShown')}</option>
        <option value="true">{t('products.publishedOnly')}</option>
        <option value="false">{t('products.hiddenOnly')}</option>
      </NativeSelectField>
    </Stack>
  );
}
