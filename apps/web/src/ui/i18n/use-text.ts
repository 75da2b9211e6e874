import { type MessageId, messagesFor } from "@fad/contracts/i18n/catalog";
import { DEFAULT_LOCALE, isLocale } from "@fad/contracts/i18n/locales";
import { specialtyDisplayName } from "@fad/contracts/i18n/specialty-names-es";
import { type ReactNode, useCallback, useContext } from "react";
import { createIntl, IntlContext, type IntlShape } from "react-intl";

export type TextValues = Record<string, string | number>;

/** A catalog text in one language (useText's answer, or englishText outside React). */
export type Text = (id: MessageId, values?: TextValues) => string;

let english: IntlShape | null = null;

/**
 * English outside the app's provider: a component rendered on its own (its unit test, a part mounted
 * outside the root) reads the spec's English, as it did before the catalog.
 */
function englishIntl(): IntlShape {
  english ??= createIntl({ locale: DEFAULT_LOCALE, messages: messagesFor(DEFAULT_LOCALE) });
  return english;
}

/**
 * The catalog's text for an id in the page's language. Ids are typed from the catalog, so a typo fails
 * the typecheck; values fill ICU placeholders, selects and plurals (never strings glued together).
 */
export function useText(): (id: MessageId, values?: TextValues) => string {
  const intl = useContext(IntlContext) ?? englishIntl();
  // Stable while the language is, so memoized values and effects that take it do not run again.
  return useCallback((id: MessageId, values?: TextValues) => intl.formatMessage({ id }, values), [intl]);
}

/** The page's Intl formatter itself, for dates and times in the page's language. */
export function usePageIntl(): IntlShape {
  return useContext(IntlContext) ?? englishIntl();
}

/** A boolean as the catalog's `select` cases take it ({psg, select, yes {…} other {…}}). */
export const yesNo = (flag: boolean): "yes" | "no" => (flag ? "yes" : "no");

/** A specialty's name as the page shows it: Spanish on Spanish pages where one is listed. */
export function useSpecialtyName(): (name: string) => string {
  const intl = usePageIntl();
  return useCallback(
    (name: string) => specialtyDisplayName(name, isLocale(intl.locale) ? intl.locale : "en-US"),
    [intl],
  );
}

/**
 * The catalog's English outside React: texts that are not shown to a patient (analytics titles) and the
 * English a component's unit test reads without a provider.
 */
export const englishText: Text = (id, values) => englishIntl().formatMessage({ id }, values);

/** A value of a text with markup: a node, or a function of the tag's own words (<link>…</link>). */
export type RichValue = string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * A catalog text with elements inside it (a link, a phone number), still one whole sentence for the
 * translator: the tags in the message are filled with the nodes given for them.
 */
export function useRichText(): (id: MessageId, values: Record<string, RichValue>) => ReactNode {
  const intl = usePageIntl();
  return useCallback(
    (id: MessageId, values: Record<string, RichValue>) =>
      intl.formatMessage({ id }, values as Parameters<IntlShape["formatMessage"]>[1]) as ReactNode,
    [intl],
  );
}
