/*
 * The shop's messages in English (templates-ar.ts: the same in Egyptian Arabic). `{slots}` are
 * filled by renderMessage (templates.ts): numbers as the storefront writes them, a link to the
 * order page. Short enough for a text message: the first line says what happened.
 */
export const templatesEn = {
  order_placed: {
    subject: 'We received your order {number}',
    text: 'Dakahlia Poultry: we received your order {number}, total {total} EGP (cash on delivery). We will tell you when we start preparing it. {link}',
  },
  order_processing: {
    subject: 'Order {number} is being prepared',
    text: 'Dakahlia Poultry: we are preparing your order {number}: slaughtered, cleaned and packed today. {link}',
  },
  order_weighed: {
    subject: 'Order {number} weighed: total {total} EGP',
    text: 'Dakahlia Poultry: your order {number} was weighed. The final total is {total} EGP, to pay on delivery. {link}',
  },
  order_out_for_delivery: {
    subject: 'Order {number} is on its way',
    text: 'Dakahlia Poultry: your order {number} is out for delivery. Please have {total} EGP ready. {link}',
  },
  order_delivered: {
    subject: 'Order {number} delivered',
    text: 'Dakahlia Poultry: your order {number} was delivered. Thank you, enjoy your meal! {link}',
  },
  order_delivery_failed: {
    subject: 'We could not deliver order {number}',
    text: 'Dakahlia Poultry: our driver could not deliver your order {number} ({reason}). We will call you to arrange another time. {link}',
  },
  order_cancelled: {
    subject: 'Order {number} was cancelled',
    text: 'Dakahlia Poultry: your order {number} was cancelled. Reason: {reason}. {link}',
  },
  new_order: {
    subject: 'New order {number}: {total} EGP',
    text: 'New order {number} from {customer} ({area}): {total} EGP. {link}',
  },
  order_waiting: {
    subject: 'Order {number} is still pending',
    text: 'Order {number} has been pending for {minutes} minutes. {link}',
  },
  pin: {
    subject: 'Your password reset PIN',
    text: 'Hello {name},\n\nYour PIN to reset your password is {pin}. It is valid for 10 minutes.\nIf you did not ask for it, ignore this message: your password has not changed.\n\nDakahlia Poultry',
  },
  'contact_changed.email': {
    subject: 'Your account details were changed',
    text: 'Hello {name},\n\nThe e-mail address of your Dakahlia Poultry account was changed to {value}. Password reset PINs now go there.\nIf you did not make this change, contact the shop right away so we can give your account back to you, and change your password.\n\nDakahlia Poultry',
  },
  'contact_changed.email_removed': {
    subject: 'Your account details were changed',
    text: 'Hello {name},\n\nThe e-mail address of your Dakahlia Poultry account was removed. Password reset PINs now go by text message to the account’s mobile number.\nIf you did not make this change, contact the shop right away so we can give your account back to you, and change your password.\n\nDakahlia Poultry',
  },
  'contact_changed.phone': {
    subject: 'Your account details were changed',
    text: 'Dakahlia Poultry: the mobile number of your account ({name}) was changed to {value}. If you did not make this change, contact the shop right away.',
  },
  complaint_answered: {
    subject: 'We answered your complaint about order {number}',
    text: 'Dakahlia Poultry: we answered your complaint about order {number}. {link}',
  },
} as const satisfies Record<string, { subject: string; text: string }>;

export type TemplateKey = keyof typeof templatesEn;
