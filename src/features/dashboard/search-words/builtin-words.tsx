import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { joinWords, WordChips } from './word-chips';

/**
 * The lexicon that comes with the shop's search (reviewed in its code), folded away: a hundred
 * groups are worth a look now and then, not a scroll past on every visit. Read-only here.
 */
export function BuiltinWords({ groups }: { groups: readonly (readonly string[])[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {t('searchWords.builtinTitle')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {t('searchWords.builtinNote')}
      </Typography>
      <Button
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={
          <ExpandMore
            aria-hidden
            sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 0.2s' }}
          />
        }
        sx={{ minHeight: 44 }}
      >
        {open
          ? t('searchWords.builtinHide')
          : t('searchWords.builtinShow', { n: formatNumber(groups.length, locale) })}
      </Button>
      {/* Drawn only when opened: hundreds of chips nobody asked to see cost a phone. */}
      <Stack id={panelId} component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 1 }}>
        {open
          ? groups.map((group) => (
              <li key={group.join('|')} data-testid="builtin-word-group">
                <WordChips
                  words={group}
                  label={t('searchWords.groupWords', { words: joinWords(group, locale) })}
                />
              </li>
            ))
          : null}
      </Stack>
    </Box>
  );
}
