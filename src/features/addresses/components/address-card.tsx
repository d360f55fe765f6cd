import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { focusRing } from '@/components/layout/focus-ring';
import type { Address } from '@/contracts/address';
import { AddressSummary } from './address-summary';

type Props = { address: Address; area?: string; onDelete: (address: Address) => void };

/** The card's element id: the address book focuses the address just saved. */
export const addressCardId = (id: number) => `address-${id}`;

/** One saved address in the address book, with its edit and delete actions. */
export function AddressCard({ address, area, onDelete }: Props) {
  const { t } = useTranslation('addresses');
  const name = address.label || address.recipient;
  return (
    <Card
      component="li"
      variant="outlined"
      id={addressCardId(address.id)}
      // Focusable by script only (the address book's "saved"), read out whole when it is.
      tabIndex={-1}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: address.is_default ? 'primary.main' : undefined,
        '&:focus-visible': focusRing,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <AddressSummary address={address} area={area} headingLevel="h2" />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          component={ShopLink}
          href={`/address/${address.id}`}
          startIcon={<EditOutlinedIcon />}
          sx={{ color: 'primary.dark' }}
          aria-label={t('list.editNamed', { name })}
        >
          {t('list.edit')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => onDelete(address)}
          aria-label={t('list.deleteNamed', { name })}
        >
          {t('list.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
