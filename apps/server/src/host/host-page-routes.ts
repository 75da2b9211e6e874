import { randomUUID } from "node:crypto";
import { noSuchCallMessage } from "@fad/contracts/api/api-messages";
import { chooseLocale } from "@fad/contracts/i18n/choose-locale";
import { catalogIntl } from "@fad/contracts/i18n/create-catalog-intl";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_TAGS,
  localeOfTag,
} from "@fad/contracts/i18n/locales";
import { hostProfileUrlTitle, matchAppRoute, robotsHintFor } from "@fad/contracts/routes/app-routes";
import type { FastifyInstance } from "fastify";
import type { Database } from "../database/create-database.ts";
import { sendError } from "../http/api-errors.ts";
import { renderHostPage } from "./render-host-page.ts";
import type { PageRenderer } from "./server-render.ts";
import { findTextingPhysician } from "./texting-physician.ts";
import { type HostVariant, resolveVariantPath, variantSettings } from "./variant-presets.ts";

export interface HostPageRouteOptions {
  db: Database;
  template: string;
  defaultVariant: HostVariant;
  /** Renders app pages on the server (decision 57); null sends every page for the browser to render. */
  renderer: PageRenderer | null;
}

/**
 * Serves the host page on every app route (and 404 with the same page on any other path, which the
 * app renders as its not-found page). /fadmaa paths that match no call answer a JSON 404.
 */
export async function hostPageRoutes(app: FastifyInstance, options: HostPageRouteOptions): Promise<void> {
  const textingPhysician = memoize(() => findTextingPresetPhysician(options.db));

  app.get("/*", async (request, reply) => {
    // Appended, not resolved against a base: "//x/y" is then the path //x/y, not the host x (which
    // read the wrong path, and threw on "//").
    const url = new URL(`http://host.invalid${request.url}`);
    if (url.pathname === "/fadmaa" || url.pathname.startsWith("/fadmaa/")) {
      return sendError(reply, 404, noSuchCallMessage("GET", url.pathname));
    }
    const { variant, basePath, appPath } = resolveVariantPath(url.pathname, options.defaultVariant);
    // Hash routing (mho) keeps its routes after '#', so only the page itself is a path here.
    // A host page whose own path names a physician (…/physicians/profile/{urlTitle}) opens that profile.
    const known =
      (variant === "mho" ? appPath === "/" || matchAppRoute(appPath) !== null : matchAppRoute(appPath) !== null) ||
      hostProfileUrlTitle(appPath) !== null;
    // The page's language (decision 172); a link's ?lang is remembered and the app's address loses it.
    const linkLanguage = url.searchParams.get(LANGUAGE_QUERY_PARAMETER);
    const locale = chooseLocale({
      query: linkLanguage,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers["accept-language"],
    });
    if (localeOfTag(linkLanguage)) {
      const secure = request.protocol === "https" ? "; Secure" : "";
      reply.header(
        "set-cookie",
        `${LANGUAGE_COOKIE}=${LANGUAGE_TAGS[locale]}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
      );
    }
    url.searchParams.delete(LANGUAGE_QUERY_PARAMETER);
    const robots = robotsHintFor(appPath, url.search);
    const settings = variantSettings(variant, basePath, {
      sessionId: randomUUID(),
      textingPhysicianUrlTitle: variant === "texting" ? await textingPhysician() : null,
    });
    // Not for unknown paths (the not-found page) nor an embedding host's variant; the renderer itself
    // declines what it cannot render the same as the browser would.
    const served =
      known && options.renderer
        ? await options.renderer.render(request, { pathname: url.pathname, search: url.search, settings, locale })
        : null;
    if (robots) reply.header("x-robots-tag", robots);
    return reply
      .code(known ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-language", locale)
      .send(
        renderHostPage({
          template: options.template,
          settings,
          robots,
          title: catalogIntl(locale).formatMessage({ id: "app.title" }),
          served,
          locale,
        }),
      );
  });
}

/** A doctor bookable from the texting preset: at its own facilities, with its appointment type. */
function findTextingPresetPhysician(db: Database): Promise<string | null> {
  const preset = variantSettings("texting", "/", { sessionId: "", textingPhysicianUrlTitle: null });
  return findTextingPhysician(db, {
    facilityCoids: (preset.facilityCoids ?? "").split(";").filter((coid) => coid !== ""),
    appointmentTypeName: preset.texting?.textingAppType ?? "",
  });
}

/** Caches a successful answer only, so an empty database seeded later is picked up. */
function memoize<T>(load: () => Promise<T | null>): () => Promise<T | null> {
  let value: T | null = null;
  return async () => {
    value ??= await load();
    return value;
  };
}
