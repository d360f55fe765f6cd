import type { Session } from 'next-auth';
import { SessionProvider, useSession } from 'next-auth/react';
import { useEffect } from 'react';
import type { ShopSession } from './session';

type Props = { session: Session | null | undefined; onChange: (value: ShopSession) => void };

/** next-auth's provider and hook, reporting every change of the session to session.tsx. */
export default function SessionSync({ session, onChange }: Props) {
  return (
    <SessionProvider session={session}>
      <Report onChange={onChange} />
    </SessionProvider>
  );
}

function Report({ onChange }: Pick<Props, 'onChange'>) {
  const value = useSession();
  useEffect(() => {
    onChange(value);
  }, [value, onChange]);
  return null;
}
