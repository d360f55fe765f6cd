import type { AuthResult } from '@/contracts/account';
import type { Address } from '@/contracts/address';
import type { ApiClient } from './api-client';

let sequence = 0;

/** A unique Egyptian mobile number per call in this process. */
export function uniquePhone(): string {
  sequence += 1;
  return `010${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(5, '0')}`;
}

export const DEFAULT_PASSWORD = 'correct-horse-42';

export interface Customer extends AuthResult {
  password: string;
}

/** Registers a new customer through the API. */
export async function registerCustomer(
  api: ApiClient,
  overrides: Record<string, unknown> = {},
): Promise<Customer> {
  const phone = uniquePhone();
  const body = {
    name: 'Test Customer',
    username: phone,
    phone,
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
  const response = await api.post<AuthResult>('/user/register', body);
  if (response.status !== 200 || !response.body.results) {
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return {
    ...response.body.results,
    password: typeof body.password === 'string' ? body.password : DEFAULT_PASSWORD,
  };
}

/** A valid address body for zone `zoneId` (the seed's first zone is Mansoura). */
export function addressBody(zoneId: number, overrides: Record<string, unknown> = {}) {
  return {
    label: 'Home',
    recipient: 'Mona Hassan',
    phone: '01012345678',
    zone_id: zoneId,
    city: 'Mansoura',
    street: 'El Gomhoreya Street',
    building: '12',
    floor: '3',
    apartment: '7',
    landmark: 'Next to the pharmacy',
    notes: 'Ring twice',
    ...overrides,
  };
}

export async function createAddress(
  api: ApiClient,
  token: string,
  zoneId: number,
  overrides: Record<string, unknown> = {},
): Promise<Address> {
  const response = await api.post<Address>('/user/address/new', addressBody(zoneId, overrides), {
    token,
  });
  if (response.status !== 200 || !response.body.results) {
    throw new Error(`address failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.results;
}
