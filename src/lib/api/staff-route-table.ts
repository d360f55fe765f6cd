import { STAFF_ROUTES } from '@/contracts/staff-routes';
import { addRoutes } from './route-of';

// Imported for this effect by the staff pages' shells (dashboard-page.tsx, driver-page.tsx):
// their calls are looked up in the staff's part of the table, which shopper pages never load.
addRoutes(STAFF_ROUTES);
