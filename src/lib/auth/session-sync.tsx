import type { Session } from 'next-auth';
import { SessionProvider, useSession, type SessionContextValue } from 'next-auth/react';
import { useEffect } from 'react';

/** Reports next-auth's own value, which session.tsx keeps as its ShopSession. */
type Props = {
  session: Session | null | undefined;
  onChange: (value: SessionContextValue) => void;
};

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
