import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { DEMO_FEATURED_VIDEO_URL } from "../media/demo-media-routes.ts";
import { formatSlotId } from "../scheduling/slot-id.ts";
import { bookBody } from "./booking-fixtures.ts";
import { LOCATIONS, PHYSICIANS } from "./directory-fixtures.ts";
import { expectContentType, type OkCheck } from "./endpoint-fuzz-checks.ts";
import {
  headerText,
  hostileGet,
  hostileHeaders,
  hostilePath,
  hostilePathParam,
  hostilePost,
} from "./endpoint-fuzz-generators.ts";

/**
 * How the endpoint fuzz test attacks each route of the app (endpoint-fuzz.test.ts): a plausible
 * request on the test directory (testing/directory-fixtures.ts) that the generators break, the number of
 * runs, and what a 2xx must be when the route declares no response schema. The test fails for a
 * route of the app missing here, so a new call cannot go unfuzzed.
 */
export interface FuzzStrategy {
  /** "GET /fadmaa/geo/zip": the method and URL the app registers (trailing slash dropped). */
  route: string;
  numRuns: number;
  /** `fields`: the names of the route's body or query schema, sent as extra keys now and then. */
  requests: (fields: readonly string[]) => fc.Arbitrary<InjectOptions>;
  /** A 2xx's check: absent → the route's own 200 response schema; "never" → a 2xx fails the test. */
  ok?: OkCheck | "never";
}

const alice = PHYSICIANS.alice;
const npis = Object.values(PHYSICIANS).map((physician) => physician.npi);

/**
 * A well-formed slot id of a real calendar at a time long past: the hold's "no such slot", so no
 * generated hold can succeed however the other fields come out (every slot of the test directory
 * lies after its "now", November 2026). Random texts cannot spell a real slot's id: it is the exact
 * base64url of calendar, start minute and length.
 */
const PAST_SLOT_ID = formatSlotId("T-CAL-1", new Date("2020-01-06T15:00:00Z"), 30);

const svg: OkCheck = (response, body) => {
  expectContentType(response, "image/svg+xml");
  if (!body.startsWith("<svg")) throw new Error("an image answer that is not an SVG");
};

/** A served file: its type, and a 206 only with the Content-Range of what it holds. */
function servedFile(type: string): OkCheck {
  return (response) => {
    expectContentType(response, type);
    if (response.statusCode === 206 && !/^bytes \d+-\d+\/\d+$/.test(String(response.headers["content-range"])))
      throw new Error("a partial answer without its Content-Range");
  };
}

/** A GET or HEAD of a served file with a Range header valid, odd or hostile (a player seeks with ranges). */
function hostileRangeGet(url: string): fc.Arbitrary<InjectOptions> {
  const range = fc.oneof(
    fc.tuple(fc.nat(400_000), fc.nat(400_000)).map(([start, end]) => `bytes=${start}-${end}`),
    fc.nat(400_000).map((start) => `bytes=${start}-`),
    fc.nat(400_000).map((length) => `bytes=-${length}`),
    fc.constantFrom("bytes=0-0,5-9", "bytes=", "bytes=a-b", "bytes=-", "items=0-9", "bytes=9-0", "bytes=0-9,"),
    headerText,
  );
  return fc
    .tuple(fc.constantFrom<"GET" | "HEAD">("GET", "GET", "HEAD"), fc.option(range, { freq: 4 }), hostileHeaders)
    .map(([method, rangeHeader, headers]) => ({
      method,
      url,
      headers: rangeHeader === null ? headers : { ...headers, range: rangeHeader },
    }));
}

const health: OkCheck = (response, body) => {
  expectContentType(response, "application/json");
  const parsed = JSON.parse(body) as { result?: { database?: string } };
  if (parsed.result?.database !== "up") throw new Error("health answered 2xx without the database up");
};

const openApi: OkCheck = (response, body) => {
  expectContentType(response, "application/json");
  if (typeof (JSON.parse(body) as { openapi?: unknown }).openapi !== "string") throw new Error("not OpenAPI");
};

