/**
 * The backend's own texts (envelope messages, errors, validation reasons, unit labels), in
 * English. messages-ar.ts must have every key: TypeScript enforces it. `{name}` placeholders
 * are filled by translate().
 */
export const messagesEn = {
  'ok.notifications_saved': 'Your message settings were saved.',
  'ok.fetched': 'Done.',
  'ok.registered': 'Welcome! Your account is ready.',
  'ok.signed_in': 'Signed in.',
  'ok.signed_out': 'Signed out.',
  'ok.profile_updated': 'Your profile was saved.',
  'ok.password_changed': 'Your password was changed. Other devices were signed out.',
  'ok.pin_sent':
    'If an account exists for this username, a PIN is on its way. It is valid for 10 minutes.',
  'ok.pin_valid': 'The PIN is correct. Choose a new password.',
  'ok.password_reset': 'Your password was reset. Sign in with the new one.',
  'ok.order_placed': 'Thank you! Your order {number} was placed.',
  'ok.order_cancelled': 'Your order was cancelled.',
  'ok.order_moved': 'Order updated.',
  'ok.item_saved': 'The product was saved.',
  'ok.item_created': 'The product was added.',
  'ok.picture_added': 'The picture was added.',
  'ok.favorite_added': 'Added to your favourites.',
  'ok.favorite_removed': 'Removed from your favourites.',
  'ok.address_saved': 'The address was saved.',
  'ok.address_deleted': 'The address was deleted.',
  'ok.zone_updated': 'The delivery zone was saved.',
  'ok.slots_updated': 'The delivery times were saved.',
  'ok.category_saved': 'The category was saved.',
  'ok.shop_content_saved': 'The shop details were saved.',
  'ok.search_words_added': 'The search words were added.',
  'ok.search_words_deleted': 'The search words were deleted.',
  'ok.staff_created': 'The staff account was added.',
  'ok.staff_saved': 'The staff account was saved.',
  'ok.round_saved': 'The round was saved.',
  'ok.stop_delivered': 'Delivered. The cash was recorded.',
  'ok.stop_failed': 'Recorded: not delivered.',
  'ok.cash_closed': 'The driver’s day was closed.',

  'error.invalid_input': 'Please check the highlighted fields.',
  'error.invalid_json': 'The request body is not valid JSON.',
  'error.unauthorized': 'Please sign in to continue.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.cross_site':
    'This request came from another website, so it was refused. Open the shop itself and try again.',
  'error.unavailable': 'The shop cannot answer right now. Please try again in a minute.',
  'error.migrations_pending':
    'The database is behind this version of the shop: {count} update(s) not applied.',
  'error.role_change': 'Your role cannot be chosen or changed here.',
  'error.not_found': 'Not found.',
  'error.item_not_found': 'This product is not available.',
  'error.order_not_found': 'Order not found.',
  'error.zone_not_found': 'Delivery zone not found.',
  'error.shop_content_not_found': 'This entry of the shop details does not exist.',
  'error.search_synonym_not_found': 'These search words do not exist; they may have been deleted.',
  'error.search_synonyms_full':
    'The shop keeps at most {max} groups of search words: delete one you no longer need to add another.',
  'error.zone_inactive':
    'We no longer deliver to {area}. Choose another address or add one in another area.',
  'error.staff_not_found': 'Staff account not found.',
  'error.round_not_found': 'Round not found.',
  'error.round_orders_unavailable':
    'These orders are not ready to go or are on another round: {orders}. Nothing was changed.',
  'error.round_stop_done': 'These orders were already delivered or failed on this round: {orders}.',
  'error.stop_not_found': 'This order is not on any of your rounds.',
  'error.stop_not_out': 'The shop has not sent this order out yet.',
  'error.stop_done': 'This stop is already done.',
  'error.cash_day_closed': 'The driver’s cash for {date} is closed: that day can no longer change.',
  'error.cash_day_not_found': 'This driver had no round that day.',
  'error.cash_day_open_stops':
    'The driver still has {count} stops out. Record each as delivered or failed, or take it off the round, first.',
  'error.staff_self_deactivate':
    'You cannot switch off your own account. Ask another admin to do it.',
  'error.staff_self_demote':
    'You cannot take away your own admin role. Ask another admin to do it.',
  'error.last_admin':
    'The shop must keep at least one active admin: add or switch on another admin first.',
  'error.admin_only': 'Only the shop’s admin can do this. Ask an admin to make the change.',
  'error.order_move_refused':
    'This order is {from} and cannot be moved to {to}. Reload to see where it is now.',
  'error.message_not_found':
    'This message is not waiting to be sent; it may have been sent already.',
  'error.message_not_failed': 'Only a failed message can be sent again.',
  'error.push_topic_staff': 'Only the shop’s staff can get alerts of new orders.',
  'error.address_not_found': 'Address not found.',
  'error.method_not_allowed': 'This method is not allowed here.',
  'error.payload_too_large': 'The request is too large.',
  'error.picture_too_large': 'The picture is larger than {max} MB.',
  'error.too_many_requests': 'Too many attempts. Please try again in {minutes} minutes.',
  'error.too_many_requests_seconds':
    'Too many attempts. Please wait {seconds} seconds and try again.',
  'error.username_taken': 'This username is already registered.',
  'error.email_taken': 'This e-mail address belongs to another account.',
  'error.phone_taken': 'This mobile number belongs to another account.',
  'error.out_of_stock': 'Some items do not have enough stock.',
  'error.below_min_order': 'The minimum order for {area} is {amount} EGP.',
  'error.slot_closed':
    'The {from}–{to} delivery on {date} no longer takes orders. Choose another delivery time.',
  'error.slot_full':
    'The {from}–{to} delivery on {date} is fully booked. Choose another delivery time.',
  'error.order_rate_limit':
    'This account has placed {count} orders in the last hour, the most the shop takes. You can order again in {minutes} minutes, or call the shop.',
  'error.open_orders_limit':
    'This account already has {count} orders not yet delivered, the most it may have open. Please wait for a delivery, or call the shop for a larger order.',
  'error.open_value_limit':
    'Orders not yet delivered may come to at most {amount} EGP per account; with this one they would be {total} EGP. Please call the shop for a larger order.',
  'error.line_limit':
    'Some lines ask for more than one customer can order at a time. Each line says how much you can order.',
  'error.idempotency_conflict': 'This order request was already used for a different order.',
  'error.order_weights_closed': 'This order is {status}: its weights can no longer change.',
  'ok.weights_saved': 'The weights were saved and the total updated.',
  'error.weights_confirm':
    'Some weights differ from the order by more than {percent}%. Check them, then confirm.',
  'error.invalid_credentials': 'Wrong username or password.',
  'error.internal': 'Something went wrong on our side. Please try again.',

  'validation.required': 'This field is required.',
  'validation.invalid_type': 'This value has the wrong type.',
  'validation.expected_object': 'Send a JSON object.',
  'validation.too_short': 'Use at least {min} characters.',
  'validation.too_long': 'Use at most {max} characters.',
  'validation.too_small': 'Must be at least {min}.',
  'validation.too_big': 'Must be at most {max}.',
  'validation.too_few_items': 'Add at least {min}.',
  'validation.too_many_items': 'At most {max} are allowed.',
  'validation.not_integer': 'Must be a whole number.',
  'validation.invalid_value': 'This value is not allowed.',
  'validation.staff_role': 'Choose seller, admin or driver.',
  'validation.unknown_driver': 'Choose one of the shop’s active drivers.',
  'validation.round_empty': 'Put at least one order on the round.',
  'validation.round_duplicate': 'An order appears twice on the round.',
  'validation.failure_reason': 'Choose why it could not be delivered.',
  'validation.failure_note': 'Say what happened.',
  'validation.invalid_date': 'Enter a date as YYYY-MM-DD.',
  'validation.invalid_phone': 'Enter an Egyptian mobile number: 01 followed by 9 digits.',
  'validation.invalid_email': 'Enter a valid e-mail address.',
  'validation.invalid_shop_phone': 'Enter the phone number in digits only, 6 to 15 of them.',
  'validation.invalid_whatsapp':
    'Enter the WhatsApp number in digits, such as 01001234567 or 201001234567.',
  'validation.invalid_social_link':
    'Enter the full link to the shop’s page on this network, starting with https://.',
  'validation.invalid_username': 'Enter your mobile number (01xxxxxxxxx) or e-mail address.',
  'validation.invalid_pin': 'The PIN is 6 digits.',
  'validation.wrong_pin': 'The PIN is wrong or has expired. Request a new one if needed.',
  'validation.wrong_password': 'The current password is wrong.',
  'validation.current_password_required':
    'Enter your current password to change your e-mail or mobile number.',
  'validation.same_password': 'Choose a password different from the current one.',
  'validation.blank': 'This field cannot be empty.',
  'validation.unknown_zone': 'Choose one of our delivery areas.',
  'validation.unknown_item': 'This product is not available.',
  'validation.unknown_address': 'Choose one of your saved addresses.',
  'validation.insufficient_stock': 'Only {stock} {unit} left in stock.',
  'validation.max_per_order':
    'You can order at most {max} {unit} of {name} at a time. Call us for more.',
  'validation.stock_share_held':
    'Your orders not yet delivered already have {held} {held_unit} of {name}: this order can add at most {max} {unit}. Call us for more.',
  'validation.stock_share_reached':
    'Your orders not yet delivered already have {held} {held_unit} of {name}, as much as one customer can have. Wait for a delivery, or call us for more.',
  'validation.invalid_stock': 'Enter a number, e.g. 3, or 2.75 for kg.',
  'validation.stock_grams': 'Use at most three decimals (grams), e.g. 2.75 kg.',
  'validation.stock_whole': 'This product is counted by the piece: enter a whole number, e.g. 3.',
  'validation.max_per_order_kg':
    'Enter kg above 0, at most three decimals (e.g. 2.5), or leave it empty for no limit.',
  'validation.max_per_order_value':
    'Enter a whole number, 1 or more, or leave it empty for no limit.',
  'validation.duplicate_item': 'This product is listed twice.',
  'validation.slot_required': 'Choose a delivery time.',
  'validation.unknown_slot': 'Choose one of the delivery times offered.',
  'validation.slot_other_zone': 'This delivery time is not offered in your area. Choose another.',
  'validation.invalid_time': 'Enter a time as HH:MM, e.g. 09:30.',
  'validation.time_order': 'The end must be later than the start.',
  'validation.address_limit': 'You can keep at most {max} addresses.',
  'validation.invalid_id': 'Must be a valid id.',
  'validation.channel_unavailable': 'The shop does not send messages this way yet.',
  'validation.channel_needs_email': 'Add an e-mail address to your account first.',
  'validation.push_service': 'This browser’s push service is not one the shop sends to.',
  'validation.push_endpoint': 'The browser’s push address must be an https address.',
  'validation.push_key': 'This browser key is not valid: subscribe again.',
  'validation.nothing_to_update': 'Change at least one field.',
  'validation.piastres': 'Use at most two decimals (piastres), e.g. 25.50.',
  'validation.invalid_amount': 'Enter an amount in pounds, e.g. 25 or 25.50.',
  'validation.min_price': 'At least 0.01 EGP (one piastre).',
  'validation.no_markup': 'Please do not use < or > here.',
  'validation.direction_control':
    'Please remove the invisible characters that change the direction of the text.',
  'validation.invisible_name': 'Write a name with letters people can see.',
  'validation.invisible_text': 'Write this with letters people can see, or leave it empty.',
  'validation.invalid_price': 'Enter an amount in pounds, e.g. 85 or 85.50.',
  'validation.old_price_not_above': 'The old price must be higher than the price.',
  'validation.discount_too_deep':
    'The discount can be at most 60%: raise the price or lower the old price.',
  'validation.unknown_category': 'Choose one of the shop’s categories.',
  'validation.upload_multipart': 'Send the picture as a file upload.',
  'validation.picture_required': 'Choose a picture to upload.',
  'validation.picture_too_large': 'The picture is larger than {max} MB.',
  'validation.picture_type': 'This file is not a JPEG, PNG or WebP picture.',
  'validation.picture_unreadable': 'This picture could not be read. Try another one.',
  'validation.picture_too_small':
    'The picture is too small: use one at least {min} pixels on each side.',
  'validation.too_many_pictures': 'A product can have at most {max} pictures.',
  'validation.unknown_weight': 'Choose one of the weights offered for this product.',
  'validation.no_weights': 'This product has no weights to choose from.',
  'validation.unknown_option': 'Choose among this product’s own options.',
  'validation.option_group_twice': 'Choose one option of each kind.',
  'validation.weight_grams': 'Use at most three decimals (grams), e.g. 1.25.',
  'validation.min_weight': 'At least 1 g (0.001 kg).',
  'validation.duplicate_weight': 'Each weight can be listed only once.',
  'validation.duplicate_term': 'This word is already in the group (search reads them the same).',
  'validation.term_no_letters': 'Use letters or digits: search ignores the other signs.',
  'validation.weights_kg_only': 'Weights are only for products sold by the kg.',
  'validation.unknown_line': 'This line is not in the order.',
  'validation.not_by_weight': 'This line is not sold by weight.',
  'validation.weight_far':
    '{weighed} kg is far from the {ordered} kg ordered (at most {max}× / at least {min}×). Check the scale.',
  'validation.weight_above': '{weighed} kg is {percent}% more than the {ordered} kg ordered.',
  'validation.weight_below': '{weighed} kg is {percent}% less than the {ordered} kg ordered.',
  'validation.ambiguous_line': 'This product is on more than one line: choose the line.',

  'unit.kg': 'kg',
  'unit.piece': 'piece',
  'unit.bird': 'bird',
  'unit.tray': 'tray',
  'unit.pack': 'pack',
  // After a number other than 1 (order-line-limits.ts).
  'units.kg': 'kg',
  'units.piece': 'pieces',
  'units.bird': 'birds',
  'units.tray': 'trays',
  'units.pack': 'packs',

  'order_status.Pending': 'Pending',
  'order_status.Processing': 'Processing',
  'order_status.OutForDelivery': 'Out for delivery',
  'order_status.Delivered': 'Delivered',
  'order_status.Cancelled': 'Cancelled',
  'failure_reason.not_home': 'Nobody was home',
  'failure_reason.refused': 'Refused at the door',
  'failure_reason.wrong_address': 'Wrong address',
  'failure_reason.other': 'Other',

  'message.cancelled_by_you': 'you cancelled it',
  'message.cancelled_by_shop': 'the shop could not deliver it this time',
  'mail.reset_subject': 'Your password reset PIN',
  'mail.reset_body':
    'Hello {name},\n\nYour PIN to reset your password is {pin}. It is valid for 10 minutes.\nIf you did not ask for it, ignore this message: your password has not changed.\n\nDakahlia Poultry',
  'mail.contact_changed_subject': 'Your account details were changed',
  'mail.email_changed_body':
    'Hello {name},\n\nThe e-mail address of your Dakahlia Poultry account was changed to {email}. Password reset PINs now go there.\nIf you did not make this change, contact the shop right away so we can give your account back to you, and change your password.\n\nDakahlia Poultry',
  'mail.email_removed_body':
    'Hello {name},\n\nThe e-mail address of your Dakahlia Poultry account was removed. Password reset PINs now go by text message to the account’s mobile number.\nIf you did not make this change, contact the shop right away so we can give your account back to you, and change your password.\n\nDakahlia Poultry',
  'mail.phone_changed_body':
    'Dakahlia Poultry: the mobile number of your account ({name}) was changed to {phone}. If you did not make this change, contact the shop right away.',
} as const;

export type MessageKey = keyof typeof messagesEn;
