import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useDeferredValue, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { CUSTOMERS_PAGE_SIZE, useStaffCustomers } from '../api/staff-customers';
import { CustomerCard } from './customer-card';

/**
 * /dashboard/customers: the shop's real customers (GET /admin/customers), most recently
 * active first, a page at a time; a search by name, username or phone starts at page one.
 */
export function CustomersScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search);
  const { data, error, mutate, isLoading } = useStaffCustomers(q, page, locale);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / CUSTOMERS_PAGE_SIZE));

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.customers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.customers.description')}
      </Typography>
      <TextField
        type="search"
        label={t('customers.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        slotProps={{ htmlInput: { maxLength: 60, inputMode: 'search' } }}
        fullWidth
        sx={{ mb: 2 }}
      />
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={150} />
          ))}
        </Stack>
      ) : data.customers.length === 0 ? (
        <EmptyState
          icon={<PeopleOutlinedIcon fontSize="inherit" />}
          title={t('customers.emptyTitle')}
          message={t('customers.emptyMessage')}
        />
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('customers.found', { count: formatNumber(data.total, locale) })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.customers.map((customer) => (
              <CustomerCard key={customer.id} customer={customer} />
            ))}
          </Box>
          {pages > 1 ? (
            <Stack
              component="nav"
              aria-label={t('customers.pages')}
              direction="row"
              spacing={1}
              sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}
            >
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('customers.previous')}
              </Button>
              <Typography variant="body2">
                {t('customers.page', {
                  page: formatNumber(page, locale),
                  pages: formatNumber(pages, locale),
                })}
              </Typography>
              <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('customers.next')}
              </Button>
            </Stack>
          ) : null}
        </>
      )}
    </Box>
  );
}
