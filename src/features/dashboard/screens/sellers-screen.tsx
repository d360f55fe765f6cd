import { useTranslation } from 'next-i18next/pages';
import { ListScreen } from '../components/list-screen';

export function SellersScreen() {
  const { t } = useTranslation('dashboard');
  return (
    <ListScreen
      screen="sellers"
      endpoint="/api/sellers"
      rowId={(row) => String(row.id)}
      initialSort={{ id: 'name', desc: false }}
      columns={(kit, patch) => [
        kit.pictured(
          'name',
          (row) => row.name,
          (row) => row.image,
        ),
        kit.code('phone', (row) => row.phone),
        kit.text('shopName', (row) => row.shopName),
        kit.chip('package', (row) => row.package),
        kit.money('balance', (row) => row.balance),
        kit.toggle(
          'published',
          (row) => row.published,
          (row) => t('toggles.published', { name: row.shopName }),
          (row, published) => patch(String(row.id), { published }),
        ),
      ]}
    />
  );
}
