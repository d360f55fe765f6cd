import Box from '@mui/material/Box';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import type { SuggestionOption } from '../model/suggestion-options';

const PICTURE = 40;

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

type Props = {
  option: SuggestionOption;
  active: boolean;
  locale: Locale;
  onChoose: (option: SuggestionOption) => void;
};

/**
 * One suggestion: an item's small picture, name and price per unit, or a category's name. The
 * picture is decorative (the name is beside it), so the option reads "name, price, unit".
 */
export function SuggestionOptionRow({ option, active, locale, onChoose }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <Box
      role="option"
      id={option.id}
      aria-selected={active}
      data-testid="suggestion"
      onClick={() => onChoose(option)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 48,
        px: 2,
        py: 0.75,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      {option.kind === 'item' ? (
        <>
          <Box
            sx={{
              width: PICTURE,
              height: PICTURE,
              flexShrink: 0,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'background.default',
            }}
          >
            <Image
              src={option.item.image}
              alt=""
              width={PICTURE}
              height={PICTURE}
              unoptimized={option.item.image.endsWith('.svg')}
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box
              component="span"
              sx={{ ...oneLine, display: 'block' }}
              data-testid="suggestion-name"
            >
              {option.item.name}
            </Box>
            <Box
              component="span"
              sx={{ display: 'flex', gap: 0.75, typography: 'body2', color: 'text.secondary' }}
            >
              <Box
                component="span"
                sx={{ fontWeight: 700, color: 'text.primary' }}
                data-testid="suggestion-price"
              >
                {formatMoney(option.item.price, locale)}
              </Box>
              <span>{t('price.perUnit', { unit: option.item.unit })}</span>
            </Box>
          </Box>
        </>
      ) : (
        <>
          <CategoryOutlinedIcon aria-hidden sx={{ width: PICTURE, color: 'text.secondary' }} />
          <Box component="span" sx={oneLine}>
            {option.category.name}
          </Box>
        </>
      )}
    </Box>
  );
}
