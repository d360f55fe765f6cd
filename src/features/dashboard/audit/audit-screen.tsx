import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { isApiError } from '@/lib/api/is-api-error';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { AUDIT_PAGE_SIZE, useStaffAudit } from '../api/staff-audit';
import { AuditEntryCard } from './audit-entry-card';
import { AUDIT_ENTITIES, type AuditEntity } from '@/contracts/audit-constants';

/**
 * /dashboard/audit: every write a seller or admin made (GET /admin/audit), newest first, a page
 * at a time, narrowed to orders, products, categories or zones. Only admins may read it: the
 * page's server answers a seller with the 403 page (ADMIN_ONLY_SCREENS), and should the screen
 * ever show, the API refuses the call and the screen says so in words.
 */
export function AuditScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [entity, setEntity] = useState<AuditEntity | ''>('');
  const [page, setPage] = useState(1);
  const { data, error, mutate, isLoading } = useStaffAudit(entity, page, locale);
  const refused = isApiError(error) && error.response?.status === 403;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / AUDIT_PAGE_SIZE));

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.audit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.audit.description')}
      </Typography>
      {refused ? (
        <Alert severity="info" data-testid="audit-admin-only">
          {t('audit.adminOnly')}
        </Alert>
      ) : (
        <>
          <TextField
            select
            label={t('audit.kind')}
            value={entity}
            onChange={(event) => {
              setEntity(event.target.value as AuditEntity | '');
              setPage(1);
            }}
            // "Everything" is a choice of its own, shown as such rather than as an empty field.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200, mb: 2 }}
          >
            <MenuItem value="">{t('audit.allKinds')}</MenuItem>
            {AUDIT_ENTITIES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`audit.kinds.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {error && !data ? (
            <LoadError onRetry={() => void mutate()} />
          ) : isLoading || !data ? (
            <Stack spacing={1.5} aria-busy="true">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={140} />
              ))}
            </Stack>
          ) : data.entries.length === 0 ? (
            <EmptyState
              icon={<HistoryOutlinedIcon fontSize="inherit" />}
              title={t('audit.emptyTitle')}
              message={t('audit.emptyMessage')}
            />
          ) : (
            <>
              <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('audit.found', { n: formatNumber(data.total, locale) })}
              </Typography>
              <Stack spacing={1.5}>
                {data.entries.map((entry) => (
                  <AuditEntryCard key={entry.id} entry={entry} />
                ))}
              </Stack>
              {pages > 1 ? (
                <Stack
                  component="nav"
                  aria-label={t('audit.pages')}
                  direction="row"
                  spacing={1}
                  sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}
                >
                  <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('audit.previous')}
                  </Button>
                  <Typography variant="body2">
                    {t('audit.page', {
                      page: formatNumber(page, locale),
                      pages: formatNumber(pages, locale),
                    })}
                  </Typography>
                  <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t('audit.next')}
                  </Button>
                </Stack>
              ) : null}
            </>
          )}
        </>
      )}
    </Box>
  );
}
