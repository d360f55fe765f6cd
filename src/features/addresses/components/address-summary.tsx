import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Address } from '@/contracts/address';
import { addressLines } from '../model/address-lines';
import { IsolatedParts } from '@/components/ui/isolated-parts';

type Props = {
  address: Address;
  /** The zone's name; missing while zones load or when the zone is no longer served. */
  area?: string;
  /** The address book gives each card a heading; inside a radio label plain text is right. */
  headingLevel?: 'h2' | 'h3' | 'span';
};

/** Who receives it and where: the same reading order on the book, checkout and cards. */
export function AddressSummary({ address, area, headingLevel = 'span' }: Props) {
  const { t } = useTranslation('addresses');
  const title = address.label || address.recipient;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography component={headingLevel} variant="h5">
          <bdi>{title}</bdi>
        </Typography>
        {address.is_default ? (
          <Chip
            size="small"
            label={t('list.default')}
            color="primary"
            variant="outlined"
            sx={{ color: 'primary.dark' }}
          />
        ) : null}
      </Stack>
      {address.label ? <Typography variant="body2">{address.recipient}</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        <bdi dir="ltr">{address.phone}</bdi>
      </Typography>
      {addressLines(address, area, t).map((parts) => (
        <Typography key={parts.join('|')} variant="body2">
          <IsolatedParts parts={parts} separator={t('lines.separator')} />
        </Typography>
      ))}
      {address.landmark ? (
        <Typography variant="body2" color="text.secondary">
          <bdi>{t('lines.landmark', { value: address.landmark })}</bdi>
        </Typography>
      ) : null}
    </Box>
  );
}
