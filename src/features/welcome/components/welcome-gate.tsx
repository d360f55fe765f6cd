import dynamic from 'next/dynamic';

// The dialog's code is fetched only when a first-time visitor is to be greeted.
const WelcomeDialog = dynamic(() => import('./welcome-dialog'), { ssr: false });

type Props = { open: boolean; onClose: () => void };

/** The first-visit welcome dialog, loaded on demand; useWelcome says when it is due. */
export function WelcomeGate({ open, onClose }: Props) {
  return open ? <WelcomeDialog open onClose={onClose} /> : null;
}
