import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MuiTextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { staffFormContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { useAddSearchWords } from '../api/staff-search-words';

const loadContract = staffFormContract('synonymCreateBody');
/** The word's reasons: on itself, on the query (never, it is folded already) or the group. */
const SERVER_FIELDS = ['terms', 'terms.0', 'terms.1'] as const;
/** The lexicon has hundreds of words: the list shows the first that match what is typed. */
const filterWords = createFilterOptions<string>({ limit: 50 });

type Props = {
  query: string;
  /** The words the shop's search already knows (built-in and its own), to choose from. */
  words: readonly string[];
  onClose: () => void;
  onAdded: (word: string) => void;
};

/**
 * "Add as a synonym of…": one field, a word the shop already uses (offered as the admin types,
 * any other accepted), and the group [query, word] is added with the search words' own call
 * and contract; a reason comes back on the field, in the server's words.
 */
export default function AddSynonymDialog({ query, words, onClose, onAdded }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const add = useAddSearchWords(locale);
  const titleId = useId();
  const { formState, failure, submitWith, setValue, watch, errorCount, fieldHelp } =
    useContractForm({
      contract: loadContract,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('dashboard:searchWords.stats.saveFailed'),
      defaultValues: { terms: [query, ''] },
    });
  const busy = formState.isSubmitting;
  const word = watch('terms.1');
  const help = fieldHelp('terms.1');
  const groupHelp = fieldHelp('terms');
  const save = submitWith(add, (_, values) => onAdded(values.terms[1] ?? ''));

  return (
    <Dialog open fullWidth onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void save(event)}>
        <DialogTitle id={titleId}>
          {t('dashboard:searchWords.stats.dialogTitle', { query })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {t('dashboard:searchWords.stats.dialogHint', { query })}
            </DialogContentText>
            <FormFailure message={failure} />
            <Autocomplete
              freeSolo
              options={words}
              filterOptions={filterWords}
              inputValue={word}
              onInputChange={(_, value) => setValue('terms.1', value)}
              disabled={busy}
              renderInput={(params) => (
                <MuiTextField
                  {...params}
                  autoFocus
                  label={t('dashboard:searchWords.stats.wordLabel')}
                  error={help.error || groupHelp.error}
                  helperText={help.helperText ?? groupHelp.helperText}
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' },
                  }}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:searchWords.stats.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !word.trim()}>
            {busy ? t('dashboard:searchWords.stats.saving') : t('dashboard:searchWords.stats.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
