import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadServerConfig } from "../../config/server-config.ts";
import { settableClock } from "../../testing/booking-fixtures.ts";
import { buildTestApp, TEST_APP_CONFIG, type TestApp } from "../../testing/build-test-app.ts";
import { testDatabaseKinds } from "../../testing/test-database.ts";
import { readAccessToken } from "./access-tokens.ts";
import { SMART_CONFIGURATION_PATH, SMART_TOKEN_PATH } from "./smart-routes.ts";

const TOKEN_URL = `https://find.example.org${SMART_TOKEN_PATH}`;
const JWT_BEARER = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
/** This file's loopback port for the JWKS URL client (issue 34's range). */
const JWKS_PORTS = { pglite: 9590, postgres: 9591 } as const;
/** The second processes' logs, dropped (the suite's own app keeps its log in memory). */
const quiet = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

interface SigningKey {
  alg: "RS384" | "ES384";
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function signingKey(alg: "RS384" | "ES384", kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { alg, kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg } };
}

describe.each(testDatabaseKinds())("SMART Backend Services token endpoint on %s", (kind) => {
  const time = settableClock();
  let test: TestApp;
  let jwksServer: Server;
  let rsKey: SigningKey;
  let esKey: SigningKey;
  let strangerKey: SigningKey;

  beforeAll(async () => {
    rsKey = await signingKey("RS384", "rs-1");
    esKey = await signingKey("ES384", "es-1");
    // The same kid as the client's key, but another key: a forger's.
    strangerKey = await signingKey("RS384", "rs-1");
    jwksServer = createServer((request, response) => {
      if (request.url !== "/jwks.json") return response.writeHead(404).end();
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [esKey.publicJwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(JWKS_PORTS[kind], "127.0.0.1", resolve));
    const port = (jwksServer.address() as AddressInfo).port;
    test = await buildTestApp(
      kind,
      {
        smart: {
          tokenUrl: TOKEN_URL,
          clients: [
            {
              clientId: "inline-rs",
              jwks: { keys: [rsKey.publicJwk as JWK & { kty: "RSA"; kid: string }] },
              scopes: ["system/Appointment.rs", "system/Slot.rs"],
            },
            {
              clientId: "remote-es",
              jwksUrl: `http://127.0.0.1:${port}/jwks.json`,
              scopes: ["system/Appointment.rs", "system/Patient.rs"],
            },
          ],
        },
      },
      time.clock,
    );
  });
  afterAll(async () => {
    await test?.close();
    await new Promise((resolve) => jwksServer?.close(resolve));
  });

  const nowSeconds = () => Math.floor(time.clock().getTime() / 1000);
  const assertion = (
    clientId: string,
    key: SigningKey,
    claims: { aud?: string; exp?: number; jti?: string; iss?: string; sub?: string } = {},
  ) =>
    new SignJWT({ jti: claims.jti ?? randomUUID() })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
      .setIssuer(claims.iss ?? clientId)
      .setSubject(claims.sub ?? clientId)
      .setAudience(claims.aud ?? TOKEN_URL)
      .setExpirationTime(claims.exp ?? nowSeconds() + 240)
      .sign(key.privateKey);
  const requestToken = (app: FastifyInstance, fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: SMART_TOKEN_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  const tokenFields = (clientAssertion: string, scope = "system/Appointment.rs") => ({
    grant_type: "client_credentials",
    scope,
    client_assertion_type: JWT_BEARER,
    client_assertion: clientAssertion,
  });
  const rememberedJtis = async () =>
    Number(
      (
        await test.database.db
          .selectFrom("smart_assertion_jti")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const expectRefused = async (clientAssertion: string, description: RegExp) => {
    const before = await rememberedJtis();
    const response = await requestToken(test.app, tokenFields(clientAssertion));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe("invalid_client");
    expect(response.json().error_description).toMatch(description);
    expect(response.headers["cache-control"]).toBe("no-store");
    // A refused assertion's jti is not spent.
    expect(await rememberedJtis()).toBe(before);
  };

  it("publishes its SMART configuration under the FHIR base", async () => {
    const response = await test.app.inject({ method: "GET", url: SMART_CONFIGURATION_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token_endpoint: TOKEN_URL,
      grant_types_supported: ["client_credentials"],
      token_endpoint_auth_methods_supported: ["private_key_jwt"],
      token_endpoint_auth_signing_alg_values_supported: ["RS384", "ES384"],
      capabilities: ["client-confidential-asymmetric", "permission-v1", "permission-v2"],
    });
  });

  it("issues a five-minute token to a client with an inline RS384 key and to one with an ES384 key at its JWKS URL", async () => {
    for (const [clientId, key, scope] of [
      ["inline-rs", rsKey, "system/Appointment.rs system/Slot.rs"],
      ["remote-es", esKey, "system/Appointment.rs system/Patient.rs"],
    ] as const) {
      const response = await requestToken(test.app, tokenFields(await assertion(clientId, key), scope));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.json();
      expect(body).toMatchObject({ token_type: "bearer", expires_in: 300, scope });
      expect(await readAccessToken(test.database.db, body.access_token, time.clock())).toEqual({
        clientId,
        scopes: scope.split(" "),
      });
      // The database keeps only its hash.
      const stored = await test.database.db.selectFrom("smart_access_tokens").select("token_hash").execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(body.access_token);
      const later = new Date(time.clock().getTime() + 300_000);
      expect(await readAccessToken(test.database.db, body.access_token, later)).toBeNull();
    }
  });

  it("grants only the requested scopes the client holds, and refuses a request none of whose scopes it holds", async () => {
    const partly = await requestToken(
      test.app,
      tokenFields(await assertion("inline-rs", rsKey), "system/Appointment.rs system/Patient.rs"),
    );
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json().scope).toBe("system/Appointment.rs");
    const none = await requestToken(test.app, tokenFields(await assertion("inline-rs", rsKey), "system/Patient.rs"));
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe("invalid_scope");
  });

  it("refuses a reused jti, on this process and on another process of the same database", async () => {
    const once = await assertion("inline-rs", rsKey);
    expect((await requestToken(test.app, tokenFields(once))).statusCode).toBe(200);
    const again = await requestToken(test.app, tokenFields(once));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: "invalid_client", error_description: expect.stringMatching(/jti/) });
    // Another server process shares nothing with this one but the database.
    const other = await buildApp({
      db: test.database.db,
      config: { ...TEST_APP_CONFIG, smart: { tokenUrl: TOKEN_URL, clients: [] } },
      clock: time.clock,
      logStream: quiet(),
    });
    try {
      const twin = await buildApp({
        db: test.database.db,
        config: {
          ...TEST_APP_CONFIG,
          smart: {
            tokenUrl: TOKEN_URL,
            clients: [
              {
                clientId: "inline-rs",
                jwks: { keys: [rsKey.publicJwk as JWK & { kty: "RSA"; kid: string }] },
                scopes: ["system/Appointment.rs"],
              },
            ],
          },
        },
        clock: time.clock,
        logStream: quiet(),
      });
      try {
        const fresh = await assertion("inline-rs", rsKey);
        expect((await requestToken(twin, tokenFields(fresh))).statusCode).toBe(200);
        const replayed = await requestToken(test.app, tokenFields(fresh));
        expect(replayed.statusCode).toBe(400);
        expect(replayed.json().error_description).toMatch(/jti/);
      } finally {
        await twin.close();
      }
      // A process without the client refuses it as unknown.
      expect((await requestToken(other, tokenFields(await assertion("inline-rs", rsKey)))).json().error).toBe(
        "invalid_client",
      );
    } finally {
      await other.close();
    }
  });

  it("refuses the wrong audience", async () => {
    await expectRefused(await assertion("inline-rs", rsKey, { aud: "https://elsewhere.example.org/token" }), /aud/);
  });

  it("refuses an expired assertion, and one whose exp is more than five minutes ahead", async () => {
    await expectRefused(await assertion("inline-rs", rsKey, { exp: nowSeconds() - 1 }), /expired/);
    await expectRefused(await assertion("inline-rs", rsKey, { exp: nowSeconds() + 301 }), /5 minutes/);
  });

  it("refuses a key the client does not have: an unknown kid, or its kid on another key", async () => {
    await expectRefused(await assertion("inline-rs", { ...rsKey, kid: "rs-unknown" }), /kid/);
    await expectRefused(await assertion("remote-es", { ...esKey, kid: "es-unknown" }), /kid/);
    await expectRefused(await assertion("inline-rs", strangerKey), /signature/);
  });

  it("refuses alg none and HS256", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const claims = { iss: "inline-rs", sub: "inline-rs", aud: TOKEN_URL, exp: nowSeconds() + 60, jti: randomUUID() };
    await expectRefused(`${encode({ alg: "none", kid: "rs-1" })}.${encode(claims)}.`, /RS384 or ES384/);
    const secret = new TextEncoder().encode("a shared secret is not an asymmetric key!");
    const hs256 = await new SignJWT({ ...claims, jti: randomUUID() })
      .setProtectedHeader({ alg: "HS256", kid: "rs-1" })
      .sign(secret);
    await expectRefused(hs256, /RS384 or ES384/);
  });

  it("refuses an unknown client, and an assertion whose subject is not its issuer", async () => {
    await expectRefused(await assertion("nobody", rsKey), /unknown client/);
    await expectRefused(await assertion("inline-rs", rsKey, { sub: "remote-es" }), /sub/);
  });

  it("answers malformed requests with OAuth errors, never a 500", async () => {
    const good = await assertion("inline-rs", rsKey);
    const cases: [Record<string, string>, string][] = [
      [{ ...tokenFields(good), grant_type: "authorization_code" }, "unsupported_grant_type"],
      [{ ...tokenFields(good), client_assertion_type: "bearer" }, "invalid_request"],
      [
        { grant_type: "client_credentials", scope: "system/Appointment.rs", client_assertion_type: JWT_BEARER },
        "invalid_request",
      ],
      [{ ...tokenFields(good), scope: "" }, "invalid_scope"],
      [{ ...tokenFields("not.a.jwt") }, "invalid_client"],
    ];
    for (const [fields, error] of cases) {
      const response = await requestToken(test.app, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error).toBe(error);
    }
    const json = await test.app.inject({ method: "POST", url: SMART_TOKEN_PATH, payload: { grant_type: 1 } });
    expect(json.statusCode).toBe(400);
  });
});

describe("FAD_SMART_CLIENTS", () => {
  it("takes clients with a JWKS URL or an inline public key set and system/ scopes; refuses anything else by name", () => {
    const clients = [
      { clientId: "ehr", jwksUrl: "https://ehr.example.org/jwks.json", scopes: ["system/Appointment.rs"] },
      {
        clientId: "bridge",
        jwks: { keys: [{ kty: "EC", kid: "k1", crv: "P-384", x: "x", y: "y" }] },
        scopes: ["system/*.read"],
      },
    ];
    const config = loadServerConfig({
      FAD_SMART_CLIENTS: JSON.stringify(clients),
      FAD_PUBLIC_URL: "https://find.example.org",
    });
    expect(config.smart.tokenUrl).toBe(TOKEN_URL);
    expect(config.smart.clients.map((client) => client.clientId)).toEqual(["ehr", "bridge"]);
    expect(loadServerConfig({}).smart.clients).toEqual([]);
    const bad = [
      "not json",
      JSON.stringify([{ clientId: "a", scopes: ["system/Appointment.rs"] }]),
      JSON.stringify([{ clientId: "a", jwksUrl: "https://x.example.org/j", scopes: ["user/Appointment.rs"] }]),
      JSON.stringify([
        {
          clientId: "a",
          jwks: { keys: [{ kty: "RSA", kid: "k", n: "n", e: "AQAB", d: "secret" }] },
          scopes: ["system/Slot.rs"],
        },
      ]),
      JSON.stringify([clients[0], clients[0]]),
    ];
    for (const text of bad)
      expect(() => loadServerConfig({ FAD_SMART_CLIENTS: text }), text).toThrow(/FAD_SMART_CLIENTS/);
  });
});
