import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/** A round dot of a finish colour. The colour is data (a hex code from the catalogue). */
function dotSx(colour: string, size: number) {
  return {
    display: 'block',
    width: size,
    height: size,
    borderRadius: '50%',
    bgcolor: colour,
    // A ring in the theme's divider keeps a white or pale finish visible on a white card.
    border: 1,
    borderColor: 'divider',
    flexShrink: 0,
  } as const;
}

/** The finishes a product comes in, as small dots; screen readers hear "4 colours". */
export function ColourSwatches({ colours }: { colours: readonly string[] }) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={visuallyHiddenSx}>
        {t('colours.count', { count: colours.length, n: formatNumber(colours.length, locale) })}
      </Box>
      {colours.map((colour, index) => (
        <Box key={`${colour}-${index}`} component="span" aria-hidden sx={dotSx(colour, 14)} />
      ))}
    </Box>
  );
}

type PickerProps = {
  colours: readonly string[];
  /** The index of the chosen colour. */
  value: number;
  onChange: (index: number) => void;
};

/**
 * A choice of finish: native radio buttons (arrow keys move between them, the group is one
 * tab stop) drawn as 44px round swatches, named "Colour 1", "Colour 2"...
 */
export function ColourPicker({ colours, value, onChange }: PickerProps) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 600, typography: 'body2' }}>
        {t('colours.legend')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {colours.map((colour, index) => (
          <Box
            key={`${colour}-${index}`}
            component="label"
            sx={{
              position: 'relative',
              width: 44,
              height: 44,
              display: 'grid',
              placeItems: 'center',
              cursor: 'pointer',
              // The chosen swatch gets a ring; the keyboard's focus a thicker, darker one.
              '& input:checked + span': { outline: '2px solid', outlineColor: 'text.primary' },
              '& input:focus-visible + span': {
                outline: '3px solid',
                outlineColor: 'primary.dark',
                outlineOffset: 3,
              },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              checked={index === value}
              onChange={() => onChange(index)}
              aria-label={t('colours.option', { n: formatNumber(index + 1, locale) })}
              sx={visuallyHiddenSx}
            />
            <Box component="span" aria-hidden sx={{ ...dotSx(colour, 30), outlineOffset: 2 }} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
