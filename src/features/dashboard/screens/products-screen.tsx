import { ProductsScreen as StaffProductsScreen } from '../products/products-screen';

/** /dashboard/products: the shop's real products, kept from a phone (issue 23). */
export function ProductsScreen() {
  return <StaffProductsScreen />;
}