const plainText: OkCheck = (response, body) => {
  expectContentType(response, "text/plain");
  if (body.length > 100) throw new Error("a help line longer than any phone number");
};

const prometheusText: OkCheck = (response, body) => {
  expectContentType(response, "text/plain");
  // A HEAD answer has no body.
  if (body !== "" && !body.includes("fad_http_requests_total")) {
    throw new Error("metrics without the request counts");
  }
};

/** Any path: an app page (HTML), or a real call reached by an odd spelling (its JSON answer). */
const anyPage: OkCheck = (response, body) => {
  const type = String(response.headers["content-type"] ?? "");
  if (type.startsWith("text/html") || type.startsWith("image/svg+xml")) return;
  if (type.startsWith("application/json")) {
    const parsed = JSON.parse(body) as { status?: { code?: string }; openapi?: string };
    if (parsed.openapi !== undefined || parsed.status?.code === "200") return;
  }
  if (response.statusCode === 204 && body === "") return;
  throw new Error(`an unexpected 2xx answer (${type})`);
};

const slotSearchBody = {
  numberDaysOut: 14,
  calendarId: "T-CAL-1",
  startDate: "20261123",
  appointmentTypeIds: ["NEWPT"],
  source: null,
  siteType: null,
  physicianNpi: alice.npi,
};

const holdBody = {
  appointmentId: PAST_SLOT_ID,
  appointmentTypeId: "NEWPT",
  calendarId: "T-CAL-1",
  startTime: "09:00",
  duration: 30,
  date: "20200106",
  providerLocationId: "T-CAL-1",
  source: null,
};

