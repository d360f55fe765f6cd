import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { AuditEntry } from '@/contracts/audit';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';
import { AuditChanges } from './audit-changes';
import { actionKey, changesOf, entityHref, subjectText } from './audit-model';

/**
 * One staff write, made for a phone: what was done (a sentence naming the order by the number
 * the shopper sees, a product, category or zone by its name), who did it and when, each
 * changed field before → after, and a link to where that thing is managed.
 */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const what = subjectText(entry, t, locale);
  const key = actionKey(entry.action);
  const sentence = key
    ? t(key, { what, day: t(`rounds.weekdays.${entry.entity_id}`, { defaultValue: '' }) })
    : t('audit.actions.other', {
        entity: t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity }),
        what,
      });
  const href = entityHref(entry);
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="audit-entry">
      <Typography component="h2" variant="h4">
        {sentence}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('audit.byAt', {
          name: entry.user.name,
          role: t(`audit.roles.${entry.user.role}`),
          at: formatDateTime(entry.at, locale),
        })}
      </Typography>
      <AuditChanges changes={changesOf(entry)} subject={entry.subject} />
      {href ? (
        <Button component={ShopLink} href={href} sx={{ mt: 1 }}>
          {t(`audit.open.${entry.entity}`, { what })}
        </Button>
      ) : null}
    </Paper>
  );
}
