import { useTranslation } from 'next-i18next/pages';
import { ListScreen } from '../components/list-screen';
import { RowPicture } from '../components/row-picture';

export function ProductsScreen() {
  const { t } = useTranslation('dashboard');
  return (
    <ListScreen
      screen="products"
      endpoint="/api/products"
      rowId={(row) => String(row.id)}
      initialSort={{ id: 'name', desc: false }}
      columns={(kit, patch) => [
        kit.pictured(
          'name',
          (row) => row.name,
          (row) => row.image,
          true,
        ),
        kit.text('category', (row) => row.category),
        kit.text('brand', (row) => row.brand, {
          sortable: false,
          searchable: false,
          hideBelow: 'md',
          cell: (row) => (
            <RowPicture src={row.brand} alt={t('columns.brandOf', { name: row.name })} square />
          ),
        }),
        kit.money('price', (row) => row.price),
        kit.toggle(
          'published',
          (row) => row.published,
          (row) => t('toggles.published', { name: row.name }),
          (row, published) => patch(String(row.id), { published }),
        ),
      ]}
    />
  );
}
