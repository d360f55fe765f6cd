import type { TemplateKey } from './templates-en';

/*
 * The shop's messages in Egyptian Arabic, slot for slot as templates-en.ts. Numbers arrive
 * already in Arabic-Indic digits (renderMessage); a PIN stays in the digits a keypad types.
 */
export const templatesAr: Record<TemplateKey, { subject: string; text: string }> = {
  order_placed: {
    subject: 'وصلنا طلبك رقم {number}',
    text: 'دواجن الدقهلية: وصلنا طلبك رقم {number}، الإجمالي {total} جنيه (الدفع عند الاستلام). هنبلغك أول ما نبدأ نجهّزه. {link}',
  },
  order_processing: {
    subject: 'بنجهّز طلبك رقم {number}',
    text: 'دواجن الدقهلية: بنجهّز طلبك رقم {number}: مدبوح ومتنضّف ومتغلّف النهارده. {link}',
  },
  order_weighed: {
    subject: 'طلبك رقم {number} اتوزن: الإجمالي {total} جنيه',
    text: 'دواجن الدقهلية: طلبك رقم {number} اتوزن، والإجمالي النهائي {total} جنيه تدفعهم عند الاستلام. {link}',
  },
  order_out_for_delivery: {
    subject: 'طلبك رقم {number} في الطريق',
    text: 'دواجن الدقهلية: طلبك رقم {number} خرج للتوصيل. جهّز {total} جنيه لو سمحت. {link}',
  },
  order_delivered: {
    subject: 'طلبك رقم {number} اتسلّم',
    text: 'دواجن الدقهلية: طلبك رقم {number} اتسلّم. شكرًا ليك، وبالهنا والشفا! {link}',
  },
  order_delivery_failed: {
    subject: 'معرفناش نوصّل طلبك رقم {number}',
    text: 'دواجن الدقهلية: المندوب معرفش يوصّل طلبك رقم {number} ({reason}). هنكلّمك نتفق على ميعاد تاني. {link}',
  },
  order_cancelled: {
    subject: 'طلبك رقم {number} اتلغى',
    text: 'دواجن الدقهلية: طلبك رقم {number} اتلغى. السبب: {reason}. {link}',
  },
  new_order: {
    subject: 'طلب جديد رقم {number}: {total} جنيه',
    text: 'طلب جديد رقم {number} من {customer} ({area}): {total} جنيه. {link}',
  },
  order_waiting: {
    subject: 'الطلب رقم {number} لسه مستني',
    text: 'الطلب رقم {number} مستني بقاله {minutes} دقيقة ومحدش اتحرك عليه. {link}',
  },
  pin: {
    subject: 'رمز إعادة تعيين كلمة المرور',
    text: 'أهلًا {name}،\n\nرمز إعادة تعيين كلمة المرور هو {pin}، وهو شغال ١٠ دقايق.\nلو مطلبتوش، سيب الرسالة دي: كلمة المرور بتاعتك متغيّرتش.\n\nدواجن الدقهلية',
  },
  'contact_changed.email': {
    subject: 'بيانات حسابك اتغيّرت',
    text: 'أهلًا {name}،\n\nالبريد الإلكتروني لحسابك في دواجن الدقهلية اتغيّر لـ {value}، ورموز إعادة تعيين كلمة المرور هتتبعت عليه من دلوقتي.\nلو مش انت اللي غيّرته، كلّم المحل حالًا علشان نرجّعلك حسابك، وغيّر كلمة المرور.\n\nدواجن الدقهلية',
  },
  'contact_changed.email_removed': {
    subject: 'بيانات حسابك اتغيّرت',
    text: 'أهلًا {name}،\n\nالبريد الإلكتروني اتشال من حسابك في دواجن الدقهلية، ورموز إعادة تعيين كلمة المرور هتتبعت في رسالة على رقم موبايل الحساب من دلوقتي.\nلو مش انت اللي غيّرته، كلّم المحل حالًا علشان نرجّعلك حسابك، وغيّر كلمة المرور.\n\nدواجن الدقهلية',
  },
  'contact_changed.phone': {
    subject: 'بيانات حسابك اتغيّرت',
    text: 'دواجن الدقهلية: رقم الموبايل لحسابك ({name}) اتغيّر لـ {value}. لو مش انت اللي غيّرته، كلّم المحل حالًا.',
  },
  complaint_answered: {
    subject: 'رديْنا على شكوتك بخصوص الطلب رقم {number}',
    text: 'دواجن الدقهلية: رديْنا على شكوتك بخصوص الطلب رقم {number}. {link}',
  },
};
