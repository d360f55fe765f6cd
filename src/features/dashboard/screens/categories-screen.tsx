import { useTranslation } from 'next-i18next/pages';
import { ListScreen } from '../components/list-screen';

export function CategoriesScreen() {
  const { t } = useTranslation('dashboard');
  return (
    <ListScreen
      screen="categories"
      endpoint="/api/category"
      rowId={(row) => String(row.id)}
      initialSort={{ id: 'name', desc: false }}
      columns={(kit, patch) => [
        kit.pictured(
          'name',
          (row) => row.name,
          (row) => row.banner,
          true,
        ),
        kit.text('department', (row) => row.category),
        kit.count('level', (row) => row.level),
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