export const FUZZ_STRATEGIES: readonly FuzzStrategy[] = [
  {
    route: "GET /fadmaa/health",
    numRuns: 60,
    requests: () => hostileGet("/fadmaa/health", {}),
    ok: health,
  },
  {
    route: "GET /fadmaa/health/live",
    numRuns: 30,
    requests: () => hostileGet("/fadmaa/health/live", {}),
    ok: (response) => expectContentType(response, "application/json"),
  },
  {
    route: "GET /fadmaa/health/ready",
    numRuns: 30,
    requests: () => hostileGet("/fadmaa/health/ready", {}),
    ok: health,
  },
  {
    // Answered to loopback (inject's address) in Prometheus's text format.
    route: "GET /metrics",
    numRuns: 30,
    requests: () => hostileGet("/metrics", {}),
    ok: prometheusText,
  },
  {
    route: "GET /fadmaa/openapi.json",
    numRuns: 30,
    requests: () => hostileGet("/fadmaa/openapi.json", {}),
    ok: openApi,
  },
  {
    route: "GET /fadmaa/api/config",
    numRuns: 150,
    requests: () => hostileGet("/fadmaa/api/config", { variant: "cms" }),
  },
  {
    route: "GET /fadmaa/api/providercache/terms/autocomplete",
    numRuns: 200,
    requests: () =>
      hostileGet("/fadmaa/api/providercache/terms/autocomplete", { input: "card", coids: "09001;09002", program: "p" }),
  },
  {
    route: "POST /fadmaa/appointment/search",
    numRuns: 250,
    requests: (fields) => hostilePost("/fadmaa/appointment/search", slotSearchBody, fields),
  },
  {
    route: "POST /fadmaa/appointment/search/more",
    numRuns: 250,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/appointment/search/more",
        { ...slotSearchBody, locationId: LOCATIONS.centennial.id, numberDaysOut: 7 },
        fields,
      ),
  },
  {
    // Makes a holder: a token and a cookie, nothing in the database but the rate counter. Its body is
    // `{}`; the generators need a field to vary, so they start from one the strict schema refuses.
    route: "POST /fadmaa/appointment/holder",
    numRuns: 100,
    requests: (fields) => hostilePost("/fadmaa/appointment/holder", { unexpected: "x" }, fields),
  },
  {
    route: "POST /fadmaa/appointment/hold",
    numRuns: 250,
    requests: (fields) => hostilePost("/fadmaa/appointment/hold", holdBody, fields),
    ok: "never",
  },
  {
    route: "POST /fadmaa/appointment/hold/renew",
    numRuns: 150,
    requests: (fields) =>
      hostilePost("/fadmaa/appointment/hold/renew", { holdId: "no-such-hold", appointmentId: PAST_SLOT_ID }, fields),
    ok: "never",
  },
  {
    // The release call: a DELETE with the renew call's body shape; no hold exists, so none is released.
    route: "DELETE /fadmaa/appointment/hold",
    numRuns: 150,
    requests: (fields) =>
      hostilePost("/fadmaa/appointment/hold", { holdId: "no-such-hold", appointmentId: PAST_SLOT_ID }, fields).map(
        (request): InjectOptions => ({ ...request, method: "DELETE" }),
      ),
    ok: "never",
  },
  {
    // No booking exists (no book can succeed here), so no reference and token can open one.
    route: "POST /fadmaa/appointment/booked",
    numRuns: 150,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/appointment/booked",
        { bookingId: "FAD-7K2M-9QXD-R4TB", token: "Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB" },
        fields,
      ),
    ok: "never",
  },
  {
    // No booking exists, so nothing can be cancelled.
    route: "POST /fadmaa/appointment/cancel",
    numRuns: 100,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/appointment/cancel",
        { bookingId: "FAD-7K2M-9QXD-R4TB", token: "Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB" },
        fields,
      ),
    ok: "never",
  },
  {
    // No booking and no hold exist, so nothing can be moved.
    route: "POST /fadmaa/appointment/reschedule",
    numRuns: 100,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/appointment/reschedule",
        {
          bookingId: "FAD-7K2M-9QXD-R4TB",
          token: "Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB",
          holdId: "no-such-hold",
          appointmentId: PAST_SLOT_ID,
        },
        fields,
      ),
    ok: "never",
  },
  {
    // No hold exists (the hold strategy cannot make one), so no book can succeed.
    route: "POST /fadmaa/appointment/book",
    numRuns: 250,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/appointment/book",
        bookBody({ ...holdBody, appointmentTypeId: "NEWPT" }, "no-such-hold") as unknown as Record<string, unknown>,
        fields,
      ),
    ok: "never",
  },
  {
    route: "GET /fadmaa/media/avatars/:file",
    numRuns: 150,
    requests: () =>
      hostilePathParam(
        "/fadmaa/media/avatars/",
        fc.oneof(
          fc.constantFrom(...npis).map((npi) => `${npi}.svg`),
          fc.stringMatching(/^\d{10}\.svg$/),
          fc.constantFrom("1000000001", "1000000001.SVG", "1000000001.svg.svg", "01000000001.svg"),
        ),
      ),
    ok: svg,
  },
  {
    route: `GET ${DEMO_FEATURED_VIDEO_URL}`,
    numRuns: 100,
    requests: () => hostileRangeGet(DEMO_FEATURED_VIDEO_URL),
    ok: servedFile("video/webm"),
  },
  {
    route: `GET ${DEMO_FEATURED_VIDEO_URL.replace(/\.webm$/, ".vtt")}`,
    numRuns: 50,
    requests: () => hostileRangeGet(DEMO_FEATURED_VIDEO_URL.replace(/\.webm$/, ".vtt")),
    ok: servedFile("text/vtt"),
  },
  {
    route: "GET /fadmaa/media/markers/:file",
    numRuns: 100,
    requests: () =>
      hostilePathParam(
        "/fadmaa/media/markers/",
        fc.oneof(fc.stringMatching(/^[A-Z]{1,2}\.svg$/), fc.constantFrom("a.svg", "AAA.svg", "A", "Z.svg")),
      ),
    ok: svg,
  },
  {
    route: "GET /fadmaa/geo/zip",
    numRuns: 150,
    requests: () => hostileGet("/fadmaa/geo/zip", { zip: "37203" }),
  },
  {
    route: "GET /fadmaa/geo/places",
    numRuns: 150,
    requests: () => hostileGet("/fadmaa/geo/places", { input: "Nashville" }),
  },
  {
    route: "GET /fadmaa/geo/resolve",
    numRuns: 150,
    requests: () => hostileGet("/fadmaa/geo/resolve", { location: "Housten", keyword: "cardiologist 37203" }),
  },
  {
    route: "GET /fadmaa/geo/nearest",
    numRuns: 150,
    requests: () => hostileGet("/fadmaa/geo/nearest", { latitude: "36.15", longitude: "-86.79" }),
  },
  {
    route: "GET /fadmaa/provider/appTypes",
    numRuns: 200,
    requests: () =>
      hostileGet("/fadmaa/provider/appTypes", { npi: alice.npi, facilityCOIDs: "09001", program: "p", source: "cms" }),
  },
  {
    route: "GET /fadmaa/provider/insurance",
    numRuns: 60,
    requests: () => hostileGet("/fadmaa/provider/insurance", { anything: "x" }),
  },
  {
    route: "POST /fadmaa/provider/search",
    numRuns: 300,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/provider/search/",
        {
          keyword: "Cardiology",
          zip: "37203",
          distance: 50,
          sortType: "Distance",
          meta: { page: 1, pageSize: 10 },
          startDate: "20261123",
          numberDaysOut: 14,
          gender: "Female",
          languages: "English;Spanish",
          coids: "09001;09002",
          teleMedicineFlg: "Y",
          npis: `${alice.npi};${PHYSICIANS.robert.npi}`,
        },
        fields,
      ),
  },
  {
    route: "GET /fadmaa/provider/specilityAppTypes",
    numRuns: 150,
    requests: () =>
      hostileGet("/fadmaa/provider/specilityAppTypes/", { facilityCOIDs: "09001;09002", program: "p", siteType: "s" }),
  },
  {
    route: "GET /fadmaa/contactnumber",
    numRuns: 150,
    requests: () => hostileGet("/fadmaa/contactnumber", { facilityCOIDs: "09001;09101" }),
    ok: plainText,
  },
  {
    route: "GET /fadmaa/embed.js",
    numRuns: 30,
    requests: () => hostileGet("/fadmaa/embed.js", {}),
    ok: (response) => expectContentType(response, "text/javascript"),
  },
  // The staff console (issue 33): the fuzz app has no identity provider and no session, so every staff
  // call answers 401 and the sign-in pages their "not configured" page; the console's page is the same for all.
  ...["/fadmaa/staff/session", "/staff/sign-in", "/staff/sign-in/callback"].map(
    (path): FuzzStrategy => ({
      route: `GET ${path}`,
      numRuns: 40,
      requests: () => hostileGet(path, { code: "abc", state: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
      ok: "never",
    }),
  ),
  ...["/fadmaa/staff/bookings/day", "/fadmaa/staff/bookings/day.csv"].map(
    (path): FuzzStrategy => ({
      route: `GET ${path}`,
      numRuns: 60,
      requests: () => hostileGet(path, { locationId: LOCATIONS.centennial.id, day: "2026-11-24" }),
      ok: "never",
    }),
  ),
  // New and changed bookings (decision 168): 401 without a session, whatever the input.
  ...["/fadmaa/staff/changes/count", "/fadmaa/staff/changes"].map(
    (path): FuzzStrategy => ({
      route: `GET ${path}`,
      numRuns: 40,
      requests: () => hostileGet(path, { locationId: LOCATIONS.centennial.id }),
      ok: "never",
    }),
  ),
  {
    route: "POST /fadmaa/staff/changes/seen",
    numRuns: 40,
    requests: (fields) => hostilePost("/fadmaa/staff/changes/seen", { locationId: LOCATIONS.centennial.id }, fields),
    ok: "never",
  },
  {
    route: "GET /fadmaa/staff/bookings/:bookingId",
    numRuns: 60,
    requests: () => hostilePathParam("/fadmaa/staff/bookings/", fc.constant("FAD-7K2M-9QXD-R4TB")),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/bookings/:bookingId/cancel",
    numRuns: 60,
    requests: (fields) =>
      hostilePost("/fadmaa/staff/bookings/FAD-7K2M-9QXD-R4TB/cancel", { reason: "Doctor away" }, fields),
    ok: "never",
  },
  // The scheduling administrator's calls (decision 164): 401 without a session, whatever the input.
  {
    route: "GET /fadmaa/staff/schedule",
    numRuns: 40,
    requests: () => hostileGet("/fadmaa/staff/schedule", { locationId: LOCATIONS.centennial.id }),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/schedule/blocks",
    numRuns: 60,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/staff/schedule/blocks",
        {
          kind: "once",
          locationId: LOCATIONS.centennial.id,
          calendarId: null,
          day: "2026-12-01",
          startTime: "08:00",
          endTime: "12:00",
          label: "Surgery",
        },
        fields,
      ),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/schedule/blocks/:blockId/remove",
    numRuns: 40,
    requests: (fields) => hostilePost("/fadmaa/staff/schedule/blocks/12/remove", { remove: true }, fields),
    ok: "never",
  },
  ...(
    [
      ["hours", { hours: [{ weekday: 1, startTime: "09:00", endTime: "12:00" }] }],
      ["types", { codes: ["NEWPT"] }],
      ["new-patients", { accepting: false }],
    ] as const
  ).map(
    ([change, body]): FuzzStrategy => ({
      route: `POST /fadmaa/staff/schedule/calendars/:calendarId/${change}`,
      numRuns: 40,
      requests: (fields) => hostilePost(`/fadmaa/staff/schedule/calendars/CAL-1/${change}`, body, fields),
      ok: "never",
    }),
  ),
  {
    route: "POST /fadmaa/staff/bookings/:bookingId/arrival",
    numRuns: 40,
    requests: (fields) =>
      hostilePost("/fadmaa/staff/bookings/FAD-7K2M-9QXD-R4TB/arrival", { arrival: "no-show" }, fields),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/sign-out",
    numRuns: 40,
    requests: (fields) => hostilePost("/fadmaa/staff/sign-out", { leave: true }, fields),
    ok: "never",
  },
  ...["/staff", "/staff/*"].map(
    (route): FuzzStrategy => ({
      route: `GET ${route}`,
      numRuns: 20,
      requests: () => hostileGet(route === "/staff" ? "/staff" : "/staff/anything", {}),
      ok: anyPage,
    }),
  ),
  {
    route: "GET /*",
    numRuns: 300,
    requests: () =>
      hostilePath(["/fadmaa/health", "/fadmaa/api/config", "/physicians", "/fadmaa/appointment/search", "/cms"]),
    ok: anyPage,
  },
  // The FHIR directory API (fhir/): a 2xx is FHIR JSON of the expected resource type.
  {
    route: "GET /fhir/metadata",
    numRuns: 30,
    requests: () => hostileGet("/fhir/metadata", {}),
    ok: fhirJson("CapabilityStatement"),
  },
  {
    route: "GET /fhir/:type/:id",
    numRuns: 150,
    requests: () =>
      fc.oneof(
        hostilePathParam("/fhir/Practitioner/", fc.constantFrom(...npis)),
        hostilePathParam("/fhir/PractitionerRole/", fc.constant(`${alice.npi}-T-LOC-1`)),
        hostilePathParam("/fhir/Location/", fc.constant("T-LOC-1")),
      ),
    ok: fhirJson(),
  },
  {
    route: "GET /fhir/:type",
    numRuns: 200,
    requests: () =>
      fc.oneof(
        hostileGet("/fhir/Practitioner", { name: "john", _count: "2", _lastUpdated: "ge2026-01-01" }),
        hostileGet("/fhir/PractitionerRole", {
          specialty: "207RC0000X",
          location: "Location/T-LOC-1",
          _include: "PractitionerRole:practitioner",
        }),
        hostileGet("/fhir/Location", { "address-city": "nash", _revinclude: "PractitionerRole:location" }),
      ),
    ok: fhirJson("Bundle"),
  },
  {
    route: "GET /fhir",
    numRuns: 30,
    requests: () => hostileGet("/fhir", { name: "x" }),
    ok: "never",
  },
  {
    route: "GET /fhir/*",
    numRuns: 100,
    // Paths of three segments or more under /fhir (fewer are the routes above).
    requests: () =>
      fc.oneof(
        hostilePathParam("/fhir/Practitioner/1/", fc.constantFrom("_history", "$everything")),
        hostilePathParam("/fhir/x/y/", fc.constantFrom("z", "..", "metadata")),
      ),
    ok: fhirJson(),
  },
  // SMART Scheduling Links (fhir/bulk-publish.ts): the manifest is FHIR JSON, a file NDJSON.
  {
    route: "GET /fhir/$bulk-publish",
    numRuns: 40,
    requests: () => hostileGet("/fhir/$bulk-publish", { _since: "2026-11-23T11:00:00Z" }),
    ok: (response, body) => {
      expectContentType(response, "application/fhir+json");
      if (body !== "" && !Array.isArray((JSON.parse(body) as { output?: unknown }).output)) {
        throw new Error("a manifest without output");
      }
    },
  },
  {
    route: "GET /fhir/$bulk-publish/:type/:file",
    numRuns: 60,
    requests: () =>
      fc.oneof(
        hostilePathParam("/fhir/$bulk-publish/Location/", fc.constantFrom("TN.ndjson", "TX.ndjson")),
        hostilePathParam("/fhir/$bulk-publish/Schedule/", fc.constant("TN.ndjson")),
      ),
    ok: (response) => expectContentType(response, "application/fhir+ndjson"),
  },
  {
    route: "GET /fhir/$bulk-publish/Slot/:state/:file",
    numRuns: 60,
    requests: () =>
      fc.oneof(
        hostilePathParam("/fhir/$bulk-publish/Slot/TN/", fc.constantFrom("2026-W48.ndjson", "2026-W49.ndjson")),
        hostileGet("/fhir/$bulk-publish/Slot/TX/2026-W48.ndjson", { _since: "2026-11-01T00:00:00Z" }),
      ),
    ok: (response) => expectContentType(response, "application/fhir+ndjson"),
  },
  {
    route: "GET /fhir/.well-known/smart-configuration",
    numRuns: 30,
    requests: () => hostileGet("/fhir/.well-known/smart-configuration", {}),
    ok: (response) => expectContentType(response, "application/json"),
  },
  {
    // No SMART client is configured in the fuzzed app, so no token can be issued (decision 151).
    route: "POST /fhir/auth/token",
    numRuns: 100,
    requests: (fields) =>
      hostilePost(
        "/fhir/auth/token",
        {
          grant_type: "client_credentials",
          scope: "system/Appointment.rs",
          client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
          client_assertion: "eyJhbGciOiJSUzM4NCIsImtpZCI6ImsifQ.eyJpc3MiOiJ4In0.c2ln",
        },
        fields,
      ),
    ok: "never",
  },
  // Last, so the routes above keep their seeds: @fastify/cors's preflight route (http/cors.ts; the fuzz app lists one host origin): a 2xx is a
  // preflight answered for that origin only.
  {
    route: "OPTIONS *",
    numRuns: 100,
    requests: () =>
      fc
        .tuple(
          hostilePath(["/fadmaa/appointment/hold", "/fadmaa/provider/search", "/physicians"]),
          fc.constantFrom("https://host.example.org", "https://evil.example", "null", ""),
          fc.constantFrom("GET", "POST", "DELETE", "PUT", ""),
        )
        .map(
          ([request, origin, wanted]): InjectOptions => ({
            ...request,
            method: "OPTIONS",
            headers: {
              ...(request.headers as Record<string, string>),
              ...(origin ? { origin } : {}),
              ...(wanted ? { "access-control-request-method": wanted } : {}),
            },
          }),
        ),
    ok: (response) => {
      if (response.headers["access-control-allow-origin"] !== "https://host.example.org")
        throw new Error("a preflight answered for an origin that is not listed");
    },
  },
  // The front desk's held messages to the EHR (decision 181): 401 without a session, whatever the input.
  {
    route: "GET /fadmaa/staff/ehr-messages/held",
    numRuns: 40,
    requests: () => hostileGet("/fadmaa/staff/ehr-messages/held", { locationId: LOCATIONS.centennial.id }),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/ehr-messages/:messageId/send-again",
    numRuns: 40,
    requests: (fields) => hostilePost("/fadmaa/staff/ehr-messages/42/send-again", { again: true }, fields),
    ok: "never",
  },
  // The front desk's booking search, note and EHR mark (decisions 166, 167): 401 without a session.
  {
    route: "POST /fadmaa/staff/bookings/search",
    numRuns: 40,
    requests: (fields) => hostilePost("/fadmaa/staff/bookings/search", { by: "name", text: "Quasarwright" }, fields),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/bookings/:bookingId/note",
    numRuns: 40,
    requests: (fields) =>
      hostilePost("/fadmaa/staff/bookings/FAD-7K2M-9QXD-R4TB/note", { note: "Needs an interpreter" }, fields),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/bookings/:bookingId/ehr-entered",
    numRuns: 40,
    requests: (fields) =>
      hostilePost("/fadmaa/staff/bookings/FAD-7K2M-9QXD-R4TB/ehr-entered", { entered: true }, fields),
    ok: "never",
  },
  // The front desk's week view and a location's doctors (decision 196): 401 without a session.
  {
    route: "GET /fadmaa/staff/bookings/week",
    numRuns: 40,
    requests: () =>
      hostileGet("/fadmaa/staff/bookings/week", {
        locationId: LOCATIONS.centennial.id,
        from: "2026-11-23",
        physicianNpi: "1234567890",
      }),
    ok: "never",
  },
  {
    route: "GET /fadmaa/staff/doctors",
    numRuns: 40,
    requests: () => hostileGet("/fadmaa/staff/doctors", { locationId: LOCATIONS.centennial.id }),
    ok: "never",
  },
  // The front desk's move to another open time (decision 197): 401 without a session.
  {
    route: "GET /fadmaa/staff/bookings/:bookingId/open-times",
    numRuns: 40,
    requests: () => hostileGet("/fadmaa/staff/bookings/FAD-7K2M-9QXD-R4TB/open-times", { day: "2026-11-23" }),
    ok: "never",
  },
  {
    route: "POST /fadmaa/staff/bookings/:bookingId/reschedule",
    numRuns: 40,
    requests: (fields) =>
      hostilePost(
        "/fadmaa/staff/bookings/FAD-7K2M-9QXD-R4TB/reschedule",
        { slotId: "c2xvdA", reason: "Doctor away" },
        fields,
      ),
    ok: "never",
  },
  // The auditor's view of the audit and its CSV (decision 201): 401 without a session, 400 on a bad query.
  ...["/fadmaa/staff/audit", "/fadmaa/staff/audit.csv"].map(
    (path): FuzzStrategy => ({
      route: `GET ${path}`,
      numRuns: 40,
      requests: () =>
        hostileGet(path, {
          from: "2026-11-01",
          to: "2026-11-24",
          who: "desk.LOC-00001",
          action: "view-booking",
          bookingId: "FAD-7K2M-9QXD-R4TB",
          locationId: LOCATIONS.centennial.id,
          limit: "50",
          after: "2026-11-24T10:00:00.000000Z~staff~12",
        }),
      ok: "never",
    }),
  ),
];

/** A FHIR answer: application/fhir+json, and of the given resource type when one is named. */
function fhirJson(resourceType?: string): OkCheck {
  return (response, body) => {
    expectContentType(response, "application/fhir+json");
    if (body === "") return; // a HEAD
    const parsed = JSON.parse(body) as { resourceType?: string };
    if (resourceType ? parsed.resourceType !== resourceType : typeof parsed.resourceType !== "string") {
      throw new Error(`a FHIR answer that is not ${resourceType ?? "a resource"}`);
    }
  };
}
