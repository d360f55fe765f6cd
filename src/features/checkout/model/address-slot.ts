import type { Address } from '@/contracts/address';
import type { DeliveryCharge } from '@/contracts/shop-info';

/** The chosen address and its delivery zone (the zone alone while a new address is typed). */
export type AddressChoice = { address?: Address; zone?: DeliveryCharge };

/**
 * What checkout hands the address step it is given (the addresses feature's picker, put in
 * by the page): checkout never imports that feature, it only agrees on these props.
 */
export type AddressSlotProps = {
  onChange: (choice: AddressChoice) => void;
  /** The backend's reason the chosen address cannot take this order. */
  error?: string;
  /** The id of the step's heading, to name the choice. */
  labelledBy: string;
  /** The address chosen before a reload (the checkout's draft), to choose again. */
  selectedId?: number;
};
