import fc from "fast-check";
import type { InjectOptions } from "fastify";

/**
 * Generators of malformed requests for the endpoint fuzz test (endpoint-fuzz.test.ts). They start from
 * a plausible request of each call and break it: fields dropped, retyped or replaced by hostile text,
 * keys repeated or added, bodies that are not JSON or not small, headers a forger would send.
 */

/** Texts hostile clients send: injections, number edge cases, path tricks, odd unicode. */
export const HOSTILE_TEXTS = [
  "' OR '1'='1",
  "'; DROP TABLE appointments; --",
  '"; SELECT pg_sleep(10); --',
  "1; DELETE FROM physicians",
  "%' AND 1=1 --",
  "\\",
  "\\'",
  "\u0000",
  "a\u0000b",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as it is.
  "${7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  '{"$gt":""}',
  '{"__proto__":{"polluted":true}}',
  "[]",
  "{}",
  "null",
  "undefined",
  "true",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e309",
  "-1",
  "0",
  "0.5",
  "99999999999999999999999999",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "0x1F",
  "1_000",
  " 1",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "%C0%AF",
  "\uFEFF",
  "\uD800",
  "\uDFFF\uD800",
  "🩺👩‍⚕️",
  "Ω≈ç√",
  "ｆｕｌｌｗｉｄｔｈ",
  "\u202Eevil",
  "line\nbreak",
  "tab\there",
  "20270230",
  "19000101",
  "18991231",
  "22000101",
  "99999999",
  "00000000",
  "25:61",
  "23:59",
  "24:00",
  "1000000001",
  "100000000",
  "10000000011",
  "T-CAL-1",
  "09001",
  "09001;09002",
  ";;;",
  "Female",
  "mALE",
  "English;;Spanish",
  "Distance",
  "FirstAvailable",
  "texting",
  "psg",
];

/** Long texts around the limits: URL and field maxima, and the 64 KB body limit. */
const longText = fc
  .tuple(
    fc.constantFrom("a", "9", "é", "'", "%", ";", "🩺", " ", "A-"),
    fc.oneof(
      fc.integer({ min: 99, max: 310 }),
      fc.integer({ min: 1_000, max: 5_000 }),
      fc.integer({ min: 60_000, max: 70_000 }),
    ),
  )
  .map(([unit, count]) => unit.repeat(count));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 15 }) },
  { weight: 1, arbitrary: longText },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
  },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
);

const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "", " ", "a.b", "a[b]", "$where"),
  fc.string({ maxLength: 12 }),
);

/** Any JSON-able value, hostile texts and numbers included, nested a few levels. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 1e308, -1e308, 2 ** 31, 0.5, -0.0001),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/**
 * A record with some fields dropped, some replaced by hostile values, some added; `retype` gives the
 * replacement values (query strings hold only texts).
 */
function mutatedRecord<V>(
  base: Record<string, V>,
  replacement: fc.Arbitrary<V>,
  extraKeys: readonly string[] = [],
): fc.Arbitrary<[string, V][]> {
  const keys = Object.keys(base);
  const change = fc.oneof(
    { weight: 3, arbitrary: fc.constant<"keep">("keep") },
    { weight: 1, arbitrary: fc.constant<"drop">("drop") },
    { weight: 3, arbitrary: replacement.map((value) => ({ value })) },
  );
  return fc
    .tuple(
      fc.array(change, { minLength: keys.length, maxLength: keys.length }),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom("a", ...keys, ...extraKeys), hostileKey), replacement), {
        maxLength: 3,
      }),
    )
    .map(([changes, added]) => {
      const entries: [string, V][] = [];
      keys.forEach((key, index) => {
        const what = changes[index];
        if (what === "drop") return;
        entries.push([key, what === "keep" || what === undefined ? (base[key] as V) : what.value]);
      });
      return [...entries, ...added];
    });
}

/** Percent-encodes a text as UTF-8; a lone surrogate (which has no UTF-8) goes as U+FFFD. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, "utf8").toString("utf8"));
  }
}

/** Percent sequences that decode to nothing valid, put into a query or path as they are. */
const PERCENT_GARBAGE = ["%", "%%", "%zz", "%E0%A4%A", "%C0%AF", "%FF%FE", "%ED%A0%80", "%00", "%0A", "%25%", "%u0041"];

/** What a client may put in a query string or path: encoded text, or garbage as it is. */
const urlPart = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: text.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...PERCENT_GARBAGE) },
    {
      weight: 1,
      arbitrary: fc.tuple(text, fc.constantFrom(...PERCENT_GARBAGE)).map(([t, g]) => `${percentEncode(t)}${g}`),
    },
  );

/**
 * A query string made from a plausible one: fields dropped, retyped, repeated (arrays), bracketed
 * (a[]=, a[b]=), added, or garbage characters between the pairs.
 */
