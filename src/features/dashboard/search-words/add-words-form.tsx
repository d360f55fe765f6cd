import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type KeyboardEvent } from 'react';
import { get, type FieldError } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { SYNONYM_TERMS_MAX, SYNONYM_TERMS_MIN } from '@/contracts/search-synonym-limits';
import { staffFormContract } from '@/lib/api/call-schemas';
import { formatNumber } from '@/lib/format/number';
import { invalidGroup } from '@/lib/forms/error-focus';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAddSearchWords } from '../api/staff-search-words';
import { WordChips, WordText } from './word-chips';

const loadContract = staffFormContract('synonymCreateBody');

/** Where the server may name a reason: the group as a whole, or one of its words. */
const SERVER_FIELDS = [
  'terms',
  ...Array.from({ length: SYNONYM_TERMS_MAX }, (_, index) => `terms.${index}` as const),
] as const;

/** What one typed entry adds: commas (Arabic too) separate words pasted as a list. */
const wordsOf = (typed: string) =>
  typed
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * An admin's new group of search words: type a word, Enter (or Add) puts it in the group as a
 * chip, a chip removes itself when pressed; Save sends the group. Checked against the API's
 * own contract first (2 to 12 words, the house text rules, no word twice as search reads it),
 * each reason on the word it is about; the server's reasons land in the same places.
 */
export default function AddWordsForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const add = useAddSearchWords(locale);
  const { formState, failure, submitWith, setValue, watch, reset, clearErrors, errorCount } =
    useContractForm({
      contract: loadContract,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('dashboard:searchWords.saveFailed'),
      defaultValues: { terms: [] as string[] },
    });
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const terms = watch('terms');
  const full = terms.length >= SYNONYM_TERMS_MAX;
  const busy = formState.isSubmitting;
  const errors = formState.errors;
  const groupError = get<typeof errors, FieldError | undefined>(errors, 'terms')?.message;
  const wordError = (index: number) =>
    get<typeof errors, FieldError | undefined>(errors, `terms.${index}`)?.message;

  const setTerms = (next: string[]) => {
    // A reason names a word by its place: once the words move, the old reasons point wrong.
    clearErrors();
    setValue('terms', next, { shouldValidate: formState.isSubmitted });
  };
  /** The typed word(s) into the group, as many as it still holds. */
  const commitDraft = (): string[] => {
    const room = SYNONYM_TERMS_MAX - terms.length;
    const next = [...terms, ...wordsOf(draft).slice(0, Math.max(room, 0))];
    if (next.length !== terms.length) setTerms(next);
    setDraft('');
    return next;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the word; Save sends the group.
    event.preventDefault();
    commitDraft();
  };
  const save = submitWith(
    (values) => add(values),
    () => {
      reset({ terms: [] });
      onSaved();
    },
  );

  const reasons = terms
    .map((word, index) => ({ word, index, reason: wordError(index) }))
    .filter((entry) => entry.reason);
  const reasonsId = `${titleId}-reasons`;
  const count = t('dashboard:searchWords.count', {
    n: formatNumber(terms.length, locale),
    max: formatNumber(SYNONYM_TERMS_MAX, locale),
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h3" id={titleId}>
          {t('dashboard:searchWords.addTitle')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>
          {t('dashboard:searchWords.addHint', {
            min: formatNumber(SYNONYM_TERMS_MIN, locale),
            max: formatNumber(SYNONYM_TERMS_MAX, locale),
          })}
        </Typography>
        <form
          noValidate
          onSubmit={(event) => {
            // A word typed but not yet added belongs to the group being saved.
            if (draft.trim()) commitDraft();
            void save(event);
          }}
        >
          <Stack spacing={2}>
            <FormFailure message={failure} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('dashboard:searchWords.word')}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                error={Boolean(groupError)}
                helperText={
                  groupError ??
                  (full
                    ? t('dashboard:searchWords.full', {
                        max: formatNumber(SYNONYM_TERMS_MAX, locale),
                      })
                    : t('dashboard:searchWords.wordHint'))
                }
                disabled={busy || full}
                fullWidth
                slotProps={{
                  htmlInput: {
                    dir: 'auto',
                    enterKeyHint: 'enter',
                    onKeyDown,
                  },
                }}
              />
              <Button
                variant="outlined"
                onClick={() => commitDraft()}
                disabled={busy || full || !draft.trim()}
                sx={{ minHeight: 56, flexShrink: 0 }}
              >
                {t('dashboard:searchWords.add')}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {count}
            </Typography>
            {terms.length > 0 ? (
              <WordChips
                words={terms}
                label={t('dashboard:searchWords.newGroup')}
                chip={(word, index) => (
                  <Chip
                    label={<WordText word={word} />}
                    {...invalidGroup(Boolean(wordError(index)))}
                    color={wordError(index) ? 'error' : 'default'}
                    variant={wordError(index) ? 'filled' : 'outlined'}
                    aria-label={t('dashboard:searchWords.removeWord', { word })}
                    aria-describedby={wordError(index) ? reasonsId : undefined}
                    onClick={() => setTerms(terms.filter((_, at) => at !== index))}
                    onDelete={() => setTerms(terms.filter((_, at) => at !== index))}
                    disabled={busy}
                  />
                )}
              />
            ) : null}
            {reasons.length > 0 ? (
              <Stack id={reasonsId} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {reasons.map(({ word, index, reason }) => (
                  <FormHelperText key={index} component="li" error>
                    {t('dashboard:searchWords.wordReason', { word, reason })}
                  </FormHelperText>
                ))}
              </Stack>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              sx={{ alignSelf: 'flex-start', minHeight: 44 }}
            >
              {busy ? t('dashboard:searchWords.saving') : t('dashboard:searchWords.save')}
            </Button>
          </Stack>
          <FormErrorCount count={errorCount} />
        </form>
      </CardContent>
    </Card>
  );
}
