import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import type { CartItem } from '@/contracts/cart';
import { useFormatKg } from '../hooks/use-format-kg';
import { choicesOf, type ItemOffers, type LineChoices } from '../model/line-choices';
import { lineNotes } from '../model/line-notes';
import { ChoicePickers } from './choice-pickers';

/** What a line says about its choices under its name: weight, options, and notes. */
export function CartLineChoiceSummary({ line }: { line: CartItem }) {
  const { t } = useTranslation('cart');
  const formatKg = useFormatKg();
  const parts = [
    ...(line.weight === undefined ? [] : [formatKg(line.weight)]),
    ...(line.options ?? []).map((option) => option.name),
  ];
  const notes = lineNotes(line);
  return (
    <>
      {parts.length > 0 ? (
        <Typography variant="body2" data-testid="line-choices">
          <Box component="span" sx={visuallyHiddenSx}>
            {t('line.choicesLabel')}:{' '}
          </Box>
          {parts.join(' · ')}
        </Typography>
      ) : null}
      {notes.map((note) => (
        <Typography
          key={note.kind === 'gone' ? `gone:${note.name}` : 'weight'}
          variant="body2"
          color="warning.dark"
          sx={{ fontWeight: 600 }}
          data-testid="line-choice-note"
        >
          {note.kind === 'gone'
            ? t('line.gone', { choice: note.name })
            : t('line.weightPicked', { weight: formatKg(note.weight) })}
        </Typography>
      ))}
    </>
  );
}

type EditorProps = {
  line: CartItem;
  offers: ItemOffers;
  perKg: boolean;
  onChange: (next: LineChoices) => void;
};

/** "Edit choices": reveals the product page's pickers for this line; each press applies. */
export function CartLineChoiceEditor({ line, offers, perKg, onChange }: EditorProps) {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box>
      <Button
        size="small"
        color="inherit"
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('choices.editNamed', { name: line.name })}
        onClick={() => setOpen((value) => !value)}
        sx={{ minHeight: 44, textTransform: 'none' }}
        data-testid="edit-choices"
      >
        {t('choices.edit')}
      </Button>
      {open ? (
        <Box id={panelId} sx={{ pt: 1 }}>
          <ChoicePickers
            offers={offers}
            perKg={perKg}
            value={choicesOf(line)}
            onChange={onChange}
          />
        </Box>
      ) : null}
    </Box>
  );
}