export function hostileQuery(base: Record<string, string>): fc.Arbitrary<string> {
  const pairs = mutatedRecord(base, hostileText);
  const keyStyle = fc.constantFrom("plain", "plain", "plain", "brackets", "index");
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(pairs, fc.array(keyStyle, { minLength: 12, maxLength: 12 }), fc.boolean())
        .map(([entries, styles, repeat]) => {
          const all = repeat && entries.length > 0 ? [...entries, ...entries] : entries;
          return all
            .map(([key, value], index) => {
              const style = styles[index % styles.length];
              const name = style === "brackets" ? `${key}[]` : style === "index" ? `${key}[${index}]` : key;
              return `${percentEncode(name)}=${percentEncode(value)}`;
            })
            .join("&");
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(fc.constantFrom("a", ...Object.keys(base)), hostileKey.map(percentEncode)),
            urlPart(hostileText),
          ),
          { maxLength: 6 },
        )
        .map((entries) => entries.map(([key, value]) => `${key}=${value}`).join("&")),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "&", "&&&", "=", "==", "=&=", "?", "a", "a=1=2", "&=x&", ";", "+%2B+"),
    },
  );
}

export type JsonBody = Record<string, unknown>;

/** Content types other than JSON, and JSON types spelled oddly; the server must refuse or read them. */
const CONTENT_TYPES = [
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/jsonx",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "application/json;;;",
  "application/json, text/plain",
  "application/*",
  "*/*",
  "",
  "garbage",
];

const INVALID_JSON = [
  "{",
  '{"a":',
  "[1,2",
  "nul",
  '"unterminated',
  "{'single':1}",
  '{"a":1}}',
  "\uFEFF{}",
  "",
  "   ",
  "{,}",
  '{"a":1,}',
  "[,]",
  "NaN",
  '{"a":Infinity}',
  '{"a":0x10}',
  '{"a":"\\u00"}',
  "\u0000",
  '{"a":1}\u0000',
];

/** A POST body, its content type, as the client sends it. */
export interface RawBody {
  payload: string;
  contentType: string | undefined;
}

const json = (payload: string): RawBody => ({ payload, contentType: "application/json" });

/**
 * Bodies made from a plausible one: fields dropped, retyped, added; random JSON; prototype keys;
 * invalid JSON; deep nesting; bodies near and over the 64 KB limit; wrong content types.
 */
export function hostileBody(base: JsonBody, extraKeys: readonly string[] = []): fc.Arbitrary<RawBody> {
  const mutated = mutatedRecord(base, hostileValue, extraKeys).map((entries) => {
    // Built with defineProperty so a "__proto__" key is written as an own key, as a client would send it.
    const body: Record<string, unknown> = {};
    for (const [key, value] of entries) {
      Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return body;
  });
  const baseText = JSON.stringify(base).slice(1, -1);
  return fc.oneof(
    { weight: 10, arbitrary: mutated.map((body) => json(JSON.stringify(body))) },
    { weight: 2, arbitrary: hostileValue.map((value) => json(JSON.stringify(value) ?? "null")) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          `{"__proto__":{"polluted":true},${baseText}}`,
          `{${baseText},"constructor":{"prototype":{"polluted":true}}}`,
          `{${baseText},"__proto__":null}`,
          `{"constructor":{"prototype":null},${baseText}}`,
          `{${baseText},${baseText}}`,
        )
        .map(json),
    },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_JSON).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("[", '{"a":'), fc.integer({ min: 100, max: 20_000 }))
        .map(([open, depth]) => json(open.repeat(depth) + (open === "[" ? "]" : "}").repeat(depth))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(base)), fc.integer({ min: 60_000, max: 70_000 }))
        .map(([key, size]) => json(JSON.stringify({ ...base, [key]: "x".repeat(size) }))),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...CONTENT_TYPES, undefined), fc.boolean()).map(([contentType, asJson]) => ({
        payload: asJson ? JSON.stringify(base) : new URLSearchParams(base as Record<string, string>).toString(),
        contentType,
      })),
    },
  );
}

const HOLDER_COOKIE = "fad_holder";

/** Header text as HTTP carries it (tab, printable ASCII and latin-1 bytes; the parser refuses the rest). */
export const headerText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXTS.filter((text) => /^[\t\x20-\x7e\x80-\xff]*$/.test(text))),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  longText.map((text) => text.slice(0, 8_000).replace(/[^\x20-\x7e]/g, "x")),
);

/** A holder token of the right shape that names no hold. */
const tokenLike = fc
  .string({
    unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
    minLength: 43,
    maxLength: 43,
  })
  .map((token) => token);

const cookieHeader = fc.oneof(
  tokenLike.map((token) => `${HOLDER_COOKIE}=${token}`),
  headerText.map((value) => `${HOLDER_COOKIE}=${value.replace(/[;\s]/g, "")}`),
  fc
    .tuple(tokenLike, headerText)
    .map(([token, garbage]) => `${HOLDER_COOKIE}=${token}; ${HOLDER_COOKIE}=${garbage.replace(/;/g, "")}`),
  fc.constantFrom(";;=;", `${HOLDER_COOKIE}=`, `${HOLDER_COOKIE}`, "=x", `${HOLDER_COOKIE}=a=b=c`, "a=1; b=2"),
  headerText,
);

