import { LANGUAGE_ASSISTANCE_TAGLINES, taglineWithNumber } from "@fad/contracts/i18n/language-assistance";
import { useContactNumber } from "../../api/contact-number.ts";
import { useSiteContext } from "../../search-model/site-context.ts";
import { useText } from "../../ui/i18n/use-text.ts";
import { PageHeading } from "../../ui/page-heading.tsx";
import "./language-assistance.css";

/**
 * The Section 1557 notice (decision 174): language help is free, in the page's language and in the
 * 15 languages most spoken with limited English in the network's states, with the help line.
 */
export function LanguageAssistancePage() {
  const t = useText();
  const site = useSiteContext();
  const contact = useContactNumber(site.coids);
  const number = contact.data ?? null;
  const title = t("languageAssistance.title");
  return (
    <section className="page language-assistance">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t("languageAssistance.intro")}</p>
      <p className="language-assistance__call">
        {number ? t("languageAssistance.helpLine", { number }) : t("languageAssistance.helpLineUnknown")}
      </p>
      {number ? (
        <>
          <h2>{t("languageAssistance.taglinesHeading")}</h2>
          <ul className="language-assistance__taglines">
            {LANGUAGE_ASSISTANCE_TAGLINES.map((tagline) => (
              <li key={tagline.lang} lang={tagline.lang} dir={tagline.dir}>
                <strong>{tagline.nativeName}</strong>: {taglineWithNumber(tagline, number)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
