import AddIcon from '@mui/icons-material/Add';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { StaffItem } from '@/contracts/staff-catalog';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { isApiError } from '@/lib/api/is-api-error';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  PRODUCTS_PAGE_SIZE,
  useShopCategories,
  useStaffItems,
  useStaffItemWrites,
} from '../api/staff-items';
import { ProductFilters, type PublishedFilter } from './product-filters';
import { ProductRow } from './product-row';

// The forms (react-hook-form, the contract) arrive when a product is opened, not with the list.
const EditProductDialog = dynamic(() =>
  import('./edit-product-dialog').then((module) => module.EditProductDialog),
);
const NewProductDialog = dynamic(() =>
  import('./new-product-dialog').then((module) => module.NewProductDialog),
);

const forbidden = (error: unknown) => isApiError(error) && error.response?.status === 403;

/**
 * The shop's products as the seller keeps them (GET /admin/items): found by name or number,
 * category and whether they are shown; a switch per row to show or hide one, a tap to edit it
 * (price, old price, stock, texts, pictures, price history), and a new product.
 */
export function ProductsScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [published, setPublished] = useState<PublishedFilter>('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search);
  const filter = {
    q,
    categoryId: categoryId ? Number(categoryId) : undefined,
    published: published === '' ? undefined : published === 'true',
  };
  const { data, error, mutate, isLoading } = useStaffItems(filter, page, locale);
  const categories = useShopCategories(locale).data ?? [];
  const writes = useStaffItemWrites(locale);
  const [editing, setEditing] = useState<StaffItem>();
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<number>();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();

  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const publish = async (item: StaffItem, isPublished: boolean) => {
    setSwitching(item.id);
    setNotice(undefined);
    try {
      await writes.save(item.id, { is_published: isPublished });
    } catch (caught) {
      setNotice({
        severity: 'error',
        text: forbidden(caught)
          ? t('products.forbidden')
          : (errorEnvelopeOf(caught)?.message ?? t('products.saveFailed')),
      });
    } finally {
      setSwitching(undefined);
    }
  };

  const pages = data ? Math.ceil(data.total / PRODUCTS_PAGE_SIZE) : 0;
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <div>
          <Typography component="h1" variant="h2">
            {t('screens.products.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('screens.products.description')}
          </Typography>
        </div>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ flexShrink: 0 }}
        >
          {t('products.new')}
        </Button>
      </Stack>
      <ProductFilters
        search={search}
        categoryId={categoryId}
        published={published}
        categories={categories}
        onSearch={filtered(setSearch)}
        onCategory={filtered(setCategoryId)}
        onPublished={filtered(setPublished)}
      />
      {notice ? (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 2 }}
          onClose={() => setNotice(undefined)}
        >
          {notice.text}
        </Alert>
      ) : null}
      {error ? (
        forbidden(error) ? (
          <Alert severity="warning" role="alert">
            {t('products.forbidden')}
          </Alert>
        ) : (
          <LoadError onRetry={() => void mutate()} />
        )
      ) : isLoading || !data ? (
        <Stack spacing={1} aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<Inventory2OutlinedIcon fontSize="inherit" />}
          title={t('products.emptyTitle')}
          message={t('products.emptyMessage')}
        />
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('screens.products.title')}
        >
          {data.items.map((item) => (
            <ProductRow
              key={item.id}
              item={item}
              busy={switching === item.id}
              onOpen={setEditing}
              onPublish={(row, value) => void publish(row, value)}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, number) =>
            type === 'page'
              ? t('products.pages.page', { page: number })
              : t(`products.pages.${type}`)
          }
        />
      ) : null}
      {editing ? (
        <EditProductDialog
          item={editing}
          categories={categories}
          onClose={() => setEditing(undefined)}
          onSaved={(item) => {
            setEditing(undefined);
            setNotice({
              severity: 'success',
              text: t('products.saved', { name: nameOf(item, locale) }),
            });
          }}
        />
      ) : null}
      {adding ? (
        <NewProductDialog
          categories={categories}
          onClose={() => setAdding(false)}
          onCreated={(item) => {
            setAdding(false);
            setNotice({
              severity: 'success',
              text: t('products.created', { name: nameOf(item, locale) }),
            });
          }}
        />
      ) : null}
    </>
  );
}

const nameOf = (item: StaffItem, locale: string) => (locale === 'ar' ? item.name_ar : item.name_en);
