// The server's layers (docs/decisions.md 121) as Biome noRestrictedImports overrides, one per room.
// Biome matches an import's text, not the file it resolves to, so each room's override lists the rooms it
// may not reach at every depth a file of the room can sit at; this script writes them from the table below
// so the table stays the one place to read or change. `node scripts/server-layers.mjs` rewrites the
// server's overrides in biome.json; `--check` (run by `npm run lint`) fails when biome.json differs.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SERVER = "apps/server/src";

/** Below everything: what keeps data, answers HTTP, reads configuration, protects patient data. */
const INFRASTRUCTURE = ["database", "http", "config", "process", "patient-data"];
/** Shared by several features, above the infrastructure: the booked-appointment read model, the outboxes. */
const SHARED = ["booked-appointments", "mail", "hl7"];
/** The features, each with the other features it may import and the decision that allows it. */
const FEATURES = {
  booking: ["scheduling"], // a hold checks the slot the scheduling engine offers (decision 121)
  manage: ["booking"], // a reschedule holds and books through booking's rules (decision 121)
  // staff cancel and audit through the patient's own paths (decision 163); a move lists and checks the
  // engine's open times of the booking's calendar (decision 197)
  staff: ["booking", "manage", "scheduling"],
  identity: ["staff"], // sign-in opens a staff session (decision 160)
  directory: ["scheduling", "geo"], // results carry first availability and distances (decision 121)
  scheduling: [],
  geo: [],
  fhir: ["identity", "scheduling"], // the feed checks SMART access tokens (152); Slots are the engine's open times (141)
  host: [],
  health: [],
  metrics: [],
  media: [],
  seed: ["directory", "media"], // the demo network is built with the directory's vocabulary and avatars
  import: ["seed"], // an import reuses the generator's calendars for imported hours (decision 130)
};
/** Above everything: the command-line tools and the test support that assemble the whole server. */
const TOP = ["deployment", "testing"];
const ASSEMBLY = ["app.ts", "main.ts"];

const MESSAGES = {
  infrastructure:
    "database/, http/, config/, process/ and patient-data/ are below everything: they never import a feature, the outboxes, the booked-appointment read model, testing/ or the app (docs/decisions.md 121).",
  shared:
    "booked-appointments/, mail/ and hl7/ are below the features: they never import a feature, testing/ or the app (docs/decisions.md 121).",
  feature: (room, allowed) =>
    `${room}/ is a feature: it imports the infrastructure, booked-appointments/, mail/ and hl7/, and ${
      allowed.length
        ? `of the other features only ${allowed.map((name) => `${name}/`).join(" and ")}`
        : "no other feature"
    }; move what two features share below them or write the decision that allows it (docs/decisions.md 121).`,
};

/** Every way a file at depth 1–3 inside a room names `target` (a room folder or a root file). */
function reaching(targets) {
  const patterns = [];
  for (const depth of [1, 2, 3]) {
    const up = "../".repeat(depth);
    for (const target of targets) patterns.push(target.endsWith(".ts") ? `${up}${target}` : `${up}${target}/**`);
  }
  return patterns;
}

function override(room, forbidden, message) {
  return {
    includes: [`${SERVER}/${room}/**`, "!**/*.test.ts"],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: "error",
            options: { patterns: [{ group: reaching(forbidden), message }] },
          },
        },
      },
    },
  };
}

const features = Object.keys(FEATURES);
const serverOverrides = [
  ...INFRASTRUCTURE.map((room) =>
    override(room, [...SHARED, ...features, ...TOP, ...ASSEMBLY], MESSAGES.infrastructure),
  ),
  ...SHARED.map((room) => override(room, [...features, ...TOP, ...ASSEMBLY], MESSAGES.shared)),
  ...features.map((room) =>
    override(
      room,
      [...features.filter((other) => other !== room && !FEATURES[room].includes(other)), ...TOP, ...ASSEMBLY],
      MESSAGES.feature(room, FEATURES[room]),
    ),
  ),
];

const biomePath = path.join(import.meta.dirname, "..", "biome.json");
const biome = JSON.parse(readFileSync(biomePath, "utf8"));
const isServer = (entry) => entry.includes?.[0]?.startsWith(`${SERVER}/`);
const wanted = [...biome.overrides.filter((entry) => !isServer(entry)), ...serverOverrides];

if (process.argv.includes("--check")) {
  const present = biome.overrides.filter(isServer);
  if (JSON.stringify(present) !== JSON.stringify(serverOverrides)) {
    console.error(
      "biome.json's server layer overrides differ from scripts/server-layers.mjs: run `node scripts/server-layers.mjs`.",
    );
    process.exit(1);
  }
} else {
  biome.overrides = wanted;
  writeFileSync(biomePath, `${JSON.stringify(biome, null, 2)}\n`);
}
