import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { staffSearchWords } from '@mocks/fixtures/staff/search-words';
import { staffSearchWordsHandlers, type SearchWordsSent } from '@mocks/handlers/staff-search-words';
import { server } from '@mocks/node';
import type { Role } from '@/contracts/account';
import { SYNONYM_GROUPS_MAX } from '@/contracts/search-synonym-limits';
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

const groups = () => screen.findAllByTestId('search-word-group');
const wordsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Types each word into the form and adds it with Enter. */
async function typeWords(user: ReturnType<typeof userEvent.setup>, label: string, words: string[]) {
  const input = await screen.findByRole('textbox', { name: label });
  for (const word of words) await user.type(input, `${word}{Enter}`);
}

describe('the search words screen', () => {
  it('lists the shop’s own groups, and the built-in ones only when asked', async () => {
    server.use(...staffSearchWordsHandlers(staffSearchWords()));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    const cards = await groups();
    expect(cards.map(wordsOf)).toEqual([
      ['مشويات', 'شوي', 'grill'],
      ['كبدة', 'كبد'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Search words' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The shop’s own words (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete مشويات, شوي, grill' })).toBeTruthy();
    expect(screen.queryByTestId('search-words-admin-only')).toBeNull();

    // Folded away until asked for: three groups here, a hundred in the shop.
    expect(screen.queryAllByTestId('builtin-word-group')).toEqual([]);
    const show = screen.getByRole('button', { name: 'Show the 3 built-in groups' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    const builtin = screen.getAllByTestId('builtin-word-group');
    expect(builtin).toHaveLength(3);
    expect(wordsOf(builtin[2] as HTMLElement)).toEqual(['بط', 'بطة', 'بطه', 'بطوط']);
    // Read-only: nothing to delete among them.
    expect(within(builtin[0] as HTMLElement).queryByRole('button')).toBeNull();
    const hide = screen.getByRole('button', { name: 'Hide the built-in groups' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await user.click(hide);
    expect(screen.queryAllByTestId('builtin-word-group')).toEqual([]);
  });

  it('reads in Arabic, each word in its own direction', async () => {
    server.use(...staffSearchWordsHandlers(staffSearchWords()));
    renderWithShop(<SearchWordsScreen />, { locale: 'ar' });
    const [first] = await groups();
    expect(screen.getByRole('heading', { level: 1, name: 'كلمات البحث' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'كلمات المحل (٢)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'إضافة كلمات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حذف مشويات، شوي، grill' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض المجموعات المدمجة (٣)' })).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByText('grill')
        .getAttribute('dir'),
    ).toBe('auto');
    expect(await screen.findByText('كلمات المجموعة دي: ٠ من ١٢')).toBeTruthy();
  });

  // Round 3: the server refuses a group past the limit (409); the screen says so before.
  it('says when the shop has as many groups as it may keep, in place of the form', async () => {
    const words = staffSearchWords();
    for (let id = 100; words.custom.length < SYNONYM_GROUPS_MAX; id += 1) {
      words.custom.push({
        id,
        terms: [`w${id}`, `v${id}`],
        created_at: '2026-01-13T09:00:00.000Z',
      });
    }
    server.use(...staffSearchWordsHandlers(words));
    renderWithShop(<SearchWordsScreen />, { locale: 'ar' });
    expect((await screen.findByTestId('search-words-limit')).textContent).toBe(
      'المحل بيحتفظ بـ٣٠٠ مجموعة من كلماته بالكتير، وخلاص اكتملوا: احذف مجموعة مبقاش محتاجها علشان تضيف غيرها.',
    );
    expect(screen.queryByRole('heading', { name: 'إضافة كلمات' })).toBeNull();
  }, 30_000); // three hundred cards take a few seconds to render in jsdom

  it('lets an admin add a group: Enter and Add put words in, a chip takes itself out, Save sends', async () => {
    const sent: SearchWordsSent = [];
    server.use(...staffSearchWordsHandlers(staffSearchWords(), sent));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    await groups();
    await typeWords(user, 'A word or short phrase', ['كفتة', 'kofta', 'لحمة']);
    const input = screen.getByRole('textbox', { name: 'A word or short phrase' });
    await user.type(input, ' kebab , كباب ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const draft = screen.getByRole('list', { name: 'The new group’s words' });
    expect(wordsOf(draft)).toEqual(['كفتة', 'kofta', 'لحمة', 'kebab', 'كباب']);
    expect(screen.getByText('Words in this group: 5 of 12')).toBeTruthy();
    // Nothing was sent yet: Enter adds a word, it does not save.
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove لحمة' }));
    // A word typed but not yet added goes with the group.
    await user.type(input, 'kufta');
    await user.click(screen.getByRole('button', { name: 'Save words' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved. Search treats these words as one from now on.',
    );
    expect(sent).toEqual([
      {
        path: '/admin/search-synonyms',
        body: { terms: ['كفتة', 'kofta', 'kebab', 'كباب', 'kufta'] },
      },
    ]);
    // The list was fetched again with the new group; the form is empty for the next one.
    await waitFor(async () => expect(await groups()).toHaveLength(3));
    expect(wordsOf((await groups())[2] as HTMLElement)).toEqual([
      'كفتة',
      'kofta',
      'kebab',
      'كباب',
      'kufta',
    ]);
    expect(screen.queryByRole('list', { name: 'The new group’s words' })).toBeNull();
  });

  it('checks the group before sending: too few words, a word twice as search reads it', async () => {
    const sent: SearchWordsSent = [];
    server.use(...staffSearchWordsHandlers(staffSearchWords(), sent));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    await groups();
    await typeWords(user, 'A word or short phrase', ['فرخة']);
    await user.click(screen.getByRole('button', { name: 'Save words' }));
    const input = screen.getByRole('textbox', { name: 'A word or short phrase' });
    expect(await screen.findByText('Add at least 2.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    // «فرخه» is «فرخة» as search reads it: the later one is the one to fix.
    await typeWords(user, 'A word or short phrase', ['دجاج', 'فرخه']);
    await user.click(screen.getByRole('button', { name: 'Save words' }));
    expect(
      await screen.findByText(
        '“فرخه”: This word is already in the group (search reads them the same).',
      ),
    ).toBeTruthy();
    const twice = screen.getByRole('button', { name: 'Remove فرخه' });
    expect(twice.className).toContain('colorError');
    expect(screen.getByRole('button', { name: 'Remove فرخة' }).className).not.toContain(
      'colorError',
    );
    expect(sent).toEqual([]);

    // Taking it out clears the reason, and the group goes.
    await user.click(twice);
    expect(screen.queryByText(/already in the group/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save words' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ terms: ['فرخة', 'دجاج'] });
  });

  it('puts the server’s refusal of a word on that word, in Arabic', async () => {
    // First: msw answers with the first handler that matches.
    server.use(
      http.post('*/api/admin/search-synonyms', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'من فضلك راجع الخانات المعلّمة.',
            errors: { 'terms.1': 'اكتب حروف أو أرقام: البحث بيتجاهل باقي الرموز.' },
          },
          { status: 400 },
        ),
      ),
      ...staffSearchWordsHandlers(staffSearchWords()),
    );
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />, { locale: 'ar' });
    await groups();
    await typeWords(user, 'كلمة أو عبارة قصيرة', ['سجق', 'سجق بلدي']);
    await user.click(screen.getByRole('button', { name: 'حفظ الكلمات' }));
    expect((await screen.findByRole('alert')).textContent).toBe('من فضلك راجع الخانات المعلّمة.');
    const reason = screen.getByText('«سجق بلدي»: اكتب حروف أو أرقام: البحث بيتجاهل باقي الرموز.');
    const refused = screen.getByRole('button', { name: 'إزالة سجق بلدي' });
    expect(refused.getAttribute('aria-describedby')).toBe(reason.parentElement?.id);
    expect(refused.className).toContain('colorError');
    // The words stay, to be fixed rather than typed again.
    expect(wordsOf(screen.getByRole('list', { name: 'كلمات المجموعة الجديدة' }))).toEqual([
      'سجق',
      'سجق بلدي',
    ]);
  });

  it('deletes a group only once the admin confirms', async () => {
    const sent: SearchWordsSent = [];
    server.use(...staffSearchWordsHandlers(staffSearchWords(), sent));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    await groups();
    await user.click(screen.getByRole('button', { name: 'Delete كبدة, كبد' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete these search words?' });
    expect(dialog.textContent).toContain('Search will no longer treat كبدة, كبد as one.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(await groups()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete كبدة, كبد' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete these search words?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Deleted. Search no longer treats these words as one.',
    );
    expect(sent).toEqual([{ path: '/admin/search-synonyms/7/delete', body: null }]);
    await waitFor(async () =>
      expect((await groups()).map(wordsOf)).toEqual([['مشويات', 'شوي', 'grill']]),
    );
  });

  it('says why a delete failed inside the question, and drops a group another admin deleted', async () => {
    const words = staffSearchWords();
    server.use(...staffSearchWordsHandlers(words));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />);
    await groups();
    await user.click(screen.getByRole('button', { name: 'Delete كبدة, كبد' }));
    const dialog = await screen.findByRole('dialog');
    words.custom = words.custom.filter((group) => group.id !== 7);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'These search words do not exist; they may have been deleted.',
    );
    await waitFor(async () => expect(await groups()).toHaveLength(1));
  });

  it('shows a seller the words to read, and says only an admin may change them', async () => {
    role = 'seller';
    server.use(...staffSearchWordsHandlers(staffSearchWords()));
    const user = userEvent.setup();
    renderWithShop(<SearchWordsScreen />, { locale: 'ar' });
    expect(await groups()).toHaveLength(2);
    expect(screen.getByTestId('search-words-admin-only').textContent).toBe(
      'تعديل كلمات البحث للمدير فقط. اطلب من مدير المتجر إضافة مجموعة أو حذفها.',
    );
    expect(screen.queryByRole('heading', { name: 'إضافة كلمات' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^حذف/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'عرض المجموعات المدمجة (٣)' }));
    expect(screen.getAllByTestId('builtin-word-group')).toHaveLength(3);
  });
});
