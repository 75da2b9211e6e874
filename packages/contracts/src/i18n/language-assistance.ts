/**
 * Section 1557 (45 CFR 92.11, the 2024 rule): a notice that language assistance is free, on the website,
 * in English and at least the 15 languages most spoken by people with limited English proficiency in
 * the states served (decision 174). The network serves Texas, Tennessee and Florida; the list below is
 * our merge of HHS OCR's "Top 15 languages spoken by individuals with LEP" tables for those three
 * states (OCR, 2016, from Census ACS estimates), weighted by the states' LEP populations, so Spanish,
 * Vietnamese and Chinese lead and Haitian Creole and Portuguese (Florida) come in. The compliance office
 * must confirm it against OCR's current table before launch (docs/decisions.md 174).
 *
 * Each tagline is written in its own language, as the HHS sample taglines are; `{number}` is the help line.
 */
export interface LanguageTagline {
  /** BCP 47 tag for the lang attribute. */
  lang: string;
  /** The language's name in English (for the e2e check and for staff), never shown alone. */
  englishName: string;
  /** The language's own name for itself. */
  nativeName: string;
  dir: "ltr" | "rtl";
  text: string;
}

export const LANGUAGE_ASSISTANCE_TAGLINES: readonly LanguageTagline[] = [
  {
    lang: "es",
    englishName: "Spanish",
    nativeName: "Español",
    dir: "ltr",
    text: "ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {number}.",
  },
  {
    lang: "vi",
    englishName: "Vietnamese",
    nativeName: "Tiếng Việt",
    dir: "ltr",
    text: "CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số {number}.",
  },
  {
    lang: "zh-Hant",
    englishName: "Chinese",
    nativeName: "繁體中文",
    dir: "ltr",
    text: "注意：如果您使用繁體中文，您可以免費獲得語言援助服務。請致電 {number}。",
  },
  {
    lang: "ht",
    englishName: "Haitian Creole",
    nativeName: "Kreyòl Ayisyen",
    dir: "ltr",
    text: "ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele {number}.",
  },
  {
    lang: "ko",
    englishName: "Korean",
    nativeName: "한국어",
    dir: "ltr",
    text: "주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {number} 번으로 전화해 주십시오.",
  },
  {
    lang: "ar",
    englishName: "Arabic",
    nativeName: "العربية",
    dir: "rtl",
    text: "ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم {number}.",
  },
  {
    lang: "tl",
    englishName: "Tagalog",
    nativeName: "Tagalog",
    dir: "ltr",
    text: "PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {number}.",
  },
  {
    lang: "fr",
    englishName: "French",
    nativeName: "Français",
    dir: "ltr",
    text: "ATTENTION : Si vous parlez français, des services d'aide linguistique vous sont proposés gratuitement. Appelez le {number}.",
  },
  {
    lang: "pt",
    englishName: "Portuguese",
    nativeName: "Português",
    dir: "ltr",
    text: "ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis. Ligue para {number}.",
  },
  {
    lang: "ru",
    englishName: "Russian",
    nativeName: "Русский",
    dir: "ltr",
    text: "ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода. Звоните {number}.",
  },
  {
    lang: "ur",
    englishName: "Urdu",
    nativeName: "اردو",
    dir: "rtl",
    text: "خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں۔ کال کریں {number}۔",
  },
  {
    lang: "hi",
    englishName: "Hindi",
    nativeName: "हिंदी",
    dir: "ltr",
    text: "ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {number} पर कॉल करें।",
  },
  {
    lang: "de",
    englishName: "German",
    nativeName: "Deutsch",
    dir: "ltr",
    text: "ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung. Rufnummer: {number}.",
  },
  {
    lang: "fa",
    englishName: "Persian",
    nativeName: "فارسی",
    dir: "rtl",
    text: "توجه: اگر به زبان فارسی گفتگو می کنید، تسهیلات زبانی بصورت رایگان برای شما فراهم می باشد. با {number} تماس بگیرید.",
  },
  {
    lang: "gu",
    englishName: "Gujarati",
    nativeName: "ગુજરાતી",
    dir: "ltr",
    text: "સુચના: જો તમે ગુજરાતી બોલતા હો, તો નિ:શુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો {number}.",
  },
];

/** A tagline with the help line put in (the number is written left to right even in RTL text). */
export function taglineWithNumber(tagline: LanguageTagline, number: string): string {
  return tagline.text.replace("{number}", `\u2066${number}\u2069`);
}
