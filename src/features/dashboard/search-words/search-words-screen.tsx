import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SYNONYM_GROUPS_MAX } from '@/contracts/search-synonym-limits';
import type { SearchSynonym, SearchSynonyms } from '@/contracts/search-synonyms';
import { useSession } from '@/lib/auth/session';
import { formatNumber } from '@/lib/format/number';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useDeleteSearchWords, useStaffSearchWords } from '../api/staff-search-words';
import { CardScreen } from '../components/card-screen';
import { BuiltinWords } from './builtin-words';
import { SearchStatsSection } from './search-stats-section';
import { joinWords } from './word-chips';
import { WordGroupCard } from './word-group-card';

// The form (react-hook-form, zod) loads for admins only, who alone may add words.
const AddWordsForm = dynamic(() => import('./add-words-form'), { ssr: false });

/**
 * /dashboard/search-words: the words search treats as one. Above them, what shoppers looked for
 * and did not find (search-stats-section.tsx). The shop's own groups first, each
 * deletable by an admin after a question; then, folded away, the built-in lexicon. Admins add a
 * group above the list; sellers read it all and are told only an admin may change it (the API
 * refuses them with 403 too).
 */
export function SearchWordsScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const role = useSession().data?.user.role;
  const isAdmin = role === 'admin';
  const { data, error, mutate } = useStaffSearchWords(locale);
  const remove = useDeleteSearchWords(locale);
  const [saved, setSaved] = useState<string>();
  // The group asked about stays named while the dialog closes; `asking` opens and closes it.
  const [deleting, setDeleting] = useState<SearchSynonym>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const askDelete = (group: SearchSynonym) => {
    setSaved(undefined);
    setFailure(undefined);
    setDeleting(group);
    setAsking(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove(deleting.id);
      setAsking(false);
      setSaved(t('searchWords.deleted'));
    } catch (cause) {
      setFailure(errorEnvelopeOf(cause)?.message ?? t('searchWords.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  const lists = (words: SearchSynonyms) => (
    <>
      <SearchStatsSection words={words} isAdmin={isAdmin} onSaved={setSaved} />
      {/* At the limit the server refuses another group (409): say so instead of the form. */}
      {words.custom.length >= SYNONYM_GROUPS_MAX ? (
        <Alert severity="info" data-testid="search-words-limit" sx={{ mb: 3 }}>
          {t('searchWords.limitReached', { max: formatNumber(SYNONYM_GROUPS_MAX, locale) })}
        </Alert>
      ) : isAdmin ? (
        <AddWordsForm onSaved={() => setSaved(t('searchWords.saved'))} />
      ) : null}
      <Box component="section">
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('searchWords.ownTitle', { n: formatNumber(words.custom.length, locale) })}
        </Typography>
        {words.custom.length === 0 ? (
          <Typography color="text.secondary">{t('searchWords.ownEmpty')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {words.custom.map((group) => (
              <WordGroupCard
                key={group.id}
                group={group}
                onDelete={isAdmin ? () => askDelete(group) : undefined}
              />
            ))}
          </Box>
        )}
      </Box>
      <BuiltinWords groups={words.builtin} />
    </>
  );

  return (
    <Box>
      <CardScreen
        screen="search-words"
        readOnly={
          role && !isAdmin
            ? { text: t('searchWords.adminOnly'), testId: 'search-words-admin-only' }
            : undefined
        }
        saved={saved}
        onDismissSaved={() => setSaved(undefined)}
        load={{ data, error, retry: () => void mutate() }}
        skeletonHeight={72}
      >
        {lists}
      </CardScreen>
      <ConfirmDialog
        open={asking}
        titleId="delete-search-words-title"
        title={t('searchWords.deleteTitle')}
        message={t('searchWords.deleteMessage', {
          words: deleting ? joinWords(deleting.terms, locale) : '',
        })}
        confirmLabel={t('searchWords.deleteConfirm')}
        busyLabel={t('searchWords.deleting')}
        keepLabel={t('searchWords.keep')}
        busy={busy}
        failure={failure}
        onConfirm={() => void confirmDelete()}
        onClose={() => setAsking(false)}
        onExited={() => setDeleting(undefined)}
      />
    </Box>
  );
}
