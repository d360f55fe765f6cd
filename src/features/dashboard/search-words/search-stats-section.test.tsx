import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { staffSearchWords } from '@mocks/fixtures/staff/search-words';
import { staffSearchWordsHandlers, type SearchWordsSent } from '@mocks/handlers/staff-search-words';
import { server } from '@mocks/node';
import type { Role } from '@/contracts/account';
import { renderWithShop } from '@tests/setup/render';
import type { SearchWordsScreen as Screen } from './search-words-screen';

let role: Role = 'admin';
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role } }, status: 'authenticated' }),
}));

let SearchWordsScreen: typeof Screen;
beforeAll(async () => {
  ({ SearchWordsScreen } = await import('./search-words-screen'));
});
beforeEach(() => {
  role = 'admin';
});

/** Each row of one list as its text pieces: query, count, what it finds now. */
async function listRows(testId: string) {
  const list = await screen.findByTestId(testId);
  return within(list)
    .queryAllByTestId('search-stat')
    .map((row) =>
      Array.from(row.querySelectorAll(':scope > span')).map((part) => part.textContent),
    );
}

describe('what shoppers looked for, on the search words screen', () => {
  it('lists the top searches, those that found nothing and those nobody clicked', async () => {
    server.use(...staffSearchWordsHandlers(staffSearchWords()));
    renderWithShop(<SearchWordsScreen />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'What shoppers looked for' }),
    ).toBeTruthy();
    expect(await listRows('search-stats-top')).toEqual([
      ['فراخ', '42 searches'],
      ['بط', '17 searches'],
      ['chicken', '1 search'],
    ]);
    expect(await listRows('search-stats-zero')).toEqual([
      ['كتكوت', '5 searches', 'Still finds nothing'],
      ['turkey', '2 searches', 'Still finds nothing'],
    ]);
    expect(await listRows('search-stats-unclicked')).toEqual([['سمان', '4 searches']]);
    expect(
      screen.getByText('Searched 3 times or more with results, and no product opened.'),
    ).toBeTruthy();
    // Top searches found things: nothing to add there.
    const top = screen.getByTestId('search-stats-top');
    expect(within(top).queryByRole('button')).toBeNull();
  });

  it('lets an admin add a query as a synonym in one step, and shows what it finds now', async () => {
    const sent: SearchWordsSent = [];
    server.use(...staffSearchWordsHandlers(staffSearchWords(), sent));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add “كتكوت” as a synonym of…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “كتكوت” as a synonym' });
    const field = within(dialog).getByRole('combobox', { name: 'A word the shop uses' });
    // The words the shop knows are offered as the admin types.
    await user.type(field, 'فرا');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'فراخ',
      'فراريج',
    ]);
    await user.click(screen.getByRole('option', { name: 'فراخ' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Added. A search for “كتكوت” now finds what “فراخ” finds.',
    );
    expect(sent).toEqual([{ path: '/admin/search-synonyms', body: { terms: ['كتكوت', 'فراخ'] } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The statistics were asked again: the query finds items now.
    await waitFor(async () =>
      expect((await listRows('search-stats-zero'))[0]).toEqual([
        'كتكوت',
        '5 searches',
        'Finds 4 items now',
      ]),
    );
  }, 15_000); // the dialog loads its form and contract on first open

  it('checks the word against the contract first: the query twice is refused on the field', async () => {
    const sent: SearchWordsSent = [];
    server.use(...staffSearchWordsHandlers(staffSearchWords(), sent));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add “turkey” as a synonym of…' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox'), 'Turkey');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        'This word is already in the group (search reads them the same).',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  }, 15_000);

  it('asks for another period when staff choose one', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/search-stats', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('days') ?? '');
      }),
      ...staffSearchWordsHandlers(staffSearchWords()),
    );
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    const period = await screen.findByRole('group', { name: 'Period' });
    await user.click(within(period).getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(asked).toEqual(['7', '30']));
  });

  it('shows a seller the lists in Arabic, without the button only an admin may use', async () => {
    role = 'seller';
    server.use(...staffSearchWordsHandlers(staffSearchWords()));
    renderWithShop(<SearchWordsScreen />, { locale: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'الزباين بيدوروا على إيه' }),
    ).toBeTruthy();
    expect(await listRows('search-stats-top')).toEqual([
      ['فراخ', '٤٢ مرة بحث'],
      ['بط', '١٧ مرة بحث'],
      ['chicken', 'بحث واحد'],
    ]);
    expect(await listRows('search-stats-zero')).toEqual([
      ['كتكوت', '٥ مرات بحث', 'لسه مش بتلاقي حاجة'],
      ['turkey', 'بحثين', 'لسه مش بتلاقي حاجة'],
    ]);
    expect(screen.getByRole('heading', { name: 'محدش فتح حاجة' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /كمرادف/ })).toBeNull();
  });
});
