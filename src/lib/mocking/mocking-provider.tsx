import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { startMocking } from './start-mocking';

/**
 * 'pending' until the mock worker is ready; 'ready' then, or 'unavailable' when it could not
 * start (no service workers: private windows of some browsers, old phones). Unavailable, the
 * demo requests go to the network and each section offers its retry.
 */
export type MockingState = 'pending' | 'ready' | 'unavailable';

const MockingContext = createContext<MockingState>('pending');

/** Wraps a demo page: its sections ask for data only once the worker can answer. */
export function MockingProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<MockingState>('pending');
  useEffect(() => {
    let mounted = true;
    startMocking().then(
      () => mounted && setState('ready'),
      () => mounted && setState('unavailable'),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return <MockingContext value={state}>{children}</MockingContext>;
}

export function useMockingState(): MockingState {
  return use(MockingContext);
}
