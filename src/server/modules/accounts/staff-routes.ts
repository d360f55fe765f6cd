import { defineRoute } from '@/server/http/define-route';
import { createStaff, listStaff, updateStaff } from './staff-service';

export const adminStaff = defineRoute('adminStaff', {
  summary:
    'Admins only: the shop’s staff accounts (sellers, admins and drivers, never customers), oldest first, with their role and whether they can sign in (`is_active`).',
  async handle({ db }) {
    return { results: await listStaff(db) };
  },
});

export const adminStaffNew = defineRoute('adminStaffNew', {
  summary:
    'Admins only: adds a seller, admin or driver who can sign in at once with the password given. 409 when the username or phone is another account’s (customers’ included). Recorded in the staff audit log (`staff.create`), never the password.',
  async handle({ db, body, user }) {
    const results = await createStaff(db, body, user);
    return { results, message: 'ok.staff_created' };
  },
});

export const adminStaffUpdate = defineRoute('adminStaffUpdate', {
  summary:
    'Admins only: changes a staff account’s name, phone, role, `is_active` or password. Switching it off (`is_active: false`) or a new password revokes every token it holds at once (an admin setting their own keeps the session they set it from); a switched-off account cannot sign in (the answer of a wrong password). 409 when an admin switches off or demotes themself, when the change would leave no active admin, or when the phone is another account’s; 404 for an id that is no staff account. Recorded in the staff audit log (`staff.update`; a new password only as `password_changed`).',
  async handle({ db, params, body, user }) {
    const results = await updateStaff(db, params.id, body, user);
    return { results, message: 'ok.staff_saved' };
  },
});
