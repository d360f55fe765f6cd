import { useTranslation } from 'next-i18next/pages';
import { ListScreen } from '../components/list-screen';

export function BrandsScreen() {
  const { t } = useTranslation('dashboard');
  return (
    <ListScreen
      screen="brands"
      endpoint="/api/brands"
      rowId={(row) => String(row.id)}
      initialSort={{ id: 'brand', desc: false }}
      columns={(kit, patch) => [
        kit.pictured(
          'brand',
          (row) => row.name,
          (row) => row.logo,
          true,
        ),
        kit.toggle(
          'featured',
          (row) => row.featured,
          (row) => t('toggles.featured', { name: row.name }),
          (row, featured) => patch(String(row.id), { featured }),
        ),
      ]}
    />
  );
}
