import { useSession } from '@/lib/auth/session';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { Item } from '@/contracts/catalog';
import { signInHref } from '@/lib/auth/auth-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { useAddFavourite } from '../api/add-favourite';
import { useFavourites } from '../api/get-favourites';
import { useRemoveFavourite } from '../api/remove-favourite';

/** The shopper's last choice, shown while it is sent and until a newer list replaces it. */
type LocalChoice = { value: boolean; basis: Item[] | undefined };

/**
 * Whether an item is a favourite, and a toggle that answers at once: the heart flips before
 * the server replies and flips back if it refuses. Signed out, the toggle asks to sign in
 * and comes back to this page. A tap while the session is still being read is kept and
 * carried out once it is known, rather than lost.
 */
export function useFavouriteToggle(itemId: number, initial = false) {
  const { status } = useSession();
  const router = useRouter();
  const { data } = useFavourites();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const [local, setLocal] = useState<LocalChoice>();
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const queued = useRef<boolean | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const saved = data ? data.some((item) => item.id === itemId) : initial;
  const pending = busy || waiting;
  // While a change is under way the choice stands; after it, a fresh list is the truth again.
  const pressed = local && (pending || local.basis === data) ? local.value : saved;

  async function askToSignIn() {
    const back = localePath(router.asPath, router.locale);
    await router.push(signInHref(back), undefined, { locale: router.locale });
  }

  async function apply(next: boolean) {
    setLocal({ value: next, basis: data });
    setFailed(false);
    setBusy(true);
    try {
      await (next ? add(itemId) : remove(itemId));
    } catch {
      setLocal(undefined);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  /** Carries out the tap kept while the session was loading, now that it is known. */
  function resume(next: boolean, signedIn: boolean) {
    setWaiting(false);
    if (signedIn) {
      void apply(next);
    } else {
      setLocal(undefined);
      void askToSignIn();
    }
  }

  const latestResume = useRef(resume);
  useEffect(() => {
    latestResume.current = resume;
  });

  useEffect(() => {
    const next = queued.current;
    if (next === undefined || status === 'loading') return;
    queued.current = undefined;
    latestResume.current(next, status === 'authenticated');
  }, [status]);

  function toggle() {
    if (pending) return;
    const next = !pressed;
    if (status === 'unauthenticated') {
      void askToSignIn();
    } else if (status === 'loading') {
      setLocal({ value: next, basis: data });
      setWaiting(true);
      queued.current = next;
    } else {
      void apply(next);
    }
  }

  return {
    pressed,
    busy: pending,
    failed,
    toggle,
    dismissFailure: () => setFailed(false),
  };
}
