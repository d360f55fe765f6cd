import { describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { loadBranches, loadContacts } from './load-shop-info';

describe('loadBranches / loadContacts', () => {
  it('ask in the page language and parse the answer', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/branches/list', ({ request }) => {
        seen.push(request.headers.get('lang'));
        return HttpResponse.json({
          success: true,
          results: [
            { id: 1, name: 'فرع', address: 'ش', phone: '050', hours: 'يوميًا', lat: 1, lng: 2 },
          ],
        });
      }),
    );
    expect(await loadBranches('ar')).toHaveLength(1);
    expect(seen).toEqual(['ar']);
  });

  it('give null (the page shows a retry) when the backend fails or answers nonsense', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(
        http.get('*/api/branches/list', () => HttpResponse.json({}, { status: 500 })),
        http.get('*/api/app_contacts', () => HttpResponse.json({ success: true, results: 'x' })),
      );
      expect(await loadBranches('en')).toBeNull();
      expect(await loadContacts('en')).toBeNull();
    } finally {
      log.mockRestore();
    }
  });
});