const originHeader = fc.oneof(
  fc.constantFrom(
    "http://localhost:80",
    "http://localhost",
    "https://host.example.org",
    "https://HOST.example.org:443",
    "https://evil.example",
    "null",
    "file://",
    "http://",
    "http://[::1",
    "javascript:alert(1)",
  ),
  headerText,
);

export type Headers = Record<string, string>;

/** Headers a forger or a broken client sends; most requests carry none, so calls also get past the guards. */
export const hostileHeaders: fc.Arbitrary<Headers> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: fc
      .record(
        {
          origin: originHeader,
          cookie: cookieHeader,
          "x-request-id": headerText,
          "x-forwarded-for": fc.oneof(headerText, fc.constantFrom("1.2.3.4, 5.6.7.8", "::1", "999.1.1.1", "")),
          "x-forwarded-proto": fc.oneof(headerText, fc.constantFrom("https", "http", "ftp")),
          "x-forwarded-host": headerText,
          "sec-fetch-site": fc.constantFrom("cross-site", "same-origin", "none", "garbage"),
          accept: fc.oneof(headerText, fc.constantFrom("application/json", "text/html", "*/*")),
          "accept-encoding": fc.constantFrom("gzip", "br", "deflate", "gzip;q=0, br", "identity", "*", "garbage"),
          "accept-language": headerText,
        },
        { requiredKeys: [] },
      )
      .map((headers) => headers as Headers),
  },
);

/** A GET (or HEAD) of a call with a hostile query string and headers. */
export function hostileGet(path: string, baseQuery: Record<string, string>): fc.Arbitrary<InjectOptions> {
  return fc
    .tuple(fc.constantFrom<"GET" | "HEAD">("GET", "GET", "GET", "HEAD"), hostileQuery(baseQuery), hostileHeaders)
    .map(([method, query, headers]) => ({ method, url: query ? `${path}?${query}` : path, headers }));
}

/** A POST of a call with a hostile body, content type, headers and sometimes a query string. */
export function hostilePost(path: string, baseBody: JsonBody, extraKeys: readonly string[] = []) {
  return fc
    .tuple(hostileBody(baseBody, extraKeys), hostileHeaders, fc.option(hostileQuery({ a: "1" }), { freq: 8 }))
    .map(([body, headers, query]): InjectOptions => {
      const all: Headers = { ...headers };
      if (body.contentType === undefined) delete all["content-type"];
      else all["content-type"] = body.contentType;
      return { method: "POST", url: query ? `${path}?${query}` : path, headers: all, payload: body.payload };
    });
}

/** A GET (or HEAD) of a path whose last segment is generated: names, hostile text, garbage encodings. */
export function hostilePathParam(prefix: string, plausible: fc.Arbitrary<string>): fc.Arbitrary<InjectOptions> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: plausible.map(percentEncode) },
    { weight: 3, arbitrary: urlPart(hostileText) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "..", "%2e%2e", "..%2F..%2Fetc%2Fpasswd", "a/b", "x.svg/", "%2F", "//", "?", "#"),
    },
  );
  return fc
    .tuple(fc.constantFrom<"GET" | "HEAD">("GET", "GET", "HEAD"), segment, hostileHeaders)
    .map(([method, file, headers]) => ({ method, url: `${prefix}${file}`, headers }));
}

/** A request to any path: unknown /fadmaa calls, app pages, traversal and encoding tricks, odd methods. */
export function hostilePath(knownPaths: readonly string[]): fc.Arbitrary<InjectOptions> {
  const segment = fc.oneof(
    fc.constantFrom("physicians", "locations", "fadmaa", "cms", "mho", "texting", "assets", "..", "."),
    urlPart(hostileText),
  );
  const path = fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join("/")}`),
    fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/fadmaa/no-such/${parts.join("/")}`),
    fc.tuple(fc.constantFrom(...knownPaths), segment).map(([known, extra]) => `${known}/${extra}`),
    fc.constantFrom("/", "//", "/fadmaa", "/fadmaa/", "/%2e%2e/%2e%2e/etc/passwd", "/fadmaa/%zz", "/\\..\\"),
  );
  const method = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS");
  return fc
    .tuple(method, path, fc.option(hostileQuery({ q: "1" }), { freq: 3 }), hostileHeaders)
    .map(([verb, url, query, headers]) => {
      const request: InjectOptions = {
        method: verb as InjectOptions["method"],
        url: query ? `${url}?${query}` : url,
        headers,
      };
      if (verb !== "GET" && verb !== "HEAD") {
        request.payload = "{}";
        request.headers = { ...headers, "content-type": "application/json" };
      }
      return request;
    });
}
