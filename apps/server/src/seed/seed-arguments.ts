import { parseArgs } from "node:util";
import { z } from "zod";
import { SEED_LIMITS } from "../config/server-config.ts";

export const SEED_USAGE = "Usage: npm run seed -- [--physicians N] [--seed S] [--reset]";

/** Digits only: Number() would also take "1e3", "0x10" or blanks, which are typos here, not numbers. */
function wholeNumber(flag: string, min: number, max: number) {
  return z
    .string()
    .regex(/^[0-9]+$/, `${flag} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `${flag} must be at least ${min}`).max(max, `${flag} must be at most ${max}`));
}

export const seedArgumentsSchema = z.object({
  physicians: wholeNumber("--physicians", SEED_LIMITS.physicians.min, SEED_LIMITS.physicians.max),
  seed: wholeNumber("--seed", SEED_LIMITS.seed.min, SEED_LIMITS.seed.max),
  reset: z.boolean(),
});

export type SeedArguments = z.output<typeof seedArgumentsSchema>;

/** Bad command-line input: the CLI prints its message and exits with code 2. */
export class SeedArgumentsError extends Error {}

/** `--physicians N --seed S [--reset]`; what is left out comes from the server configuration. */
export function parseSeedArguments(argv: string[], defaults: { physicians: number; seed: number }): SeedArguments {
  let values: { physicians?: string | undefined; seed?: string | undefined; reset?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { physicians: { type: "string" }, seed: { type: "string" }, reset: { type: "boolean" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SeedArgumentsError(`${(error as Error).message}\n${SEED_USAGE}`);
  }
  const parsed = seedArgumentsSchema.safeParse({
    physicians: values.physicians ?? String(defaults.physicians),
    seed: values.seed ?? String(defaults.seed),
    reset: values.reset ?? false,
  });
  if (!parsed.success) {
    throw new SeedArgumentsError(`${parsed.error.issues.map((issue) => issue.message).join("\n")}\n${SEED_USAGE}`);
  }
  return parsed.data;
}
